/**
 * A rollout policy for the MoF search that spends its turn-window effects by the dice odds: the
 * random bot, except in the windows that change this turn's dice (re-roll, extra attack, skip the
 * attacker's turn, disallow a goal), where it uses the effect when the exact chance of the roll it
 * changes makes it worth it, and keeps it otherwise. Much cheaper than a greedy rollout.
 */
import type { Bot } from '../core/bots.js';
import { indexOf, type DataIndex } from './data/index.js';
import { levelIndex } from './rules/dice.js';
import { GENIUS_BITS } from './rules/facts.js';
import { hasGenius, turnOutcome } from './rules/kick-off.js';
import { attackerNow } from './rules/wheel.js';
import { randomBot } from './bots.js';
import { frozen, legalMain } from './engine.js';
import type { DieRoll, MatchState, MofAction, MofState, Side } from './types.js';

/** How the odds policy decides (exported for tests and experiments). */
export interface OddsPolicy {
  /** A re-roll is used from this chance on that the new roll turns the turn's result round. */
  readonly rerollFrom: number;
  /** An extra attack is used from this goal chance on. */
  readonly attackFrom: number;
  /** The skip is used against an attack with at least this goal chance. */
  readonly skipFrom: number;
  /** From this turn on (of 12, injury time after), every effect is used: nothing is worth keeping. */
  readonly lateTurn: number;
}

export const ODDS_POLICY: OddsPolicy = Object.freeze({
  rerollFrom: 0.35,
  attackFrom: 0.4,
  skipFrom: 0.45,
  lateTurn: 10,
});

/**
 * The exact chance that side `attacker` scores with a fresh roll of this turn's dice in match `m`
 * (both dice and both genius dice over every face, the genius rules included).
 */
export function goalChance(ix: DataIndex, m: MatchState, attacker: Side): number {
  const lv = m.levels;
  if (!lv) return 0;
  const d: Side = attacker === 0 ? 1 : 0;
  const att = ix.rolls[levelIndex(lv[attacker].attLevel)] as readonly DieRoll[];
  const def = ix.rolls[levelIndex(lv[d].defLevel)] as readonly DieRoll[];
  let goals = 0;
  const roll = { attacker, att: att[0] as DieRoll, def: def[0] as DieRoll };
  for (const a of att) {
    roll.att = a;
    for (const b of def) {
      roll.def = b;
      if (turnOutcome(ix, m, roll).goal) goals++;
    }
  }
  return goals / (att.length * def.length);
}

/**
 * The exact chance that `side` re-rolling its own dice (level die and genius die) turns the turn's
 * result round, the other side's dice staying as rolled: a goal for the attacker, none for the defender.
 */
export function rerollChance(ix: DataIndex, m: MatchState, side: Side): number {
  const lv = m.levels;
  const roll = m.roll;
  if (!lv || !roll) return 0;
  const attacking = side === roll.attacker;
  const rolls = ix.rolls[levelIndex(attacking ? lv[side].attLevel : lv[side].defLevel)] as readonly DieRoll[];
  const again = { attacker: roll.attacker, att: roll.att, def: roll.def };
  let turned = 0;
  for (const r of rolls) {
    if (attacking) again.att = r;
    else again.def = r;
    if (turnOutcome(ix, m, again).goal === attacking) turned++;
  }
  return turned / rolls.length;
}

/** A cache key for `goalChance`: the levels and which genius rules can apply. */
function chanceKey(ix: DataIndex, m: MatchState, attacker: Side): string {
  const lv = m.levels;
  if (!lv) return '';
  const d: Side = attacker === 0 ? 1 : 0;
  const aG = !m.sides[attacker].used.genius && hasGenius(ix, m.sides[attacker].lineup, GENIUS_BITS.A as number);
  const dG = hasGenius(ix, m.sides[d].lineup, GENIUS_BITS.D as number);
  return `${lv[attacker].attLevel}:${lv[d].defLevel}:${aG ? 1 : 0}${dG ? 1 : 0}`;
}

/**
 * The window decision of the odds policy in `s` (a use or a pass), or undefined when `s` awaits
 * no re-roll, extra attack, skip or disallow decision. `chances` caches goal chances (one per bot).
 */
function oddsWindowChoice(
  s: MofState,
  chances: Map<string, number>,
  policy: OddsPolicy = ODDS_POLICY,
): MofAction | undefined {
  const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
  const p = m?.pending;
  if (!m || !p) return undefined;
  const ix = indexOf(s.data);
  const chance = (attacker: Side): number => {
    const key = chanceKey(ix, m, attacker);
    let c = chances.get(key);
    if (c === undefined) {
      c = goalChance(ix, m, attacker);
      chances.set(key, c);
    }
    return c;
  };
  const late = m.turn >= policy.lateTurn;
  let use: boolean;
  switch (p.kind) {
    case 'react': {
      // Offered to the side the roll displeases (the defender of a goal, or a missed attacker):
      // worth a re-roll when the new roll has a fair chance of turning the result round.
      const turn = rerollChance(ix, m, p.side);
      use = late ? turn > 0 : turn >= policy.rerollFrom;
      break;
    }
    case 'extra':
      use = late || chance(p.side) >= policy.attackFrom;
      break;
    case 'preTurn':
      use = late || chance(attackerNow(s, m)) >= policy.skipFrom;
      break;
    case 'disallow':
      use = true;
      break;
    default:
      return undefined;
  }
  const legal = legalMain(s);
  let chosen: MofAction | undefined;
  for (const a of legal) {
    if (a.type === 'pass') {
      if (!use) chosen = a;
      continue;
    }
    // A manager's own ability first (free), else the first card.
    if (use && (chosen === undefined || ('source' in a && a.source === 'ability'))) chosen = a;
  }
  return frozen(chosen ?? (legal[0] as MofAction));
}

/** The odds rollout bot, seeded (its random decisions). */
export function oddsRolloutBot(seed: number | string = 0, policy: OddsPolicy = ODDS_POLICY): Bot<MofState, MofAction> {
  const random = randomBot(seed);
  // Goal chances by levels and genius rules: a handful per match, asked at every window.
  const chances = new Map<string, number>();
  return (s) => oddsWindowChoice(s, chances, policy) ?? random(s);
}
