/**
 * The win odds of a stand-alone match in play, read from its state (win-odds.ts solves the model):
 * the effects each side holds (its manager's abilities left, the cards in its hand that give them,
 * the multi-use cards it has in play, the re-rolls its money pays for) and the window the match
 * waits on. The search reads it in a determinization, where both hands are dealt: it never sees
 * more than the seat's view allows.
 */
import { indexOf, type DataIndex } from './data/index.js';
import { abilityOf, effectiveUnder, effectOf, moneyNeeded } from './rules/effects.js';
import { teamOf } from './rules/context.js';
import { servesFromHand } from './rules/instant.js';
import { GENIUS_BITS } from './rules/facts.js';
import { hasGenius, turnOutcome } from './rules/kick-off.js';
import { attackerNow } from './rules/wheel.js';
import { rerollChance } from './odds-rollout.js';
import { HOLDING_CAPS, matchRest, packHolding, spendOne, WinOddsTable, type Holding } from './win-odds.js';
import type { MatchState, MofState, PlayedCard, Side } from './types.js';

type Kind = keyof Holding;
const KINDS: readonly Kind[] = ['reroll', 'extra', 'skip', 'disallow'];

/** The turn-window effects `side` of match `m` can still use (each up to its cap). */
export function holdingOf(ix: DataIndex, s: MofState, m: MatchState, side: Side): Holding {
  const team = teamOf(s, m, side);
  const h: Holding = { reroll: 0, extra: 0, skip: 0, disallow: 0 };
  for (const k of KINDS) {
    const ab = abilityOf(ix, team, k);
    if (ab && 'n' in ab) h[k] += Math.max(0, ab.n - (m.sides[side].used[k] ?? 0));
  }
  const paid = abilityOf(ix, team, 'rerollPaid');
  if (paid) h.reroll += paid.cost > 0 ? Math.floor(team.money / paid.cost) : HOLDING_CAPS.reroll;
  for (const id of team.hand) {
    const card = ix.card.get(id);
    if (!card || team.money < moneyNeeded(ix, team, card) || !effectiveUnder(card, m.tactic)) continue;
    if (card.home && side !== m.ha) continue;
    for (const k of KINDS) if (servesFromHand(card, k)) h[k]++;
  }
  for (const pc of m.cards as readonly PlayedCard[]) {
    if (!pc.active || !pc.left || pc.side !== side) continue;
    const effects = ix.card.get(pc.card)?.effects ?? [];
    for (const k of KINDS) if (effectOf(effects, k)) h[k] += pc.left;
  }
  for (const k of KINDS) h[k] = Math.min(h[k], HOLDING_CAPS[k]);
  return h;
}

/**
 * Whether a stand-alone match waits on a turn window the model knows, from turn `from` on (by
 * default its second half, where only the dice and those windows are left to play).
 */
export function onlyDiceLeft(s: MofState, from = 7): boolean {
  if (s.kind !== 'match' || s.stage !== 'matchday') return false;
  const m = s.matches[0];
  const kind = m?.pending?.kind;
  return (
    m !== undefined &&
    m.levels !== null &&
    m.turn >= from &&
    (kind === 'preTurn' || kind === 'react' || kind === 'disallow' || kind === 'extra')
  );
}

/** A cache of win-odds tables by what they depend on; cleared when it grows past this. */
const MAX_TABLES = 512;

/**
 * The win-odds table of the rest of `m` (from `tables` when one was made for the same turn, levels,
 * genius dice and home advantage: its values are shared by every playout that reaches it).
 */
function tableFor(ix: DataIndex, s: MofState, m: MatchState, tables?: Map<string, WinOddsTable>): WinOddsTable {
  const make = () => new WinOddsTable(matchRest(ix, m, ix.homeAttacks, s.data.dice.tactic));
  if (!tables) return make();
  const lv = m.levels as NonNullable<MatchState['levels']>;
  const genius = (side: Side) =>
    `${m.sides[side].used.genius ? 1 : 0}${hasGenius(ix, m.sides[side].lineup, GENIUS_BITS.A as number) ? 1 : 0}${hasGenius(ix, m.sides[side].lineup, GENIUS_BITS.D as number) ? 1 : 0}`;
  const key = `${m.turn}|${m.injury.join('')}|${m.ha}|${lv[0].attLevel}${lv[0].defLevel}${lv[1].attLevel}${lv[1].defLevel}|${genius(0)}${genius(1)}`;
  let table = tables.get(key);
  if (!table) {
    if (tables.size >= MAX_TABLES) tables.clear();
    table = make();
    tables.set(key, table);
  }
  return table;
}

