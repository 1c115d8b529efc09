/** The Magic Number Eleven coach's sentence (`<mne-match coach>`), from the engine's advice. */
import type { MneAdvice, MneView } from '@pitchside/engine/mne';
import { coachSentence, goalDifference, percent } from '../shared/coach-line.js';
import type { I18nController } from '../shared/i18n.js';
import { mneMessages } from './messages.js';
import { describeAction } from './narrate.js';

/**
 * "Coach: {the move} — {why}." in the page's language: for a shot, the chance of each Goal Check
 * outcome and the expected final goal difference; for another searched decision, the search's
 * numbers against the next best option. `view` is the advised seat's view (the move's words).
 */
export function coachText(i18n: I18nController, view: MneView, advice: MneAdvice): string {
  const t = i18n.t.bind(i18n, mneMessages);
  const { reason } = advice;
  const describe = (a: MneAdvice['action']) => describeAction(i18n, view, a);
  let why: string | null = null;
  if (reason.shot) {
    const { goal, wonderGoal, saved, ballOut } = reason.shot;
    const parts = (
      [
        ['coach.goal', goal],
        ['coach.wonderGoal', wonderGoal],
        ['coach.saved', saved],
        ['coach.ballOut', ballOut],
      ] as const
    )
      .filter(([, p]) => p >= 0.005)
      .map(([key, p]) => t(key, { p: percent(i18n, p) }));
    const outcomes = parts.join(', ');
    why = reason.best
      ? t('coach.shot', {
          outcomes,
          score: percent(i18n, reason.best.score),
          gd: goalDifference(i18n, reason.best.goalDifference),
        })
      : outcomes;
  } else if (advice.action.type === 'penalty') why = t('coach.penalty');
  return coachSentence(i18n, reason, describe(advice.action), describe, why);
}
