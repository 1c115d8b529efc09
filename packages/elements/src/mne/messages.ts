/** Magic Number Eleven messages (English and Vietnamese, after the Vietnamese rulebook's terms). */
import { defineMessages } from '../shared/i18n.js';

export const mneMessages = defineMessages('mne', {
  en: {
    'track.label': 'Control track',
    'track.marker': 'Control marker on space {space} of {spaces}.',
    'track.team': '{team}: {state}',
    'state.aggressive': 'Aggressive',
    'state.normal': 'Normal',
    'state.defensive': 'Defensive',
  },
  vi: {
    'track.label': 'Đường Kiểm soát',
    'track.marker': 'Marker Kiểm soát ở ô {space}/{spaces}.',
    'track.team': '{team}: {state}',
    'state.aggressive': 'Tấn công',
    'state.normal': 'Bình thường',
    'state.defensive': 'Phòng thủ',
  },
});

export type MneMessageKey = (typeof mneMessages.keys)[number];
