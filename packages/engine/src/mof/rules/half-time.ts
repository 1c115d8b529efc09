/**
 * Half-Time (rulebook: Half-Time, Match Tactics for the Second Half, Player Modifiers).
 * One substitution each (more with a Substitutions card in effect). The side with home advantage
 * announces second whether and when it substitutes. A manager who substitutes after the tactical
 * roll and won it may only bring on a player of equal or higher tactical value. A substituted
 * player's modifiers stop applying.
 */
import type { DataIndex } from '../data/index.js';
import type { MatchState, MofState, PlayerDef, Side } from '../types.js';
import { effectOf } from './effects.js';

/** Substitutions allowed to `side` this half time. */
export function substitutionsAllowed(ix: DataIndex, m: MatchState, side: Side): number {
  let n = 1;
  for (const pc of m.cards) {
    if (!pc.active || pc.side !== side) continue;
    const e = effectOf(ix.card.get(pc.card)?.effects ?? [], 'sub');
    if (e) n += e.n;
  }
  return n;
}

/** Squad players not on the field. */
export function bench(s: MofState, m: MatchState, side: Side): string[] {
  const team = s.teams[m.sides[side].team];
  if (!team || team.seat === null) return [];
  const lineup = m.sides[side].lineup;
  return team.squad.filter((id) => !lineup.includes(id));
}

/**
 * `lineup.includes(id)` for a line-up of three, without a call into V8. (Not core's `indexIn`: a
 * loop shared by every caller gathers all their type feedback, which made MoF's rules slower.)
 */
function onField(lineup: readonly string[], id: string): boolean {
  for (let i = 0; i < lineup.length; i++) if (lineup[i] === id) return true;
  return false;
}

/** Legal (out, in) pairs for `side`; `late` = after the tactical roll. */
export function substitutionChoices(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  late: boolean,
): [string, string][] {
  const out: [string, string][] = [];
  findSubstitutions(ix, s, m, side, late, out);
  return out;
}

/** Whether `side` has any legal substitution (`substitutionChoices(…).length > 0`). */
export const canSubstitute = (ix: DataIndex, s: MofState, m: MatchState, side: Side, late: boolean): boolean =>
  findSubstitutions(ix, s, m, side, late, null);

/** The search behind `substitutionChoices`: appends the pairs to `out` (without, only says whether there is one). */
function findSubstitutions(
  ix: DataIndex,
  s: MofState,
  m: MatchState,
  side: Side,
  late: boolean,
  out: [string, string][] | null,
): boolean {
  const sd = m.sides[side];
  const team = s.teams[sd.team];
  if (!team || team.seat === null) return false; // no bench (see `bench`)
  const restricted = late && sd.wonRoll;
  const lineup = sd.lineup;
  const defs = lineup.map((id) => ix.player.get(id)); // each read once
  for (let i = 0; i < lineup.length; i++) {
    const off = lineup[i] as string;
    if (off === sd.wood) continue;
    const offTac = defs[i]?.tac ?? 0;
    // The two who stay must differ in position from each other or from the newcomer.
    let x: PlayerDef | undefined;
    let y: PlayerDef | undefined;
    for (let j = 0, n = 0; j < lineup.length && n < 2; j++)
      if (lineup[j] !== off) {
        if (n++) y = defs[j];
        else x = defs[j];
      }
    const stay = x?.pos === y?.pos ? x?.pos : undefined;
    for (let j = 0; j < team.squad.length; j++) {
      const on = team.squad[j] as string;
      if (onField(lineup, on)) continue; // not on the bench
      if (restricted || stay !== undefined) {
        const p = ix.player.get(on);
        if (restricted && (p?.tac ?? 0) < offTac) continue;
        if (stay !== undefined && p?.pos === stay) continue; // all three of one position
      }
      if (!out) return true;
      out.push([off, on]);
    }
  }
  return out !== null && out.length > 0;
}
