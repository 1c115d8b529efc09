/**
 * `viewFor` leaks nothing (issue 9): over states from seeded random play, a seat's view holds no
 * card a seat may not see, and two states that differ only in what the seat may not see give equal
 * views. `PITCHSIDE_PROPERTY_MATCHES` scales the number of matches (a fiftieth of it, ≥ 50); every state with
 * hidden choices in flight (draft, lineup, shot, Tempo Control, shootout) and every fourth other one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Rng, seedRng } from '../core/rng.js';
import { applyAction, createMatch, isOver } from './match.js';
import { randomBot } from './bots.js';
import { viewFor } from './view.js';
import type { MneState, Seat, ViewerSeat } from './types.js';
import { swapWith } from '../core/test-fuzz.js';

const MATCHES = Math.max(50, Math.ceil(Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500) / 50));
const VIEWERS: ViewerSeat[] = ['home', 'away', 'spectator'];
const other = (seat: Seat): Seat => (seat === 'home' ? 'away' : 'home');

/** Every string in `v`, except inside the card data (which names every card by design). */
function stringsOf(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'data') stringsOf(x, out);
  return out;
}

/** Card ids `viewer` may not know in `s`. */
function hiddenFrom(s: MneState, viewer: ViewerSeat): string[] {
  const hidden = [...s.deck, ...s.discard, ...(s.draft?.stars ?? [])];
  for (const seat of ['home', 'away'] as const) {
    if (seat !== viewer) hidden.push(...s.teams[seat].hand);
  }
  if (s.step === 'tempo' && viewer !== s.active) hidden.push(...s.tempo);
  if (s.shot) {
    const defender = other(s.shot.attacker);
    for (const p of s.shot.attackCards) if (p.from === 'deck' || viewer !== s.shot.attacker) hidden.push(p.card);
    for (const p of s.shot.defenceCards) if (p.from === 'deck' || viewer !== defender) hidden.push(p.card);
  }
  return hidden;
}

/** States that differ from `s` only in what `viewer` may not see. */
function hiddenVariants(s: MneState, viewer: ViewerSeat, rng: Rng): { what: string; state: MneState }[] {
  const out: { what: string; state: MneState }[] = [];
  out.push({ what: 'deck shuffled', state: { ...s, deck: rng.shuffle(s.deck.slice()) } });
  out.push({ what: 'rng changed', state: { ...s, rng: [1, 2, 3, 4] } });
  {
    const [discard, deck] = swapWith(rng, s.discard, s.deck);
    out.push({ what: 'discard swapped with deck cards', state: { ...s, discard, deck } });
  }
  for (const seat of ['home', 'away'] as const) {
    if (seat === viewer) continue;
    const [hand, deck] = swapWith(rng, s.teams[seat].hand, s.deck);
    out.push({
      what: `${seat} hand swapped with deck cards`,
      state: { ...s, deck, teams: { ...s.teams, [seat]: { ...s.teams[seat], hand } } },
    });
    if (s.phase === 'lineup' && s.lineup[seat]) {
      const squad = [...s.teams[seat].front, ...s.teams[seat].subs];
      const starters = rng.shuffle(squad.slice()).slice(0, 10);
      out.push({ what: `${seat} lineup choice changed`, state: { ...s, lineup: { ...s.lineup, [seat]: starters } } });
    }
  }
  if (s.draft) {
    out.push({
      what: 'face-down stars reordered',
      state: { ...s, draft: { ...s.draft, stars: rng.shuffle(s.draft.stars.slice()) } },
    });
  }
  if (s.tempo.length > 0 && viewer !== s.active) {
    const [tempo, deck] = swapWith(rng, s.tempo, s.deck);
    out.push({ what: 'tempo cards swapped', state: { ...s, tempo, deck } });
  }
  if (s.shot) {
    const shot = s.shot;
    const defender = other(shot.attacker);
    const hide = (owner: Seat) => (p: { from: string }) => p.from === 'deck' || viewer !== owner;
    let deck = s.deck.slice();
    const swapHidden = (cards: typeof shot.attackCards, owner: Seat) =>
      cards.map((p) => {
        if (!hide(owner)(p) || deck.length === 0) return p;
        const j = rng.int(deck.length);
        const card = deck[j] as string;
        deck = deck.map((c, k) => (k === j ? p.card : c));
        return { ...p, card };
      });
    const attackCards = swapHidden(shot.attackCards, shot.attacker);
    const defenceCards = swapHidden(shot.defenceCards, defender);
    out.push({
      what: 'face-down synergy swapped',
      state: { ...s, deck, shot: { ...shot, attackCards, defenceCards } },
    });
    if (shot.kick !== null) {
      const kick = shot.kick === 'left' ? 'right' : 'left';
      // The kick is hidden from everyone but the kicker (the attacker).
      if (viewer !== shot.attacker)
        out.push({ what: 'penalty kick direction', state: { ...s, shot: { ...shot, kick } } });
    }
  }
  if (s.shootout?.kick != null && viewer !== s.shootout.kicker) {
    const kick = s.shootout.kick === 'left' ? 'right' : 'left';
    out.push({ what: 'shootout kick direction', state: { ...s, shootout: { ...s.shootout, kick } } });
  }
  return out;
}

test(`view leaks: over ${MATCHES} random matches, no view names a card its seat may not see, and hidden changes leave views equal`, () => {
  let states = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      const rng = new Rng(seedRng(`leak-${seed}`));
      let s = createMatch({ seed, shootout: true });
      const bot = randomBot(seed);
      for (let n = 0; ; n++) {
        const busy = s.phase !== 'play' || s.shot !== null || s.tempo.length > 0;
        if (busy || n % 4 === 0) states++;
        for (const viewer of busy || n % 4 === 0 ? VIEWERS : []) {
          const view = viewFor(s, viewer);
          const seen = stringsOf(view);
          for (const id of hiddenFrom(s, viewer)) {
            assert.ok(!seen.has(id), `seed ${seed} action ${n} (${s.phase}/${s.step}): ${viewer} sees hidden ${id}`);
          }
          const json = JSON.stringify({ ...view, data: null });
          for (const { what, state } of hiddenVariants(s, viewer, rng)) {
            assert.equal(
              JSON.stringify({ ...viewFor(state, viewer), data: null }),
              json,
              `seed ${seed} action ${n}: ${viewer}'s view changed with ${what}`,
            );
          }
        }
        if (isOver(s)) break;
        s = applyAction(s, bot(s)).state;
      }
    }),
    { numRuns: MATCHES, seed: 21, includeErrorInReport: true },
  );
  assert.ok(states > MATCHES * 20, `only ${states} states checked`);
});
