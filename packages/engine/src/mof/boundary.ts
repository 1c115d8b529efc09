/**
 * The public boundary: the functions `index.ts` exports that take a state (or a view, a data set, a
 * seat), each calling the engine's own. The engine's loops, bots, search and `game` call those
 * directly; here a caller's input that is not what it should be (null, a wrong type, a missing
 * field) is answered with a RuleError instead of the TypeError the rules would meet inside:
 * - a state: INVALID_STATE naming its field that is missing or of the wrong type (checked only
 *   once something failed: a well-formed state costs one try block);
 * - another argument (a seat, an event list, a turn, a side…): INVALID_ARGUMENT naming it;
 * - a data set: INVALID_DATA.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import * as engine from './engine.js';
import * as view from './view.js';
import * as helpers from './helpers.js';
import { fixtures as fixturesOf } from './championship.js';
import { MATCHDAYS } from './rules/competition.js';
import type {
  Level,
  MatchState,
  MofAction,
  MofActionWithSeat,
  MofData,
  MofEvent,
  MofState,
  MofView,
  ResultRow,
  Side,
  SideName,
  StandingRow,
  Tactic,
} from './types.js';
import { TACTICS } from './types.js';
import type { Applied } from '../core/game.js';

// The fields of a state (and a view) with the type each must have: what `stateError` checks.
const FIELDS: readonly (readonly [string, 'string' | 'number' | 'object' | 'array'])[] = [
  ['kind', 'string'],
  ['data', 'object'],
  ['opts', 'object'],
  ['seats', 'array'],
  ['teams', 'array'],
  ['decks', 'object'],
  ['stage', 'string'],
  ['md', 'number'],
  ['matches', 'array'],
  ['active', 'number'],
  ['results', 'array'],
  ['queue', 'array'],
];

/**
 * The error to throw for `e`, met while reading state (or view) `s`: a RuleError as it is; else
 * INVALID_STATE naming the first field of `s` that is missing or of the wrong type, or (deeper)
 * quoting the error met. (Not `validateState`, which would bring the whole save schema and the
 * data validator into every page that plays: it names any field, for a state that came as JSON.)
 */
export function stateError(e: unknown, s: unknown): RuleError {
  if (isRuleError(e)) return e;
  const what = typeof s === 'object' && s !== null && 'deckSizes' in s ? 'view' : 'state';
  const bad = (field: string, problem: string) =>
    new RuleError('INVALID_STATE', `Invalid Masters of Football ${what}: ${field} ${problem}.`, field);
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return bad(what, 'must be an object');
  for (const [k, type] of FIELDS) {
    const v = (s as Record<string, unknown>)[k];
    if (type === 'array' ? !Array.isArray(v) : typeof v !== type || v === null)
      return bad(`${what}.${k}`, `must be ${type === 'array' || type === 'object' ? 'an' : 'a'} ${type}`);
  }
  return bad(what, `cannot be read (${String(e)}): validateState(state) names the field`);
}

/** `f`, answering a first argument that is not a state (or view) with the RuleError `stateError` finds. */
export const guard =
  <S, A, B, R>(f: (s: S, a: A, b: B) => R) =>
  (s: S, a?: A, b?: B): R => {
    try {
      return f(s, a as A, b as B);
    } catch (e) {
      throw stateError(e, s);
    }
  };

/** A RuleError for argument `name` of `fn`. */
export function badArgument(fn: string, name: string, problem: string): never {
  throw new RuleError('INVALID_ARGUMENT', `${fn}: ${name} ${problem}.`, name);
}

export const checkSeat = (fn: string, seat: unknown) => {
  if (typeof seat !== 'string') badArgument(fn, 'seat', 'must be a string (a seat, or "spectator")');
};

// ───────────── Play ─────────────

/**
 * Every legal action for the seat that must act now; empty when the game is over. Given a seat's
 * view (`viewFor`), the same list when that seat is to act, else empty.
 */
