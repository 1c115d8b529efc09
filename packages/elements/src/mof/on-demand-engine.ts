/**
 * The code few Masters of Football pages need — parts of the engine, and the readers of the JSON a
 * page writes into attributes — each part downloaded the first time an element asks for it (a file
 * of its own on the CDN, `mof-extras-…`, and in an app's bundle).
 */
import { OnDemand } from '../shared/on-demand.js';

/** `fromJSON`: reading a saved game. */
export const savedGames = new OnDemand(() => import('./extras-saves.js'));

/** `scenario`: building a rule illustration. */
export const scenarios = new OnDemand(() => import('./extras-scenarios.js'));

/** `validatePlayer`: checking a player definition of the page's own. */
export const validation = new OnDemand(() => import('./extras-validation.js'));

/** `readResults`, `readGoals`, `readDice`: reading a page's own JSON in `results`, `goals`, `dice`. */
export const pageInputs = new OnDemand(() => import('./extras-inputs.js'));

/** Controlled mode: a game fed from outside (`view`, `events`). */
export const controlledGames = new OnDemand(() => import('./extras-controlled.js'));
