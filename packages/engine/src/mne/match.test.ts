import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMatch } from '../core/bots.js';
import { Rng, seedRng } from '../core/rng.js';
import { applyAction, createMatch, currentSeat, isOver, legalActions, result } from './match.js';
import { game, replay } from './game.js';
import { greedyBot, randomBot } from './bots.js';
import { fromJSON, toJSON } from './serialize.js';
import { fieldIcons } from './rules/tactical-icons.js';
import { deepFreeze, eventOf, play, rejects, throwsRule } from './test-support.js';
import type { MneAction, MneState } from './types.js';

test('thousands of seeded random matches run to the end without an error', () => {
  let goals = 0;
  for (let i = 0; i < 2000; i++) {
    const { state } = playMatch(
      game,
      { seed: i, shootout: i % 3 === 0 },
      { home: randomBot(i), away: randomBot(-i - 1) },
    );
    const r = result(state);
    assert.ok(r && isOver(state));
    goals += r.score.home + r.score.away;
    if (i % 3 === 0) assert.ok(r.winner !== null, 'with a shootout there is always a winner');
  }
  assert.ok(goals > 2000, `random play scores goals (${goals})`);
});

test('random-from-legalActions matches: every listed action applies, and the random bot only picks listed actions', () => {
  for (let i = 0; i < 80; i++) {
    let s = createMatch({ seed: `legal-${i}`, shootout: true });
    const rng = new Rng(seedRng(i));
    const bot = randomBot(i);
    while (!isOver(s)) {
      const actions = legalActions(s);
      assert.ok(actions.length > 0);
      const botChoice = bot(s);
      assert.ok(
        actions.some((a) => JSON.stringify(a) === JSON.stringify(botChoice)) ||
          (botChoice.type === 'lineup' && s.phase === 'lineup'),
        `bot chose an unlisted action ${JSON.stringify(botChoice)}`,
      );
      s = applyAction(s, rng.pick(actions)).state;
    }
  }
});

test('the same seed gives the same match; replay reproduces it from the action log', () => {
  const run = (seed: number) => {
    let s = createMatch({ seed });
    const bots = { home: greedyBot(seed), away: randomBot(seed) };
    const log: MneAction[] = [];
    while (!isOver(s)) {
      const a = bots[currentSeat(s) as 'home' | 'away'](s);
      log.push(a);
      s = applyAction(s, a).state;
    }
    return { s, log };
  };
  const a = run(11);
  const b = run(11);
  assert.deepEqual(a.log, b.log);
  assert.deepEqual(a.s, b.s);
  assert.deepEqual(replay({ seed: 11 }, a.log).state, a.s);
  assert.notDeepEqual(run(12).log, a.log);
});

test('applyAction never mutates its input (deep-frozen states all match long)', () => {
  for (let i = 0; i < 25; i++) {
    let s = deepFreeze(createMatch({ seed: `frozen-${i}`, shootout: true }));
    const bots = { home: randomBot(i), away: greedyBot(i) };
    while (!isOver(s)) s = deepFreeze(applyAction(s, bots[currentSeat(s) as 'home' | 'away'](s)).state);
  }
});

test('incremental icons equal a full recomputation; saves round-trip at every step', () => {
  for (let i = 0; i < 8; i++) {
    let s = createMatch({ seed: `json-${i}` });
    const bot = randomBot(i);
    while (!isOver(s)) {
      for (const seat of ['home', 'away'] as const) {
        const field = s.teams[seat].field;
        const keys = (ic: { key: string }[]) => ic.map((x) => x.key).sort();
        assert.deepEqual(keys(fieldIcons(s.data, field)), keys(fieldIcons(s.data, field.slice())));
      }
      const back = fromJSON(JSON.stringify(toJSON(s)));
      assert.deepEqual(back, s);
      s = applyAction(s, bot(s)).state;
    }
  }
});

test('the greedy bot beats the random bot', () => {
  let greedy = 0;
  let random = 0;
  for (let i = 0; i < 60; i++) {
    const home = i % 2 === 0;
    const { state } = playMatch(
      game,
      { seed: `g${i}` },
      home ? { home: greedyBot(i), away: randomBot(i) } : { home: randomBot(i), away: greedyBot(i) },
    );
    const w = result(state)?.winner;
    if (w === (home ? 'home' : 'away')) greedy++;
    else if (w) random++;
  }
  assert.ok(greedy > random * 1.5, `greedy ${greedy} vs random ${random}`);
});

