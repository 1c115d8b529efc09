import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  createMatch,
  fromJSON,
  greedyBot,
  playerCard,
  result as matchResult,
  STARTERS,
  synergyCard,
  toJSON,
  toRecord,
  type MatchResult,
  type MneAdvice,
  type MneAction,
  type MneEvent,
  type MneState,
  type MneView,
  type Seat,
  type ViewerSeat,
} from '@pitchside/engine/mne';
import type { MatchContext } from '../../shared/context.js';
import { provideContext } from '../../shared/context-provider.js';
import type { ControlledGame } from '../../shared/controlled-game.js';
import { emit } from '../../shared/emit.js';
import type { GameSnapshot } from '../../shared/game-source.js';
import { renderHandoff } from '../../shared/handoff.js';
import { recordButton, recordDate } from '../../shared/record-export.js';
import { readBotLevel, readDelay } from '../../shared/bot-level.js';
import { CoachLine } from '../../shared/coach-line.js';
import { coachText } from '../coach-text.js';
import { OnDemand } from '../../shared/on-demand.js';
import { PitchsideElement } from '../../shared/pitchside-element.js';
import { attempt, jsonConverter, ok, parsedJson, problem, problemFrom, type Result } from '../../shared/problem.js';
import { mneMatchContext } from '../context.js';
import { queryable } from '../queryable.js';
import { cardName, teamName } from '../labels.js';
import { MNE_SEATS, mneRules, openingLog, type MneMoveDetail, type MnePlayer } from '../local-game.js';
import { LocalGameController } from '../../shared/local-game-controller.js';
import { mneMatchMessages } from './messages.js';
import { describeAction, logEntries, narrate, type LogEntry } from '../narrate.js';
import type { ShotResult } from '../mne-synergy-board/mne-synergy-board.js';
import { matchStyles } from './mne-match.styles.js';

export type { MneMoveDetail, MnePlayer };

/** What `mne-action` tells the page: a person chose `action` for `seat`. */
export interface MneActionDetail {
  action: MneAction;
  seat: ViewerSeat;
}

/** Controlled mode (a page sets `view`): downloaded the first time a page does. */
const controlledGames = new OnDemand(() => import('../extras-controlled.js'));

/**
 * A whole game of Magic Number Eleven in one element: the Star Player draft, the lineups, both
 * halves with Injury Time, substitutions, Penalty Kicks and, when the match allows it, the
 * shootout. Each seat is played by a person (`human`) or by the engine's bot (`bot`): two people
 * share one screen (hotseat, with undo), or play the computer, or watch two bots. Every move is
 * told in words in the move log. The computer thinks in a Web Worker (on the page's thread, in
 * slices, where workers are unavailable), so the page stays responsive; `bot-level` sets its
 * strength.
 *
 * The element owns the engine state and gives it to the elements inside it (field, hand, track,
 * Synergy Board, …) through `@lit/context`. The same `seed` and moves replay the same match; a
 * saved `state` (from `save()`) resumes one.
 *
 * ```html
 * <mne-match seed="42" home="human" away="bot"></mne-match>   <!-- you against the computer -->
 * <mne-match home="human" away="human"></mne-match>            <!-- two people, one screen -->
 * <mne-match home="human" away="human" handoff></mne-match>    <!-- … each hand hidden from the other -->
 * ```
 *
 * **Controlled mode.** An app that runs the engine itself (on a server, in a store, in another
 * framework) sets `view` to a seat's `viewFor(state, seat)` and `events` to `eventsFor(events, seat)`
 * of the last move. The element then holds no engine state, runs no bot and applies nothing: it
 * shows the view with the same controls, offers the engine's `legalActions(view)`, and when the
 * person chooses, sends `mne-action` and shows that it waits, until the page sets the next view.
 * A spectator's view is shown read-only; the move log comes from the `events` given.
 * ```js
 * el.view = mne.viewFor(state, 'home');
 * el.addEventListener('mne-action', ({ detail }) => {
 *   const { state: next, events } = mne.applyAction(state, detail.action);
 *   state = next;
 *   el.view = mne.viewFor(state, 'home');
 *   el.events = mne.eventsFor(events, 'home');
 * });
 * ```
 *
 * @summary A complete playable match: draft, lineup, two halves, subs, penalties, move log, undo.
 *
 * @event mne-move - A move was played (local play). `detail: { seat, action, by: 'human' | 'bot' }`.
 * @event mne-action - A person chose an action: `detail: { action, seat }`; cancelable (a cancelled
 * choice is not played). In controlled mode it is the move for the page to apply; the element waits
 * for the next `view`.
 *
 * @csspart base - The wrapper.
 * @csspart panel - The box with the prompt and the moves to choose from.
 * @csspart prompt - What the seat to play must decide.
 * @csspart coach - The coach's sentence (with `coach`); its `data-notation` is the advised move's notation.
 * @csspart actions - The move buttons.
 * @csspart action - One move button.
 * @csspart front - The cards in front of the player (choose one to place it).
 * @csspart log - The move log.
 * @csspart undo - The undo button (hotseat).
 * @csspart record - The "Download the record" button (once the match is over).
 * @csspart handoff - The cover shown between two persons' turns (hotseat with `handoff`).
 * @csspart handoff-button - Its "show my cards" button.
 * @csspart problem - The message shown when an attribute is unusable.
 *
 * @cssprop --mne-match-background - The match's background.
 * @cssprop --mne-player-card-width - The width of the cards in front and in the draft.
 */
