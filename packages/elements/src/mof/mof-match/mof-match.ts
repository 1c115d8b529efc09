import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  TACTICS,
  createMatch,
  toRecord,
  type MatchSetup,
  lookup,
  minuteLabel,
  type DieRoll,
  type MatchState,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
  type ScenarioDesc,
  type Side,
} from '@pitchside/engine/mof';
import { emit } from '../../shared/emit.js';
import { sharedMessages } from '../../shared/messages.js';
import { attempt, jsonConverter, ok, parsedJson, type InvalidJson, type Result } from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { consumeContext } from '../../shared/context.js';
import { provideContext } from '../../shared/context-provider.js';
import { mofRules } from '../local-game.js';
import { LocalGameController } from '../../shared/local-game-controller.js';
import { controlledGames, scenarios } from '../on-demand-engine.js';
import type { ControlledGame } from '../../shared/controlled-game.js';
import { commentary } from '../commentary.js';
import { symbolIcon } from '../symbols.js';
import { tacticSymbol } from '../effect-symbols.js';
import { readBots } from '../bot-options.js';
import { readBotLevel, readDelay } from '../../shared/bot-level.js';
import { mofCoachLine } from '../coach-text.js';
import { matchStyles } from './mof-match.styles.js';
import { recordButton, recordDate } from '../../shared/record-export.js';

declare global {
  interface GlobalEventHandlersEventMap {
    /** The dice of a turn were rolled in a `<mof-match>` (by a person or a bot). */
    'mof-roll': CustomEvent<{ turn: number; attacker: 'home' | 'away'; attack: number; defence: number }>;
    /** A goal was scored in a `<mof-match>`. */
    'mof-goal': CustomEvent<{ turn: number; side: 'home' | 'away'; score: [number, number] }>;
    /** A `<mof-match>` reached the final whistle. */
    'mof-full-time': CustomEvent<{ score: [number, number]; points: [number, number] }>;
  }
}

const ROLL_MS = 650;

/**
 * A whole playable match of Masters of Football: team choice, tactics, pre-match cards, the
 * tactical roll, the 12 turns of the wheel with their dice, in-match cards, half time (substitution
 * and a new tactical roll) and injury time. Two persons share the device (hotseat; with `handoff`
 * neither sees the other's cards and secret choices), or the engine's
 * bot plays one or both sides (`bots="away"`, at the strength `bot-level`; it thinks in a Web
 * Worker, so the page stays responsive). Every rule is the engine's; the element shows the view of
 * the person deciding and offers exactly the engine's legal actions.
 *
 * Inside `<mof-championship>` it shows the championship's current match instead of its own.
 *
 * **Controlled mode.** An app that runs the engine itself (on a server, in a store) sets `view` to a
 * seat's `viewFor(state, seat)` and `events` to `eventsFor(previous, events, seat)` of the last move.
 * The element then holds no engine state, runs no bot and applies nothing: it shows the view with
 * the same controls, offers the engine's `legalActions(view)`, and when the person chooses, sends
 * `mof-action` and shows that it waits, until the page sets the next view. A spectator's view is
 * shown read-only. The commentary comes from the `events` given.
 *
 * @summary A playable MoF match: hotseat or against the engine's bot.
 *
 * @event mof-roll - The dice of a turn were rolled (local play; in controlled mode the page has the events).
 * @event mof-goal - A goal was scored (local play).
 * @event mof-full-time - The match is over (local play).
 * @event mof-action - A person chose an action (`detail: { action, seat }`, from the inner `<mof-decision>`);
 * cancelable. In controlled mode it is the move to apply: the element waits for the next `view`.
 *
 * @csspart base - The wrapper.
 * @csspart scoreboard - Team names, score, phase and tactic.
 * @csspart team-home - Home's block of the scoreboard (also `team-away`).
 * @csspart score - The score.
 * @csspart board - The wheel and the dice.
 * @csspart dice - The dice tray.
 * @csspart lineups - Both teams' players on the field.
 * @csspart hand - The viewing person's action cards.
 * @csspart log - The commentary.
 * @csspart refused - The message shown when the engine refuses a move.
 * @csspart coach - The coach's sentence (with `coach`); its `data-notation` is the advised move's notation.
 * @csspart again - The "Play again" button after the final whistle.
 * @csspart record - The "Download the record" button after the final whistle.
 * @csspart problem - The message shown instead of the match when an attribute is unusable.
 *
 * @cssprop --pitchside-color-home - Home's colour.
 * @cssprop --pitchside-color-away - Away's colour.
 */
