/**
 * Saving and loading (the engine contract: saves are versioned, and `fromJSON` checks its
 * input and rejects what is bad). The envelope is core's `{ format: 'pitchside/mof', version, state }`; the
 * reference data is written as "default" when it is the shipped set. `fromJSON` checks every
 * field against the state's schema and its coherence, throwing RuleError('INVALID_STATE') with
 * the bad path.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import { isRngState } from '../core/rng.js';
import { SAVE_VERSION, wrapState, unwrapState } from '../core/serialize.js';
import { Checker } from '../core/validate.js';
import { arr, bool, int, nullable, obj, oneOf, optional, record, ref, str, type Check } from '../core/schema.js';
import { defaultData, indexOf, validateData } from './data/index.js';
import type { MofData, MofState } from './types.js';
import { LEVELS, TACTICS } from './types.js';
import { currentSeat, legalActions } from './engine.js';
import { checked } from './api/match.js';

/** The version of the saves `toJSON` writes (core's, shared by both games). */
export { SAVE_VERSION };
/** @deprecated The same number as `SAVE_VERSION`, the one save version of both games. */
export const STATE_VERSION = SAVE_VERSION;
const check: Checker = new Checker('INVALID_STATE', 'saved Masters of Football state');

/** A JSON-ready save envelope of `s` (a state that is not one: INVALID_STATE, see api/match.ts). */
export const toJSON = /* @__PURE__ */ checked((s: MofState): { format: string; version: number; state: unknown } =>
  wrapState('mof', SAVE_VERSION, s.data === defaultData ? { ...s, data: 'default' } : s),
);

/** Reads a save (object or JSON text) back into a state, validating everything. */
export function fromJSON(input: unknown): MofState {
  return unwrapState('mof', SAVE_VERSION, input, validateState);
}

const STEPS =
  'pick tactic announce1 select1 reveal1 held1 roll1 tacReroll1 announce2 select2 reveal2 held2 levels turn preTurn roll react score disallow whistle extra next half subAnnounce subNow tactic2 roll2 tacReroll2 subAfter levels2 injury end done';
const words = <T extends string>(s: string) => s.split(' ') as T[];
const side = oneOf([0, 1] as const);

/** The box's cards the schema met: [0 for a player or 1 for an action card, id, path]. */
type Found = [0 | 1, string, string][];

/** The state schema for a given data set and seat list; it lists in `found` where the box's cards lie. */
function stateSchema(data: MofData, seats: string[], teams: number, found: Found) {
  const ix = indexOf(data);
  const manager = ref((id) => ix.manager.has(id), 'manager');
  const player = ref((id) => ix.player.has(id), 'player');
  const card = ref((id) => ix.card.has(id), 'action card');
  // An id where a card lies (a stack, a hand, a squad…), not one that refers to it (a line-up).
  const lies =
    (known: Check<string>, kind: 0 | 1): Check<string> =>
    (c, v, p) => {
      const id = known(c, v, p);
      found.push([kind, id, p]);
      return id;
    };
  const boxPlayer = lies(player, 0);
  const boxCard = lies(card, 1);
  const seat = ref((id) => seats.includes(id), 'seat');
  const team = int(0, teams - 1);
  const tactic = oneOf(TACTICS);
  const played = obj({
    card: boxCard,
    by: seat,
    side,
    player: optional(player),
    active: bool,
    left: optional(int(0, 12)),
    held: optional(bool),
  });
  const die = obj({ level: oneOf(LEVELS), die: int(0, 20), genius: int(0, 20), g: bool, total: int(0, 40) });
  const troll = obj({
    die: int(0, 20),
    genius: int(0, 20),
    g: bool,
    players: int(0, 99),
    cards: int(-99, 99),
    ability: int(-99, 99),
    total: int(-999, 999),
    tacticalGenius: bool,
  });
  const levels = obj({ att: int(-99, 99), def: int(-99, 99), attLevel: oneOf(LEVELS), defLevel: oneOf(LEVELS) });
  const pending: Check<unknown> = (c, v, p) => {
    if (v === null) return null;
    const kind = oneOf(
      words(
        'pickTeam chooseTactic announce select tacReroll subAnnounce substitute preTurn react disallow whistle extra roll',
      ),
    )(c, c.object(v, p).kind, `${p}.kind`);
    if (kind === 'preTurn' || kind === 'disallow' || kind === 'whistle') return obj({ kind: str(), seat })(c, v, p);
    if (kind === 'announce' || kind === 'select')
      return obj({ kind: str(), side, window: oneOf([1, 2] as const) })(c, v, p);
    if (kind === 'substitute') return obj({ kind: str(), side, late: bool })(c, v, p);
    return obj({ kind: str(), side })(c, v, p);
  };
  const sideState = obj({
    team,
    lineup: arr(player, 0, 3),
    wood: nullable(boxPlayer),
    tactic: nullable(tactic),
    revealed: bool,
    announced: nullable(bool),
    facedown: arr(played, 0, 20),
    used: record(int(0, 99)),
    subs: int(0, 12),
    subWhen: nullable(oneOf(['now', 'after', 'none'] as const)),
    tv: nullable(int(-99, 999)),
    wonRoll: bool,
  });
  const match = obj({
    md: int(0, 8),
    group: int(0, 2),
    sides: arr(sideState, 2, 2),
    at: oneOf(words(STEPS)),
    shown: bool,
    troll: nullable(arr(troll, 2, 2)),
    injury: arr(side, 0, 2),
    ha: side,
    phase: oneOf(words('prematch firstHalf halfTime secondHalf injuryTime over')),
    turn: int(0, 13),
    score: arr(int(0, 99), 2, 2),
    tactic: nullable(tactic),
    forced: nullable(tactic),
    cards: arr(played, 0, 60),
    levels: nullable(arr(levels, 2, 2)),
    roll: nullable(obj({ attacker: side, att: die, def: die })),
    pending,
    queue: arr(seat, 0, 8),
    corrupt: nullable(
      obj({ card, by: seat, side, effect: oneOf(words('disallow skip reroll extra tacReroll lasting')) }),
    ),
    goals: arr(
      obj({
        side,
        turn: int(1, 13),
        minute: str(10, false),
        reason: oneOf(['higher', 'genius'] as const),
        disallowed: optional(str()),
      }),
      0,
      60,
    ),
    extra: int(0, 12),
    skipped: arr(int(1, 13), 0, 13),
  });
  return obj({
    v: oneOf([1] as const),
    kind: oneOf(['match', 'championship'] as const),
    data: (_c, _v) => data,
    opts: obj({ simultaneous: bool, stepTurns: bool }),
    rng: (c, v, p) => (isRngState(v) ? [...v] : c.fail(p, 'must be four unsigned 32-bit integers')),
    seats: () => seats, // checked first (see validateState)
    teams: arr(
      obj({
        name: str(),
        seat: nullable(seat),
        manager: nullable(manager),
        npt: nullable(ref((id) => ix.npt.has(id), 'non-person team')),
        money: int(0, 9999),
        squad: arr(boxPlayer, 0, 20),
        hand: arr(boxCard, 0, 30),
        offer: arr(boxPlayer, 0, 60),
        managerOffer: arr(manager, 0, 10),
        group: int(0, 1),
        wonderkid: bool,
        keep: int(0, 6),
      }),
      2,
      8,
    ),
    decks: obj({
      gold: arr(boxPlayer, 0, 500),
      silver: arr(boxPlayer, 0, 500),
      bronze: arr(boxPlayer, 0, 500),
      wood: arr(boxPlayer, 0, 500),
      actions: arr(boxCard, 0, 1000),
      usedPlayers: arr(boxPlayer, 0, 500),
      usedCards: arr(boxCard, 0, 1000),
    }),
    stage: oneOf(words('chooseManager buy matchday academy market release discard over')),
    md: int(0, 8),
    matches: arr(match, 0, 4),
    active: int(0, 3),
    results: arr(
      obj({ md: int(1, 8), group: int(0, 2), home: team, away: team, hg: int(0, 99), ag: int(0, 99) }),
      0,
      40,
    ),
    queue: arr(team, 0, 8),
    champion: nullable(team),
  });
}

