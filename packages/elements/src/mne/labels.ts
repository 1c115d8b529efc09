/**
 * The words for MNE things, in the element's language: card names (card-names/: the engine's
 * `CARD_NAMES_VI` for Vietnamese, downloaded only then), positions, lines of the field, icons and synergy cards. Presentation only:
 * every fact comes from the engine's data.
 */
import type { PlayerCardDef, SynergyCardDef } from '@pitchside/engine/mne/picture-unchecked';
import { bestLocale, type I18nController } from '../shared/i18n.js';
import { sharedMessages } from '../shared/messages.js';
import { cardNames } from './card-names/messages.js';
import { mneMessages } from './messages.js';

/** True when the element shows Vietnamese (the card data's names are English). */
function isVietnamese(i18n: I18nController): boolean {
  return bestLocale(i18n.locale, ['en', 'vi']) === 'vi';
}

/** The Vietnamese name of a default card (undefined for a card of the page's own data). */
function vietnameseName(i18n: I18nController, def: PlayerCardDef): string | undefined {
  if (!isVietnamese(i18n) || !cardNames.keys.includes(def.id)) return undefined;
  const name = i18n.t(cardNames, def.id);
  // English until the Vietnamese names are here (the element re-renders then).
  return name === def.name ? undefined : name;
}

/** A card's name in the element's language. */
export function cardName(i18n: I18nController, def: PlayerCardDef): string {
  return vietnameseName(i18n, def) ?? def.name;
}

/**
 * A card's printed role, or null when it would only repeat the name: the engine has Vietnamese
 * names but no Vietnamese roles, and its Vietnamese names already are roles ("Tiền đạo cắm").
 */
export function cardRole(i18n: I18nController, def: PlayerCardDef): string | null {
  if (vietnameseName(i18n, def)) return null;
  return def.role === def.name ? null : def.role;
}

/** "Striker, Forward, Striker" — a card's accessible name. */
export function cardLabel(i18n: I18nController, def: PlayerCardDef): string {
  const role = cardRole(i18n, def);
  const name = cardName(i18n, def);
  const position = i18n.t(mneMessages, `position.${def.position}`);
  return role ? i18n.t(mneMessages, 'card.label', { name, position, role }) : `${name}, ${position}`;
}

/** The name of a row of the field: Front Line, 2nd Line, 3rd Line, Final Line (4-row boards). */
export function lineName(i18n: I18nController, row: number, rows: number): string {
  if (rows === 4 && row >= 0 && row <= 3) return i18n.t(mneMessages, `line.${row as 0 | 1 | 2 | 3}`);
  if (row === 0) return i18n.t(mneMessages, 'line.0');
  if (row === rows - 1) return i18n.t(mneMessages, 'line.3');
  return i18n.t(mneMessages, 'line.other', { row: row + 1 });
}

export function teamName(i18n: I18nController, seat: 'home' | 'away'): string {
  return i18n.t(sharedMessages, seat === 'home' ? 'team.home' : 'team.away');
}

/** "3-star Synergy Card" / "1-star Synergy Card with TACKLE". */
export function synergyLabel(i18n: I18nController, def: SynergyCardDef): string {
  return i18n.t(mneMessages, def.tackle ? 'synergy.tackle' : 'synergy.card', { stars: def.stars });
}

/** "A and B", or just "A". */
export function both(i18n: I18nController, names: readonly string[]): string {
  const [a = '', b] = names;
  return b === undefined ? a : i18n.t(mneMessages, 'field.and', { a, b });
}