export class MofMatch extends MofElement {
  static override styles = matchStyles;

  /** The seed of the match's dice and draws (the same seed and moves give the same match). */
  @property() seed = '1';

  /** Home's name (the engine draws its squad). */
  @property() home?: string;

  /** Away's name. */
  @property() away?: string;

  /** The sides the engine's bot plays: `away`, `home`, `home away`, or empty for two persons (hotseat). */
  @property() bots = 'away';

  /** Milliseconds a bot waits before each move, so people can follow (0 = immediately). */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 700;

  /**
   * The bot's strength: `greedy` (default: answers at once, the same moves for the same seed) or
   * `search` (stronger: searches each decision, up to 0.7 s; its moves depend on the machine's speed).
   */
  @property({ attribute: 'bot-level' }) botLevel = 'greedy';

  /** Resolve the turns without a "Roll the dice" button for each. */
  @property({ type: Boolean, attribute: 'auto-roll' }) autoRoll = false;

  /**
   * Hotseat on one device: hide a manager's cards and secret choices whenever the person to decide
   * changes, until that person presses "show my cards".
   */
  @property({ type: Boolean }) handoff = false;

  /**
   * Show the coach: while a person is to decide, one sentence says what the engine's search bot
   * would play and why (its winning chances and the expected goal difference against the next best
   * option), worked out in a Web Worker from that person's view only. In controlled mode, while the
   * view's seat is to decide: the worker gets the view (never a state), as a client of a server holds it.
   */
  @property({ type: Boolean }) coach = false;

  /** Start from a rule illustration: the engine's `scenario` description, as JSON. */
  @property({ converter: jsonConverter }) scenario?: ScenarioDesc | InvalidJson;

  /** Start from a state (e.g. a saved match read with `fromJSON`). */
  @property({ attribute: false }) state?: MofState;

  /**
   * Controlled mode: the match as one seat sees it, `viewFor(state, seat)` of the page's engine.
   * Setting it hands the game to the page (no state, bots or moves of the element's own); a new
   * view ends the wait after a choice. Undefined (the default): the element plays locally. `null`:
   * controlled, with no view yet (e.g. while a connection opens): it shows nothing and plays nothing.
   */
  @property({ attribute: false }) view?: MofView | null;

  /**
   * Controlled mode: that seat's events of the last move (`eventsFor(previous, events, seat)`), for
   * the commentary. Set it with each new view (an empty list, or unset, when there are none).
   */
  @property({ attribute: false }) events?: readonly MofEvent[];

  /** The championship's game, when the match is inside `<mof-championship>`. */
  @property({ attribute: false })
  championship?: MofGameContext;
  private readonly championshipConsumer = consumeContext(this, mofMatchContext, (game) => (this.championship = game));

  /** What this match provides to the wheel, dice and decision inside it. */
  @property({ attribute: false })
  game?: MofGameContext;
  private readonly provider = provideContext(this, mofMatchContext);

  @state() private rolling = false;
  private rollTimer: ReturnType<typeof setTimeout> | undefined;
  private setup: Result<MofState | null> = ok(null);
  private readonly controller = new LocalGameController(this, mofRules, {
    moved: ({ events }) => this.announce(events),
  });
  private readonly coachLine = mofCoachLine(this, {
    enabled: () => this.coach && !this.championship,
    // Controlled mode: the page's view (the worker samples a state from it; the true one stays with the page).
    state: () => (this.controlled ? (this.view ?? null) : this.controller.state),
    game: () => this.game,
    seed: () => this.seed,
  });
  /** The game the page drives (controlled mode), once `view` has been set. */
  private controlled?: ControlledGame<MofView, MofAction, MofEvent> | undefined;

  /**
   * The match's record so far (the engine's `toRecord`: headers, then every move in notation), for
   * a match started here from `seed`; null for a given `state` or `scenario` (earlier moves
   * unknown), inside a championship and in controlled mode. It names every hidden choice: once the
   * match is over, the element offers it as a download.
   */
  get record(): string | null {
    if (this.championship || this.controlled || this.state || this.scenario !== undefined || !this.controller.state)
      return null;
    return toRecord({ setup: this.matchSetup(), actions: this.controller.actions }, { Date: recordDate() });
  }

  /** The current engine state (null inside a championship, which owns it). */
  get matchState(): MofState | null {
    return this.controller.state;
  }

  /** Plays `action` for the person deciding now; returns false (and shows why) if the engine refuses it. */
  play(action: MofAction): boolean {
    return this.controller.choose(action);
  }

