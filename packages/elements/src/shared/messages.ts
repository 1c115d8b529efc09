/** Messages every element shares: team names and the readable error state. */
import { defineMessages } from './i18n.js';

export const sharedMessages = defineMessages('shared', {
  en: {
    'team.home': 'Home',
    'team.away': 'Away',
    'error.title': '{element} cannot be shown',
    'error.notInteger': '“{attribute}” must be a whole number from {min} to {max}, not “{value}”.',
    'error.badJson': '“{attribute}” is not valid JSON: {detail}',
    'error.invalid': '“{attribute}” is not valid: {detail}',
    'error.unexpected': 'Something went wrong while drawing this element: {detail}',
  },
  vi: {
    'team.home': 'Sân nhà',
    'team.away': 'Khách',
    'error.title': 'Không thể hiển thị {element}',
    'error.notInteger': '“{attribute}” phải là số nguyên từ {min} đến {max}, không phải “{value}”.',
    'error.badJson': '“{attribute}” không phải JSON hợp lệ: {detail}',
    'error.invalid': '“{attribute}” không hợp lệ: {detail}',
    'error.unexpected': 'Đã xảy ra lỗi khi vẽ phần tử này: {detail}',
  },
});

export type SharedMessageKey = (typeof sharedMessages.keys)[number];
