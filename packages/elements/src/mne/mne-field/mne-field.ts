import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  basicAttackOf,
  iconsOnField,
  playerCard,
  POSITIONS,
  type IconInfo,
  type MneAction,
  type MneState,
  type MneView,
  type PlayerCardDef,
  type Seat,
} from '@pitchside/engine/mne/picture-unchecked';
import { emit } from '../../shared/emit.js';
import { cssProperties } from '../../shared/css-properties.js';
import { FULL_ICON_Y, fullIconOffset } from '../geometry.js';
import { glyph } from '../glyphs.js';
import { both, cardName, lineName, teamName } from '../labels.js';
import { MneElement } from '../mne-element.js';
import { queryable } from '../queryable.js';
import { placing, rules as matchRules } from '../on-demand-engine.js';
import { mneMessages } from '../messages.js';
import { playerCardFace, type CardFaceParts } from '../player-card-face.js';
import { readTeam } from '../team.js';
import { fieldStyles } from './mne-field.styles.js';

/** A legal spot for the chosen card: it would cover (row, col) and (row, col + 1). */
export interface Spot {
  row: number;
  col: number;
}

/** What `mne-place` tells the page: the user chose to place `card` of `seat` at (row, col)–(row, col + 1). */
export interface MnePlaceDetail {
  seat: Seat;
  card: string;
  row: number;
  col: number;
}

/**
 * One team's Field in Magic Number Eleven: 4 × 6 spaces with the three coloured Position Lines
 * (FW red, MF green, DF blue) and the half-icons printed on the board's border; the cards placed on
 * it; every complete icon drawn whole where two halves meet (a shared icon wears a dashed second
 * ring, since it counts for both cards); Shoot Tokens face up or flipped.
 *
 * Set `selected` to a card in front of the team and the spaces where it may be placed light up.
 * Clicking one — or moving between them with the arrow keys and pressing Enter — sends `mne-place`.
 * Hovering or focusing a placed card shows its Basic Attack Power and lights the icons that make it.
 * With `show-numbers`, every placed card wears its Basic Attack Power and its Crack all the time:
 * for screenshots, print and touch screens, where nothing is hovered.
 *
 * On its own it shows a `scenario` or a saved `state`; inside `<mne-match>` it shows the match.
 * Standing alone, a placement the engine allows is played on the element's own copy of the
 * position (unless a listener calls `preventDefault()`), so a rule example can be tried out.
 *
 * ```html
 * <script type="module" async src="https://cdn.jsdelivr.net/npm/@pitchside/elements/dist/cdn/pitchside.js"></script>
 * <mne-field scenario='{"step":"player","home":{"field":["h-cm@1,1","h-st@0,2"]}}' selected="h-wg"></mne-field>
 * ```
 *
 * @summary A team's 4×6 field: Position Lines, placed cards, completed icons, Shoot Tokens, legal spaces.
 *
 * @event mne-place - The user chose a legal space for the selected card. `detail: { seat, card, row, col }`; cancelable.
 *
 * @csspart base - The wrapper.
 * @csspart pitch - The green board around the spaces.
 * @csspart space - Each empty space (legal ones also have `space-legal`).
 * @csspart space-legal - A space where the selected card may go (a button).
 * @csspart preview - The outline of the card about to be placed.
 * @csspart position-line - A Position Line (also `position-line-fw` / `-mf` / `-df`).
 * @csspart border-half - A half-icon printed on the board's border.
 * @csspart placed - A placed card's slot (focusable).
 * @csspart card - A placed card.
 * @csspart card-name - A placed card's name.
 * @csspart card-icon - Every icon printed on a placed card (its half-icons and complete icons).
 * @csspart completed-icon - A complete icon on the field (also `shared`, `flipped`, `token-up`, `making`).
 * @csspart attack-power - The Basic Attack Power badge of the card being inspected.
 * @csspart card-info - The line explaining the inspected card's Basic Attack Power.
 * @csspart numbers - With `show-numbers`: a placed card's numbers (`number-attack`, `number-crack`).
 * @csspart problem - The message shown instead of the field when an attribute is unusable.
 *
 * @cssprop --mne-field-color - The pitch colour.
 * @cssprop --mne-field-highlight - Legal spaces and the icons of the inspected card.
 * @cssprop --mne-field-max-width - The widest the field grows.
 * @cssprop --mne-color-forward - The FW Position Line and forwards' cards.
 * @cssprop --mne-color-midfielder - The MF Position Line and midfielders' cards.
 * @cssprop --mne-color-defender - The DF Position Line and defenders' cards.
 * @cssprop --mne-color-token - A face-up Shoot Token.
 */
