/**
 * An MNE view as the engine's read-only queries take it. A module of its own, without Lit: code
 * downloaded on demand imports it, and an app's bundler would otherwise split the elements' shared
 * code (Lit included) into a chunk loaded before the page's hydration support.
 */
import type { MneState, MneView } from '@pitchside/engine/mne/picture-unchecked';

/**
 * The engine's read-only queries (`iconsOnField`, `basicAttackOf`, `placementsFor`, `playerCard`, …)
 * take an `MneState` but read only what every seat may see — the data, the fields, the tokens, the
 * cards in front, the marker — all of which a view carries. They check the outline of the state they
 * are given (every list a state has, as a list), so an element inside `<mne-match>` passes its view
 * through here: the same view with what it hides as empty lists (the deck, the discards, the other
 * side's hand, the draft's face-down stars, a pending kick as none) and the lineups chosen as chosen.
 * Made once per view.
 */
export function queryable(view: MneView): MneState {
  let s = queryables.get(view);
  if (!s) {
    const team = (t: MneView['teams']['home']) => ({ ...t, hand: t.hand ?? [] });
    s = {
      ...view,
      deck: [],
      discard: [],
      tempo: view.tempo ?? [],
      lineup: Object.fromEntries((view.lineupChosen ?? []).map((seat) => [seat, []])),
      teams: { home: team(view.teams.home), away: team(view.teams.away) },
      shot: view.shot && { ...view.shot, kick: null },
      draft: view.draft && { ...view.draft, stars: [] },
      shootout: view.shootout && { ...view.shootout, kick: null },
    } as unknown as MneState;
    queryables.set(view, s);
  }
  return s;
}

const queryables = new WeakMap<MneView, MneState>();
