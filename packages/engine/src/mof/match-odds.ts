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

/** Whether the match stage's only decisions left are turn windows the model knows (its second half). */
export function onlyDiceLeft(s: MofState): boolean {
  if (s.kind !== 'match' || s.stage !== 'matchday') return false;
  const m = s.matches[0];
  const kind = m?.pending?.kind;
  return (
    m !== undefined &&
    m.levels !== null &&
    m.turn >= 7 &&
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

/**
 * Home's expected score (a win 1, a draw ½) in a match waiting on a turn window of its second half
 * (`onlyDiceLeft`), both sides spending their effects at their best moments from there on.
 */
export function matchOdds(s: MofState, tables?: Map<string, WinOddsTable>): number {
  const m = s.matches[0] as MatchState;
  const ix = indexOf(s.data);
  const table = tableFor(ix, s, m, tables);
  const h0 = packHolding(holdingOf(ix, s, m, 0));
  const h1 = packHolding(holdingOf(ix, s, m, 1));
  const diff = m.score[0] - m.score[1];
  const a = m.roll?.attacker ?? attackerNow(s, m);
  const p = m.pending;
  switch (p?.kind) {
    case 'react': {
      // The dice on the table: the re-roll's exact chance of turning the result round.
      const goal = turnOutcome(ix, m, m.roll as NonNullable<MatchState['roll']>).goal;
      const unhappy = p.side;
      const kept = table.settled(0, a, goal, diff, h0, h1);
      const n0 = unhappy === 0 && h0 % 3 > 0 ? spendOne(h0, 'reroll') : h0;
      const n1 = unhappy === 1 && h1 % 3 > 0 ? spendOne(h1, 'reroll') : h1;
      const used = table.rerolled(0, a, goal, rerollChance(ix, m, unhappy), diff, n0, n1);
      return unhappy === 0 ? Math.max(kept, used) : Math.min(kept, used);
    }
    case 'disallow':
      // The goal is on the score already: the window is the defender's choice to take it back.
      return table.settled(0, a, true, diff - (a === 0 ? 1 : -1), h0, h1);
    case 'extra':
      return table.extraWindow(0, a, diff, h0, h1);
    default:
      return table.turnStart(0, diff, h0, h1);
  }
}
