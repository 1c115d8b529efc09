import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_BOARD,
  DEFAULT_CARDS,
  DEFAULT_SYNERGY,
  CARD_NAMES_VI,
  validateBoard,
  validateCards,
  validateSynergy,
  validateData,
  lookup,
} from './index.js';
import { DEFAULT_TRACK } from '../track.js';
import { createMatch } from '../match.js';
import { throwsRule } from '../test-support.js';
import type { PlayerCardDef } from '../types.js';

const signature = (c: PlayerCardDef) => JSON.stringify([c.position, c.edges, c.fullIcons, c.crack, c.effect]);

test('reference card set: 32 cards (10 Home, 10 Away, 12 Stars), all valid, ids stable and localised', () => {
  assert.equal(DEFAULT_CARDS.length, 32);
  const count = (team: string) => DEFAULT_CARDS.filter((c) => c.team === team).length;
  assert.deepEqual([count('home'), count('away'), count('star')], [10, 10, 12]);
  assert.deepEqual(validateCards(JSON.parse(JSON.stringify(DEFAULT_CARDS))), DEFAULT_CARDS);
  for (const c of DEFAULT_CARDS) {
    assert.ok(CARD_NAMES_VI[c.id], `a Vietnamese name for ${c.id}`);
    assert.ok(Object.keys(c.edges).length + c.fullIcons.length >= 3, `${c.id} has icons`);
  }
  const names = DEFAULT_CARDS.map((c) => c.name);
  assert.equal(new Set(names).size, 32);
});

test('the 12 Stars differ from each other and from every base card', () => {
  const stars = DEFAULT_CARDS.filter((c) => c.team === 'star').map(signature);
  const base = new Set(DEFAULT_CARDS.filter((c) => c.team !== 'star').map(signature));
  assert.equal(new Set(stars).size, 12);
  for (const s of stars) assert.ok(!base.has(s), `star ${s} copies a base card`);
});

test('each base team is a playable, balanced squad: 3 FW, 4 MF, 3 DF, and the same icon totals', () => {
  for (const team of ['home', 'away'] as const) {
    const cards = DEFAULT_CARDS.filter((c) => c.team === team);
    const pos = (p: string) => cards.filter((c) => c.position === p).length;
    assert.deepEqual([pos('FW'), pos('MF'), pos('DF')], [3, 4, 3]);
  }
  const totals = (team: string) => {
    const t: Record<string, number> = {};
    for (const c of DEFAULT_CARDS.filter((x) => x.team === team)) {
      for (const type of [...Object.values(c.edges), ...c.fullIcons]) t[type] = (t[type] ?? 0) + 1;
      t.crack = (t.crack ?? 0) + c.crack;
      t.effects = (t.effects ?? 0) + (c.effect ? 1 : 0);
    }
    return t;
  };
  assert.deepEqual(totals('home'), totals('away'));
  // The rulebook names a Striker, a Chance Maker, a Winger with Crack and Tempo Control.
  const role = (r: string) => DEFAULT_CARDS.find((c) => c.role === r);
  assert.ok(role('Striker') && role('Chance Maker'));
  assert.equal(role('Winger')?.crack, 1);
  assert.ok(DEFAULT_CARDS.some((c) => c.effect === 'tempoControl'));
  const effects = new Set(DEFAULT_CARDS.map((c) => c.effect).filter(Boolean));
  assert.equal(effects.size, 6, 'every kind of immediate effect appears');
});

test('synergy deck: the rulebook distribution of 25 cards', () => {
  assert.equal(DEFAULT_SYNERGY.length, 25);
  const n = (stars: number, tackle: boolean) =>
    DEFAULT_SYNERGY.filter((c) => c.stars === stars && c.tackle === tackle).length;
  assert.deepEqual([n(1, false), n(1, true), n(2, false), n(3, false), n(4, false), n(5, false)], [1, 2, 5, 10, 5, 2]);
  assert.deepEqual(validateSynergy(JSON.parse(JSON.stringify(DEFAULT_SYNERGY))), DEFAULT_SYNERGY);
});

