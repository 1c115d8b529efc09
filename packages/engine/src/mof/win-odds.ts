/**
 * The chance of winning the rest of a match from a point where only the dice and the turn-window
 * effects are left to play (the levels in use are set): a small game solved exactly by dynamic
 * programming over the turns left, the score difference and each side's re-rolls, extra attacks,
 * skips and disallowed goals still to use. Each side spends its effects when that is worth more than
 * keeping them, as the table of values says.
 *
 * The model of a turn (rulebook: Kick Off; the windows in match/flow.ts): the defender may skip the
 * attacker's turn; the dice give a goal with the attacker's goal chance; the side the result
 * displeases may re-roll its dice (re-rolls may follow each other while the sides have them); a goal
 * may be disallowed by the defender; the attacker may then take an extra attack (the turn again).
 * After turn 12, the side with home advantage gets an injury-time attack when level or down by one,
 * on a roll of the tactic die. Simplifications: a turn's chances are those of the levels now (a
 * genius goal used later does not change them), and a re-roll turns the result round with its mean
 * chance over the dice that led to it.
 */
import type { DataIndex } from './data/index.js';
import { levelIndex } from './rules/dice.js';
import { turnOutcome } from './rules/kick-off.js';
import { INJURY_ROLL_NEEDED } from './rules/injury-time.js';
import { INJURY_TURN, TURNS } from './rules/wheel.js';
import type { DieRoll, MatchState, Side } from './types.js';

/** The effects a side may still use, each counted up to its cap in `HOLDING_CAPS`. */
export interface Holding {
  reroll: number;
  extra: number;
  skip: number;
  disallow: number;
}

/** Counts above these add nothing the model can tell (a match has about one window of each a half). */
export const HOLDING_CAPS: Readonly<Holding> = Object.freeze({ reroll: 2, extra: 1, skip: 1, disallow: 1 });

/** The dice of one side attacking: its goal chance and what a re-roll of each side turns round. */
export interface AttackDice {
  /** The chance of a goal with a fresh roll. */
  goal: number;
  /** After a miss, the chance that the attacker's re-roll scores (its mean over the missing rolls). */
  attackerReroll: number;
  /** After a goal, the chance that the defender's re-roll stops it (its mean over the scoring rolls). */
  defenderReroll: number;
}

/** The rest of a match, for `winOdds`. */
export interface MatchRest {
  /** The attacking side of each turn still to play, the current one first (injury time not included). */
  attackers: readonly Side[];
  /** The attack dice of each side (index = attacker). */
  dice: readonly [AttackDice, AttackDice];
  /** The side with home advantage (its injury-time attack). */
  ha: Side;
  /** The chance of the injury-time die giving the attack. */
  injuryChance: number;
  /** Whether injury time is still to come (false when the match is already in it). */
  injuryLeft: boolean;
  /**
   * Home's value once these turns are over, from the score difference and both sides' packed
   * holdings (`packHolding`): a first half ends in the second half's value (kick-off-odds.ts).
   * Default: the final result (a win 1, a draw ½).
   */
  end?: (diff: number, h0: number, h1: number) => number;
}

/** Score differences beyond this are as good as won (or lost): the table stops there. */
const MAX_LEAD = 5;

// Holdings packed in one small integer per side: reroll (0..2), extra, skip, disallow (0..1 each).
const pack = (h: Holding): number =>
  Math.min(h.reroll, HOLDING_CAPS.reroll) +
  3 * Math.min(h.extra, 1) +
  6 * Math.min(h.skip, 1) +
  12 * Math.min(h.disallow, 1);
const PACKED = 24;
const rerollsOf = (p: number) => p % 3;
const hasExtra = (p: number) => Math.floor(p / 3) % 2 === 1;
const hasSkip = (p: number) => Math.floor(p / 6) % 2 === 1;
const hasDisallow = (p: number) => Math.floor(p / 12) % 2 === 1;
const SPEND = { reroll: 1, extra: 3, skip: 6, disallow: 12 } as const;

/**
 * The home side's expected score (a win 1, a draw ½) from the start of turn `rest.attackers[0]`, with
 * score difference `diff` (home − away) and the holdings of both sides, each side spending its
 * effects at the best moments for it.
 */
export function winOdds(rest: MatchRest, diff: number, holdings: readonly [Holding, Holding]): number {
  return new WinOddsTable(rest).turnStart(0, diff, pack(holdings[0]), pack(holdings[1]));
}

/**
 * The values of a match's rest, filled lazily: only the situations reachable from the ones asked
 * (holdings only decrease, so usually a few hundred).
 */
export class WinOddsTable {
  private readonly memo = new Map<number, number>();
  private readonly turns: number;

  constructor(private readonly rest: MatchRest) {
    this.turns = rest.attackers.length;
  }

