/**
 * The win odds of a stand-alone match from kick-off for two line-ups (win-odds.ts values the rest of
 * a match once its levels are set; this adds the two halves' tactics in front of it), and the
 * pre-match choices read from them: which line-ups are worth searching, which tactic card to play.
 *
 * The model: each half's match tactic is the card of the side that wins that half's tactical roll
 * (exact over the tactic and genius dice, a tie to home advantage, a Tactical Genius on a G face
 * outright). A side's card counts only when it wins, so its best card is the tactic best for it
 * whatever the other chooses: home's the highest value for home, away's the lowest. In the second
 * half that choice is made against the first half's score. Each half is played at the levels its
 * tactic gives (rules/levels.ts, with the cards in play); no turn-window effects are counted (what a
 * line-up and a tactic decide is the levels; the effects held are valued alike whatever they are).
 * Simplifications: no tactical re-roll, no substitution, no pre-match card still to come.
 *
 * Fair: an opponent's line-up still face down is not read; its value is the mean over every team
 * the opponent's squad (public) could field.
 */
import { indexOf, type DataIndex } from './data/index.js';
import { computeLevels } from './rules/levels.js';
import { hasGenius } from './rules/kick-off.js';
import { GENIUS_BITS } from './rules/facts.js';
import { tacticalRollOf } from './rules/tactical-roll.js';
import { teamChoices } from './rules/match-preparation.js';
import { TURNS } from './rules/wheel.js';
import { attackDice, injuryChance, wheelAttackers, WinOddsTable, type AttackDice, type MatchRest } from './win-odds.js';
import { TACTICS } from './types.js';
import type { MatchState, MofState, Side, Tactic } from './types.js';

/** The first turn of the second half. */
const SECOND_HALF = 7;

/** Two line-ups, home's first. */
export type Lineups = readonly [readonly string[], readonly string[]];

/** The kick-off odds of a pair of line-ups, for home (a win 1, a draw ½). */
export interface KickOffOdds {
  /** Home's chance of winning a tactical roll. */
  roll: number;
  /** Home's value of the match with each tactic (in `tactics` order) as the first half's. */
  first: number[];
  /** The tactics that may be the match tactic (all four, or the one a card forces). */
  tactics: readonly Tactic[];
  /** Home's value from kick-off, both sides playing their best tactic card in each half. */
  value: number;
}

/**
 * Home's chance of winning a tactical roll with these line-ups, without cards in play (the dice of
 * both sides over every face: tactic die plus genius die, a G face counting its value).
 */
export function tacticalRollChance(ix: DataIndex, s: MofState, m: MatchState, lineups: Lineups): number {
  const fixed = (side: Side) => tacticalRollOf(ix, s, withLineups(m, lineups), side, 0, 0, false).total;
  const genius = (side: Side) => hasGenius(ix, lineups[side], GENIUS_BITS.T as number);
  const { tactic, genius: gFaces, geniusIndex } = ix.dice;
  const rolls: { v: number; g: boolean }[] = [];
  for (const die of tactic) gFaces.forEach((v, i) => rolls.push({ v: die + v, g: i === geniusIndex }));
  const [h, a] = [fixed(0), fixed(1)];
  const [hg, ag] = [genius(0), genius(1)];
  let home = 0;
  for (const x of rolls)
    for (const y of rolls) {
      const hOut = hg && x.g;
      const aOut = ag && y.g;
      const homeWins =
        hOut && aOut ? m.ha === 0 : hOut ? true : aOut ? false : h + x.v === a + y.v ? m.ha === 0 : h + x.v > a + y.v;
      if (homeWins) home++;
    }
  return home / (rolls.length * rolls.length);
}

/** `m` with these line-ups on the field (a copy; `m` is not changed). */
function withLineups(m: MatchState, lineups: Lineups): MatchState {
  return {
    ...m,
    sides: [
      { ...m.sides[0], lineup: lineups[0] as string[] },
      { ...m.sides[1], lineup: lineups[1] as string[] },
    ],
  };
}

/**
 * The attack dice of both sides (index = attacker) with these line-ups and `tactic` as the match
 * tactic: the cards in play that do not suit it lose their effect, as at the second half's levels.
 * `cache` keeps the dice by what they depend on (the two levels and the genius players).
 */
function halfDice(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  lineups: Lineups,
  tactic: Tactic,
  cache: Map<string, AttackDice>,
): [AttackDice, AttackDice] {
  const cards = m.cards.filter((pc) => {
    const tactics = ix.card.get(pc.card)?.tactics;
    return pc.active && (!tactics || tactics.includes(tactic));
  });
  const field = { ...withLineups(m, lineups), cards };
  field.levels = computeLevels(ix, s, field, tactic, false).levels;
  const dice = (a: Side): AttackDice => {
    const d: Side = a === 0 ? 1 : 0;
    const lv = field.levels as NonNullable<MatchState['levels']>;
    const key = [
      lv[a].attLevel,
      lv[d].defLevel,
      !field.sides[a].used.genius && hasGenius(ix, lineups[a], GENIUS_BITS.A as number),
      hasGenius(ix, lineups[d], GENIUS_BITS.D as number),
    ].join('|');
    let found = cache.get(key);
    if (!found) cache.set(key, (found = attackDice(ix, field, a)));
    return found;
  };
  return [dice(0), dice(1)];
}

/** The tactics that may be a half's match tactic: the one a card forces, or all four. */
const tacticsOf = (m: MatchState): readonly Tactic[] => (m.forced ? [m.forced] : TACTICS);

