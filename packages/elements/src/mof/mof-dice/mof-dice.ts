import { html, nothing, svg, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LEVELS, defaultData, type DiceDef, type Level } from '@pitchside/engine/mof';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  problem,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { MofElement } from '../mof-element.js';
import { pageInputs, readMofScenario, readSide, scenarioLoading } from '../on-demand-engine.js';
import { symbolPicture } from '../symbols.js';
import { diceStyles } from './mof-dice.styles.js';

export type DieKind = 'tactic' | 'genius' | 'attack' | 'defence';
const KINDS: readonly DieKind[] = ['tactic', 'genius', 'attack', 'defence'];

/** What the die shows: a number, or the genius face. */
type Face = { value: number; genius: boolean };

interface DieView {
  kind: DieKind;
  level: Level;
  face: Face | null;
  /** Every face the die has, as printed: numbers, and `G` for the genius face. */
  faces: string[];
}

const PIPS: Record<number, [number, number][]> = {
  0: [],
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** The faces a die of this kind can show, from the dice data. */
function facesOf(dice: DiceDef, kind: DieKind, level: Level): number[] {
  if (kind === 'tactic') return dice.tactic;
  if (kind === 'genius') return dice.genius;
  return dice.faces[level];
}

/** The faces as printed on the die: the genius die's genius face is `G`. */
function printedFaces(dice: DiceDef, kind: DieKind, level: Level): string[] {
  return facesOf(dice, kind, level).map((f, i) => (kind === 'genius' && i === dice.geniusIndex ? 'G' : String(f)));
}

/**
 * One die of Masters of Football: the white tactic die, the black genius die (its genius face is a
 * ball on fire), or an attack (translucent) or defence (opaque) die of one of the six levels, red
 * to purple. Set `value` to show a face; set `rolling` (or call `roll()`) to tumble it first. The
 * tumble is skipped when the user prefers reduced motion.
 *
 * With a `scenario` (the engine's scenario description) an attack or defence die takes the level
 * the engine computes for its `team` in that moment of the match (the equal-level rule applied),
 * and its faces from the scenario's data:
 *
 * ```html
 * <mof-dice kind="defence" team="home" show-numbers
 *   scenario='{"home":{"players":["g01","s05","b09"]},"away":{"players":["g02","s06","b10"]}}'></mof-dice>
 * ```
 *
 * With `show-numbers` the face shown is also written as a number on the die, and every face the die
 * has is listed under it (from the dice data): for screenshots, print and readers who count pips
 * slowly.
 *
 * @summary A tactic, genius, attack or defence die, with its face and a rolling animation.
 *
 * @csspart die - The die.
 * @csspart face - The face's drawing.
 * @csspart problem - The message shown instead of the die when an attribute is unusable.
 * @csspart value - With `show-numbers`: the face shown, as a number.
 * @csspart faces - With `show-numbers`: the list of the die's faces.
 *
 * @cssprop --mof-dice-size - The die's width and height (default 3rem).
 * @cssprop --mof-dice-roll-duration - How long a roll tumbles (default 700ms).
 * @cssprop --mof-dice-red - The red level's colour (likewise --mof-dice-brown, -orange, -green, -blue, -purple).
 */
export class MofDice extends MofElement {
  static override styles = diceStyles;

  /** `tactic`, `genius`, `attack` or `defence`. */
  @property({ reflect: true }) kind: DieKind = 'attack';

  /** The level (colour) of an attack or defence die: red, brown, orange, green, blue or purple. */
  @property({ reflect: true }) level: Level = 'red';

  /** The face shown: a number the die has, or `G` for the genius die's genius face. Blank when unset. */
  @property() value?: string;

  /** Write the face shown as a number and list every face of the die under it. */
  @property({ type: Boolean, reflect: true, attribute: 'show-numbers' }) showNumbers = false;

  /**
   * A moment of a match as the engine's scenario JSON: an attack or defence die then shows the level
   * the engine computes for `team` (the `level` attribute is not used).
   */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** With `scenario`: whose die, `home` (default) or `away`. */
  @property({ reflect: true }) team = 'home';

  /** Tumbles the die (its face hidden) until cleared. */
  @property({ type: Boolean, reflect: true }) rolling = false;

  /** Custom dice data as JSON (the engine's `DiceDef`); the reference dice when unset. */
  @property({ converter: jsonConverter }) dice?: DiceDef | InvalidJson;

  @state() private tumbling = false;

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<DieView>;

  /**
   * Rolls to `value`: tumbles for `--mof-dice-roll-duration` (not at all with reduced motion),
   * then shows the face. Resolves when the face shows.
   */
  async roll(value: number | 'G'): Promise<void> {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.value = String(value);
    if (reduced) return;
    this.tumbling = true;
    const duration = parseFloat(getComputedStyle(this).getPropertyValue('--mof-dice-roll-duration')) || 700;
    await new Promise((resolve) => setTimeout(resolve, duration));
    this.tumbling = false;
    await this.updateComplete;
  }

  /** From `scenario`: the dice data and the level the engine gives the team (null: no scenario). */
  private fromScenario: Result<{ dice: DiceDef; level: Level } | null> = ok(null);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scenario') || changed.has('team') || changed.has('kind') || !this.fromScenario.ok)
      this.fromScenario = this.readScenario();
    this.view = this.readInputs();
  }

  /** Dice data written as JSON needs its reader, a scenario the engine, each downloaded the first time. */
  protected override loading(): Promise<void> | null {
    return scenarioLoading(this.scenario) ?? (this.dice === undefined ? null : pageInputs.wait());
  }

  private readScenario(): Result<{ dice: DiceDef; level: Level } | null> {
    if (this.scenario === undefined) return ok(null);
    const side = readSide(this.team);
    if (!side.ok) return side;
    const read = readMofScenario(this.scenario);
    if (!read.ok) return read;
    const { state, engine } = read.value;
    const sheet = engine.teamSheet(state, side.value);
    return ok({ dice: state.data.dice, level: this.kind === 'defence' ? sheet.defLevel : sheet.attLevel });
  }

  private readInputs(): Result<DieView> {
    if (!this.fromScenario.ok) return this.fromScenario;
    const described = this.fromScenario.value;
    let dice = described?.dice ?? defaultData.dice;
    const level = described?.level ?? this.level;
    if (this.dice !== undefined && !described) {
      const inputs = pageInputs.read('dice');
      if (!inputs.ok) return inputs;
      const diceRead = attempt('dice', () => inputs.value.readDice(parsedJson(this.dice)));
      if (!diceRead.ok) return diceRead;
      dice = diceRead.value;
    }
    if (!KINDS.includes(this.kind))
      return problem('kind', 'error.invalid', { detail: `“${this.kind}” is not one of ${KINDS.join(', ')}` });
    const levelUsed = this.kind === 'attack' || this.kind === 'defence';
    if (levelUsed && !LEVELS.includes(level))
      return problem('level', 'error.invalid', { detail: `“${level}” is not one of ${LEVELS.join(', ')}` });
    const printed = printedFaces(dice, this.kind, level);
    if (this.value === undefined || this.value === '')
      return ok({ kind: this.kind, level: level, face: null, faces: printed });
    const faces = facesOf(dice, this.kind, level);
    if (this.kind === 'genius' && this.value.toUpperCase() === 'G')
      return ok({
        kind: this.kind,
        level: level,
        face: { value: dice.genius[dice.geniusIndex] ?? 2, genius: true },
        faces: printed,
      });
    const n = Number(this.value);
    if (!Number.isInteger(n) || !faces.includes(n))
      return problem('value', 'error.invalid', {
        detail: `this die has the faces ${[...new Set(faces)].join(', ')}${this.kind === 'genius' ? ', G' : ''}, not “${this.value}”`,
      });
    return ok({ kind: this.kind, level: level, face: { value: n, genius: false }, faces: printed });
  }

  private dieName(v: DieView): string {
    if (v.kind === 'tactic') return this.t('dice.tactic');
    if (v.kind === 'genius') return this.t('dice.genius');
    const level = this.t(`level.${v.level}`);
    return this.t(v.kind === 'attack' ? 'dice.attack' : 'dice.defence', { level });
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const v = this.view.value;
    const die = this.dieName(v);
    const rolling = this.rolling || this.tumbling;
    const label = rolling
      ? this.t('dice.rolling', { die })
      : v.face === null
        ? this.t('dice.notRolled', { die })
        : this.t('dice.shows', {
            die,
            value: v.face.genius ? this.t('dice.geniusFace', { value: v.face.value }) : v.face.value,
          });
    return html`<div
        part="die"
        class="die ${v.kind} ${rolling ? 'rolling' : ''}"
        data-level=${v.kind === 'attack' || v.kind === 'defence' ? v.level : nothing}
        role="img"
        aria-label=${label}
      >
        <svg part="face" class="face" viewBox="0 0 100 100" aria-hidden="true">
          ${
            !rolling && v.face
              ? v.face.genius
                ? svg`<g transform="translate(14 14) scale(3)">${symbolPicture('genius-attack')}</g>`
                : (PIPS[v.face.value] ?? []).map(([x, y]) => svg`<circle class="pip" cx=${x} cy=${y} r="9" />`)
              : nothing
          }
          ${
            !rolling && v.face && !v.face.genius && !PIPS[v.face.value]
              ? svg`<text x="50" y="50" dy=".35em" class="number">${v.face.value}</text>`
              : nothing
          }
        </svg>
        ${
          this.showNumbers && !rolling && v.face
            ? html`<span part="value" class="value" aria-hidden="true">${v.face.genius ? 'G' : v.face.value}</span>`
            : nothing
        }
      </div>
      ${
        this.showNumbers
          ? html`<div part="faces" class="faces">${this.t('dice.faces', { faces: v.faces.join(' ') })}</div>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-dice': MofDice;
  }
}
