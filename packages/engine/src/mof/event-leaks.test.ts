/**
 * `eventsFor` leaks nothing and hides no more than it must (issue 9; the events' counterpart of
 * view-leaks.test.ts). Over seeded random championships of 2 to 8 managers (random bot, card swaps
 * more often than its default), for every action and every viewer (each seat and 'spectator'):
 * - every player, manager and action card id the viewer's events name is one it may know then:
 *   visible in its view before or after the action, or shown to everyone by a rule at that event;
 * - every id `eventsFor` removed is one the viewer may not know (it did not hide too much), and the
 *   managers and players dealt to a seat's own team are named for it;
 * - `eventsFor` leaves its input alone and only blanks ids: same count, order, types and fields;
 * - states and actions that differ only in what the viewer cannot see give it equal events, unless
 *   the view after the action differs (then the public outcome depended on the hidden thing).
 * `PITCHSIDE_PROPERTY_MATCHES` scales the number of championships (a hundredth of it, ≥ 5).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Rng, seedRng } from '../core/rng.js';
import { assertRedacted, idsIn, randomPairs, swapIds } from '../core/test-hidden-ids.js';
import * as mof from './index.js';
import type { MofAction, MofEvent, MofState } from './types.js';

const CHAMPIONSHIPS = Math.max(5, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 100));
/** Card swaps are rare with the bot's default rate; a tenth of the decisions that allow one. */
const SWAP_RATE = 0.1;

/**
 * Ids by kind: hidden ones are only ever exchanged for hidden ones of the same kind (a gold player
 * for a gold player, so the stacks stay stacks of their level). Non-person teams' players are
 * public data and not listed.
 */
function idKinds(s: MofState): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const p of s.data.players) kinds.set(p.id, `player:${p.level}`);
  for (const m of s.data.managers) kinds.set(m.id, 'manager');
  for (const c of s.data.cards) kinds.set(c.id, 'card');
  return kinds;
}

const viewJson = (s: MofState, seat: string) => JSON.stringify({ ...mof.viewFor(s, seat), data: null });

/**
 * Ids shown to everyone at event `e` although the view after the action may no longer show them.
 * An action card swapped or discarded goes onto the discard pile ("they must discard cards before
 * picking new ones from the stack"), which the views show to everyone (`decks.usedCards`; the
 * rulebook does not say the pile is face down); the pile may be shuffled back into the stack
 * within the same action (when the stack runs out for the new card). The cards and players other
 * rules reveal (pre-match cards, players on the field) stay in the views.
 */
function revealedByRule(e: MofEvent): string[] {
  return e.type === 'cardSwapped' || e.type === 'cardDiscarded' ? [e.card] : [];
}

type Applied = { state: MofState; events: MofEvent[] };

/** What is played: a championship (its matches one after the other, or simultaneous) or a stand-alone match. */
type Variant = 'championship' | 'simultaneous' | 'match';
/** Each run plays a championship (its matches in turn, or simultaneous) and a stand-alone match. */
const variantsOf = (simultaneous: boolean): Variant[] => [simultaneous ? 'simultaneous' : 'championship', 'match'];

const create = (variant: Variant, seed: number, persons: number): MofState =>
  variant === 'match'
    ? mof.createMatch({ seed, options: { stepTurns: seed % 2 === 0 } })
    : mof.createChampionship({ seed, seats: persons, options: { simultaneous: variant === 'simultaneous' } });

/** Plays a seeded random game, calling `check` with every action and what it gave. */
function eachAction(
  variant: Variant,
  seed: number,
  persons: number,
  check: (s: MofState, a: MofAction, n: number, r: Applied) => void,
) {
  let s = create(variant, seed, persons);
  const bot = mof.randomBot(seed, SWAP_RATE);
  for (let n = 0; !mof.isOver(s); n++) {
    const a = bot(s);
    const r = mof.applyAction(s, a);
    check(s, a, n, r);
    s = r.state;
  }
}

