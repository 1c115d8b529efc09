/** Reads an element's `team` attribute: `home` or `away`, else a readable Problem. */
import type { Seat } from '@pitchside/engine/mne';
import type { I18nController } from '../shared/i18n.js';
import { ok, problem, type Result } from '../shared/problem.js';
import { mneMessages } from './messages.js';

export function readTeam(host: { team: string }, i18n: I18nController): Result<Seat> {
  if (host.team === 'home' || host.team === 'away') return ok(host.team);
  return problem('team', 'error.invalid', { detail: i18n.t(mneMessages, 'field.unknownTeam', { team: host.team }) });
}
