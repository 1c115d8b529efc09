/** Magic Number Eleven elements. Importing this module defines their tags. */
import { defineElement } from '../shared/define.js';
import { MneControlTrack } from './mne-control-track/mne-control-track.js';
import { MnePlayerCard } from './mne-player-card/mne-player-card.js';
import { MneField, type MnePlaceDetail } from './mne-field/mne-field.js';
import { MneHand } from './mne-hand/mne-hand.js';
import { MneScoreboard } from './mne-scoreboard/mne-scoreboard.js';
import { MneSubSpace } from './mne-sub-space/mne-sub-space.js';
import { MneSynergyBoard, type ShotResult } from './mne-synergy-board/mne-synergy-board.js';
import { MneReplay } from './mne-replay/mne-replay.js';
import { MneMatch, type MneActionDetail, type MneMoveDetail, type MnePlayer } from './mne-match/mne-match.js';

export {
  MneControlTrack,
  MnePlayerCard,
  MneField,
  MneHand,
  MneScoreboard,
  MneSubSpace,
  MneSynergyBoard,
  MneMatch,
  MneReplay,
};
export type { MnePlaceDetail, ShotResult, MneActionDetail, MneMoveDetail, MnePlayer };
export { mneMessages, type MneMessageKey } from './messages.js';
export { mneTrackMessages, type MneTrackMessageKey } from './mne-control-track/messages.js';
export { mneMatchMessages, type MneMatchMessageKey } from './mne-match/messages.js';
export { mneMatchContext } from './context.js';

defineElement('mne-control-track', MneControlTrack);
defineElement('mne-player-card', MnePlayerCard);
defineElement('mne-field', MneField);
defineElement('mne-hand', MneHand);
defineElement('mne-scoreboard', MneScoreboard);
defineElement('mne-sub-space', MneSubSpace);
defineElement('mne-synergy-board', MneSynergyBoard);
defineElement('mne-match', MneMatch);
defineElement('mne-replay', MneReplay);
