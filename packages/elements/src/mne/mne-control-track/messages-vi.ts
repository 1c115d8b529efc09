/** The Control Track's messages in Vietnamese: loaded on demand, when a track is shown in Vietnamese. */
import type { MneTrackMessageKey } from './messages.js';

export default {
  'track.label': 'Đường Kiểm soát',
  'track.marker': 'Marker Kiểm soát ở ô {space}/{spaces}.',
  'track.handCards': '{count} từ tay',
  'track.handCardsLong': 'Khi sút: lá từ bộ bài và tối đa {count} Lá Hiệp lực từ tay',
  'state.aggressive': 'Tấn công',
  'state.normal': 'Bình thường',
  'state.defensive': 'Phòng thủ',
} satisfies Record<MneTrackMessageKey, string>;
