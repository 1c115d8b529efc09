/**
 * Messages every element shares: team names and the readable error state. English here; other
 * languages in their own modules (messages-vi.ts), loaded when an element asks for one.
 */
import { defineMessages } from './i18n.js';

const en = {
  'team.home': 'Home',
  'team.away': 'Away',
  'error.title': '{element} cannot be shown',
  'error.notInteger': '“{attribute}” must be a whole number from {min} to {max}, not “{value}”.',
  'error.badJson': '“{attribute}” is not valid JSON: {detail}',
  'error.invalid': '“{attribute}” is not valid: {detail}',
  'error.unexpected': 'Something went wrong while drawing this element: {detail}',
  'error.load': 'Part of Pitchside needed for “{attribute}” could not be downloaded: {detail}',
  'error.notView': '“{attribute}” must be a view the engine’s viewFor(state, seat) returned.',
  'error.notEvents': '“{attribute}” must be a list of the engine’s events (eventsFor).',
  'replay.noRecord': 'No record: give one as the element’s text, a “src” URL or the “record” property.',
  'replay.badPerspective': '“{attribute}” must be “spectator” or a seat of this record ({seats}), not “{value}”.',
  'error.fetch': '“{attribute}” could not be downloaded: {detail}',
};

export const sharedMessages = defineMessages('shared', { en, vi: () => import('./messages-vi.js') });

export type SharedMessageKey = keyof typeof en;
