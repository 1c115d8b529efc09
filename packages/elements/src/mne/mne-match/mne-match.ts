import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  applyAction,
  createMatch,
  currentSeat,
  fromJSON,
  greedyBot,
  legalActions,
  playerCard,
  result as matchResult,
  STARTERS,
  synergyCard,
  toJSON,
  viewFor,
  type MatchResult,
  type MneAction,
  type MneState,
  type MneView,
  type Seat,
  type ViewerSeat,
} from '@pitchside/engine/mne';
import { BotDriver } from '../../shared/bot-driver.js';
import { provideContext, type MatchContext } from '../../shared/context.js';
import { emit } from '../../shared/emit.js';
import { Handoff, renderHandoff } from '../../shared/handoff.js';
import { BOT_LEVELS, readBotLevel, readDelay, type BotLevel } from '../../shared/bot-level.js';
import { PitchsideElement } from '../../shared/pitchside-element.js';
import { attempt, jsonConverter, ok, parsedJson, problem, problemFrom, type Result } from '../../shared/problem.js';
import { mneMatchContext } from '../context.js';
import { queryable } from '../mne-element.js';
import { cardName, teamName } from '../labels.js';
import { messageOf } from '../errors.js';
import { mneMessages } from '../messages.js';
import { describeAction, logEntries, narrate, type LogEntry } from '../narrate.js';
import type { ShotResult } from '../mne-synergy-board/mne-synergy-board.js';
import { matchStyles } from './mne-match.styles.js';

export type MnePlayer = 'human' | 'bot';

/** What `mne-move` tells the page: a move was played, by a person or by the computer. */
export interface MneMoveDetail {
  seat: Seat;
  action: MneAction;
  by: MnePlayer;
}

