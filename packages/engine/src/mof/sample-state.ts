/**
 * A full Masters of Football state from a seat's view (`viewFor`): one of the states that seat
 * cannot tell apart from the true one, drawn with a seed of its own — what a client holding only
 * its view needs to ask what needs a state (the coach). `viewFor(sampleState(v, seed), seat)`
 * equals `v`, with the same legal actions (sample-state.test.ts checks both along random matches
 * and championships). Drawn for the hidden parts, from the box's cards the view does not show
 * (every card of the box is somewhere: a stack, a discard pile, a squad, a hand, an offer, a match):
 * - each player stack, in the sizes the view shows, from the players of its level nobody sees;
 * - other teams' offers, in the sizes shown, from the unseen players left; a player drawn for a
 *   team that could not field three (Match Preparation) while its players are face down, where the
 *   counts say one was drawn;
 * - the action stack and other teams' hands, in the sizes shown, from the unseen action cards; the
 *   cards left over were placed face down in a pre-match window the seat does not see;
 * - the managers dealt to other persons and not yet chosen, from those nobody has shown;
 * - a team picked but still face down: one of its legal teams of three (a non-person team its
 *   own); a tactic chosen but not revealed: one of the four (a non-person team's own, a forced one);
 * - the generator of the dice to come.
 * Kept as the view shows it: a window's queue, of which the view holds only the seat asked now (in
 * the sample, the window closes after that seat's answer).
 * The true hidden cards cannot leak into the sample: the view does not hold them.
 */
import { RuleError } from '../core/errors.js';
import { HiddenCards, badView, countOf, readingView, sampleRng } from '../core/sample-state.js';
import type { Rng } from '../core/rng.js';
import { indexOf, type DataIndex } from './data/index.js';
import { nearestLevels } from './decks.js';
import { seatOf } from './match/seats.js';
import { cardVictim } from './rules/action-cards.js';
import { factsOf } from './rules/facts.js';
import { managersPerPerson } from './rules/game-setup.js';
import { canFieldTeam, fixesTeam, teamChoices } from './rules/match-preparation.js';
import { validateState } from './serialize.js';
import { describe } from '../core/validate.js';
import {
  SPECTATOR,
  TACTICS,
  type MatchState,
  type MofState,
  type MofView,
  type PlayerLevel,
  type Side,
  type TeamState,
} from './types.js';

const LEVELS: readonly PlayerLevel[] = ['gold', 'silver', 'bronze', 'wood'];
const SIDES: readonly Side[] = [0, 1];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A state whose view for `view.seat` is `view`, its hidden parts drawn with `seed` (the same view
 * and seed, the same state). A view that no state of the game could give (sizes that do not add up
 * to the box, a card shown twice…) is a RuleError 'INVALID_STATE' naming the field.
 */
export function sampleState(view: MofView, seed: number | string = 0): MofState {
  return sampleFromView('sampleState', view, seed);
}

/** `sampleState` for the exported function `fn` (its errors name it). */
export function sampleFromView(fn: string, view: MofView, seed: number | string): MofState {
  if (!isObject(view) || !isObject(view.deckSizes) || typeof view.seat !== 'string')
    throw new RuleError('INVALID_ARGUMENT', `${fn} needs a seat's view (viewFor), got ${describe(view)}.`, 'view');
  if (typeof seed !== 'number' && typeof seed !== 'string')
    throw new RuleError('INVALID_ARGUMENT', `${fn}: seed must be a number or a string.`, 'seed');
  return readingView(fn, () => sample(fn, view, seed));
}

