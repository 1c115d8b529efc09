import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { game, replay } from './game.js';
import { result } from './match.js';
import type { MneAction, MneSetup } from './types.js';

interface Golden {
  name: string;
  setup: MneSetup;
  actions: MneAction[];
  expected: { result: unknown; turns: number; events: number; goals: string[] };
}

const goldens = JSON.parse(readFileSync(new URL('./fixtures/golden.json', import.meta.url), 'utf8')) as Golden[];

test('the game object follows the common contract', () => {
  assert.equal(game.id, 'mne');
  const s = game.createMatch({ seed: 1 });
  assert.equal(game.currentSeat(s), 'away', 'Away picks first in the draft');
  assert.equal(game.isOver(s), false);
  assert.ok(game.legalActions(s).length === 3);
});

for (const g of goldens) {
  test(`golden playthrough ${g.name} replays to the same result`, () => {
    const { state, events } = replay(g.setup, g.actions);
    assert.deepEqual(result(state), g.expected.result);
    assert.equal(state.turn, g.expected.turns);
    assert.equal(events.length, g.expected.events);
    assert.deepEqual(
      events.flatMap((e) => (e.type === 'goal' ? [`${e.seat}:${e.how}`] : [])),
      g.expected.goals,
    );
  });
}

test('replay names the action that cannot be replayed', () => {
  const g = goldens[0] as Golden;
  const broken = g.actions.slice(0, 10).concat([{ type: 'press' }]);
  assert.throws(
    () => replay(g.setup, broken),
    (e: unknown) => e instanceof Error && 'field' in e && e.field === 'actions[10]',
  );
});