/** A turn window's two choices for the side deciding it, valued for home (a win 1, a draw ½). */
export interface WindowValues {
  /** The side deciding. */
  side: Side;
  /** Home's value if it keeps the effect (passes). */
  keep: number;
  /** Home's value if it uses it now. */
  use: number;
}

/**
 * The values of keeping and of using the effect in the re-roll, extra attack, skip or disallow
 * window match `s` waits on (its levels set), or undefined in another decision. In the first half
 * the rest of the match is valued at the levels in use now.
 */
export function windowValues(s: MofState, tables?: Map<string, WinOddsTable>): WindowValues | undefined {
  const m = s.kind === 'match' && s.stage === 'matchday' ? s.matches[0] : undefined;
  const p = m?.pending;
  if (!m || !p || !m.levels) return undefined;
  if (p.kind !== 'react' && p.kind !== 'extra' && p.kind !== 'preTurn' && p.kind !== 'disallow') return undefined;
  const ix = indexOf(s.data);
  const table = tableFor(ix, s, m, tables);
  const h0 = packHolding(holdingOf(ix, s, m, 0));
  const h1 = packHolding(holdingOf(ix, s, m, 1));
  const diff = m.score[0] - m.score[1];
  const a = m.roll?.attacker ?? attackerNow(s, m);
  const d: Side = a === 0 ? 1 : 0;
  // The holdings less one use of `k` by `side` (when the model counts one: a source it does not
  // know, such as an outsider's card, is used for nothing more).
  const spent = (side: Side, k: Kind, h: number, mask: (x: number) => boolean): [number, number] => {
    const n = mask(h) ? spendOne(h, k) : h;
    return side === 0 ? [n, h1] : [h0, n];
  };
  switch (p.kind) {
    case 'react': {
      // The dice on the table: the re-roll's exact chance of turning the result round.
      const goal = turnOutcome(ix, m, m.roll as NonNullable<MatchState['roll']>).goal;
      const [n0, n1] = spent(p.side, 'reroll', p.side === 0 ? h0 : h1, (x) => x % 3 > 0);
      return {
        side: p.side,
        keep: table.settled(0, a, goal, diff, h0, h1),
        use: table.rerolled(0, a, goal, rerollChance(ix, m, p.side), diff, n0, n1),
      };
    }
    case 'disallow': {
      // The goal is on the score already: the defender may take it back.
      const [n0, n1] = spent(d, 'disallow', d === 0 ? h0 : h1, (x) => Math.floor(x / 12) % 2 === 1);
      return {
        side: d,
        keep: table.extraWindow(0, a, diff, h0, h1),
        use: table.extraWindow(0, a, diff - (a === 0 ? 1 : -1), n0, n1),
      };
    }
    case 'extra': {
      const [n0, n1] = spent(a, 'extra', a === 0 ? h0 : h1, (x) => Math.floor(x / 3) % 2 === 1);
      return { side: a, keep: table.after(0, diff, h0, h1), use: table.attack(0, a, diff, n0, n1) };
    }
    case 'preTurn': {
      const [n0, n1] = spent(d, 'skip', d === 0 ? h0 : h1, (x) => Math.floor(x / 6) % 2 === 1);
      return { side: d, keep: table.rolled(0, a, diff, h0, h1), use: table.after(0, diff, n0, n1) };
    }
  }
}

/**
 * Home's expected score (a win 1, a draw ½) in a match waiting on a turn window of its second half
 * (`onlyDiceLeft`), both sides spending their effects at their best moments from there on.
 */
export function matchOdds(s: MofState, tables?: Map<string, WinOddsTable>): number {
  const w = windowValues(s, tables) as WindowValues;
  return w.side === 0 ? Math.max(w.keep, w.use) : Math.min(w.keep, w.use);
}
