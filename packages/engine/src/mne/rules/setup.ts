/**
 * Game Setup, Signing Star Players and Lineup (rulebook: "Game Setup", "Signing Star Players",
 * "Lineup"; decisions: docs/rules/mne.md#setup). Three draft rounds of 3 revealed Star Players with the
 * pick orders Away–Home, Home–Away, Away–Home (the third card of each round leaves the game); then
 * each team picks its starters from its squad (base cards + 3 stars), the rest go to the Sub Space.
 * Lineups are chosen one after the other but stay hidden until both are chosen.
 */
import { RuleError } from '../../core/errors.js';
import { Rng, seedRng } from '../../core/rng.js';
import { loadData, lookup } from '../data/index.js';
import type {
  DraftPickAction,
  DraftState,
  LineupAction,
  MneAction,
  MneSetup,
  MneState,
  Seat,
  TeamState,
} from '../types.js';
import { appended, copyOf, without, indexIn, pushAll } from '../../core/lists.js';
import { team, type Ctx } from './context.js';
import { beginTurn } from './turn.js';
import { emptyTeam, joined, squad, STARTERS } from './squad.js';
import { DRAFT_ORDER, draftSeat, lineupSeat } from './to-act.js';

export { DRAFT_ORDER, draftSeat, emptyTeam, lineupSeat, squad, STARTERS };

export function createMatchState(setup: MneSetup): MneState {
  if (typeof setup !== 'object' || setup === null) throw new RuleError('INVALID_SETUP', 'The setup must be an object.');
  if (typeof setup.seed !== 'number' && typeof setup.seed !== 'string') {
    throw new RuleError('INVALID_SETUP', 'The setup needs a seed (a number or a string).', 'seed');
  }
  if (setup.shootout !== undefined && typeof setup.shootout !== 'boolean') {
    throw new RuleError('INVALID_SETUP', 'setup.shootout must be true or false.', 'shootout');
  }
  const data = loadData(setup);
  const rng = new Rng(seedRng(setup.seed));
  const ids = lookup(data);
  const deck = rng.shuffle(ids.synergyIds.slice());
  const stars = rng.shuffle(ids.base.star.slice());
  const revealed = stars.splice(stars.length - 3, 3);
  return {
    data,
    options: { shootout: setup.shootout ?? false },
    rng: rng.state,
    phase: 'draft',
    half: 1,
    active: 'home',
    step: 'team',
    turn: 0,
    injuryTime: false,
    deckRanOut: false,
    marker: data.track.start,
    deck,
    discard: [],
    teams: { home: emptyTeam(), away: emptyTeam() },
    placed: null,
    tempo: [],
    subOpen: false,
    shot: null,
    draft: { round: 0, revealed, picks: 0, stars, removed: [], picked: { home: [], away: [] } },
    lineup: {},
    ready: [],
    shootout: null,
  };
}

export function applyDraftPick(ctx: Ctx, a: DraftPickAction): void {
  const s = ctx.s;
  const d = s.draft;
  const at = d ? indexIn(d.revealed, a.card) : -1;
  if (!d || at < 0) {
    throw new RuleError('ILLEGAL_ACTION', `${a.card} is not one of the revealed Star Players.`);
  }
  const seat = draftSeat(s);
  // In place the state owns its draft and the draft's lists (see `ownState`): changed, not copied.
  const next = ctx.inPlace ? pickInPlace(d, seat, at) : picked(d, seat, a.card);
  ctx.events?.push({ type: 'starPicked', seat, card: a.card });
  if (next.picks === 2) {
    for (const card of next.revealed) ctx.events?.push({ type: 'starRemoved', card });
    if (ctx.inPlace) pushAll(next.removed, next.revealed);
    else next.removed = joined(next.removed, next.revealed);
    next.round += 1;
    next.picks = 0;
    if (next.round < DRAFT_ORDER.length && next.stars.length >= 3) {
      const left = next.stars.length - 3;
      next.revealed = next.stars.slice(left);
      if (ctx.inPlace) next.stars.length = left;
      else next.stars = next.stars.slice(0, left);
      ctx.events?.push({ type: 'starsRevealed', round: next.round, cards: next.revealed });
    } else {
      if (ctx.inPlace) pushAll(next.removed, next.stars);
      else next.removed = joined(next.removed, next.stars);
      next.stars = [];
      next.revealed = [];
      s.phase = 'lineup';
    }
  }
  s.draft = next;
}

/** The draft after `seat` picks `card`: a new one, sharing what the pick leaves as it was. */
function picked(d: DraftState, seat: Seat, card: string): DraftState {
  // Built field by field in the state's key order (spreads are slow on this path).
  return {
    round: d.round,
    revealed: without(d.revealed, card),
    picks: d.picks + 1,
    stars: d.stars,
    removed: d.removed,
    picked:
      seat === 'home'
        ? { home: appended(d.picked.home, card), away: d.picked.away }
        : { home: d.picked.home, away: appended(d.picked.away, card) },
  };
}

