import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { placementsFor } from '../queries.js';
import { rejects } from '../test-support.js';

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
