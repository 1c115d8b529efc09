/**
 * A full Magic Number Eleven state from a seat's view (`viewFor`): one of the states that seat
 * cannot tell apart from the true one, drawn with a seed of its own. What a client holding only its
 * view needs to ask what needs a state (the coach, a bot). `viewFor(sampleState(v, seed), seat)`
 * equals `v`, and its legal actions are the view's (sample-state.test.ts checks both along random
 * matches). Drawn for the hidden parts, from what the view does not show:
 * - the synergy cards nobody may see there — the deck, the discards, a hand that is not the
 *   viewer's, face-down cards on the Synergy Board, the other team's Tempo Control cards: the set's
 *   cards the view does not show, shuffled and dealt in the numbers it shows;
 * - the face-down Star Players of the draft, among the stars not revealed, removed or signed;
 * - a lineup chosen but not yet revealed: 10 of the team's squad; a penalty direction chosen but
 *   hidden: one of the three;
 * - the generator of the dice to come.
 * The true hidden cards cannot leak into the sample: the view does not hold them.
 */
import { RuleError } from '../core/errors.js';
import { HiddenCards, badView, countOf, readingView, sampleRng } from '../core/sample-state.js';
import { describe, isObject, seedArg } from './api/arguments.js';
import { checkView } from './api/outline.js';
import { lookup } from './data/index.js';
import { currentSeat } from './rules/to-act.js';
import { DIRECTIONS } from './rules/shot.js';
import { squad, STARTERS } from './rules/squad.js';
import { validateState } from './serialize.js';
import type { MneState, MneView, PlayedSynergy, Seat } from './types.js';
import { HIDDEN, stateOfView } from './view-actions.js';

const SEATS = ['home', 'away'] as const;

/**
 * A state whose view for `view.viewer` is `view`, its hidden parts drawn with `seed` (the same view
 * and seed, the same state). A view that no state of the match could give (counts that do not add
 * up to the card set, a card shown twice, a wrong `toAct`…) is a RuleError 'INVALID_STATE' naming
 * the field.
 */
export function sampleState(view: MneView, seed: number | string = 0): MneState {
  return sampleFromView('sampleState', view, seed);
}

/** `sampleState` for the exported function `fn` (its errors name it). */
export function sampleFromView(fn: string, view: MneView, seed: number | string): MneState {
  if (!isObject(view) || !('viewer' in view))
    throw new RuleError('INVALID_ARGUMENT', `${fn} needs a seat's view (viewFor), got ${describe(view)}.`, 'view');
  const s = seedArg(fn, seed) ?? 0;
  const v = checkView(fn, view);
  return readingView(fn, () => sample(fn, v, s));
}

function sample(fn: string, v: MneView, seed: number | string): MneState {
  const rng = sampleRng(seed);
  // The view's own shape with a placeholder for each hidden card (a deep copy: the sample shares nothing with it).
  const s = stateOfView(structuredClone({ ...v, data: null }) as unknown as MneView);
  s.data = v.data;
  const cards = new HiddenCards(fn, lookup(v.data).synergyIds);
  let slots = countOf(fn, v.deckCount, 'deckCount') + countOf(fn, v.discardCount, 'discardCount');
  for (const seat of SEATS) {
    const t = v.teams[seat];
    if (t.hand === null) slots += t.handCount;
    else if (t.hand.length !== t.handCount)
      badView(fn, `teams.${seat}.handCount`, 'is not the number of cards in hand');
    else cards.seeAll(t.hand, `teams.${seat}.hand`);
  }
  const tempoHidden = v.tempo === null && v.phase === 'play' && v.step === 'tempo';
  if (tempoHidden) slots += 2;
  else if (v.tempo) cards.seeAll(v.tempo, 'tempo');
  for (const side of ['attackCards', 'defenceCards'] as const)
    v.shot?.[side].forEach((p, i) => {
      if (p.card === null) slots++;
      else cards.see(p.card, `shot.${side}[${i}].card`);
    });
  cards.shuffleExactly(rng, slots, 'deckCount, discardCount and handCount');

  s.deck = cards.deal(v.deckCount);
  s.discard = cards.deal(v.discardCount);
  for (const seat of SEATS) if (v.teams[seat].hand === null) s.teams[seat].hand = cards.deal(v.teams[seat].handCount);
  if (tempoHidden) s.tempo = cards.deal(2);
  const faceDown = (p: PlayedSynergy): PlayedSynergy =>
    p.card === HIDDEN ? { card: cards.deal(1)[0] as string, from: p.from } : p;
  if (s.shot) {
    s.shot.attackCards = s.shot.attackCards.map(faceDown);
    s.shot.defenceCards = s.shot.defenceCards.map(faceDown);
  }

  if (s.draft && v.draft) {
    const stars = new HiddenCards(fn, lookup(v.data).base.star);
    stars.seeAll(v.draft.revealed, 'draft.revealed');
    stars.seeAll(v.draft.removed, 'draft.removed');
    for (const seat of SEATS) stars.seeAll(v.draft.picked[seat], `draft.picked.${seat}`);
    stars.shuffleExactly(rng, v.draft.starsLeft, 'draft.starsLeft');
    s.draft.stars = stars.deal(v.draft.starsLeft);
  }
  for (const seat of Object.keys(s.lineup) as Seat[]) s.lineup[seat] = rng.shuffle(squad(s, seat)).slice(0, STARTERS);
  if (s.shot?.kick) s.shot.kick = rng.pick(DIRECTIONS);
  if (s.shootout?.kick) s.shootout.kick = rng.pick(DIRECTIONS);
  s.rng = rng.state;

  // The full check of a saved match: what the view could not say is wrong is found here.
  const state = validateState(s);
  if (currentSeat(state) !== v.toAct) badView(fn, 'toAct', `is not the seat to act (${String(currentSeat(state))})`);
  return state;
}