/** Home's value of a half when home wins its roll with chance `roll`: home's best card or away's. */
const bestCards = (values: readonly number[], roll: number): number =>
  roll * Math.max(...values) + (1 - roll) * Math.min(...values);

/**
 * The second half's tables, one per tactic (in `tacticsOf` order): home's value from turn 7 at the
 * levels that tactic gives.
 */
function secondHalfTables(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  lineups: Lineups,
  cache: Map<string, AttackDice>,
): WinOddsTable[] {
  const attackers = wheelAttackers(ix.homeAttacks, SECOND_HALF, TURNS);
  const injury = injuryChance(s.data.dice.tactic);
  return tacticsOf(m).map(
    (t) =>
      new WinOddsTable({
        attackers,
        dice: halfDice(ix, s, m, lineups, t, cache),
        ha: m.ha,
        injuryChance: injury,
        injuryLeft: true,
      }),
  );
}

/**
 * Home's odds of match `m` (a stand-alone match before its first half) from kick-off with these
 * line-ups; `cache` shares attack dice between calls.
 */
export function kickOffOdds(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  lineups: Lineups,
  cache: Map<string, AttackDice> = new Map(),
): KickOffOdds {
  const roll = tacticalRollChance(ix, s, m, lineups);
  const second = secondHalfTables(ix, s, m, lineups, cache);
  const atHalfTime = new Map<number, number>();
  const end: MatchRest['end'] = (diff) => {
    let v = atHalfTime.get(diff);
    if (v === undefined) {
      v = bestCards(
        second.map((table) => table.turnStart(0, diff, 0, 0)),
        roll,
      );
      atHalfTime.set(diff, v);
    }
    return v;
  };
  const attackers = wheelAttackers(ix.homeAttacks, 1, SECOND_HALF - 1);
  const injury = injuryChance(s.data.dice.tactic);
  const tactics = tacticsOf(m);
  const first = tactics.map((t) =>
    new WinOddsTable({
      attackers,
      dice: halfDice(ix, s, m, lineups, t, cache),
      ha: m.ha,
      injuryChance: injury,
      injuryLeft: false,
      end,
    }).turnStart(0, 0, 0, 0),
  );
  return { roll, first, tactics, value: bestCards(first, roll) };
}

/**
 * The teams side `side` of `m` may be fielding, as the other side sees it: its line-up once shown
 * (or a non-person team's), else every team its squad allows.
 */
function possibleTeams(ix: DataIndex, s: MofState, m: MatchState, side: Side): readonly (readonly string[])[] {
  const sd = m.sides[side];
  const team = s.teams[sd.team];
  if ((m.shown || team?.npt != null) && sd.lineup.length > 0) return [sd.lineup];
  return teamChoices(ix, team?.squad ?? [], sd.wood);
}

/** The stand-alone match of `s` before its first half, or undefined. */
function preMatch(s: MofState): MatchState | undefined {
  const m = s.kind === 'match' && s.stage === 'matchday' ? s.matches[0] : undefined;
  return m && m.levels === null && m.phase !== 'over' ? m : undefined;
}

/**
 * `side`'s expected score from kick-off with each of `teams` on the field, the mean over the teams
 * the other side may field (see `possibleTeams`); undefined when `s` is not a stand-alone match
 * before kick-off.
 */
export function lineupValues(s: MofState, side: Side, teams: readonly (readonly string[])[]): number[] | undefined {
  const m = preMatch(s);
  if (!m) return undefined;
  const ix = indexOf(s.data);
  const other: Side = side === 0 ? 1 : 0;
  const theirs = possibleTeams(ix, s, m, other);
  const cache = new Map<string, AttackDice>();
  return teams.map((mine) => {
    let total = 0;
    for (const o of theirs) {
      const home = kickOffOdds(ix, s, m, side === 0 ? [mine, o] : [o, mine], cache).value;
      total += side === 0 ? home : 1 - home;
    }
    return total / theirs.length;
  });
}

/**
 * The tactic card `side` should play in the tactic decision of `s`'s stand-alone match: the one
 * whose half is worth most to it when it wins the roll. Before the first half, the match from
 * kick-off (the mean over the teams the other side may field, each weighted by `side`'s chance of
 * winning the roll against it); at half time, the second half at the score. Undefined elsewhere.
 */
export function bestTactic(s: MofState, side: Side): Tactic | undefined {
  const m = s.kind === 'match' && s.stage === 'matchday' ? s.matches[0] : undefined;
  if (!m || (m.at !== 'tactic' && m.at !== 'tactic2') || m.forced) return undefined;
  const ix = indexOf(s.data);
  const other: Side = side === 0 ? 1 : 0;
  const sign = side === 0 ? 1 : -1; // home's values, turned into `side`'s
  const cache = new Map<string, AttackDice>();
  const worth = TACTICS.map(() => 0);
  for (const o of possibleTeams(ix, s, m, other)) {
    const lineups: Lineups = side === 0 ? [m.sides[0].lineup, o] : [o, m.sides[1].lineup];
    if (m.at === 'tactic') {
      const odds = kickOffOdds(ix, s, m, lineups, cache);
      const mine = side === 0 ? odds.roll : 1 - odds.roll;
      odds.first.forEach((v, i) => (worth[i] = (worth[i] as number) + mine * sign * v));
    } else {
      const diff = m.score[0] - m.score[1];
      secondHalfTables(ix, s, m, lineups, cache).forEach(
        (table, i) => (worth[i] = (worth[i] as number) + sign * table.turnStart(0, diff, 0, 0)),
      );
    }
  }
  let best = 0;
  for (let i = 1; i < worth.length; i++) if ((worth[i] as number) > (worth[best] as number)) best = i;
  return TACTICS[best];
}
