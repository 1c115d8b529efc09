/**
 * Property-based tests over seeded random play (issue 9): every step of every match and
 * championship keeps the invariants below. `PITCHSIDE_PROPERTY_MATCHES` sets how many stand-alone
 * matches run (CI: 10000); championships run a fiftieth of that (at least 20).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as mof from './index.js';
import { MAX_SQUAD, MIN_SQUAD } from './rules/game-setup.js';
import { HAND_LIMIT } from './rules/action-cards.js';
import type { MofEvent, MofState } from './types.js';

const MATCHES = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500);
const MAX_STEPS = 20_000;
const WHEEL_TURNS = 13; // 12 turns on the wheel, 13 = injury time

/** Every action card and player card where it can be: stacks, discards, hands, offers, squads, matches. */
function cardsInPlay(s: MofState): { cards: string; players: string } {
  const cards: string[] = [...s.decks.actions, ...s.decks.usedCards];
  const players: string[] = [
    ...s.decks.gold,
    ...s.decks.silver,
    ...s.decks.bronze,
    ...s.decks.wood,
    ...s.decks.usedPlayers,
  ];
  for (const t of s.teams) {
    cards.push(...t.hand);
    players.push(...t.squad, ...t.offer);
  }
  for (const m of s.matches) {
    if (m.phase === 'over') continue;
    for (const c of m.cards) cards.push(c.card);
    for (const sd of m.sides) {
      for (const c of sd.facedown) cards.push(c.card);
      if (sd.wood !== null) players.push(sd.wood);
    }
    // m.corrupt names a card already on the used pile.
  }
  return { cards: cards.sort().join(','), players: players.sort().join(',') };
}

function checkState(s: MofState, where: string): void {
  for (const [i, t] of s.teams.entries()) {
    assert.ok(Number.isFinite(t.money) && t.money >= 0, `${where}: team ${i} has money ${t.money}`);
    assert.equal(new Set(t.squad).size, t.squad.length, `${where}: team ${i} has a player twice`);
    if (s.stage === 'matchday' || s.stage === 'over') {
      if (t.npt === null) {
        assert.ok(
          t.squad.length >= MIN_SQUAD && t.squad.length <= MAX_SQUAD,
          `${where}: team ${i} squad of ${t.squad.length}`,
        );
      }
      assert.ok(t.hand.length <= HAND_LIMIT, `${where}: team ${i} holds ${t.hand.length} action cards`);
    }
  }
  for (const m of s.matches) {
    assert.ok(m.turn >= 0 && m.turn <= WHEEL_TURNS, `${where}: turn ${m.turn} off the wheel`);
    assert.ok(m.score[0] >= 0 && m.score[1] >= 0, `${where}: score ${m.score.join('-')}`);
    for (const sd of m.sides)
      if (sd.lineup.length > 0) assert.equal(sd.lineup.length, 3, `${where}: a lineup of ${sd.lineup.length}`);
  }
}

/** Plays `s` to the end with a random bot, checking every step; returns the counts of match ends. */
function playChecked(s: MofState, seed: number, label: string): { halves: number; fullTimes: number; last: MofState } {
  const bot = mof.randomBot(seed);
  let halves = 0;
  let fullTimes = 0;
  checkState(s, `${label} start`);
  for (let n = 0; !mof.isOver(s); n++) {
    assert.ok(n < MAX_STEPS, `${label}: no end after ${MAX_STEPS} actions`);
    const md = s.md;
    const scores = s.matches.map((m) => [...m.score]);
    const r = mof.applyAction(s, bot(s));
    const where = `${label} action ${n}`;
    checkState(r.state, where);
    const delta: [number, number][] = scores.map(() => [0, 0]);
    for (const e of r.events as MofEvent[]) {
      const d = 'match' in e ? delta[e.match] : undefined;
      if (e.type === 'goal' && d) d[e.side]++;
      if (e.type === 'goalDisallowed' && d) d[e.side]--;
      if (e.type === 'halfTime') halves++;
      if (e.type === 'fullTime') fullTimes++;
    }
    // Scores change only by goals (and disallowed goals), within the same matchday.
    if (r.state.md === md) {
      for (const [i, m] of r.state.matches.entries()) {
        const before = scores[i];
        if (!before) continue;
        assert.deepEqual(
          [m.score[0] - before[0]!, m.score[1] - before[1]!],
          delta[i],
          `${where}: match ${i} score moved without a goal`,
        );
      }
    }
    s = r.state;
  }
  return { halves, fullTimes, last: s };
}

test(`property: ${MATCHES} seeded random stand-alone matches keep money, squads, wheel and scores consistent, and both halves end`, () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, stepTurns) => {
      const s = mof.createMatch({ seed, options: { stepTurns } });
      const start = cardsInPlay(s);
      const { halves, fullTimes, last } = playChecked(s, seed, `match seed ${seed}`);
      assert.deepEqual(cardsInPlay(last), start, `seed ${seed}: cards lost or duplicated`);
      assert.equal(halves, 1, `seed ${seed}: ${halves} half times`);
      assert.equal(fullTimes, 1, `seed ${seed}: ${fullTimes} full times`);
      // (cards and players checked at the start and the end; every step in the championship test)
    }),
    { numRuns: MATCHES, seed: 9, includeErrorInReport: true },
  );
});

test('property: seeded random championships keep money, squads, hands and scores consistent; every match has both halves', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 8 }), (seed, seats) => {
      const s = mof.createChampionship({ seed, seats });
      const { halves, fullTimes } = playChecked(s, seed, `championship seed ${seed} (${seats} seats)`);
      assert.ok(fullTimes > 0, 'no match was played');
      assert.equal(halves, fullTimes, `seed ${seed}: ${halves} half times for ${fullTimes} matches`);
    }),
    { numRuns: Math.max(20, Math.ceil(MATCHES / 50)), seed: 11, includeErrorInReport: true },
  );
});

test('property: no action card or player card is lost or duplicated during a championship', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 8 }), (seed, seats) => {
      let s = mof.createChampionship({ seed, seats });
      const start = cardsInPlay(s);
      const bot = mof.randomBot(seed);
      for (let n = 0; !mof.isOver(s) && n < MAX_STEPS; n++) {
        s = mof.applyAction(s, bot(s)).state;
        const now = cardsInPlay(s);
        assert.equal(now.cards, start.cards, `seed ${seed} action ${n}: action cards changed`);
        assert.equal(now.players, start.players, `seed ${seed} action ${n}: player cards changed`);
      }
    }),
    { numRuns: 20, seed: 13, includeErrorInReport: true },
  );
});
