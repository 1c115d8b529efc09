/**
 * The reading of a scenario description (a compact mid-game position: cards on the field as
 * "id@row,col", hands and deck as ids or star values, the marker as an index or a Control State,
 * scores, flipped tokens), shared by `scenario` (scenario.ts: a position to play on) and
 * `scenarioPosition` (a position to show). Every problem is a RuleError('INVALID_SCENARIO') naming
 * the field; both check the same things, here.
 */
import type { RngState } from '../core/rng.js';
import { Checker, join } from '../core/validate.js';
import { DATA_PARTS, loadData, standardData } from './data/index.js';
import { placementProblem } from './rules/placement-check.js';
import { emptyTeam } from './rules/squad.js';
import { fieldIcons } from './rules/tactical-icons.js';
import { teamActionSkipped } from './rules/team-action.js';
import type {
  MneData,
  MneState,
  Placed,
  ScenarioDesc,
  ScenarioSynergy,
  ScenarioTeam,
  Seat,
  TeamState,
} from './types.js';

const SEATS = ['home', 'away'] as const;

/**
 * How a position's synergy cards that the description does not place (the rest, in the data's
 * order) are dealt to its deck or discard, and the generator the position then plays with.
 */
export type Deal = (rest: string[], seed: ScenarioDesc['seed']) => { rest: string[]; rng: RngState };

/**
 * The generator state of a position to show (`scenarioPosition`): none is drawn from it. It is a
 * valid state, so the position passes every check of a state's outline; `scenario` deals a
 * position to play on.
 */
const UNDEALT: RngState = [0, 0, 0, 0];

/**
 * A position to show from scenario description `desc`: everything any seat may see of it (and
 * the hands) exactly as `scenario(desc)` has it, and so every number a picture computes from it
 * through the rules; the rest of the synergy cards lie in the data's order, not shuffled, and its
 * generator is unset. Pictures show it without downloading the shuffle and the generator; to play
 * on the position, take `scenario(desc)`.
 */
export function scenarioPosition(desc: ScenarioDesc): MneState {
  return readPosition(desc, undealt, loadData);
}

/**
 * `scenarioPosition` of a description with the standard data: one giving data of its own
 * (`cards`, `synergy`, `board`, `track`: see `usesOwnData`) is refused (INVALID_SCENARIO, naming
 * the part). It reaches no data validator, so a page showing a standard position downloads none.
 */
export function standardPosition(desc: ScenarioDesc): MneState {
  return readPosition(desc, undealt, (d, c) => {
    for (const part of DATA_PARTS)
      if (d[part] !== undefined) c.fail(part, 'is data of its own: read the description with scenarioPosition');
    return standardData();
  });
}

/** Whether scenario description `desc` gives data of its own (cards, synergy, board or track). */
export function usesOwnData(desc: unknown): boolean {
  return typeof desc === 'object' && desc !== null && DATA_PARTS.some((part) => part in desc);
}

const undealt: Deal = (rest) => ({ rest, rng: [...UNDEALT] });

/**
 * The position `desc` describes: its data from `read` (`loadData`, validating the description's
 * own parts), the rest of its synergy cards dealt by `deal`.
 */