test('board and track defaults validate', () => {
  assert.deepEqual(validateBoard(JSON.parse(JSON.stringify(DEFAULT_BOARD))), DEFAULT_BOARD);
  const data = validateData({
    cards: DEFAULT_CARDS,
    synergy: DEFAULT_SYNERGY,
    board: DEFAULT_BOARD,
    track: DEFAULT_TRACK,
  });
  assert.equal(data.cards.length, 32);
});

test('publisher data errors name the bad field', () => {
  const cards = JSON.parse(JSON.stringify(DEFAULT_CARDS));
  cards[3].edges.topLeft = 'shoot';
  throwsRule(() => createMatch({ seed: 1, cards }), 'INVALID_DATA', 'cards[3].edges.topLeft');
  const cards2 = JSON.parse(JSON.stringify(DEFAULT_CARDS));
  cards2[5].postion = 'FW';
  throwsRule(() => validateCards(cards2), 'INVALID_DATA', 'cards[5].postion');
  const cards3 = JSON.parse(JSON.stringify(DEFAULT_CARDS));
  cards3[7].id = cards3[0].id;
  throwsRule(() => validateCards(cards3), 'INVALID_DATA', 'cards[7]');
  throwsRule(() => validateCards(DEFAULT_CARDS.filter((c) => c.team !== 'star')), 'INVALID_DATA', 'cards');
  const syn = JSON.parse(JSON.stringify(DEFAULT_SYNERGY));
  syn[2].stars = 6;
  throwsRule(() => createMatch({ seed: 1, synergy: syn }), 'INVALID_DATA', 'synergy[2].stars');
  const board = JSON.parse(JSON.stringify(DEFAULT_BOARD));
  board.border.top = [null];
  throwsRule(() => createMatch({ seed: 1, board }), 'INVALID_DATA', 'board.border.top');
  throwsRule(
    () => createMatch({ seed: 1, track: { spaces: 7, start: 9, aggressiveFrom: 2, defensiveTo: -2 } }),
    'INVALID_DATA',
    'track.start',
  );
});

test('a publisher’s own valid card set plays', () => {
  const cards = DEFAULT_CARDS.map((c) => (c.id === 'h-st' ? { ...c, name: 'Stürmer', crack: 2 } : c));
  const s = createMatch({ seed: 1, cards });
  assert.equal(s.data.cards.find((c) => c.id === 'h-st')?.crack, 2);
});

test('cards a validator returned are used as they are: frozen, not checked again, one set of look-up tables for every match', () => {
  const raw = JSON.parse(JSON.stringify(DEFAULT_CARDS)) as PlayerCardDef[];
  const cards = validateCards(raw);
  assert.ok(Object.isFrozen(cards) && Object.isFrozen(cards[0]) && Object.isFrozen(cards[0]?.edges));
  assert.ok(!Object.isFrozen(raw), "the publisher's own array is left alone");
  const a = createMatch({ seed: 1, cards });
  const b = createMatch({ seed: 2, cards });
  assert.equal(a.data.cards, cards);
  assert.equal(b.data.cards, cards);
  assert.equal(
    lookup(a.data).info,
    lookup(b.data).info,
    'matches with the same checked cards share their look-up tables',
  );
  // Raw data is still checked at every createMatch.
  const broken = JSON.parse(JSON.stringify(DEFAULT_CARDS)) as PlayerCardDef[];
  (broken[0] as { crack: unknown }).crack = 'x';
  throwsRule(() => createMatch({ seed: 1, cards: broken }), 'INVALID_DATA', 'cards[0].crack');
  assert.notEqual(createMatch({ seed: 1, cards: raw }).data.cards, raw, 'raw cards are validated into a copy');
});
