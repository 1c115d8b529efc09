/**
 * `eventsFor` leaks nothing and hides no more than it must (issue 9; the events' counterpart of
 * view-leaks.test.ts). Over seeded random matches (with a shootout), for every action and every
 * viewer (each seat and 'spectator'):
 * - every card id the viewer's events name is one it may know then: visible in its view before or
 *   after the action, or shown to everyone by a rule at that event (`revealedByRule`);
 * - every card id `eventsFor` removed is one the viewer may not know (it did not hide too much), and
 *   a seat's own drawn, kept, discarded and hand-played cards are named for it;
 * - `eventsFor` leaves its input alone and only blanks card ids: same count, order, types and fields;
 * - states and actions that differ only in what the viewer cannot see give it equal events, unless
 *   the view after the action differs (then the public outcome depended on the hidden thing).
 * `PITCHSIDE_PROPERTY_MATCHES` scales the number of matches (a fortieth of it, ≥ 12).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Rng, seedRng } from '../core/rng.js';
import { assertRedacted, idsIn, randomPairs, swapIds } from '../core/test-hidden-ids.js';
import { applyAction, createMatch, currentSeat, isOver, legalActions } from './match.js';
import { randomBot } from './bots.js';
import { eventsFor, viewFor } from './view.js';
import { scenario } from './scenario.js';
import { play } from './test-support.js';
import type { MneAction, MneEvent, MneState, ViewerSeat } from './types.js';

const MATCHES = Math.max(12, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 40));
const VIEWERS: ViewerSeat[] = ['home', 'away', 'spectator'];

/** Card ids by kind: hidden cards are only ever exchanged for hidden cards of the same kind. */
function cardKinds(s: MneState): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const c of s.data.synergy) kinds.set(c.id, 'synergy');
  for (const c of s.data.cards) kinds.set(c.id, 'player');
  return kinds;
}

const viewJson = (s: MneState, viewer: ViewerSeat) => JSON.stringify({ ...viewFor(s, viewer), data: null });

/**
 * Card ids the rulebook shows to everyone at event `e` although no view keeps them afterwards
 * (the cards are then discarded face down).
 */
function revealedByRule(e: MneEvent): string[] {
  // Goal Check: "After both sides play Synergy Cards, the Attack side reveals the cards first";
  // on a Shot on Target or a Wonder Goal "The Defender reveals the Synergy Cards"; on a Ball Out
  // "The Defender discards all the Synergy Cards played this turn without revealing them".
  if (e.type === 'shotResolved') return [...e.attackCards, ...(e.defenceCards ?? [])];
  return [];
}

type Applied = { state: MneState; events: MneEvent[] };

/** Plays a seeded random match, calling `check` with every action and what it gave. */
function eachAction(seed: number, check: (s: MneState, a: MneAction, n: number, r: Applied) => void): void {
  let s = createMatch({ seed, shootout: true });
  const bot = randomBot(seed);
  for (let n = 0; !isOver(s); n++) {
    const a = bot(s);
    const r = applyAction(s, a);
    check(s, a, n, r);
    s = r.state;
  }
}

