import { mneGame } from '@pitchside/engine/boardgameio';
import * as mne from '@pitchside/engine/mne';
import * as bots from '@pitchside/engine/bots';
console.log(Object.keys(mne).join(' '));
console.log(Object.keys(bots).join(' '));
