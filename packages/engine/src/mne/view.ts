/**
 * What a seat may see (rulebook: hidden information throughout — the deck, the opponent's hand,
 * face-down synergy cards, discards "you cannot check", simultaneous choices). `viewFor` removes it
 * from a state; `eventsFor` redacts it from events.
 */
import { currentSeat } from './rules/to-act.js';
import type { MneEvent, MneState, MneView, PlayedSynergy, Seat, TeamState, TeamView, ViewerSeat } from './types.js';

export function viewFor(s: MneState, viewer: ViewerSeat): MneView {
  // Written out rather than spread: see the note on the view below.
  const teamView = (seat: Seat, t: TeamState): TeamView => ({
    front: hideLineup(s, seat, viewer) ? [] : t.front,
    field: t.field,
    subs: hideLineup(s, seat, viewer) ? [] : t.subs,
    out: t.out,
    hand: viewer === seat ? t.hand.slice() : null,
    tokens: t.tokens,
    subsUsed: t.subsUsed,
    score: t.score,
    handCount: t.hand.length,
  });
  const shot = s.shot;
  const showSynergy = (owner: Seat) => (p: PlayedSynergy) => ({
    card: p.from === 'hand' && viewer === owner ? p.card : null,
    from: p.from,
  });
  const { rng: _rng, deck, discard, teams, tempo, draft, lineup, shootout, ...rest } = s;
  // The view's own fields are added to `rest` rather than spread after it: in Node 20's V8, an
  // object made by spreading (`{ ...x, k }`) and then given a key `x` lacks is several times slower
  // to build and outlives its use through young-generation collections (a server building two
  // views per move copied and promoted them all).
  return Object.assign(rest, {
    viewer,
    deckCount: deck.length,
    discardCount: discard.length,
    teams: { home: teamView('home', teams.home), away: teamView('away', teams.away) },
    tempo: viewer === s.active && tempo.length > 0 ? tempo.slice() : null,
    shot: shot && {
      kind: shot.kind,
      attacker: shot.attacker,
      shooter: shot.shooter,
      icon: shot.icon,
      basicAttack: shot.basicAttack,
      crack: shot.crack,
      ignoreDefence: shot.ignoreDefence,
      attackCards: shot.attackCards.map(showSynergy(shot.attacker)),
      defenceCards: shot.defenceCards.map(showSynergy(shot.attacker === 'home' ? 'away' : 'home')),
      kickChosen: shot.kick !== null,
    },
    draft: draft && {
      round: draft.round,
      revealed: draft.revealed.slice(),
      picks: draft.picks,
      removed: draft.removed.slice(),
      picked: { home: draft.picked.home.slice(), away: draft.picked.away.slice() },
      starsLeft: draft.stars.length,
    },
    lineupChosen: (['home', 'away'] as const).filter((seat) => lineup[seat] !== undefined),
    shootout: shootout && { kicks: shootout.kicks, kicker: shootout.kicker, kickChosen: shootout.kick !== null },
    toAct: currentSeat(s),
  });
}

/** During the lineup phase a team's choice stays hidden from others until both have chosen. */
function hideLineup(s: MneState, seat: Seat, viewer: ViewerSeat): boolean {
  return s.phase === 'lineup' && viewer !== seat;
}

/**
 * The events as `viewer` may see them: cards drawn into the opponent's hand, face-down synergy
 * cards, discarded hand cards and the other side's Tempo Control choice become null.
 */
export function eventsFor(events: readonly MneEvent[], viewer: ViewerSeat): MneEvent[] {
  return events.map((e) => {
    switch (e.type) {
      case 'cardsDrawn':
        return e.seat === viewer ? e : { ...e, cards: e.cards.map(() => null) };
      case 'synergyPlayed':
        return e.from === 'hand' && e.seat === viewer ? e : { ...e, card: null };
      case 'handCardDiscarded':
        return e.seat === viewer ? e : { ...e, card: null };
      case 'tempoKept':
        return e.seat === viewer ? e : { ...e, kept: null, discarded: null };
      default:
        return e;
    }
  });
}