export class MneMatch extends PitchsideElement {
  static override styles = matchStyles;

  /** The seed of a new match: the same seed and moves replay the same match. Random when unset. */
  @property({ reflect: true }) seed?: string;

  /** A saved match to resume (the JSON of `save()` / the engine's `toJSON`); wins over `seed`. */
  @property({ converter: jsonConverter }) state?: unknown;

  /** Who plays Home: `human` (default) or `bot`. */
  @property({ reflect: true }) home: string = 'human';

  /** Who plays Away: `human` or `bot` (default). */
  @property({ reflect: true }) away: string = 'bot';

  /**
   * The computer's strength: `greedy` (default: answers at once, the same moves for the same
   * seed) or `search` (stronger: searches each decision, up to 0.7 s; its moves depend on the
   * machine's speed).
   */
  @property({ reflect: true, attribute: 'bot-level' }) botLevel: string = 'greedy';

  /** Milliseconds the computer waits before each move (0: as fast as the page can draw). */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 700;

  /** Play a Penalty Kick Shootout if the match is drawn (both teams agree before the match). */
  @property({ type: Boolean }) shootout = false;

  /**
   * Hotseat on one device: hide the cards whenever the person to play changes, until that person
   * presses "show my cards" (so neither sees the other's hand).
   */
  @property({ type: Boolean }) handoff = false;

  /**
   * Show the coach: while a person is to act, one sentence says what the engine's search bot would
   * play and why (a shot's odds, the expected goal difference), worked out in a Web Worker from that
   * person's view only. In controlled mode, while the view's seat is to act: the worker gets the
   * view (never a state), as a client of a server holds it.
   */
  @property({ type: Boolean }) coach = false;

  /**
   * Controlled mode: the match as one seat sees it, `viewFor(state, seat)` of the page's engine
   * (`'spectator'`: read-only). Setting it hands the game to the page: the element holds no state,
   * runs no bot and applies nothing; a new view ends the wait after a choice. Undefined (the
   * default): the element plays locally (`seed`, `state`, `home`, `away`). `null`: controlled, with
   * no view yet (e.g. while a connection opens): the element shows nothing and plays nothing.
   */
  @property({ attribute: false }) view?: MneView | null;

  /**
   * Controlled mode: that seat's events of the last move (`eventsFor(events, seat)`), told in the
   * move log. Set it with each new view (an empty list, or unset, when there are none).
   */
  @property({ attribute: false }) events?: readonly MneEvent[];

  @state()
  private context?: MatchContext<MneView, MneAction>;
  private readonly provider = provideContext(this, mneMatchContext);

