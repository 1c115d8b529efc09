import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  createChampionship,
  toRecord,
  type ChampionshipSetup,
  lookup,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import { emit } from '../../shared/emit.js';
import { attempt, ok, type Result } from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { provideContext } from '../../shared/context-provider.js';
import { mofRules } from '../local-game.js';
import { LocalGameController } from '../../shared/local-game-controller.js';
import { controlledGames } from '../on-demand-engine.js';
import type { ControlledGame } from '../../shared/controlled-game.js';
import { commentary } from '../commentary.js';
import { LEAGUE_MATCHDAYS } from '../calendar.js';
import { readBots } from '../bot-options.js';
import { readBotLevel, readDelay } from '../../shared/bot-level.js';
import { mofCoachLine } from '../coach-text.js';
import { championshipStyles } from './mof-championship.styles.js';
import { recordButton, recordDate } from '../../shared/record-export.js';

declare global {
  interface GlobalEventHandlersEventMap {
    /** A `<mof-championship>` is over: its champion. */
    'mof-champion': CustomEvent<{ team: string; seat: string | null }>;
  }
}

const TABS = ['play', 'table', 'pad', 'teams'] as const;
type Tab = (typeof TABS)[number];

/**
 * A whole Masters of Football championship for 2–8 persons: managers and initial squads, six
 * matchdays with the results-pad pairings, the academy after matchday 2, the transfer market after
 * matchday 3, and with 5–8 persons two groups and a two-match final. Non-person teams fill the
 * groups; any person may be played by the engine's bot (at the strength `bot-level`; it thinks in a
 * Web Worker, so the page stays responsive); with `handoff`, persons sharing one device do not see
 * each other's cards. Each match is played in a `<mof-match>`;
 * the league table, the results pad per matchday and the teams are one tab away.
 *
 * **Controlled mode.** An app that runs the engine itself sets `view` to a person's
 * `viewFor(state, seat)` of the championship and `events` to `eventsFor(previous, events, seat)`.
 * The element then holds no engine state, runs no bot and applies nothing: it shows the view with
 * the same tabs and controls, offers the engine's `legalActions(view)`, and when the person
 * chooses, sends `mof-action` and waits for the next view. A spectator's view is read-only.
 *
 * @summary A playable MoF championship for 2–8 persons, with bots, table and results pad.
 *
 * @event mof-champion - The championship is over (`detail.team`, `detail.seat`; local play).
 * @event mof-action - A person chose an action (`detail: { action, seat }`, from the inner `<mof-decision>`);
 * cancelable. In controlled mode it is the move to apply: the element waits for the next `view`.
 *
 * @csspart base - The wrapper.
 * @csspart header - The title, the stage and the champion.
 * @csspart stage - The current stage's name.
 * @csspart coach - The coach's sentence (with `coach`); its `data-notation` is the advised move's notation.
 * @csspart champion - The champion's banner.
 * @csspart record - The "Download the record" button once the championship is over.
 * @csspart tabs - The tab buttons.
 * @csspart tab - One tab button (`tab-selected` on the open one).
 * @csspart panel - The open tab's content.
 * @csspart offer - The cards a person chooses from outside matches (managers, players, cards).
 * @csspart teams - The teams list.
 * @csspart log - The latest news.
 * @csspart problem - The message shown instead of the championship when an attribute is unusable.
 */
export class MofChampionship extends MofElement {
  static override styles = championshipStyles;

  /** The seed of every draw and die. */
  @property() seed = '1';

  /** The persons: a number from 2 to 8, or their names separated by commas (`Ana, Bao, Chi`). */
  @property() players = '4';

  /** The persons the engine's bot plays, separated by commas (`Bao, Chi`), or `all`. */
  @property() bots = '';

  /** Milliseconds a bot waits before each move (0 = immediately). */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 300;

  /**
   * The bots' strength: `greedy` (default: answers at once, the same moves for the same seed) or
   * `search` (stronger: searches each decision, up to 0.7 s; its moves depend on the machine's speed).
   */
  @property({ attribute: 'bot-level' }) botLevel = 'greedy';

  /** Resolve match turns without a "Roll the dice" button for each. */
  @property({ type: Boolean, attribute: 'auto-roll' }) autoRoll = false;

  /**
   * Persons sharing one device: hide a person's cards and secret choices whenever the person to
   * decide changes, until that person presses "show my cards".
   */
  @property({ type: Boolean }) handoff = false;

  /**
   * Show the coach: while a person is to decide (in a match or between them), one sentence says
   * what the engine's search bot would play and why, worked out in a Web Worker from that person's
   * view only. In controlled mode, while the view's person is to decide: the worker gets the view
   * (never a state), as a client of a server holds it.
   */
  @property({ type: Boolean }) coach = false;

  /** Start from a championship state (e.g. a saved one read with `fromJSON`). */
  @property({ attribute: false }) state?: MofState;

