import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { defaultData, indexOf } from './data/index.js';
import { applyAction, currentSeat, legalActions } from './engine.js';
import { greedyBot } from './bots.js';
import { bestTactic, kickOffOdds, lineupValues, tacticalRollChance } from './kick-off-odds.js';
import { computeLevels } from './rules/levels.js';
import { scenario } from './scenario.js';
import { searchBot } from './search-bot.js';
import { createMatch } from './setup.js';
import type { MatchState, MofAction, MofState, Side } from './types.js';
import { TACTICS } from './types.js';
import { matchRest, winOdds, WinOddsTable, type Holding } from './win-odds.js';

const none: Holding = { reroll: 0, extra: 0, skip: 0, disallow: 0 };
const close = (actual: number, expected: number, eps = 1e-12) =>
  assert.ok(Math.abs(actual - expected) < eps, `${actual} ≠ ${expected}`);
const plain = defaultData.players.filter((p) => !p.genius?.length).map((p) => p.id);

test('win odds: a rest of turns may end in a value of its own (a first half ending in the second half)', () => {
  const coin = { goal: 0.5, attackerReroll: 0.5, defenderReroll: 0.5 };
  // One home attack, then the half's end: up by one is worth 0.9 to home, level 0.4.
  const end = (diff: number) => (diff > 0 ? 0.9 : diff === 0 ? 0.4 : 0.1);
  const table = new WinOddsTable({
    attackers: [0],
    dice: [coin, coin],
    ha: 0,
    injuryChance: 0,
    injuryLeft: false,
    end,
  });
  close(table.turnStart(0, 0, 0, 0), 0.5 * 0.9 + 0.5 * 0.4);
});

test('tactical roll: with equal line-ups home wins (1 + Σp²) / 2 = 187/324 of the rolls, away holding the advantage 137/324', () => {
  // The tactic die 1–6 plus the genius die (1, 1, 2, 2, 2, 2): sums 2..8 with chances 1, 3, 3, 3, 3,
  // 3, 2 eighteenths, so two equal sums have chance Σp² = 50/324; a tie goes to home advantage.
  const s = scenario({
    home: { players: plain.slice(0, 3), manager: null },
    away: { players: plain.slice(3, 6), manager: null },
  });
  const ix = indexOf(s.data);
  const m = s.matches[0] as MatchState;
  const same = [plain.slice(0, 3), plain.slice(0, 3)] as const;
  close(tacticalRollChance(ix, s, m, same), 187 / 324);
  close(tacticalRollChance(ix, s, { ...m, ha: 1 }, same), 137 / 324);
});

test('kick-off odds with a tactic forced: the two halves join up into the whole match at that tactic', () => {
  const s = scenario({
    home: { players: plain.slice(0, 3), manager: null },
    away: { players: plain.slice(3, 6), manager: null },
  });
  const ix = indexOf(s.data);
  const m = s.matches[0] as MatchState;
  const lineups = [m.sides[0].lineup, m.sides[1].lineup] as const;
  for (const tactic of TACTICS) {
    const forced: MatchState = { ...m, forced: tactic, turn: 1 };
    const odds = kickOffOdds(ix, s, forced, lineups);
    assert.deepEqual(odds.tactics, [tactic]);
    const atTactic: MatchState = { ...forced, levels: computeLevels(ix, s, forced, tactic, false).levels };
    const whole = winOdds(matchRest(ix, atTactic, ix.homeAttacks, s.data.dice.tactic), 0, [none, none]);
    close(odds.value, whole);
    close(odds.first[0] as number, whole);
  }
});

test('kick-off odds: each half is worth home’s best tactic when it wins the roll and away’s best when it loses', () => {
  const s = scenario({
    home: { players: plain.slice(0, 3), manager: null },
    away: { players: plain.slice(3, 6), manager: null },
  });
  const ix = indexOf(s.data);
  const m = s.matches[0] as MatchState;
  const odds = kickOffOdds(ix, s, { ...m, forced: null }, [m.sides[0].lineup, m.sides[1].lineup]);
  assert.equal(odds.first.length, 4);
  close(odds.value, odds.roll * Math.max(...odds.first) + (1 - odds.roll) * Math.min(...odds.first));
  for (const v of odds.first) assert.ok(v > 0 && v < 1);
});

