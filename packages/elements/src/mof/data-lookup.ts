/** Finds a player, manager or action card of a data set by id, or says readably that there is none. */
import { lookup, type ActionCardDef, type ManagerDef, type MofData, type PlayerDef } from '@pitchside/engine/mof';
import { ok, problem, type Result } from '../shared/problem.js';
import type { MessageParams } from '../shared/i18n.js';
import type { MofMessageKey } from './messages.js';

function found<T>(
  attribute: string,
  value: T | null,
  what: string,
  id: string,
  example: string | undefined,
): Result<T> {
  return value
    ? ok(value)
    : problem(attribute, 'error.invalid', { detail: `there is no ${what} “${id}” (ids look like “${example ?? ''}”)` });
}

export function findPlayer(data: MofData, id: string, attribute = 'player'): Result<PlayerDef> {
  return found(attribute, lookup(data).player(id), 'player', id, data.players[0]?.id);
}

export function findManager(data: MofData, id: string, attribute = 'manager'): Result<ManagerDef> {
  return found(attribute, lookup(data).manager(id), 'manager', id, data.managers[0]?.id);
}

export function findCard(data: MofData, id: string, attribute = 'card'): Result<ActionCardDef> {
  return found(attribute, lookup(data).card(id), 'action card', id, data.cards[0]?.id);
}

/**
 * What an action or effect came from: the manager's ability, a payment or the named card. Here,
 * not in commentary.ts, so that `<mof-decision>` (on pages that only show pieces) does not bring
 * the commentary along.
 */
export function sourceName(
  source: string,
  names: ReturnType<typeof lookup>,
  t: (key: MofMessageKey, params?: MessageParams) => string,
): string {
  if (source === 'ability') return t('decide.source.ability');
  return source === 'paid' ? t('decide.source.paid') : (names.card(source)?.name ?? source);
}