export const legalActions: (s: MofState | MofView) => MofAction[] = /* @__PURE__ */ guard(engine.legalActions);

/** Applies one action. Pure: `s` is never changed; the new state and the events are returned. */
export const applyAction: (s: MofState, action: MofAction | MofActionWithSeat) => Applied<MofState, MofEvent> =
  /* @__PURE__ */ guard(engine.applyAction);

/** The seat that must act now, or null when the game is over (of a state or a view). */
export const currentSeat: (s: MofState | MofView) => string | null = /* @__PURE__ */ guard(engine.currentSeat);

/** Whether the game is over (a state or a view). */
export const isOver: (s: MofState | MofView) => boolean = /* @__PURE__ */ guard(engine.isOver);

/** The outcome so far: a match's score and points, or a championship's champion. */
export const result: (s: MofState | MofView) => engine.MofResult = /* @__PURE__ */ guard(engine.result);

/** Standings of a championship: one table per group, plus the final's when played. */
export const standings: (s: MofState | MofView) => StandingRow[][] = /* @__PURE__ */ guard(engine.standings);

const fixturesOfState = /* @__PURE__ */ guard(fixturesOf);

/**
 * The league matches of matchday `md` (1..6) of a championship, by team index: the results-pad
 * pairings (`FIXTURES`) applied to each group's teams in team order, group 0 first (none for
 * another matchday).
 */
export function fixtures(s: MofState | MofView, md: number): { home: number; away: number; group: number }[] {
  if (!Number.isInteger(md)) badArgument('fixtures', 'md', `must be a matchday, 1 to ${MATCHDAYS}`);
  return fixturesOfState(s, md);
}

// ───────────── See ─────────────

const viewOf = /* @__PURE__ */ guard(view.viewFor);

/** The state as `seat` may see it ('spectator' sees only public information). */
export function viewFor(s: MofState, seat: string): MofView {
  checkSeat('viewFor', seat);
  return viewOf(s, seat);
}

const eventsOf = /* @__PURE__ */ guard(view.eventsFor);

/**
 * The events as `seat` may see them (`s`: the state the events start from). Other teams' hidden
 * things are blanked: the managers and players dealt to them, their academy talents, the wood
 * player drawn for them (see `viewFor`).
 */
export function eventsFor(s: MofState, events: readonly MofEvent[], seat: string): MofEvent[] {
  checkSeat('eventsFor', seat);
  if (!Array.isArray(events)) badArgument('eventsFor', 'events', 'must be the list of events applyAction returned');
  events.forEach((e, i) => {
    if (typeof e !== 'object' || e === null || typeof (e as { type?: unknown }).type !== 'string')
      badArgument('eventsFor', `events[${i}]`, 'must be an event (an object with a type)');
  });
  return eventsOf(s, events, seat);
}

// ───────────── UI helpers ─────────────

/** The match being played (or the last one), or null outside matchdays. */
export const activeMatch: (s: MofState | MofView) => MatchState | null = /* @__PURE__ */ guard(helpers.activeMatch);

const SIDES: readonly unknown[] = [0, 1, 'home', 'away'];

function checkSide(fn: string, side: unknown): void {
  if (!SIDES.includes(side)) badArgument(fn, 'side', 'must be 0, 1, "home" or "away"');
}

/** The index of match `match` of `s` (default: the active one), when `s` has it. */
function matchOf(fn: string, s: MofState, match: number | undefined): number {
  const i = match ?? s.active;
  if (!Number.isInteger(i) || !s.matches[i])
    badArgument(fn, 'match', `must be the index of one of the state's ${s.matches.length} matches`);
  return i;
}

const breakdownOf = /* @__PURE__ */ guard((s: MofState, side: Side | SideName, match?: number) =>
  helpers.tacticalBreakdown(s, side, matchOf('tacticalBreakdown', s, match)),
);

