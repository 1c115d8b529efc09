/**
 * The public boundary: the functions `index.ts` exports that take a state (or a view, a data set,
 * results), each the engine's own behind `checked`. The engine's loops, bots, search and `game`
 * call those directly; here a caller's input that is not what it should be (null, a wrong type, a
 * missing field) is answered with a RuleError instead of the TypeError the rules would meet inside.
 * The function runs in a try block (a well-formed call costs nothing more); an error other than a
 * RuleError becomes INVALID_STATE (a state or view), INVALID_DATA (a data set) or INVALID_ARGUMENT
 * (results), quoting the error met. `validateState` and `validateData` name the bad field. No
 * check up front: malformed input cannot loop (the match flow is bounded) and the rules change only
 * their own copy of a state.
 */
import { RuleError, isRuleError } from '../../core/errors.js';
import * as engine from '../engine.js';
import * as view from '../view.js';
import * as queries from '../queries.js';
import * as sheet from '../team-sheet.js';
import { fixtures as fixturesOf } from '../championship.js';

/** The code of input `field` that cannot be read. */
const CODES = {
  state: 'INVALID_STATE',
  data: 'INVALID_DATA',
  results: 'INVALID_ARGUMENT',
  action: 'MALFORMED_ACTION',
  input: 'INVALID_ARGUMENT',
  record: 'INVALID_RECORD',
} as const;

/**
 * `f`, answering input it cannot read (an error other than a RuleError thrown inside) with a
 * RuleError naming `field`, the argument that is most likely at fault.
 */
export const checked =
  <A extends unknown[], R>(f: (...a: A) => R, field: keyof typeof CODES = 'state') =>
  (...a: A): R => {
    try {
      return f(...a);
    } catch (e) {
      if (isRuleError(e)) throw e;
      throw new RuleError(
        CODES[field],
        `Masters of Football: the ${field} given cannot be read (${String(e)}); validateState and validateData name a bad field.`,
        field,
      );
    }
  };

// ───────────── Play ─────────────

/**
 * Every legal action for the seat that must act now; empty when the game is over. Given a seat's
 * view (`viewFor`), the same list when that seat is to act, else empty.
 */
export const legalActions = /* @__PURE__ */ checked(engine.legalActions);

/** Applies one action. Pure: `s` is never changed; the new state and the events are returned. */
export const applyAction = /* @__PURE__ */ checked(engine.applyAction);

/** The seat that must act now, or null when the game is over (of a state or a view). */
export const currentSeat = /* @__PURE__ */ checked(engine.currentSeat);

/** Whether the game is over (a state or a view). */
export const isOver = /* @__PURE__ */ checked(engine.isOver);

/** The outcome so far: a match's score and points, or a championship's champion. */
export const result = /* @__PURE__ */ checked(engine.result);

/** Standings of a championship: one table per group, plus the final's when played. */
export const standings = /* @__PURE__ */ checked(engine.standings);

/**
 * The league matches of matchday `md` (1..6) of a championship, by team index: the results-pad
 * pairings (`FIXTURES`) applied to each group's teams in team order, group 0 first (none for
 * another matchday).
 */
export const fixtures = /* @__PURE__ */ checked(fixturesOf);

// ───────────── See ─────────────

/** The state as `seat` may see it ('spectator' sees only public information). */
export const viewFor = /* @__PURE__ */ checked(view.viewFor);

/**
 * The events as `seat` may see them (`s`: the state the events start from). Other teams' hidden
 * things are blanked: the managers and players dealt to them, their academy talents, the wood
 * player drawn for them (see `viewFor`).
 */
export const eventsFor = /* @__PURE__ */ checked(view.eventsFor);

// ───────────── UI helpers ─────────────

/** The match being played (or the last one), or null outside matchdays. */
export const activeMatch = /* @__PURE__ */ checked(queries.activeMatch);

/** A side's tactical value without the dice: players' values, card and ability modifiers. */
export const tacticalBreakdown = /* @__PURE__ */ checked(queries.tacticalBreakdown);

/** A side's attack and defence values under `tactic` (default: the match tactic) and its levels. */
export const teamValues = /* @__PURE__ */ checked(queries.teamValues);

/**
 * A side's team sheet: each player, the card and manager modifiers, the attack, defence and
 * tactical totals and, with `dice`, the levels (see `TeamSheet`).
 */
export const teamSheet = /* @__PURE__ */ checked(sheet.teamSheet);

/** Which side attacks on turn `turn` (1..12) of the wheel. */
export const attackerOn = /* @__PURE__ */ checked(queries.attackerOn, 'data');

/** The minute label of a turn (13 = injury time). */
export const minuteLabel = /* @__PURE__ */ checked(queries.minuteLabel, 'data');

/** The whole wheel, turn by turn. */
export const wheelTurns = /* @__PURE__ */ checked(queries.wheelTurns, 'data');

/** The dice level of a value (e.g. 9 → blue). */
export const levelForValue = /* @__PURE__ */ checked(queries.levelForValue, 'data');

/** A table from results (any teams, any results), with the tie-breaker deciding each place. */
export const standingsFromResults = /* @__PURE__ */ checked(queries.standingsFromResults, 'results');

/** The data behind ids, for rendering cards (of a state's data set, or of a data set). */
export const lookup = /* @__PURE__ */ checked(queries.lookup);
