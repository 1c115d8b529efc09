/**
 * Bots built on core's `Bot` type: `randomBot` (uniform over the legal actions, swapping cards
 * only now and then so random play still reaches the final whistle quickly) and `greedyBot` (a
 * simple manager: buys the best players it can afford, fields its strongest team, plays every card
 * that helps, uses every re-roll and counter it has).
 */
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { indexOf } from './data/index.js';
import type { MofAction, MofState, PlayerDef } from './types.js';
import { TACTICS } from './types.js';
import { frozen, legalList, legalMain, pickLegal } from './engine.js';
import { activeMatch } from './queries.js';

/** Uniform over legal actions; a card swap is chosen only with probability `swapRate`. */
export function randomBot(seed: number | string = 0, swapRate = 0.02): Bot<MofState, MofAction> {
  const rng = new Rng(seedRng(seed));
  // The same draws as picking from the whole legal list (the swaps come last in it), building
  // only the action picked.
  const pick = (main: number, swaps: number): number => {
    const n = main + swaps;
    if (n === 0) throw new Error('randomBot was asked to act in a state with no legal action');
    return swaps === 0 || main === 0 || rng.next() < swapRate ? rng.int(n) : rng.int(main);
  };
  return (s) => pickLegal(s, pick);
}

const max4 = (v: readonly number[]) => Math.max(v[0] as number, v[1] as number, v[2] as number, v[3] as number);
const strength = (p: PlayerDef | undefined) => (p ? max4(p.att) + max4(p.def) + p.tac : 0);

/** A greedy manager (deterministic). */
export function greedyBot(): Bot<MofState, MofAction> {
  return (s) => {
    // Swaps score lowest: the list without them decides whenever it is not empty.
    const main = legalMain(s);
    const all = main.length ? main : legalList(s);
    const ix = indexOf(s.data);
    const score = (a: MofAction): number => {
      switch (a.type) {
        case 'buyPlayer':
          return 10 + (ix.player.get(a.player)?.cost ?? 0);
        case 'pickTeam':
          return a.players.reduce((n, id) => n + strength(ix.player.get(id)), 0);
        case 'chooseTactic': {
          const m = activeMatch(s);
          const side = m && m.pending && 'side' in m.pending ? m.pending.side : 0;
          const i = TACTICS.indexOf(a.tactic);
          return (m?.sides[side].lineup ?? []).reduce(
            (n, id) => n + (ix.player.get(id)?.att[i] ?? 0) + (ix.player.get(id)?.def[i] ?? 0),
            0,
          );
        }
        case 'keepAcademy':
          return a.players.reduce((n, id) => n + strength(ix.player.get(id)), 0);
        case 'releasePlayer':
          return -strength(ix.player.get(a.player));
        case 'discardCard':
          return -(ix.card.get(a.card)?.cost ?? 0);
        case 'announceCards':
          return a.play ? 1 : 0;
        case 'playCard': {
          const c = ix.card.get(a.card);
          const negative = c?.effects.some((e) => 'n' in e && e.n < 0 && c.target === 'own');
          return negative ? -1 : 5;
        }
        case 'rerollTactics':
        case 'reroll':
        case 'extraAttack':
        case 'disallowGoal':
        case 'skipTurn':
        case 'blowWhistle':
          return 'source' in a && a.source === 'ability' ? 6 : 5;
        case 'rollAcademy':
        case 'roll':
          return 4;
        case 'chooseManager':
          return ix.manager.get(a.manager)?.budget ?? 0;
        case 'swapCard':
          return -100;
        default:
          return 0;
      }
    };
    let best = all[0] as MofAction;
    let bestScore = -Infinity;
    for (const a of all) {
      const v = score(a);
      if (v > bestScore) {
        best = a;
        bestScore = v;
      }
    }
    return frozen(best);
  };
}