  /** Home's value at the start of turn index `t` (`turns` = injury time, `turns + 1` = the end). */
  turnStart(t: number, diff: number, h0: number, h1: number): number {
    if (diff > MAX_LEAD) return 1;
    if (diff < -MAX_LEAD) return 0;
    const key = ((t * (2 * MAX_LEAD + 1) + diff + MAX_LEAD) * PACKED + h0) * PACKED + h1;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let v: number;
    if (t < this.turns) v = this.attack(t, this.rest.attackers[t] as Side, diff, h0, h1);
    else if (t === this.turns && this.rest.injuryLeft) v = this.injury(t, diff, h0, h1);
    else if (this.rest.end) v = this.rest.end(diff, h0, h1);
    else v = diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
    this.memo.set(key, v);
    return v;
  }

  /** Injury time: home advantage attacks once, on the tactic die, when level or down by one. */
  private injury(t: number, diff: number, h0: number, h1: number): number {
    const end = this.turnStart(t + 1, diff, h0, h1);
    const haDiff = this.rest.ha === 0 ? diff : -diff;
    if (haDiff !== 0 && haDiff !== -1) return end;
    const p = this.rest.injuryChance;
    return p * this.attack(t, this.rest.ha, diff, h0, h1, true) + (1 - p) * end;
  }

  /** One attack by side `a` at turn index `t`, from its skip window on (remembered: many paths lead to it). */
  attack(t: number, a: Side, diff: number, h0: number, h1: number, last = false): number {
    if (diff > MAX_LEAD) return 1;
    if (diff < -MAX_LEAD) return 0;
    // (keys above those of `turnStart`, which stay below 10^6: small integers keep the map fast)
    const key =
      1_000_000 +
      ((((t * 2 + (last ? 1 : 0)) * 2 + a) * (2 * MAX_LEAD + 1) + diff + MAX_LEAD) * PACKED + h0) * PACKED +
      h1;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const v = this.attackNow(t, a, diff, h0, h1, last);
    this.memo.set(key, v);
    return v;
  }

  private attackNow(t: number, a: Side, diff: number, h0: number, h1: number, last: boolean): number {
    const hd = a === 0 ? h1 : h0;
    const played = this.rolled(t, a, diff, h0, h1, last);
    if (!hasSkip(hd)) return played;
    const skipped = this.after(t, diff, a === 0 ? h0 : h0 - SPEND.skip, a === 0 ? h1 - SPEND.skip : h1, last);
    // The defender (away when home attacks) picks what is best for it.
    return a === 0 ? Math.min(played, skipped) : Math.max(played, skipped);
  }

  /** The dice rolled: a goal or a miss standing, with the re-roll windows after it. */
  rolled(t: number, a: Side, diff: number, h0: number, h1: number, last = false): number {
    const p = (this.rest.dice[a] as AttackDice).goal;
    return p * this.standing(t, a, true, diff, h0, h1, last) + (1 - p) * this.standing(t, a, false, diff, h0, h1, last);
  }

  /**
   * A roll standing (`goal` or not): the side it displeases may re-roll (home's value is the better
   * of using and keeping, for that side); a re-roll that turns it round leaves the other side the same choice.
   */
  standing(t: number, a: Side, goal: boolean, diff: number, h0: number, h1: number, last = false): number {
    const key =
      2_000_000 +
      (((((t * 2 + (last ? 1 : 0)) * 2 + a) * 2 + (goal ? 1 : 0)) * (2 * MAX_LEAD + 1) + diff + MAX_LEAD) * PACKED +
        h0) *
        PACKED +
      h1;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const v = this.standingNow(t, a, goal, diff, h0, h1, last);
    this.memo.set(key, v);
    return v;
  }

  private standingNow(t: number, a: Side, goal: boolean, diff: number, h0: number, h1: number, last: boolean): number {
    const kept = this.settled(t, a, goal, diff, h0, h1, last);
    const unhappy: Side = goal ? (a === 0 ? 1 : 0) : a;
    const hu = unhappy === 0 ? h0 : h1;
    if (rerollsOf(hu) === 0) return kept;
    const dice = this.rest.dice[a] as AttackDice;
    const turn = goal ? dice.defenderReroll : dice.attackerReroll;
    const n0 = unhappy === 0 ? h0 - SPEND.reroll : h0;
    const n1 = unhappy === 1 ? h1 - SPEND.reroll : h1;
    const used = this.rerolled(t, a, goal, turn, diff, n0, n1, last);
    return unhappy === 0 ? Math.max(kept, used) : Math.min(kept, used);
  }

  /** A re-roll just used on a `goal` (or a miss) standing, turning it round with chance `turn`. */
  rerolled(
    t: number,
    a: Side,
    goal: boolean,
    turn: number,
    diff: number,
    h0: number,
    h1: number,
    last = false,
  ): number {
    return (
      turn * this.standing(t, a, !goal, diff, h0, h1, last) + (1 - turn) * this.standing(t, a, goal, diff, h0, h1, last)
    );
  }

