/**
 * Legal actions from a seat's view: what a client that holds only `viewFor(s, seat)` may send.
 *
 * The rules list the actions of a step from a state (action-index.ts's `listActions`). The acting
 * seat's view holds everything that listing reads: the fields, fronts, Sub Spaces, tokens and
 * substitutions of both teams, its own hand (attack and defence choices), its own Tempo Control
 * cards, the deck and discard counts (how many cards PASS and a defence from the deck may draw),
 * the revealed Star Players and the squads (draft, lineup), which seats are ready at half time and
 * whether a kick was chosen (who acts in a shootout). `stateFromView` rebuilds a state of the same
 * shape from it, and the hidden parts, which the listing never reads, become placeholders:
 * - each hidden card (deck, discard, the opponent's hand, face-down synergy cards, face-down Star
 *   Players) is `HIDDEN`, which is no card id, so that the counts stay right;
 * - a chosen but hidden penalty direction is 'centre', a hidden lineup an empty list (only whether
 *   it was chosen is read);
 * - the generator is a fixed placeholder (listing draws nothing).
 * The tests check, at every step of random matches, that the rebuilt state lists exactly the
 * actions of the real one (view-actions.test.ts).
 */
import { currentSeat } from './rules/to-act.js';
import type { Direction, MneState, MneView, PlayedSynergy, TeamState, TeamView, ViewSynergy } from './types.js';

/** The stand-in for a card the viewer cannot see. */
export const HIDDEN = '?';

/** A kick the viewer knows was chosen, not where. */
const CHOSEN_KICK: Direction = 'centre';

const hidden = (n: number): string[] => Array.from({ length: n }, () => HIDDEN);

/**
 * A state the rules can list the viewer's actions from, or null when the view's seat is not the
 * one to act (a spectator, the other seat, a finished match).
 */
export function stateFromView(v: MneView): MneState | null {
  if (v.viewer !== 'home' && v.viewer !== 'away') return null;
  const s = stateOfView(v);
  return currentSeat(s) === v.viewer ? s : null;
}

/**
 * The view as a state, its hidden parts as placeholders: what the read-only queries (icons, Basic
 * Attack, placements, Control States, odds…) read of it is all in the view. Its fields, fronts and
 * tokens are the view's own arrays (so their cached icon summaries are found again).
 */
export function stateOfView(v: MneView): MneState {
  const {
    viewer: _viewer,
    deckCount,
    discardCount,
    teams,
    tempo,
    shot,
    draft,
    lineupChosen,
    shootout,
    toAct: _toAct,
    ...rest
  } = v;
  const lineup: MneState['lineup'] = {};
  for (const seat of lineupChosen) lineup[seat] = [];
  return {
    ...rest,
    rng: [0, 0, 0, 1],
    deck: hidden(deckCount),
    discard: hidden(discardCount),
    teams: { home: teamFromView(teams.home), away: teamFromView(teams.away) },
    tempo: tempo ?? [],
    shot: shot && {
      kind: shot.kind,
      attacker: shot.attacker,
      shooter: shot.shooter,
      icon: shot.icon,
      basicAttack: shot.basicAttack,
      crack: shot.crack,
      ignoreDefence: shot.ignoreDefence,
      attackCards: shot.attackCards.map(played),
      defenceCards: shot.defenceCards.map(played),
      kick: shot.kickChosen ? CHOSEN_KICK : null,
    },
    draft: draft && {
      round: draft.round,
      revealed: draft.revealed,
      picks: draft.picks,
      stars: hidden(draft.starsLeft),
      removed: draft.removed,
      picked: draft.picked,
    },
    lineup,
    shootout: shootout && {
      kicks: shootout.kicks,
      kicker: shootout.kicker,
      kick: shootout.kickChosen ? CHOSEN_KICK : null,
    },
  };
}

function teamFromView(t: TeamView): TeamState {
  return {
    front: t.front,
    field: t.field,
    subs: t.subs,
    out: t.out,
    hand: t.hand ?? hidden(t.handCount),
    tokens: t.tokens,
    subsUsed: t.subsUsed,
    score: t.score,
  };
}

function played(p: ViewSynergy): PlayedSynergy {
  return { card: p.card ?? HIDDEN, from: p.from };
}
