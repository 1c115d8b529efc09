import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  currentSeat,
  lookup,
  minuteLabel,
  teamValues,
  type MatchState,
  type Tactic,
  type TeamValues,
  type MofAction,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import { emit } from '../../shared/emit.js';
import { renderHandoff } from '../../shared/handoff.js';
import { MofElement } from '../mof-element.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { consumeContext } from '../../shared/context.js';
import { symbolIcon } from '../symbols.js';
import { tacticSymbol } from '../effect-symbols.js';
import { actionLabel } from '../action-label.js';
import { decisionStyles } from './mof-decision.styles.js';

declare global {
  interface GlobalEventHandlersEventMap {
    /** A person chose `action` in a `<mof-decision>`; cancel the event to stop it being played. */
    'mof-action': CustomEvent<{ action: MofAction; seat: string }>;
  }
}

type Names = ReturnType<typeof lookup>;

/**
 * The controls for the decision a person must take now in a Masters of Football game: pick the
 * team, choose a tactic, announce and play action cards, re-roll, substitute, roll the dice, and
 * the championship's stages (manager, buying, academy, releases, discards). It shows exactly the
 * engine's legal actions for the seat, as buttons and checkboxes a keyboard and a screen reader can
 * use, and asks the enclosing `<mof-match>` or `<mof-championship>` to play the chosen one (in
 * controlled mode the page plays it, and the panel says it waits for the next view).
 *
 * @summary The buttons for the current decision of a MoF match or championship.
 *
 * @event mof-action - A person chose an action (`detail.action`, `detail.seat`); cancelable.
 *
 * @csspart base - The wrapper.
 * @csspart title - Who decides.
 * @csspart prompt - What is asked.
 * @csspart actions - The buttons.
 * @csspart action - One button (also `action-primary` on the main one).
 * @csspart player-choice - A player's checkbox when picking the team.
 * @csspart swap - The card-swap disclosure.
 */
export class MofDecision extends MofElement {
  static override styles = decisionStyles;

  /** The game of the enclosing `<mof-match>` or `<mof-championship>`. */
  @property({ attribute: false })
  game?: MofGameContext;
  private readonly gameConsumer = consumeContext(this, mofMatchContext, (game) => (this.game = game));

