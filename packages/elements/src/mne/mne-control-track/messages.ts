/**
 * The Control Track's messages in English, a catalog of their own so that a page showing only a
 * track downloads a few lines rather than every MNE message. The Vietnamese ones are in
 * messages-vi.ts beside this file, loaded when the track is shown in Vietnamese.
 */
import { defineMessages } from '../../shared/i18n.js';

const en = {
  'track.label': 'Control track',
  'track.marker': 'Control marker on space {space} of {spaces}.',
  'track.handCards': '{count} from hand',
  'track.handCardsLong': 'In a shot: the deck card and up to {count} Synergy Cards from hand',
  'state.aggressive': 'Aggressive',
  'state.normal': 'Normal',
  'state.defensive': 'Defensive',
};

export const mneTrackMessages = defineMessages('mne-track', { en, vi: () => import('./messages-vi.js') });

export type MneTrackMessageKey = keyof typeof en;