test(`event leaks: over ${MATCHES} random matches, each viewer's events name only cards it may know, and all those it may know`, () => {
  const own = { cardsDrawn: 0, synergyPlayed: 0, tempoKept: 0, handCardDiscarded: 0 };
  let checked = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      eachAction(seed, (s, a, n, { state: after, events }) => {
        const kinds = cardKinds(s);
        const raw = JSON.stringify(events);
        for (const viewer of VIEWERS) {
          const where = `seed ${seed} action ${n} (${a.type}), ${viewer}`;
          const mine = eventsFor(events, viewer);
          assert.equal(JSON.stringify(events), raw, `${where}: eventsFor changed its input`);
          assert.equal(mine.length, events.length, `${where}: event count`);
          const may = new Set([...idsIn(viewFor(s, viewer), kinds), ...idsIn(viewFor(after, viewer), kinds)]);
          events.forEach((e, i) => {
            const r = mine[i] as MneEvent;
            assertRedacted(e, r, kinds, { may, shown: revealedByRule(e), where: `${where} event ${i}`, viewer });
            // What a seat's own client needs: its own cards, named.
            const ownCards =
              e.type === 'cardsDrawn' ||
              e.type === 'tempoKept' ||
              e.type === 'handCardDiscarded' ||
              (e.type === 'synergyPlayed' && e.from === 'hand');
            if (ownCards && e.seat === viewer) {
              assert.deepEqual(r, e, `${where}: ${e.type} of its own is redacted`);
              own[e.type]++;
            }
          });
          checked++;
        }
      });
    }),
    { numRuns: MATCHES, seed: 31, includeErrorInReport: true },
  );
  assert.ok(checked > MATCHES * 300, `only ${checked} action-viewer pairs checked`);
  for (const [type, count] of Object.entries(own)) assert.ok(count > 0, `no own ${type} event was checked`);
});

test(`event leaks: over ${MATCHES} random matches, hidden differences (cards exchanged, another hidden choice) leave each viewer's events equal`, () => {
  const counts = { compared: 0, illegal: 0, outcome: 0, revealing: 0 };
  const hiddenChoices = new Set<string>();
  // Events whose content the rules show to everyone: a different hidden choice may legitimately change them.
  // And a half's end, which clears the fields: the view after no longer shows the public moves made
  // on the way (another placement that ends the half gives the same view, not the same events).
  const REVEALING = new Set<MneEvent['type']>([
    'shotResolved',
    'penaltyResolved',
    'shootoutKick',
    'lineupsRevealed',
    'halfEnded',
  ]);
  // A Ball Out reveals the attack only: "The Defender discards all the Synergy Cards played this turn
  // without revealing them", so the defender's choice of hand card must stay hidden then.
  const revealing = (e: MneEvent) => REVEALING.has(e.type) && !(e.type === 'shotResolved' && e.outcome === 'ballOut');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      const rng = new Rng(seedRng(`event-leak-${seed}`));
      eachAction(seed, (s, a, n, { state: after, events }) => {
        const kinds = cardKinds(s);
        const present = new Set(idsIn(s, kinds));
        for (const viewer of VIEWERS) {
          const where = `seed ${seed} action ${n} (${a.type}), ${viewer}`;
          const mine = eventsFor(events, viewer);
          const before = viewJson(s, viewer);
          const afterView = viewJson(after, viewer);
          const compare = (what: string, events2: MneEvent[], after2: MneState, alternative = false) => {
            if (viewJson(after2, viewer) !== afterView) return counts.outcome++;
            assert.deepEqual(eventsFor(events2, viewer), mine, `${where}: events changed with ${what}`);
            counts.compared++;
            if (alternative) hiddenChoices.add(a.type);
          };
          // 1. Exchange cards the viewer cannot know before, during or after the action, in the state
          // and in the action (an opponent's face-down choice of a hand card becomes another card).
          const may = new Set([
            ...idsIn(viewFor(s, viewer), kinds),
            ...idsIn(viewFor(after, viewer), kinds),
            ...events.flatMap(revealedByRule),
          ]);
          const pool = [...present].filter((id) => !may.has(id));
          const pairs = randomPairs(rng, pool, kinds);
          if (pairs.size > 0) {
            const s2 = swapIds(s, pairs);
            const what = `cards exchanged (${[...pairs].map(([x, y]) => `${x}↔${y}`).join(' ')})`;
            assert.equal(viewJson(s2, viewer), before, `${where}: ${what} is not hidden from ${viewer}`);
            let r2;
            try {
              r2 = applyAction(s2, swapIds(a, pairs));
            } catch {
              counts.illegal++;
            }
            if (r2) compare(what, r2.events, r2.state);
          }
          // 2. Another legal action of the other seat that the viewer cannot tell apart afterwards
          // (another hand card played face down, another card kept, another penalty direction).
          const actor = currentSeat(s);
          if (actor === viewer) continue;
          const others = legalActions(s);
          for (let k = 0; k < 2 && others.length > 1; k++) {
            const b = rng.pick(others);
            if (JSON.stringify(b) === JSON.stringify(a)) continue;
            const r2 = applyAction(s, b);
            if ([...events, ...r2.events].some(revealing)) {
              counts.revealing++;
              continue;
            }
            compare(`another action ${JSON.stringify(b)}`, r2.events, r2.state, true);
          }
        }
      });
    }),
    { numRuns: MATCHES, seed: 37, includeErrorInReport: true },
  );
  assert.ok(counts.compared > MATCHES * 200, `only ${JSON.stringify(counts)}`);
  // The hidden choices the other seat must not be able to tell apart were each compared.
  for (const type of ['lineup', 'keep', 'commitAttack', 'penalty'])
    assert.ok(hiddenChoices.has(type), `no other ${type} action was compared`);
});

