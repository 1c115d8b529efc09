/** The Masters of Football coach's sentence (`<mof-match coach>`), from the engine's advice. */
import type { ReactiveControllerHost } from 'lit';
import { lookup, type MofAdvice, type MofState, type MofView } from '@pitchside/engine/mof';
import { CoachLine, coachSentence, goalDifference, percent } from '../shared/coach-line.js';
import type { I18nController } from '../shared/i18n.js';
import { actionLabel } from './action-label.js';
import type { MofGameContext } from './context.js';
import { mofMessages } from './messages.js';

/**
 * "Coach: {the move} — {why}." in the page's language: the search's score rate and expected goal
 * difference (the match's, or over a championship) against the next best option. `view` is the
 * advised seat's view (the move's words).
 */
export function coachText(i18n: I18nController, view: MofView, seat: string, advice: MofAdvice): string {
  const t = i18n.t.bind(i18n, mofMessages);
  const names = lookup(view.data);
  const describe = (a: MofAdvice['action']) => {
    const label = actionLabel(t, names, view, seat, a);
    // The team's button is its players' names: the sentence says what to do with them.
    return a.type === 'pickTeam' ? t('coach.pickTeam', { players: label }) : label;
  };
  const { reason } = advice;
  const why =
    reason.scope === 'championship' && reason.basis === 'search' && reason.best
      ? t('coach.championship', {
          score: percent(i18n, reason.best.score),
          gd: goalDifference(i18n, reason.best.goalDifference),
        })
      : null;
  return coachSentence(i18n, reason, describe(advice.action), describe, why);
}

/** The coach's line of a MoF element (`<mof-match>`, `<mof-championship>`): see `CoachLine`. */
export function mofCoachLine(
  host: ReactiveControllerHost,
  table: {
    enabled(): boolean;
    /** The engine state, or in controlled mode the page's view (the coach samples a state from it). */
    state(): MofState | MofView | null;
    game(): MofGameContext | undefined;
    seed(): string;
  },
): { render(i18n: I18nController): unknown } {
  const line = new CoachLine<MofState | MofView, MofAdvice>(host, {
    game: 'mof',
    enabled: table.enabled,
    state: table.state,
    // The person deciding now (their buttons are shown: not a bot, not covered).
    seat: () => {
      const game = table.game();
      return game && game.legalActions.length > 0 ? game.seat : null;
    },
    seed: table.seed,
  });
  return {
    render(i18n) {
      const game = table.game();
      return game ? line.render(i18n, (advice) => coachText(i18n, game.view, game.seat, advice)) : null;
    },
  };
}
