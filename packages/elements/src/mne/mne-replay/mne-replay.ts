import { html, type TemplateResult } from 'lit';
import {
  applyAction,
  eventsFor,
  fromRecord,
  viewFor,
  type MneAction,
  type MneEvent,
  type MneState,
  type ViewerSeat,
} from '@pitchside/engine/mne';
import { PitchsideReplay, type Replayed } from '../../shared/replay.js';
import { sharedMessages } from '../../shared/messages.js';

/**
 * A Magic Number Eleven match record (see the engine's `toRecord`) told again: the board at any
 * move, the move list with its comments, and first / previous / next / last, the arrow keys (Home,
 * End too), a click on a move, and autoplay. The record comes from the `record` property, a `src`
 * URL or the element's own text:
 *
 * ```html
 * <mne-replay move="40">
 * [Game "mne"]
 * [Seed "42"]
 *
 * 1. away: draft s-wk {A famous signing.}
 * …
 * </mne-replay>
 * ```
 *
 * The board is an `<mne-match>` in controlled mode showing the engine's `viewFor` of the chosen
 * perspective: a spectator's (default) or one seat's, with that seat's hand; seen by one seat, the
 * other seat's hidden choices (lineup, cards kept, played or defended with, penalty directions) show
 * only their keyword in the move list. A record the engine cannot replay shows which move is wrong.
 *
 * @summary A match record told move by move: board, move list, comments, stepping, autoplay.
 *
 * @csspart base - The wrapper.
 * @csspart headers - The line with the event, the teams, the date and the result.
 * @csspart board - The box holding the match.
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
export class MneReplay extends PitchsideReplay<MneState, MneAction> {
  protected readonly hiddenMoves = ['lineup', 'keep', 'attack', 'defend', 'penalty'];

  protected read(record: unknown): Replayed<MneState, MneAction> {
    return fromRecord(record as Parameters<typeof fromRecord>[0], { states: true });
  }

  protected seatsOf(): string[] {
    return ['home', 'away'];
  }

  protected override seatLabel(_s: MneState, seat: string): string {
    return this.i18n.t(sharedMessages, seat === 'home' ? 'team.home' : 'team.away');
  }

  protected moveEvents(r: Replayed<MneState, MneAction>, n: number, perspective: string): MneEvent[] {
    const before = (r.states as MneState[])[n - 1] as MneState;
    return eventsFor(applyAction(before, r.actions[n - 1] as MneAction).events, perspective as ViewerSeat);
  }

  protected renderBoard(
    r: Replayed<MneState, MneAction>,
    n: number,
    perspective: string,
    events: unknown[],
  ): TemplateResult {
    const s = (r.states as MneState[])[n] as MneState;
    return html`<mne-match
      .view=${viewFor(s, perspective as ViewerSeat)}
      .events=${events}
      @mne-action=${(e: Event) => e.preventDefault()}
    ></mne-match>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-replay': MneReplay;
  }
}