test('every illegal action kind is rejected with its code and the state unchanged', () => {
  const s = createMatch({ seed: 1 });
  rejects(s, { type: 'draftPick', card: 'h-st' }, 'ILLEGAL_ACTION');
  rejects(s, { type: 'press' }, 'ILLEGAL_ACTION');
  rejects(s, { type: 'draftPick', card: s.draft?.revealed[0] as string, seat: 'home' }, 'NOT_YOUR_TURN');
  rejects(s, { type: 'teleport' } as unknown as MneAction, 'MALFORMED_ACTION');
  rejects(s, { type: 'draftPick' } as unknown as MneAction, 'MALFORMED_ACTION');
  rejects(s, { type: 'draftPick', card: 7 } as unknown as MneAction, 'MALFORMED_ACTION');
  rejects(s, { type: 'press', extra: 1 } as unknown as MneAction, 'MALFORMED_ACTION');
  rejects(s, null as unknown as MneAction, 'MALFORMED_ACTION');
  const { state: over } = playMatch(game, { seed: 3 }, { home: randomBot(1), away: randomBot(2) });
  rejects(over, { type: 'press' }, 'GAME_OVER');
  assert.deepEqual(legalActions(over), []);
  assert.equal(currentSeat(over), null);
  throwsRule(() => createMatch({} as never), 'INVALID_SETUP', 'seed');
});

test('the illegal action codes in play: ILLEGAL_PLACEMENT, HAND_LIMIT, ILLEGAL_ACTION', async () => {
  const { scenario } = await import('./scenario.js');
  const s = scenario({ home: { field: ['h-f9@1,0', 'h-wg@1,2'], hand: [1, 2, 2, 2] } });
  rejects(s, { type: 'pass', draw: 2 }, 'HAND_LIMIT');
  rejects(s, { type: 'pass', draw: 0 }, 'ILLEGAL_ACTION');
  const p = play(s, { type: 'pass', draw: 1 }).state;
  rejects(p, { type: 'place', card: 'h-cb', row: 0, col: 0 }, 'ILLEGAL_PLACEMENT');
  rejects(p, { type: 'directAttack', card: 'h-cb', icon: 'h0.1' }, 'ILLEGAL_ACTION');
  rejects(p, { type: 'commitAttack', cards: [] }, 'ILLEGAL_ACTION');
});

test('setup: three draft rounds with pick orders Away–Home, Home–Away, Away–Home; the third card leaves', () => {
  let s = createMatch({ seed: 5 });
  const order: string[] = [];
  const removed: string[] = [];
  for (let pick = 0; pick < 6; pick++) {
    order.push(currentSeat(s) as string);
    const r = play(s, { type: 'draftPick', card: s.draft?.revealed[0] as string });
    removed.push(
      ...r.events.filter((e) => e.type === 'starRemoved').map((e) => (e.type === 'starRemoved' ? e.card : '')),
    );
    s = r.state;
  }
  assert.deepEqual(order, ['away', 'home', 'home', 'away', 'away', 'home']);
  assert.equal(removed.length, 3);
  assert.equal(s.phase, 'lineup');
  assert.equal(s.draft?.picked.home.length, 3);
  // Lineup: 10 of 13; 286 choices; the rest go to the Sub Space; Home starts with no Team Action.
  assert.equal(legalActions(s).length, 286);
  rejects(s, { type: 'lineup', starters: ['h-st'] }, 'ILLEGAL_ACTION');
  const home = legalActions(s)[0] as MneAction;
  s = play(s, home).state;
  assert.equal(currentSeat(s), 'away');
  const { state, events } = play(s, legalActions(s)[5] as MneAction);
  assert.equal(state.teams.home.front.length, 10);
  assert.equal(state.teams.home.subs.length, 3);
  assert.equal(eventOf(events, 'teamActionSkipped').reason, 'noAction');
  assert.equal(state.active, 'home');
  assert.equal(state.step, 'player');
});

test('a drawn match goes to the shootout only when agreed; the shootout is five kicks each then sudden death', () => {
  const drawn = (shootout: boolean): MneState => {
    for (let i = 0; ; i++) {
      let s = createMatch({ seed: `draw-${i}`, shootout });
      const bot = randomBot(i);
      while (!isOver(s) && s.phase !== 'shootout') s = applyAction(s, bot(s)).state;
      if (s.teams.home.score === s.teams.away.score) return s;
    }
  };
  const plain = drawn(false);
  assert.deepEqual(result(plain)?.winner, null);
  let s = drawn(true);
  assert.equal(s.phase, 'shootout');
  // Home always scores (keeper guesses wrong), Away always misses: 3–0 after three kicks each ends it.
  const kicks: string[] = [];
  while (!isOver(s)) {
    const kicker = s.shootout?.kicker;
    kicks.push(kicker as string);
    const save = kicker === 'home' ? 'right' : 'left';
    s = play(s, { type: 'penalty', direction: 'left' }, { type: 'penalty', direction: save }).state;
  }
  assert.deepEqual(kicks, ['home', 'away', 'home', 'away', 'home', 'away']);
  assert.deepEqual(result(s)?.shootout, { home: 3, away: 0 });
  assert.equal(result(s)?.winner, 'home');
});
