/**
 * Where a match element's game comes from (`<mne-match>`, `<mof-match>`, `<mof-championship>`).
 * The element renders one `GameSnapshot` — a seat's view, what that seat may do now, the events of
 * the last move and the log — and hands a person's choice to `choose()`. It never reads an engine
 * state itself. Two kinds of owner stand behind this interface:
 *
 * - a local game (`LocalGameController`, set up by each game's `local-game.ts`): the element holds
 *   the engine state, plays the bots, applies the moves, keeps the hotseat cover and undo;
 * - a `ControlledGame` (`controlled-game.ts`): the page sets the seat's `view` and `events` from its
 *   own engine, server or store; a choice is only sent (the element's `*-action` event) and the
 *   element waits for the next view.
 */
export interface GameSnapshot<View, Action, Event> {
  /** What the viewing seat may see, as the engine's `viewFor` returned it. Replaced, never mutated. */
  readonly view: View;
  /** The seat shown and played now (`spectator` when none). */
  readonly seat: string;
  /** The actions that seat may take now (empty when it is not its turn, or while waiting). */
  readonly legalActions: readonly Action[];
  /** Events of the last move, as that seat may see them (`eventsFor`). */
  readonly events: readonly Event[];
  /** Every event so far (the most recent last, the oldest dropped after a few hundred), for the log. */
  readonly log: readonly Event[];
  /** True while a bot is thinking (the page waits for it). */
  readonly botToMove: boolean;
  /** Controlled mode: the person's choice was sent; nothing changes until the next view arrives. */
  readonly waiting?: boolean;
  /**
   * Hotseat with `handoff`: the person the device passes to, whose secrets stay hidden (the view is
   * a spectator's) until they `take` it. Absent otherwise.
   */
  readonly handoff?: { readonly seat: string; take(): void };
  /** The same as the source's `choose(action)`: for the elements inside, which get the snapshot through context. */
  dispatch(action: Action): void;
}

export interface GameSource<View, Action, Event> {
  /** What to show now; undefined while there is no game (or an input is unusable). */
  snapshot(): GameSnapshot<View, Action, Event> | undefined;
  /**
   * The person chose `action`: a local game applies it (false when the engine refused it); a
   * controlled one waits for the page's next view (false when nothing may be chosen now).
   */
  choose(action: Action): boolean;
}
