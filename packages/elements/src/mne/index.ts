/** Magic Number Eleven elements. Importing this module defines their tags. */
import { defineElement } from '../shared/define.js';
import { MneControlTrack } from './mne-control-track/mne-control-track.js';

export { MneControlTrack };
export { mneMessages, type MneMessageKey } from './messages.js';
export { mneMatchContext } from './context.js';

defineElement('mne-control-track', MneControlTrack);
