/**
 * The public face of `@pitchside/engine/mne`'s functions: what `index.ts` exports. Each takes input
 * from anyone (a page, a server, a saved file), so it answers malformed input — wrong types, null,
 * missing fields, lists that are not arrays — with a RuleError, never a TypeError. The rules' own
 * functions (match.ts, queries.ts, …), which the bots, `game` and the search loops call many times
 * per match, trust their input and stay as fast as they were.
 *
 * How a state is checked, on every call, without making the call slower than it has to be:
 * - its outline (`checkOutline`): an object whose phase, step, seat to play and the lists the rules
 *   walk have the right types — a dozen reads, so that nothing the rules read first can mislead
 *   them (a string where a hand should be would be walked letter by letter);
 * - then the call itself; when the rules trip on something deeper (a card that is not an object…),
 *   the state is checked in full (`validateState`, as `fromJSON` does) to name the field. `fromJSON`
 *   remains the full check for a state you did not get from this engine.
 * Other arguments (seats, card ids, numbers, events) are checked before the call:
 * INVALID_ARGUMENT naming the argument. Bad actions are MALFORMED_ACTION, bad setups INVALID_SETUP,
 * bad track data INVALID_DATA, as before.
 */
import type { Bot } from '../core/bots.js';
import { isRuleError, RuleError } from '../core/errors.js';
import type { Applied } from '../core/game.js';
import type { Rng } from '../core/rng.js';
import type { SaveEnvelope } from '../core/serialize.js';
import type { SearchGame } from '../core/mcts.js';
import * as bots from './bots.js';
import { determinize as determinizeState } from './determinize.js';
import * as game from './game.js';
import * as match from './match.js';
import * as queries from './queries.js';
import { goalCheckNumbers as goalCheck, type GoalCheckNumbers } from './rules/shot.js';
import * as search from './search-bot.js';
import { toJSON as saveState, validateState } from './serialize.js';
import * as track from './track.js';
import { stateOfView } from './view-actions.js';
import * as view from './view.js';
import type {
  ControlState,
  ControlTrackDef,
  IconInfo,
  MatchResult,
  MneAction,
  MneEvent,
  MneSetup,
  MneState,
  MneView,
  PlayerCardDef,
  Seat,
  ShotState,
  SynergyCardDef,
  TeamState,
  ViewerSeat,
} from './types.js';

// ───────────────────────────── Checks ─────────────────────────────

const TEAM_LISTS = ['front', 'field', 'subs', 'out', 'hand', 'tokens'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is Seat => v === 'home' || v === 'away';

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  return typeof v === 'object' ? 'an object' : typeof v === 'number' ? String(v) : typeof v;
}

function badState(fn: string, field: string, problem: string): never {
  throw new RuleError('INVALID_STATE', `${fn}: the match state's ${field} ${problem}.`, field);
}

function badArgument(fn: string, name: string, problem: string, got: unknown): never {
  throw new RuleError('INVALID_ARGUMENT', `${fn}: ${name} ${problem}, got ${describe(got)}.`, name);
}

/**
 * The outline of a state (see the header). Returns it typed; throws INVALID_STATE naming the first
 * field that is wrong. Cheap — it runs on every call: a dozen type tests on named properties,
 * nothing walked. Only what the rules read before anything could throw, or would walk for ever:
 * the phase, step and seat that choose the rules' path, and the lists whose lengths bound their
 * loops (the teams' lists; the squads a lineup is chosen from). The rest is caught by `failed`.
 */