/** `d` itself after `seat` picks its revealed card at index `at`. */
function pickInPlace(d: DraftState, seat: Seat, at: number): DraftState {
  const revealed = d.revealed;
  (seat === 'home' ? d.picked.home : d.picked.away).push(revealed[at] as string);
  for (let i = at + 1; i < revealed.length; i++) revealed[i - 1] = revealed[i] as string;
  revealed.pop();
  d.picks += 1;
  return d;
}

/** Every lineup: each way to leave squad − 10 cards on the bench (286 for a squad of 13). */
export function lineupActions(s: MneState, out: MneAction[]): void {
  const all = squad(s, lineupSeat(s));
  const n = all.length;
  const bench = n - STARTERS;
  const chosen = new Array<number>(bench).fill(0);
  // Walk the bench index combinations in lexicographic order.
  for (let i = 0; i < bench; i++) chosen[i] = i;
  for (;;) {
    const starters: string[] = [];
    for (let i = 0, b = 0; i < n; i++) {
      if (b < bench && chosen[b] === i) b++;
      else starters.push(all[i] as string);
    }
    out.push({ type: 'lineup', starters });
    let k = bench - 1;
    while (k >= 0 && (chosen[k] as number) === n - bench + k) k--;
    if (k < 0) return;
    chosen[k] = (chosen[k] as number) + 1;
    for (let i = k + 1; i < bench; i++) chosen[i] = (chosen[i - 1] as number) + 1;
  }
}

export function applyLineup(ctx: Ctx, a: LineupAction): void {
  const s = ctx.s;
  const seat = lineupSeat(s);
  const all = squad(s, seat);
  const starters = a.starters;
  if (starters.length !== STARTERS) {
    throw new RuleError('ILLEGAL_ACTION', `A lineup is ${STARTERS} different players of the squad.`);
  }
  // Plain loops (no callbacks): every match checks two lineups. A good one in one pass; the checks
  // one by one only to name what is wrong.
  if (starterBits(all, starters) < 0) {
    for (let i = 0; i < starters.length; i++) {
      if (indexIn(starters, starters[i]) !== i) {
        throw new RuleError('ILLEGAL_ACTION', `A lineup is ${STARTERS} different players of the squad.`);
      }
    }
    for (let i = 0; i < starters.length; i++) {
      const c = starters[i] as string;
      if (indexIn(all, c) < 0) throw new RuleError('ILLEGAL_ACTION', `${c} is not in the ${seat} squad.`);
    }
  }
  // Written key by key (Home always chooses first): spreads with computed keys are slow objects.
  const chosen = copyOf(starters);
  const home = seat === 'home' ? chosen : s.lineup.home;
  s.lineup = home ? (seat === 'away' ? { home, away: chosen } : { home }) : { away: chosen };
  ctx.events?.push({ type: 'lineupChosen', seat });
  if (!s.lineup.home || !s.lineup.away) return;
  const front = { home: s.lineup.home, away: s.lineup.away };
  const subs = { home: startTeam(ctx, 'home', front.home).subs, away: startTeam(ctx, 'away', front.away).subs };
  ctx.events?.push({ type: 'lineupsRevealed', front, subs });
  s.lineup = {};
  s.phase = 'play';
  s.half = 1;
  s.active = 'home';
  ctx.events?.push({ type: 'halfStarted', half: 1, first: 'home' });
  beginTurn(ctx);
}

/** Puts `seat`'s starters in front of its player and the rest of its squad in the Sub Space. */
function startTeam(ctx: Ctx, seat: Seat, starters: readonly string[]): TeamState {
  const t = team(ctx, seat);
  t.front = copyOf(starters);
  const subs: string[] = [];
  const all = squad(ctx.s, seat);
  const bits = starterBits(all, starters);
  for (let i = 0; i < all.length; i++) {
    if (bits >= 0 ? ((bits >>> i) & 1) === 0 : indexIn(starters, all[i]) < 0) subs.push(all[i] as string);
  }
  t.subs = subs;
  return t;
}

/**
 * Which cards of squad `all` (whose ids are all different) `starters` are: bit i set when `all[i]`
 * is one; -1 when a starter is not in the squad or is repeated, or when the squad is too long for
 * the bits (then the caller checks card by card).
 */
function starterBits(all: readonly string[], starters: readonly string[]): number {
  if (all.length > 31) return -1;
  let bits = 0;
  for (let i = 0; i < starters.length; i++) {
    const j = indexIn(all, starters[i] as string);
    if (j < 0 || ((bits >>> j) & 1) === 1) return -1;
    bits |= 1 << j;
  }
  return bits;
}
