/**
 * Game-agnostic policies. A bot is a function from a state to one of its legal actions; it draws
 * its own randomness from a seeded Rng so a bot-vs-bot match is reproducible.
 */
import type { GameAction, GameDefinition, GameEvent, SeatId } from './game.js';
import { Rng, seedRng } from './rng.js';

export type Bot<S, A> = (state: S) => A;

/** Picks uniformly among the legal actions. */
export function randomBot<S, A extends GameAction>(
  game: { legalActions(s: S): A[] },
  seed: number | string = 0,
): Bot<S, A> {
  const rng = new Rng(seedRng(seed));
  return (state) => {
    const actions = game.legalActions(state);
    if (actions.length === 0) throw new Error('randomBot was asked to act in a state with no legal action');
    return rng.pick(actions);
  };
}

/**
 * Plays a whole match, asking `bots[seat]` for each move, until the game is over or `maxActions`
 * is reached (a guard against a rules bug looping forever). Returns the final state and the count.
 * The state is the loop's own, so it uses the game's in-place path when there is one (bots see
 * the state only during their call and must not keep it).
 */
export function playMatch<S, A extends GameAction, E extends GameEvent, Setup, Seat extends SeatId>(
  game: GameDefinition<S, A, E, Setup, Seat>,
  setup: Setup,
  bots: Record<Seat, Bot<S, A>>,
  maxActions = 100_000,
): { state: S; actions: number } {
  let state = game.createMatch(setup);
  const inPlace = game.inPlace;
  // The seats' bots in a list: `bots[seat]` with a seat that changes every move is a megamorphic
  // keyed load, about 1 % of a random MoF match.
  const seats = Object.keys(bots) as Seat[];
  const players = seats.map((seat) => bots[seat]);
  const botFor = (seat: Seat): Bot<S, A> => {
    for (let i = 0; i < seats.length; i++) if (seats[i] === seat) return players[i] as Bot<S, A>;
    return bots[seat];
  };
  let count = 0;
  for (let seat = game.currentSeat(state); seat !== null; seat = game.currentSeat(state)) {
    if (count >= maxActions) throw new Error(`${game.id}: match did not end after ${maxActions} actions`);
    if (inPlace) inPlace.advance(state, botFor(seat)(state), seat);
    else state = game.applyAction(state, botFor(seat)(state)).state;
    count++;
  }
  return { state, actions: count };
}