function checkOutline(fn: string, input: unknown): MneState {
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
function isPhase(p: unknown): boolean {
  return p === 'play' || p === 'over' || p === 'halfTime' || p === 'shootout' || p === 'draft' || p === 'lineup';
}
function isStep(x: unknown): boolean {
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

function teamOutline(t: TeamState | undefined): boolean {
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
function lineupOutline(s: MneState): boolean {
  const d = s.draft as unknown;
  return (
    (s.squads === undefined || squadsOutline(s.squads)) &&
    (d === null || (isObject(d) && isObject(d.picked) && Array.isArray(d.picked.home) && Array.isArray(d.picked.away)))
  );
}

const squadsOutline = (x: unknown): boolean => isObject(x) && Array.isArray(x.home) && Array.isArray(x.away);

/** Names the first field of the outline that is wrong (the slow path of `checkOutline`). */
function outlineProblem(fn: string, input: unknown): never {
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

/**
 * After the rules threw on a state whose outline was checked: a RuleError goes on as it is; any
 * other error means something deeper is wrong, and the state is checked in full to name it (if it
 * passes, the error is the engine's own and goes on as it is).
 */
function failed(fn: string, s: unknown, e: unknown): never {
  if (isRuleError(e)) throw e;
  // A view has no full check of its own: say what the rules tripped on.
  if (isObject(s) && 'viewer' in s)
    throw new RuleError('INVALID_STATE', `${fn}: the view could not be read (${(e as Error).message}).`, 'view');
  try {
    validateState(s);
  } catch (bad) {
    if (isRuleError(bad)) throw new RuleError(bad.code, `${fn}: ${bad.message}`, bad.field);
    throw bad;
  }
  throw e;
}

function seatArg(fn: string, seat: unknown, name = 'seat'): Seat {
  if (!isSeat(seat)) badArgument(fn, name, 'must be "home" or "away"', seat);
  return seat;
}

function viewerArg(fn: string, viewer: unknown): ViewerSeat {
  if (!isSeat(viewer) && viewer !== 'spectator')
    badArgument(fn, 'viewer', 'must be "home", "away" or "spectator"', viewer);
  return viewer;
}

function idArg(fn: string, id: unknown, name: string): string {
  if (typeof id !== 'string') badArgument(fn, name, 'must be a card id (a string)', id);
  return id;
}

function numberArg(fn: string, n: unknown, name: string): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) badArgument(fn, name, 'must be a finite number', n);
  return n;
}

function booleanArg(fn: string, b: unknown, name: string): boolean {
  if (typeof b !== 'boolean') badArgument(fn, name, 'must be true or false', b);
  return b;
}

function seedArg(fn: string, seed: unknown): number | string | undefined {
  if (seed !== undefined && typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    badArgument(fn, 'seed', 'must be a number or a string', seed);
  return seed;
}

function trackArg(fn: string, t: unknown): ControlTrackDef {
  if (!isObject(t)) throw new RuleError('INVALID_DATA', `${fn}: track must be an object, got ${describe(t)}.`, 'track');
  for (const key of ['spaces', 'start', 'aggressiveFrom', 'defensiveTo'] as const)
    if (!Number.isInteger(t[key]))
      throw new RuleError(
        'INVALID_DATA',
        `${fn}: track.${key} must be a whole number, got ${describe(t[key])}.`,
        `track.${key}`,
      );
  return t as unknown as ControlTrackDef;
}

/** A view's outline: what `stateOfView` reads, with its counts in range. */
function checkView(fn: string, v: Record<string, unknown>): MneView {
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
function readable(fn: string, input: unknown): MneState {
  if (!isObject(input) || !('viewer' in input)) return checkOutline(fn, input);
  const v = checkView(fn, input);
  try {
    return checkOutline(fn, stateOfView(v));
  } catch (e) {
    return failed(fn, input, e);
  }
}

// ───────────────────────────── The match ─────────────────────────────

/** A new match (setup: the seed, and optionally publisher data and the shootout option). */
export function createMatch(setup: MneSetup): MneState {
  return match.createMatch(setup);
}

/**
 * Every legal action for whoever must act now, in the order of action-index.ts; empty when the
 * match is over. Given a seat's view (`viewFor(s, seat)`) instead of the state: the same actions as
 * the state gives when that seat is to act, else none (a spectator, the other seat).
 */
export function legalActions(input: MneState | MneView): MneAction[] {
  const fn = 'legalActions';
  if (isObject(input) && 'viewer' in input) {
    // As `stateFromView`: the view's seat must be the one to act (a spectator never is).
    const s = readable(fn, input);
    try {
      return match.currentSeat(s) === input.viewer ? match.legalActions(s) : [];
    } catch (e) {
      return failed(fn, input, e);
    }
  }
  const s = checkOutline(fn, input);
  try {
    return match.legalActions(s);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Applies one action. Pure: returns the next state and the events, in order; `s` is untouched. */
export function applyAction(s: MneState, action: MneAction): Applied<MneState, MneEvent> {
  const fn = 'applyAction';
  const state = checkOutline(fn, s);
  try {
    return match.applyAction(state, action);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** The seat that must act now, or null when the match is over. */
export function currentSeat(s: MneState): Seat | null {
  const fn = 'currentSeat';
  const state = checkOutline(fn, s);
  try {
    return match.currentSeat(state);
  } catch (e) {
    return failed(fn, state, e);
  }
}

export function isOver(s: MneState): boolean {
  return match.isOver(checkOutline('isOver', s));
}

/** The result of a finished match (score, winner or null for a draw, shootout goals). */
export function result(s: MneState): MatchResult | null {
  const fn = 'result';
  const state = checkOutline(fn, s);
  try {
    return match.result(state);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** Plays `actions` from `setup`; the same setup and actions always give the same match. */
export function replay(setup: MneSetup, actions: readonly MneAction[]): Applied<MneState, MneEvent> {
  if (!Array.isArray(actions))
    throw new RuleError('MALFORMED_ACTION', `replay: actions must be an array, got ${describe(actions)}.`, 'actions');
  actions.forEach((a: unknown, i) => {
    if (!isObject(a))
      throw new RuleError(
        'MALFORMED_ACTION',
        `replay: actions[${i}] must be an action (an object), got ${describe(a)}.`,
        `actions[${i}]`,
      );
  });
  return game.replay(setup, actions);
}

// ───────────────────────────── Views and saves ─────────────────────────────

/** What `viewer` may see of `s` (see view.ts). */
export function viewFor(s: MneState, viewer: ViewerSeat): MneView {
  const fn = 'viewFor';
  const state = checkOutline(fn, s);
  const who = viewerArg(fn, viewer);
  try {
    return view.viewFor(state, who);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** The events as `viewer` may see them (see view.ts). */
export function eventsFor(events: readonly MneEvent[], viewer: ViewerSeat): MneEvent[] {
  const fn = 'eventsFor';
  if (!Array.isArray(events)) badArgument(fn, 'events', 'must be an array of events', events);
  const who = viewerArg(fn, viewer);
  events.forEach((e: unknown, i) => {
    if (!isObject(e) || typeof e.type !== 'string') badArgument(fn, `events[${i}]`, 'must be an event', e);
    // The lists eventsFor blanks card by card.
    if (e.type === 'cardsDrawn' && !Array.isArray(e.cards))
      badArgument(fn, `events[${i}].cards`, 'must be an array', e.cards);
  });
  return view.eventsFor(events, who);
}

/** The match in the versioned save envelope (see serialize.ts). */
export function toJSON(s: MneState): SaveEnvelope<MneState> {
  const fn = 'toJSON';
  const state = checkOutline(fn, s);
  try {
    return saveState(state);
  } catch (e) {
    // Not JSON at all (a cycle, a BigInt): no field to name.
    if (!isRuleError(e) && validateState(state))
      throw new RuleError(
        'INVALID_STATE',
        `${fn}: the match state cannot be written as JSON (${(e as Error).message}).`,
      );
    return failed(fn, state, e);
  }
}

export { fromJSON, validateState } from './serialize.js';
export { scenario } from './scenario.js';

// ───────────────────────────── Queries ─────────────────────────────

/** Every complete icon on `seat`'s field, with the cards that created it and its geometry. */
export function iconsOnField(s: MneState | MneView, seat: Seat): IconInfo[] {
  const fn = 'iconsOnField';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.iconsOnField(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The icons created by `card` (shared ones included). */
export function iconsOfCard(s: MneState | MneView, seat: Seat, card: string): IconInfo[] {
  const fn = 'iconsOfCard';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.iconsOfCard(state, who, id);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Basic Attack Power of a card on `seat`'s field (0 when not on it). */
export function basicAttackOf(s: MneState | MneView, seat: Seat, card: string): number {
  const fn = 'basicAttackOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.basicAttackOf(state, who, id);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Basic Defence Power of `seat`. */
export function basicDefenceOf(s: MneState | MneView, seat: Seat): number {
  const fn = 'basicDefenceOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.basicDefenceOf(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Complete icons on a team's field by type (attack: live ones only). */
export function teamCounts(s: MneState | MneView, seat: Seat): queries.IconCounts {
  const fn = 'teamCounts';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.teamCounts(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Where `card` may be placed now on `seat`'s field (empty when it is not in front of `seat`). */
export function placementsFor(s: MneState | MneView, seat: Seat, card: string): { row: number; col: number }[] {
  const fn = 'placementsFor';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  const id = idArg(fn, card, 'card');
  try {
    return queries.placementsFor(state, who, id);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** Each seat's Control State. */
export function controlStates(s: MneState | MneView): Record<Seat, ControlState> {
  const fn = 'controlStates';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.controlStates(state);
}

/** How many synergy cards `seat` may add from hand to a shot in its Control State (before hand size). */
export function attackCardLimit(s: MneState | MneView, seat: Seat): number {
  const fn = 'attackCardLimit';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.attackCardLimit(state, seatArg(fn, seat));
}

/** The most hand cards `seat` may add to a shot now (its Control State and its hand). */
export function attackHandLimit(s: MneState | MneView, seat: Seat): number {
  const fn = 'attackHandLimit';
  const state = readable(fn, s);
  trackArg(fn, state.data.track);
  return queries.attackHandLimit(state, seatArg(fn, seat));
}

/** The squad of `seat`: its base cards and the Star Players it signed (for the lineup screen). */
export function squadOf(s: MneState | MneView, seat: Seat): string[] {
  const fn = 'squadOf';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  try {
    return queries.squadOf(state, who);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The definition of player card `id` in the state's data (undefined when there is none). */
export function playerCard(s: MneState | MneView, id: string): PlayerCardDef | undefined {
  const fn = 'playerCard';
  const state = readable(fn, s);
  const card = idArg(fn, id, 'id');
  try {
    return queries.playerCard(state, card);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The definition of synergy card `id` in the state's data (undefined when there is none). */
export function synergyCard(s: MneState | MneView, id: string): SynergyCardDef | undefined {
  const fn = 'synergyCard';
  const state = readable(fn, s);
  const card = idArg(fn, id, 'id');
  try {
    return queries.synergyCard(state, card);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The chance that a shot scores, as `seat` can estimate it (see queries.ts). */
export function shotOdds(
  s: MneState | MneView,
  seat: Seat,
  basic: number,
  crack: number,
  handCards: readonly string[],
  organised = true,
  ignoreDefence = false,
): number {
  const fn = 'shotOdds';
  const state = readable(fn, s);
  const who = seatArg(fn, seat);
  numberArg(fn, basic, 'basic');
  numberArg(fn, crack, 'crack');
  if (!Array.isArray(handCards)) badArgument(fn, 'handCards', 'must be an array of synergy card ids', handCards);
  handCards.forEach((id, i) => idArg(fn, id, `handCards[${i}]`));
  booleanArg(fn, organised, 'organised');
  booleanArg(fn, ignoreDefence, 'ignoreDefence');
  try {
    return queries.shotOdds(state, who, basic, crack, handCards, organised, ignoreDefence);
  } catch (e) {
    return failed(fn, s, e);
  }
}

/** The numbers of a Goal Check of `shot` in `s` (for the UI's odds and for tests). */
export function goalCheckNumbers(s: MneState | MneView, shot: ShotState): GoalCheckNumbers {
  const fn = 'goalCheckNumbers';
  const state = readable(fn, s);
  if (
    !isObject(shot) ||
    !Array.isArray(shot.attackCards) ||
    !Array.isArray(shot.defenceCards) ||
    !isSeat(shot.attacker)
  )
    badArgument(fn, 'shot', 'must be a shot (attacker, attackCards, defenceCards)', shot);
  try {
    return goalCheck(state, shot);
  } catch (e) {
    return failed(fn, s, e);
  }
}

// ───────────────────────────── Control Track ─────────────────────────────

/** How far the marker stands toward the opponent, seen from `seat` (positive = pushed forward). */
export function controlOffset(t: ControlTrackDef, marker: number, seat: Seat): number {
  const fn = 'controlOffset';
  return track.controlOffset(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}

/** `seat`'s Control State with the marker at `marker`. */
export function controlState(t: ControlTrackDef, marker: number, seat: Seat): ControlState {
  const fn = 'controlState';
  return track.controlState(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}

/** The marker index after `seat` pushes it `steps` spaces toward the opponent, stopping at the end. */
export function pushMarker(t: ControlTrackDef, marker: number, seat: Seat, steps: number): number {
  const fn = 'pushMarker';
  return track.pushMarker(
    trackArg(fn, t),
    numberArg(fn, marker, 'marker'),
    seatArg(fn, seat),
    numberArg(fn, steps, 'steps'),
  );
}

/** True when the marker already stands at the opponent's end, so `seat` cannot PRESS. */
export function atOpponentEnd(t: ControlTrackDef, marker: number, seat: Seat): boolean {
  const fn = 'atOpponentEnd';
  return track.atOpponentEnd(trackArg(fn, t), numberArg(fn, marker, 'marker'), seatArg(fn, seat));
}

// ───────────────────────────── Bots and search ─────────────────────────────
// The bots they make are for the loops that own their states (they trust them, as `game` does).

/** A seeded bot choosing uniformly among the legal actions. */
export function randomBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.randomBot(seedArg('randomBot', seed));
}

/** A seeded bot that shoots when its odds are good and builds icons otherwise. */
export function greedyBot(seed: number | string = 0): Bot<MneState, MneAction> {
  return bots.greedyBot(seedArg('greedyBot', seed));
}

/** The search bot (information-set Monte Carlo tree search; see search-bot.ts). */
export function searchBot(options: search.MneSearchOptions = {}): Bot<MneState, MneAction> {
  const fn = 'searchBot';
  if (!isObject(options)) badArgument(fn, 'options', 'must be an object', options);
  if (options.rollout !== undefined && options.rollout !== 'random' && options.rollout !== 'greedy')
    badArgument(fn, 'options.rollout', 'must be "random" or "greedy"', options.rollout);
  for (const key of ['playouts', 'timeMs', 'exploration', 'maxRolloutActions'] as const)
    if (options[key] !== undefined) numberArg(fn, options[key], `options.${key}`);
  if (options.clock !== undefined && typeof options.clock !== 'function')
    badArgument(fn, 'options.clock', 'must be a function', options.clock);
  seedArg(fn, options.seed);
  return search.searchBot(options);
}

/** The search game the MNE bot runs on; exported for tools (benchmarks, tests). */
export function mneSearchGame(
  rollout: 'random' | 'greedy' = 'random',
  seed: number | string = 0,
): SearchGame<MneState, MneAction> {
  const fn = 'mneSearchGame';
  if (rollout !== 'random' && rollout !== 'greedy') badArgument(fn, 'rollout', 'must be "random" or "greedy"', rollout);
  return search.mneSearchGame(rollout, seedArg(fn, seed));
}

/** The value of a state for `seat`: the result when over, else a guess from the score and the marker. */
export function mneReward(s: MneState, seat: Seat): number {
  const fn = 'mneReward';
  const state = checkOutline(fn, s);
  const who = seatArg(fn, seat);
  try {
    return search.mneReward(state, who);
  } catch (e) {
    return failed(fn, state, e);
  }
}

/** A state consistent with what `seat` can see of `s`, its hidden parts resampled (see determinize.ts). */
export function determinize(s: MneState, seat: Seat, rng: Rng): MneState {
  const fn = 'determinize';
  const state = checkOutline(fn, s);
  const who = seatArg(fn, seat);
  const r = rng as unknown as Record<string, unknown> | null;
  if (!isObject(r) || typeof r.shuffle !== 'function' || typeof r.nextUint32 !== 'function')
    badArgument(fn, 'rng', 'must be a seeded generator (core Rng)', rng);
  try {
    return determinizeState(state, who, rng);
  } catch (e) {
    return failed(fn, state, e);
  }
}
