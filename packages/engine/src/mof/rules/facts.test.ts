/**
 * The players' table of `factsOf` (one small integer per player) gives back each player's own
 * values: attack and defence by tactic, tactical value and genius flags, also at the limits the
 * data allows (where a field too narrow would spill into the next one). `lineupGenius`, which
 * remembers its last answers, answers for the line-up and the data asked about.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultData, indexOf, validateData } from '../data/index.js';
import type { MofData, PlayerDef } from '../types.js';
import { factsOf, GENIUS_BITS, lineupGenius } from './facts.js';

const field = (code: number, at: number) => (code >> at) & 7;

function assertCodes(data: MofData): void {
  const codes = factsOf(indexOf(data)).player;
  const all = [...data.players, ...data.nonPerson.flatMap((t) => t.players)];
  assert.equal(Object.keys(codes).length, all.length);
  for (const p of all) {
    const c = codes[p.id] as number;
    for (let t = 0; t < 4; t++) {
      assert.equal(field(c, 3 * t), p.att[t], `${p.id} attack ${t}`);
      assert.equal(field(c, 12 + 3 * t), p.def[t], `${p.id} defence ${t}`);
    }
    assert.equal(field(c, 24), p.tac, `${p.id} tactical`);
    const genius = (p.genius ?? []).reduce((bits, g) => bits | (GENIUS_BITS[g] as number), 0);
    assert.equal(c >> 27, genius, `${p.id} genius`);
  }
}

test('the players table holds every default player’s values', () => assertCodes(defaultData));

test('the players table holds values at the limits of valid data', () => {
  const top = (p: PlayerDef): PlayerDef => ({
    ...p,
    att: [7, 7, 7, 7],
    def: [7, 7, 7, 7],
    tac: 5,
    genius: ['A', 'D', 'T'],
  });
  const low = (p: PlayerDef): PlayerDef => ({ ...p, att: [0, 7, 0, 7], def: [7, 0, 7, 0], tac: 0 });
  const data = validateData({
    ...defaultData,
    players: defaultData.players.map((p, i) => (i % 2 ? top(p) : low(p))),
  });
  assertCodes(data);
});

test('lineupGenius: the genius flags of a line-up, for the data set asked about', () => {
  const geniusOf = (data: MofData, ids: readonly string[]) =>
    ids.reduce((bits, id) => {
      const p = data.players.find((x) => x.id === id) as PlayerDef;
      return (p.genius ?? []).reduce((b, g) => b | (GENIUS_BITS[g] as number), bits);
    }, 0);
  const f = factsOf(indexOf(defaultData));
  const ids = defaultData.players.map((p) => p.id);
  // Line-ups asked about in turn, more than it remembers, then again (each a list of its own).
  const lineups = [0, 12, 30, 33, 40, 50, 0, 30].map((i) => ids.slice(i, i + 3));
  for (const lineup of [...lineups, ...[...lineups].reverse()])
    assert.equal(lineupGenius(f, lineup), geniusOf(defaultData, lineup), lineup.join(' '));
  assert.ok(lineups.some((l) => lineupGenius(f, l) !== 0) && lineups.some((l) => lineupGenius(f, l) === 0));
  // The same list under a data set whose players are all geniuses of every kind.
  const all = validateData({
    ...defaultData,
    players: defaultData.players.map((p) => ({ ...p, genius: ['A', 'D', 'T'] })),
  });
  const lineup = lineups[0] as string[];
  assert.equal(lineupGenius(f, lineup), geniusOf(defaultData, lineup));
  assert.equal(lineupGenius(factsOf(indexOf(all)), lineup), 7);
  assert.equal(lineupGenius(f, lineup), geniusOf(defaultData, lineup));
});