export function readPosition(
  desc: ScenarioDesc,
  deal: Deal,
  read: (desc: ScenarioDesc, c: Checker) => MneData,
): MneState {
  const c: Checker = new Checker('INVALID_SCENARIO', 'scenario');
  const d = c.object(desc, 'scenario') as ScenarioDesc;
  c.onlyKeys(d as Record<string, unknown>, '', [
    'seed',
    'cards',
    'synergy',
    'board',
    'track',
    'shootout',
    'half',
    'active',
    'step',
    'injuryTime',
    'marker',
    'control',
    'home',
    'away',
    'deck',
    'discard',
    'rest',
  ]);
  const data = read(d, c);
  const used = new Set<string>();
  const teams = {} as Record<Seat, TeamState>;
  const descs = {} as Record<Seat, ScenarioTeam>;
  for (const seat of SEATS) {
    descs[seat] = d[seat] === undefined ? {} : (c.object(d[seat], seat) as ScenarioTeam);
    c.onlyKeys(descs[seat] as Record<string, unknown>, seat, [
      'field',
      'front',
      'subs',
      'out',
      'hand',
      'tokens',
      'subsUsed',
      'score',
    ]);
  }
  // Player cards: field, subs, out first; the front defaults to the rest of the base squad.
  for (const seat of SEATS) teams[seat] = readTeam(c, data, seat, descs[seat], used);
  for (const seat of SEATS) {
    const t = descs[seat];
    teams[seat].front =
      t.front === undefined
        ? data.cards.filter((x) => x.team === seat && !used.has(x.id)).map((x) => x.id)
        : c.array(t.front, `${seat}.front`, 0, 20).map((x, i) => cardId(c, data, x, `${seat}.front[${i}]`));
    teams[seat].front.forEach((id, i) => claimOnce(c, used, id, `${seat}.front[${i}]`));
  }
  // Synergy cards: explicit ids first, then star values / 'tackle' from what is left.
  const pool = new Set(data.synergy.map((x) => x.id));
  const lists: [string, ScenarioSynergy[]][] = [
    ['home.hand', descs.home.hand ?? []],
    ['away.hand', descs.away.hand ?? []],
    ['deck', d.deck ?? []],
    ['discard', d.discard ?? []],
  ];
  for (const [path, items] of lists) {
    c.array(items, path, 0, 100).forEach((x, i) => {
      if (typeof x !== 'string' || x === 'tackle') return;
      if (!pool.has(x)) c.fail(join(path, i), `is not an unused synergy card id (${x})`);
      pool.delete(x);
    });
  }
  const resolved = lists.map(([path, items]) =>
    items.map((x, i) => {
      if (typeof x === 'string' && x !== 'tackle') return x;
      const p = join(path, i);
      const want = x === 'tackle' ? null : c.int(x, p, 1, 5);
      const hit = data.synergy.find(
        (y) => pool.has(y.id) && (want === null ? y.tackle : !y.tackle && y.stars === want),
      );
      if (!hit) c.fail(p, `asks for ${want === null ? 'a Tackle card' : `a ${want}-star card`}, but none is left`);
      pool.delete(hit.id);
      return hit.id;
    }),
  ) as [string[], string[], string[], string[]];
  const [homeHand, awayHand, deckTopFirst, discardList] = resolved;
  teams.home.hand = homeHand;
  teams.away.hand = awayHand;
  for (const seat of SEATS) if (teams[seat].hand.length > 5) c.fail(`${seat}.hand`, 'holds more than 5 cards');
  const dealt = deal([...pool], d.seed);
  const rest = dealt.rest;
  const restTo = c.oneOf(d.rest ?? 'deck', 'rest', ['deck', 'discard'] as const);
  const deck = [...(restTo === 'deck' ? rest : []), ...deckTopFirst.slice().reverse()];
  const discard = [...discardList, ...(restTo === 'discard' ? rest : [])];

  const track = data.track;
  let marker = track.start;
  if (d.marker !== undefined) marker = c.int(d.marker, 'marker', 0, track.spaces - 1);
  else if (d.control !== undefined) {
    const st = c.oneOf(d.control, 'control', ['aggressive', 'normal', 'defensive'] as const);
    marker = track.start + (st === 'aggressive' ? track.aggressiveFrom : st === 'defensive' ? track.defensiveTo : 0);
    if (marker < 0 || marker >= track.spaces) c.fail('control', 'cannot be reached on this track');
  }
  const active = c.oneOf(d.active ?? 'home', 'active', SEATS);
  const state: MneState = {
    data,
    options: { shootout: d.shootout === undefined ? false : c.boolean(d.shootout, 'shootout') },
    rng: dealt.rng,
    phase: 'play',
    half: c.int(d.half ?? 1, 'half', 1, 2),
    active,
    step: c.oneOf(d.step ?? 'team', 'step', ['team', 'player'] as const),
    turn: 1,
    injuryTime: d.injuryTime === undefined ? false : c.boolean(d.injuryTime, 'injuryTime'),
    deckRanOut: false,
    marker,
    deck,
    discard,
    teams,
    placed: null,
    tempo: [],
    subOpen: false,
    shot: null,
    draft: null,
    lineup: {},
    ready: [],
    shootout: null,
    // The teams of this position, so a saved copy can be checked for a lost or added card.
    squads: { home: cardsOf(teams.home), away: cardsOf(teams.away) },
  };
  // No cross-field check of the result (consistency.ts, as `fromJSON` runs): each card was claimed
  // once and placed legally beside the others, each synergy card dealt from one pool, the tokens
  // put on attack icons, and no shot, tempo or draft is made. (scenario.test.ts checks that every
  // position built passes them.) A page showing a position does not download them.
  // The position starts at its step as a turn does: a Team Action none is possible is skipped.
  if (state.step === 'team' && teamActionSkipped(state) !== null) state.step = 'player';
  return state;
}