function sample(fn: string, v: MofView, seed: number | string): MofState {
  const rng = sampleRng(seed);
  const ix = indexOf(v.data);
  // A deep copy without the view's own fields: the sample shares nothing with the view.
  const { seat: viewer, deckSizes, ...copy } = structuredClone({ ...v, data: null });
  const s = copy as unknown as MofState;
  s.data = v.data;
  s.teams = copy.teams.map(({ handSize: _h, offerSize: _o, ...t }) => t);
  const mine = (t: number) => viewer !== SPECTATOR && s.teams[t]?.seat === viewer;
  const hiddenSide = (m: MatchState, side: Side) => viewer === SPECTATOR || seatOf(s, m, side) !== viewer;
  // A finished match's cards and drawn players are back in the stacks: what it shows lies elsewhere.
  const playing = s.matches.filter((m) => m.phase !== 'over');
  v.teams.forEach((t, i) => {
    const own = mine(i);
    countOf(fn, t.handSize, `teams[${i}].handSize`);
    countOf(fn, t.offerSize, `teams[${i}].offerSize`);
    if (own ? t.hand.length !== t.handSize : t.hand.length > 0)
      badView(fn, `teams[${i}].hand`, own ? 'is not handSize cards' : "must be empty (another team's)");
    if (own ? t.offer.length !== t.offerSize : t.offer.length > 0)
      badView(fn, `teams[${i}].offer`, own ? 'is not offerSize players' : "must be empty (another team's)");
  });

  // Players: each level's stack, then the players drawn for a match, then the offers.
  const levelOf = new Map(v.data.players.map((p) => [p.id, p.level]));
  const players = Object.fromEntries(LEVELS.map((l) => [l, new HiddenCards(fn, ix.byLevel[l])])) as Record<
    PlayerLevel,
    HiddenCards
  >;
  const seePlayer = (id: string, field: string) => {
    const level = levelOf.get(id);
    // Not a player of the box (a non-person team's): the full check at the end judges it.
    if (level !== undefined) players[level].see(id, field);
  };
  s.teams.forEach((t, i) => {
    t.squad.forEach((id, k) => seePlayer(id, `teams[${i}].squad[${k}]`));
    t.offer.forEach((id, k) => seePlayer(id, `teams[${i}].offer[${k}]`));
  });
  s.decks.usedPlayers.forEach((id, k) => seePlayer(id, `decks.usedPlayers[${k}]`));
  s.matches.forEach((m, i) => {
    if (m.phase !== 'over')
      m.sides.forEach((sd, side) => sd.wood !== null && seePlayer(sd.wood, `matches[${i}].sides[${side}].wood`));
  });
  for (const level of LEVELS) {
    const size = countOf(fn, deckSizes[level], `deckSizes.${level}`);
    players[level].shuffle(rng);
    if (players[level].count < size) badView(fn, `deckSizes.${level}`, `is more than the unseen ${level} players`);
    s.decks[level] = players[level].deal(size);
  }
  const offers = v.teams.reduce((n, t, i) => n + (mine(i) ? 0 : t.offerSize), 0);
  const unseen = LEVELS.reduce((n, l) => n + players[l].count, 0);
  const woodSides = playing.flatMap((m) =>
    SIDES.filter((side) => hiddenSide(m, side) && needsWood(ix, s, m, side)).map((side) => ({ m, side })),
  );
  if (unseen < offers || unseen - offers > woodSides.length)
    badView(fn, 'deckSizes', `and the offers' sizes leave ${offers} players unseen, but the box has ${unseen}`);
  for (const { m, side } of woodSides.slice(0, unseen - offers)) {
    const squad = (s.teams[m.sides[side].team] as TeamState).squad;
    const take = (fits: (id: string) => boolean) => {
      for (const level of nearestLevels('wood')) {
        const id = players[level].take(fits);
        if (id !== null) return id;
      }
      return null;
    };
    m.sides[side].wood = take((id) => fixesTeam(ix, squad, id)) ?? take(() => true);
  }
  const rest = new HiddenCards(
    fn,
    LEVELS.flatMap((l) => players[l].deal(players[l].count)),
  ).shuffle(rng);
  s.teams.forEach((t, i) => {
    if (!mine(i)) t.offer = rest.deal((v.teams[i] as { offerSize: number }).offerSize);
  });

  // Managers dealt to persons still choosing one.
  if (s.stage === 'chooseManager') {
    const managers = new HiddenCards(
      fn,
      v.data.managers.map((x) => x.id),
    );
    s.teams.forEach((t, i) => {
      if (t.manager !== null) managers.see(t.manager, `teams[${i}].manager`);
      t.managerOffer.forEach((id, k) => managers.see(id, `teams[${i}].managerOffer[${k}]`));
    });
    managers.shuffle(rng);
    const per = managersPerPerson(v.data.managers.length, s.seats.length);
    s.teams.forEach((t, i) => {
      if (!mine(i) && t.seat !== null && t.manager === null) t.managerOffer = managers.deal(per);
    });
  }

  // Teams and tactics still face down.
  for (const m of s.matches)
    for (const side of SIDES) {
      if (!hiddenSide(m, side)) continue;
      const sd = m.sides[side];
      const team = s.teams[sd.team] as TeamState;
      const npt = team.npt === null ? undefined : ix.npt.get(team.npt);
      if (!m.shown && m.phase !== 'over' && picked(m, side)) {
        const choices = npt ? [npt.players.map((p) => p.id)] : teamChoices(ix, team.squad, sd.wood);
        sd.lineup = choices.length > 0 ? rng.pick(choices) : [];
      }
      if (sd.tactic === null && !sd.revealed && tacticChosen(m, side)) {
        const secondHalf = m.phase !== 'prematch' && m.phase !== 'firstHalf';
        sd.tactic = secondHalf && m.forced !== null ? m.forced : (npt?.tactic ?? rng.pick(TACTICS));
      }
    }

  // Action cards: the stack, other teams' hands, and what is left face down.
  const cards = new HiddenCards(fn, ix.deck);
  s.teams.forEach((t, i) => cards.seeAll(t.hand, `teams[${i}].hand`));
  cards.seeAll(s.decks.usedCards, 'decks.usedCards');
  s.matches.forEach((m, i) => {
    if (m.phase === 'over') return;
    m.cards.forEach((pc, k) => cards.see(pc.card, `matches[${i}].cards[${k}].card`));
    m.sides.forEach((sd, side) =>
      sd.facedown.forEach((pc, k) => cards.see(pc.card, `matches[${i}].sides[${side}].facedown[${k}].card`)),
    );
  });
  cards.shuffle(rng);
  const stack = countOf(fn, deckSizes.actions, 'deckSizes.actions');
  const hands = v.teams.reduce((n, t, i) => n + (mine(i) ? 0 : t.handSize), 0);
  if (cards.count < stack + hands)
    badView(
      fn,
      'deckSizes.actions',
      `and the hands' sizes leave ${stack + hands} cards unseen, but the box has ${cards.count}`,
    );
  s.decks.actions = cards.deal(stack);
  s.teams.forEach((t, i) => {
    if (!mine(i)) t.hand = cards.deal((v.teams[i] as { handSize: number }).handSize);
  });
  if (cards.count > 0) faceDown(fn, ix, s, cards.deal(cards.count), playing, hiddenSide, rng);

  s.rng = rng.state;
  // The full check of a saved game: what the view could not say is wrong is found here.
  return validateState(s);
}

