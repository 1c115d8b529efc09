/**
 * Masters of Football as core `GameDefinition`s (id 'mof'): one for a stand-alone match, one for a
 * championship, so core's `replayActions`, `playMatch` and the benchmarks drive both; and `replay`.
 */
import type { GameDefinition, Applied } from '../core/game.js';
import { replayActions } from '../core/game.js';
import { RuleError } from '../core/errors.js';
import { Checker } from '../core/validate.js';
import type { ChampionshipSetup, MatchSetup, MofAction, MofEvent, MofState } from './types.js';
import { createChampionship, createMatch } from './setup.js';
import { applyAction, currentSeat, inPlaceStepper, isOver, legalActions } from './engine.js';

export const game: GameDefinition<MofState, MofAction, MofEvent, MatchSetup, string> = {
  id: 'mof',
  createMatch,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  inPlace: inPlaceStepper,
};

export const championshipGame: GameDefinition<MofState, MofAction, MofEvent, ChampionshipSetup, string> = {
  id: 'mof',
  createMatch: createChampionship,
  legalActions,
  applyAction,
  currentSeat,
  isOver,
  inPlace: inPlaceStepper,
};

const setupCheck = /* @__PURE__ */ new Checker('INVALID_SETUP', 'setup');

/**
 * Replays a stand-alone match (or, with `championship: true` in the setup, a championship). A setup
 * or action list that is not one is a RuleError: INVALID_SETUP (a championship's field without
 * `championship: true` says so), MALFORMED_ACTION naming the action.
 */
export function replay(
  setup: MatchSetup | (ChampionshipSetup & { championship: true }),
  actions: readonly MofAction[],
): Applied<MofState, MofEvent> {
  const o = setupCheck.object(setup, 'setup');
  if (!Array.isArray(actions))
    throw new RuleError('MALFORMED_ACTION', 'Malformed actions: actions must be a list of actions.', 'actions');
  actions.forEach((a, i) => {
    if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string')
      throw new RuleError(
        'MALFORMED_ACTION',
        `Malformed action: actions[${i}] must be an action (an object with a "type").`,
        `actions[${i}]`,
      );
  });
  if ('championship' in o) {
    if (o.championship !== true) setupCheck.fail('championship', 'must be true (a championship) or left out (a match)');
    const { championship: _omit, ...rest } = o;
    void _omit;
    return replayActions(championshipGame, rest as ChampionshipSetup, actions);
  }
  // A championship's own fields in a match's setup: the flag that makes it a championship is missing.
  for (const key of ['seats', 'nonPerson'])
    if (key in o)
      setupCheck.fail(
        key,
        "belongs to a championship's setup: add championship: true to replay a championship (without it the setup is a stand-alone match's)",
      );
  return replayActions(game, o as MatchSetup, actions);
}
