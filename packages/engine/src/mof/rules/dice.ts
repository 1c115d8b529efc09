/**
 * The dice (rulebook: Components, Calculating Defence and Attack Levels; rules-mof.md § Dice).
 * Value → level by the data's thresholds; a level's die faces; the genius die with its G face.
 */
import type { Rng } from '../../core/rng.js';
import type { DiceDef, DieRoll, Level } from '../types.js';
import { LEVELS } from '../types.js';

/** The level (dice colour) of an attack or defence value. */
export function levelOf(dice: DiceDef, value: number): Level {
  let i = 0;
  while (i < dice.thresholds.length && value >= (dice.thresholds[i] as number)) i++;
  return LEVELS[i] as Level;
}

export function levelIndex(level: Level): number {
  return LEVELS.indexOf(level);
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

// The last dice's faces by level index: `dice.faces[level]`, a load by a name that varies from
// roll to roll, is several times slower than finding the level among six constants.
let facesOf: DiceDef | null = null;
let facesByIndex: readonly (readonly number[])[] = [];

/** Rolls a level die plus the genius die (an attack or a defence roll). */
export function rollSide(rng: Rng, dice: DiceDef, level: Level): DieRoll {
  if (dice !== facesOf) {
    facesOf = dice;
    facesByIndex = LEVELS.map((l) => dice.faces[l]);
  }
  const die = rng.pick(facesByIndex[levelIndex(level)] as readonly number[]);
  const i = rollGeniusFace(rng, dice);
  const genius = dice.genius[i] as number;
  return { level, die, genius, g: i === dice.geniusIndex, total: die + genius };
}