/** Whether `side` of `m` has picked its three players (the flow asks home, then away). */
function picked(m: MatchState, side: Side): boolean {
  if (m.at !== 'pick') return true;
  return m.pending?.kind === 'pickTeam' && side < m.pending.side;
}

/** Whether a player was drawn for `side` (a person's team that cannot field three): drawn as its pick comes. */
function needsWood(ix: DataIndex, s: MofState, m: MatchState, side: Side): boolean {
  const sd = m.sides[side];
  const team = s.teams[sd.team] as TeamState;
  const reached = picked(m, side) || (m.pending?.kind === 'pickTeam' && m.pending.side === side);
  return !m.shown && sd.wood === null && team.seat !== null && reached && !canFieldTeam(ix, team.squad);
}

/** Whether `side` of `m` has chosen its tactic for the half (the flow asks home, then away). */
function tacticChosen(m: MatchState, side: Side): boolean {
  const before = m.pending?.kind === 'chooseTactic' && side < m.pending.side;
  switch (m.at) {
    case 'pick':
      return false;
    case 'tactic':
      return before;
    case 'subAnnounce':
    case 'subNow':
      return m.forced !== null;
    case 'tactic2':
      return m.forced !== null || before;
    default:
      return true;
  }
}

/**
 * The action cards no stack or hand holds: placed face down in a pre-match window by a side the
 * seat does not see, the first such side of a match choosing its cards.
 */
function faceDown(
  fn: string,
  ix: DataIndex,
  s: MofState,
  ids: string[],
  playing: MatchState[],
  hiddenSide: (m: MatchState, side: Side) => boolean,
  rng: Rng,
): void {
  for (const m of playing) {
    if (m.at !== 'select1' && m.at !== 'select2') continue;
    for (const side of SIDES) {
      const by = seatOf(s, m, side);
      if (by === null || !hiddenSide(m, side)) continue;
      const facts = factsOf(ix);
      for (const card of ids) {
        const def = ix.card.get(card);
        if (!def) continue;
        const victim = cardVictim(def, side);
        const placed: MatchState['sides'][0]['facedown'][0] = { card, by, side: victim, active: false };
        const lineup = m.sides[victim].lineup;
        if (facts.card[card]?.playerMod && lineup.length > 0) placed.player = rng.pick(lineup);
        m.sides[side].facedown.push(placed);
      }
      return;
    }
  }
  badView(fn, 'deckSizes.actions', `and the hands' sizes leave ${ids.length} action cards nowhere`);
}
