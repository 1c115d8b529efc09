/** Vietnamese messages every element shares: loaded on demand, when an element is shown in Vietnamese. */
import type { SharedMessageKey } from './messages.js';

export default {
  'team.home': 'Sân nhà',
  'team.away': 'Khách',
  'error.title': 'Không thể hiển thị {element}',
  'error.notInteger': '“{attribute}” phải là số nguyên từ {min} đến {max}, không phải “{value}”.',
  'error.badJson': '“{attribute}” không phải JSON hợp lệ: {detail}',
  'error.invalid': '“{attribute}” không hợp lệ: {detail}',
  'error.unexpected': 'Đã xảy ra lỗi khi vẽ phần tử này: {detail}',
  'error.load': 'Không tải được phần Pitchside cần cho “{attribute}”: {detail}',
  'error.notView': '“{attribute}” phải là một góc nhìn do viewFor(state, seat) của engine trả về.',
  'error.notEvents': '“{attribute}” phải là danh sách các sự kiện của engine (eventsFor).',
  'replay.noRecord':
    'Không có biên bản: hãy đặt biên bản làm nội dung văn bản của phần tử, một URL “src” hoặc thuộc tính “record”.',
  'replay.badPerspective':
    '“{attribute}” phải là “spectator” hoặc một vị trí của biên bản này ({seats}), không phải “{value}”.',
  'error.fetch': 'Không tải được “{attribute}”: {detail}',
} satisfies Record<SharedMessageKey, string>;
