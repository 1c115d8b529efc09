/**
 * The base of the MNE elements that show a match: inside `<mne-match>` they take the match from
 * its context; on their own they read a `scenario` (a compact mid-game position, see the engine's
 * `scenario`) or a saved `state` (the engine's `toJSON`) attribute — how a blog illustrates one rule
 * with no JavaScript of its own. A bad attribute becomes a readable Problem, never an exception.
 */
import type { PropertyValues } from 'lit';
import { property, state as internalState } from 'lit/decorators.js';
import {
  standardPosition,
  usesOwnData,
  viewFor,
  type MneAction,
  type MneState,
  type MneView,
  type ScenarioDesc,
  type ViewerSeat,
} from '@pitchside/engine/mne/picture-unchecked';
import { consumeContext, type MatchContext } from '../shared/context.js';
import { PitchsideElement } from '../shared/pitchside-element.js';
import { readScenario } from '../shared/scenario.js';
import { attempt, jsonConverter, ok, parsedJson, type InvalidJson, type Result } from '../shared/problem.js';
import { mneMatchContext } from './context.js';
import { rules } from './on-demand-engine.js';

/** Where an element's match comes from. */
export interface MneSource {
  /** The match as `viewer` sees it. */
  readonly view: MneView;
  readonly viewer: ViewerSeat;
  /** The whole state, when the element owns it (standalone); null inside `<mne-match>`. */
  readonly state: MneState | null;
  /** The match's context, when inside `<mne-match>`. */
  readonly match: MatchContext<MneView, MneAction> | null;
}

/** The start of a match's play phase with nothing on the field, for an element given no input. */
let emptyPosition: MneState | undefined;

export class MneElement extends PitchsideElement {
  /** The match provided by an enclosing `<mne-match>`; it wins over `scenario` and `state`. */
  @internalState()
  protected match?: MatchContext<MneView, MneAction>;
  private readonly matchConsumer = consumeContext(this, mneMatchContext, (match) => (this.match = match));

  /**
   * A position to show, as the engine's scenario JSON, e.g.
   * `{"home":{"field":["h-cm@1,1","h-st@0,2"]}}` (cards as `id@row,col`, hands as star values…).
   */
  @property({ converter: jsonConverter }) scenario?: ScenarioDesc | InvalidJson;

  /** A saved match to show, as the engine's `toJSON` output (it wins over `scenario`). */
  @property({ converter: jsonConverter }) state?: unknown;

  /**
   * The match read from the inputs, or what is wrong with them: read before each update, or when
   * asked before the first. Not read in the constructor: the attributes of an element in the page
   * arrive after it, and an empty position read there for nothing delayed the first picture.
   */
  protected get source(): Result<MneSource> {
    return (this.inputs ??= this.readSource());
  }
  private inputs: Result<MneSource> | null = null;
  private ownState: MneState | null = null;
  /**
   * The position read from `scenario` (or none) to be shown: the engine's `standardPosition` (or
   * `scenarioPosition`, for a scenario with data of its own), whose deck is not dealt, so a picture
   * downloads no shuffle. `playable` deals it before a move.
   */
  private shownPosition: MneState | null = null;

  /** The seat whose hidden information this element may show (`spectator` by default). */
  protected viewer(): ViewerSeat {
    return 'spectator';
  }

  protected override loading(): Promise<void> | null {
    return this.needsRules() ? rules.wait() : null;
  }

  /** Whether reading the inputs needs `rules`: a saved `state`, or a `scenario` with data of its own. */
  private needsRules(): boolean {
    return !this.match && (this.state !== undefined || usesOwnData(this.scenario));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scenario') || changed.has('state')) this.ownState = null;
    this.inputs = this.readSource();
  }

  /**
   * `own` (the element's own state) ready to be played on: a position only shown (see
   * `shownPosition`) is the same position dealt by the engine's `scenario`, which the match's rules
   * (`rules`) bring.
   */
  protected playable(own: MneState, deal: (desc: ScenarioDesc) => MneState): MneState {
    if (own !== this.shownPosition) return own;
    return deal((this.scenario === undefined ? {} : parsedJson(this.scenario)) as ScenarioDesc);
  }

  /** Replaces the element's own state (standalone only), e.g. after the user placed a card. */
  protected setOwnState(next: MneState): void {
    this.ownState = next;
    this.requestUpdate();
  }

  private readSource(): Result<MneSource> {
    if (this.match) {
      return ok({ view: this.match.view, viewer: this.match.seat, state: null, match: this.match });
    }
    if (this.ownState) return ok(this.sourceOf(this.ownState));
    let read: Result<MneState>;
    if (this.state !== undefined) {
      const saves = rules.read('state');
      if (!saves.ok) return saves;
      read = attempt('state', () => saves.value.fromJSON(parsedJson(this.state)));
    } else if (this.scenario !== undefined) {
      let position = standardPosition;
      if (this.needsRules()) {
        const engine = rules.read('scenario');
        if (!engine.ok) return engine;
        position = engine.value.scenarioPosition;
      }
      read = readScenario(this.scenario, (desc) => position(desc as ScenarioDesc));
    } else read = ok((emptyPosition ??= standardPosition({})));
    if (!read.ok) return read;
    this.ownState = read.value;
    this.shownPosition = this.state === undefined ? read.value : null;
    return ok(this.sourceOf(read.value));
  }

  private sourceOf(s: MneState): MneSource {
    const viewer = this.viewer();
    return { view: viewFor(s, viewer), viewer, state: s, match: null };
  }
}
