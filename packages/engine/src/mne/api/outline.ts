/**
 * The outline checks of state-checks.ts (see there): a state's or a view's outline, read cheaply on
 * every call, without the full check of a saved match (serialize.ts), which needs the match flow.
 * What the light entry (picture.ts) checks its input with.
 */
import { isRuleError, RuleError } from '../../core/errors.js';
import { stateOfView } from '../view-actions.js';
import type { MneState, MneView, TeamState } from '../types.js';
import { isObject, isSeat, describe } from './arguments.js';

export const TEAM_LISTS = ['front', 'field', 'subs', 'out', 'hand', 'tokens'] as const;

export function badState(fn: string, field: string, problem: string): never {
  throw new RuleError('INVALID_STATE', `${fn}: the match state's ${field} ${problem}.`, field);
}

/**
 * The outline of a state (see state-checks.ts). Returns it typed; throws INVALID_STATE naming the first
 * field that is wrong. Cheap — it runs on every call: a dozen type tests on named properties,
 * nothing walked. Only what the rules read before anything could throw, or would walk for ever:
 * the phase, step and seat that choose the rules' path, and the lists whose lengths bound their
 * loops (the teams' lists; the squads a lineup is chosen from). The rest is caught by `failed`.
 */
export function checkOutline(fn: string, input: unknown): MneState {
  const s = input as MneState;
  if (
    typeof input === 'object' &&
    input !== null &&
    isPhase(s.phase) &&
    isStep(s.step) &&
    (s.active === 'home' || s.active === 'away') &&
    typeof s.teams === 'object' &&
    s.teams !== null &&
    teamOutline(s.teams.home) &&
    teamOutline(s.teams.away) &&
    (s.phase !== 'lineup' || lineupOutline(s))
  )
    return s;
  return outlineProblem(fn, input);
}

// Comparisons, commonest first (a match is nearly always in play, and its ids are internalized
// strings, compared by identity): cheaper than a look-up in a set.
export function isPhase(p: unknown): boolean {
  return p === 'play' || p === 'over' || p === 'halfTime' || p === 'shootout' || p === 'draft' || p === 'lineup';
}
export function isStep(x: unknown): boolean {
  return (
    x === 'player' ||
    x === 'team' ||
    x === 'defence' ||
    x === 'effect' ||
    x === 'shoot' ||
    x === 'attack' ||
    x === 'tempo' ||
    x === 'penaltyKick' ||
    x === 'penaltySave'
  );
}

export function teamOutline(t: TeamState | undefined): boolean {
  return (
    typeof t === 'object' &&
    t !== null &&
    Array.isArray(t.front) &&
    Array.isArray(t.field) &&
    Array.isArray(t.subs) &&
    Array.isArray(t.out) &&
    Array.isArray(t.hand) &&
    Array.isArray(t.tokens)
  );
}

/** A lineup is chosen among the squad's cards: the lists it is made of (scenario squads or the draft). */
export function lineupOutline(s: MneState): boolean {
  const d = s.draft as unknown;
  return (
    (s.squads === undefined || squadsOutline(s.squads)) &&
    (d === null || (isObject(d) && isObject(d.picked) && Array.isArray(d.picked.home) && Array.isArray(d.picked.away)))
  );
}

export const squadsOutline = (x: unknown): boolean => isObject(x) && Array.isArray(x.home) && Array.isArray(x.away);

/** Names the first field of the outline that is wrong (the slow path of `checkOutline`). */
export function outlineProblem(fn: string, input: unknown): never {
  if (!isObject(input))
    throw new RuleError('INVALID_STATE', `${fn} needs a match state (an object), got ${describe(input)}.`);
  const s = input;
  if (!isPhase(s.phase)) badState(fn, 'phase', `must be a phase of the match, got ${describe(s.phase)}`);
  if (!isStep(s.step)) badState(fn, 'step', `must be a step of a turn, got ${describe(s.step)}`);
  if (!isSeat(s.active)) badState(fn, 'active', `must be "home" or "away", got ${describe(s.active)}`);
  const teams = s.teams;
  if (!isObject(teams)) badState(fn, 'teams', `must be an object, got ${describe(teams)}`);
  for (const seat of ['home', 'away']) {
    const t = teams[seat];
    if (!isObject(t)) badState(fn, `teams.${seat}`, `must be an object, got ${describe(t)}`);
    for (const key of TEAM_LISTS)
      if (!Array.isArray(t[key])) badState(fn, `teams.${seat}.${key}`, `must be an array, got ${describe(t[key])}`);
  }
  if (s.squads !== undefined && !squadsOutline(s.squads)) badState(fn, 'squads', 'must hold an array for each seat');
  badState(fn, 'draft.picked', 'must hold an array for each seat (the Star Players each signed)');
}

