#!/usr/bin/env node
// Checks that two versions of the engine play exactly the same matches: the safety net for speed
// work on the rules, where every change must keep the rules and the seeded randomness as they were.
//   node bench/equivalence.mjs BEFORE [AFTER] [--game mne|mof] [--matches N]
// BEFORE and AFTER are git revisions (bundled from that revision's engine sources) or engine bundles
// (.mjs); AFTER defaults to the working tree. Both engines play the same seeded matches side by side,
// and the first difference is printed with the step where it happened. Compared at every step of a
// match played through `applyAction`: the saved state (`toJSON`), the seat to act, the legal
// actions in order, the bot's choice and the events; every few steps also each seat's view (and MNE's
// icons). Matches played in place (`playMatch`, as simulations and the bench do) must end in the
// same state as well, in both versions and as the same match played through `applyAction`.
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { engineOf } from './engine-bundle.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { game: { type: 'string' }, matches: { type: 'string', default: '2000' } },
});
if (positionals.length < 1 || positionals.length > 2) {
  console.error('usage: node bench/equivalence.mjs BEFORE [AFTER] [--game mne|mof] [--matches N]');
  process.exit(2);
}

/** The engine module for a bundle file, a git revision, or '.' (the working tree). */
const load = async (which) => import(pathToFileURL(await engineOf(which)).href);

const [before, after] = await Promise.all([load(positionals[0]), load(positionals[1] ?? '.')]);
const total = Number(opts.matches);

/**
 * The matches each game plays: `kind` names the bots, `pure` whether it goes through applyAction
 * step by step (slow, everything compared) or only in place (fast, final states compared).
 */
const GAMES = {
  mne: {
    cases: () => [
      ...range(total, (i) => ({ kind: 'random', seed: i, pure: i % 4 === 0 })),
      ...range(Math.ceil(total / 10), (i) => ({ kind: 'greedy', seed: 50_000 + i, pure: i % 2 === 0 })),
    ],
    game: (E) => E.mne.game,
    setup: ({ seed }) => ({ seed, shootout: seed % 3 === 0 }),
    bot: (E, { kind, seed }, n) => (kind === 'greedy' ? E.mne.greedyBot(seed * 8 + n) : E.mne.randomBot(seed * 8 + n)),
    seats: () => ['home', 'away'],
    // The lineup's legal list is every choice of 10 starters: compared only now and then.
    legalEvery: (s, step) => s.phase !== 'lineup' || step % 7 === 0,
    probe: (E, s, seat) => ({ icons: E.mne.iconsOnField(s, seat), view: E.mne.viewFor(s, seat) }),
  },
  mof: {
    cases: () => [
      ...range(total, (i) => ({ kind: 'random', seed: i, pure: i % 4 === 0 })),
      ...range(Math.ceil(total / 10), (i) => ({ kind: 'swap', seed: 60_000 + i, pure: i % 2 === 0 })),
      ...range(Math.ceil(total / 10), (i) => ({ kind: 'greedy', seed: 70_000 + i, pure: i % 2 === 0 })),
      ...range(Math.ceil(total / 100), (i) => ({ kind: 'championship', seed: 80_000 + i, pure: i % 2 === 0 })),
    ],
    game: (E, { kind }) => (kind === 'championship' ? E.mof.championshipGame : E.mof.game),
    setup: ({ kind, seed }) => (kind === 'championship' ? { seed, seats: 2 + (seed % 7) } : { seed }),
    bot: (E, { kind, seed }, n) =>
      kind === 'greedy' ? E.mof.greedyBot() : E.mof.randomBot(seed * 8 + n, kind === 'swap' ? 0.3 : undefined),
    seats: (E, s) => s.seats,
    legalEvery: () => true,
    probe: (E, s, seat) => ({ view: E.mof.viewFor(s, seat) }),
  },
};

function range(n, f) {
  return Array.from({ length: n }, (_, i) => f(i));
}

/** Bots by seat, made in the order seats first act, so both engines get the same bots. */
function botsFor(E, spec, c) {
  const bots = new Map();
  return new Proxy(
    {},
    {
      get: (_, seat) => {
        if (!bots.has(seat)) bots.set(seat, spec.bot(E, c, bots.size + 1));
        return bots.get(seat);
      },
    },
  );
}

class Mismatch extends Error {}

/** The path to the first place where `a` and `b` differ, and what each holds there. */
function firstDifference(a, b, path = '') {
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (!isDeepStrictEqual(a[key], b[key])) return firstDifference(a[key], b[key], `${path}.${key}`);
  }
  return { path: path || '(the whole value)', a, b };
}

function same(what, c, step, a, b) {
  if (isDeepStrictEqual(a, b)) return;
  const d = firstDifference(a, b);
  const show = (x) => JSON.stringify(x)?.slice(0, 600);
  throw new Mismatch(
    `${what} differs in ${c.kind} match ${c.seed}, step ${step}, at ${d.path}\n  before: ${show(d.a)}\n  after:  ${show(d.b)}`,
  );
}

/** Plays case `c` in both engines side by side through applyAction; returns the steps and final states. */
function playPure(id, spec, c) {
  const sides = [before, after].map((E) => ({ E, game: spec.game(E, c), bots: botsFor(E, spec, c) }));
  for (const side of sides) side.s = side.game.createMatch(spec.setup(c));
  let step = 0;
  for (; ; step++) {
    const [x, y] = sides;
    same('state', c, step, x.E[id].toJSON(x.s), y.E[id].toJSON(y.s));
    const seat = x.game.currentSeat(x.s);
    same('seat to act', c, step, seat, y.game.currentSeat(y.s));
    if (seat === null) break;
    if (spec.legalEvery(x.s, step)) same('legal actions', c, step, x.game.legalActions(x.s), y.game.legalActions(y.s));
    if (step % 5 === 0)
      for (const viewer of spec.seats(x.E, x.s))
        same(`what ${viewer} sees`, c, step, spec.probe(x.E, x.s, viewer), spec.probe(y.E, y.s, viewer));
    const action = x.bots[seat](x.s);
    same('bot action', c, step, action, y.bots[seat](y.s));
    const [nx, ny] = [x.game.applyAction(x.s, action), y.game.applyAction(y.s, action)];
    same('events', c, step, nx.events, ny.events);
    x.s = nx.state;
    y.s = ny.state;
  }
  return { steps: step, states: sides.map(({ E, s }) => E[id].toJSON(s)) };
}

/** Plays case `c` in place (playMatch) in both engines; returns the action count and final states. */
function playInPlace(id, spec, c) {
  const runs = [before, after].map((E) => {
    const { state, actions } = E.playMatch(spec.game(E, c), spec.setup(c), botsFor(E, spec, c));
    return { actions, state: E[id].toJSON(state) };
  });
  same('final state in place', c, 'end', runs[0], runs[1]);
  return { steps: runs[0].actions, states: runs.map((r) => r.state) };
}

let failed = false;
for (const id of opts.game ? [opts.game] : ['mne', 'mof']) {
  const spec = GAMES[id];
  let matches = 0;
  let steps = 0;
  try {
    for (const c of spec.cases()) {
      const inPlace = playInPlace(id, spec, c);
      if (c.pure) {
        const pure = playPure(id, spec, c);
        same('in place vs applyAction', c, 'end', inPlace.states[1], pure.states[1]);
      }
      matches++;
      steps += inPlace.steps;
    }
    console.log(`${id}: the same ${matches} matches (${steps} actions)`);
  } catch (e) {
    if (!(e instanceof Mismatch)) throw e;
    console.log(`${id}: ${e.message}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
