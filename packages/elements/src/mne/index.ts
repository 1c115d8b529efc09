/** Magic Number Eleven elements. Importing this module defines their tags. */
import { defineElement } from '../shared/define.js';
import { MneControlTrack } from './mne-control-track/mne-control-track.js';
import { MnePlayerCard } from './mne-player-card/mne-player-card.js';
import { MneField, type MnePlaceDetail } from './mne-field/mne-field.js';

export { MneControlTrack, MnePlayerCard, MneField, type MnePlaceDetail };
export { mneMessages, type MneMessageKey } from './messages.js';
export { mneMatchContext } from './context.js';

defineElement('mne-control-track', MneControlTrack);
defineElement('mne-player-card', MnePlayerCard);
defineElement('mne-field', MneField);
