/**
 * The in-place path (`game.inPlace`, core's InPlaceStepper) runs the same rules as `applyAction`:
 * from the same start and the same bots it reaches exactly the same states, and `own` never
 * touches the state it copies.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bot } from '../core/bots.js';
import { playMatch } from '../core/bots.js';
import { fnv1a } from '../../test-fixtures/state-hash.js';
import { applyAction, currentSeat, isOver } from './engine.js';
import { championshipGame, game } from './game.js';
import { greedyBot, randomBot } from './bots.js';
import { createChampionship, createMatch } from './setup.js';
import { deepFreeze } from './test-support.js';
import type { MofAction, MofState } from './types.js';

const stepper = game.inPlace as NonNullable<typeof game.inPlace>;
const MATCHES = Math.min(300, Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 300));

type Bots = Record<string, Bot<MofState, MofAction>>;
const hash = (s: MofState) => fnv1a(JSON.stringify(s));

/** Plays `s` to the end through pure `applyAction`, returning every state passed and the actions. */
function purePlay(s: MofState, bots: Bots): { states: MofState[]; actions: MofAction[] } {
  const states = [s];
  const actions: MofAction[] = [];
  for (let seat = currentSeat(s); seat !== null; seat = currentSeat(s)) {
    const a = (bots[seat] as Bot<MofState, MofAction>)(s);
    actions.push(a);
    s = applyAction(s, a).state;
    states.push(s);
  }
  return { states, actions };
}

/** Plays an owned copy of `s` to the end in place; the actions chosen and the final state. */
function inPlacePlay(s: MofState, bots: Bots): { state: MofState; actions: MofAction[] } {
  const own = stepper.own(s);
  const actions: MofAction[] = [];
  for (let seat = currentSeat(own); seat !== null; seat = currentSeat(own)) {
    const a = (bots[seat] as Bot<MofState, MofAction>)(own);
    actions.push(a);
    stepper.advance(own, a);
  }
  return { state: own, actions };
}

function botsFor(seats: readonly string[], make: (i: number) => Bot<MofState, MofAction>): Bots {
  return Object.fromEntries(seats.map((seat, i) => [seat, make(i)]));
}

function same(inPlace: MofState, pure: MofState, what: string): void {
  assert.deepEqual(inPlace, pure, what);
  assert.equal(hash(inPlace), hash(pure), `${what}: state hash`);
}

test(`in place: ${MATCHES} seeded matches (random and greedy bots) end in the same state as applyAction`, () => {
  for (let seed = 0; seed < MATCHES; seed++) {
    const greedy = seed % 3 === 0;
    const make = () => botsFor(['home', 'away'], (i) => (greedy ? greedyBot() : randomBot(seed * 2 + i, 0.1)));
    const start = createMatch({ seed, options: { stepTurns: seed % 7 === 0 } });
    const pure = purePlay(start, make());
    const fast = inPlacePlay(start, make());
    assert.deepEqual(fast.actions, pure.actions, `seed ${seed}: the bots chose differently`);
    same(fast.state, pure.states[pure.states.length - 1] as MofState, `seed ${seed}`);
    assert.ok(isOver(fast.state));
  }
});

test('in place: playMatch (which uses the in-place path) ends where applyAction does', () => {
  for (let seed = 0; seed < 50; seed++) {
    const bots = () => ({ home: randomBot(seed * 2 + 1), away: randomBot(seed * 2 + 2) });
    const fast = playMatch(game, { seed }, bots());
    const pure = purePlay(createMatch({ seed }), bots());
    same(fast.state, pure.states[pure.states.length - 1] as MofState, `seed ${seed}`);
    assert.equal(fast.actions, pure.actions.length);
  }
});

test('in place: championships (2–8 persons, random and greedy, simultaneous) end in the same state', () => {
  for (let seed = 0; seed < 12; seed++) {
    const seats = 2 + (seed % 7);
    const greedy = seed % 2 === 1;
    const setup = { seed, seats, options: { simultaneous: seed % 4 === 2 } };
    const start = createChampionship(setup);
    const make = () => botsFor(start.seats, (i) => (greedy ? greedyBot() : randomBot(seed * 10 + i, 0.05)));
    const pure = purePlay(start, make());
    const fast = inPlacePlay(start, make());
    assert.deepEqual(fast.actions, pure.actions, `seed ${seed}: the bots chose differently`);
    same(fast.state, pure.states[pure.states.length - 1] as MofState, `championship seed ${seed}`);
    // And playMatch over the championship game does the same.
    same(playMatch(championshipGame, setup, make()).state, fast.state, `championship seed ${seed} (playMatch)`);
  }
});

test('in place: own copies a state mid-game without touching it, and play resumes identically', () => {
  for (let seed = 0; seed < 40; seed++) {
    const champ = seed % 4 === 0;
    const start = champ ? createChampionship({ seed, seats: 3 + (seed % 5) }) : createMatch({ seed });
    const make = () => botsFor(start.seats, (i) => randomBot(seed * 7 + i, 0.2));
    const pure = purePlay(start, make());
    // Resume from a state in the middle of the game, deep-frozen: `own` and the play on the copy
    // must leave it as it was (strict mode: a write to a frozen object throws).
    const k = Math.floor(pure.states.length / 2);
    const mid = deepFreeze(structuredClone(pure.states[k] as MofState));
    const before = hash(mid);
    const own = stepper.own(mid);
    for (const a of pure.actions.slice(k)) stepper.advance(own, a);
    assert.equal(hash(mid), before, `seed ${seed}: own's input changed`);
    same(own, pure.states[pure.states.length - 1] as MofState, `seed ${seed} from step ${k}`);
  }
});

test('in place: every step equals applyAction from the same state', () => {
  for (let seed = 0; seed < 20; seed++) {
    const start = seed % 2 ? createChampionship({ seed, seats: 5 }) : createMatch({ seed });
    const pure = purePlay(
      start,
      botsFor(start.seats, (i) => randomBot(seed * 3 + i, 0.3)),
    );
    pure.actions.forEach((a, i) => {
      const own = stepper.own(pure.states[i] as MofState);
      stepper.advance(own, a);
      same(own, pure.states[i + 1] as MofState, `seed ${seed}, step ${i} (${a.type})`);
    });
  }
});

test('in place: matches stepped in turn (as search playouts interleave) end as when played alone', () => {
  // The engine keeps small caches between calls (the last legal lists, facts of recent hands and
  // line-ups, the step context): alternating steps of several games must not mix them up.
  const seeds = [3, 8, 13, 21];
  const make = (seed: number) => botsFor(['home', 'away'], (i) => randomBot(seed * 2 + i, 0.2));
  const alone = seeds.map((seed) => inPlacePlay(createMatch({ seed }), make(seed)).state);
  const states = seeds.map((seed) => stepper.own(createMatch({ seed })));
  const bots = seeds.map(make);
  for (let live = true; live;) {
    live = false;
    states.forEach((s, i) => {
      const seat = currentSeat(s);
      if (seat === null) return;
      live = true;
      stepper.advance(s, (bots[i] as Bots)[seat]?.(s) as MofAction);
    });
  }
  states.forEach((s, i) => same(s, alone[i] as MofState, `seed ${seeds[i]}`));
});
