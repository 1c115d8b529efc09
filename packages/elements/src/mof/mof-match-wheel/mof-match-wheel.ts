import { html, nothing, svg, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import {
  defaultData,
  minuteLabel,
  wheelTurns,
  type GoalRecord,
  type MatchPhase,
  type MatchState,
  type MofData,
  type MofState,
  type MofView,
  type Side,
  type WheelTurn,
} from '@pitchside/engine/mof';
import { MofElement } from '../mof-element.js';
import { sharedMessages } from '../../shared/messages.js';
import {
  attempt,
  jsonConverter,
  ok,
  parsedJson,
  problem,
  readInteger,
  type InvalidJson,
  type Result,
} from '../../shared/problem.js';
import { mofMatchContext, type MofGameContext } from '../context.js';
import { consumeContext } from '../../shared/context.js';
import { pageInputs, readMofScenario, savedGames, scenarioLoading } from '../on-demand-engine.js';
import { symbolPicture } from '../symbols.js';
import { matchWheelStyles } from './mof-match-wheel.styles.js';
import { angleOf, at, CENTRE, RADIUS, round, SPACES } from './wheel-geometry.js';

/** A goal as the `goals` attribute writes it. */
export interface WheelGoal {
  turn: number;
  side: 'home' | 'away';
  /** Set when the goal was disallowed (shown crossed out). */
  disallowed?: boolean;
}

interface WheelView {
  data: MofData;
  /** The 12 turns, from the engine: space, half, minute and attacking side. */
  turns: WheelTurn[];
  /** Turn 1..12, 13 = injury time, null = no marker (before kick-off). */
  turn: number | null;
  phase: MatchPhase | null;
  halfTime: boolean;
  goals: WheelGoal[];
  /** The engine's score, when the wheel shows a state (a described moment may have no goal records). */
  score?: [number, number];
  names: [string | undefined, string | undefined];
}

const TURNS = 12;
const SPACE_RADIUS = 26;

/** An arc between two spaces at `radius`, drawn from `from` to `to` (either direction). */
function arcPath(from: number, to: number, radius: number): string {
  const gap = 0.3; // radians kept clear around each space
  const a0 = angleOf(from) + (to > from ? gap : -gap);
  const a1 = angleOf(to) + (to > from ? -gap : gap);
  const [x0, y0] = [CENTRE + radius * Math.cos(a0), CENTRE + radius * Math.sin(a0)];
  const [x1, y1] = [CENTRE + radius * Math.cos(a1), CENTRE + radius * Math.sin(a1)];
  return `M${round(x0)} ${round(y0)} A${radius} ${radius} 0 0 ${to > from ? 1 : 0} ${round(x1)} ${round(y1)}`;
}

function sideName(side: Side): 'home' | 'away' {
  return side === 0 ? 'home' : 'away';
}

function goalsOf(records: readonly GoalRecord[]): WheelGoal[] {
  return records.map((g) => ({ turn: g.turn, side: sideName(g.side), disallowed: Boolean(g.disallowed) }));
}

/** Whether `value` is a save envelope (`toJSON`), which the engine reads and validates. */
function isSave(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'format' in value;
}

/**
 * The match wheel of Masters of Football: six turn spaces on a circle. Space k is first-half turn k
 * (followed clockwise on the outer arrows, 0' to 45') and second-half turn 13 − k (back
 * counter-clockwise on the inner arrows, 45' to 90'). Each space shows whether the home side
 * attacks (ball) or defends (glove) on its turns, with both minute labels; the half-time space is in
 * the middle. The marker sits on the current turn and goals are marked on the turns they were
 * scored.
 *
 * Give it `turn` (and optionally `home`, `away`, `goals`), or a whole game `state` (or place it
 * inside `<mof-match>`, which provides it). A saved match (`toJSON`) may be given as the `state`
 * attribute: the engine validates it. The wheel's turns, minutes and sides come from the
 * engine's data.
 *
 * A `scenario` (the engine's scenario description, the same JSON as `<mof-dice>`'s or
 * `<mof-team-sheet>`'s) shows the described moment: its turn, score and team names.
 *
 * ```html
 * <mof-match-wheel scenario='{"turn":8,"score":[1,0],"home":{"players":["g01","s05","b09"],"name":"Hanoi"},"away":{"players":["g02","s06","b10"],"name":"Saigon"}}'></mof-match-wheel>
 * ```
 *
 * @summary The 12-turn match wheel with the marker, minute labels, attack/defence and goals.
 *
 * @csspart base - The wrapper.
 * @csspart header - The team names and score above the wheel.
 * @csspart wheel - The SVG drawing.
 * @csspart space - A turn space (also `space-current` on the marker's space, `space-attack` / `space-defence`).
 * @csspart half-time - The half-time space in the middle.
 * @csspart arrows-outer - The first half's outer, clockwise arrows (`arrows-active` while they are followed).
 * @csspart arrows-inner - The second half's inner, counter-clockwise arrows.
 * @csspart minute - A minute label.
 * @csspart goal - A goal badge on a space (`goal-home` / `goal-away`).
 * @csspart marker - The match marker.
 * @csspart status - The sentence under the wheel saying what happens now.
 * @csspart turns - The list of the 12 turns read by screen readers (visually hidden).
 * @csspart problem - The message shown instead of the wheel when an attribute is unusable.
 *
 * @cssprop --mof-wheel-size - The wheel's largest width (default 26rem).
 * @cssprop --mof-wheel-pitch - The pitch colour behind the wheel.
 * @cssprop --pitchside-color-home - Home's colour (goals, names).
 * @cssprop --pitchside-color-away - Away's colour.
 * @cssprop --pitchside-color-marker - The marker's colour.
 * @cssprop --pitchside-motion-duration - How long the marker takes to move.
 */
export class MofMatchWheel extends MofElement {
  static override styles = matchWheelStyles;

  /** The current turn, 1–12 (13 = injury time). Without it (and without a state) no marker is shown. */
  @property({ type: Number }) turn?: number;

  /** Puts the marker on the half-time space. */
  @property({ type: Boolean, attribute: 'half-time' }) halfTime = false;

  /** The home team's name; "Home" in the page's language when unset. */
  @property() home?: string;

  /** The away team's name; "Away" in the page's language when unset. */
  @property() away?: string;

  /** Goals to mark, as JSON: `[{"turn": 4, "side": "home"}]`. Ignored when a `state` is given. */
  @property({ converter: jsonConverter }) goals?: WheelGoal[] | InvalidJson;

  /** A Masters of Football state or view (`createMatch`, `viewFor`), as a property or JSON. */
  @property({ converter: jsonConverter }) state?: MofState | MofView | InvalidJson;

  /** A moment of a match as the engine's scenario JSON (teams, turn, score…); a `state` wins over it. */
  @property({ converter: jsonConverter }) scenario?: unknown;

  /** Which of the state's current matches to show; the active one when unset. */
  @property({ type: Number }) match?: number;

  /** The game of an enclosing `<mof-match>` or `<mof-championship>`, used when no `state` is given. */
  @property({ attribute: false })
  game?: MofGameContext;
  private readonly gameConsumer = consumeContext(this, mofMatchContext, (game) => (this.game = game));

  // Set by willUpdate, which Lit runs before every render.
  private view!: Result<WheelView>;

  /**
   * A saved match needs the engine's `fromJSON`, goals written as JSON their reader (without a
   * state), each downloaded the first time.
   */
  protected override loading(): Promise<void> | null {
    if (isSave(this.state)) return savedGames.wait();
    if (this.state === undefined && this.scenario !== undefined) return scenarioLoading(this.scenario);
    return this.goals !== undefined && (this.state ?? this.game?.view) === undefined ? pageInputs.wait() : null;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.view = this.readInputs();
  }

  private readInputs(): Result<WheelView> {
    const names: [string | undefined, string | undefined] = [this.home || undefined, this.away || undefined];
    let state: unknown = this.state ?? this.game?.view;
    if (this.state === undefined && this.scenario !== undefined) {
      const described = readMofScenario(this.scenario);
      if (!described.ok) return described;
      state = described.value.state;
    }
    if (state !== undefined) {
      // A save envelope (`toJSON`) is read and validated by the engine; a state or view is shown as given.
      const engine = isSave(state) ? savedGames.read('state') : null;
      if (engine && !engine.ok) return engine;
      const read = attempt('state', () => {
        const value = parsedJson(state) as unknown;
        return engine ? engine.value.fromJSON(value) : (value as MofState | MofView);
      });
      if (!read.ok) return read;
      const s = read.value;
      const notAState = () =>
        problem('state', 'error.invalid', { detail: 'expected a Masters of Football state or view' });
      const wheel = (s as Partial<MofState> | null)?.data?.wheel;
      if (
        !s ||
        typeof s !== 'object' ||
        !Array.isArray(s.matches) ||
        !Array.isArray(s.teams) ||
        !Array.isArray(wheel?.minutes) ||
        !Array.isArray(wheel?.homeAttacks)
      )
        return notAState();
      const index = this.match ?? s.active;
      const m = s.matches[index];
      if (!m) return problem('match', 'error.invalid', { detail: `there is no match ${index}` });
      // A state written by hand is shown as given: what the wheel reads must be there.
      if (!isMatchShaped(m)) return notAState();
      const teamName = (side: Side) => s.teams[m.sides[side].team]?.name;
      const turn = m.phase === 'prematch' ? null : m.phase === 'injuryTime' ? 13 : m.turn;
      return attempt('state', () => ({
        data: s.data,
        turns: wheelTurns(s.data),
        turn,
        phase: m.phase,
        halfTime: m.phase === 'halfTime',
        goals: goalsOf(m.goals),
        score: m.score,
        names: [names[0] ?? teamName(0), names[1] ?? teamName(1)],
      }));
    }
    let turn: number | null = null;
    if (this.turn !== undefined) {
      const turnRead = readInteger('turn', this.turn, this.getAttribute('turn'), 1, 13);
      if (!turnRead.ok) return turnRead;
      turn = turnRead.value;
    }
    let goals: WheelGoal[] = [];
    if (this.goals !== undefined) {
      const inputs = pageInputs.read('goals');
      if (!inputs.ok) return inputs;
      const goalsRead = attempt('goals', () => inputs.value.readGoals(parsedJson(this.goals)));
      if (!goalsRead.ok) return goalsRead;
      goals = goalsRead.value;
    }
    return ok({
      data: defaultData,
      turns: wheelTurns(defaultData),
      turn,
      phase: null,
      halfTime: this.halfTime,
      goals,
      names,
    });
  }

  private teamName(side: Side, names: WheelView['names']): string {
    return names[side] ?? this.i18n.t(sharedMessages, side === 0 ? 'team.home' : 'team.away');
  }

  protected override render() {
    if (!this.view.ok) return this.renderProblem(this.view.problem);
    const v = this.view.value;
    const t = this.t.bind(this);
    const home = this.teamName(0, v.names);
    const away = this.teamName(1, v.names);
    const counted = v.goals.filter((g) => !g.disallowed);
    const score = v.score ?? [
      counted.filter((g) => g.side === 'home').length,
      counted.filter((g) => g.side === 'away').length,
    ];
    const showScore = v.goals.length > 0 || v.phase !== null;
    const half: 1 | 2 = v.halfTime || (v.turn !== null && v.turn > SPACES) ? 2 : 1;
    const markerSpace = v.halfTime || v.turn === null ? null : (v.turns[Math.min(v.turn, TURNS) - 1]?.space ?? null);
    const turnLabel = (turn: number) => t('wheel.turn', { turn, minute: minuteLabel(turn, v.data) });

    return html`
      <figure part="base" class="base" aria-label=${t('wheel.label')}>
        <div part="header" class="header">
          <span class="team home">${home}</span>
          ${showScore ? html`<span class="score">${score[0]}–${score[1]}</span>` : html`<span class="vs">–</span>`}
          <span class="team away">${away}</span>
        </div>
        <div class="stage">
          <svg part="wheel" class="wheel" viewBox="0 0 320 320" aria-hidden="true">
            <circle class="pitch" cx=${CENTRE} cy=${CENTRE} r="158" />
            <circle class="pitch-line" cx=${CENTRE} cy=${CENTRE} r=${RADIUS} />
            ${this.renderArrows('outer', half === 1, RADIUS + 33)}
            ${this.renderArrows('inner', half === 2, RADIUS - 36)}
            <g part="half-time" class=${v.halfTime ? 'half-time current' : 'half-time'}>
              <circle cx=${CENTRE} cy=${CENTRE} r="30" />
              <text x=${CENTRE} y=${CENTRE} dy=".35em">HT</text>
            </g>
            ${Array.from({ length: SPACES }, (_, i) => this.renderSpace(i + 1, v, markerSpace))}
          </svg>
          ${
            v.turn !== null || v.halfTime
              ? html`<div part="marker" class="marker" data-space=${markerSpace ?? nothing}></div>`
              : nothing
          }
        </div>
        <figcaption part="status" class="status" aria-live="polite">${this.statusText(v, home, away)}</figcaption>
        <ol part="turns" class="visually-hidden">
          <li>${t('wheel.firstHalf')}</li>
          ${Array.from({ length: TURNS }, (_, i) => {
            const turn = i + 1;
            const attacker = v.turns[i]?.attacker ?? 'home';
            const goals = v.goals.filter((g) => g.turn === turn);
            return html`<li
                part=${v.turn === turn && !v.halfTime ? 'turn turn-current' : 'turn'}
                aria-current=${v.turn === turn && !v.halfTime ? 'step' : nothing}
                data-turn=${turn}
                data-attacker=${attacker}
              >
                ${turnLabel(turn)}: ${t(attacker === 'home' ? 'wheel.attacks' : 'wheel.defends', { team: home })}.
                ${goals.map(
                  (g) =>
                    html`${t(g.disallowed ? 'wheel.disallowed' : 'wheel.goal', {
                      team: g.side === 'home' ? home : away,
                    })}. `,
                )}
              </li>
              ${
                turn === SPACES
                  ? html`<li>${t('match.phase.halfTime')}</li>
                      <li>${t('wheel.secondHalf')}</li>`
                  : nothing
              }`;
          })}
        </ol>
      </figure>
    `;
  }

  private statusText(v: WheelView, home: string, away: string): string {
    const t = this.t.bind(this);
    if (v.phase === 'over') return t('match.phase.over');
    if (v.halfTime) return t('match.phase.halfTime');
    if (v.turn === null) return t('match.phase.prematch');
    if (v.turn > TURNS) return t('match.phase.injuryTime');
    const attacker = v.turns[v.turn - 1]?.attacker ?? 'home';
    return t('wheel.now', {
      turn: v.turn,
      minute: minuteLabel(v.turn, v.data),
      attacker: attacker === 'home' ? home : away,
      defender: attacker === 'home' ? away : home,
    });
  }

  private renderArrows(which: 'outer' | 'inner', active: boolean, radius: number) {
    const pairs = Array.from({ length: SPACES - 1 }, (_, i) => (which === 'outer' ? [i + 1, i + 2] : [i + 2, i + 1]));
    return svg`<g part=${active ? `arrows-${which} arrows-active` : `arrows-${which}`}
      class=${active ? `arrows ${which} active` : `arrows ${which}`} data-active=${active ? 'true' : 'false'}>
      ${pairs.map(([from, to]) => svg`<path class="arrow" d=${arcPath(from as number, to as number, radius)} marker-end="url(#mof-arrowhead-${which})" />`)}
      <defs><marker id="mof-arrowhead-${which}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" class="arrowhead" /></marker></defs>
    </g>`;
  }

  private renderSpace(space: number, v: WheelView, markerSpace: number | null) {
    const first = v.turns.find((turn) => turn.space === space && turn.half === 1)?.turn ?? space;
    const second = v.turns.find((turn) => turn.space === space && turn.half === 2)?.turn ?? TURNS + 1 - space;
    const [x, y] = at(space, RADIUS);
    const [ox, oy] = at(space, RADIUS + 49);
    const [ix, iy] = at(space, RADIUS - 52);
    const a1 = v.turns[first - 1]?.attacker ?? 'home';
    const a2 = v.turns[second - 1]?.attacker ?? 'home';
    const icon = (side: 'home' | 'away') => (side === 'home' ? 'attack' : 'defence');
    const current = markerSpace === space;
    const kind = a1 === a2 ? `space-${icon(a1)}` : '';
    const goals = (turn: number, outward: boolean) => {
      const list = v.goals.filter((g) => g.turn === turn || (turn === TURNS && g.turn > TURNS));
      return list.map((g, i) => {
        const offset = (i - (list.length - 1) / 2) * 0.22;
        const a = angleOf(space) + offset;
        const r = outward ? RADIUS + SPACE_RADIUS - 2 : RADIUS - SPACE_RADIUS + 2;
        return svg`<g part="goal goal-${g.side}" class="goal ${g.side}${g.disallowed ? ' disallowed' : ''}"
          transform="translate(${round(CENTRE + r * Math.cos(a))} ${round(CENTRE + r * Math.sin(a))})">
          <circle r="8" /><g transform="translate(-6 -6) scale(.5)">${symbolPicture('attack')}</g>
        </g>`;
      });
    };
    return svg`<g part=${`space ${kind}${current ? ' space-current' : ''}`.replace(/\s+/g, ' ')}
      class="space${current ? ' current' : ''}" data-space=${space} data-first=${first} data-second=${second}
      data-home-first=${icon(a1)} data-home-second=${icon(a2)}>
      <circle cx=${round(x)} cy=${round(y)} r=${SPACE_RADIUS} class="disc" />
      ${
        a1 === a2
          ? svg`<g transform="translate(${round(x - 14)} ${round(y - 14)}) scale(1.17)">${symbolPicture(icon(a1))}</g>`
          : svg`<g transform="translate(${round(x - 20)} ${round(y - 9)}) scale(.75)">${symbolPicture(icon(a1))}</g>
             <g transform="translate(${round(x + 2)} ${round(y - 9)}) scale(.75)">${symbolPicture(icon(a2))}</g>`
      }
      <text part="minute" class="minute outer" x=${round(ox)} y=${round(oy)} dy=".35em">${minuteLabel(first, v.data)}</text>
      <text part="minute" class="minute inner" x=${round(ix)} y=${round(iy)} dy=".35em">${minuteLabel(second, v.data)}</text>
      ${goals(first, true)}${goals(second, false)}
    </g>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mof-match-wheel': MofMatchWheel;
  }
}

/** Whether `m` has what the wheel reads of a match: two sides with their teams, goals, a phase and a turn. */
function isMatchShaped(m: MatchState): boolean {
  const sides = (m as Partial<MatchState>).sides;
  return (
    Array.isArray(sides) &&
    sides.length === 2 &&
    sides.every((sd) => typeof sd?.team === 'number') &&
    Array.isArray(m.goals) &&
    typeof m.phase === 'string' &&
    typeof m.turn === 'number'
  );
}