/** The state of a seeded greedy match at its first decision of `kind`. */
function atDecision(seed: number, kind: string): MofState {
  const bot = greedyBot();
  let s = createMatch({ seed });
  while (s.matches[0]?.pending?.kind !== kind) s = applyAction(s, bot(s)).state;
  return s;
}

test('line-up values: read from the squads, never from the face-down line-up of the other side', () => {
  let checked = 0;
  for (const seed of [1, 2, 3, 4]) {
    // The second pick: the first side's line-up is face down.
    let s = atDecision(seed, 'pickTeam');
    s = applyAction(s, greedyBot()(s)).state;
    const m = s.matches[0] as MatchState;
    const p = m.pending;
    if (p?.kind !== 'pickTeam') continue;
    const other: Side = p.side === 0 ? 1 : 0;
    const teams = legalActions(s).flatMap((a: MofAction) => (a.type === 'pickTeam' ? [a.players] : []));
    const values = lineupValues(s, p.side, teams) as number[];
    assert.equal(values.length, teams.length);
    for (const v of values) assert.ok(v >= 0 && v <= 1);
    // Another line-up face down for the other side: the same values.
    const squad = s.teams[m.sides[other].team]?.squad ?? [];
    const swapped = squad.filter((id) => !m.sides[other].lineup.includes(id)).concat(m.sides[other].lineup.slice(1));
    const sides = m.sides.map((sd, i) => (i === other ? { ...sd, lineup: swapped.slice(0, 3) } : sd));
    assert.notDeepEqual(sides[other]?.lineup, m.sides[other].lineup);
    const changed = { ...s, matches: [{ ...m, sides }] } as MofState;
    assert.deepEqual(lineupValues(changed, p.side, teams), values);
    checked++;
  }
  assert.ok(checked >= 3);
});

test('line-up values: the search with lineupOdds 1 fields the line-up the values rank first', () => {
  const s = atDecision(3, 'pickTeam');
  const p = s.matches[0]?.pending as { kind: 'pickTeam'; side: Side };
  const teams = legalActions(s).flatMap((a: MofAction) => (a.type === 'pickTeam' ? [a.players] : []));
  const values = lineupValues(s, p.side, teams) as number[];
  const best = teams[values.indexOf(Math.max(...values))];
  const action = searchBot({ playouts: 20, seed: 1, lineupOdds: 1 })(s);
  assert.equal(action.type, 'pickTeam');
  assert.deepEqual(action.type === 'pickTeam' ? action.players : null, best);
});

test('tactic by the odds: one of the four at each half, what the search bot with tacticOdds plays', () => {
  let tried = 0;
  for (const seed of [1, 4, 5]) {
    const bot = greedyBot();
    let s = createMatch({ seed });
    const odds = searchBot({ playouts: 10, seed, tacticOdds: true });
    while (s.stage !== 'over' && tried < 12) {
      const p = s.matches[0]?.pending;
      if (p?.kind === 'chooseTactic') {
        const t = bestTactic(s, p.side);
        assert.ok(t !== undefined && TACTICS.includes(t));
        assert.deepEqual(odds(s), { type: 'chooseTactic', tactic: t });
        tried++;
      } else if (currentSeat(s) !== null) assert.equal(bestTactic(s, 0), undefined);
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(tried >= 6);
});

test('tactic bias: the search tries the tactic the odds choose first (one playout plays it), greedy’s otherwise', () => {
  const s = atDecision(1, 'chooseTactic');
  const p = s.matches[0]?.pending as { kind: 'chooseTactic'; side: Side };
  const tactic = bestTactic(s, p.side);
  assert.notEqual(tactic, (greedyBot()(s) as { tactic?: string }).tactic, 'a decision where they differ');
  assert.deepEqual(searchBot({ playouts: 1, bias: 0.5, seed: 1, tacticBias: true })(s), {
    type: 'chooseTactic',
    tactic,
  });
  assert.deepEqual(searchBot({ playouts: 1, bias: 0.5, seed: 1 })(s), greedyBot()(s));
});

test('search options lineupOdds and tacticOdds: a bad value is an INVALID_ARGUMENT', () => {
  for (const options of [{ lineupOdds: -1 }, { lineupOdds: 1.5 }, { tacticOdds: 'yes' }, { tacticBias: 1 }]) {
    assert.throws(
      () => searchBot(options as never),
      (e: unknown) => isRuleError(e) && e.code === 'INVALID_ARGUMENT',
    );
  }
});
