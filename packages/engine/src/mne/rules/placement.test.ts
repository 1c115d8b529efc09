import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { placementsFor } from '../queries.js';
import { rejects } from '../test-support.js';
import { randomBot } from '../bots.js';
import { POSITIONS } from '../data/index.js';
import { applyAction, createMatch, currentSeat, isOver } from '../match.js';
import { isOpen, openList } from './placement.js';
import { placementProblem } from './placement-check.js';

test('Position Lines: Front Line FW; 2nd FW, MF; 3rd MF, DF; Final DF', () => {
  const s = scenario({ step: 'player', home: { field: ['h-cb@3,4'] } });
  const rows = (card: string) => [...new Set(placementsFor(s, 'home', card).map((p) => p.row))].sort();
  assert.deepEqual(rows('h-fb'), [2, 3]);
  assert.deepEqual(rows('h-cb'), [], 'a card already on the field');
  assert.deepEqual(rows('h-cm'), [1, 2]);
  assert.deepEqual(rows('h-st'), [1], 'the Front Line needs a neighbouring card');
  const t = scenario({ step: 'player', home: { field: ['h-cm@1,0'] } });
  assert.deepEqual(
    placementsFor(t, 'home', 'h-st').filter((p) => p.row === 0),
    [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ],
  );
});

test('illegal placements are rejected with ILLEGAL_PLACEMENT and the state unchanged', () => {
  const s = scenario({ step: 'player', home: { field: ['h-cm@1,0'], out: ['h-wg'] } });
  rejects(s, { type: 'place', card: 'h-cb', row: 1, col: 2 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'h-st', row: 0, col: 4 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'h-pm', row: 1, col: 1 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'h-st', row: 1, col: 5 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'h-cm', row: 2, col: 0 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'h-wg', row: 1, col: 2 }, 'ILLEGAL_PLACEMENT');
  rejects(s, { type: 'place', card: 'a-cb', row: 3, col: 2 }, 'ILLEGAL_PLACEMENT');
});

test('the open-space masks agree with the space-by-space check on every field of seeded matches', () => {
  // placementProblem scans the field card by card; openMask/isOpen/openList work on bit masks.
  let fields = 0;
  for (let i = 0; i < 20; i++) {
    let s = createMatch({ seed: `masks-${i}` });
    const bots = { home: randomBot(i), away: randomBot(i + 100) };
    while (!isOver(s)) {
      for (const seat of ['home', 'away'] as const) {
        const field = s.teams[seat].field;
        fields++;
        for (const position of POSITIONS) {
          const card = s.data.cards.find((c) => c.position === position)!.id;
          const open: number[] = [];
          for (let row = -1; row <= s.data.board.rows; row++) {
            for (let col = -1; col <= s.data.board.cols; col++) {
              const ok = placementProblem(s.data, field, card, row, col) === null;
              assert.equal(isOpen(s.data, field, position, row, col), ok, `${position} at ${row},${col}`);
              if (ok) open.push(row * s.data.board.cols + col);
            }
          }
          assert.deepEqual(openList(s.data, field, position), open);
        }
      }
      s = applyAction(s, bots[currentSeat(s)!](s)).state;
    }
  }
  assert.ok(fields > 1000);
});
