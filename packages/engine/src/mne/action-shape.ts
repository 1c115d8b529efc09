/**
 * The shape of each Magic Number Eleven action, as data for core's action check
 * (`core/action-check.ts`): checked before any rule looks at an action — a known `type`, the
 * fields that type needs with the right JSON types, and nothing else. Anything else is
 * MALFORMED_ACTION naming the field (`action.card`). Whether the action is legal now is the
 * rules' business.
 */
import { actionChecker, type ActionTable } from '../core/action-check.js';
import type { MneAction } from './types.js';

const DIRECTIONS = ['left', 'centre', 'right'] as const;

/** Action type → field → kind (`id?`: an id that may be left out). */
export const MNE_ACTIONS: ActionTable<MneAction['type']> = {
  draftPick: { card: 'id' },
  lineup: { starters: 'ids' },
  pass: { draw: 'int' },
  press: {},
  substitute: { in: 'id', out: 'id' },
  place: { card: 'id', row: 'int', col: 'int' },
  applyEffect: { icon: 'id?' },
  skipEffect: {},
  keep: { card: 'id' },
  shoot: { icon: 'id' },
  declineShot: {},
  directAttack: { card: 'id', icon: 'id' },
  unorganisedShot: {},
  commitAttack: { cards: 'ids' },
  defend: { add: ['none', 'deck', 'hand'], card: 'id?' },
  penalty: { direction: DIRECTIONS },
  ready: {},
};

/** `input` as an action when it has the shape of one; else MALFORMED_ACTION naming the field. */
export const checkAction: (input: unknown) => MneAction = actionChecker<MneAction>(MNE_ACTIONS, {
  seat: ['home', 'away'],
  root: 'action',
});
