/**
 * The contract object and golden playthroughs: stored setups and action logs with their expected
 * outcome; a rules or card-data change that alters them shows up here. Regenerate deliberately with
 * UPDATE_GOLDEN=1.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bot } from '../core/bots.js';
import { game, replay } from './game.js';
import { applyAction, createMatch, currentSeat, result } from './match.js';
import { greedyBot, randomBot } from './bots.js';
import type { MneAction, MneEvent, MneSetup, MneState } from './types.js';

interface Golden {
  name: string;
  setup: MneSetup;
  actions: MneAction[];
  expected: { result: unknown; turns: number; events: number; goals: string[] };
}

const file = fileURLToPath(new URL('./fixtures/golden.json', import.meta.url));

/** The goals of a match's events, as `seat:how`. */
const goalsOf = (events: readonly MneEvent[]) =>
  events.flatMap((e) => (e.type === 'goal' ? [`${e.seat}:${e.how}`] : []));

function record(name: string, setup: MneSetup, home: Bot<MneState, MneAction>, away: Bot<MneState, MneAction>): Golden {
  let s = createMatch(setup);
  const actions: MneAction[] = [];
  const events: MneEvent[] = [];
  for (let seat = currentSeat(s); seat !== null; seat = currentSeat(s)) {
    const a = (seat === 'home' ? home : away)(s);
    actions.push(a);
    const r = applyAction(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return {
    name,
    setup,
    actions,
    expected: { result: result(s), turns: s.turn, events: events.length, goals: goalsOf(events) },
  };
}

if (process.env.UPDATE_GOLDEN) {
  const goldens = [
    record('greedy-vs-random', { seed: 2026, shootout: false }, greedyBot(2026), randomBot(2026)),
    record('random-vs-greedy-shootout', { seed: 'final', shootout: true }, randomBot('final'), greedyBot('final')),
    record('greedy-vs-greedy', { seed: 7, shootout: false }, greedyBot(7), greedyBot(8)),
  ];
  writeFileSync(file, JSON.stringify(goldens) + '\n');
}

const goldens = JSON.parse(readFileSync(file, 'utf8')) as Golden[];

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
    assert.deepEqual(goalsOf(events), g.expected.goals);
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
