/** Vietnamese messages of the elements that play or replay matches: loaded on demand. */
import type { MatchMessageKey } from './messages.js';

export default {
  'error.badLevel': '“bot-level” phải là “easy”, “normal”, “hard” hoặc “expert”, không phải “{value}”',
  'hotseat.pass': 'Chuyển thiết bị cho {team}. Bài của họ vẫn được giấu cho đến khi họ nhận.',
  'hotseat.take': 'Tôi là {team}: hiện bài của tôi',
  'record.download': 'Tải biên bản trận đấu',
  'replay.first': 'Nước đầu tiên',
  'replay.previous': 'Nước trước',
  'replay.next': 'Nước tiếp theo',
  'replay.last': 'Nước cuối cùng',
  'replay.play': 'Phát',
  'replay.pause': 'Tạm dừng',
  'replay.perspective': 'Góc nhìn của',
  'replay.spectator': 'Khán giả',
  'replay.moves': 'Các nước đi',
  'replay.position': 'Nước {n} / {total}',
  'replay.start': 'Trước nước đầu tiên',
  'replay.hidden': '(bị ẩn)',
  'replay.loading': 'Đang tải biên bản…',
} satisfies Record<MatchMessageKey, string>;
