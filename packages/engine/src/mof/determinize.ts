/**
 * Sampling a Masters of Football state consistent with what one seat can see (`viewFor`), for the
 * search bot (core/mcts.ts). Resampled: the RNG (so the dice to come are unknown), the order of
 * every player stack, the action cards the seat cannot see (other teams' hands and the action
 * stack: one pool, shuffled and dealt back in the same numbers), an opponent's tactic card still
 * face down, an opponent's line-up still face down (any team of three his squad could field), and
 * the cards an opponent placed face down in a pre-match window (as many, dealt from the same unseen
 * pool, each aimed as its card aims); in a championship, other teams' player offers (each offered
 * player swapped with one of his level's stack: the levels dealt follow from the rules and the open
 * dice, the players do not) and the managers dealt to them (from the managers nobody has shown).
 * Not resampled: a player drawn for the position rule.
 */
import { Rng } from '../core/rng.js';
import { indexOf } from './data/index.js';
import type { MatchState, MofState, PlayedCard, PlayerLevel, TeamState } from './types.js';
import { TACTICS } from './types.js';
import { cardVictim, isMoneyCard } from './rules/action-cards.js';
import { factsOf } from './rules/facts.js';
import { teamChoices } from './rules/match-preparation.js';

const PLAYER_LEVELS: readonly PlayerLevel[] = ['gold', 'silver', 'bronze', 'wood'];

export function determinize(s: MofState, seat: string, rng: Rng): MofState {
  const hidden = (i: number) => s.teams[i]?.seat !== seat;
  const pool = s.decks.actions.slice();
  s.teams.forEach((t, i) => {
    if (hidden(i)) pool.push(...t.hand);
  });
  for (const m of s.matches)
    for (const sd of m.sides) if (hidden(sd.team)) for (const pc of sd.facedown) pool.push(pc.card);
  // Sorted first: where the unseen cards really are must not change the sample (a fair bot decides
  // from its view only; the same view and seed give the same worlds).
  rng.shuffle(pool.sort());
  const ix = indexOf(s.data);
  // Other sides' face-down cards first, as many as they placed: any unseen card but a money card
  // (those take effect at once and are never placed face down).
  const faceDownCards = s.matches.map((m) =>
    m.sides.map((sd) =>
      hidden(sd.team)
        ? sd.facedown.map(() => {
            const at = pool.findIndex((id) => {
              const def = ix.card.get(id);
              return def !== undefined && !isMoneyCard(def);
            });
            return pool.splice(Math.max(at, 0), 1)[0] as string;
          })
        : [],
    ),
  );
  let k = 0;
  const deal = (n: number) => pool.slice(k, (k += n));
  const actions = deal(s.decks.actions.length);
  let teams = s.teams.map((t, i) => (hidden(i) && t.hand.length > 0 ? { ...t, hand: deal(t.hand.length) } : t));
  const shuffled = (list: string[]) => rng.shuffle(list.slice().sort());
  const stacks = { gold: s.decks.gold, silver: s.decks.silver, bronze: s.decks.bronze, wood: s.decks.wood };
  if (teams.some((t, i) => hidden(i) && (t.offer.length > 0 || t.managerOffer.length > 0))) {
    teams = resampleOffers(s, teams, hidden, stacks, rng);
  }
  const facts = factsOf(ix);
  const matches = s.matches.map((m, mi): MatchState => {
    const lineups = m.sides.map((sd, side) => {
      if (!hidden(sd.team)) return sd;
      let out = sd;
      // A line-up still face down: any the team could have picked (kept while a card the seat can
      // see names one of its players: the card must still find him).
      const team = s.teams[sd.team] as TeamState;
      const named = m.sides.some(
        (x) => !hidden(x.team) && x.facedown.some((pc) => pc.player !== undefined && pc.side === side),
      );
      if (!m.shown && m.phase !== 'over' && sd.lineup.length > 0 && team.npt === null && !named) {
        const choices = teamChoices(ix, team.squad, sd.wood);
        if (choices.length > 1) out = { ...out, lineup: rng.pick(choices) };
      }
      if (!sd.revealed && sd.tactic !== null) out = { ...out, tactic: rng.pick(TACTICS) };
      return out;
    });
    // The redealt face-down cards, aimed at their victims' (perhaps redealt) line-ups.
    const sides = lineups.map((sd, side) => {
      const cards = faceDownCards[mi]?.[side] ?? [];
      if (cards.length === 0) return sd;
      const facedown = cards.map((card, j): PlayedCard => {
        const was = sd.facedown[j] as PlayedCard;
        const def = ix.card.get(card);
        const victim = def ? cardVictim(def, side as 0 | 1) : was.side;
        const placed: PlayedCard = { card, by: was.by, side: victim, active: was.active };
        const lineup = (lineups[victim] as (typeof lineups)[number]).lineup;
        if (facts.card[card]?.playerMod && lineup.length > 0) placed.player = rng.pick(lineup);
        return placed;
      });
      return { ...sd, facedown };
    }) as MatchState['sides'];
    return sides[0] === m.sides[0] && sides[1] === m.sides[1] ? m : { ...m, sides };
  });
  return {
    ...s,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1],
    teams,
    matches,
    decks: {
      ...s.decks,
      gold: shuffled(stacks.gold),
      silver: shuffled(stacks.silver),
      bronze: shuffled(stacks.bronze),
      wood: shuffled(stacks.wood),
      actions,
    },
  };
}

/**
 * Other teams' offers redealt: for each level, that level's stack and the hidden offered players of
 * that level are one pool, dealt back to the same slots (`stacks` gets the rest); the managers
 * dealt to other teams come from the managers the seat has not seen (not its own offer, not a
 * team's manager).
 */
function resampleOffers(
  s: MofState,
  teams: TeamState[],
  hidden: (i: number) => boolean,
  stacks: Record<PlayerLevel, string[]>,
  rng: Rng,
): TeamState[] {
  const ix = indexOf(s.data);
  const levelOf = (id: string): PlayerLevel => ix.player.get(id)?.level ?? 'wood';
  const out = teams.slice();
  for (const level of PLAYER_LEVELS) {
    const slots: [team: number, slot: number][] = [];
    const pool = stacks[level].slice();
    teams.forEach((t, i) => {
      if (!hidden(i)) return;
      t.offer.forEach((id, k) => {
        if (levelOf(id) !== level) return;
        slots.push([i, k]);
        pool.push(id);
      });
    });
    if (slots.length === 0) continue;
    rng.shuffle(pool.sort());
    for (const [i, k] of slots) {
      const team = out[i] as TeamState;
      const offer = team.offer === (teams[i] as TeamState).offer ? team.offer.slice() : team.offer;
      offer[k] = pool.pop() as string;
      out[i] = { ...team, offer };
    }
    stacks[level] = pool;
  }
  if (teams.some((t, i) => hidden(i) && t.managerOffer.length > 0)) {
    const seen = new Set<string>();
    teams.forEach((t, i) => {
      if (t.manager !== null) seen.add(t.manager);
      if (!hidden(i)) for (const m of t.managerOffer) seen.add(m);
    });
    const unseen = rng.shuffle(
      s.data.managers
        .map((m) => m.id)
        .filter((id) => !seen.has(id))
        .sort(),
    );
    teams.forEach((t, i) => {
      if (hidden(i) && t.managerOffer.length > 0)
        out[i] = { ...(out[i] as TeamState), managerOffer: unseen.splice(0, t.managerOffer.length) };
    });
  }
  return out;
}
