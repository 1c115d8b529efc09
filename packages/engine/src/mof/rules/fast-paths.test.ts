/**
 * The hot paths of the rules agree with the full versions they shortcut: the window test
 * `hasInstantSource` with `instantSources`, `hasWindowPlay` with `windowPlays`, `canSubstitute`
 * with `substitutionChoices`, the levels' totals with `sideValue`'s breakdown, the tactical roll
 * with `tacticalTotal(tacticalParts(…))` — on every state of seeded random matches
 * and championships (whose hands, cards in play and managers vary), for every seat.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, currentSeat } from '../engine.js';
import { randomBot } from '../bots.js';
import { createChampionship, createMatch } from '../setup.js';
import { indexOf } from '../data/index.js';
import type { MatchState, MofState, Side } from '../types.js';
import { TACTICS } from '../types.js';
import { hasInstantSource, instantSources } from './effects.js';
import { hasWindowPlay, windowPlays } from './action-cards.js';
import { canSubstitute, substitutionChoices } from './half-time.js';
import { INSTANT_KINDS } from './instant.js';
import { computeLevels, sideValue } from './levels.js';
import { tacticalParts, tacticalRollOf, tacticalTotal } from './tactical-roll.js';

/** Every state of a seeded random game (card swaps often, to vary the hands). */
function statesOf(start: MofState, seed: number): MofState[] {
  const bots = Object.fromEntries(start.seats.map((seat, i) => [seat, randomBot(seed * 10 + i, 0.3)]));
  const out = [start];
  let s = start;
  for (let seat = currentSeat(s); seat !== null; seat = currentSeat(s)) {
    s = applyAction(s, (bots[seat] as (s: MofState) => never)(s)).state;
    out.push(s);
  }
  return out;
}

function* matchStates(): Generator<{ s: MofState; m: MatchState }> {
  for (let seed = 0; seed < 40; seed++) {
    const start = seed % 4 === 3 ? createChampionship({ seed, seats: 3 + (seed % 5) }) : createMatch({ seed });
    for (const s of statesOf(start, seed)) {
      const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
      if (m && m.sides[0].lineup.length && m.sides[1].lineup.length) yield { s, m };
    }
  }
}

test('hasInstantSource(…) is instantSources(…).length > 0 for every seat, kind and state', () => {
  let opened = 0;
  for (const { s, m } of matchStates()) {
    const ix = indexOf(s.data);
    for (const seat of s.seats)
      for (const k of INSTANT_KINDS) {
        const full = instantSources(ix, s, m, seat, k).length > 0;
        assert.equal(hasInstantSource(ix, s, m, seat, k), full, `${seat} ${k} at ${m.at}`);
        if (full) opened++;
      }
  }
  assert.ok(opened > 100, `the states offer sources too (${opened})`);
});

test('computeLevels totals equal sideValue; tacticalRollOf equals tacticalTotal(tacticalParts(…))', () => {
  for (const { s, m } of matchStates()) {
    const ix = indexOf(s.data);
    for (const tactic of TACTICS) {
      const { levels } = computeLevels(ix, s, m, tactic);
      for (const side of [0, 1] as Side[]) {
        assert.equal(levels[side].att, sideValue(ix, s, m, side, 'att', tactic).total);
        assert.equal(levels[side].def, sideValue(ix, s, m, side, 'def', tactic).total);
      }
    }
    for (const side of [0, 1] as Side[])
      assert.deepEqual(
        tacticalRollOf(ix, s, m, side, 3, 2, true),
        tacticalTotal(tacticalParts(ix, s, m, side), 3, 2, true),
      );
  }
});

test('hasWindowPlay and canSubstitute answer as the full lists do, for both sides and every state', () => {
  let plays = 0;
  let subs = 0;
  for (const { s, m } of matchStates()) {
    const ix = indexOf(s.data);
    for (const side of [0, 1] as Side[]) {
      for (const window of [1, 2] as const) {
        const full = windowPlays(ix, s, m, side, window).length > 0;
        assert.equal(hasWindowPlay(ix, s, m, side, window), full, `side ${side} window ${window} at ${m.at}`);
        if (full) plays++;
      }
      for (const late of [false, true]) {
        const full = substitutionChoices(ix, s, m, side, late).length > 0;
        assert.equal(canSubstitute(ix, s, m, side, late), full, `side ${side} late ${late} at ${m.at}`);
        if (full) subs++;
      }
    }
  }
  assert.ok(plays > 100 && subs > 100, `both answers occur (${plays} plays, ${subs} substitutions)`);
});