/** The ids in `seat`'s view of `s`, memoized (each state is the state after one action and before the next). */
const viewIds = (() => {
  const memo = new WeakMap<MofState, Map<string, Set<string>>>();
  return (s: MofState, seat: string, kinds: Map<string, string>): Set<string> => {
    const bySeat = memo.get(s) ?? new Map<string, Set<string>>();
    memo.set(s, bySeat);
    const ids = bySeat.get(seat) ?? new Set(idsIn(mof.viewFor(s, seat), kinds));
    bySeat.set(seat, ids);
    return ids;
  };
})();

const viewers = (s: MofState) => [...s.seats, 'spectator'];
const ownsTeam = (s: MofState, team: number, seat: string) => seat !== 'spectator' && s.teams[team]?.seat === seat;

test(`event leaks: over ${CHAMPIONSHIPS} random championships (also simultaneous) and stand-alone matches, each viewer's events name only ids it may know, and all those it may know`, () => {
  // (managersDealt is not here: the managers are dealt by createChampionship, before any action.)
  const own = { playersDealt: 0, cardSwapped: 0, academyRolled: 0, woodDrawn: 0 };
  let checked = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 8 }),
      fc.boolean(),
      (seed, persons, simultaneous) => {
        for (const variant of variantsOf(simultaneous))
          eachAction(variant, seed, persons, (s, a, n, { state: after, events }) => {
            const kinds = idKinds(s);
            const raw = JSON.stringify(events);
            for (const seat of viewers(s)) {
              const where = `${variant} seed ${seed}/${persons} action ${n} (${a.type}), ${seat}`;
              const mine = mof.eventsFor(s, events, seat);
              assert.equal(JSON.stringify(events), raw, `${where}: eventsFor changed its input`);
              assert.equal(mine.length, events.length, `${where}: event count`);
              const before = viewIds(s, seat, kinds);
              const known = viewIds(after, seat, kinds);
              const may = new Set([...before, ...known]);
              events.forEach((e, i) => {
                const r = mine[i] as MofEvent;
                // Blanked ids are checked against the view after only: ids come round again (a discarded
                // player reshuffled and dealt to another team was public before, and is hidden again).
                assertRedacted(e, r, kinds, {
                  may,
                  known,
                  shown: revealedByRule(e),
                  where: `${where} event ${i}`,
                  viewer: seat,
                });
                // What a seat's own client needs: the managers, players, academy talents and wood player
                // drawn for it, its swapped card. (A wood player is drawn just before its team is picked:
                // its match is in the state after.)
                const team =
                  e.type === 'woodDrawn' ? after.matches[e.match]?.sides[e.side].team : 'team' in e ? e.team : -1;
                const ownEvent = e.type in own;
                if (ownEvent && ownsTeam(s, team ?? -1, seat)) {
                  assert.deepEqual(r, e, `${where}: ${e.type} of its own team is redacted`);
                  own[e.type as keyof typeof own]++;
                }
              });
              checked++;
            }
          });
      },
    ),
    { numRuns: CHAMPIONSHIPS, seed: 41, includeErrorInReport: true },
  );
  assert.ok(checked > CHAMPIONSHIPS * 300, `only ${checked} action-viewer pairs checked`);
  for (const [type, count] of Object.entries(own)) assert.ok(count > 0, `no own ${type} event was checked`);
});

