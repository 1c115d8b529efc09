/**
 * Academy (rulebook: Academy; docs/rules/mof.md#academy). After matchday 2 each manager
 * rolls the genius die twice: 1 → a bronze talent, 2 (genius face included) → a silver talent.
 * Youth Academy rolls 5 times and keeps 2. Youth Academy, or a manager who played Wonderkid, draws
 * a gold talent on the genius face and may keep one regardless of cost. A talent kept must cost
 * within the academy limit; if none drawn fits, the manager rolls again until one does.
 */
import type { DataIndex } from '../data/index.js';
import type { PlayerLevel, TeamState } from '../types.js';
import { abilityOf } from './effects.js';
import { managerOf } from './context.js';

export const ACADEMY_ROLLS = 2;
export const ACADEMY_KEEP = 1;
/** Guard against data where no talent can ever fit the limit. */
export const MAX_EXTRA_ROLLS = 30;

export function academyRolls(ix: DataIndex, team: TeamState): { rolls: number; keep: number; gold: boolean } {
  const bonus = abilityOf(ix, team, 'academyBonus');
  return {
    rolls: bonus?.rolls ?? ACADEMY_ROLLS,
    keep: bonus?.keep ?? ACADEMY_KEEP,
    gold: Boolean(bonus) || team.wonderkid,
  };
}

/** The stack a genius-die roll draws from. */
export function talentLevel(value: number, g: boolean, goldRight: boolean): PlayerLevel {
  if (g && goldRight) return 'gold';
  return value <= 1 ? 'bronze' : 'silver';
}

/** Whether `id` may join within the academy limit (gold talents are exempt with the gold right). */
export function withinLimit(ix: DataIndex, team: TeamState, id: string, goldRight: boolean): boolean {
  const p = ix.player.get(id);
  if (!p) return false;
  const limit = managerOf(ix, team)?.academy ?? 0;
  return p.cost <= limit || (goldRight && p.level === 'gold');
}

/** Every legal keep choice: up to `keep` talents within the limit, at most one gold beyond it. */
export function keepChoices(ix: DataIndex, team: TeamState, goldRight: boolean): string[][] {
  const limit = managerOf(ix, team)?.academy ?? 0;
  const ok = [...new Set(team.offer)].filter((id) => withinLimit(ix, team, id, goldRight));
  const over = (ids: string[]) => ids.filter((id) => (ix.player.get(id)?.cost ?? 0) > limit).length;
  const out: string[][] = [[]];
  const grow = (start: number, cur: string[]) => {
    for (let i = start; i < ok.length; i++) {
      const next = [...cur, ok[i] as string];
      if (over(next) > 1) continue;
      out.push(next);
      if (next.length < team.keep) grow(i + 1, next);
    }
  };
  if (team.keep > 0) grow(0, []);
  return out;
}
