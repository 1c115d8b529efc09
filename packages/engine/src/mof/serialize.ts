/**
 * Saving and loading (architecture.md: "toJSON / fromJSON — versioned; fromJSON validates and
 * rejects bad input"). The envelope is core's `{ format: 'pitchside/mof', version, state }`; the
 * reference data is written as "default" when it is the shipped set. `fromJSON` checks every
 * field and the state's coherence, throwing RuleError('INVALID_STATE') naming the bad path.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import { isRngState } from '../core/rng.js';
import { wrapState, unwrapState } from '../core/serialize.js';
import { Checker } from '../core/validate.js';
import { defaultData, indexOf, validateData } from './data/index.js';
import type {
  Decks,
  MatchState,
  MofData,
  MofState,
  Pending,
  PlayedCard,
  SideState,
  TacticalRollSide,
  TeamState,
} from './types.js';
import { LEVELS, TACTICS } from './types.js';
import { currentSeat, legalActions } from './engine.js';

export const STATE_VERSION = 1;
const check: Checker = new Checker('INVALID_STATE', 'saved Masters of Football state');

/** A JSON-ready save envelope of `s`. */
export function toJSON(s: MofState): { format: string; version: number; state: unknown } {
  const state = s.data === defaultData ? { ...s, data: 'default' } : s;
  return wrapState('mof', STATE_VERSION, state);
}

/** Reads a save (object or JSON text) back into a state, validating everything. */
export function fromJSON(input: unknown): MofState {
  return unwrapState('mof', STATE_VERSION, input, validateState);
}

const STAGES = [
  'chooseManager',
  'buy',
  'matchday',
  'academy',
  'market',
  'release',
  'discard',
  'final',
  'over',
] as const;
const STEPS = [
  'pick',
  'tactic',
  'announce1',
  'select1',
  'reveal1',
  'held1',
  'roll1',
  'tacReroll1',
  'announce2',
  'select2',
  'reveal2',
  'held2',
  'levels',
  'turn',
  'preTurn',
  'roll',
  'react',
  'score',
  'disallow',
  'whistle',
  'extra',
  'next',
  'half',
  'subAnnounce',
  'subNow',
  'tactic2',
  'roll2',
  'tacReroll2',
  'subAfter',
  'levels2',
  'injury',
  'end',
  'done',
] as const;
const PHASES = ['prematch', 'firstHalf', 'halfTime', 'secondHalf', 'injuryTime', 'over'] as const;