export class MneField extends MneElement {
  static override styles = fieldStyles;

  /** Whose field: `home` (default) or `away`. */
  @property({ reflect: true }) team: string = 'home';

  /** A card in front of the team: its legal spaces are highlighted and can be chosen. */
  @property({ reflect: true }) selected?: string;

  /**
   * Print each placed card's Basic Attack Power and Crack on the card, not only when it is hovered
   * or focused (for screenshots, print and touch).
   */
  @property({ type: Boolean, reflect: true, attribute: 'show-numbers' }) showNumbers = false;

  /** The card being inspected (hovered or focused). */
  @state() private inspected: string | null = null;
  /** The spot previewed under the pointer or the focus. */
  @state() private preview: Spot | null = null;
  /** The legal space holding the roving focus, as "row,col". */
  private focusCell: string | null = null;

  protected override loading(): Promise<void> | null {
    return super.loading() ?? (this.selected ? placing.wait() : null);
  }

  protected override render() {
    if (!this.source.ok) return this.renderProblem(this.source.problem);
    const team = readTeam(this, this.i18n);
    if (!team.ok) return this.renderProblem(team.problem);
    const seat = team.value;
    const { view } = this.source.value;
    const { rows, cols, border, rowsFor } = view.data.board;
    const field = view.teams[seat].field;
    const icons = iconsOnField(queryable(view), seat);
    let spots: Spot[] = [];
    let cells = new Map<string, Spot>();
    if (this.selected) {
      const code = placing.read('selected');
      if (!code.ok) return this.renderProblem(code.problem);
      spots = code.value.legalSpots(this.source.value, seat, this.selected);
      cells = code.value.legalCells(spots, cols);
    }
    const making = this.inspected ? this.makingIcons(icons, this.inspected) : [];
    const tokenUp = view.shot && view.shot.attacker === seat ? view.shot.icon : null;

    return html`<div
      part="base"
      class="base"
      role="group"
      aria-label=${this.i18n.t(mneMessages, 'field.label', { team: teamName(this.i18n, seat) })}
    >
      <div part="pitch" class="frame" style=${cssProperties({ '--_rows': rows, '--_cols': cols })}>
        <div class="spaces" @keydown=${this.onKeydown}>
          <div class="grid">${this.renderSpaces(view, rows, cols, cells, seat)}</div>
          ${POSITIONS.map((pos) => {
            const r = [...rowsFor[pos]].sort((a, b) => a - b);
            if (r.length !== 2 || r[1]! - r[0]! !== 1) return nothing;
            return html`<div
              part="position-line position-line-${pos.toLowerCase()}"
              class="at line ${pos}"
              style=${cssProperties({ '--_x': 0, '--_y': r[1]! })}
              title=${this.i18n.t(mneMessages, `positionLine.${pos}`)}
            >
              <span aria-hidden="true">${pos}</span>
            </div>`;
          })}
          ${border.top.map((t, c) => this.renderBorderHalf(t, 'top', c + 0.5, 0))}
          ${border.bottom.map((t, c) => this.renderBorderHalf(t, 'bottom', c + 0.5, rows))}
          ${border.left.map((t, r) => this.renderBorderHalf(t, 'left', 0, r + 0.5))}
          ${border.right.map((t, r) => this.renderBorderHalf(t, 'right', cols, r + 0.5))}
          ${field.map((p) => this.renderPlaced(view, seat, p.card, p.row, p.col, rows))}
          ${icons.map((ic) => this.renderIcon(view, ic, making.includes(ic), ic.key === tokenUp))}
          ${
            this.preview && spots.some((s) => s.row === this.preview!.row && s.col === this.preview!.col)
              ? html`<div
                  part="preview"
                  class="at ghost"
                  style=${cssProperties({ '--_x': this.preview.col, '--_y': this.preview.row })}
                ></div>`
              : nothing
          }
        </div>
      </div>
      <div part="card-info" class="info" aria-live="polite">${this.renderInfo(view, seat, making)}</div>
    </div>`;
  }

