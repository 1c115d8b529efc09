/**
 * Winning the Game (rulebook: Winning the Game; Competition for 5–8 Persons). Most points wins;
 * ties broken by goal difference, then goals scored, then goals scored as a visitor. Beyond the
 * rulebook's tie-breakers the team listed first (team letter order) ranks higher.
 */
import type { ResultRow, StandingRow } from '../types.js';
import { matchPoints } from './final-whistle.js';

/** The table for `teams` (indices) from `results` (only rows between listed teams count). */
export function standingsFrom(
  results: readonly ResultRow[],
  teams: readonly number[],
  names: readonly string[] = [],
): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (const t of teams) {
    rows.set(t, {
      team: t,
      name: names[t] ?? String(t),
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      gf: 0,
      ga: 0,
      gd: 0,
      away: 0,
      points: 0,
    });
  }
  for (const r of results) {
    const h = rows.get(r.home);
    const a = rows.get(r.away);
    if (!h || !a) continue;
    const [hp, ap] = matchPoints([r.hg, r.ag]);
    for (const [row, gf, ga, pts] of [
      [h, r.hg, r.ag, hp],
      [a, r.ag, r.hg, ap],
    ] as const) {
      row.played++;
      row.gf += gf;
      row.ga += ga;
      row.gd = row.gf - row.ga;
      row.points += pts;
      if (pts === 3) row.won++;
      else if (pts === 1) row.drawn++;
      else row.lost++;
    }
    a.away += r.ag;
  }
  return [...rows.values()].sort(compareRows(teams));
}

/** Points, goal difference, goals scored, away goals; then the listed order. */
export function compareRows(order: readonly number[]) {
  return (x: StandingRow, y: StandingRow): number =>
    y.points - x.points ||
    y.gd - x.gd ||
    y.gf - x.gf ||
    y.away - x.away ||
    order.indexOf(x.team) - order.indexOf(y.team);
}

/** Which tie-breaker separated two rows (for UIs): 'points', 'goalDifference', 'goalsScored', 'awayGoals' or 'order'. */
export function decidedBy(
  x: StandingRow,
  y: StandingRow,
): 'points' | 'goalDifference' | 'goalsScored' | 'awayGoals' | 'order' {
  if (x.points !== y.points) return 'points';
  if (x.gd !== y.gd) return 'goalDifference';
  if (x.gf !== y.gf) return 'goalsScored';
  if (x.away !== y.away) return 'awayGoals';
  return 'order';
}

/**
 * The final's winner (5–8 persons): the two final legs with the tie-breakers; if still tied, the
 * same comparison over each team's championship.
 */
export function finalWinner(results: readonly ResultRow[], a: number, b: number): number {
  const legs = results.filter((r) => r.md > 6);
  const f = standingsFrom(legs, [a, b]);
  const [x, y] = f as [StandingRow, StandingRow];
  // (with no order listed, rows compare equal only when level on every tie-breaker)
  if (compareRows([])(x, y) !== 0) return x.team;
  const league = results.filter((r) => r.md <= 6);
  const ra = standingsFrom(league, teamsOfGroupOf(league, a)).find((r) => r.team === a);
  const rb = standingsFrom(league, teamsOfGroupOf(league, b)).find((r) => r.team === b);
  if (ra && rb) return compareRows([a, b])(ra, rb) <= 0 ? a : b;
  return a;
}

function teamsOfGroupOf(results: readonly ResultRow[], t: number): number[] {
  const set = new Set<number>([t]);
  for (const r of results) {
    if (r.home !== t && r.away !== t) continue;
    set.add(r.home);
    set.add(r.away);
  }
  return [...set];
}
