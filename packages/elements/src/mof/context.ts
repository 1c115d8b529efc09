import { createContext } from '@lit/context';
import type { MofAction, MofEvent, MofView } from '@pitchside/engine/mof';

/**
 * What `<mof-match>` and `<mof-championship>` provide to the MoF elements inside them
 * (`<mof-match-wheel>`, `<mof-league-table>`, `<mof-decision>`, a nested `<mof-match>`): the game as
 * the viewing seat may see it (a stand-alone match or a championship; elements show its active
 * match, `view.matches[view.active]`), who that seat is, what it may do now, and how to ask for it.
 *
 * It is the shared `MatchContext` shape with a `seat` that is any string: a championship's
 * seats are the persons' ids (`p1`…`p8`), not only `home` / `away`.
 */
export interface MofGameContext {
  /** What the viewing seat may see (`viewFor`). Replaced, never mutated. */
  readonly view: MofView;
  /** The seat this page shows and plays now, or `spectator`. */
  readonly seat: string;
  /** The actions that seat may take now (empty when it is not its turn). */
  readonly legalActions: readonly MofAction[];
  /** Events of the last action applied (dice, goals…), for animation and commentary. */
  readonly events: readonly MofEvent[];
  /** Every event so far (the most recent last, the oldest dropped after a few hundred), for commentary. */
  readonly log: readonly MofEvent[];
  /** True while a bot is thinking (the page waits for it). */
  readonly botToMove: boolean;
  /**
   * Hotseat with `handoff`: the person the device passes to, whose secrets stay hidden (the view is
   * a spectator's) until they `take` it. Absent otherwise.
   */
  readonly handoff?: { readonly seat: string; take(): void };
  /** Asks the owner to apply `action` for the seat; the engine validates it. */
  dispatch(action: MofAction): void;
}

export const mofMatchContext = createContext<MofGameContext | undefined>(Symbol.for('pitchside.mof-match'));