test(`event leaks: over ${CHAMPIONSHIPS} random championships (also simultaneous) and stand-alone matches, hidden differences (ids exchanged, another hidden choice) leave each viewer's events equal`, () => {
  const counts = { compared: 0, illegal: 0, outcome: 0, movedOn: 0, reshuffled: 0 };
  const hiddenChoices = new Set<string>();
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 8 }),
      fc.boolean(),
      (seed, persons, simultaneous) => {
        const rng = new Rng(seedRng(`event-leak-${seed}`));
        for (const variant of variantsOf(simultaneous))
          eachAction(variant, seed, persons, (s, a, n, { state: after, events }) => {
            const kinds = idKinds(s);
            const present = new Set(idsIn(s, kinds));
            // Another action may differ in public things the view after no longer shows: when a stage
            // starts among the events, the matches played on the way (their substitutions, cards and
            // goals were public then) are gone from it. No comparison then.
            const movedOn = (evs: MofEvent[]) => evs.some((e) => e.type === 'stageStarted');
            // Likewise when the discard pile, which showed a swapped or discarded card, was shuffled
            // back into the stack within the action (see revealedByRule).
            const reshuffled = (evs: MofEvent[], s2: MofState) =>
              evs.some((e) => revealedByRule(e).length > 0) && s2.decks.usedCards.length < s.decks.usedCards.length;
            // 2. Other legal actions of the seat to act, for the viewers that cannot tell them apart
            // afterwards (another tactic or team picked, another card played face down).
            const actor = mof.currentSeat(s);
            const others = mof.legalActions(s);
            const alternatives = [0, 1]
              .map(() => rng.pick(others))
              .filter((b) => JSON.stringify(b) !== JSON.stringify(a))
              .map((b) => ({ b, r: mof.applyAction(s, b) }));
            // The spectator and up to two seats each action (every seat in turn over a championship).
            const seats = rng.shuffle(s.seats.slice()).slice(0, 2);
            for (const seat of ['spectator', ...seats]) {
              const where = `${variant} seed ${seed}/${persons} action ${n} (${a.type}), ${seat}`;
              const mine = mof.eventsFor(s, events, seat);
              const viewBefore = mof.viewFor(s, seat);
              const viewAfter = mof.viewFor(after, seat);
              const afterJson = JSON.stringify({ ...viewAfter, data: null });
              const compare = (what: string, s2: MofState, r2: Applied, alternative = false) => {
                if (alternative && (movedOn(events) || movedOn(r2.events))) return counts.movedOn++;
                if (alternative && (reshuffled(events, after) || reshuffled(r2.events, r2.state)))
                  return counts.reshuffled++;
                if (viewJson(r2.state, seat) !== afterJson) return counts.outcome++;
                assert.deepEqual(mof.eventsFor(s2, r2.events, seat), mine, `${where}: events changed with ${what}`);
                counts.compared++;
                if (alternative) hiddenChoices.add(a.type);
              };
              // 1. Exchange ids the viewer cannot know before, during or after the action, in the state
              // and in the action (another manager's hand, offers, the stacks' order, face-down cards).
              const may = new Set([
                ...idsIn(viewBefore, kinds),
                ...idsIn(viewAfter, kinds),
                ...events.flatMap(revealedByRule),
              ]);
              const pairs = randomPairs(
                rng,
                [...present].filter((id) => !may.has(id)),
                kinds,
              );
              if (pairs.size > 0) {
                const s2 = swapIds(s, pairs);
                const what = `ids exchanged (${[...pairs].map(([x, y]) => `${x}↔${y}`).join(' ')})`;
                const beforeJson = JSON.stringify({ ...viewBefore, data: null });
                assert.equal(viewJson(s2, seat), beforeJson, `${where}: ${what} is not hidden from ${seat}`);
                let r2;
                try {
                  r2 = mof.applyAction(s2, swapIds(a, pairs));
                } catch {
                  counts.illegal++;
                }
                if (r2) compare(what, s2, r2);
              }
              if (actor !== seat)
                for (const { b, r } of alternatives) compare(`another action ${JSON.stringify(b)}`, s, r, true);
            }
          });
      },
    ),
    { numRuns: CHAMPIONSHIPS, seed: 43, includeErrorInReport: true },
  );
  assert.ok(counts.compared > CHAMPIONSHIPS * 300, `only ${JSON.stringify(counts)}`);
  // The hidden choices the other seats must not be able to tell apart were each compared.
  for (const type of ['pickTeam', 'chooseTactic', 'playCard'])
    assert.ok(hiddenChoices.has(type), `no other ${type} action was compared`);
});
