/**
 * A match's outcome worked out from the dice instead of played out: once both sides' attack and
 * defence levels are set, each remaining turn is a goal for the attacker with a chance that follows
 * from the two dice (a level die plus the genius die each, with the Attacking and Defensive Genius
 * rules), so the chances of a win, a draw and a loss from the current score are a short sum. The
 * search's cut rollouts are scored with it (search-bot.ts): one exact number per playout in place of
 * the noise of a dozen more dice rolls. It assumes the levels stay as they are (a half-time roll
 * or a card may change them) and no further card is used.
 */
import { indexOf, type DataIndex } from './data/index.js';
import { GENIUS_BITS } from './rules/facts.js';
import { hasGenius, turnOutcome } from './rules/kick-off.js';
import { levelIndex, rollTable } from './rules/dice.js';
import { INJURY_TURN, TURNS } from './rules/wheel.js';
import type { Level, MatchState, MofState, Side } from './types.js';

/** P(goal) for an attack at `att` against a defence at `def`, with the attacker's and defender's genius. */
function goalChance(ix: DataIndex, att: Level, def: Level, attGenius: boolean, defGenius: boolean): number {
  const table = ix.rolls.length ? ix.rolls : rollTable(ix.dice);
  const a = table[levelIndex(att)] ?? [];
  const d = table[levelIndex(def)] ?? [];
  let goals = 0;
  for (const x of a)
    for (const y of d) {
      if (defGenius && y.g) continue;
      if (x.total > y.total || (attGenius && x.g)) goals++;
    }
  return a.length && d.length ? goals / (a.length * d.length) : 0;
}

/** Whether turn `t` of the wheel (1..12) is an attack of side 0. */
const homeAttacks = (ix: DataIndex, t: number) => ((ix.homeAttacks >> t) & 1) !== 0;

/**
 * The chance `side` wins match `m` plus half the chance of a draw, from the score and the levels in
 * use; undefined before the levels are set or after the final whistle.
 */
export function matchWinChance(s: MofState, m: MatchState, side: Side): number | undefined {
  const lv = m.levels;
  if (!lv || m.phase === 'over' || m.phase === 'prematch') return undefined;
  const ix = indexOf(s.data);
  const genius = (x: Side, bit: number) => hasGenius(ix, m.sides[x].lineup, bit);
  const p: [number, number] = [0, 0];
  for (const a of [0, 1] as Side[]) {
    const d: Side = a === 0 ? 1 : 0;
    const attG = !m.sides[a].used.genius && genius(a, GENIUS_BITS.A as number);
    p[a] = goalChance(ix, lv[a].attLevel, lv[d].defLevel, attG, genius(d, GENIUS_BITS.D as number));
  }
  // The goal difference (side 0 minus side 1) so far, and the turns still to roll.
  let diff = m.score[0] - m.score[1];
  let from = m.turn;
  if (m.turn >= INJURY_TURN) from = TURNS + 1;
  else if (m.phase === 'halfTime') from = TURNS / 2 + 1;
  else if (m.at === 'react' && m.roll) {
    // This turn's dice are rolled: its outcome is known (before any re-roll).
    if (turnOutcome(ix, m, m.roll).goal) diff += m.roll.attacker === 0 ? 1 : -1;
    from = m.turn + 1;
  } else if (m.at !== 'roll' && m.at !== 'preTurn' && m.at !== 'turn') from = m.turn + 1;
  // Distribution of the difference over the remaining turns (offset by the turns left).
  const n = Math.max(0, TURNS - from + 1);
  let dist = new Float64Array(2 * n + 1);
  dist[n] = 1;
  for (let t = from; t <= TURNS; t++) {
    const next = new Float64Array(2 * n + 1);
    const home = homeAttacks(ix, t);
    const q = home ? p[0] : p[1];
    const step = home ? 1 : -1;
    for (let i = 0; i < dist.length; i++) {
      const w = dist[i] as number;
      if (w === 0) continue;
      next[i] = (next[i] as number) + w * (1 - q);
      next[i + step] = (next[i + step] as number) + w * q;
    }
    dist = next;
  }
  let win = 0;
  let draw = 0;
  for (let i = 0; i < dist.length; i++) {
    const final = diff + i - n;
    const w = dist[i] as number;
    if (final === 0) draw += w;
    else if ((final > 0) === (side === 0)) win += w;
  }
  return win + draw / 2;
}
