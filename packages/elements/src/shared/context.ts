/**
 * What a match element (`<mne-match>`, `<mof-match>`) provides to the elements inside it through
 * `@lit/context`. Each game declares its own key in its folder (`src/mne/context.ts`), typed with
 * that game's engine view and actions.
 *
 * ```ts
 * // provider (the match element owns the engine state)
 * @provide({ context: mneMatchContext }) match!: MatchContext<MneView, MneAction>;
 * // consumer (a child shows what it is given and asks for moves)
 * @consume({ context: mneMatchContext, subscribe: true }) match?: MatchContext<MneView, MneAction>;
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