  /** The result settled: a goal may still be disallowed by the defender, then the extra attack window. */
  settled(t: number, a: Side, goal: boolean, diff: number, h0: number, h1: number, last = false): number {
    if (!goal) return this.extraWindow(t, a, diff, h0, h1, last);
    const scored = this.extraWindow(t, a, diff + (a === 0 ? 1 : -1), h0, h1, last);
    const hd = a === 0 ? h1 : h0;
    if (!hasDisallow(hd)) return scored;
    const n0 = a === 1 ? h0 - SPEND.disallow : h0;
    const n1 = a === 0 ? h1 - SPEND.disallow : h1;
    const disallowed = this.extraWindow(t, a, diff, n0, n1, last);
    return a === 0 ? Math.min(scored, disallowed) : Math.max(scored, disallowed);
  }

  /** After the turn's result: the attacker may take an extra attack (the turn again). */
  extraWindow(t: number, a: Side, diff: number, h0: number, h1: number, last = false): number {
    const next = this.after(t, diff, h0, h1, last);
    const ha = a === 0 ? h0 : h1;
    if (!hasExtra(ha)) return next;
    const again = this.attack(t, a, diff, a === 0 ? h0 - SPEND.extra : h0, a === 1 ? h1 - SPEND.extra : h1, last);
    return a === 0 ? Math.max(next, again) : Math.min(next, again);
  }

  /** On to the next turn (after the injury-time attack: the end). */
  after(t: number, diff: number, h0: number, h1: number, last = false): number {
    return this.turnStart(last ? this.turns + 1 : t + 1, diff, h0, h1);
  }
}

/** Packs a side's holdings as the table's arguments take them. */
export const packHolding = pack;
/** The packed holding less one use of `k` (the caller checks there is one). */
export const spendOne = (packed: number, k: keyof typeof SPEND): number => packed - SPEND[k];

/**
 * The exact attack dice of side `attacker` in match `m` at the levels in use (over every face of the
 * level dice and the genius dice, the genius rules included).
 */
export function attackDice(ix: DataIndex, m: MatchState, attacker: Side): AttackDice {
  const lv = m.levels;
  if (!lv) return { goal: 0, attackerReroll: 0, defenderReroll: 0 };
  const d: Side = attacker === 0 ? 1 : 0;
  const att = ix.rolls[levelIndex(lv[attacker].attLevel)] as readonly DieRoll[];
  const def = ix.rolls[levelIndex(lv[d].defLevel)] as readonly DieRoll[];
  const roll = { attacker, att: att[0] as DieRoll, def: def[0] as DieRoll };
  // goal[i][j]: attack roll i against defence roll j scores.
  const goal: boolean[][] = att.map((a) => {
    roll.att = a;
    return def.map((b) => {
      roll.def = b;
      return turnOutcome(ix, m, roll).goal;
    });
  });
  const nA = att.length;
  const nD = def.length;
  let goals = 0;
  let missTurned = 0; // over missing pairs: the share of attack re-rolls that score
  let goalTurned = 0; // over scoring pairs: the share of defence re-rolls that stop it
  const goalsWithAtt = goal.map((row) => row.filter(Boolean).length);
  const goalsWithDef = def.map((_, j) => goal.filter((row) => row[j]).length);
  for (let i = 0; i < nA; i++)
    for (let j = 0; j < nD; j++) {
      if (goal[i]?.[j]) {
        goals++;
        goalTurned += (nD - (goalsWithAtt[i] as number)) / nD;
      } else missTurned += (goalsWithDef[j] as number) / nA;
    }
  const misses = nA * nD - goals;
  return {
    goal: goals / (nA * nD),
    attackerReroll: misses ? missTurned / misses : 0,
    defenderReroll: goals ? goalTurned / goals : 0,
  };
}

/** The attacking side of each turn from `from` to `to`, by the wheel (`homeAttacks`' bits). */
export function wheelAttackers(homeAttacks: number, from: number, to: number): Side[] {
  const attackers: Side[] = [];
  for (let turn = from; turn <= to; turn++) attackers.push((homeAttacks >> turn) & 1 ? 0 : 1);
  return attackers;
}

/** The chance that the tactic die gives the injury-time attack. */
export function injuryChance(tacticDie: readonly number[]): number {
  const high = tacticDie.filter((f) => f >= INJURY_ROLL_NEEDED).length;
  return tacticDie.length ? high / tacticDie.length : 0;
}

/** The rest of match `m` from its current turn on (the levels in use must be set). */
export function matchRest(ix: DataIndex, m: MatchState, homeAttacks: number, tacticDie: readonly number[]): MatchRest {
  return {
    attackers: m.turn >= INJURY_TURN ? [...m.injury] : wheelAttackers(homeAttacks, m.turn, TURNS),
    dice: [attackDice(ix, m, 0), attackDice(ix, m, 1)],
    ha: m.ha,
    injuryChance: injuryChance(tacticDie),
    injuryLeft: m.turn < INJURY_TURN,
  };
}
