/**
 * A rollout policy for the MoF search that decides the turn windows (re-roll, extra attack, skip,
 * disallow) by the win odds of the match's rest (match-odds.ts): an effect is used when using it
 * now is worth more to its side than keeping it for later. Every other decision is the odds
 * rollout's (odds-rollout.ts): at random.
 */
import type { Bot } from '../core/bots.js';
import { frozen, legalMain } from './engine.js';
import { windowValues } from './match-odds.js';
import { oddsRolloutBot } from './odds-rollout.js';
import type { MofAction, MofState } from './types.js';
import type { WinOddsTable } from './win-odds.js';

/** The window choice by the win odds (a use or a pass), or undefined outside those windows. */
function exactWindowChoice(s: MofState, tables: Map<string, WinOddsTable>): MofAction | undefined {
  const w = windowValues(s, tables);
  if (!w) return undefined;
  // Ties keep the effect: using it gains nothing.
  return windowMove(s, w.side === 0 ? w.use > w.keep : w.use < w.keep);
}

/** In a turn window, the move that uses the effect (the manager's ability first) or passes. */
export function windowMove(s: MofState, use: boolean): MofAction | undefined {
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
  return chosen ? frozen(chosen) : undefined;
}

/** The exact-window rollout bot, seeded (its random decisions). */
export function exactRolloutBot(seed: number | string = 0): Bot<MofState, MofAction> {
  const odds = oddsRolloutBot(seed);
  // Win-odds tables by levels and turn: a handful per match, asked at every window.
  const tables = new Map<string, WinOddsTable>();
  return (s) => exactWindowChoice(s, tables) ?? odds(s);
}
