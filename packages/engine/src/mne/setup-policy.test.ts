import { test } from 'node:test';
import assert from 'node:assert/strict';
import { greedyBot } from './bots.js';
import { cardDef } from './data/index.js';
import { game } from './game.js';
import { createMatch } from './match.js';
import { searchBot } from './search-bot.js';
import { DRAFT_WORTH, GREEDY_WORTH, LINEUP_WORTH, cardWorth, setupChoice } from './setup-policy.js';
import type { MneAction, MneState, Seat } from './types.js';

/** The draft and lineup positions of a seeded match whose setup `bot` plays for both seats. */
function setupStates(seed: number, bot: (s: MneState) => MneAction): MneState[] {
  const out: MneState[] = [];
  let s = createMatch({ seed });
  while (s.phase === 'draft' || s.phase === 'lineup') {
    out.push(s);
    s = game.applyAction(s, bot(s)).state;
  }
  return out;
}

test('card worth: the Star Engine (four Press half-icons, moves the marker two spaces) is worth 5 to greedy, 8 in the draft', () => {
  const s = createMatch({ seed: 1 });
  const engine = cardDef(s.data, 's-en');
  assert.equal(engine.effect, 'control2');
  assert.equal(cardWorth(engine, GREEDY_WORTH), 5);
  assert.equal(cardWorth(engine, DRAFT_WORTH), 4 * 1.5 + 2);
  // A complete icon counts twice its half-icon: the Star Libero (P..DDD, a complete Defence icon).
  assert.equal(cardWorth(cardDef(s.data, 's-lb'), GREEDY_WORTH), 4 + 2);
});

test("greedy's weights make greedy's draft picks and lineups", () => {
  let compared = 0;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const greedy = greedyBot(seed);
    for (const s of setupStates(seed, greedy)) {
      assert.deepEqual(setupChoice(s, GREEDY_WORTH, GREEDY_WORTH), greedy(s));
      compared++;
    }
  }
  assert.ok(compared >= 6 * 8, `${compared} setup decisions compared`);
});

test('the weighted draft picks the revealed Star Player of the highest draft worth, and differs from greedy’s', () => {
  let differ = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const weighted = (s: MneState) => setupChoice(s, DRAFT_WORTH, LINEUP_WORTH) as MneAction;
    for (const s of setupStates(seed, weighted)) {
      if (s.phase !== 'draft') continue;
      const pick = weighted(s);
      assert.equal(pick.type, 'draftPick');
      const worth = (card: string) => cardWorth(cardDef(s.data, card), DRAFT_WORTH);
      const options = game.legalActions(s).map((a) => (a.type === 'draftPick' ? worth(a.card) : -1));
      assert.equal(worth((pick as { card: string }).card), Math.max(...options));
      if (JSON.stringify(pick) !== JSON.stringify(greedyBot(seed)(s))) differ++;
    }
  }
  assert.ok(differ > 0, 'the weighted draft makes other picks than greedy’s');
});

test("the search bot's setup option: 'weighted' drafts by the draft worth; the default drafts as greedy", () => {
  const s = createMatch({ seed: 7 });
  assert.equal(s.phase, 'draft');
  const seat = game.currentSeat(s) as Seat;
  assert.ok(seat);
  assert.deepEqual(searchBot({ seed: 1, setup: 'weighted' })(s), setupChoice(s, DRAFT_WORTH, LINEUP_WORTH));
  assert.deepEqual(searchBot({ seed: 1 })(s), greedyBot(1)(s));
  // Outside the setup the rule has no say.
  let t = s;
  while (t.phase === 'draft' || t.phase === 'lineup') t = game.applyAction(t, greedyBot(2)(t)).state;
  assert.equal(setupChoice(t, DRAFT_WORTH, LINEUP_WORTH), undefined);
});
