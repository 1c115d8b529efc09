/** Masters of Football messages (English and Vietnamese). */
import { defineMessages } from '../shared/i18n.js';

export const mofMessages = defineMessages('mof', {
  en: {
    'game.name': 'Masters of Football',
  },
  vi: {
    'game.name': 'Masters of Football',
  },
});

export type MofMessageKey = (typeof mofMessages.keys)[number];
