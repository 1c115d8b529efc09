import { createContext } from '@lit/context';
import type { MneAction, MneView } from '@pitchside/engine/mne';
import type { MatchContext } from '../shared/context.js';

/** Provided by `<mne-match>` to the MNE elements inside it. */
export const mneMatchContext = createContext<MatchContext<MneView, MneAction>>(Symbol.for('pitchside.mne-match'));