  @state() private selected: string | null = null;
  @state() private lineup: string[] | null = null;
  /** The match played on the page: state, bots, hotseat cover and undo. */
  private readonly local = new LocalGameController(this, mneRules, {
    moved: ({ seat, action, by }) => void emit(this, 'mne-move', { seat: seat as Seat, action, by }),
    failed: (error) => {
      this.local.load(null);
      this.failure = problemFrom('state', error);
    },
  });
  /** What is wrong with `seed` or `state` (local play), or why the bots failed. */
  private failure: Result<null> = ok(null);
  /** The coach's line (`coach`): the person to act's advice. */
  private readonly coachLine = new CoachLine<MneState | MneView, MneAdvice>(this, {
    game: 'mne',
    enabled: () => this.coach,
    // Controlled mode: the page's view (the worker samples a state from it; the true one stays with the page).
    state: () => (this.controlled ? (this.view ?? null) : this.match),
    seat: () => {
      const toAct = this.shown?.legalActions.length ? this.shown.view.toAct : null;
      if (this.controlled) return toAct !== null && toAct === this.view?.viewer ? toAct : null;
      return toAct && this.player(toAct) === 'human' ? toAct : null;
    },
    seed: () => this.seed ?? 'resumed',
  });
  /** The match the page drives (controlled mode), once `view` has been set. */
  private controlled?: ControlledGame<MneView, MneAction, MneEvent> | undefined;
  /** What is wrong with `view` or `events` (controlled mode). */
  private setup: Result<unknown> = ok(null);
  /** What the element shows: the local or the controlled game's snapshot. */
  private shown?: GameSnapshot<MneView, MneAction, MneEvent> | undefined;
  /** The move log's lines, made from the shown log (kept while it is the same). */
  private entries: { log: readonly MneEvent[]; lines: LogEntry[]; lastShot: ShotResult | null } = {
    log: [],
    lines: [],
    lastShot: null,
  };

  /** The engine state now (null while an attribute is unusable, and in controlled mode). */
  get match(): MneState | null {
    return this.local.state;
  }

  /** The final result once the match is over, else null. */
  get result(): MatchResult | null {
    return this.match ? matchResult(this.match) : null;
  }

  /**
   * The match's record so far (the engine's `toRecord`: headers, then every move in notation), for
   * a match started here from a seed; null for a resumed `state` (its earlier moves are unknown) and
   * in controlled mode (the page holds the moves). It names every hidden choice: once the match is
   * over, the element offers it as a download.
   */
  get record(): string | null {
    const s = this.match;
    if (!s || this.state !== undefined || !this.seed) return null;
    const setup = { seed: this.seed, ...(this.shootout ? { shootout: true } : {}) };
    return toRecord({ setup, actions: this.local.actions }, { Date: recordDate() });
  }

  /** The match as the engine's versioned save (`state` attribute / `fromJSON` read it back). */
  save(): unknown {
    return this.match ? toJSON(this.match) : null;
  }

