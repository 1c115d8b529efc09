/**
 * What a seat may see (the engine contract: the view is a function of the state and the seat alone).
 * Hidden from a seat: other managers' action cards and player offers, the managers dealt to
 * others, the order of every stack, the RNG, an opponent's tactic card until revealed, players
 * still face down, cards announced but not yet revealed, and who is queued in a window.
 */
import type { MatchState, MofEvent, MofState, MofView, SideState } from './types.js';
import { SPECTATOR } from './types.js';
import { seatOf } from './match/seats.js';

// The view's copies below are made with Object.assign, not `{ ...source, key }`, even where the
// source has every key: Node 20's V8 builds them faster so (a MoF view in 6–10 µs instead of 11–13,
// the same JSON), and a server builds one per seat and move.
function hideSide(sd: SideState, showLineup: boolean): SideState {
  return Object.assign({}, sd, {
    tactic: sd.revealed ? sd.tactic : null,
    lineup: showLineup ? sd.lineup : [],
    facedown: [],
    wood: showLineup ? sd.wood : null,
  });
}

function viewMatch(s: MofState, m: MatchState, seat: string): MatchState {
  const mine = (side: 0 | 1) => seatOf(s, m, side) === seat && seat !== SPECTATOR;
  const over = m.phase === 'over';
  const sides = [0, 1].map((side) =>
    mine(side as 0 | 1) ? m.sides[side as 0 | 1] : hideSide(m.sides[side as 0 | 1], m.shown || over),
  ) as MatchState['sides'];
  const head = m.pending && 'seat' in m.pending ? [m.pending.seat] : [];
  return Object.assign({}, m, { sides, queue: head });
}

/** The state as `seat` may see it ('spectator' sees only public information). */
export function viewFor(s: MofState, seat: string): MofView {
  const d = s.decks;
  // Keys the state lacks (`seat`, `deckSizes`, a team's sizes) are added by Object.assign, not by
  // `{ ...s, key }`: Node 20's V8 builds such spread objects several times slower and keeps them
  // alive through young-generation collections (a server builds a view per seat and move).
  return Object.assign({}, s, {
    seat,
    rng: [0, 0, 0, 0],
    teams: s.teams.map((t) => {
      const own = t.seat === seat && seat !== SPECTATOR;
      return Object.assign({}, t, {
        hand: own ? t.hand : [],
        offer: own ? t.offer : [],
        managerOffer: own ? t.managerOffer : [],
        handSize: t.hand.length,
        offerSize: t.offer.length,
      });
    }),
    decks: Object.assign({}, d, { gold: [], silver: [], bronze: [], wood: [], actions: [] }),
    deckSizes: Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.length])) as MofView['deckSizes'],
    matches: s.matches.map((m) => viewMatch(s, m, seat)),
  });
}

/**
 * The events as `seat` may see them (`s`: the state the events start from). Other teams' hidden
 * things are blanked: the managers and players dealt to them become empty lists (their number stays
 * visible through the view's offer sizes), their academy talents null (the dice stay: they are
 * rolled in the open; the talents are the team's offer, hidden like the transfer market's) and the
 * wood player drawn for them '' (it is part of the team placed face down, hidden like the view's
 * `wood` until the players are revealed).
 */
export function eventsFor(s: MofState, events: readonly MofEvent[], seat: string): MofEvent[] {
  const mine = (team: number) => seat !== SPECTATOR && s.teams[team]?.seat === seat;
  // The teams of each match; a matchday that starts among the events replaces them.
  const sides = s.matches.map((m) => [m.sides[0].team, m.sides[1].team]);
  return events.map((e) => {
    if (e.type === 'matchStarted') sides[e.match] = [e.home, e.away];
    if ((e.type === 'managersDealt' || e.type === 'playersDealt') && !mine(e.team)) {
      return e.type === 'managersDealt' ? { ...e, managers: [] } : { ...e, players: [] };
    }
    if (e.type === 'academyRolled' && !mine(e.team))
      return { ...e, rolls: e.rolls.map((r) => ({ ...r, player: null })) };
    if (e.type === 'woodDrawn' && !mine(sides[e.match]?.[e.side] ?? -1)) return { ...e, player: '' };
    return e;
  });
}
