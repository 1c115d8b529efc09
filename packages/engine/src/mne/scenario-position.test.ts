import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_BOARD, DEFAULT_CARDS } from './data/index.js';
import { DEFAULT_TRACK } from './track.js';
import { basicAttackOf, controlStates, iconsOnField, placementsFor } from './queries.js';
import { goalCheckNumbers } from './rules/goal-check.js';
import { scenario } from './scenario.js';
import { scenarioPosition, standardPosition, usesOwnData } from './scenario-position.js';
import type { MneState, ScenarioDesc, ShotState, ViewerSeat } from './types.js';
import { viewFor } from './view.js';

const VIEWERS: ViewerSeat[] = ['home', 'away', 'spectator'];

/** What differs between a position to show and one to play on: the order of the piles, the generator. */
function shown(s: MneState) {
  return { ...s, deck: [...s.deck].sort(), discard: [...s.discard].sort(), rng: null };
}

/** What a throw says (code, field, message), or null. */
function refusal(build: () => unknown) {
  try {
    build();
    return null;
  } catch (e) {
    const { code, field, message } = e as { code: string; field?: string; message: string };
    return { code, field, message };
  }
}

const BUILD_UP: ScenarioDesc = {
  marker: 5,
  active: 'away',
  home: { field: ['h-bb@1,2', 'h-wg@0,1', 'h-cm@1,0', 'h-st@0,3'], hand: [3, 4, 'tackle'], score: 1 },
  away: { field: ['a-cm@1,1'], hand: ['2b'], subs: ['s-pc'] },
  deck: [5, 1],
  discard: [2],
};

test('a position to show is the played position but for the order of its piles and its generator', () => {
  for (const desc of [
    {} as ScenarioDesc,
    BUILD_UP,
    { ...BUILD_UP, rest: 'discard' as const },
    { control: 'defensive' as const },
  ]) {
    const played = scenario(desc);
    const position = scenarioPosition(desc);
    assert.deepEqual(shown(position), shown(played));
    for (const viewer of VIEWERS) assert.deepEqual(viewFor(position, viewer), viewFor(played, viewer), viewer);
    // The top of the deck and the discard the description names stay where it put them.
    const named = { deck: desc.deck?.length ?? 0, discard: desc.discard?.length ?? 0 };
    assert.deepEqual(
      position.deck.slice(position.deck.length - named.deck),
      played.deck.slice(played.deck.length - named.deck),
    );
    assert.deepEqual(position.discard.slice(0, named.discard), played.discard.slice(0, named.discard));
  }
});

test('a position to show is not shuffled: the rest of the synergy cards keep the data’s order', () => {
  const position = scenarioPosition({ home: { hand: [3] } });
  const order = position.data.synergy.map((c) => c.id).filter((id) => position.deck.includes(id));
  assert.deepEqual(position.deck, order);
  assert.notDeepEqual(scenario({ home: { hand: [3] } }).deck, order, 'scenario shuffles it');
  // Whatever the seed: nothing random is drawn.
  assert.deepEqual(scenarioPosition({ seed: 7, home: { hand: [3] } }), position);
});

test('every number a picture shows is the same on both', () => {
  const played = scenario(BUILD_UP);
  const position = scenarioPosition(BUILD_UP);
  assert.deepEqual(iconsOnField(position, 'home'), iconsOnField(played, 'home'));
  for (const card of ['h-bb', 'h-wg', 'h-cm', 'h-st'])
    assert.equal(basicAttackOf(position, 'home', card), basicAttackOf(played, 'home', card), card);
  assert.deepEqual(controlStates(position), controlStates(played));
  assert.deepEqual(placementsFor(position, 'home', 'h-cf'), placementsFor(played, 'home', 'h-cf'));
  const shot = { attacker: 'home', shooter: 'h-st', attackCards: [], defenceCards: [] } as unknown as ShotState;
  assert.deepEqual(goalCheckNumbers(position, shot), goalCheckNumbers(played, shot));
});

test('a description is refused alike, with the same RuleError naming the field', () => {
  const ids = DEFAULT_CARDS.map((c) => c.id);
  const card = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 30 },
    { arbitrary: fc.constant('nobody'), weight: 1 },
  );
  const spot = fc.tuple(card, fc.nat(3), fc.nat(6)).map(([id, row, col]) => `${id}@${row},${col}`);
  const team = fc.record(
    {
      field: fc.uniqueArray(spot, { maxLength: 2 }),
      front: fc.uniqueArray(card, { maxLength: 1 }),
      hand: fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant('tackle' as const)), { maxLength: 4 }),
      tokens: fc.constantFrom([], [], [], ['h0.2'], ['a0.1']),
    },
    { requiredKeys: [] },
  );
  let refused = 0;
  fc.assert(
    fc.property(team, team, fc.integer({ min: 0, max: 11 }), (home, away, marker) => {
      const desc = { home, away, marker } as ScenarioDesc;
      const expected = refusal(() => scenario(desc));
      assert.deepEqual(
        refusal(() => scenarioPosition(desc)),
        expected,
      );
      if (expected) refused++;
      else assert.deepEqual(shown(scenarioPosition(desc)), shown(scenario(desc)));
    }),
    { numRuns: 500 },
  );
  assert.ok(refused > 50 && refused < 480, `${refused} of 500 refused: both kinds are tried`);
});

test('a standard position needs no data validator and refuses data of its own, naming the part', () => {
  assert.deepEqual(standardPosition(BUILD_UP), scenarioPosition(BUILD_UP));
  assert.equal(usesOwnData(BUILD_UP), false);
  const board = { ...DEFAULT_BOARD, rows: 4 };
  for (const desc of [{ cards: [...DEFAULT_CARDS] }, { board }, { track: { ...DEFAULT_TRACK } }, { synergy: [] }]) {
    assert.equal(usesOwnData(desc), true);
    const part = Object.keys(desc)[0];
    assert.throws(() => standardPosition(desc as ScenarioDesc), { code: 'INVALID_SCENARIO', field: part });
  }
  // The full reader validates them: a bad part is the data's error.
  assert.throws(() => scenarioPosition({ synergy: [] }), { code: 'INVALID_DATA' });
  assert.deepEqual(viewFor(scenarioPosition({ board }), 'spectator').data.board, board);
  // A description's mistakes come first, as `scenario` finds them.
  assert.throws(() => standardPosition({ hme: {}, cards: [] } as never), { code: 'INVALID_SCENARIO', field: 'hme' });
});
