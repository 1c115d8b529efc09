/**
 * The default player cards' names: English from the engine's card data, Vietnamese (the engine's
 * `CARD_NAMES_VI`) loaded with the other Vietnamese texts, only when an element shows Vietnamese.
 */
import { DEFAULT_CARDS } from '@pitchside/engine/mne/picture-unchecked';
import { defineMessages } from '../../shared/i18n.js';

const en: Record<string, string> = Object.fromEntries(DEFAULT_CARDS.map((card) => [card.id, card.name]));

export const cardNames = defineMessages('mne-cards', { en, vi: () => import('./messages-vi.js') });