/** A view's outline: what `stateOfView` reads, with its counts in range. */
export function checkView(fn: string, v: Record<string, unknown>): MneView {
  function bad(field: string, problem: string): never {
    throw new RuleError('INVALID_STATE', `${fn}: the view's ${field} ${problem}.`, field);
  }
  if (!isSeat(v.viewer) && v.viewer !== 'spectator') bad('viewer', 'must be "home", "away" or "spectator"');
  for (const key of ['deckCount', 'discardCount'] as const)
    if (!Number.isInteger(v[key]) || (v[key] as number) < 0 || (v[key] as number) > 1000)
      bad(key, 'must be a whole number from 0 to 1000');
  const teams = v.teams;
  if (!isObject(teams)) bad('teams', 'must be an object');
  for (const seat of ['home', 'away'] as const) {
    const t = teams[seat];
    if (!isObject(t)) bad(`teams.${seat}`, 'must be an object');
    for (const key of ['front', 'field', 'subs', 'out', 'tokens'] as const)
      if (!Array.isArray(t[key])) bad(`teams.${seat}.${key}`, 'must be an array');
    if (t.hand !== null && !Array.isArray(t.hand)) bad(`teams.${seat}.hand`, 'must be an array or null');
    if (!Number.isInteger(t.handCount) || (t.handCount as number) < 0 || (t.handCount as number) > 1000)
      bad(`teams.${seat}.handCount`, 'must be a whole number from 0 to 1000');
  }
  if (!Array.isArray(v.lineupChosen)) bad('lineupChosen', 'must be an array');
  if (v.tempo !== null && !Array.isArray(v.tempo)) bad('tempo', 'must be an array or null');
  const shot = v.shot;
  if (shot !== null && (!isObject(shot) || !Array.isArray(shot.attackCards) || !Array.isArray(shot.defenceCards)))
    bad('shot', 'must be null or a shot with its attack and defence cards');
  const draft = v.draft;
  if (draft !== null) {
    if (!isObject(draft) || !Array.isArray(draft.revealed) || !isObject(draft.picked)) bad('draft', 'is not a draft');
    if (!Number.isInteger(draft.starsLeft) || (draft.starsLeft as number) < 0 || (draft.starsLeft as number) > 1000)
      bad('draft.starsLeft', 'must be a whole number from 0 to 1000');
  }
  const so = v.shootout;
  if (so !== null && (!isObject(so) || !isObject(so.kicks))) bad('shootout', 'must be null or hold the kicks');
  return v as unknown as MneView;
}

/**
 * The first argument of a read-only query: a state (its outline checked), or a seat's view, turned
 * into a state whose hidden parts are placeholders (view-actions.ts) — the queries read only what
 * the view shows, so a client holding its view asks them as a server holding the state does.
 */
export function readable(fn: string, input: unknown): MneState {
  if (!isObject(input) || !('viewer' in input)) return checkOutline(fn, input);
  const v = checkView(fn, input);
  try {
    return checkOutline(fn, stateOfView(v));
  } catch (e) {
    return failedView(fn, e);
  }
}

/** After the rules threw on a view (whose outline was checked): a view has no full check of its own. */
export function failedView(fn: string, e: unknown): never {
  if (isRuleError(e)) throw e;
  throw new RuleError('INVALID_STATE', `${fn}: the view could not be read (${(e as Error).message}).`, 'view');
}