const SEATS: readonly Seat[] = ['home', 'away'];

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
 * @summary A complete playable match: draft, lineup, two halves, subs, penalties, move log, undo.
 *
 * @event mne-move - A move was played. `detail: { seat, action, by: 'human' | 'bot' }`.
 *
 * @csspart base - The wrapper.
 * @csspart panel - The box with the prompt and the moves to choose from.
 * @csspart prompt - What the seat to play must decide.
 * @csspart actions - The move buttons.
 * @csspart action - One move button.
 * @csspart front - The cards in front of the player (choose one to place it).
 * @csspart log - The move log.
 * @csspart undo - The undo button (hotseat).
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

  @state()
  private context?: MatchContext<MneView, MneAction>;
  private readonly provider = provideContext(this, mneMatchContext);

  @state() private game: Result<MneState> = ok(undefined as unknown as MneState);
  @state() private selected: string | null = null;
  @state() private lineup: string[] | null = null;
  @state() private rejected: string | null = null;
  /** Hotseat with `handoff`: who holds the device. */
  private readonly device = new Handoff(this);
  /** Hotseat undo: the states before each person's move, with the log's length then. */
  private history: { state: MneState; log: number }[] = [];
  private log: LogEntry[] = [];
  /** The shooter of the shot in progress (a shot spans several moves). */
  private shooter: string | null = null;
  /** The last Goal Check, shown revealed on the Synergy Board until the next shot. */
  private lastShot: ShotResult | null = null;
  /** Plays the bot seats: asks the bots (in a worker) after every update when one is to act. */
  private readonly bots = new BotDriver<MneState, MneAction>(this, {
    game: 'mne',
    state: () => this.match ?? null, // undefined before the first update
    seatToAct: currentSeat,
    bots: () => ({
      seats: BOT_LEVELS.includes(this.botLevel as BotLevel) ? SEATS.filter((seat) => this.player(seat) === 'bot') : [],
      level: this.botLevel as BotLevel,
      seed: this.seed ?? 'resumed',
    }),
    pause: () => this.botDelay,
    play: (action) => {
      const before = this.game;
      this.play(action, 'bot');
      return this.game !== before; // unchanged: refused (the engine says why), the bots think again
    },
    failed: (error) => void (this.game = problemFrom('state', error)),
  });

  /** The engine state now (null while an attribute is unusable). */
  get match(): MneState | null {
    return this.game.ok ? this.game.value : null;
  }

  /** The final result once the match is over, else null. */
  get result(): MatchResult | null {
    return this.match ? matchResult(this.match) : null;
  }

  /** The match as the engine's versioned save (`state` attribute / `fromJSON` read it back). */
  save(): unknown {
    return this.match ? toJSON(this.match) : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('seed') || changed.has('state') || changed.has('shootout') || !this.hasUpdated) this.start();
    this.device.cover = this.handoff;
    this.context = this.makeContext();
    this.provider.setValue(this.context);
  }

  protected override updated(): void {
    const log = this.renderRoot.querySelector('.log');
    if (log) log.scrollTop = log.scrollHeight; // the newest move in sight
    this.restoreFocus();
  }

  /**
   * Set when a person moved with the focus in the match. The button they pressed is often gone
   * after the move (and the panel empty while a bot thinks): once moves are on screen again, the
   * first gets the focus, so keyboard users keep their place. Not if they went elsewhere meanwhile.
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

  private start(): void {
    this.bots.restart();
    this.device.reset();
    this.history = [];
    this.log = [];
    this.lastShot = null;
    this.shooter = null;
    this.selected = null;
    this.lineup = null;
    this.rejected = null;
    if (this.state !== undefined) {
      this.game = attempt('state', () => fromJSON(parsedJson(this.state)));
      return;
    }
    if (this.seed === undefined || this.seed === '') this.seed = String(Math.floor(Math.random() * 2 ** 31));
    const seed = this.seed;
    this.game = attempt('seed', () => createMatch({ seed, shootout: this.shootout }));
    if (this.game.ok)
      this.log = logEntries([{ type: 'starsRevealed', round: 0, cards: this.game.value.draft?.revealed ?? [] }]);
  }

  private player(seat: Seat): string {
    return seat === 'home' ? this.home : this.away;
  }

  private players(): Result<Record<Seat, MnePlayer>> {
    for (const seat of SEATS) {
      const value = this.player(seat);
      if (value !== 'human' && value !== 'bot') {
        return problem(seat, 'error.invalid', {
          detail: this.i18n.t(mneMessages, 'match.badPlayer', { attribute: seat, value }),
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
   * The seat whose view is shown: the only person, the person to play (hotseat; with `handoff`,
   * once they have taken the device), or a spectator.
   */
  private viewer(game: MneState): ViewerSeat {
    const humans = SEATS.filter((seat) => this.player(seat) === 'human');
    if (humans.length === 1) return humans[0]!;
    const toAct = currentSeat(game);
    if (humans.length === 2 && toAct !== null && this.device.shows(toAct, humans.length)) return toAct;
    return 'spectator';
  }

  private makeContext(): MatchContext<MneView, MneAction> | undefined {
    if (!this.game.ok) return undefined;
    const game = this.game.value;
    const seat = this.viewer(game);
    const toAct = currentSeat(game);
    const mine = toAct !== null && toAct === seat && this.player(toAct) === 'human';
    return {
      view: viewFor(game, seat),
      seat,
      legalActions: mine ? legalActions(game) : [],
      dispatch: (action) => this.play(action, 'human'),
    };
  }

  /** Applies a move; a person's illegal move is explained, never thrown. */
  private play(action: MneAction, by: MnePlayer): void {
    if (!this.game.ok) return;
    const game = this.game.value;
    const seat = currentSeat(game);
    if (seat === null || this.player(seat) !== by) return;
    let next;
    try {
      next = applyAction(game, action);
    } catch (error) {
      this.rejected = this.i18n.t(mneMessages, 'match.rejected', { reason: messageOf(error) });
      return;
    }
    if (by === 'human') {
      this.history = [...this.history, { state: game, log: this.log.length }];
      this.refocus = this.shadowRoot?.activeElement != null;
    }
    const entries = logEntries(next.events, this.shooter);
    for (const e of next.events) if (e.type === 'shotDeclared') this.shooter = e.shooter;
    this.log = [...this.log, ...entries];
    for (const e of next.events) {
      if (e.type === 'shotResolved') this.lastShot = { ...e, shooter: logShooter(this.log, e) };
      if (e.type === 'shotDeclared') this.lastShot = null;
    }
    this.game = ok(next.state);
    this.selected = null;
    this.lineup = null;
    this.rejected = null;
    emit(this, 'mne-move', { seat, action, by });
  }

  /** Hotseat: takes back the last move (and anything after it). */
  undo(): void {
    const previous = this.history.at(-1);
    if (!previous) return;
    this.bots.cancel();
    this.history = this.history.slice(0, -1);
    this.game = ok(previous.state);
    this.log = this.log.slice(0, previous.log);
    this.lastShot = null;
    this.selected = null;
    this.lineup = null;
    this.rejected = null;
  }

  protected override render() {
    const players = this.players();
    if (!players.ok) return this.renderProblem(players.problem);
    if (!this.game.ok) return this.renderProblem(this.game.problem);
    if (!this.context) return nothing;
    const game = this.game.value;
    const { view, seat: viewer } = this.context;
    const toAct = currentSeat(game);
    const hotseat = players.value.home === 'human' && players.value.away === 'human';
    return html`<div part="base" class="base" role="region" aria-label=${this.i18n.t(mneMessages, 'match.label')}>
      <div class="top">
        <mne-scoreboard exportparts="base: scoreboard"></mne-scoreboard>
        <mne-control-track exportparts="base: control-track"></mne-control-track>
      </div>
      ${this.renderPanel(view, toAct, hotseat)}
      <div class="board" role="group" aria-label=${this.i18n.t(mneMessages, 'match.fields')}>
        ${(['away', 'home'] as const).map((seat) => this.renderTeam(view, seat, viewer))}
      </div>
      ${view.phase === 'play' ? html`<mne-synergy-board .result=${this.lastShot ?? undefined}></mne-synergy-board>` : nothing}
      ${this.renderLog(game, hotseat)}
    </div>`;
  }

  private renderTeam(view: MneView, seat: Seat, viewer: ViewerSeat) {
    return html`<section class="team ${seat}" aria-label=${teamName(this.i18n, seat)}>
      <h3>
        ${teamName(this.i18n, seat)} ·
        ${this.i18n.t(mneMessages, this.player(seat) === 'bot' ? 'match.seatBot' : 'match.seatHuman')}
      </h3>
      <mne-field
        team=${seat}
        .selected=${seat === viewer && this.selected ? this.selected : undefined}
        exportparts="base: field"
      ></mne-field>
      ${view.phase === 'play' || view.phase === 'halfTime' ? html`<mne-hand team=${seat}></mne-hand>` : nothing}
      ${
        view.phase !== 'draft' && view.phase !== 'lineup'
          ? html`<details>
              <summary>${this.i18n.t(mneMessages, 'subs.label', { team: teamName(this.i18n, seat) })}</summary>
              <mne-sub-space team=${seat}></mne-sub-space>
            </details>`
          : nothing
      }
    </section>`;
  }

  private renderPanel(view: MneView, toAct: Seat | null, hotseat: boolean) {
    const actions = this.context?.legalActions ?? [];
    const t = this.i18n.t.bind(this.i18n, mneMessages);
    if (view.phase === 'over' || toAct === null) {
      const last = this.log.at(-1);
      return html`<div part="panel" class="panel">
        <p part="prompt" class="prompt" role="status">
          ${last && this.match ? narrate(this.i18n, this.match, last) : t('prompt.over')}
        </p>
      </div>`;
    }
    const team = teamName(this.i18n, toAct);
    if (actions.length === 0) {
      // A bot thinking, or (hotseat with `handoff`) the device passing to the next person.
      return html`<div part="panel" class="panel">
        ${
          this.player(toAct) === 'bot'
            ? html`<p part="prompt" class="prompt" role="status">${t('match.thinking', { team })}</p>`
            : renderHandoff(this.i18n, team, this.device.handTo(toAct).take)
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
      ${this.rejected ? html`<p class="error" role="alert">${this.rejected}</p>` : nothing}
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
          <button
            part="action"
            class="pick"
            title=${describeAction(this.i18n, view, a)}
            @click=${() => this.play(a, 'human')}
          >
            <mne-player-card .definition=${def}></mne-player-card>
          </button>
        </li>`;
      })}
    </ul>`;
  }

  /** The lineup: the squad as toggles (10 starters), then Confirm. */
  private renderLineup(view: MneView, actions: readonly MneAction[]) {
    const squad = [...new Set(actions.flatMap((a) => (a.type === 'lineup' ? a.starters : [])))];
    const chosen = this.lineup ?? this.suggestedLineup();
    const toggle = (id: string) => {
      this.lineup = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    };
    return html`<p class="hint">
        ${this.i18n.t(mneMessages, 'match.lineupCount', { starters: STARTERS, count: chosen.length })}
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
          @click=${() => this.play({ type: 'lineup', starters: chosen }, 'human')}
        >
          ${this.i18n.t(mneMessages, 'action.lineup')}
        </button>
      </div>`;
  }

  /** The engine's bot suggests the starters; the person changes what they like. */
  private suggestedLineup(): string[] {
    if (!this.game.ok) return [];
    const suggestion = greedyBot('lineup')(this.game.value);
    return suggestion.type === 'lineup' ? suggestion.starters : [];
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
                  ? this.i18n.t(mneMessages, 'match.picked', { card: cardName(this.i18n, selectedDef) })
                  : this.i18n.t(mneMessages, 'match.pickCard')
              }
            </p>
            <ul
              part="front"
              class="cards"
              aria-label=${this.i18n.t(mneMessages, 'front.label', { team: teamName(this.i18n, seat) })}
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
                html`<button part="action" data-action=${a.type} @click=${() => this.play(a, 'human')}>
                  ${describeAction(this.i18n, view, a)}
                </button>`,
            )}
          </div>`
        : nothing
    }
    ${
      subs.length > 0
        ? html`<details>
            <summary>${this.i18n.t(mneMessages, 'match.subs')}</summary>
            <div class="actions">
              ${subs.map(
                (a) =>
                  html`<button part="action" data-action="substitute" @click=${() => this.play(a, 'human')}>
                    ${describeAction(this.i18n, view, a)}
                  </button>`,
              )}
            </div>
          </details>`
        : nothing
    }`;
  }

  private renderLog(game: MneState, hotseat: boolean): TemplateResult {
    const lines = this.log.flatMap((entry) => {
      const line = narrate(this.i18n, game, entry);
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
    return html`<section class="panel" aria-label=${this.i18n.t(mneMessages, 'match.log')}>
      <div class="log-head">
        <h3>${this.i18n.t(mneMessages, 'match.log')}</h3>
        ${
          hotseat
            ? html`<button part="undo" ?disabled=${this.history.length === 0} @click=${() => this.undo()}>
                ${this.i18n.t(mneMessages, 'match.undo')}
              </button>`
            : nothing
        }
      </div>
      <ol part="log" class="log" tabindex="0" aria-live="polite" aria-label=${this.i18n.t(mneMessages, 'match.log')}>
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

/** Who took the shot `e`: the log entry made for it carries the shooter. */
function logShooter(log: readonly LogEntry[], e: ShotResult): string | null {
  return [...log].reverse().find((entry) => entry.event === e)?.shooter ?? null;
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-match': MneMatch;
  }
  interface GlobalEventHandlersEventMap {
    'mne-move': CustomEvent<MneMoveDetail>;
  }
}
