import { ContextConsumer, type Context } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';

export type Host = ReactiveControllerHost & HTMLElement;

/**
 * Hands `set` the value `context` has around `host`, now and whenever it changes: what
 * `@consume({ context, subscribe: true })` does, without the decorators of @lit/context, whose code
 * every page downloaded (0.2 kB gzipped).
 */
export function consumeContext<T>(
  host: Host,
  context: Context<unknown, T>,
  set: (value: T) => void,
): ContextConsumer<Context<unknown, T>, Host> {
  return new ContextConsumer(host, { context, subscribe: true, callback: set });
}

/**
 * What a match element (`<mne-match>`, `<mof-match>`) provides to the elements inside it through
 * `@lit/context`. Each game declares its own key in its folder (`src/mne/context.ts`), typed with
 * that game's engine view and actions.
 *
 * ```ts
 * // provider (the match element owns the engine state)
 * private provider = provideContext(this, mneMatchContext); // then this.provider.setValue(match)
 * // consumer (a child shows what it is given and asks for moves)
 * private consumer = consumeContext(this, mneMatchContext, (match) => (this.match = match));
 * ```
 */
export type ViewerSeat = 'home' | 'away' | 'spectator';

export interface MatchContext<View, Action> {
  /** What the viewing seat may see, as the engine's `viewFor` returned it. Replaced, never mutated. */
  readonly view: View;
  /** The seat this page plays, or `spectator`. */
  readonly seat: ViewerSeat;
  /** The actions the seat may take now (empty when it is not its turn). */
  readonly legalActions: readonly Action[];
  /** Asks the match to apply `action`; the match validates it through the engine. */
  dispatch(action: Action): void;
}
