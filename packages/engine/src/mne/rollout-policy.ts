/**
 * The search's own rollout policy for Magic Number Eleven (experimental parameters while tuning).
 * It plays the greedy bot's moves except where the parameters say otherwise.
 */
import type { Bot } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { best, greedyBot, odds, opp, placementValue, randomBot, sharedness, shotOddsNow } from './bots.js';
import { legalActions } from './match.js';
import { attackCardLimit, basicDefenceOf } from './queries.js';
import { teamOf } from './rules/context.js';
import type { IconType, MneAction, MneState } from './types.js';
import { cardDef } from './data/index.js';

export interface RolloutParams {
  /** Share of decisions played at random. */
  epsilon?: number;
  /** Direct Attack when its odds reach this. */
  directOdds?: number;
  /** After Build Up, shoot when the odds reach this. */
  buildUpOdds?: number;
  /** Odds a hand card must add to be committed to an attack. */
  cardCost?: number;
  /** Placement noise (greedy: 0.1). */
  noise?: number;
  /** Team Action: press when the hand holds at least this many cards (greedy: 3). */
  pressHand?: number;
  /** Team Action: press only while the Control State limits the attack cards (below 3). */
  pressIfLimited?: boolean;
  /** Draft and lineup: a card's worth per icon type (edge half-icons; a full icon counts `full` times), crack, effect. */
  worth?: { attack?: number; defence?: number; pass?: number; press?: number; full?: number; crack?: number; effect?: number; effects?: Partial<Record<string, number>>; only?: 'draft' | 'lineup' };
}

export function rolloutPolicy(seed: number | string, p: RolloutParams): Bot<MneState, MneAction> {
  const greedy = greedyBot(seed);
  const rng = new Rng(seedRng(`rollout:${seed}`));
  const random = randomBot(`rollout-random:${seed}`);
  const eps = p.epsilon ?? 0;
  const directOdds = p.directOdds ?? 0.4;
  const buildUpOdds = p.buildUpOdds ?? 0.2;
  const cardCost = p.cardCost ?? 0;
  const noise = p.noise ?? 0.1;
  return (s) => {
    if ((s.phase === 'draft' || s.phase === 'lineup') && p.worth && (p.worth.only ?? s.phase) === s.phase) {
      const w = p.worth;
      const of = (id: string) => {
        const def = cardDef(s.data, id);
        let v = 0;
        for (const ic of Object.values(def.edges)) v += (w[ic as IconType] ?? 1);
        for (const ic of def.fullIcons) v += (w[ic] ?? 1) * (w.full ?? 2);
        return v + def.crack * (w.crack ?? 1) + (def.effect ? (w.effects?.[def.effect] ?? w.effect ?? 1) : 0);
      };
      return best(legalActions(s), (a) =>
        a.type === 'draftPick' ? of(a.card) : a.type === 'lineup' ? a.starters.reduce((n, c) => n + of(c), 0) : 0,
      );
    }
    if (s.phase !== 'play') return greedy(s);
    if (eps > 0 && rng.next() < eps && s.step !== 'penaltyKick' && s.step !== 'penaltySave') return random(s);
    const seat = s.active;
    if (s.step === 'shoot') {
      const actions = legalActions(s);
      const shots = actions.filter((a) => a.type === 'shoot');
      if (shots.length > 0 && shotOddsNow(s, seat, s.placed as string) >= buildUpOdds)
        return best(shots, (a) => (a.type === 'shoot' ? -sharedness(s, a.icon) : 0));
      return actions.find((a) => a.type === 'declineShot') ?? greedy(s);
    }
    if (s.step === 'team' && (p.pressHand !== undefined || p.pressIfLimited)) {
      const actions = legalActions(s);
      const pass = actions.filter((a) => a.type === 'pass');
      const press = actions.find((a) => a.type === 'press');
      const want =
        teamOf(s, seat).hand.length >= (p.pressHand ?? 3) && (!p.pressIfLimited || attackCardLimit(s, seat) < 3);
      if (press && (want || pass.length === 0)) return press;
      return pass[pass.length - 1] ?? press ?? greedy(s);
    }
    if (s.step === 'attack' && cardCost > 0) {
      const actions = legalActions(s);
      return best(actions, (a) => (a.type === 'commitAttack' ? odds(s, seat, a.cards) - cardCost * a.cards.length : 0));
    }
    if (s.step === 'player' && (directOdds !== 0.4 || noise !== 0.1)) {
      const actions = legalActions(s);
      const attacks = actions.filter((a) => a.type === 'directAttack');
      const places = actions.filter((a) => a.type === 'place');
      if (attacks.length > 0) {
        const top = best(attacks, (a) =>
          a.type === 'directAttack' ? shotOddsNow(s, seat, a.card) - sharedness(s, a.icon) * 0.01 : 0,
        );
        if (places.length === 0 || (top.type === 'directAttack' && shotOddsNow(s, seat, top.card) >= directOdds))
          return top;
      }
      if (places.length > 0) {
        const needDefence = basicDefenceOf(s, seat) < 3;
        return best(places, (a) =>
          a.type === 'place' ? placementValue(s, seat, a.card, a.row, a.col, needDefence) + rng.next() * noise : 0,
        );
      }
      return greedy(s);
    }
    void opp;
    return greedy(s);
  };
}
