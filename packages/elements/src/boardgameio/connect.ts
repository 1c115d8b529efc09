/**
 * Binds a match element in controlled mode (`<mne-match>`, `<mof-match>`, `<mof-championship>`) to a
 * boardgame.io client playing `@pitchside/engine/boardgameio`'s game: each update the client
 * receives (its seat's `{ seat, view, events, moves }`) is handed to the element, and each action the
 * person chooses there (the element's `mne-action` / `mof-action` event) is sent as the client's
 * `act` move. Nothing here imports boardgame.io: the page brings its own client (an optional peer
 * dependency of this package).
 *
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { SocketIO } from 'boardgame.io/multiplayer';
 * import { mneGame } from '@pitchside/engine/boardgameio';
 * import { connectMatch } from '@pitchside/elements/boardgameio';
 *
 * const client = Client({ game: mneGame(), multiplayer: SocketIO({ server }), matchID, playerID, credentials });
 * const disconnect = connectMatch(document.querySelector('mne-match'), client);
 * ```
 */

/** What a client holds as `G` for one seat (`SeatUpdate` of `@pitchside/engine/boardgameio`). */
export interface SeatUpdateLike {
  seat: string;
  view: unknown;
  events: unknown[];
  moves: number;
}

/** The parts of a boardgame.io client (`Client` from `boardgame.io/client`) the connector uses. */
export interface BoardgameIoClientLike {
  start(): void;
  stop(): void;
  subscribe(listener: (state: { G: unknown; isConnected?: boolean } | null) => void): () => void;
  moves: { act?: (action: never) => void };
}

/** A match element in controlled mode: it renders `view` and `events` and sends `*-action`. */
export interface ControlledMatchElement extends HTMLElement {
  view?: unknown;
  events?: unknown;
}

export interface ConnectOptions {
  /** Start the client (default true); pass false if the page started it already. */
  start?: boolean;
  /** Called when the connection to the server is lost (false) or back (true). */
  onConnection?: (connected: boolean) => void;
}

/** The events a controlled match element sends with the chosen action. */
const ACTION_EVENTS = ['mne-action', 'mof-action'] as const;

function isSeatUpdate(g: unknown): g is SeatUpdateLike {
  if (typeof g !== 'object' || g === null) return false;
  const u = g as Partial<SeatUpdateLike>;
  return typeof u.seat === 'string' && typeof u.moves === 'number' && Array.isArray(u.events) && 'view' in u;
}

/**
 * Shows `client`'s updates in `element` and sends the element's actions through `client`. Returns
 * a function that undoes the binding (and stops the client if the connector started it).
 */
export function connectMatch(
  element: ControlledMatchElement,
  client: BoardgameIoClientLike,
  options: ConnectOptions = {},
): () => void {
  // Controlled from now on, before the first update arrives: no local game, no bots meanwhile.
  if (element.view === undefined) element.view = null;
  let shownMoves = -1;
  let shownG: unknown;
  let connected: boolean | undefined;
  const unsubscribe = client.subscribe((state) => {
    if (state && state.isConnected !== undefined && state.isConnected !== connected) {
      connected = state.isConnected;
      options.onConnection?.(connected);
    }
    const g = state?.G;
    if (!isSeatUpdate(g) || g === shownG) return;
    shownG = g;
    // The events belong to the move that made this view; a resync of the same move shows the view alone.
    element.events = g.moves === shownMoves ? [] : g.events;
    element.view = g.view;
    shownMoves = g.moves;
  });
  const onAction = (e: Event) => {
    const action = (e as CustomEvent<{ action?: unknown }>).detail?.action;
    if (action !== undefined) client.moves.act?.(action as never);
  };
  for (const name of ACTION_EVENTS) element.addEventListener(name, onAction);
  const started = options.start !== false;
  if (started) client.start();
  return () => {
    unsubscribe();
    for (const name of ACTION_EVENTS) element.removeEventListener(name, onAction);
    if (started) client.stop();
  };
}
