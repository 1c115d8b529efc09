/**
 * `viewFor` leaks nothing (issue 9): over states from seeded random championships, a seat's view
 * holds none of the hidden parts (other managers' action cards and offers, stack order, face-down
 * tactics, players and cards), and states that differ only in those give equal views.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Rng, seedRng } from '../core/rng.js';
import * as mof from './index.js';
import type { MatchState, MofState, SideState, Tactic } from './types.js';
import { swapWith } from '../core/test-fuzz.js';

const CHAMPIONSHIPS = Math.max(10, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 500));
const TACTICS: Tactic[] = ['possession', 'direct', 'physical', 'defensive'];

const ownsSide = (s: MofState, m: MatchState, side: 0 | 1, seat: string) => s.teams[m.sides[side].team]?.seat === seat;

/** States that differ from `s` only in what `seat` may not see. */
function hiddenVariants(s: MofState, seat: string, rng: Rng): { what: string; state: MofState }[] {
  const out: { what: string; state: MofState }[] = [];
  const d = s.decks;
  out.push({ what: 'rng changed', state: { ...s, rng: [5, 6, 7, 8] } });
  out.push({
    what: 'stacks shuffled',
    state: {
      ...s,
      decks: {
        ...d,
        gold: rng.shuffle(d.gold.slice()),
        silver: rng.shuffle(d.silver.slice()),
        bronze: rng.shuffle(d.bronze.slice()),
        wood: rng.shuffle(d.wood.slice()),
        actions: rng.shuffle(d.actions.slice()),
      },
    },
  });
  for (const [i, t] of s.teams.entries()) {
    if (t.seat === seat) continue;
    const [hand, actions] = swapWith(rng, t.hand, d.actions);
    const teams = s.teams.slice();
    teams[i] = { ...t, hand };
    out.push({
      what: `team ${i} hand swapped with the action stack`,
      state: { ...s, teams, decks: { ...d, actions } },
    });
    const managers = s.data.managers.map((m) => m.id);
    const teams2 = s.teams.slice();
    teams2[i] = { ...t, managerOffer: t.managerOffer.map(() => rng.pick(managers)) };
    out.push({ what: `team ${i} manager offer changed`, state: { ...s, teams: teams2 } });
  }
  for (const [mi, m] of s.matches.entries()) {
    for (const side of [0, 1] as const) {
      if (ownsSide(s, m, side, seat)) continue;
      const sd = m.sides[side];
      const change = (what: string, patch: Partial<SideState>) => {
        const sides = m.sides.slice() as MatchState['sides'];
        sides[side] = { ...sd, ...patch };
        const matches = s.matches.slice();
        matches[mi] = { ...m, sides };
        out.push({ what: `match ${mi} side ${side}: ${what}`, state: { ...s, matches } });
      };
      if (sd.tactic !== null && !sd.revealed)
        change('face-down tactic', { tactic: TACTICS.find((t) => t !== sd.tactic) ?? null });
      if (sd.facedown.length > 0)
        change('face-down cards', {
          facedown: sd.facedown.map((c) => ({ ...c, card: rng.pick(d.usedCards.length ? d.usedCards : [c.card]) })),
        });
      if (!m.shown && m.phase !== 'over' && sd.lineup.length > 0)
        change('face-down players', { lineup: rng.shuffle(sd.lineup.slice()).reverse() });
    }
  }
  return out;
}

/** Parts of a view that must be empty for `seat`. */
function checkEmptied(s: MofState, seat: string, where: string): void {
  const v = mof.viewFor(s, seat);
  assert.deepEqual(v.rng, [0, 0, 0, 0], `${where}: rng`);
  for (const k of ['gold', 'silver', 'bronze', 'wood', 'actions'] as const)
    assert.equal(v.decks[k].length, 0, `${where}: ${k} stack`);
  for (const [i, t] of v.teams.entries()) {
    if (s.teams[i]?.seat === seat) continue;
    assert.equal(t.hand.length + t.offer.length + t.managerOffer.length, 0, `${where}: ${seat} sees team ${i}'s cards`);
  }
  for (const m of v.matches) {
    for (const side of [0, 1] as const) {
      const real = s.matches[v.matches.indexOf(m)]!;
      if (ownsSide(s, real, side, seat)) continue;
      assert.equal(m.sides[side].facedown.length, 0, `${where}: ${seat} sees face-down cards`);
      if (!real.sides[side].revealed)
        assert.equal(m.sides[side].tactic, null, `${where}: ${seat} sees a face-down tactic`);
    }
  }
}

test(`view leaks: over ${CHAMPIONSHIPS} random championships, views hide other managers' cards, stacks and face-down choices, and hidden changes leave views equal`, () => {
  let states = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 8 }), (seed, persons) => {
      const rng = new Rng(seedRng(`leak-${seed}`));
      let s = mof.createChampionship({ seed, seats: persons });
      const bot = mof.randomBot(seed);
      for (let n = 0; ; n++) {
        if (n % 3 === 0 || mof.isOver(s)) {
          states++;
          for (const seat of [...s.seats, 'spectator']) {
            const where = `seed ${seed} action ${n} (${s.stage})`;
            checkEmptied(s, seat, where);
            const json = JSON.stringify({ ...mof.viewFor(s, seat), data: null });
            for (const { what, state } of hiddenVariants(s, seat, rng)) {
              assert.equal(
                JSON.stringify({ ...mof.viewFor(state, seat), data: null }),
                json,
                `${where}: ${seat}'s view changed with ${what}`,
              );
            }
          }
        }
        if (mof.isOver(s)) break;
        s = mof.applyAction(s, bot(s)).state;
      }
    }),
    { numRuns: CHAMPIONSHIPS, seed: 23, includeErrorInReport: true },
  );
  assert.ok(states > CHAMPIONSHIPS * 50, `only ${states} states checked`);
});
