/**
 * The move notation: every legal action at every step of seeded random matches and championships
 * reads back as the same action (format → parse → equal), and text that is not a move fails with
 * NOTATION_SYNTAX saying where. `PITCHSIDE_PROPERTY_MATCHES` scales the number of matches (a
 * fifth of it, ≥ 10; championships a 250th, ≥ 2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, createChampionship, createMatch, isOver, legalActions, viewFor } from './index.js';
import { formatAction, parseAction } from './notation.js';
import type { MofState } from './types.js';

const SCALE = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 200);
const MATCHES = Math.max(10, Math.ceil(SCALE / 5));
const CHAMPIONSHIPS = Math.max(2, Math.ceil(SCALE / 250));

/** Plays `s` to the end at random, checking every legal action at every step; returns the count. */
function checkAll(s: MofState, seed: string): number {
  const rng = new Rng(seedRng(seed));
  let checked = 0;
  for (let step = 0; step < 50_000 && !isOver(s); step++) {
    const actions = legalActions(s);
    for (const a of actions) {
      // Compared as JSON first: the deep comparison is the slow part.
      const back = parseAction(s, formatAction(s, a));
      if (JSON.stringify(back) !== JSON.stringify(a))
        assert.deepEqual(back, a, `${seed} step ${step}: "${formatAction(s, a)}"`);
      checked++;
    }
    const chosen = actions[rng.int(actions.length)]!;
    // Read as typed by a person: any case, extra spaces.
    const typed = ` ${formatAction(s, chosen).toUpperCase()}  `;
    assert.deepEqual(parseAction(s, typed), chosen, `${seed} step ${step}: "${typed}"`);
    s = applyAction(s, chosen).state;
  }
  assert.ok(isOver(s), `${seed} did not finish`);
  return checked;
}

test(`every legal action of ${MATCHES} random matches reads back as itself`, () => {
  let checked = 0;
  for (let m = 0; m < MATCHES; m++)
    checked += checkAll(createMatch({ seed: m, options: { stepTurns: m % 2 === 0 } }), `match-${m}`);
  assert.ok(checked > MATCHES * 20, `${checked} actions checked`);
});

test(`every legal action of ${CHAMPIONSHIPS} random championships (2 to 8 managers) reads back as itself`, () => {
  for (let c = 0; c < CHAMPIONSHIPS; c++)
    checkAll(
      createChampionship({ seed: c, seats: [4, 2, 5, 8, 3, 6, 7][c % 7]!, options: { simultaneous: c % 3 === 1 } }),
      `championship-${c}`,
    );
});

test('a view reads and writes moves as the state does', () => {
  const s = createChampionship({ seed: 3 });
  const v = viewFor(s, 'spectator');
  assert.deepEqual(parseAction(v, 'MANAGER Godfather'), { type: 'chooseManager', manager: 'godfather' });
  assert.deepEqual(parseAction(v, 'play highpress on g03 for away match 1'), {
    type: 'playCard',
    card: 'highPress',
    player: 'g03',
    side: 'away',
    match: 1,
  });
  assert.equal(formatAction(v, { type: 'substitute', in: 'b07', out: 's05' }), 'sub b07 for s05');
});

function fails(text: string, column: number, expected: RegExp): void {
  const s = createMatch({ seed: 1 });
  assert.throws(
    () => parseAction(s, text),
    (e: unknown) => {
      assert.ok(isRuleError(e));
      assert.equal(e.code, 'NOTATION_SYNTAX');
      assert.match(e.message, new RegExp(`at column ${column} expected`), e.message);
      assert.match(e.message, expected, e.message);
      return true;
    },
  );
}

test('text that is not a move says at which column and what was expected', () => {
  fails('', 1, /a move/);
  fails('tactic attack', 8, /"possession", "direct", "physical" or "defensive", found "attack"/);
  fails('buy zz9', 5, /a player id, found "zz9"/);
  fails('team g01,,g02', 10, /a player id/);
  fails('announce maybe', 10, /"yes" or "no"/);
  fails('reroll luck', 8, /a source \(ability, paid or an action card id\)/);
  fails('skip timeWasting match x', 24, /a match number/);
  fails('roll twice', 6, /the end of the move/);
});