  /** A new match between the same teams' names, with the next seed. */
  private playAgain(): void {
    this.state = undefined;
    this.scenario = undefined;
    this.seed = /^-?\d+$/.test(this.seed) ? String(Number(this.seed) + 1) : `${this.seed}+`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.rollTimer);
  }

  /** A scenario needs the engine's `scenario`, downloaded the first time. */
  protected override loading(): Promise<void> | null {
    if (this.championship) return null;
    if (this.view !== undefined) return controlledGames.wait();
    return this.scenario !== undefined && !this.state ? scenarios.wait() : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.view !== undefined && !this.championship) {
      const module = controlledGames.read('view');
      if (!module.ok) return void (this.setup = module);
      this.controlled ??= module.value.controlledMof(this);
      if (this.controller.state) this.controller.load(null);
      this.setup = this.controlled.receive(this.view, this.events);
      // The page's events of a roll: the dice roll as in local play.
      if (changed.has('events') && this.controlled.snapshot()?.events.some((e) => e.type === 'diceRolled')) this.roll();
      this.game = this.withTeamNames(this.controlled.snapshot());
      return void this.provider.setValue(this.game);
    }
    this.controlled = undefined;
    const bots = readBots(this.bots, ['home', 'away'], /[\s,]+/);
    const delay = readDelay(this.botDelay, this.getAttribute('bot-delay'));
    const level = readBotLevel(this.botLevel, this.i18n);
    if (!bots.ok) return void (this.setup = bots);
    if (!delay.ok) return void (this.setup = delay);
    if (!level.ok) return void (this.setup = level);
    const botsChanged = [...bots.value].join() !== [...this.controller.bots].join();
    this.controller.bots = bots.value;
    this.controller.delay = delay.value;
    this.controller.level = level.value;
    this.controller.seed = this.seed;
    this.controller.device.cover = this.handoff;
    const setupChanged = (['seed', 'home', 'away', 'scenario', 'state', 'autoRoll'] as const).some((k) =>
      changed.has(k),
    );
    if (!this.championship && (setupChanged || !this.hasUpdated || !this.setup.ok || !this.controller.state)) {
      this.setup = this.readSetup();
      if (this.setup.ok && this.setup.value) this.controller.load(this.setup.value);
    } else if (botsChanged && this.controller.state) this.controller.load(this.controller.state);
    this.game = this.championship ?? this.withTeamNames(this.controller.snapshot());
    this.provider.setValue(this.game);
  }

  /**
   * The view with each team the page left unnamed (the engine names it after its seat, "home" or
   * "away") called Home or Away in the page's language, for the scoreboard, the wheel and the
   * commentary alike.
   */
  private withTeamNames(game: MofGameContext | undefined): MofGameContext | undefined {
    const unnamed = (t: MofView['teams'][number]) => t.name === t.seat && (t.seat === 'home' || t.seat === 'away');
    if (!game || !game.view.teams.some(unnamed)) return game;
    const teams = game.view.teams.map((t) =>
      unnamed(t) ? { ...t, name: this.i18n.t(sharedMessages, t.seat === 'home' ? 'team.home' : 'team.away') } : t,
    );
    return { ...game, view: { ...game.view, teams } };
  }

  private readSetup(): Result<MofState | null> {
    if (this.state) return ok(this.state);
    if (this.scenario !== undefined) {
      const engine = scenarios.read('scenario');
      if (!engine.ok) return engine;
      return attempt('scenario', () => engine.value.scenario(parsedJson(this.scenario) as ScenarioDesc));
    }
    return attempt('seed', () => createMatch(this.matchSetup()));
  }

  /** The setup of a match started from `seed`. */
  private matchSetup(): MatchSetup {
    return {
      seed: /^-?\d+$/.test(this.seed) ? Number(this.seed) : this.seed,
      options: { stepTurns: !this.autoRoll },
      home: { seat: 'home', ...(this.home ? { name: this.home } : {}) },
      away: { seat: 'away', ...(this.away ? { name: this.away } : {}) },
    };
  }

  /** The dice animation of a roll. */
  private roll(): void {
    this.rolling = true;
    clearTimeout(this.rollTimer);
    this.rollTimer = setTimeout(() => (this.rolling = false), ROLL_MS);
  }

  /** Emits the match's events and starts the dice animation after a move. */
  private announce(events: readonly MofEvent[]): void {
    for (const e of events) {
      if (e.type === 'diceRolled') {
        emit(this, 'mof-roll', {
          turn: e.turn,
          attacker: e.attacker === 0 ? 'home' : 'away',
          attack: e.att.total,
          defence: e.def.total,
        });
        this.roll();
      } else if (e.type === 'goal')
        emit(this, 'mof-goal', { turn: e.turn, side: e.side === 0 ? 'home' : 'away', score: e.score });
      else if (e.type === 'fullTime') emit(this, 'mof-full-time', { score: e.score, points: e.points });
    }
  }

  protected override render() {
    if (!this.setup.ok) return this.renderProblem(this.setup.problem);
    const game = this.game;
    if (!game) return nothing;
    const view = game.view;
    const m = view.matches[view.active];
    if (!m) return nothing;
    const refused = this.championship ? null : this.controller.refused;
    return html`<section part="base" class="base" aria-label=${this.t('match.label')}>
      ${this.renderScoreboard(view, m)}
      <div part="board" class="board">
        <mof-match-wheel exportparts="wheel, marker, space, goal"></mof-match-wheel>
        <div class="side">
          ${this.renderDice(view, m, game.log)}
          <mof-decision></mof-decision>
          ${this.coachLine.render(this.i18n)}
          ${refused ? html`<p part="refused" class="refused" role="alert">${this.t('decide.refused', { reason: refused })}</p>` : nothing}
          ${
            m.phase === 'over' && !this.championship && !this.controlled
              ? html`<button part="again" class="again" @click=${this.playAgain}>${this.t('match.again')}</button>
                  ${recordButton(this.i18n, () => this.record, `mof-${this.seed}.txt`)}`
              : nothing
          }
          ${this.renderLog(game)}
        </div>
      </div>
      ${this.renderLineups(view, m)} ${this.renderHand(view, game.seat)}
    </section>`;
  }

  private teamName(view: MofView, m: MatchState, side: Side): string {
    return view.teams[m.sides[side].team]?.name ?? '';
  }

  private renderScoreboard(view: MofView, m: MatchState) {
    const names = lookup(view.data);
    const bots = this.championship ? new Set<string>() : this.controller.bots;
    const team = (side: Side) => {
      const t = view.teams[m.sides[side].team];
      const manager = t?.manager ? names.manager(t.manager)?.name : null;
      const cls = side === 0 ? 'home' : 'away';
      return html`<div part="team-${cls}" class="team ${cls}">
        <span class="name">${t?.name ?? ''}</span>
        <span class="meta">
          ${manager ? this.t('match.manager', { manager }) : this.t('match.noManager')}
          ${m.ha === side ? html` · <span class="ha">${this.t('match.homeAdvantage')}</span>` : nothing}
          ${t?.seat && bots.has(t.seat) ? html` · <span class="bot">${this.t('match.bot')}</span>` : nothing}
        </span>
      </div>`;
    };
    const minute =
      m.phase === 'firstHalf' || m.phase === 'secondHalf' || m.phase === 'injuryTime'
        ? minuteLabel(m.turn, view.data)
        : '';
    return html`<header part="scoreboard" class="scoreboard">
      ${team(0)}
      <div class="middle">
        <div part="score" class="score" aria-live="polite">
          <span class="visually-hidden">${this.teamName(view, m, 0)} </span>${m.score[0]}–${m.score[1]}<span
            class="visually-hidden"
          >
            ${this.teamName(view, m, 1)}</span
          >
        </div>
        <div class="phase">${this.t(`match.phase.${m.phase}`)}${minute ? ` · ${minute}` : ''}</div>
        <div class="tactic">
          ${
            m.tactic
              ? html`${symbolIcon(tacticSymbol(m.tactic), '')}${this.t('match.tactic', { tactic: this.t(`tactic.${m.tactic}`) })}`
              : this.t('match.noTactic')
          }
        </div>
      </div>
      ${team(1)}
    </header>`;
  }

  /** The turn's roll, or the last one of this match while the next turn waits for its roll. */
  private lastRoll(m: MatchState, log: readonly MofEvent[]): MatchState['roll'] {
    if (m.roll) return m.roll;
    if (m.phase === 'prematch' || m.phase === 'halfTime') return null;
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i] as MofEvent;
      if (e.type === 'matchStarted' || e.type === 'halfTime') return null;
      if (e.type === 'diceRolled') return { attacker: e.attacker, att: e.att, def: e.def };
    }
    return null;
  }

  private renderDice(view: MofView, m: MatchState, log: readonly MofEvent[]) {
    const levels = m.levels;
    const roll = this.lastRoll(m, log);
    const side = (s: Side) => this.teamName(view, m, s);
    return html`<div part="dice" class="dice" role="group" aria-label=${this.t('match.dice')}>
      ${
        levels
          ? html`<div class="levels" aria-label=${this.t('match.levels')} role="group">
              ${([0, 1] as const).map(
                (s) =>
                  html`<div class="level-row ${s === 0 ? 'home' : 'away'}">
                    <span class="who">${side(s)}</span>
                    <mof-dice kind="attack" level=${levels[s].attLevel}></mof-dice>
                    <mof-dice kind="defence" level=${levels[s].defLevel}></mof-dice>
                  </div>`,
              )}
            </div>`
          : html`<p class="muted">${this.t('match.noLevels')}</p>`
      }
      ${roll ? this.renderRoll(roll, side) : nothing}
    </div>`;
  }

  /** A turn's roll: for each side its level die and genius die, and the total. */
  private renderRoll(roll: NonNullable<MatchState['roll']>, teamName: (side: Side) => string) {
    const rolling = this.rolling;
    const defender: Side = roll.attacker === 0 ? 1 : 0;
    const half = (kind: 'attack' | 'defence', die: DieRoll, side: Side) =>
      html`<div class="roll-side ${side === 0 ? 'home' : 'away'}">
        <span class="who">${this.t(`match.${kind}Roll`, { team: teamName(side) })}</span>
        <span class="pair">
          <mof-dice kind=${kind} level=${die.level} value=${String(die.die)} ?rolling=${rolling}></mof-dice>
          <mof-dice kind="genius" value=${die.g ? 'G' : String(die.genius)} ?rolling=${rolling}></mof-dice>
        </span>
        <strong class="total">${rolling ? '…' : this.t('match.total', { total: die.total })}</strong>
      </div>`;
    return html`<div class="roll">
      ${half('attack', roll.att, roll.attacker)}${half('defence', roll.def, defender)}
    </div>`;
  }

  private renderLineups(view: MofView, m: MatchState) {
    const names = lookup(view.data);
    const tacticIndex = m.tactic ? TACTICS.indexOf(m.tactic) : -1;
    const lineup = (s: Side) => {
      const ids = m.sides[s].lineup;
      return html`<div class="lineup ${s === 0 ? 'home' : 'away'}">
        <h3>${this.t('match.lineup', { team: this.teamName(view, m, s) })}</h3>
        ${
          ids.length === 0
            ? html`<p class="muted">${this.t('match.lineupHidden')}</p>`
            : html`<ul>
                ${ids.map((id) => {
                  const p = names.player(id);
                  if (!p) return nothing;
                  return html`<li class="player" data-level=${p.level}>
                    <abbr class="pos" title=${this.t(`position.${p.pos}`)}>${p.pos}</abbr>
                    <span class="pname">${p.name}</span>
                    ${
                      tacticIndex >= 0
                        ? html`<span class="vals">
                            ${symbolIcon(p.genius?.includes('A') ? 'genius-attack' : 'attack', this.t('symbol.attack'))}${p.att[tacticIndex]}
                            ${symbolIcon(p.genius?.includes('D') ? 'genius-defence' : 'defence', this.t('symbol.defence'))}${p.def[tacticIndex]}
                          </span>`
                        : nothing
                    }
                  </li>`;
                })}
              </ul>`
        }
      </div>`;
    };
    return html`<div part="lineups" class="lineups">${lineup(0)}${lineup(1)}</div>`;
  }

  private renderHand(view: MofView, seat: string) {
    const team = view.teams.find((t) => t.seat === seat);
    if (!team || team.hand.length === 0) return nothing;
    return html`<details part="hand" class="hand">
      <summary>${this.t('match.hand')} (${team.hand.length}) · ${this.t('match.money', { money: team.money })}</summary>
      <div class="cards">
        ${team.hand.map((id) => html`<mof-action-card card=${id} .data=${view.data}></mof-action-card>`)}
      </div>
    </details>`;
  }

  private renderLog(game: MofGameContext) {
    const lines = commentary(game.log, game.view, this.t.bind(this), 6);
    return html`<section part="log" class="log" aria-label=${this.t('match.log')}>
      <h3 class="visually-hidden">${this.t('match.log')}</h3>
      <ol aria-live="polite">
        ${lines.map((line) => html`<li class=${line.goal ? 'goal' : ''}>${line.text}</li>`)}
      </ol>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-match': MofMatch;
  }
}
