import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../core/errors.js';
import { replayActions } from '../core/game.js';
import { playMatch } from '../core/bots.js';
import * as mof from './index.js';
import { deepFreeze, driveUntil, passive, playOut } from './test-support.js';
import type { MofAction, MofState } from './types.js';
import { pickLegal } from './engine.js';

const isCode = (code: string) => (e: unknown) => e instanceof RuleError && e.code === code;

test('a stand-alone match is played to the final whistle by random bots', () => {
  const { state, events } = playOut(mof.createMatch({ seed: 3 }), mof.randomBot(3));
  assert.ok(mof.isOver(state));
  const ft = events.find((e) => e.type === 'fullTime');
  assert.ok(ft && ft.type === 'fullTime');
  const r = mof.result(state);
  assert.deepEqual(r.score, ft.score);
  const turns = events
    .filter((e) => e.type === 'turnStarted' && !e.extra && e.turn <= 12)
    .map((e) => (e.type === 'turnStarted' ? e.turn : 0));
  assert.deepEqual(turns, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  assert.equal(mof.currentSeat(state), null);
  assert.deepEqual(mof.legalActions(state), []);
});

test('applyAction never mutates its input (deep-frozen states through whole championships)', () => {
  for (const seats of [4, 2, 6]) {
    let s = mof.createChampionship({ seed: seats * 11, seats, options: { simultaneous: seats === 6 } });
    const bot = mof.randomBot(seats);
    while (!mof.isOver(s)) {
      const before = JSON.stringify(s);
      deepFreeze(s);
      const next = mof.applyAction(s, bot(s)).state;
      assert.equal(JSON.stringify(s), before);
      s = next;
    }
  }
});

test('the same seed and actions give the same championship; replay reproduces it', () => {
  const setup = { seed: 'same', seats: 3 };
  const a = playOut(mof.createChampionship(setup), mof.randomBot(9));
  const b = playOut(mof.createChampionship(setup), mof.randomBot(9));
  assert.deepEqual(a.state, b.state);
  assert.deepEqual(a.events, b.events);
  // Record the actions and replay them through core's replayActions and mof.replay.
  const actions: MofAction[] = [];
  const bot = mof.randomBot(9);
  let s = mof.createChampionship(setup);
  while (!mof.isOver(s)) {
    const act = bot(s);
    actions.push(act);
    s = mof.applyAction(s, act).state;
  }
  assert.deepEqual(replayActions(mof.championshipGame, setup, actions).state, s);
  assert.deepEqual(mof.replay({ ...setup, championship: true }, actions).state, s);
  const other = playOut(mof.createChampionship({ ...setup, seed: 'different' }), mof.randomBot(9));
  assert.notDeepEqual(other.state.results, a.state.results);
});

test('illegal, malformed and out-of-turn actions are rejected with codes, the state unchanged', () => {
  const s = deepFreeze(mof.createChampionship({ seed: 1 }));
  const before = JSON.stringify(s);
  const seat = mof.currentSeat(s) as string;
  assert.throws(() => mof.applyAction(s, { type: 'pass' }), isCode('ILLEGAL_ACTION'));
  assert.throws(() => mof.applyAction(s, { type: 'chooseManager', manager: 'nobody' }), isCode('ILLEGAL_ACTION'));
  assert.throws(() => mof.applyAction(s, { type: 'fly' } as unknown as MofAction), isCode('MALFORMED_ACTION'));
  assert.throws(() => mof.applyAction(s, null as unknown as MofAction), isCode('MALFORMED_ACTION'));
  // An inherited property name is not an action type either.
  assert.throws(() => mof.applyAction(s, { type: 'constructor' } as unknown as MofAction), isCode('MALFORMED_ACTION'));
  assert.throws(
    () => mof.applyAction(s, { type: 'chooseManager' } as unknown as MofAction),
    isCode('MALFORMED_ACTION'),
  );
  assert.throws(
    () => mof.applyAction(s, { type: 'chooseManager', manager: 3 } as unknown as MofAction),
    isCode('MALFORMED_ACTION'),
  );
  assert.throws(
    () => mof.applyAction(s, { type: 'pass', extra: 1 } as unknown as MofAction),
    isCode('MALFORMED_ACTION'),
  );
  const legal = mof.legalActions(s)[0] as MofAction;
  assert.throws(() => mof.applyAction(s, { ...legal, seat: seat === 'p1' ? 'p2' : 'p1' }), isCode('NOT_YOUR_TURN'));
  assert.doesNotThrow(() => mof.applyAction(s, { ...legal, seat }));
  assert.equal(JSON.stringify(s), before);
  const over = playOut(mof.createMatch({ seed: 2 }), mof.randomBot(2)).state;
  assert.throws(() => mof.applyAction(over, { type: 'pass' }), isCode('GAME_OVER'));
});

test('NOT_ENOUGH_MONEY: buying beyond the budget, swapping without 1M, Win Bonus without 3M in hand', () => {
  let s = mof.createChampionship({ seed: 5, seats: 2 });
  while (s.stage === 'chooseManager') s = mof.applyAction(s, mof.legalActions(s)[0] as MofAction).state;
  const head = s.queue[0] as number;
  const broke: MofState = { ...s, teams: s.teams.map((x, i) => (i === head ? { ...x, money: 0 } : x)) };
  const player = broke.teams[head]?.offer.find((id) => (mof.lookup(s).player(id)?.cost ?? 0) > 0) as string;
  assert.throws(() => mof.applyAction(broke, { type: 'buyPlayer', player }), isCode('NOT_ENOUGH_MONEY'));
  assert.ok(!mof.legalActions(broke).some((a) => a.type === 'buyPlayer'));

  const m = mof.createMatch({ seed: 1, home: { money: 0, cards: ['chalkboard'] } });
  assert.equal(mof.currentSeat(m), 'home');
  assert.ok(!mof.legalActions(m).some((a) => a.type === 'swapCard'));
  assert.throws(() => mof.applyAction(m, { type: 'swapCard', card: 'chalkboard' }), isCode('NOT_ENOUGH_MONEY'));

  // "Must have at least 3 million footies in hand" — The Maverick, who plays evolution cards free, too.
  for (const [money, manager] of [
    [2, 'godfather'],
    [3, 'godfather'],
    [2, 'maverick'],
    [3, 'maverick'],
  ] as const) {
    let st = mof.createMatch({
      seed: 1,
      home: { manager, cards: ['winBonus', 'hardTackle'], money },
      away: { cards: [] },
    });
    st = driveUntil(
      st,
      (x) => x.matches[0]?.pending?.kind === 'select' && x.matches[0].pending.window === 2,
      (legal) => legal.find((a) => a.type === 'announceCards' && a.play) ?? passive(legal),
    ).state;
    const offered = mof.legalActions(st).some((a) => a.type === 'playCard' && a.card === 'winBonus');
    assert.equal(offered, money >= 3, `Win Bonus offered to ${manager} with ${money}M`);
    if (money < 3)
      assert.throws(() => mof.applyAction(st, { type: 'playCard', card: 'winBonus' }), isCode('NOT_ENOUGH_MONEY'));
  }
});

test('toJSON / fromJSON round-trip mid-championship and reject bad saves', () => {
  let s = mof.createChampionship({ seed: 4, seats: 3 });
  const bot = mof.randomBot(4);
  for (let i = 0; i < 150; i++) s = mof.applyAction(s, bot(s)).state;
  const text = JSON.stringify(mof.toJSON(s));
  const back = mof.fromJSON(text);
  assert.deepEqual(back, s);
  assert.deepEqual(mof.legalActions(back), mof.legalActions(s));
  const env = JSON.parse(text);
  env.state.teams[0].money = -1;
  assert.throws(
    () => mof.fromJSON(env),
    (e: unknown) => isCode('INVALID_STATE')(e) && (e as RuleError).field === 'state.teams[0].money',
  );
  const env2 = JSON.parse(text);
  env2.state.teams[1].hand = ['noSuchCard'];
  assert.throws(
    () => mof.fromJSON(env2),
    (e: unknown) => isCode('INVALID_STATE')(e) && (e as RuleError).field === 'state.teams[1].hand[0]',
  );
  const env3 = JSON.parse(text);
  env3.version = 99;
  assert.throws(() => mof.fromJSON(env3), isCode('UNSUPPORTED_VERSION'));
  assert.throws(() => mof.fromJSON('{oops'), isCode('INVALID_STATE'));
  // A custom data set travels inside the save.
  const custom = mof.validateData({ ...mof.defaultData, tacticSets: 5 });
  const cm = mof.createMatch({ seed: 1, data: custom });
  assert.equal(mof.fromJSON(JSON.stringify(mof.toJSON(cm))).data.tacticSets, 5);
});

test('thousands of seeded random championships run to a champion without an error', () => {
  const configs = [4, 2, 6];
  const runs = Number(process.env.MOF_CHAMPIONSHIPS ?? 2000);
  let done = 0;
  for (let i = 0; i < runs; i++) {
    const seats = configs[i % configs.length] as number;
    const { state } = playOut(
      mof.createChampionship({ seed: i, seats, options: { simultaneous: i % 2 === 0 } }),
      mof.randomBot(i),
    );
    assert.notEqual(state.champion, null);
    const tables = mof.standings(state);
    assert.equal(
      tables[0]?.reduce((n, r) => n + r.played, 0),
      24,
    );
    for (const t of state.teams) assert.ok(t.squad.length >= 3 && t.squad.length <= 6 && t.hand.length <= 10);
    done++;
  }
  assert.equal(done, runs);
});

test("the game objects implement core's GameDefinition: core playMatch drives a match and a championship", () => {
  const match = playMatch(mof.game, { seed: 21 }, { home: mof.greedyBot(), away: mof.randomBot(21) });
  assert.ok(mof.isOver(match.state));
  assert.equal(mof.game.id, 'mof');
  const bot = mof.randomBot(22);
  const champ = playMatch(mof.championshipGame, { seed: 22, seats: 2 }, { p1: bot, p2: mof.greedyBot() });
  assert.notEqual(champ.state.champion, null);
});

test('pickLegal builds, at every index, the action legalActions lists there (random play skips the list)', () => {
  let states = 0;
  for (let seed = 0; seed < 12; seed++) {
    const start = seed % 3 === 2 ? mof.createChampionship({ seed, seats: 2 + (seed % 7) }) : mof.createMatch({ seed });
    const bot = mof.randomBot(seed, 0.3);
    for (let s = start; !mof.isOver(s); s = mof.applyAction(s, bot(s)).state) {
      // A copy: a state object whose lists are not built yet, as in random play.
      let counts: [number, number] = [0, 0];
      pickLegal({ ...s }, (main, swaps) => ((counts = [main, swaps]), 0));
      const all = mof.legalActions(s);
      assert.equal(counts[0] + counts[1], all.length);
      for (let i = 0; i < all.length; i++)
        assert.deepEqual(
          pickLegal({ ...s }, () => i),
          all[i],
        );
      states++;
    }
  }
  assert.ok(states > 500, `${states} states`);
});