/**
 * Every card of the box is exactly somewhere: each player of the data once (stacks, discards,
 * squads, offers, or drawn for a match being played), each action card as many times as the deck
 * has copies (stack, discards, hands, cards in play or face down in a match being played; a
 * finished match's cards and drawn player are back in the stacks). A non-person team's players
 * are at most once. `found`: where the schema met each (0: a player, 1: an action card).
 */
function checkBox(s: MofState, found: Found): void {
  // Copies not yet found, by id.
  const box = [new Map<string, number>(), new Map<string, number>()] as const;
  for (const p of s.data.players) box[0].set(p.id, 1);
  for (const id of indexOf(s.data).deck) box[1].set(id, (box[1].get(id) ?? 0) + 1);
  const over = s.matches.flatMap((m, i) => (m.phase === 'over' ? [`state.matches[${i}].`] : []));
  for (const [kind, id, path] of found) {
    if (over.some((o) => path.startsWith(o))) continue;
    const n = box[kind].get(id) ?? 1;
    if (n < 1) check.fail(path, `repeats ${JSON.stringify(id)}, of which the box has no other copy`);
    box[kind].set(id, n - 1);
  }
  for (const b of box)
    for (const [id, n] of b)
      if (n > 0) check.fail('state.decks', `lack ${JSON.stringify(id)}: every card of the box must be somewhere`);
}

/** Validates a plain state object (the `state` of an envelope). */
export function validateState(input: unknown): MofState {
  const o = check.object(input, 'state');
  let data: MofData = defaultData;
  if (o.data !== 'default') {
    try {
      data = validateData(o.data, 'state.data');
    } catch (e) {
      if (isRuleError(e)) throw new RuleError('INVALID_STATE', e.message, e.field);
      throw e;
    }
  }
  const seats = arr(str(40), 0, 8)(check, o.seats, 'state.seats');
  check.unique(seats, 'state.seats', 'seat');
  const teams = Array.isArray(o.teams) ? o.teams.length : 0;
  const found: Found = [];
  const s = stateSchema(data, seats, teams, found)(check, o, 'state') as MofState;
  // A team queued twice would be asked again after it acted, in a stage that has moved on.
  check.unique(s.queue, 'state.queue', 'team');
  checkBox(s, found);
  if (s.stage !== 'over' && (currentSeat(s) === null || legalActions(s).length === 0)) {
    check.fail('state', 'is not over but nobody can act in it');
  }
  return s;
}