  /**
   * Controlled mode: the championship as one person sees it, `viewFor(state, seat)` of the page's
   * engine. Setting it hands the game to the page (no state, bots or moves of the element's own); a
   * new view ends the wait after a choice. Undefined (the default): the element plays locally.
   * `null`: controlled, with no view yet (e.g. while a connection opens): it shows nothing.
   */
  @property({ attribute: false }) view?: MofView | null;

  /** Controlled mode: that person's events of the last move (`eventsFor(previous, events, seat)`), for the news. */
  @property({ attribute: false }) events?: readonly MofEvent[];

  @property({ attribute: false })
  game?: MofGameContext;
  private readonly provider = provideContext(this, mofMatchContext);

  @state() private tab: Tab = 'play';
  private setup: Result<MofState | null> = ok(null);
  private readonly controller = new LocalGameController(this, mofRules, {
    moved: ({ events }) => this.announce(events),
  });
  private readonly coachLine = mofCoachLine(this, {
    enabled: () => this.coach,
    // Controlled mode: the page's view (the worker samples a state from it; the true one stays with the page).
    state: () => (this.controlled ? (this.view ?? null) : this.controller.state),
    game: () => this.game,
    seed: () => this.seed,
  });
  /** The game the page drives (controlled mode), once `view` has been set. */
  private controlled?: ControlledGame<MofView, MofAction, MofEvent> | undefined;

  protected override loading(): Promise<void> | null {
    return this.view === undefined ? null : controlledGames.wait();
  }

  /** The setup of a championship started from `seed` and `players`. */
  private championshipSetup(): ChampionshipSetup {
    return {
      seed: /^-?\d+$/.test(this.seed) ? Number(this.seed) : this.seed,
      seats: this.seats(),
      options: { stepTurns: !this.autoRoll },
    };
  }

  /**
   * The championship's record so far (the engine's `toRecord`), for one started here from `seed`;
   * null for a given `state` and in controlled mode. It names every hidden choice: once the
   * championship is over, the element offers it as a download.
   */
  get record(): string | null {
    if (this.controlled || this.state || !this.controller.state) return null;
    return toRecord(
      { setup: { ...this.championshipSetup(), championship: true }, actions: this.controller.actions },
      { Date: recordDate() },
    );
  }

  /** The current engine state. */
  get championshipState(): MofState | null {
    return this.controller.state;
  }