  /** Controlled mode needs its code, downloaded the first time a page sets `view`. */
  protected override loading(): Promise<void> | null {
    return this.view === undefined ? null : controlledGames.wait();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.view !== undefined) {
      const module = controlledGames.read('view');
      this.setup = module.ok ? ok(null) : module;
      if (module.ok) {
        this.controlled ??= module.value.controlledMne(this);
        if (this.match) this.local.load(null);
        this.setup = this.controlled.receive(this.view, this.events);
      }
      this.shown = this.controlled?.snapshot();
    } else {
      const fromPage = this.controlled !== undefined;
      this.controlled = undefined;
      this.setup = ok(null);
      this.setBots();
      if (fromPage || changed.has('seed') || changed.has('state') || changed.has('shootout') || !this.hasUpdated)
        this.start();
      this.local.seed = this.seed ?? 'resumed';
      this.shown = this.local.snapshot();
    }
    if (changed.has('view')) {
      this.selected = null;
      this.lineup = null;
    }
    const shown = this.shown;
    this.context = shown && { ...shown, seat: shown.seat as ViewerSeat, dispatch: (a) => this.choose(a) };
    this.provider.setValue(this.context);
  }

  protected override updated(): void {
    const log = this.renderRoot.querySelector('.log');
    if (log) log.scrollTop = log.scrollHeight; // the newest move in sight
    this.restoreFocus();
  }

  /**
   * Set when a person moved with the focus in the match. The button they pressed is often gone
   * after the move (and the panel empty while a bot thinks or the page answers): once moves are on
   * screen again, the first gets the focus, so keyboard users keep their place. Not if they went
   * elsewhere meanwhile.
   */
  private refocus = false;

  private restoreFocus(): void {
    if (!this.refocus) return;
    const active = document.activeElement;
    if (active !== document.body && active !== this) {
      this.refocus = false; // the person went elsewhere on the page
      return;
    }
    if (this.shadowRoot?.activeElement) {
      this.refocus = false; // still in the match: nothing was lost
      return;
    }
    const next = this.renderRoot.querySelector<HTMLElement>('[part~="panel"] button:not(:disabled)');
    if (next) {
      this.refocus = false;
      next.focus();
    }
  }

  /** A new match from `seed`, or the saved `state`; what is wrong with them goes to `failure`. */
  private start(): void {
    this.selected = null;
    this.lineup = null;
    const resumed = this.state !== undefined;
    if (!resumed && !this.seed) this.seed = String(Math.floor(Math.random() * 2 ** 31));
    const seed = this.seed ?? '';
    const game = resumed
      ? attempt('state', () => fromJSON(parsedJson(this.state)))
      : attempt('seed', () => createMatch({ seed, shootout: this.shootout }));
    this.failure = game.ok ? ok(null) : game;
    this.local.load(game.ok ? game.value : null, game.ok && !resumed ? openingLog(game.value) : []);
  }

  /** The computer's seats, level and pace, and the hotseat cover (no bots while `bot-level` is unusable: the element shows why). */
  private setBots(): void {
    const level = readBotLevel(this.botLevel, this.i18n);
    if (level.ok) this.local.level = level.value;
    this.local.bots = new Set(level.ok ? MNE_SEATS.filter((seat) => this.player(seat) === 'bot') : []);
    this.local.delay = this.botDelay;
    this.local.device.cover = this.handoff;
  }

  private player(seat: Seat): string {
    return seat === 'home' ? this.home : this.away;
  }

  private players(): Result<Record<Seat, MnePlayer>> {
    for (const seat of MNE_SEATS) {
      const value = this.player(seat);
      if (value !== 'human' && value !== 'bot') {
        return problem(seat, 'error.invalid', {
          detail: this.i18n.t(mneMatchMessages, 'match.badPlayer', { attribute: seat, value }),
        });
      }
    }
    const level = readBotLevel(this.botLevel, this.i18n);
    if (!level.ok) return level;
    const delay = readDelay(this.botDelay, this.getAttribute('bot-delay'));
    if (!delay.ok) return delay;
    return ok({ home: this.home as MnePlayer, away: this.away as MnePlayer });
  }

  /**
   * A person chose `action` (a button here, a space of the field): `mne-action` tells the page,
   * then the game plays it (local) or waits for the page's next view (controlled).
   */
  private choose(action: MneAction): void {
    const shown = this.context;
    if (!shown) return;
    if (emit(this, 'mne-action', { action, seat: shown.seat }, { cancelable: true }).defaultPrevented) return;
    const focused = this.shadowRoot?.activeElement != null;
    if (!(this.controlled ?? this.local).choose(action)) return;
    this.refocus = focused;
    this.selected = null;
    this.lineup = null;
  }

  /** Hotseat: takes back the last move (and anything after it). */
  undo(): void {
    if (this.controlled || !this.local.undo()) return;
    this.selected = null;
    this.lineup = null;
  }

  /** The move log's lines and the last Goal Check (shown on the Synergy Board until the next shot). */
  private logLines(log: readonly MneEvent[]) {
    if (this.entries.log !== log) {
      let lastShot: ShotResult | null = null;
      let shooter: string | null = null;
      for (const e of log) {
        if (e.type === 'shotDeclared') [shooter, lastShot] = [e.shooter, null];
        if (e.type === 'shotResolved') lastShot = { ...e, shooter };
      }
      this.entries = { log, lines: logEntries(log), lastShot };
    }
    return this.entries;
  }

  protected override render() {
    if (!this.setup.ok) return this.renderProblem(this.setup.problem);
    const controlled = this.controlled !== undefined;
    if (!controlled) {
      const players = this.players();
      if (!players.ok) return this.renderProblem(players.problem);
      if (!this.failure.ok) return this.renderProblem(this.failure.problem);
    }
    const shown = this.shown;
    if (!this.context || !shown) return nothing;
    const { view, seat: viewer } = this.context;
    const hotseat = !controlled && this.home === 'human' && this.away === 'human';
    const { lines, lastShot } = this.logLines(shown.log);
    return html`<div part="base" class="base" role="region" aria-label=${this.i18n.t(mneMatchMessages, 'match.label')}>
      <div class="top">
        <mne-scoreboard exportparts="base: scoreboard"></mne-scoreboard>
        <mne-control-track exportparts="base: control-track"></mne-control-track>
      </div>
      ${this.renderPanel(view, shown, lines, hotseat)}
      <div class="board" role="group" aria-label=${this.i18n.t(mneMatchMessages, 'match.fields')}>
        ${(['away', 'home'] as const).map((seat) => this.renderTeam(view, seat, viewer))}
      </div>
      ${view.phase === 'play' ? html`<mne-synergy-board .result=${lastShot ?? undefined}></mne-synergy-board>` : nothing}
      ${this.renderLog(view, lines, hotseat)}
    </div>`;
  }

  /** Who plays `seat`, as its heading says: Player or Computer; in controlled mode, You for the viewer. */
  private seatLabel(seat: Seat, viewer: ViewerSeat): string {
    if (this.controlled) return seat === viewer ? ` · ${this.i18n.t(mneMatchMessages, 'match.seatYou')}` : '';
    return ` · ${this.i18n.t(mneMatchMessages, this.player(seat) === 'bot' ? 'match.seatBot' : 'match.seatHuman')}`;
  }

  private renderTeam(view: MneView, seat: Seat, viewer: ViewerSeat) {
    return html`<section class="team ${seat}" aria-label=${teamName(this.i18n, seat)}>
      <h3>${teamName(this.i18n, seat)}${this.seatLabel(seat, viewer)}</h3>
      <mne-field
        team=${seat}
        .selected=${seat === viewer && this.selected ? this.selected : undefined}
        exportparts="base: field"
      ></mne-field>
      ${view.phase === 'play' || view.phase === 'halfTime' ? html`<mne-hand team=${seat}></mne-hand>` : nothing}
      ${
        view.phase !== 'draft' && view.phase !== 'lineup'
          ? html`<details>
              <summary>${this.i18n.t(mneMatchMessages, 'subs.label', { team: teamName(this.i18n, seat) })}</summary>
              <mne-sub-space team=${seat}></mne-sub-space>
            </details>`
          : nothing
      }
    </section>`;
  }

  private renderPanel(
    view: MneView,
    shown: GameSnapshot<MneView, MneAction, MneEvent>,
    lines: readonly LogEntry[],
    hotseat: boolean,
  ) {
    const actions = shown.legalActions;
    const toAct = view.toAct;
    const t = this.i18n.t.bind(this.i18n, mneMatchMessages);
    if (view.phase === 'over' || toAct === null) {
      const last = lines.at(-1);
      return html`<div part="panel" class="panel">
        <p part="prompt" class="prompt" role="status">${last ? narrate(this.i18n, view, last) : t('prompt.over')}</p>
      </div>`;
    }
    const team = teamName(this.i18n, toAct);
    if (actions.length === 0) {
      // A bot thinking, the device passing to the next person (hotseat with `handoff`), or (in
      // controlled mode) the page's answer or another seat's move awaited.
      return html`<div part="panel" class="panel">
        ${
          this.controlled
            ? html`<p part="prompt" class="prompt" role="status">
                ${shown.waiting ? t('match.sent') : t('match.waiting', { team })}
              </p>`
            : this.player(toAct) === 'bot'
              ? html`<p part="prompt" class="prompt" role="status">${t('match.thinking', { team })}</p>`
              : renderHandoff(this.i18n, team, this.local.device.handTo(toAct).take)
        }
      </div>`;
    }
    const step = view.phase === 'play' ? view.step : view.phase;
    const promptKey =
      view.phase === 'play'
        ? (`prompt.${view.step}` as const)
        : (`prompt.${view.phase as 'draft' | 'lineup' | 'halfTime' | 'shootout'}` as const);
    return html`<div part="panel" class="panel">
      <p part="prompt" class="prompt" role="status">
        ${hotseat ? html`<span aria-hidden="true">🔁 </span>` : nothing}${t(promptKey, { team })}
      </p>
      ${this.coachLine.render(this.i18n, (advice) => coachText(this.i18n, view, advice))}
      ${
        this.local.refused && !this.controlled
          ? html`<p class="error" role="alert">${t('match.rejected', { reason: this.local.refused })}</p>`
          : nothing
      }
      ${
        step === 'draft'
          ? this.renderCardChoices(view, actions)
          : step === 'lineup'
            ? this.renderLineup(view, actions)
            : this.renderMoves(view, actions, toAct)
      }
    </div>`;
  }

  /** The draft: the revealed Star Players, each a button. */
  private renderCardChoices(view: MneView, actions: readonly MneAction[]) {
    return html`<ul part="actions" class="cards">
      ${actions.map((a) => {
        if (a.type !== 'draftPick') return nothing;
        const def = playerCard(queryable(view), a.card);
        return html`<li>
          <button part="action" class="pick" title=${describeAction(this.i18n, view, a)} @click=${() => this.choose(a)}>
            <mne-player-card .definition=${def}></mne-player-card>
          </button>
        </li>`;
      })}
    </ul>`;
  }

  /** The lineup: the squad as toggles (10 starters), then Confirm. */
  private renderLineup(view: MneView, actions: readonly MneAction[]) {
    const squad = [...new Set(actions.flatMap((a) => (a.type === 'lineup' ? a.starters : [])))];
    const chosen = this.lineup ?? this.suggestedLineup(view, actions);
    const toggle = (id: string) => {
      this.lineup = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    };
    return html`<p class="hint">
        ${this.i18n.t(mneMatchMessages, 'match.lineupCount', { starters: STARTERS, count: chosen.length })}
      </p>
      <ul part="front" class="cards">
        ${squad.map((id) => {
          const def = playerCard(queryable(view), id);
          return html`<li>
            <button
              class="pick ${chosen.includes(id) ? '' : 'bench'}"
              aria-pressed=${chosen.includes(id) ? 'true' : 'false'}
              @click=${() => toggle(id)}
            >
              <mne-player-card .definition=${def}></mne-player-card>
            </button>
          </li>`;
        })}
      </ul>
      <div part="actions" class="actions">
        <button
          part="action"
          class="primary"
          ?disabled=${chosen.length !== STARTERS}
          @click=${() => this.choose({ type: 'lineup', starters: chosen })}
        >
          ${this.i18n.t(mneMatchMessages, 'action.lineup')}
        </button>
      </div>`;
  }

  /**
   * The engine's bot suggests the starters; the person changes what they like. In controlled mode
   * it reads the view (the first lineup offered if the engine cannot suggest from a view).
   */
  private suggestedLineup(view: MneView, actions: readonly MneAction[]): string[] {
    let suggestion: MneAction | undefined;
    try {
      suggestion = greedyBot('lineup')(this.match ?? queryable(view));
    } catch {
      suggestion = actions.find((a) => a.type === 'lineup');
    }
    return suggestion?.type === 'lineup' ? suggestion.starters : [];
  }

  /** Every other decision: the cards in front to place (Build Up), and a button per legal move. */
  private renderMoves(view: MneView, actions: readonly MneAction[], seat: Seat) {
    const placeable = [...new Set(actions.flatMap((a) => (a.type === 'place' ? [a.card] : [])))];
    const subs = actions.filter((a) => a.type === 'substitute');
    const others = distinctMoves(
      view,
      actions.filter((a) => a.type !== 'place' && a.type !== 'substitute'),
    );
    const front = view.teams[seat].front;
    const selectedDef = this.selected ? playerCard(queryable(view), this.selected) : undefined;
    return html`${
      placeable.length > 0
        ? html`<p class="hint">
              ${
                selectedDef
                  ? this.i18n.t(mneMatchMessages, 'match.picked', { card: cardName(this.i18n, selectedDef) })
                  : this.i18n.t(mneMatchMessages, 'match.pickCard')
              }
            </p>
            <ul
              part="front"
              class="cards"
              aria-label=${this.i18n.t(mneMatchMessages, 'front.label', { team: teamName(this.i18n, seat) })}
            >
              ${front.map((id) => {
                const def = playerCard(queryable(view), id);
                const can = placeable.includes(id);
                return html`<li>
                  <button
                    class="pick"
                    data-card=${id}
                    ?disabled=${!can}
                    aria-pressed=${this.selected === id ? 'true' : 'false'}
                    @click=${() => (this.selected = this.selected === id ? null : id)}
                  >
                    <mne-player-card .definition=${def} ?dim=${!can}></mne-player-card>
                  </button>
                </li>`;
              })}
            </ul>`
        : nothing
    }
    ${
      others.length > 0
        ? html`<div part="actions" class="actions">
            ${others.map(
              (a) =>
                html`<button part="action" data-action=${a.type} @click=${() => this.choose(a)}>
                  ${describeAction(this.i18n, view, a)}
                </button>`,
            )}
          </div>`
        : nothing
    }
    ${
      subs.length > 0
        ? html`<details>
            <summary>${this.i18n.t(mneMatchMessages, 'match.subs')}</summary>
            <div class="actions">
              ${subs.map(
                (a) =>
                  html`<button part="action" data-action="substitute" @click=${() => this.choose(a)}>
                    ${describeAction(this.i18n, view, a)}
                  </button>`,
              )}
            </div>
          </details>`
        : nothing
    }`;
  }

  private renderLog(view: MneView, entries: readonly LogEntry[], hotseat: boolean): TemplateResult {
    const lines = entries.flatMap((entry) => {
      const line = narrate(this.i18n, view, entry);
      if (line === null) return [];
      const type = entry.event.type;
      const outcome = type === 'shotResolved' ? entry.event.outcome : null;
      const cls =
        type === 'goal' || outcome === 'goal' || outcome === 'wonderGoal'
          ? 'goal'
          : type === 'turnStarted'
            ? 'turn'
            : '';
      return [html`<li class=${cls}>${line}</li>`];
    });
    return html`<section class="panel" aria-label=${this.i18n.t(mneMatchMessages, 'match.log')}>
      <div class="log-head">
        <h3>${this.i18n.t(mneMatchMessages, 'match.log')}</h3>
        ${
          hotseat
            ? html`<button part="undo" ?disabled=${!this.local.canUndo} @click=${() => this.undo()}>
                ${this.i18n.t(mneMatchMessages, 'match.undo')}
              </button>`
            : nothing
        }
        ${this.match?.phase === 'over' && this.record ? recordButton(this.i18n, () => this.record, `mne-${this.seed}.txt`) : nothing}
      </div>
      <ol
        part="log"
        class="log"
        tabindex="0"
        aria-live="polite"
        aria-label=${this.i18n.t(mneMatchMessages, 'match.log')}
      >
        ${lines}
      </ol>
    </section>`;
  }
}

