/**
 * The coach's line of a match element (`coach` attribute): while a person of the element's own
 * game is to act, it asks the engine's coach what the search bot would play and why — in the bot
 * bridge's Web Worker (a host of its own, started with the first question), so the page never waits
 * — and shows the game's sentence for the answer. An answer for a position that is no longer on the
 * table (a move, undo, a new game, a new view from the page) is dropped; the question is asked again
 * for the new one. In controlled mode the question is the page's view: the engine's coach samples a
 * state from it in the worker, so no state ever reaches the page.
 * ```ts
 * private readonly coach = new CoachLine<MneState, MneAdvice>(this, {
 *   game: 'mne',
 *   enabled: () => this.coach,
 *   state: () => this.match,
 *   seat: () => this.personToAct(),
 *   seed: () => this.seed ?? '',
 * });
 * // in render: ${this.coachLine.render(this.i18n, (advice) => coachText(this.i18n, view, advice))}
 * ```
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { BotHost } from './bot-worker.js';
import type { I18nController } from './i18n.js';
import { matchMessages } from './match-messages/messages.js';

/**
 * The coach's time cap per question in milliseconds, with the engine's playout budget (most
 * positions take the full budget well within it): the advice comes while the person reads the board.
 */
export const COACH_TIME_MS = 1000;

type BotBridge = typeof import('./bot-worker.js');

/** What the coach needs to know of its element's game. */
export interface CoachTable<S> {
  game: 'mne' | 'mof';
  /** Whether the coach is on (the element's `coach` attribute). */
  enabled(): boolean;
  /**
   * The engine state now, or in controlled mode the seat's view (null: none, an unusable attribute,
   * no view yet). A new object is a new question.
   */
  state(): S | null;
  /** The person's seat to advise now, or null (a bot or nobody to act, the cards covered). */
  seat(): string | null;
  /** Seeds the coach's randomness (with the playout budget, the same advice for the same position). */
  seed(): string;
}

export class CoachLine<S, Advice> implements ReactiveController {
  private host: BotHost | null = null;
  private bridge: Promise<BotBridge> | null = null;
  /** The question being thought about or answered: its position and, once here, its answer. */
  private asked: { state: S; seat: string; answer?: { advice: Advice } | { failed: true } } | null = null;

  constructor(
    private readonly element: ReactiveControllerHost,
    private readonly table: CoachTable<S>,
  ) {
    element.addController(this);
  }

  /** Before each render: a new position to advise on is asked about (the line says the coach thinks). */
  hostUpdate(): void {
    const question = this.question();
    if (!question) return;
    if (this.asked && this.asked.state === question.state && this.asked.seat === question.seat) return;
    const asked: NonNullable<typeof this.asked> = { ...question };
    this.asked = asked;
    void this.ask(asked);
  }

  /** Back on the page (moved, or put back): ask again for the position on the table. */
  hostConnected(): void {
    if (this.table.enabled()) this.element.requestUpdate();
  }

  hostDisconnected(): void {
    this.asked = null;
    this.host?.dispose();
    this.host = null;
  }

  /** The position to advise on now, if the coach is on and a person is to act. */
  private question(): { state: S; seat: string } | null {
    if (!this.table.enabled()) return null;
    const state = this.table.state();
    const seat = state === null ? null : this.table.seat();
    return state === null || seat === null ? null : { state, seat };
  }

  private async ask(asked: NonNullable<typeof this.asked>): Promise<void> {
    let answer: { advice: Advice } | { failed: true };
    try {
      const bridge = await (this.bridge ??= import('./bot-worker.js'));
      this.host ??= bridge.createBotHost();
      const spec = {
        game: this.table.game,
        seat: asked.seat,
        seed: `coach:${this.table.seed()}`,
        timeMs: COACH_TIME_MS,
      };
      answer = { advice: (await this.host.coach(spec, asked.state)) as Advice };
    } catch {
      answer = { failed: true };
    }
    // Stale (the position changed, or the element left the page): dropped.
    if (this.asked !== asked) return;
    asked.answer = answer;
    this.element.requestUpdate();
  }

  /** The advice for the position now (null: none, still thinking, or the coach is off). */
  advice(): Advice | null {
    const q = this.question();
    const asked = this.asked;
    if (!q || !asked || asked.state !== q.state || asked.seat !== q.seat || !asked.answer) return null;
    return 'advice' in asked.answer ? asked.answer.advice : null;
  }

  /**
   * The coach's line: the sentence `text` makes of the advice, "thinking" while it comes, a short
   * note if it failed; nothing when the coach is off or no person is to act. Never throws.
   */
  render(i18n: I18nController, text: (advice: Advice) => string): unknown {
    const q = this.question();
    const asked = this.asked;
    if (!q || !asked || asked.state !== q.state || asked.seat !== q.seat) return nothing;
    let line: string;
    // The advised move in the engine's notation, for a page or a test to read (the sentence is for people).
    const notation =
      asked.answer && 'advice' in asked.answer ? (asked.answer.advice as { notation?: unknown }).notation : undefined;
    try {
      const answer = asked.answer;
      line = !answer
        ? i18n.t(matchMessages, 'coach.thinking')
        : 'advice' in answer
          ? text(answer.advice)
          : i18n.t(matchMessages, 'coach.failed');
    } catch {
      line = i18n.t(matchMessages, 'coach.failed');
    }
    return html`<p
      part="coach"
      class="coach"
      role="status"
      ?data-thinking=${!asked.answer}
      data-notation=${typeof notation === 'string' ? notation : nothing}
    >
      💡 ${line}
    </p>`;
  }
}

/** The part of a game's advice that both games' coaches share (the engine's `reason`). */
export interface CoachReasonLike<A> {
  basis: 'search' | 'only' | 'policy';
  best: { action: A; score: number; goalDifference: number } | null;
  next: { action: A; score: number; goalDifference: number } | null;
}

/** A share as a percentage in the page's language ("62%", "62 %"). */
export function percent(i18n: I18nController, share: number): string {
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A goal difference with its sign and one decimal ("+0.4", "−1.2", "0.0"). */
export function goalDifference(i18n: I18nController, diff: number): string {
  const rounded = Math.round(diff * 10) / 10;
  return new Intl.NumberFormat(i18n.locale, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rounded === 0 ? 0 : rounded);
}

/**
 * The coach's sentence: "Coach: {move} — {why}." `why` is the game's own reason when it has one
 * (a shot's odds), else the search's numbers, and the next best option's when there was one.
 */
export function coachSentence<A>(
  i18n: I18nController,
  reason: CoachReasonLike<A>,
  move: string,
  describe: (action: A) => string,
  gameWhy: string | null = null,
): string {
  const t = i18n.t.bind(i18n, matchMessages);
  let why: string;
  if (reason.basis === 'only') why = gameWhy ?? t('coach.only');
  else if (reason.basis === 'policy' || !reason.best) why = gameWhy ?? t('coach.policy');
  else {
    const best = reason.best;
    why =
      gameWhy ?? t('coach.search', { score: percent(i18n, best.score), gd: goalDifference(i18n, best.goalDifference) });
    const next = reason.next;
    if (next)
      why = t('coach.next', {
        why,
        move: describe(next.action),
        score: percent(i18n, next.score),
        gd: goalDifference(i18n, next.goalDifference),
      });
  }
  return t('coach.line', { move, why });
}