  private seats(): string[] | number {
    const text = this.players.trim();
    if (/^\d+$/.test(text)) return Number(text);
    return text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.view !== undefined) {
      const module = controlledGames.read('view');
      if (!module.ok) return void (this.setup = module);
      this.controlled ??= module.value.controlledMof(this);
      if (this.controller.state) this.controller.load(null);
      this.setup = this.controlled.receive(this.view, this.events);
      this.game = this.controlled.snapshot();
      return void this.provider.setValue(this.game);
    }
    this.controlled = undefined;
    const delay = readDelay(this.botDelay, this.getAttribute('bot-delay'));
    if (!delay.ok) {
      this.setup = delay;
      return;
    }
    const level = readBotLevel(this.botLevel, this.i18n);
    if (!level.ok) {
      this.setup = level;
      return;
    }
    this.controller.delay = delay.value;
    this.controller.level = level.value;
    this.controller.seed = this.seed;
    this.controller.device.cover = this.handoff;
    const setupChanged = (['seed', 'players', 'state', 'bots', 'autoRoll'] as const).some((k) => changed.has(k));
    if (setupChanged || !this.hasUpdated || !this.setup.ok || !this.controller.state) {
      this.setup = this.readSetup();
      if (this.setup.ok && this.setup.value) this.controller.load(this.setup.value);
    }
    this.game = this.controller.snapshot();
    this.provider.setValue(this.game);
  }

  private readSetup(): Result<MofState | null> {
    const created = this.state
      ? ok(this.state)
      : attempt('players', () =>
          createChampionship({
            seed: /^-?\d+$/.test(this.seed) ? Number(this.seed) : this.seed,
            seats: this.seats(),
            options: { stepTurns: !this.autoRoll },
          }),
        );
    if (!created.ok) return created;
    const bots = readBots(this.bots, created.value.seats, /,/);
    if (!bots.ok) return bots;
    this.controller.bots = bots.value;
    return created;
  }

  private announce(events: readonly MofEvent[]): void {
    for (const e of events)
      if (e.type === 'championshipOver') {
        const team = this.controller.state?.teams[e.champion];
        emit(this, 'mof-champion', { team: team?.name ?? '', seat: team?.seat ?? null });
      }
  }

  private select(tab: Tab, focus = false): void {
    this.tab = tab;
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${tab}`)?.focus());
  }

  private onTabKey(event: KeyboardEvent): void {
    const i = TABS.indexOf(this.tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next) {
      event.preventDefault();
      this.select(next, true);
    }
  }

  protected override render() {
    if (!this.setup.ok) return this.renderProblem(this.setup.problem);
    const game = this.game;
    if (!game) return nothing;
    const view = game.view;
    const champion = view.champion === null ? null : view.teams[view.champion];
    return html`<section part="base" class="base" aria-label=${this.t('champ.label')}>
      <header part="header" class="header">
        <h2 class="title">${this.t('game.name')}</h2>
        <span part="stage" class="stage">${this.stageName(view)}</span>
        ${
          champion && view.stage === 'over'
            ? html`<p part="champion" class="champion" role="status">
                  <span aria-hidden="true">★</span> ${this.t('champ.champion', { team: champion.name })}
                </p>
                ${this.controlled ? nothing : recordButton(this.i18n, () => this.record, `mof-championship-${this.seed}.txt`)}`
            : nothing
        }
      </header>
      <div part="tabs" class="tabs" role="tablist" @keydown=${this.onTabKey}>
        ${TABS.map(
          (tab) =>
            html`<button
              role="tab"
              id="tab-${tab}"
              part=${tab === this.tab ? 'tab tab-selected' : 'tab'}
              aria-selected=${tab === this.tab ? 'true' : 'false'}
              aria-controls="panel"
              tabindex=${tab === this.tab ? '0' : '-1'}
              @click=${() => this.select(tab)}
            >
              ${this.t(`champ.tab.${tab}`)}
            </button>`,
        )}
      </div>
      <div part="panel" class="panel" id="panel" role="tabpanel" aria-labelledby="tab-${this.tab}">
        ${
          this.tab === 'play'
            ? this.renderPlay(view, game)
            : this.tab === 'table'
              ? html`<mof-league-table highlight=${champion?.name ?? ''}></mof-league-table>`
              : this.tab === 'pad'
                ? html`<mof-results-pad></mof-results-pad>`
                : this.renderTeams(view)
        }
      </div>
    </section>`;
  }

  private stageName(view: MofView): string {
    if (view.stage === 'matchday')
      return view.md > LEAGUE_MATCHDAYS
        ? this.t('champ.finalLeg', { leg: view.md - LEAGUE_MATCHDAYS })
        : this.t('champ.stage.matchday', { md: view.md });
    return this.t(`champ.stage.${view.stage}`);
  }

  private renderPlay(view: MofView, game: MofGameContext) {
    if (view.stage === 'over')
      return html`<mof-league-table highlight=${view.teams[view.champion ?? -1]?.name ?? ''}></mof-league-table>`;
    if (view.stage === 'matchday') return html`${this.coachLine.render(this.i18n)}<mof-match></mof-match>`;
    return html`${this.renderOffer(view, game.seat)}
      <mof-decision></mof-decision>
      ${this.coachLine.render(this.i18n)} ${this.renderLog(game)}`;
  }

  /** The cards the viewing person chooses from in the current stage. */
  private renderOffer(view: MofView, seat: string) {
    const team = view.teams.find((t) => t.seat === seat);
    if (!team) return nothing;
    const cards =
      view.stage === 'chooseManager'
        ? team.managerOffer.map((id) => html`<mof-manager-card manager=${id} .data=${view.data}></mof-manager-card>`)
        : view.stage === 'buy' || view.stage === 'academy'
          ? team.offer.map((id) => html`<mof-player-card player=${id} .data=${view.data}></mof-player-card>`)
          : view.stage === 'release'
            ? team.squad.map((id) => html`<mof-player-card player=${id} .data=${view.data}></mof-player-card>`)
            : view.stage === 'discard'
              ? team.hand.map((id) => html`<mof-action-card card=${id} .data=${view.data}></mof-action-card>`)
              : [];
    return cards.length ? html`<div part="offer" class="offer">${cards}</div>` : nothing;
  }

  private renderTeams(view: MofView) {
    const names = lookup(view.data);
    return html`<ul part="teams" class="teams">
      ${view.teams.map((team) => {
        const manager = team.manager ? names.manager(team.manager)?.name : null;
        return html`<li class="team">
          <strong>${team.name}</strong>
          <span class="muted">
            ${
              team.seat === null
                ? this.t('champ.nonPerson')
                : html`${team.seat}${this.controller.bots.has(team.seat) ? ` · ${this.t('match.bot')}` : ''}`
            }
            ${manager ? ` · ${this.t('match.manager', { manager })}` : ''} ·
            ${this.t('champ.players', { count: team.squad.length })}
            ${team.seat === null ? '' : ` · ${this.t('match.money', { money: team.money })}`}
          </span>
        </li>`;
      })}
    </ul>`;
  }

  private renderLog(game: MofGameContext) {
    const lines = commentary(game.log, game.view, this.t.bind(this), 4);
    if (!lines.length) return nothing;
    return html`<ol part="log" class="log" aria-live="polite">
      ${lines.map((line) => html`<li>${line.text}</li>`)}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-championship': MofChampionship;
  }
}