/** A side's tactical value without the dice: players' values, card and ability modifiers. */
export function tacticalBreakdown(
  s: MofState,
  side: Side | SideName,
  match?: number,
): ReturnType<typeof helpers.tacticalBreakdown> {
  checkSide('tacticalBreakdown', side);
  return breakdownOf(s, side, match);
}

const valuesOf = /* @__PURE__ */ guard((s: MofState, side: Side | SideName, [tactic, match]: [Tactic?, number?]) =>
  helpers.teamValues(s, side, tactic, matchOf('teamValues', s, match)),
);

/** A side's attack and defence values under `tactic` (default: the match tactic) and its levels. */
export function teamValues(s: MofState, side: Side | SideName, tactic?: Tactic, match?: number): helpers.TeamValues {
  checkSide('teamValues', side);
  if (tactic !== undefined && !TACTICS.includes(tactic))
    badArgument('teamValues', 'tactic', `must be one of ${TACTICS.join(', ')}`);
  return valuesOf(s, side, [tactic, match]);
}

/** Runs `f` on data set `data` (the default set when undefined), answering data that is not one with INVALID_DATA. */
export function withData<T>(fn: string, data: unknown, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (isRuleError(e)) throw e;
    throw new RuleError(
      'INVALID_DATA',
      `${fn}: data is not a Masters of Football data set (pass defaultData or a set validateData returned).`,
      'data',
    );
  }
}

// (A turn off the wheel has no minute: '' — the elements ask for turn 0 before kick-off.)
const checkTurn = (fn: string, turn: unknown) => {
  if (!Number.isInteger(turn)) badArgument(fn, 'turn', 'must be a whole number (a turn of the wheel, 1 to 13)');
};

/** Which side attacks on turn `turn` (1..12) of the wheel. */
export function attackerOn(turn: number, data?: MofData): SideName {
  checkTurn('attackerOn', turn);
  return withData('attackerOn', data, () => helpers.attackerOn(turn, data));
}

/** The minute label of a turn (13 = injury time). */
export function minuteLabel(turn: number, data?: MofData): string {
  checkTurn('minuteLabel', turn);
  return withData('minuteLabel', data, () => helpers.minuteLabel(turn, data));
}

/** The whole wheel, turn by turn. */
export function wheelTurns(data?: MofData): helpers.WheelTurn[] {
  return withData('wheelTurns', data, () => helpers.wheelTurns(data));
}

/** The dice level of a value (e.g. 9 → blue). */
export function levelForValue(value: number, data?: MofData): Level {
  if (typeof value !== 'number' || Number.isNaN(value)) badArgument('levelForValue', 'value', 'must be a number');
  return withData('levelForValue', data, () => helpers.levelForValue(value, data));
}

/** A table from results (any teams, any results), with the tie-breaker deciding each place. */
export function standingsFromResults(
  results: readonly ResultRow[],
  teams: readonly number[],
  names: readonly string[] = [],
): helpers.StandingWithReason[] {
  const fn = 'standingsFromResults';
  if (!Array.isArray(teams) || !teams.every((t) => Number.isInteger(t)))
    badArgument(fn, 'teams', 'must be a list of team indices');
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
    badArgument(fn, 'names', 'must be a list of names');
  if (!Array.isArray(results)) badArgument(fn, 'results', 'must be a list of results');
  results.forEach((r, i) => {
    const o = r as unknown as Record<string, unknown>;
    if (typeof o !== 'object' || o === null || !['md', 'home', 'away', 'hg', 'ag'].every((k) => Number.isInteger(o[k])))
      badArgument(fn, `results[${i}]`, 'must be a result ({ md, group, home, away, hg, ag })');
  });
  return helpers.standingsFromResults(results, teams, names);
}

/** The data behind ids, for rendering cards (of a state's data set, or of a data set). */
export function lookup(s: MofState | MofView | MofData): ReturnType<typeof helpers.lookup> {
  if (typeof s !== 'object' || s === null) throw stateError(null, s);
  return withData('lookup', 'players' in s ? s : s.data, () => helpers.lookup(s));
}
