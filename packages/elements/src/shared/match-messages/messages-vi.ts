/** Vietnamese messages of the elements that play or replay matches: loaded on demand. */
import type { MatchMessageKey } from './messages.js';

export default {
  'error.badLevel': '“bot-level” phải là “greedy” hoặc “search”, không phải “{value}”',
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
  'coach.thinking': 'Huấn luyện viên: đang suy nghĩ…',
  'coach.failed': 'Huấn luyện viên: chưa có lời khuyên cho nước này.',
  'coach.line': 'Huấn luyện viên: {move} — {why}.',
  'coach.search': 'thắng {score} số trận mô phỏng (hòa tính nửa), hiệu số dự kiến khi hết trận {gd}',
  'coach.next': '{why}; phương án tốt thứ hai, {move}: {score}, {gd}',
  'coach.only': 'không có lựa chọn nào khác đáng cân nhắc',
  'coach.policy': 'lựa chọn thường lệ của máy trong tình huống này',
} satisfies Record<MatchMessageKey, string>;