  private renderSpaces(view: MneView, rows: number, cols: number, cells: Map<string, Spot>, seat: Seat) {
    const card = this.selected ? playerCard(queryable(view), this.selected) : undefined;
    const keys = [...cells.keys()];
    const focusKey = this.focusCell && cells.has(this.focusCell) ? this.focusCell : keys[0];
    // Row by row: the grid's cells in order (no position of their own to set).
    const out: TemplateResult[] = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const key = `${row},${col}`;
        const spot = cells.get(key);
        if (!spot || !card) {
          out.push(EMPTY_SPACE);
          continue;
        }
        const label = this.i18n.t(mneMessages, 'field.place', {
          card: cardName(this.i18n, card),
          line: lineName(this.i18n, spot.row, rows),
          from: spot.col + 1,
          to: spot.col + 2,
        });
        out.push(
          html`<button
            part="space space-legal"
            class="space legal"
            data-cell=${key}
            tabindex=${key === focusKey ? 0 : -1}
            aria-label=${label}
            @click=${() => this.place(seat, card.id, spot)}
            @pointerenter=${() => (this.preview = spot)}
            @pointerleave=${() => (this.preview = null)}
            @focus=${() => {
              this.focusCell = key;
              this.preview = spot;
            }}
            @blur=${() => (this.preview = null)}
          ></button>`,
        );
      }
    }
    return out;
  }

  private renderBorderHalf(type: string | null, side: 'top' | 'bottom' | 'left' | 'right', x: number, y: number) {
    if (!type) return nothing;
    const t = type as IconInfo['type'];
    return html`<span
      part="border-half"
      class="at icon on-field border-half ${side} ${t}"
      style=${cssProperties({ '--_x': x, '--_y': y })}
      role="img"
      aria-label=${this.i18n.t(mneMessages, 'field.borderHalf', { icon: this.i18n.t(mneMessages, `icon.${t}`) })}
      >${glyph(t)}</span
    >`;
  }

  private renderPlaced(view: MneView, seat: Seat, id: string, row: number, col: number, rows: number) {
    const def = playerCard(queryable(view), id);
    if (!def) return nothing;
    const attack = basicAttackOf(queryable(view), seat, id);
    const label = `${this.i18n.t(mneMessages, 'field.placed', {
      card: cardName(this.i18n, def),
      line: lineName(this.i18n, row, rows),
      from: col + 1,
      to: col + 2,
    })}. ${this.i18n.t(mneMessages, 'field.attack', { attack })}${
      def.crack ? `. ${this.i18n.t(mneMessages, 'card.crack', { crack: def.crack })}` : ''
    }`;
    const inspect = () => (this.inspected = id);
    const leave = () => {
      if (this.inspected === id) this.inspected = null;
    };
    return html`<div
      part="placed"
      class="at placed"
      style=${cssProperties({ '--_x': col, '--_y': row })}
      tabindex="0"
      role="group"
      aria-label=${label}
      data-card=${id}
      @pointerenter=${inspect}
      @pointerleave=${leave}
      @focus=${inspect}
      @blur=${leave}
    >
      ${playerCardFace(this.i18n, def, FIELD_CARD_PARTS)}
      ${
        this.inspected === id
          ? html`<span part="attack-power" class="power" aria-hidden="true">${glyph('attack')}${attack}</span>`
          : nothing
      }
      ${this.showNumbers ? this.renderNumbers(attack, def.crack ?? 0) : nothing}
    </div>`;
  }

  /** `show-numbers`: the card's Basic Attack Power and Crack, printed on it (the slot's label already says them). */
  private renderNumbers(attack: number, crack: number) {
    return html`<span part="numbers" class="numbers" aria-hidden="true">
      <span part="number-attack" class="number attack" title=${this.i18n.t(mneMessages, 'field.attack', { attack })}
        >${glyph('attack')}${attack}</span
      >${
        crack > 0
          ? html`<span
              part="number-crack"
              class="number crack"
              title=${this.i18n.t(mneMessages, 'card.crackLong', { crack })}
              >${this.i18n.t(mneMessages, 'card.crack', { crack })}</span
            >`
          : nothing
      }
    </span>`;
  }

  private renderIcon(view: MneView, ic: IconInfo, making: boolean, tokenUp: boolean) {
    const { x, y } = iconCentre(view, ic);
    const names = ic.cards.map((id) => {
      const def = playerCard(queryable(view), id);
      return def ? cardName(this.i18n, def) : id;
    });
    const icon = this.i18n.t(mneMessages, `icon.${ic.type}`);
    const cards = both(this.i18n, names);
    const key = ic.cards.length > 1 ? 'field.iconShared' : ic.source === 'board' ? 'field.iconBoard' : 'field.icon';
    let label = this.i18n.t(mneMessages, key, { icon, cards });
    if (ic.flipped) label += `, ${this.i18n.t(mneMessages, 'field.tokenFlipped')}`;
    else if (tokenUp) label += `, ${this.i18n.t(mneMessages, 'field.tokenUp')}`;
    const classes = [
      'at icon on-field completed',
      ic.type,
      ic.cards.length > 1 ? 'shared' : '',
      ic.flipped ? 'flipped' : '',
      tokenUp ? 'token-up' : '',
      making ? 'making' : '',
    ].join(' ');
    const part = [
      'completed-icon',
      ic.cards.length > 1 ? 'shared' : '',
      ic.flipped ? 'flipped' : '',
      tokenUp ? 'token-up' : '',
      making ? 'making' : '',
    ].join(' ');
    return html`<span
      part=${part}
      class=${classes}
      data-key=${ic.key}
      style=${cssProperties({ '--_x': x, '--_y': y })}
      role="img"
      aria-label=${label}
      >${glyph(ic.type)}</span
    >`;
  }

  /** The live attack icons `card` created (its Basic Attack Power, icon by icon). */
  private makingIcons(icons: IconInfo[], card: string): IconInfo[] {
    return icons.filter((ic) => ic.type === 'attack' && !ic.flipped && ic.cards.includes(card));
  }

  private renderInfo(view: MneView, seat: Seat, making: IconInfo[]) {
    const id = this.inspected;
    const def = id ? playerCard(queryable(view), id) : undefined;
    if (!id || !def) return nothing;
    const attack = basicAttackOf(queryable(view), seat, id);
    const parts: string[] = [];
    const board = making.filter((ic) => ic.source === 'board').length;
    const printed = making.filter((ic) => ic.source === 'full').length;
    if (board) parts.push(this.i18n.t(mneMessages, 'field.fromBoard', { count: board }));
    if (printed) parts.push(this.i18n.t(mneMessages, 'field.fromCard', { count: printed }));
    const partners = new Map<string, number>();
    for (const ic of making) {
      const other = ic.source === 'card' ? ic.cards.find((c) => c !== id) : undefined;
      if (other) partners.set(other, (partners.get(other) ?? 0) + 1);
    }
    for (const [other, count] of partners) {
      const otherDef = playerCard(queryable(view), other);
      parts.push(
        this.i18n.t(mneMessages, 'field.fromShared', { count, card: otherDef ? cardName(this.i18n, otherDef) : other }),
      );
    }
    const detail = parts.length > 0 ? parts.join(', ') : this.i18n.t(mneMessages, 'field.attackNone');
    return html`<strong>${cardName(this.i18n, def as PlayerCardDef)}</strong>:
      ${this.i18n.t(mneMessages, 'field.attack', { attack })} (${detail})`;
  }

  private place(seat: Seat, card: string, spot: Spot): void {
    const event = emit(this, 'mne-place', { seat, card, row: spot.row, col: spot.col }, { cancelable: true });
    if (event.defaultPrevented || !this.source.ok) return;
    const { match, state: own } = this.source.value;
    const action = { type: 'place' as const, card, row: spot.row, col: spot.col };
    if (match) {
      // The spaces go with the placement, and the preview with them: cleared now, not by the
      // focused space's blur while the next render removes it (a change in the middle of an update).
      this.preview = null;
      match.dispatch(action);
      return;
    }
    // Standing alone: play the placement on the element's own copy when the engine allows it now.
    if (own) this.placing = this.placeOwn(own, action).finally(() => (this.placing = null));
  }

  /** A placement played standing alone, until it is on the field (the rules may still be downloading). */
  private placing: Promise<void> | null = null;

  /** Also waits for a placement under way: once it resolves, the card is on the field. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.placing;
    return super.getUpdateComplete();
  }

  /** Plays `action` on the element's own copy `own` (once the rules are here), if still current and legal. */
  private async placeOwn(own: MneState, action: Extract<MneAction, { type: 'place' }>): Promise<void> {
    await matchRules.wait();
    const rules = matchRules.read('selected');
    if (!rules.ok || !this.source.ok || this.source.value.state !== own) return;
    const { legalActions, applyAction, scenario } = rules.value;
    const start = this.playable(own, scenario);
    const same = (a: MneAction) =>
      a.type === 'place' && a.card === action.card && a.row === action.row && a.col === action.col;
    if (legalActions(start).some(same)) {
      this.preview = null;
      this.setOwnState(applyAction(start, action).state);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // A card offered on a field standing alone: fetch the rules its placement will need now.
    if (this.selected && this.source.ok && !this.source.value.match) void matchRules.wait();
  }

  /** Arrow keys move the focus between legal spaces (to the nearest one in that direction). */
  private onKeydown(event: KeyboardEvent): void {
    const code = placing.read('selected');
    if (!code.ok) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button[data-cell]')];
    const next = code.value.nextSpace(buttons, event);
    if (!next) return;
    this.focusCell = next.dataset.cell ?? null;
    for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
    next.focus();
  }
}

