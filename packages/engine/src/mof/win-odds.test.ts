import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultData, indexOf } from './data/index.js';
import { applyAction, isOver, legalActions } from './engine.js';
import { holdingOf, matchOdds, onlyDiceLeft } from './match-odds.js';
import { goalChance, oddsRolloutBot } from './odds-rollout.js';
import { attackerNow } from './rules/wheel.js';
import { scenario } from './scenario.js';
import { searchBot } from './search-bot.js';
import { createMatch } from './setup.js';
import type { MatchState, MofState, Side } from './types.js';
import { attackDice, winOdds, type Holding, type MatchRest } from './win-odds.js';

const none: Holding = { reroll: 0, extra: 0, skip: 0, disallow: 0 };
// A coin-flip attack: a goal half the time, and a re-roll turns either result round half the time.
const coin = { goal: 0.5, attackerReroll: 0.5, defenderReroll: 0.5 };
const rest = (attackers: Side[], injuryLeft = false): MatchRest => ({
  attackers,
  dice: [coin, coin],
  ha: 0,
  injuryChance: 2 / 3,
  injuryLeft,
});
const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} ≠ ${expected}`);

test('win odds, one home attack left at 0–0: a goal wins, a miss draws (0.5 + 0.5 · ½)', () => {
  close(winOdds(rest([0]), 0, [none, none]), 0.75);
});

test('win odds: a re-roll held by the attacker turns half its misses into goals (0.75 + 0.25 · ½)', () => {
  close(winOdds(rest([0]), 0, [{ ...none, reroll: 1 }, none]), 0.875);
});

test("win odds: the defender's re-roll stops half the goals (0.25 + 0.75 · ½)", () => {
  close(winOdds(rest([0]), 0, [none, { ...none, reroll: 1 }]), 0.625);
});

test('win odds: a skip or a disallowed goal held by the defender takes the last attack away (a draw)', () => {
  close(winOdds(rest([0]), 0, [none, { ...none, skip: 1 }]), 0.5);
  close(winOdds(rest([0]), 0, [none, { ...none, disallow: 1 }]), 0.5);
});

test('win odds: an extra attack is taken when it helps, kept when it does not', () => {
  // Home leads 1–0, away attacks once more. Without an extra attack: ½ · draw + ½ · win = 0.75.
  close(winOdds(rest([1]), 1, [none, none]), 0.75);
  // With one: after a goal (1–1) away attacks again (½ · draw + ½ · loss for home = 0.25 < 0.5);
  // after a miss it attacks again too (0.75 < 1). So ½ · 0.25 + ½ · 0.75.
  close(winOdds(rest([1]), 1, [none, { ...none, extra: 1 }]), 0.5);
});

test('win odds, injury time: home advantage attacks on a 3+ of the tactic die when level or down by one', () => {
  // Level: ⅔ · (½ · win + ½ · draw) + ⅓ · draw.
  close(winOdds(rest([], true), 0, [none, none]), (2 / 3) * 0.75 + (1 / 3) * 0.5);
  // Down by one: only the attack that scores saves a draw.
  close(winOdds(rest([], true), -1, [none, none]), (2 / 3) * 0.25);
  // Down by two: no injury-time attack.
  close(winOdds(rest([], true), -2, [none, none]), 0);
  // The away side never gets it: up by one, home wins; down by one with away's advantage, no attack.
  close(winOdds({ ...rest([], true), ha: 1 }, -1, [none, none]), 0);
});

test('attack dice: the goal chance is the exact one, and a re-roll turns a result round with a chance in (0, 1)', () => {
  const plain = defaultData.players.filter((p) => !p.genius?.length).map((p) => p.id);
  const s = scenario({
    home: { players: plain.slice(0, 3) },
    away: { players: plain.slice(3, 6) },
    levels: { home: { att: 'red', def: 'green' }, away: { att: 'red', def: 'red' } },
  });
  const m = s.matches[0] as MatchState;
  const ix = indexOf(s.data);
  for (const side of [0, 1] as Side[]) {
    const d = attackDice(ix, m, side);
    close(d.goal, goalChance(ix, m, side));
    assert.ok(d.attackerReroll > 0 && d.attackerReroll < 1);
    assert.ok(d.defenderReroll > 0 && d.defenderReroll < 1);
  }
});

test('match odds: every second-half window is one the holdings explain, and the odds are a probability', () => {
  let windows = 0;
  for (let g = 0; g < 40; g++) {
    let s: MofState = createMatch({ seed: `win-odds:${g}` });
    const bot = oddsRolloutBot(g);
    while (!isOver(s)) {
      if (onlyDiceLeft(s)) {
        windows++;
        const m = s.matches[0] as MatchState;
        const p = m.pending as NonNullable<MatchState['pending']>;
        const attacker = m.roll?.attacker ?? attackerNow(s, m);
        const side: Side = p.kind === 'react' || p.kind === 'extra' ? p.side : attacker === 0 ? 1 : 0;
        const h = holdingOf(indexOf(s.data), s, m, side);
        const held =
          p.kind === 'react' ? h.reroll : p.kind === 'extra' ? h.extra : p.kind === 'preTurn' ? h.skip : h.disallow;
        assert.ok(held >= 1, `${p.kind} offered to side ${side}, which holds ${JSON.stringify(h)}`);
        const odds = matchOdds(s);
        assert.ok(odds >= 0 && odds <= 1, String(odds));
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(windows > 50, `only ${windows} windows`);
});

test('search with the odds cut: a legal move, the same for the same seed', () => {
  let s: MofState = createMatch({ seed: 'win-odds:search' });
  const random = oddsRolloutBot(3);
  while (!isOver(s) && !onlyDiceLeft(s)) s = applyAction(s, random(s)).state;
  assert.ok(!isOver(s));
  const a = searchBot({ seed: 5, playouts: 60, rollout: 'odds', observe: true, oddsCut: true })(s);
  const b = searchBot({ seed: 5, playouts: 60, rollout: 'odds', observe: true, oddsCut: true })(s);
  assert.deepEqual(a, b);
  assert.ok(legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a)));
});
