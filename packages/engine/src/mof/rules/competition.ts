/**
 * Championship Sequence, Results Pad Fixtures, Non-Person Teams, Competition for 5–8 Persons
 * (rulebook; docs/rules/mof.md#the-championship, #calendar,
 * #standings). Four teams per championship (A–D), six matchdays
 * with the results-pad pairings (first named at home), Academy after matchday 2, Transfer Market
 * after matchday 3. 5–8 persons: two championships in parallel, then a two-match final.
 */

/**
 * Results-pad fixtures by matchday (`FIXTURES[md - 1]`): [home, away] as team letters 0..3 (A..D),
 * the position of a team among its group's teams in team order (see `fixtures(s, md)` for team
 * indices).
 */
export const FIXTURES: readonly (readonly [number, number])[][] = [
  [
    [2, 0],
    [3, 1],
  ],
  [
    [0, 3],
    [1, 2],
  ],
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [3, 0],
    [2, 1],
  ],
  [
    [1, 0],
    [3, 2],
  ],
];

/** League matchdays (the final's legs, with 5–8 persons, are matchdays 7 and 8). */
export const MATCHDAYS = FIXTURES.length;
export const ACADEMY_AFTER = 2;
export const MARKET_AFTER = 3;
export const TEAMS_PER_GROUP = 4;
/** Matchdays 7 and 8 are the two legs of the final (5–8 persons). */
export const FINAL_LEGS = [7, 8];
export const MIN_PERSONS = 2;
export const MAX_PERSONS = 8;

/** Persons per championship group: one group up to 4, else two as even as possible. */
export function groupSizes(persons: number): number[] {
  return persons <= TEAMS_PER_GROUP ? [persons] : [Math.ceil(persons / 2), Math.floor(persons / 2)];
}

export function teamLetter(i: number): string {
  return 'ABCD'[i] ?? '?';
}