/** An empty space: a cell of the spaces' grid, the same every time. */
const EMPTY_SPACE = html`<div part="space" class="space"></div>`;

/**
 * A placed card's face is drawn in the field's own shadow root: its pieces are the field's parts
 * `card`, `card-name` and `card-icon` (the names `<mne-player-card>`'s were exported under when the
 * field nested one per card).
 */
const FIELD_CARD_PARTS: CardFaceParts = {
  base: 'card',
  position: '',
  name: 'card-name',
  role: '',
  skill: '',
  crack: '',
  effect: '',
  icon: () => 'card-icon',
};

/** The centre of an icon, in spaces from the field's top-left corner. */
function iconCentre(view: MneView, ic: IconInfo): { x: number; y: number } {
  const s = ic.segment;
  if (s.kind === 'h') return { x: s.col + 0.5, y: s.row };
  if (s.kind === 'v') return { x: s.col, y: s.row + 0.5 };
  const count = playerCard(queryable(view), ic.cards[0] ?? '')?.fullIcons.length ?? 1;
  return { x: s.col + 1 + fullIconOffset(s.index, count), y: s.row + FULL_ICON_Y };
}

declare global {
  interface HTMLElementTagNameMap {
    'mne-field': MneField;
  }
  interface GlobalEventHandlersEventMap {
    'mne-place': CustomEvent<MnePlaceDetail>;
  }
}
