/**
 * The move notation: every legal action at every step of seeded random matches reads back as the
 * same action (format → parse → equal), and text that is not a move fails with NOTATION_SYNTAX
 * saying where. `PITCHSIDE_PROPERTY_MATCHES` scales the number of matches (a tenth of it, ≥ 10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, createMatch, legalActions, viewFor } from './index.js';
import { formatAction, parseAction } from './notation.js';
import type { MneState } from './types.js';

const MATCHES = Math.max(10, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 200) / 10));

test(`every legal action of ${MATCHES} random matches reads back as itself`, () => {
  let checked = 0;
  for (let m = 0; m < MATCHES; m++) {
    const rng = new Rng(seedRng(`notation-${m}`));
    let s: MneState = createMatch({ seed: m, shootout: m % 2 === 0 });
    for (let step = 0; step < 5000 && s.phase !== 'over'; step++) {
      const actions = legalActions(s);
      for (const a of actions) {
        // Compared as JSON first: the deep comparison is the slow part.
        const back = parseAction(s, formatAction(s, a));
        if (JSON.stringify(back) !== JSON.stringify(a))
          assert.deepEqual(back, a, `match ${m} step ${step}: "${formatAction(s, a)}"`);
        checked++;
      }
      const chosen = actions[rng.int(actions.length)]!;
      // Read as typed by a person: any case, extra spaces.
      const typed = `  ${formatAction(s, chosen).toUpperCase()} `;
      assert.deepEqual(parseAction(s, typed), chosen, `match ${m} step ${step}: "${typed}"`);
      s = applyAction(s, chosen).state;
    }
    assert.equal(s.phase, 'over');
  }
  assert.ok(checked > MATCHES * 100, `${checked} actions checked`);
});

test('a view reads and writes moves as the state does', () => {
  const s = createMatch({ seed: 3 });
  const v = viewFor(s, 'spectator');
  assert.deepEqual(parseAction(v, 'Draft S-TM'), { type: 'draftPick', card: 's-tm' });
  assert.equal(formatAction(v, { type: 'place', card: 'h-st', row: 2, col: 3 }), 'h-st@2,3');
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
  fails('dribble', 1, /a move \(a placement/);
  fails('pass', 5, /the number of cards drawn/);
  fails('pass two', 6, /number of cards drawn, found "two"/);
  fails('draft zz', 7, /a player card id, found "zz"/);
  fails('sub s-tm h-st', 10, /"for"/);
  fails('h-st@9,3', 6, /a row 0\.\.\d/);
  fails('h-st@2', 1, /a placement such as h-st@2,3/);
  fails('shoot x1', 7, /an icon key/);
  fails('attack 3a,,4b', 11, /a synergy card id/);
  fails('penalty up', 9, /a direction/);
  fails('press hard', 7, /the end of the move, found "hard"/);
});
