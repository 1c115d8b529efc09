/**
 * Sampling a Magic Number Eleven state consistent with what one seat can see (`viewFor`), for
 * information-set search (core/mcts.ts). Hidden from a seat, and so resampled here:
 * - the synergy deck's order, the discards, the opponent's hand, the opponent's Tempo Control cards
 *   and every face-down synergy card on the Synergy Board: one pool of unseen cards, shuffled and
 *   dealt back into the same places in the same numbers;
 * - the order of the face-down Star Players of the draft;
 * - an opponent's lineup not yet revealed (a random 10 of its squad), a kicker's penalty direction;
 * - the RNG, reseeded, so the search cannot know future draws.
 * Everything the seat sees (its own hand, the fields, counts, the score) stays as it is.
 */
import { Rng } from '../core/rng.js';
import { DIRECTIONS } from './rules/shot.js';
import { squad, STARTERS } from './rules/setup.js';
import type { MneState, PlayedSynergy, Seat } from './types.js';

export function determinize(s: MneState, seat: Seat, rng: Rng): MneState {
  const other: Seat = seat === 'home' ? 'away' : 'home';
  const pool: string[] = [...s.deck, ...s.discard, ...s.teams[other].hand];
  const tempoHidden = s.tempo.length > 0 && s.active !== seat;
  if (tempoHidden) pool.push(...s.tempo);
  const hiddenOnBoard = (owner: Seat) => (p: PlayedSynergy) => p.from === 'deck' || owner !== seat;
  const shot = s.shot;
  const defender: Seat | null = shot ? (shot.attacker === 'home' ? 'away' : 'home') : null;
  if (shot) {
    for (const p of shot.attackCards) if (hiddenOnBoard(shot.attacker)(p)) pool.push(p.card);
    for (const p of shot.defenceCards) if (hiddenOnBoard(defender as Seat)(p)) pool.push(p.card);
  }
  // Sorted first: where the unseen cards really are must not change the sample (a fair bot decides
  // from its view only; the same view and seed give the same worlds).
  rng.shuffle(pool.sort());
  let i = 0;
  const deal = (n: number) => pool.slice(i, (i += n));
  const deck = deal(s.deck.length);
  const discard = deal(s.discard.length);
  const hand = deal(s.teams[other].hand.length);
  const tempo = tempoHidden ? deal(s.tempo.length) : s.tempo;
  const redeal = (owner: Seat) => (p: PlayedSynergy) =>
    hiddenOnBoard(owner)(p) ? { card: pool[i++] as string, from: p.from } : p;
  const next: MneState = {
    ...s,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1],
    deck,
    discard,
    tempo,
    teams: { ...s.teams, [other]: { ...s.teams[other], hand } },
  };
  if (shot) {
    next.shot = {
      ...shot,
      attackCards: shot.attackCards.map(redeal(shot.attacker)),
      defenceCards: shot.defenceCards.map(redeal(defender as Seat)),
      // The keeper does not know the kick.
      kick: shot.kick !== null && seat !== shot.attacker ? rng.pick(DIRECTIONS) : shot.kick,
    };
  }
  if (s.draft) next.draft = { ...s.draft, stars: rng.shuffle(s.draft.stars.slice().sort()) };
  const theirs = s.lineup[other];
  if (s.phase === 'lineup' && theirs) {
    next.lineup = { ...s.lineup, [other]: rng.shuffle(squad(s, other)).slice(0, STARTERS) };
  }
  if (s.shootout && s.shootout.kick !== null && s.shootout.kicker !== seat) {
    next.shootout = { ...s.shootout, kick: rng.pick(DIRECTIONS) };
  }
  return next;
}
