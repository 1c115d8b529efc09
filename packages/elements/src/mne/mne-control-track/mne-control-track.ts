import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
// The track's own module: its data and pure functions, none of the engine's argument checks (the
// element checks its inputs itself), so a page showing a track downloads a few lines of engine.
import {
  DEFAULT_TRACK,
  HAND_CARDS_BY_CONTROL,
  controlState,
  type ControlState,
  type ControlTrackDef,
  type Seat,
} from '@pitchside/engine/mne/track';
import type { MneAction, MneView } from '@pitchside/engine/mne';
import { consumeContext, type MatchContext } from '../../shared/context.js';
import { cssProperties } from '../../shared/css-properties.js';
import { OnDemand } from '../../shared/on-demand.js';
import { PitchsideElement } from '../../shared/pitchside-element.js';
import { sharedMessages } from '../../shared/messages.js';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  readInteger,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { mneMatchContext } from '../context.js';
import { mneTrackMessages } from './messages.js';
import { controlTrackStyles } from './mne-control-track.styles.js';

/** The engine's track validator and the reader of a `scenario`, downloaded when a page gives either. */
const extras = new OnDemand(() => import('./track-extras.js'));

interface TrackView {
  track: ControlTrackDef;
  marker: number;
}

/**
 * The Control Track of Magic Number Eleven: a line of spaces shared by both teams, with the Control
 * Marker on one of them. The marker's distance from the middle gives each team its Control State —
 * Aggressive, Normal or Defensive — which the element names beside each team. When `marker`
 * changes the marker slides to its new space (instantly when the user prefers reduced motion).
 *
 * The states come from the engine (`controlState`), so a custom `track` changes them consistently.
 * Inside `<mne-match>` it follows the match (its track and marker) and ignores its own attributes.
 *
 * A `scenario` (the engine's scenario description, the same JSON as `<mne-field>`'s or
 * `<mne-synergy-board>`'s) places the marker as the engine's `scenario()` does: its `marker`, or
 * the space of its `control` (Home's Control State), on its custom `track` if it has one. The rest
 * of the description is left to the elements that show it, so a post showing only the track
 * downloads only the track's part of the engine.
 *
 * ```html
 * <mne-control-track show-numbers scenario='{"control":"aggressive"}'></mne-control-track>
 * ```
 *
 * With `show-numbers` the Control States are also printed as the number that they decide: how many
 * Synergy Cards a team may add from its hand to a shot (2 Aggressive, 1 Normal, 0 Defensive), beside
 * each team's state and on every space (Home's at the top, Away's at the bottom), with the spaces
 * numbered: for screenshots and print, where the colours alone may not survive.
 *
 * @summary The shared 7-space control track, its marker, and each team's Control State.
 *
 * @csspart base - The wrapper around the team labels and the track.
 * @csspart team - Each team's label (also `team-home` / `team-away`).
 * @csspart team-home - Home's label.
 * @csspart team-away - Away's label.
 * @csspart team-name - A team's name.
 * @csspart state - A team's Control State (also `state-aggressive` / `state-normal` / `state-defensive`).
 * @csspart track - The row of spaces.
 * @csspart space - One space (the marker's space also has `space-current`).
 * @csspart marker - The Control Marker.
 * @csspart hand-cards - With `show-numbers`: a team's Synergy Cards from hand in a shot.
 * @csspart space-numbers - With `show-numbers`: a space's number and each team's cards from hand there.
 * @csspart problem - The message shown instead of the track when an attribute is unusable.
 *
 * @cssprop --pitchside-color-home - Home's colour.
 * @cssprop --pitchside-color-away - Away's colour.
 * @cssprop --pitchside-color-marker - The marker's colour.
 * @cssprop --pitchside-color-aggressive - Aggressive state (red on the board).
 * @cssprop --pitchside-color-normal - Normal state (green on the board).
 * @cssprop --pitchside-color-defensive - Defensive state (blue on the board).
 * @cssprop --pitchside-space-size - The track's height.
 * @cssprop --pitchside-motion-duration - How long the marker takes to move.
 */
export class MneControlTrack extends PitchsideElement {
  static override styles = controlTrackStyles;

  /**
   * The marker's space: 0 is Home's end, `spaces - 1` is Away's end. Defaults to the track's start
   * (the middle, 3, on the standard track).
   */
  @property({ type: Number }) marker?: number;

  /**
   * A custom track as JSON (`{"spaces":7,"start":3,"aggressiveFrom":2,"defensiveTo":-2}`); the
   * standard 7-space track when unset. Validated by the engine's `validateTrack`.
   */
  @property({ converter: jsonConverter }) track?: ControlTrackDef | InvalidJson;

  /**
   * A position as the engine's scenario JSON; the track reads its `marker` or `control` (and a
   * custom `track`), e.g. `{"control":"defensive"}`. When given, the `marker` and `track`
   * attributes are not used.
   */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** Home's name; "Home" in the page's language when unset. */
  @property({ attribute: 'home-name' }) homeName?: string;

