/**
 * The match's rules that the MNE elements showing a position need only now and then: reading a
 * saved match (the `state` attribute: the engine's full check of a save) or a `scenario` with data
 * of its own (its validators), and playing a placement
 * on a `<mne-field>` standing alone (its `scenario` dealt, legal actions, applying one). Loaded on
 * demand (shared/on-demand.ts, see `rules` in on-demand-engine.ts), so a page that only shows a
 * `scenario` never downloads them.
 */
export { applyAction, fromJSON, legalActions, scenario, scenarioPosition } from '@pitchside/engine/mne';