/** Validates a plain state object (the `state` of an envelope). */
export function validateState(input: unknown): MofState {
  const o = check.object(input, 'state');
  check.onlyKeys(o, 'state', [
    'v',
    'kind',
    'data',
    'opts',
    'rng',
    'seats',
    'teams',
    'decks',
    'stage',
    'md',
    'matches',
    'active',
    'results',
    'queue',
    'champion',
  ]);
  if (o.v !== 1) check.fail('state.v', 'must be 1');
  let data: MofData;
  if (o.data === 'default') data = defaultData;
  else {
    try {
      data = validateData(o.data);
    } catch (e) {
      if (isRuleError(e)) throw new RuleError('INVALID_STATE', e.message, `state.data${e.field ? '.' + e.field : ''}`);
      throw e;
    }
  }
  const ix = indexOf(data);
  const str = (v: unknown, p: string) => check.string(v, p, { maxLength: 200 });
  const ids = (v: unknown, p: string, known: (id: string) => boolean, what: string, max = 200) =>
    check.array(v, p, 0, max).map((x, i) => {
      const id = str(x, `${p}[${i}]`);
      if (!known(id)) check.fail(`${p}[${i}]`, `is not a known ${what}`);
      return id;
    });
  const isPlayer = (id: string) => ix.player.has(id);
  const isCard = (id: string) => ix.card.has(id);
  const opts = check.object(o.opts, 'state.opts');
  check.onlyKeys(opts, 'state.opts', ['simultaneous', 'stepTurns']);
  if (!isRngState(o.rng)) check.fail('state.rng', 'must be four unsigned 32-bit integers');
  const seats = check.array(o.seats, 'state.seats', 0, 8).map((x, i) => str(x, `state.seats[${i}]`));
  check.unique(seats, 'state.seats', 'seat');
  const teams = check.array(o.teams, 'state.teams', 2, 8).map((tv, i): TeamState => {
    const p = `state.teams[${i}]`;
    const t = check.object(tv, p);
    check.onlyKeys(t, p, [
      'name',
      'seat',
      'manager',
      'npt',
      'money',
      'squad',
      'hand',
      'offer',
      'managerOffer',
      'group',
      'wonderkid',
      'keep',
    ]);
    const seat = t.seat === null ? null : str(t.seat, `${p}.seat`);
    if (seat !== null && !seats.includes(seat)) check.fail(`${p}.seat`, 'is not one of state.seats');
    const manager = t.manager === null ? null : str(t.manager, `${p}.manager`);
    if (manager !== null && !ix.manager.has(manager)) check.fail(`${p}.manager`, 'is not a known manager');
    const npt = t.npt === null ? null : str(t.npt, `${p}.npt`);
    if (npt !== null && !ix.npt.has(npt)) check.fail(`${p}.npt`, 'is not a known non-person team');
    return {
      name: str(t.name, `${p}.name`),
      seat,
      manager,
      npt,
      money: check.int(t.money, `${p}.money`, 0, 9999),
      squad: ids(t.squad, `${p}.squad`, isPlayer, 'player', 20),
      hand: ids(t.hand, `${p}.hand`, isCard, 'action card', 30),
      offer: ids(t.offer, `${p}.offer`, isPlayer, 'player', 60),
      managerOffer: ids(t.managerOffer, `${p}.managerOffer`, (id) => ix.manager.has(id), 'manager', 10),
      group: check.int(t.group, `${p}.group`, 0, 1),
      wonderkid: check.boolean(t.wonderkid, `${p}.wonderkid`),
      keep: check.int(t.keep, `${p}.keep`, 0, 6),
    };
  });
  const team = (v: unknown, p: string) => check.int(v, p, 0, teams.length - 1);
  const dv = check.object(o.decks, 'state.decks');
  check.onlyKeys(dv, 'state.decks', ['gold', 'silver', 'bronze', 'wood', 'actions', 'usedPlayers', 'usedCards']);
  const decks: Decks = {
    gold: ids(dv.gold, 'state.decks.gold', isPlayer, 'player', 500),
    silver: ids(dv.silver, 'state.decks.silver', isPlayer, 'player', 500),
    bronze: ids(dv.bronze, 'state.decks.bronze', isPlayer, 'player', 500),
    wood: ids(dv.wood, 'state.decks.wood', isPlayer, 'player', 500),
    actions: ids(dv.actions, 'state.decks.actions', isCard, 'action card', 1000),
    usedPlayers: ids(dv.usedPlayers, 'state.decks.usedPlayers', isPlayer, 'player', 500),
    usedCards: ids(dv.usedCards, 'state.decks.usedCards', isCard, 'action card', 1000),
  };
  const seatOrNull = (v: unknown, p: string) => {
    const x = str(v, p);
    if (!seats.includes(x)) check.fail(p, 'is not one of state.seats');
    return x;
  };
  const played = (v: unknown, p: string): PlayedCard => {
    const c = check.object(v, p);
    check.onlyKeys(c, p, ['card', 'by', 'side', 'player', 'active', 'left', 'held']);
    const pc: PlayedCard = {
      card: ids([c.card], p, isCard, 'action card')[0] as string,
      by: seatOrNull(c.by, `${p}.by`),
      side: check.oneOf(c.side, `${p}.side`, [0, 1] as const),
      active: check.boolean(c.active, `${p}.active`),
    };
    if (c.player !== undefined) pc.player = ids([c.player], `${p}.player`, isPlayer, 'player')[0] as string;
    if (c.left !== undefined) pc.left = check.int(c.left, `${p}.left`, 0, 12);
    if (c.held !== undefined) pc.held = check.boolean(c.held, `${p}.held`);
    return pc;
  };
  const side = (v: unknown, p: string): SideState => {
    const x = check.object(v, p);
    check.onlyKeys(x, p, [
      'team',
      'lineup',
      'wood',
      'tactic',
      'revealed',
      'announced',
      'facedown',
      'used',
      'subs',
      'subWhen',
      'tv',
      'wonRoll',
    ]);
    const used = check.object(x.used, `${p}.used`);
    const usedOut: Record<string, number> = {};
    for (const [k, n] of Object.entries(used)) usedOut[k] = check.int(n, `${p}.used.${k}`, 0, 99);
    return {
      team: team(x.team, `${p}.team`),
      lineup: ids(x.lineup, `${p}.lineup`, isPlayer, 'player', 3),
      wood: x.wood === null ? null : (ids([x.wood], `${p}.wood`, isPlayer, 'player')[0] as string),
      tactic: x.tactic === null ? null : check.oneOf(x.tactic, `${p}.tactic`, TACTICS),
      revealed: check.boolean(x.revealed, `${p}.revealed`),
      announced: x.announced === null ? null : check.boolean(x.announced, `${p}.announced`),
      facedown: check.array(x.facedown, `${p}.facedown`, 0, 20).map((c, i) => played(c, `${p}.facedown[${i}]`)),
      used: usedOut,
      subs: check.int(x.subs, `${p}.subs`, 0, 12),
      subWhen: x.subWhen === null ? null : check.oneOf(x.subWhen, `${p}.subWhen`, ['now', 'after', 'none'] as const),
      tv: x.tv === null ? null : check.int(x.tv, `${p}.tv`, -99, 999),
      wonRoll: check.boolean(x.wonRoll, `${p}.wonRoll`),
    };
  };
  const dieRoll = (v: unknown, p: string) => {
    const x = check.object(v, p);
    check.onlyKeys(x, p, ['level', 'die', 'genius', 'g', 'total']);
    return {
      level: check.oneOf(x.level, `${p}.level`, LEVELS),
      die: check.int(x.die, `${p}.die`, 0, 20),
      genius: check.int(x.genius, `${p}.genius`, 0, 20),
      g: check.boolean(x.g, `${p}.g`),
      total: check.int(x.total, `${p}.total`, 0, 40),
    };
  };
  const troll = (v: unknown, p: string): TacticalRollSide => {
    const x = check.object(v, p);
    check.onlyKeys(x, p, ['die', 'genius', 'g', 'players', 'cards', 'ability', 'total', 'tacticalGenius']);
    return {
      die: check.int(x.die, `${p}.die`, 0, 20),
      genius: check.int(x.genius, `${p}.genius`, 0, 20),
      g: check.boolean(x.g, `${p}.g`),
      players: check.int(x.players, `${p}.players`, 0, 99),
      cards: check.int(x.cards, `${p}.cards`, -99, 99),
      ability: check.int(x.ability, `${p}.ability`, -99, 99),
      total: check.int(x.total, `${p}.total`, -999, 999),
      tacticalGenius: check.boolean(x.tacticalGenius, `${p}.tacticalGenius`),
    };
  };
  const pending = (v: unknown, p: string): Pending | null => {
    if (v === null) return null;
    const x = check.object(v, p);
    const kind = check.oneOf(x.kind, `${p}.kind`, [
      'pickTeam',
      'chooseTactic',
      'announce',
      'select',
      'tacReroll',
      'subAnnounce',
      'substitute',
      'preTurn',
      'react',
      'disallow',
      'whistle',
      'extra',
      'roll',
    ] as const);
    if (kind === 'preTurn' || kind === 'disallow' || kind === 'whistle') {
      check.onlyKeys(x, p, ['kind', 'seat']);
      return { kind, seat: seatOrNull(x.seat, `${p}.seat`) };
    }
    const sd = check.oneOf(x.side, `${p}.side`, [0, 1] as const);
    if (kind === 'announce' || kind === 'select') {
      check.onlyKeys(x, p, ['kind', 'side', 'window']);
      return { kind, side: sd, window: check.oneOf(x.window, `${p}.window`, [1, 2] as const) };
    }
    if (kind === 'substitute') {
      check.onlyKeys(x, p, ['kind', 'side', 'late']);
      return { kind, side: sd, late: check.boolean(x.late, `${p}.late`) };
    }
    check.onlyKeys(x, p, ['kind', 'side']);
    return { kind, side: sd };
  };
  const matches = check.array(o.matches, 'state.matches', 0, 4).map((mv, i): MatchState => {
    const p = `state.matches[${i}]`;
    const x = check.object(mv, p);
    check.onlyKeys(x, p, [
      'md',
      'group',
      'sides',
      'at',
      'shown',
      'troll',
      'injury',
      'ha',
      'phase',
      'turn',
      'score',
      'tactic',
      'forced',
      'cards',
      'levels',
      'roll',
      'pending',
      'queue',
      'corrupt',
      'goals',
      'extra',
      'skipped',
    ]);
    const sides = check
      .array(x.sides, `${p}.sides`, 2, 2)
      .map((sv, j) => side(sv, `${p}.sides[${j}]`)) as MatchState['sides'];
    const score = check.array(x.score, `${p}.score`, 2, 2).map((n, j) => check.int(n, `${p}.score[${j}]`, 0, 99)) as [
      number,
      number,
    ];
    let corrupt: MatchState['corrupt'] = null;
    if (x.corrupt !== null) {
      const cp = check.object(x.corrupt, `${p}.corrupt`);
      check.onlyKeys(cp, `${p}.corrupt`, ['card', 'by', 'side', 'effect']);
      corrupt = {
        card: ids([cp.card], `${p}.corrupt.card`, isCard, 'action card')[0] as string,
        by: seatOrNull(cp.by, `${p}.corrupt.by`),
        side: check.oneOf(cp.side, `${p}.corrupt.side`, [0, 1] as const),
        effect: check.oneOf(cp.effect, `${p}.corrupt.effect`, [
          'disallow',
          'skip',
          'reroll',
          'extra',
          'tacReroll',
          'lasting',
        ] as const),
      };
    }
    const lv = (v: unknown, q: string) => {
      const y = check.object(v, q);
      check.onlyKeys(y, q, ['att', 'def', 'attLevel', 'defLevel']);
      return {
        att: check.int(y.att, `${q}.att`, -99, 99),
        def: check.int(y.def, `${q}.def`, -99, 99),
        attLevel: check.oneOf(y.attLevel, `${q}.attLevel`, LEVELS),
        defLevel: check.oneOf(y.defLevel, `${q}.defLevel`, LEVELS),
      };
    };
    const roll = x.roll === null ? null : check.object(x.roll, `${p}.roll`);
    if (roll) check.onlyKeys(roll, `${p}.roll`, ['attacker', 'att', 'def']);
    return {
      md: check.int(x.md, `${p}.md`, 0, 8),
      group: check.int(x.group, `${p}.group`, 0, 2),
      sides,
      at: check.oneOf(x.at, `${p}.at`, STEPS),
      shown: check.boolean(x.shown, `${p}.shown`),
      troll:
        x.troll === null
          ? null
          : (check.array(x.troll, `${p}.troll`, 2, 2).map((t, j) => troll(t, `${p}.troll[${j}]`)) as [
              TacticalRollSide,
              TacticalRollSide,
            ]),
      injury: check
        .array(x.injury, `${p}.injury`, 0, 2)
        .map((n, j) => check.oneOf(n, `${p}.injury[${j}]`, [0, 1] as const)),
      ha: check.oneOf(x.ha, `${p}.ha`, [0, 1] as const),
      phase: check.oneOf(x.phase, `${p}.phase`, PHASES),
      turn: check.int(x.turn, `${p}.turn`, 0, 13),
      score,
      tactic: x.tactic === null ? null : check.oneOf(x.tactic, `${p}.tactic`, TACTICS),
      forced: x.forced === null ? null : check.oneOf(x.forced, `${p}.forced`, TACTICS),
      cards: check.array(x.cards, `${p}.cards`, 0, 60).map((c, j) => played(c, `${p}.cards[${j}]`)),
      levels:
        x.levels === null
          ? null
          : (check
              .array(x.levels, `${p}.levels`, 2, 2)
              .map((l, j) => lv(l, `${p}.levels[${j}]`)) as MatchState['levels']),
      roll: roll
        ? {
            attacker: check.oneOf(roll.attacker, `${p}.roll.attacker`, [0, 1] as const),
            att: dieRoll(roll.att, `${p}.roll.att`),
            def: dieRoll(roll.def, `${p}.roll.def`),
          }
        : null,
      pending: pending(x.pending, `${p}.pending`),
      queue: check.array(x.queue, `${p}.queue`, 0, 8).map((q, j) => seatOrNull(q, `${p}.queue[${j}]`)),
      corrupt,
      goals: check.array(x.goals, `${p}.goals`, 0, 60).map((g, j) => {
        const q = `${p}.goals[${j}]`;
        const y = check.object(g, q);
        check.onlyKeys(y, q, ['side', 'turn', 'minute', 'reason', 'disallowed']);
        const goal: MatchState['goals'][number] = {
          side: check.oneOf(y.side, `${q}.side`, [0, 1] as const),
          turn: check.int(y.turn, `${q}.turn`, 1, 13),
          minute: check.string(y.minute, `${q}.minute`, { nonEmpty: false, maxLength: 10 }),
          reason: check.oneOf(y.reason, `${q}.reason`, ['higher', 'genius'] as const),
        };
        if (y.disallowed !== undefined) goal.disallowed = str(y.disallowed, `${q}.disallowed`);
        return goal;
      }),
      extra: check.int(x.extra, `${p}.extra`, 0, 12),
      skipped: check.array(x.skipped, `${p}.skipped`, 0, 13).map((n, j) => check.int(n, `${p}.skipped[${j}]`, 1, 13)),
    };
  });
  const s: MofState = {
    v: 1,
    kind: check.oneOf(o.kind, 'state.kind', ['match', 'championship'] as const),
    data,
    opts: {
      simultaneous: check.boolean(opts.simultaneous, 'state.opts.simultaneous'),
      stepTurns: check.boolean(opts.stepTurns, 'state.opts.stepTurns'),
    },
    rng: [...(o.rng as number[])] as MofState['rng'],
    seats,
    teams,
    decks,
    stage: check.oneOf(o.stage, 'state.stage', STAGES),
    md: check.int(o.md, 'state.md', 0, 8),
    matches,
    active: check.int(o.active, 'state.active', 0, Math.max(0, matches.length - 1)),
    results: check.array(o.results, 'state.results', 0, 40).map((rv, i) => {
      const p = `state.results[${i}]`;
      const r = check.object(rv, p);
      check.onlyKeys(r, p, ['md', 'group', 'home', 'away', 'hg', 'ag']);
      return {
        md: check.int(r.md, `${p}.md`, 1, 8),
        group: check.int(r.group, `${p}.group`, 0, 2),
        home: team(r.home, `${p}.home`),
        away: team(r.away, `${p}.away`),
        hg: check.int(r.hg, `${p}.hg`, 0, 99),
        ag: check.int(r.ag, `${p}.ag`, 0, 99),
      };
    }),
    queue: check.array(o.queue, 'state.queue', 0, 8).map((q, i) => team(q, `state.queue[${i}]`)),
    champion: o.champion === null ? null : team(o.champion, 'state.champion'),
  };
  if (s.stage !== 'over' && (currentSeat(s) === null || legalActions(s).length === 0)) {
    check.fail('state', 'is not over but nobody can act in it');
  }
  return s;
}
