/** Masters of Football elements. Importing this module defines their tags. */
import { defineElement } from '../shared/define.js';
import { MofMatchWheel } from './mof-match-wheel/mof-match-wheel.js';
import { MofDice } from './mof-dice/mof-dice.js';
import { MofPlayerCard } from './mof-player-card/mof-player-card.js';
import { MofManagerCard } from './mof-manager-card/mof-manager-card.js';
import { MofActionCard } from './mof-action-card/mof-action-card.js';
import { MofLeagueTable } from './mof-league-table/mof-league-table.js';
import { MofDecision } from './mof-decision/mof-decision.js';
import { MofMatch } from './mof-match/mof-match.js';
import { MofResultsPad } from './mof-results-pad/mof-results-pad.js';
import { MofChampionship } from './mof-championship/mof-championship.js';
import { MofReplay } from './mof-replay/mof-replay.js';
import { MofTeamSheet } from './mof-team-sheet/mof-team-sheet.js';

export {
  MofReplay,
  MofMatchWheel,
  MofDice,
  MofPlayerCard,
  MofManagerCard,
  MofActionCard,
  MofLeagueTable,
  MofDecision,
  MofMatch,
  MofResultsPad,
  MofChampionship,
  MofTeamSheet,
};
export type { TableResult } from './mof-league-table/mof-league-table.js';
export type { WheelGoal } from './mof-match-wheel/mof-match-wheel.js';
export type { DieKind } from './mof-dice/mof-dice.js';
export { mofMessages, type MofMessageKey } from './messages.js';
export { mofMatchContext, type MofGameContext } from './context.js';
export { SYMBOL_IDS, type SymbolId } from './symbols.js';

defineElement('mof-match-wheel', MofMatchWheel);
defineElement('mof-dice', MofDice);
defineElement('mof-player-card', MofPlayerCard);
defineElement('mof-manager-card', MofManagerCard);
defineElement('mof-action-card', MofActionCard);
defineElement('mof-league-table', MofLeagueTable);
defineElement('mof-decision', MofDecision);
defineElement('mof-match', MofMatch);
defineElement('mof-results-pad', MofResultsPad);
defineElement('mof-championship', MofChampionship);
defineElement('mof-replay', MofReplay);
defineElement('mof-team-sheet', MofTeamSheet);
