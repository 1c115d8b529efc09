/**
 * Reading the JSON a page writes into an element's attributes by hand — `<mof-league-table
 * results>`, `<mof-match-wheel goals>`, `<mof-dice dice>` — with a readable error for each mistake:
 * code few pages need (those showing a live match or championship never do), downloaded only when
 * an element is given such an input (through `pageInputs` in on-demand-engine.ts, never imported
 * statically).
 */
import { FIXTURES, LEVELS, type DiceDef, type ResultRow } from '@pitchside/engine/mof';
import type { TableResult } from './mof-league-table/mof-league-table.js';
import type { WheelGoal } from './mof-match-wheel/mof-match-wheel.js';

/** `results` (and `teams`) of `<mof-league-table>`: the rows the engine ranks, and the team names. */
export function readResults(value: unknown, teamsValue: unknown): { results: ResultRow[]; names: string[] } {
  if (teamsValue !== undefined && (!Array.isArray(teamsValue) || !teamsValue.every((n) => typeof n === 'string')))
    throw new Error('“teams” must be a list of names, e.g. ["Hanoi", "Saigon"]');
  const names: string[] = [...((teamsValue as string[] | undefined) ?? [])];
  if (!Array.isArray(value))
    throw new Error('expected a list such as [{"home": "Hanoi", "away": "Saigon", "score": [2, 1]}]');
  const team = (t: unknown, where: string): number => {
    if (typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < names.length) return t;
    if (typeof t === 'string' && t.trim()) {
      const i = names.indexOf(t);
      return i >= 0 ? i : names.push(t) - 1;
    }
    throw new Error(`${where} must be a team name (or its index in “teams”)`);
  };
  const results = value.map((r: unknown, i): ResultRow => {
    const row = r as Partial<TableResult> | null;
    const where = `result ${i + 1}`;
    if (!row || typeof row !== 'object') throw new Error(`${where} must be an object`);
    const home = team(row.home, `${where}: "home"`);
    const away = team(row.away, `${where}: "away"`);
    if (home === away) throw new Error(`${where}: a team cannot play itself`);
    const score = row.score;
    if (!Array.isArray(score) || score.length !== 2 || !score.every((n) => Number.isInteger(n) && n >= 0))
      throw new Error(`${where}: "score" must be two whole numbers, e.g. [2, 1]`);
    return { md: row.md ?? i + 1, group: 0, home, away, hg: score[0] as number, ag: score[1] as number };
  });
  return { results, names };
}

/** `goals` of `<mof-match-wheel>`. */
export function readGoals(value: unknown): WheelGoal[] {
  if (!Array.isArray(value)) throw new Error('expected a list such as [{"turn": 4, "side": "home"}]');
  return value.map((g: unknown, i) => {
    const goal = g as Partial<WheelGoal> | null;
    if (!goal || typeof goal.turn !== 'number' || !Number.isInteger(goal.turn) || goal.turn < 1 || goal.turn > 13)
      throw new Error(`goal ${i + 1} needs a "turn" from 1 to 13`);
    if (goal.side !== 'home' && goal.side !== 'away') throw new Error(`goal ${i + 1} needs a "side": "home" or "away"`);
    return { turn: goal.turn, side: goal.side, disallowed: Boolean(goal.disallowed) };
  });
}

/** `dice` of `<mof-dice>`: the engine's `DiceDef` of a page's own dice. */
export function readDice(value: unknown): DiceDef {
  const dice = value as Partial<DiceDef> | null;
  const numbers = (list: unknown) => Array.isArray(list) && list.length > 0 && list.every((n) => Number.isInteger(n));
  if (
    !dice ||
    !numbers(dice.tactic) ||
    !numbers(dice.genius) ||
    !dice.faces ||
    !LEVELS.every((l) => numbers(dice.faces?.[l]))
  )
    throw new Error('dice need "tactic", "genius" and "faces" for each level, as lists of whole numbers');
  return dice as DiceDef;
}

/**
 * `teams` and `results` of `<mof-results-pad>`: the four teams of the pad (A, B, C, D in order) and
 * results by name, each placed on the matchday the calendar (the engine's `FIXTURES`) gives its
 * pairing, home team first.
 */
export function readPadTeams(teamsValue: unknown): string[] {
  if (
    !Array.isArray(teamsValue) ||
    teamsValue.length !== 4 ||
    !teamsValue.every((n) => typeof n === 'string' && n.trim()) ||
    new Set(teamsValue).size !== 4
  )
    throw new Error('give the pad’s four team names, A to D, e.g. ["Hanoi", "Saigon", "Hue", "Danang"]');
  return teamsValue as string[];
}

/** `results` of `<mof-results-pad>` between the pad's teams (`readPadTeams`). */
export function readPad(value: unknown, names: string[]): { results: ResultRow[]; names: string[] } {
  const { results } = readResults(value ?? [], names);
  if (results.some((r) => r.home >= 4 || r.away >= 4))
    throw new Error(`every result must be between two of the teams (${names.join(', ')})`);
  return {
    names,
    results: results.map((r, i) => {
      const md = FIXTURES.findIndex((day) => day.some(([h, a]) => h === r.home && a === r.away)) + 1;
      if (md === 0) {
        const reverse = FIXTURES.findIndex((day) => day.some(([h, a]) => h === r.away && a === r.home)) + 1;
        throw new Error(
          `result ${i + 1}: ${names[r.home]} – ${names[r.away]} is not a pairing of the calendar (matchday ${reverse} has ${names[r.away]} at home)`,
        );
      }
      if (results.findIndex((x) => x.home === r.home && x.away === r.away) !== i)
        throw new Error(`result ${i + 1}: ${names[r.home]} – ${names[r.away]} is given twice`);
      return { ...r, md };
    }),
  };
}