/**
 * One button per choice a person can tell apart. Synergy Cards are alike when they have the same
 * stars and both have (or lack) TACKLE, so keeping, adding or playing one or the other is the same
 * choice; the engine lists each card, and two buttons with the same words would only puzzle.
 */
function distinctMoves(view: MneView, actions: readonly MneAction[]): MneAction[] {
  const alike = (id: string) => {
    const def = synergyCard(queryable(view), id);
    return def ? `${def.stars}${def.tackle ? 'T' : ''}` : id;
  };
  const choice = (a: MneAction) =>
    a.type === 'keep'
      ? `keep ${alike(a.card)}`
      : a.type === 'commitAttack'
        ? `commitAttack ${a.cards.map(alike).sort().join()}`
        : a.type === 'defend' && a.card !== undefined
          ? `defend ${alike(a.card)}`
          : JSON.stringify(a);
  const seen = new Set<string>();
  return actions.filter((a) => {
    const c = choice(a);
    if (seen.has(c)) return false;
    seen.add(c);
    return true;
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-match': MneMatch;
  }
  interface GlobalEventHandlersEventMap {
    /** A move was played in a local `<mne-match>` (by a person or the computer). */
    'mne-move': CustomEvent<MneMoveDetail>;
    /** A person chose an action in an `<mne-match>`; cancelable. In controlled mode the page applies it. */
    'mne-action': CustomEvent<MneActionDetail>;
  }
}
