import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { basicAttackOf, basicDefenceOf, iconsOfCard, iconsOnField, teamCounts } from '../queries.js';
import { DEFAULT_CARDS } from '../data/index.js';
import type { BoardDef, PlayerCardDef } from '../types.js';

test('rulebook: the Striker’s Basic Attack is 3 (2 from the Front Line, 1 shared with the Chance Maker); the Chance Maker’s is 1', () => {
  const s = scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'] } });
  assert.equal(basicAttackOf(s, 'home', 'h-st'), 3);
  assert.equal(basicAttackOf(s, 'home', 'h-cm'), 1);
  const shared = iconsOnField(s, 'home').find((ic) => ic.cards.length === 2);
  assert.deepEqual(shared?.cards, ['h-st', 'h-cm']); // upper card first
  assert.deepEqual(shared?.segment, { kind: 'h', row: 1, col: 2 });
  const board = iconsOfCard(s, 'home', 'h-st').filter((ic) => ic.source === 'board');
  assert.deepEqual(
    board.map((ic) => ic.key),
    ['h0.2', 'h0.3'],
  );
});

test('an attack icon shared by two cards counts for both; team counts count it once', () => {
  const s = scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-bb@1,3'] } });
  assert.equal(basicAttackOf(s, 'home', 'h-st'), 4);
  assert.equal(basicAttackOf(s, 'home', 'h-bb'), 1);
  assert.equal(teamCounts(s, 'home').attack, 4);
});

test('half-icons of different types form nothing; board halves only match their own type', () => {
  // The Chance Maker's bottom-left Press half faces nothing; the Winger's Pass half on its left faces
  // the False Nine's Pass half: one Pass icon between the two Forwards.
  const s = scenario({ home: { field: ['h-bb@1,0', 'h-f9@0,1', 'h-wg@0,3'] } });
  const pass = iconsOnField(s, 'home').filter((ic) => ic.type === 'pass');
  assert.deepEqual(
    pass.map((ic) => [ic.key, ic.cards]),
    [['v0.3', ['h-f9', 'h-wg']]],
  );
  // h-bb's top-left Attack half over column 0 faces h-f9's bottom-left (empty): no icon.
  assert.equal(basicAttackOf(s, 'home', 'h-bb'), 0);
  // A DF bottom Defence half on the Final Line over columns 1–4 meets the board's defence half.
  const d = scenario({ home: { field: ['h-cb@3,0'] } });
  assert.equal(basicDefenceOf(d, 'home'), 1);
  const d2 = scenario({ home: { field: ['h-cb@3,2'] } });
  assert.equal(basicDefenceOf(d2, 'home'), 2);
});

test('a printed full icon counts as one icon of its card alone', () => {
  const s = scenario({ home: { field: ['h-hm@2,0'] } });
  const full = iconsOnField(s, 'home').filter((ic) => ic.source === 'full');
  assert.deepEqual(
    full.map((ic) => [ic.type, ic.cards, ic.segment]),
    [['press', ['h-hm'], { kind: 'full', row: 2, col: 0, index: 0 }]],
  );
  assert.equal(teamCounts(s, 'home').press, 1);
});

test('board side halves (publisher data) meet the left and right slots', () => {
  const board: BoardDef = {
    rows: 4,
    cols: 6,
    rowsFor: { FW: [0, 1], MF: [1, 2], DF: [2, 3] },
    border: {
      top: [null, null, null, null, null, null],
      bottom: [null, null, null, null, null, null],
      left: [null, 'pass', null, null],
      right: [null, 'pass', null, null],
    },
  };
  const s = scenario({ board, home: { field: ['h-cm@1,0', 'h-f9@1,4'] } });
  assert.deepEqual(
    iconsOnField(s, 'home')
      .map((ic) => ic.key)
      .sort(),
    ['v1.0', 'v1.6'],
  );
});

test('flipped tokens make an attack icon an empty space for every card that shared it', () => {
  const s = scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'], tokens: ['h1.2'] } });
  assert.equal(basicAttackOf(s, 'home', 'h-st'), 2);
  assert.equal(basicAttackOf(s, 'home', 'h-cm'), 0);
  assert.ok(iconsOnField(s, 'home').find((ic) => ic.key === 'h1.2')?.flipped);
});

test('the Away squad mirrors Home, so the same arrangement mirrored gives the same counts', () => {
  const byId = new Map(DEFAULT_CARDS.map((c) => [c.id, c] as [string, PlayerCardDef]));
  const home = DEFAULT_CARDS.filter((c) => c.team === 'home');
  const away = DEFAULT_CARDS.filter((c) => c.team === 'away');
  assert.equal(home.length, 10);
  assert.equal(away.length, 10);
  const s = scenario({
    home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-bb@1,3'] },
    away: { field: [`${away[3]?.id}@1,3`, `${away[0]?.id}@0,2`, `${away[5]?.id}@1,1`] },
  });
  assert.deepEqual(teamCounts(s, 'home'), teamCounts(s, 'away'));
  assert.ok(byId.get('h-st'));
});
