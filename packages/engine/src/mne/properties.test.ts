/**
 * Property-based tests over seeded random play (issue 9): every step of every match keeps the
 * invariants below. `PITCHSIDE_PROPERTY_MATCHES` sets how many matches run (CI: 10000).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createMatch, isOver } from './match.js';
import { greedyBot, randomBot } from './bots.js';
import { iconsOnField, playerCard, squadOf } from './queries.js';
import { STARTERS } from './rules/setup.js';
import { MAX_SUBSTITUTIONS } from './rules/substitution.js';
import { HAND_LIMIT } from './rules/synergy-deck.js';
import type { MneEvent, MneState, Seat } from './types.js';

const MATCHES = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500);
const MAX_STEPS = 5_000;
const SEATS = ['home', 'away'] as const;

const checkedTeams = new WeakSet<object>();

/** Throws (with the step) when an invariant of `s` does not hold; cheap enough for every step. */
function checkState(s: MneState, where: string): void {
  // The 25 synergy cards: each exactly once in deck + discard + hands + Synergy Board + Tempo Control.
  const seen = new Map<string, number>();
  const count = (ids: readonly string[]) => {
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  count(s.deck);
  count(s.discard);
  count(s.tempo);
  for (const seat of SEATS) count(s.teams[seat].hand);
  if (s.shot) {
    count(s.shot.attackCards.map((p) => p.card));
    count(s.shot.defenceCards.map((p) => p.card));
  }
  assert.equal(seen.size, s.data.synergy.length, `${where}: ${seen.size} distinct synergy cards in play`);
  for (const c of s.data.synergy)
    assert.equal(seen.get(c.id), 1, `${where}: synergy card ${c.id} is held ${seen.get(c.id) ?? 0} times`);

  // The Control Marker stays on the track.
  assert.ok(
    Number.isInteger(s.marker) && s.marker >= 0 && s.marker < s.data.track.spaces,
    `${where}: marker ${s.marker}`,
  );

  const { rows, cols, rowsFor } = s.data.board;
  for (const seat of SEATS) {
    const t = s.teams[seat];
    // States share unchanged team objects (copy-on-write): check each team object once.
    if (checkedTeams.has(t) && s.phase === 'play') continue;
    checkedTeams.add(t);
    assert.ok(t.hand.length <= HAND_LIMIT, `${where}: ${seat} holds ${t.hand.length} synergy cards`);
    assert.ok(t.subsUsed >= 0 && t.subsUsed <= MAX_SUBSTITUTIONS, `${where}: ${seat} used ${t.subsUsed} substitutions`);
    assert.ok(Number.isInteger(t.score) && t.score >= 0, `${where}: ${seat} score ${t.score}`);
    if (s.phase !== 'draft' && s.phase !== 'lineup') {
      // Squad: 10 players in front or on the field, the rest in the Sub Space or out; nobody twice.
      assert.equal(
        t.front.length + t.field.length,
        STARTERS,
        `${where}: ${seat} has ${t.front.length + t.field.length} players`,
      );
      const all = [...t.front, ...t.field.map((p) => p.card), ...t.subs, ...t.out];
      assert.deepEqual([...all].sort(), [...squadOf(s, seat)].sort(), `${where}: ${seat} squad`);
    }
    // The field: inside the board, on the card's Position Line rows, no two cards on one space.
    const taken = new Set<number>();
    for (const p of t.field) {
      const def = playerCard(s, p.card);
      assert.ok(def, `${where}: unknown card ${p.card} on the field`);
      assert.ok(
        rowsFor[def.position].includes(p.row) && p.col >= 0 && p.col + 1 < cols && p.row < rows,
        `${where}: ${p.card} at ${p.row},${p.col}`,
      );
      for (const k of [p.row * cols + p.col, p.row * cols + p.col + 1]) {
        assert.ok(!taken.has(k), `${where}: two cards on space ${k} of ${seat}`);
        taken.add(k);
      }
    }
    // Icons and Shoot Tokens: every token lies on a complete icon of the field, flipped exactly there.
    const icons = iconsOnField(s, seat);
    const tokens = new Set(t.tokens);
    assert.equal(tokens.size, t.tokens.length, `${where}: ${seat} has a duplicated token`);
    const keys = new Set<string>();
    for (const icon of icons) {
      assert.ok(!keys.has(icon.key), `${where}: icon ${icon.key} listed twice`);
      keys.add(icon.key);
      assert.equal(icon.flipped, tokens.has(icon.key), `${where}: icon ${icon.key} flipped=${icon.flipped}`);
      for (const c of icon.cards)
        assert.ok(
          taken.size > 0 && t.field.some((p) => p.card === c),
          `${where}: icon ${icon.key} from ${c}, not on the field`,
        );
    }
    for (const k of tokens) assert.ok(keys.has(k), `${where}: ${seat} token on ${k}, which is no icon of the field`);
  }
}

/** Plays one match with `bot` checking every step; returns the number of actions. */
function playChecked(seed: number, shootout: boolean, greedy: boolean): number {
  let s = createMatch({ seed, shootout });
  const bot = greedy ? greedyBot(seed) : randomBot(seed);
  const halvesEnded: number[] = [];
  checkState(s, `seed ${seed} start`);
  let n = 0;
  for (; !isOver(s); n++) {
    assert.ok(n < MAX_STEPS, `seed ${seed}: no end after ${MAX_STEPS} actions (half ${s.half}, ${s.phase}/${s.step})`);
    const before = { home: s.teams.home.score, away: s.teams.away.score };
    const r = applyAction(s, bot(s));
    s = r.state;
    const where = `seed ${seed} action ${n}`;
    checkState(s, where);
    const goals: Record<Seat, number> = { home: 0, away: 0 };
    for (const e of r.events as MneEvent[]) {
      if (e.type === 'goal') goals[e.seat]++;
      if (e.type === 'halfEnded') halvesEnded.push(e.half);
    }
    // Scores change only by goals (a shootout kick is not a match goal).
    for (const seat of SEATS)
      assert.equal(s.teams[seat].score - before[seat], goals[seat], `${where}: ${seat} score moved without a goal`);
  }
  assert.deepEqual(halvesEnded, [1, 2], `seed ${seed}: halves ended ${halvesEnded.join(',')}`);
  return n;
}

test(`property: ${MATCHES} seeded random matches keep the synergy cards, field, marker, squads and scores consistent, and both halves end`, () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, shootout) => {
      playChecked(seed, shootout, false);
    }),
    { numRuns: MATCHES, seed: 9, includeErrorInReport: true },
  );
});

test('property: greedy-bot matches keep the same invariants', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, shootout) => {
      playChecked(seed, shootout, true);
    }),
    { numRuns: Math.max(20, Math.ceil(MATCHES / 50)), seed: 11, includeErrorInReport: true },
  );
});