  @state() private picked: string[] = [];
  /** Set when the person's last choice was a card swap. */
  private swapped = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new decision starts with nothing ticked and the card swaps folded away.
    if (changed.has('game') && changed.get('game')?.legalActions !== this.game?.legalActions) {
      const kept = this.picked.filter((id) => this.pickable().includes(id));
      if (kept.length !== this.picked.length) this.picked = kept;
      // …unless the person just swapped a card and may want to swap another.
      const swaps = this.renderRoot.querySelector<HTMLDetailsElement>('details[part~="swap"]');
      if (swaps && !this.swapped) swaps.open = false;
      this.swapped = false;
    }
  }

  private pickable(): string[] {
    const ids = new Set<string>();
    for (const a of this.game?.legalActions ?? []) if (a.type === 'pickTeam') a.players.forEach((id) => ids.add(id));
    return [...ids];
  }

  /**
   * Set when a person decided with the panel focused: the actions they decided on. Once the game
   * offers other actions, the next decision's first control gets the focus.
   */
  private refocus: readonly MofAction[] | null = null;

  private choose(action: MofAction): void {
    const game = this.game;
    if (!game) return;
    if (emit(this, 'mof-action', { action, seat: game.seat }, { cancelable: true }).defaultPrevented) return;
    this.picked = [];
    this.swapped = action.type === 'swapCard';
    this.refocus = this.shadowRoot?.activeElement != null ? game.legalActions : null;
    game.dispatch(action);
  }

  protected override updated(): void {
    if (!this.refocus || this.refocus === this.game?.legalActions) return;
    const next = this.shadowRoot?.querySelector<HTMLElement>(
      'input[type="checkbox"]:not(:disabled), [part~="actions"] button:not(:disabled)',
    );
    if (next) {
      this.refocus = null;
      next.focus();
    }
  }

  private teamOfSeat(view: MofView, seat: string | null): string {
    return view.teams.find((t) => t.seat === seat)?.name ?? seat ?? '';
  }

  protected override render() {
    const game = this.game;
    if (!game) return nothing;
    const view = game.view;
    const acting = currentSeat(view as unknown as MofState);
    const actions = game.legalActions;
    if (game.handoff) {
      const { seat, take } = game.handoff;
      return html`<section part="base" class="base waiting">
        ${renderHandoff(this.i18n, this.teamOfSeat(view, seat), take)}
      </section>`;
    }
    if (actions.length === 0) {
      const text =
        acting === null
          ? this.t('decide.over')
          : game.waiting
            ? this.t('decide.sent')
            : game.botToMove
              ? this.t('decide.waitingBot', { team: this.teamOfSeat(view, acting) })
              : this.t('decide.waiting', { team: this.teamOfSeat(view, acting) });
      return html`<section part="base" class="base waiting" aria-live="polite">
        <p part="prompt" class="prompt">${text}</p>
      </section>`;
    }
    const names = lookup(view.data);
    const main = actions.filter((a) => a.type !== 'swapCard');
    const swaps = actions.filter((a): a is Extract<MofAction, { type: 'swapCard' }> => a.type === 'swapCard');
    return html`<section part="base" class="base" aria-labelledby="who">
      <h3 part="title" class="title" id="who">
        ${this.teamOfSeat(view, game.seat)}<span class="visually-hidden">: ${this.t('decide.label')}</span>
      </h3>
      <p part="prompt" class="prompt" aria-live="polite">${this.prompt(view, main)}</p>
      ${main.some((a) => a.type === 'pickTeam') ? this.renderPick(names, main) : this.renderButtons(names, view, main)}
      ${
        swaps.length
          ? html`<details part="swap" class="swap">
              <summary>${this.t('decide.swap')}</summary>
              <div class="actions">
                ${swaps.map(
                  (a) =>
                    html`<button part="action" @click=${() => this.choose(a)}>
                      ${this.t('decide.swapCard', { card: names.card(a.card)?.name ?? a.card })}
                    </button>`,
                )}
              </div>
            </details>`
          : nothing
      }
    </section>`;
  }

  private prompt(view: MofView, actions: readonly MofAction[]): string {
    const m: MatchState | undefined = view.stage === 'matchday' ? view.matches[view.active] : undefined;
    const pending = m?.pending;
    if (m && pending) {
      if (pending.kind === 'preTurn') return this.t('decide.preTurn', { turn: m.turn });
      if (pending.kind === 'react')
        return this.t('decide.react', { att: m.roll?.att.total ?? 0, def: m.roll?.def.total ?? 0 });
      if (pending.kind === 'roll') {
        const team = view.teams[m.sides[pending.side].team]?.name ?? '';
        return this.t('decide.roll', { turn: m.turn, minute: minuteLabel(m.turn, view.data), team });
      }
      // The other decisions' prompts need no parameters: decide.pickTeam, decide.chooseTactic, …
      return this.t(`decide.${pending.kind}`);
    }
    const team = view.teams.find((t) => t.seat === this.game?.seat);
    switch (view.stage) {
      case 'chooseManager':
        return this.t('decide.chooseManager');
      case 'buy':
        return this.t('decide.buy', { money: team?.money ?? 0 });
      case 'academy':
        return actions.some((a) => a.type === 'keepAcademy') ? this.t('decide.keepAcademy') : this.t('decide.academy');
      case 'release':
        return this.t('decide.release');
      case 'discard':
        return this.t('decide.discard');
      default:
        return this.t('decide.other');
    }
  }

  private renderPick(names: Names, actions: readonly MofAction[]) {
    const ids = this.pickable();
    const legal = actions.filter((a): a is Extract<MofAction, { type: 'pickTeam' }> => a.type === 'pickTeam');
    const chosen = legal.find(
      (a) => a.players.length === this.picked.length && a.players.every((id) => this.picked.includes(id)),
    );
    const toggle = (id: string) => (event: Event) => {
      const on = (event.target as HTMLInputElement).checked;
      this.picked = on ? [...this.picked, id] : this.picked.filter((x) => x !== id);
    };
    return html`<fieldset class="pick">
        <legend class="visually-hidden">${this.t('decide.pickTeam')}</legend>
        ${ids.map((id) => {
          const p = names.player(id);
          return html`<label part="player-choice" class="choice">
            <input
              type="checkbox"
              .checked=${this.picked.includes(id)}
              ?disabled=${!this.picked.includes(id) && this.picked.length >= 3}
              @change=${toggle(id)}
            />
            <mof-player-card player=${id} .data=${this.game?.view.data}></mof-player-card>
            <span class="visually-hidden">${p?.name ?? id}</span>
          </label>`;
        })}
      </fieldset>
      <div part="actions" class="actions">
        <button
          part="action action-primary"
          class="primary"
          ?disabled=${!chosen}
          @click=${() => chosen && this.choose(chosen)}
        >
          ${this.t('decide.confirmTeam')}
        </button>
      </div>`;
  }

  private renderButtons(names: Names, view: MofView, actions: readonly MofAction[]) {
    return html`<div part="actions" class="actions">
      ${actions.map((a, i) => {
        const primary = i === 0 && a.type !== 'pass';
        return html`<button
          part=${primary ? 'action action-primary' : 'action'}
          class=${primary ? 'primary' : a.type === 'pass' ? 'quiet' : ''}
          data-action=${a.type}
          @click=${() => this.choose(a)}
        >
          ${a.type === 'chooseTactic' ? symbolIcon(tacticSymbol(a.tactic), '') : nothing}${this.label(names, view, a)}
          ${a.type === 'chooseTactic' ? this.tacticHint(view, a.tactic) : nothing}
        </button>`;
      })}
    </div>`;
  }

  /** The deciding side's attack and defence values under a tactic (the engine's `teamValues`). */
  private tacticHint(view: MofView, tactic: Tactic) {
    const m = view.matches[view.active];
    const pending = m?.pending;
    if (!pending || pending.kind !== 'chooseTactic') return nothing;
    let values: TeamValues;
    try {
      values = teamValues(view as unknown as MofState, pending.side, tactic);
    } catch {
      return nothing; // a view without the lineups: no hint
    }
    const att = this.t('symbol.attack');
    const def = this.t('symbol.defence');
    return html`<span class="hint">${att} ${values.att.total} · ${def} ${values.def.total}</span>`;
  }

  private label(names: Names, view: MofView, a: MofAction): string {
    return actionLabel(this.t.bind(this), names, view, this.game?.seat ?? null, a);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-decision': MofDecision;
  }
}