/**
 * Each hidden choice, made two ways from one position: every seat that may not see the choice gets
 * equal events (and an equal view afterwards), whichever was made.
 */
function sameForOthers(what: string, s: MneState, a: MneAction, b: MneAction, chooser: ViewerSeat): void {
  const ra = applyAction(s, a);
  const rb = applyAction(s, b);
  for (const viewer of VIEWERS) {
    if (viewer === chooser) continue;
    assert.deepEqual(eventsFor(rb.events, viewer), eventsFor(ra.events, viewer), `${what}: ${viewer}'s events`);
    assert.equal(viewJson(rb.state, viewer), viewJson(ra.state, viewer), `${what}: ${viewer}'s view`);
  }
  assert.notDeepEqual(ra.state, rb.state, `${what}: the two choices are one`);
}

test('event leaks: the lineup, the kick, the attack and defence hand cards reach only their seat', () => {
  // Home's lineup (before Away chose).
  let s = createMatch({ seed: 5 });
  while (s.phase === 'draft') s = applyAction(s, legalActions(s)[0] as MneAction).state;
  const lineups = legalActions(s);
  sameForOthers('lineup', s, lineups[0] as MneAction, lineups[lineups.length - 1] as MneAction, 'home');

  // A shot whose attack is 12 or more (Ball Out): the defence's cards are discarded unrevealed.
  const shot = scenario({
    step: 'player',
    control: 'aggressive',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['5a', '5b'] },
    away: { hand: ['1Ta', '3a'] },
    deck: ['4a', '3c', '2a'],
  });
  const attack = play(shot, { type: 'directAttack', card: 'h-wg', icon: 'h0.1' }).state;
  sameForOthers(
    'commitAttack',
    attack,
    { type: 'commitAttack', cards: ['5a'] },
    { type: 'commitAttack', cards: ['5b'] },
    'home',
  );
  const defence = play(attack, { type: 'commitAttack', cards: ['5a', '5b'] }).state;
  const r = applyAction(defence, { type: 'defend', add: 'hand', card: '1Ta' });
  assert.ok(
    r.events.some((e) => e.type === 'shotResolved' && e.outcome === 'ballOut'),
    'a Ball Out',
  );
  sameForOthers(
    'defend on a Ball Out',
    defence,
    { type: 'defend', add: 'hand', card: '1Ta' },
    { type: 'defend', add: 'hand', card: '3a' },
    'away',
  );

  // The kicker's direction, before the keeper chose.
  const tackle = scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: [] },
    away: { hand: ['1Ta'] },
    deck: ['2a', '2b'],
  });
  const kick = play(
    tackle,
    { type: 'directAttack', card: 'h-wg', icon: 'h0.1' },
    { type: 'defend', add: 'hand', card: '1Ta' },
  ).state;
  assert.equal(kick.step, 'penaltyKick');
  sameForOthers(
    'penalty kick',
    kick,
    { type: 'penalty', direction: 'left' },
    { type: 'penalty', direction: 'right' },
    'home',
  );
});
