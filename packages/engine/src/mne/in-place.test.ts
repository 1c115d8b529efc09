/**
 * The in-place fast path (`game.inPlace`, issue 8) plays the same match as the pure path: from the
 * same seed with the same bots, `advance` on an owned state reaches exactly the state `applyAction`
 * reaches, and `own` never touches the state it copies.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMatch, type Bot } from '../core/bots.js';
import { fnv1a } from '../../test-fixtures/state-hash.js';
import { game } from './game.js';
import { applyAction, createMatch, currentSeat, inPlace, isOver, legalActions } from './match.js';
import { greedyBot, randomBot } from './bots.js';
import { scenario } from './scenario.js';
import { mneSearchGame } from './search-bot.js';
import { summary } from './rules/tactical-icons.js';
import type { MneAction, MneState } from './types.js';
import { deepFreeze } from './test-support.js';

const MATCHES = Math.max(100, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 2));

/** The pure path: every action through applyAction; the final state and the actions taken. */
function playPure(s: MneState, bot: Bot<MneState, MneAction>): { state: MneState; actions: MneAction[] } {
  const actions: MneAction[] = [];
  while (!isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return { state: s, actions };
}

/** The in-place path on an owned copy of `start`, with the same kind of bot and seed. */
function playInPlace(start: MneState, bot: Bot<MneState, MneAction>): { state: MneState; actions: MneAction[] } {
  const s = inPlace.own(start);
  const actions: MneAction[] = [];
  while (currentSeat(s) !== null) {
    const a = bot(s);
    actions.push(a);
    inPlace.advance(s, a);
  }
  return { state: s, actions };
}

const same = (a: MneState, b: MneState): boolean => fnv1a(JSON.stringify(a)) === fnv1a(JSON.stringify(b));

for (const [name, makeBot, count] of [
  ['random', randomBot, MATCHES],
  ['greedy', greedyBot, Math.max(40, Math.ceil(MATCHES / 5))],
] as const) {
  test(`in place: ${count} seeded ${name}-bot matches reach exactly the state of the pure path`, () => {
    for (let i = 0; i < count; i++) {
      const setup = { seed: `in-place-${i}`, shootout: i % 2 === 0 };
      const pure = playPure(createMatch(setup), makeBot(i));
      const fast = playInPlace(createMatch(setup), makeBot(i));
      assert.deepEqual(fast.actions, pure.actions, `${name} ${i}: the bot chose differently`);
      assert.ok(same(fast.state, pure.state), `${name} ${i}: the final states differ`);
      assert.deepEqual(fast.state, pure.state, `${name} ${i}: the final states differ`);
    }
  });
}

test('in place: playMatch (which uses game.inPlace) ends where the pure path ends', () => {
  for (let i = 0; i < 50; i++) {
    const setup = { seed: i, shootout: true };
    const viaCore = playMatch(game, setup, { home: randomBot(2 * i + 1), away: randomBot(2 * i + 2) });
    // The same two bots, asked in the same order, on the pure path.
    const bots = { home: randomBot(2 * i + 1), away: randomBot(2 * i + 2) };
    const pure = playPure(createMatch(setup), (s) => bots[currentSeat(s) as 'home' | 'away'](s));
    assert.equal(viaCore.actions, pure.actions.length);
    assert.deepEqual(viaCore.state, pure.state);
  }
});

test('in place: own leaves its input untouched (deep-frozen states from mid-match and scenarios play on)', () => {
  const starts: MneState[] = [scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'], hand: [3] }, step: 'player' })];
  // The draft, which is picked in place: a new match and one after each of the first picks.
  for (let picks = 0; picks < 6; picks++) {
    let s = createMatch({ seed: `own-draft-${picks}` });
    const bot = randomBot(picks);
    for (let n = 0; n < picks; n++) s = applyAction(s, bot(s)).state;
    assert.equal(s.phase, 'draft');
    starts.push(s);
  }
  for (let i = 0; i < 40; i++) {
    // Mid-match states of every kind: stop a random match after a seeded number of actions.
    let s = createMatch({ seed: `own-${i}`, shootout: true });
    const bot = randomBot(i);
    for (let n = 0; n < 10 + ((i * 37) % 200) && !isOver(s); n++) s = applyAction(s, bot(s)).state;
    starts.push(s);
  }
  for (const [k, start] of starts.entries()) {
    const before = JSON.stringify(start);
    deepFreeze(start);
    // Strict mode: a write into the frozen input would throw.
    const fast = playInPlace(start, randomBot(k));
    const pure = playPure(start, randomBot(k));
    assert.equal(JSON.stringify(start), before, `state ${k} changed`);
    assert.deepEqual(fast.state, pure.state, `state ${k}: the paths differ`);
  }
});

test('in place: search playouts on owned determinizations leave the searched state untouched', () => {
  const g = mneSearchGame('random', 1);
  let s = createMatch({ seed: 'search-in-place' });
  const bot = randomBot(5);
  while (!(s.phase === 'play' && s.step === 'player')) s = applyAction(s, bot(s)).state;
  const before = JSON.stringify(s);
  deepFreeze(s);
  assert.ok(g.inPlace, 'the search game has the in-place path');
  for (let k = 0; k < 20; k++) {
    const owned = g.inPlace.own(s);
    for (let n = 0; n < 50 && currentSeat(owned) !== null; n++) g.inPlace.advance(owned, bot(owned));
  }
  assert.equal(JSON.stringify(s), before);
});

test('in place: a field grown in place is never answered with the summary of its fewer cards', () => {
  // Other states' fields, asked about before each action, push the owned fields out of the recent
  // summaries: their next look-up goes to the summaries kept for fields computed from scratch, which
  // an owned field may have joined before a card was pushed onto it.
  const others: MneState[] = [];
  for (let i = 0; others.length < 12; i++) {
    let s = createMatch({ seed: `others-${i}` });
    const bot = randomBot(i);
    for (let n = 0; n < 60 && !isOver(s); n++) s = applyAction(s, bot(s)).state;
    if (!isOver(s)) others.push(s);
  }
  for (let i = 0; i < 20; i++) {
    const setup = { seed: `grown-${i}` };
    let pure = createMatch(setup);
    const owned = inPlace.own(createMatch(setup));
    const bot = randomBot(i);
    for (let n = 0; currentSeat(owned) !== null; n++) {
      for (const o of others) {
        summary(o.data, o.teams.home.field);
        summary(o.data, o.teams.away.field);
      }
      assert.deepEqual(legalActions(owned), legalActions(pure), `match ${i}, action ${n}: the legal actions differ`);
      const a = bot(owned);
      inPlace.advance(owned, a);
      pure = applyAction(pure, a).state;
    }
    assert.deepEqual(owned, pure, `match ${i}: the final states differ`);
  }
});

test('in place: a placement grows only the summary made for its own field (shared and older summaries stay)', () => {
  // Mid-match states of the pure path, whose fields' summaries an owned copy's placements must not
  // change (the copy's fields are new arrays with summaries of their own), and the empty field's
  // summary, which every half's first placement starts from.
  const counts = (s: MneState) =>
    [s.teams.home.field, s.teams.away.field].map((field) => {
      const sum = summary(s.data, field);
      return [sum.attackCount, sum.defence, sum.pass, sum.press, sum.occupied, [...sum.halves]];
    });
  const empty = createMatch({ seed: 'empty' });
  const emptyBefore = counts(empty);
  for (let i = 0; i < 20; i++) {
    let s = createMatch({ seed: `older-${i}` });
    const bot = randomBot(i);
    for (let n = 0; n < 30 + i * 7 && !isOver(s); n++) s = applyAction(s, bot(s)).state;
    const before = counts(s);
    const actions = legalActions(s);
    playInPlace(s, randomBot(100 + i));
    assert.deepEqual(counts(s), before, `state ${i}: its fields' summaries changed`);
    assert.deepEqual(legalActions(s), actions, `state ${i}: its legal actions changed`);
  }
  assert.deepEqual(counts(empty), emptyBefore, "the empty field's summary changed");
  assert.deepEqual(emptyBefore[0], [0, 0, 0, 0, 0, new Array(16).fill(0)]);
});
