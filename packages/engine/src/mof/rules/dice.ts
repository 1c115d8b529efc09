/**
 * The dice (rulebook: Components, Calculating Defence and Attack Levels; docs/rules/mof.md#dice).
 * Value → level by the data's thresholds; a level's die faces; the genius die with its G face.
 */
import type { Rng } from '../../core/rng.js';
import type { DataIndex } from '../data/index.js';
import type { DiceDef, DieRoll, Level } from '../types.js';
import { LEVELS } from '../types.js';

/** The level (dice colour) of an attack or defence value. */
export function levelOf(dice: DiceDef, value: number): Level {
  let i = 0;
  while (i < dice.thresholds.length && value >= (dice.thresholds[i] as number)) i++;
  return LEVELS[i] as Level;
}

/** The index of `level` in `LEVELS` (a switch: `indexOf` is a call into V8, made on every roll). */
export function levelIndex(level: Level): number {
  switch (level) {
    case 'red':
      return 0;
    case 'brown':
      return 1;
    case 'orange':
      return 2;
    case 'green':
      return 3;
    case 'blue':
      return 4;
    case 'purple':
      return 5;
  }
  return -1;
}

/** One step up (+1) or down (−1), staying within the six levels. */
export function shiftLevel(level: Level, by: number): Level {
  return LEVELS[Math.max(0, Math.min(LEVELS.length - 1, levelIndex(level) + by))] as Level;
}

/** Rolls the genius die: its value and whether it shows the genius face. */
export function rollGenius(rng: Rng, dice: DiceDef): { value: number; g: boolean } {
  const i = rollGeniusFace(rng, dice);
  return { value: dice.genius[i] as number, g: i === dice.geniusIndex };
}

/** Rolls the genius die: the index of the face shown (into `dice.genius`). */
export function rollGeniusFace(rng: Rng, dice: DiceDef): number {
  return rng.int(dice.genius.length);
}

export function rollTacticDie(rng: Rng, dice: DiceDef): number {
  return rng.pick(dice.tactic);
}

/**
 * Every roll of a level die plus the genius die, by level index, then level-die face × genius face:
 * shared records (a roll is never changed once made), so rolling allocates nothing. Built once per
 * data set (`DataIndex.rolls`). Indexed by the level's position among six constants:
 * `dice.faces[level]`, a load by a name that varies from roll to roll, is several times slower.
 */
export function rollTable(dice: DiceDef): readonly (readonly DieRoll[])[] {
  return LEVELS.map((l) =>
    dice.faces[l].flatMap((die) =>
      dice.genius.map((genius, i): DieRoll => ({
        level: l,
        die,
        genius,
        g: i === dice.geniusIndex,
        total: die + genius,
      })),
    ),
  );
}

/** Rolls a level die plus the genius die (an attack or a defence roll), from `ix.rolls`. */
export function rollSide(rng: Rng, ix: DataIndex, level: Level): DieRoll {
  const n = ix.dice.genius.length;
  const rolls = ix.rolls[levelIndex(level)] as readonly DieRoll[];
  // The same draws as picking a face of the level die, then rolling the genius die.
  const face = rng.int(rolls.length / n);
  return rolls[face * n + rollGeniusFace(rng, ix.dice)] as DieRoll;
}
