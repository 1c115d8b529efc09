/**
 * Any Pitchside game as a boardgame.io `Game`, without importing boardgame.io: the objects returned
 * here only have the shape boardgame.io reads (its `Game` type is structural), so the engine keeps
 * zero runtime dependencies and a host passes them to `Client` / `Server` from its own boardgame.io.
 *
 * - `G` is the engine's state (plain JSON). One move, `act(action)`, takes any engine action;
 *   an illegal one returns boardgame.io's `INVALID_MOVE` (the engine's RuleError is swallowed).
 * - Turn order follows the engine: every move ends the turn and the next turn goes to the seat the
 *   engine says must act (a defender reacting, a keeper choosing a side…).
 * - `playerView` is the engine's `viewFor`: the deck order, other hands and face-down choices never
 *   reach a client. Spectators (no playerID) get the spectator view.
 * - Randomness: the engine's own seeded RNG, seeded at setup from `setupData.seed` or else from
 *   boardgame.io's seeded `random` (so the `seed` of the boardgame.io game or server decides it).
 * - `ai.enumerate` lists the legal actions, for boardgame.io's own bots and debug panel.
 */
import { isRuleError } from '../core/errors.js';
import type { GameAction, GameDefinition, GameEvent } from '../core/game.js';

/** boardgame.io's marker for an illegal move (its `INVALID_MOVE` constant). */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The parts of boardgame.io's move/hook context the adapter reads. */
export interface BgioContext<G> {
  G: G;
  ctx: { currentPlayer: string; numPlayers: number; playOrder: string[] };
  playerID?: string | null;
  random?: { Number(): number };
}

/** A boardgame.io `Game` object (the subset of its fields the adapter sets). */
export interface BoardgameIoGame<G, V, Setup> {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  setup(context: { random: { Number(): number }; ctx: { numPlayers: number } }, setupData?: Partial<Setup>): G;
  moves: {
    act: { move: (context: BgioContext<G>, action: GameAction) => G | typeof INVALID_MOVE; client: boolean };
  };
  turn: {
    minMoves: number;
    maxMoves: number;
    order: {
      first: (context: BgioContext<G>) => number;
      next: (context: BgioContext<G>) => number | undefined;
    };
  };
  endIf(context: BgioContext<G>): { winner: string } | { draw: true } | undefined;
  playerView(context: { G: G; ctx: unknown; playerID?: string | null }): V;
  ai: { enumerate(G: G): { move: 'act'; args: [GameAction] }[] };
}

export interface AdapterSpec<S, A extends GameAction, E extends GameEvent, Setup, V> {
  game: GameDefinition<S, A, E, Setup>;
  minPlayers: number;
  maxPlayers: number;
  /** Builds the engine setup from boardgame.io's setup data, its player count and a seed. */
  setup(setupData: Partial<Setup> | undefined, numPlayers: number, seed: number): Setup;
  /** The engine seat of a boardgame.io playerID ('0', '1', …) in state `s`. */
  seatOf(s: S, playerID: string): string | undefined;
  /** The playerID of an engine seat. */
  playerOf(s: S, seat: string): string;
  viewFor(s: S, seat: string): V;
  /** The winning seat, null for a draw (called once the game is over). */
  winner(s: S): string | null;
}

export function toBoardgameIo<S, A extends GameAction, E extends GameEvent, Setup, V>(
  spec: AdapterSpec<S, A, E, Setup, V>,
): BoardgameIoGame<S, V, Setup> {
  const { game } = spec;
  const toAct = (s: S): number | undefined => {
    const seat = game.currentSeat(s);
    return seat === null ? undefined : Number(spec.playerOf(s, seat));
  };
  return {
    name: game.id,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    setup: ({ random, ctx }, setupData) => {
      const seed = Math.floor(random.Number() * 0x100000000);
      return game.createMatch(spec.setup(setupData, ctx.numPlayers, seed));
    },
    moves: {
      act: {
        move: ({ G, playerID }, action) => {
          const seat = playerID == null ? undefined : spec.seatOf(G, playerID);
          if (seat === undefined || game.currentSeat(G) !== seat) return INVALID_MOVE;
          try {
            return game.applyAction(G, action as A).state;
          } catch (e) {
            if (isRuleError(e)) return INVALID_MOVE;
            throw e;
          }
        },
        // Only the server may run a move: it needs the hidden parts of G.
        client: false,
      },
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: { first: ({ G }) => toAct(G) ?? 0, next: ({ G }) => toAct(G) },
    },
    endIf: ({ G }) => {
      if (!game.isOver(G)) return undefined;
      const w = spec.winner(G);
      return w === null ? { draw: true } : { winner: spec.playerOf(G, w) };
    },
    playerView: ({ G, playerID }) => {
      const seat = playerID == null ? undefined : spec.seatOf(G, playerID);
      return spec.viewFor(G, seat ?? 'spectator');
    },
    ai: {
      enumerate: (G) =>
        game.legalActions(G).map((a) => ({ move: 'act' as const, args: [a as GameAction] as [GameAction] })),
    },
  };
}