  /** Away's name; "Away" in the page's language when unset. */
  @property({ attribute: 'away-name' }) awayName?: string;

  /**
   * Print the numbers the Control States decide (Synergy Cards from hand in a shot) beside each team
   * and on every space, and number the spaces.
   */
  @property({ type: Boolean, reflect: true, attribute: 'show-numbers' }) showNumbers = false;

  /** The match provided by an enclosing `<mne-match>`. */
  @state()
  private match?: MatchContext<MneView, MneAction>;
  private readonly matchConsumer = consumeContext(this, mneMatchContext, (match) => (this.match = match));

  private view: Result<TrackView> = ok({ track: DEFAULT_TRACK, marker: DEFAULT_TRACK.start });

  protected override loading(): Promise<void> | null {
    return this.match || (this.scenario ?? this.track) === undefined ? null : extras.wait();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('track') ||
      changed.has('marker') ||
      changed.has('scenario') ||
      (changed as Map<PropertyKey, unknown>).has('match') ||
      !this.hasUpdated
    )
      this.view = this.readInputs();
  }

  private readInputs(): Result<TrackView> {
    if (this.match) return ok({ track: this.match.view.data.track, marker: this.match.view.marker });
    if (this.scenario !== undefined) {
      const reader = extras.read('scenario');
      return reader.ok ? reader.value.trackOfScenario(this.scenario) : reader;
    }
    let trackRead: Result<ControlTrackDef> = ok(DEFAULT_TRACK);
    if (this.track !== undefined) {
      const validator = extras.read('track');
      if (!validator.ok) return validator;
      trackRead = attempt('track', () => validator.value.validateTrack(parsedJson(this.track)));
    }
    if (!trackRead.ok) return trackRead;
    const track = trackRead.value;
    if (this.marker === undefined) return ok({ track, marker: track.start });
    const markerRead = readInteger('marker', this.marker, this.getAttribute('marker'), 0, track.spaces - 1);
    return markerRead.ok ? ok({ track, marker: markerRead.value }) : markerRead;
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const { track, marker } = this.view.value;
    const spaces = Array.from({ length: track.spaces }, (_, index) => index);
    return html`
      <div
        part="base"
        class="base"
        role="group"
        aria-label=${this.i18n.t(mneTrackMessages, 'track.label')}
        style=${cssProperties({ '--_spaces': track.spaces, '--_marker': marker })}
      >
        ${this.renderTeam('home', controlState(track, marker, 'home'))}
        ${this.renderTeam('away', controlState(track, marker, 'away'))}
        <div part="track" class="track" aria-hidden="true">
          ${spaces.map(
            (index) =>
              html`<div
                part=${index === marker ? 'space space-current' : 'space'}
                class=${index === track.start ? 'space start' : 'space'}
                data-home=${controlState(track, index, 'home')}
                data-away=${controlState(track, index, 'away')}
              >
                ${this.showNumbers ? this.renderSpaceNumbers(track, index) : nothing}
              </div>`,
          )}
          <div part="marker" class="marker"></div>
        </div>
        <div class="visually-hidden" aria-live="polite">
          ${this.i18n.t(mneTrackMessages, 'track.marker', { space: marker + 1, spaces: track.spaces })}
        </div>
      </div>
    `;
  }

  /** `show-numbers`: Home's cards from hand (top), the space's number, Away's (bottom). */
  private renderSpaceNumbers(track: ControlTrackDef, index: number) {
    return html`<span part="space-numbers" class="space-numbers">
      <span class="n home">${HAND_CARDS_BY_CONTROL[controlState(track, index, 'home')]}</span>
      <span class="n index">${index + 1}</span>
      <span class="n away">${HAND_CARDS_BY_CONTROL[controlState(track, index, 'away')]}</span>
    </span>`;
  }

  private renderTeam(seat: Seat, controlStateNow: ControlState) {
    const name =
      (seat === 'home' ? this.homeName : this.awayName) ||
      this.i18n.t(sharedMessages, seat === 'home' ? 'team.home' : 'team.away');
    return html`<div part="team team-${seat}" class="team ${seat}" data-state=${controlStateNow}>
      <span part="team-name" class="team-name">${name}</span>
      <span part="state state-${controlStateNow}" class="state ${controlStateNow}"
        >${this.i18n.t(mneTrackMessages, `state.${controlStateNow}`)}</span
      >
      ${
        this.showNumbers
          ? html`<span
              part="hand-cards"
              class="hand-cards"
              title=${this.i18n.t(mneTrackMessages, 'track.handCardsLong', { count: HAND_CARDS_BY_CONTROL[controlStateNow] })}
              >${this.i18n.t(mneTrackMessages, 'track.handCards', { count: HAND_CARDS_BY_CONTROL[controlStateNow] })}</span
            >`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-control-track': MneControlTrack;
  }
}
