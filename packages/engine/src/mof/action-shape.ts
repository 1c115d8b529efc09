/**
 * The shape of each Masters of Football action, as data for core's action check
 * (`core/action-check.ts`): a known `type`, the fields that type needs with the right JSON types,
 * and nothing else. Anything else is MALFORMED_ACTION naming the field (`card`). Whether the
 * action is legal now is the rules' business (`engine.ts`).
 */
import { actionChecker, type ActionTable } from '../core/action-check.js';
import type { MofAction, MofActionWithSeat } from './types.js';

/** Action type → field → kind (`string?`: a string that may be left out). */
export const MOF_ACTIONS: ActionTable<MofAction['type']> = {
  chooseManager: { manager: 'string' },
  buyPlayer: { player: 'string' },
  endBuying: {},
  rollAcademy: {},
  keepAcademy: { players: 'strings' },
  releasePlayer: { player: 'string' },
  discardCard: { card: 'string' },
  swapCard: { card: 'string' },
  pickTeam: { players: 'strings' },
  chooseTactic: { tactic: 'string' },
  announceCards: { play: 'boolean' },
  playCard: { card: 'string', player: 'string?', side: 'string?', match: 'number?' },
  endCards: {},
  rerollTactics: { source: 'string' },
  announceSubstitution: { when: 'string' },
  substitute: { out: 'string', in: 'string' },
  reroll: { source: 'string' },
  extraAttack: { source: 'string' },
  disallowGoal: { source: 'string', match: 'number?' },
  skipTurn: { source: 'string', match: 'number?' },
  blowWhistle: { card: 'string', match: 'number?' },
  roll: {},
  pass: {},
};

/** `input` as an action when it has the shape of one; else MALFORMED_ACTION naming the field. */
export const checkAction: (input: unknown) => MofActionWithSeat = actionChecker<MofAction>(MOF_ACTIONS, {
  seat: 'string',
  root: '',
});