function cardsOf(t: TeamState): string[] {
  return [...t.front, ...t.field.map((p) => p.card), ...t.subs, ...t.out];
}

/** Records player card `id` as used by the position; a card used twice fails at `path`. */
function claimOnce(c: Checker, used: Set<string>, id: string, path: string): void {
  if (used.has(id)) c.fail(path, `uses ${id} twice`);
  used.add(id);
}

function cardId(c: Checker, data: MneData, x: unknown, path: string): string {
  const id = c.string(x, path, { maxLength: 40 });
  if (!data.cards.some((d) => d.id === id)) c.fail(path, `is not a player card id (${id})`);
  return id;
}

function readTeam(c: Checker, data: MneData, seat: Seat, t: ScenarioTeam, used: Set<string>): TeamState {
  const team = emptyTeam();
  const claim = (id: string, path: string) => claimOnce(c, used, id, path);
  const field: Placed[] = [];
  c.array(t.field ?? [], `${seat}.field`, 0, 24).forEach((x, i) => {
    const path = `${seat}.field[${i}]`;
    let p: Placed;
    if (typeof x === 'string') {
      const m = /^([^@]+)@(\d+),(\d+)$/.exec(x);
      if (!m) c.fail(path, 'must look like "id@row,col"');
      p = { card: m[1] as string, row: Number(m[2]), col: Number(m[3]) };
    } else {
      const o = c.object(x, path);
      c.onlyKeys(o, path, ['card', 'row', 'col']);
      p = { card: String(o.card), row: c.int(o.row, join(path, 'row')), col: c.int(o.col, join(path, 'col')) };
    }
    cardId(c, data, p.card, path);
    claim(p.card, path);
    field.push(p);
  });
  // Each card must be legal where it stands given the others (the Front Line needs a neighbour).
  field.forEach((p, i) => {
    const others = field.filter((_, j) => j !== i);
    const problem = placementProblem(data, others, p.card, p.row, p.col);
    if (problem) c.fail(`${seat}.field[${i}]`, `${p.card} at row ${p.row}, column ${p.col} ${problem}`);
  });
  team.field = field;
  team.subs = c.array(t.subs ?? [], `${seat}.subs`, 0, 20).map((x, i) => cardId(c, data, x, `${seat}.subs[${i}]`));
  team.subs.forEach((id, i) => claim(id, `${seat}.subs[${i}]`));
  team.out = c.array(t.out ?? [], `${seat}.out`, 0, 20).map((x, i) => cardId(c, data, x, `${seat}.out[${i}]`));
  team.out.forEach((id, i) => claim(id, `${seat}.out[${i}]`));
  const attackKeys = new Set(
    fieldIcons(data, field)
      .filter((ic) => ic.type === 'attack')
      .map((ic) => ic.key),
  );
  team.tokens = c.array(t.tokens ?? [], `${seat}.tokens`, 0, 30).map((k, i) => {
    const key = c.string(k, `${seat}.tokens[${i}]`);
    if (!attackKeys.has(key)) c.fail(`${seat}.tokens[${i}]`, `is not an attack icon on the ${seat} field (${key})`);
    return key;
  });
  // One token per icon: a flipped token makes its icon an empty space.
  team.tokens.forEach((key, i) => {
    if (team.tokens.indexOf(key) !== i) c.fail(`${seat}.tokens[${i}]`, `repeats the token on ${key}`);
  });
  team.subsUsed = c.int(t.subsUsed ?? 0, `${seat}.subsUsed`, 0, 3);
  team.score = c.int(t.score ?? 0, `${seat}.score`, 0, 99);
  return team;
}
