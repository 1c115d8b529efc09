import { html, type TemplateResult } from 'lit';
import {
  applyAction,
  eventsFor,
  fromRecord,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
} from '@pitchside/engine/mof';
import { PitchsideReplay, type Replayed } from '../../shared/replay.js';

/**
 * A Masters of Football match or championship record (see the engine's `toRecord`) told again: the
 * match (or the championship) at any move, the move list with its comments, and first / previous /
 * next / last, the arrow keys (Home, End too), a click on a move, and autoplay. The record comes
 * from the `record` property, a `src` URL or the element's own text:
 *
 * ```html
 * <mof-replay src="/records/final.txt" move="12"></mof-replay>
 * ```
 *
 * The board is a `<mof-match>` (a stand-alone match) or a `<mof-championship>` in controlled mode
 * showing the engine's `viewFor` of the chosen perspective: a spectator's (default) or one seat's;
 * seen by one seat, the others' hidden choices (teams picked, tactics, cards played or kept,
 * managers chosen) show only their keyword in the move list. A record the engine cannot replay
 * shows which move is wrong.
 *
 * @summary A match or championship record told move by move: board, moves, comments, autoplay.
 *
 * @csspart base - The wrapper.
 * @csspart headers - The line with the event, the teams, the date and the result.
 * @csspart board - The box holding the match or championship.
 * @csspart controls - The buttons and the perspective switch.
 * @csspart first - The first-move button.
 * @csspart previous - The previous-move button.
 * @csspart play - The play / pause button.
 * @csspart next - The next-move button.
 * @csspart last - The last-move button.
 * @csspart perspective - The perspective switch.
 * @csspart position - "Move n of N".
 * @csspart comment - The comment on the move shown.
 * @csspart moves - The move list.
 * @csspart move - One move of the list.
 * @csspart problem - The message shown when the record is unusable.
 */
export class MofReplay extends PitchsideReplay<MofState, MofAction> {
  protected readonly hiddenMoves = ['manager', 'keep', 'discard', 'swap', 'team', 'tactic', 'play'];

  protected read(record: unknown): Replayed<MofState, MofAction> {
    return fromRecord(record as Parameters<typeof fromRecord>[0], { states: true });
  }

  protected seatsOf(s: MofState): string[] {
    return s.seats;
  }

  /** The seat and its team's name ("p1 · Riverside"), when they differ. */
  protected override seatLabel(s: MofState, seat: string): string {
    const name = s.teams.find((t) => t.seat === seat)?.name;
    return name && name !== seat ? `${seat} · ${name}` : seat;
  }

  protected moveEvents(r: Replayed<MofState, MofAction>, n: number, perspective: string): MofEvent[] {
    const before = (r.states as MofState[])[n - 1] as MofState;
    return eventsFor(before, applyAction(before, r.actions[n - 1] as MofAction).events, perspective);
  }

  protected renderBoard(
    r: Replayed<MofState, MofAction>,
    n: number,
    perspective: string,
    events: unknown[],
  ): TemplateResult {
    const s = (r.states as MofState[])[n] as MofState;
    const view = viewFor(s, perspective);
    return s.kind === 'championship'
      ? html`<mof-championship
          .view=${view}
          .events=${events}
          @mof-action=${(e: Event) => e.preventDefault()}
        ></mof-championship>`
      : html`<mof-match .view=${view} .events=${events} @mof-action=${(e: Event) => e.preventDefault()}></mof-match>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-replay': MofReplay;
  }
}
