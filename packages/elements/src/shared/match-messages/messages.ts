/**
 * Messages only the elements that play or replay matches show: the hot-seat hand-off, the bot
 * level, the record download and the replay controls. Apart from the messages every element shares
 * (../messages.ts), so that a page showing pictures only does not download them.
 */
import { defineMessages } from '../i18n.js';

const en = {
  'error.badLevel': '“bot-level” must be “greedy” or “search”, not “{value}”',
  'hotseat.pass': 'Pass the device to {team}. Their cards stay hidden until they take it.',
  'hotseat.take': 'I am {team}: show my cards',
  'record.download': 'Download the record',
  'replay.first': 'First move',
  'replay.previous': 'Previous move',
  'replay.next': 'Next move',
  'replay.last': 'Last move',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.perspective': 'Seen by',
  'replay.spectator': 'Spectator',
  'replay.moves': 'Moves',
  'replay.position': 'Move {n} of {total}',
  'replay.start': 'Before the first move',
  'replay.hidden': '(hidden)',
  'replay.loading': 'Loading the record…',
  'coach.thinking': 'Coach: thinking…',
  'coach.failed': 'Coach: no advice for this move.',
  'coach.line': 'Coach: {move} — {why}.',
  'coach.search': 'wins {score} of its simulated matches (a draw counts half), expected final goal difference {gd}',
  'coach.next': '{why}; next best, {move}: {score}, {gd}',
  'coach.only': 'nothing else worth weighing',
  'coach.policy': 'the computer’s usual choice here',
};

export const matchMessages = defineMessages('match', { en, vi: () => import('./messages-vi.js') });

export type MatchMessageKey = keyof typeof en;
