/**
 * Transfer Market (rulebook: Transfer Market). After matchday 3: +3M, a hand of one gold, one
 * silver and one bronze player to buy from, 5 more action cards (hand limit 5), squads over 6
 * discard down to six.
 */
import type { PlayerLevel } from '../types.js';

export const MARKET_MONEY = 3;
export const MARKET_HAND: PlayerLevel[] = ['gold', 'silver', 'bronze'];
export const MARKET_ACTION_CARDS = 5;
