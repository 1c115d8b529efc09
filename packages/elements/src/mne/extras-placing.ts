/**
 * What a `<mne-field>` standing alone needs to play a placement on its own copy of the position:
 * the match's rules (legal actions, applying one). Loaded on demand (shared/on-demand.ts) when the
 * field offers a card to place, so a page that only shows a position never downloads them.
 */
export { applyAction, legalActions } from '@pitchside/engine/mne';
