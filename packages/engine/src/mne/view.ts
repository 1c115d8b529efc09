/**
 * What a seat may see (rulebook: hidden information throughout — the deck, the opponent's hand,
 * face-down synergy cards, discards "you cannot check", simultaneous choices). `viewFor` removes it
 * from a state; `eventsFor` redacts it from events.
 */
import { currentSeat } from './rules/to-act.js';
import type { MneEvent, MneState, MneView, PlayedSynergy, Seat, TeamState, TeamView, ViewerSeat } from './types.js';

export function viewFor(s: MneState, viewer: ViewerSeat): MneView {
  // Written out rather than spread from the team: see the note on the view below.
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
  const { shot, draft, shootout } = s;
  const showSynergy = (owner: Seat) => (p: PlayedSynergy) => ({
    card: p.from === 'hand' && viewer === owner ? p.card : null,
    from: p.from,
  });
  // Written out, not spread from the state: in Node 20's V8, `{ ...s, key }` with a key `s` lacks is
  // built on a slow path (about a thousand times slower than this literal) and the object it makes
  // outlives its use through young-generation collections (a server building two views per move
  // copied and promoted them all). The state's keys keep their order; `squads` is only in scenarios.
  return {
    data: s.data,
    options: s.options,
    phase: s.phase,
    half: s.half,
    active: s.active,
    step: s.step,
    turn: s.turn,
    injuryTime: s.injuryTime,
    deckRanOut: s.deckRanOut,
    marker: s.marker,
    placed: s.placed,
    subOpen: s.subOpen,
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
    ready: s.ready,
    ...(s.squads === undefined ? {} : { squads: s.squads }),
    viewer,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    teams: { home: teamView('home', s.teams.home), away: teamView('away', s.teams.away) },
    tempo: viewer === s.active && s.tempo.length > 0 ? s.tempo.slice() : null,
    draft: draft && {
      round: draft.round,
      revealed: draft.revealed.slice(),
      picks: draft.picks,
      removed: draft.removed.slice(),
      picked: { home: draft.picked.home.slice(), away: draft.picked.away.slice() },
      starsLeft: draft.stars.length,
    },
    lineupChosen: (['home', 'away'] as const).filter((seat) => s.lineup[seat] !== undefined),
    shootout: shootout && { kicks: shootout.kicks, kicker: shootout.kicker, kickChosen: shootout.kick !== null },
    toAct: currentSeat(s),
  };
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
