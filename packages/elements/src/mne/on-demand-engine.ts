/**
 * The code few Magic Number Eleven pictures need — the match's rules, placing a card, a shot's Goal
 * Check — each part downloaded the first time an element asks for it (a file of its own on the
 * CDN and in an app's bundle). Server rendering (`@pitchside/elements/ssr`) loads every part
 * listed here before it renders: there an element renders once and cannot wait.
 */
import { OnDemand } from '../shared/on-demand.js';

/**
 * The match's rules, for a picture that reads a saved match (`state`), a `scenario` with data of
 * its own (its validators) or plays a placement on a field standing alone.
 */
export const rules = new OnDemand(() => import('./extras-rules.js'));

/** Where a `selected` card may go on a `<mne-field>`: its legal spaces and the arrow keys between them. */
export const placing = new OnDemand(() => import('./extras-placing.js'));

/** The Goal Check of a shot a `<mne-synergy-board>` describes by its cards (`attack`, `defence`, `shooter`). */
export const goalChecks = new OnDemand(() => import('./extras-shot.js'));
