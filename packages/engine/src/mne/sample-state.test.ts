/**
 * A state from a view: along seeded matches (draft, lineups, both halves, every step of a turn, a
 * shootout), for each seat and a spectator, the state sampled from its view gives that view back and
 * the same legal actions; the sample depends on the view and the seed only; a malformed or
 * impossible view is a RuleError naming the field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError } from '../core/errors.js';
import { greedyBot, randomBot } from './bots.js';
import * as mne from './index.js';
import { applyAction, createMatch, isOver, legalActions } from './match.js';
import { scenario } from './scenario.js';
import type { MneState, MneView } from './types.js';
import { viewFor } from './view.js';

const MATCHES = Math.max(8, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 400));
const where = (s: MneState) => (s.phase === 'play' ? s.step : s.phase);

test(`a state from a view: over ${MATCHES} seeded matches, each seat's view of the sample is its view, with the same moves`, () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), fc.nat(3), (seed, shootout, kind) => {
      let s = createMatch({ seed, shootout });
      const bot = kind === 0 ? greedyBot(seed) : randomBot(seed);
      for (let n = 0; ; n++) {
        for (const viewer of ['home', 'away', 'spectator'] as const) {
          // Every action for the seat to act, now and then for the others.
          if (viewer !== s.active && (n + seed) % 4 !== 0) continue;
          const at = `seed ${seed} action ${n} (${s.phase}/${s.step}), ${viewer}`;
          const view = viewFor(s, viewer);
          const sample = mne.sampleState(JSON.parse(JSON.stringify(view)) as MneView, n);
          assert.deepEqual(viewFor(sample, viewer), view, `${at}: the sample's view`);
          assert.deepEqual(
            mne.legalActions(viewFor(sample, viewer)),
            mne.legalActions(view),
            `${at}: the sample's moves`,
          );
          if (mne.currentSeat(s) === viewer) assert.deepEqual(legalActions(sample), legalActions(s), `${at}: moves`);
          seen.add(where(s));
        }
        if (isOver(s)) break;
        s = applyAction(s, bot(s)).state;
      }
    }),
    { numRuns: MATCHES, seed: 43, includeErrorInReport: true },
  );
  for (const w of ['draft', 'lineup', 'halfTime', 'team', 'player', 'effect', 'shoot', 'attack', 'defence', 'over'])
    assert.ok(seen.has(w), `no ${w} was sampled (${[...seen].join(', ')})`);
});

test('a state from a view: the hidden cards are drawn from those the seat cannot see, by the seed alone', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a', '5a'] },
    away: { hand: ['3b', '4b'] },
    deck: ['4a', '3c'],
  });
  const view = viewFor(s, 'home');
  const a = mne.sampleState(view, 1);
  assert.deepEqual(a, mne.sampleState(view, 1), 'the same seed, the same sample');
  assert.deepEqual(a.teams.home.hand, ['3a', '5a'], 'the seat keeps its own hand');
  assert.equal(a.teams.away.hand.length, 2);
  for (const card of a.teams.away.hand) assert.ok(!['3a', '5a'].includes(card), `${card} is not a card home holds`);
  // Other true hidden cards with the same view: the same sample.
  const other = scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a', '5a'] },
    away: { hand: ['4a', '3c'] },
    deck: ['3b', '4b'],
  });
  assert.deepEqual(viewFor(other, 'home'), view);
  assert.deepEqual(mne.sampleState(viewFor(other, 'home'), 1), a);
  // Over seeds, the opponent's hand varies.
  const hands = new Set<string>();
  for (let k = 0; k < 20; k++) hands.add(mne.sampleState(view, k).teams.away.hand.join());
  assert.ok(hands.size > 5, `${hands.size} different hands`);
  // The view is not changed, and the sample shares no list with it.
  const copy = JSON.parse(JSON.stringify(view)) as MneView;
  a.teams.home.hand.push('x');
  assert.deepEqual(JSON.parse(JSON.stringify(view)), copy);
});

test('a state from a view: a malformed or impossible view is a RuleError naming the field', () => {
  const s = createMatch({ seed: 9 });
  const view = viewFor(s, 'home');
  const refuses = (v: unknown, field: string, code = 'INVALID_STATE') =>
    assert.throws(
      () => mne.sampleState(v as MneView, 0),
      (e) => isRuleError(e) && e.code === code && e.field === field && e.message.startsWith('sampleState'),
      `${field}`,
    );
  refuses(null, 'view', 'INVALID_ARGUMENT');
  refuses(s, 'view', 'INVALID_ARGUMENT');
  refuses({ ...view, deckCount: -1 }, 'deckCount');
  refuses({ ...view, deckCount: view.deckCount + 1 }, 'deckCount, discardCount and handCount');
  refuses(
    { ...view, teams: { ...view.teams, away: { ...view.teams.away, handCount: 3 } } },
    'deckCount, discardCount and handCount',
  );
  refuses({ ...view, tempo: ['nope'] }, 'tempo[0]');
  refuses(
    { ...view, teams: { ...view.teams, home: { ...view.teams.home, hand: ['3a', '3a'], handCount: 2 } } },
    'teams.home.hand[1]',
  );
  refuses({ ...view, draft: { ...view.draft, starsLeft: 40 } }, 'draft.starsLeft');
  refuses({ ...view, toAct: 'home' }, 'toAct');
  assert.throws(
    () => mne.sampleState(view, {} as unknown as number),
    (e) => isRuleError(e) && e.code === 'INVALID_ARGUMENT',
  );
});
