import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from './errors.js';
import { BOT_LEVEL_ALIASES, BOT_LEVELS, LEVEL_TABLE, levelSpec, resolveLevel } from './levels.js';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';

/** States along a seeded greedy-vs-greedy match of either game, every `every` actions. */
function statesOf<S, A>(
  g: { createMatch(setup: { seed: number }): S; isOver(s: S): boolean; applyAction(s: S, a: A): { state: S } },
  bot: (s: S) => A,
  seed: number,
  every: number,
): S[] {
  const out: S[] = [];
  let s = g.createMatch({ seed });
  for (let n = 0; !g.isOver(s); n++) {
    if (n % every === 0) out.push(s);
    s = g.applyAction(s, bot(s)).state;
  }
  return out;
}

const mneStates = statesOf<mne.MneState, mne.MneAction>(mne, mne.greedyBot(5), 5, 7);
const mofStates = statesOf<mof.MofState, mof.MofAction>(mof, mof.greedyBot(), 5, 5);

test('the level table has every level for both games, weakest first, and the old names as aliases', () => {
  assert.deepEqual([...BOT_LEVELS], ['easy', 'normal', 'hard', 'expert']);
  assert.deepEqual(mne.BOT_LEVELS, BOT_LEVELS);
  assert.deepEqual(mof.BOT_LEVELS, BOT_LEVELS);
  for (const level of BOT_LEVELS) {
    assert.equal(resolveLevel(level), level);
    for (const game of ['mne', 'mof'] as const) assert.equal(levelSpec(game, level), LEVEL_TABLE[level][game]);
  }
  assert.equal(resolveLevel('greedy'), 'normal');
  assert.equal(resolveLevel('search'), 'hard');
  assert.deepEqual(Object.keys(BOT_LEVEL_ALIASES), ['greedy', 'search']);
  // Stronger levels search more: the budgets grow along the table.
  for (const game of ['mne', 'mof'] as const) {
    assert.equal(LEVEL_TABLE.normal[game].bot, 'greedy');
    assert.ok((LEVEL_TABLE.easy[game].mistakes ?? 0) > 0, `${game}: easy makes mistakes`);
    const hard = LEVEL_TABLE.hard[game].playouts ?? 0;
    assert.ok(hard > 0 && (LEVEL_TABLE.expert[game].playouts ?? 0) > hard, `${game}: expert searches more than hard`);
  }
  assert.throws(() => {
    (LEVEL_TABLE.expert.mne as { playouts?: number }).playouts = 1;
  }, TypeError);
});

test('an unknown level is a RuleError UNKNOWN_LEVEL naming the levels', () => {
  for (const bad of ['Expert', 'master', '', 'toString', '__proto__', 3, null, undefined]) {
    for (const make of [
      () => mne.botForLevel(bad as string, 1),
      () => mof.botForLevel(bad as string, 1),
      () => resolveLevel(bad),
    ]) {
      assert.throws(make, (e: unknown) => {
        assert.ok(isRuleError(e));
        assert.equal(e.code, 'UNKNOWN_LEVEL');
        assert.equal(e.field, 'level');
        assert.match(e.message, /easy, normal, hard, expert/);
        return true;
      });
    }
  }
  assert.throws(() => mne.botForLevel('hard', {} as unknown as number), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => mof.botForLevel('hard', 1, { timeMs: Number.NaN }), { code: 'INVALID_ARGUMENT' });
});

test('the old names play as before: greedy is normal, the same moves as the greedy bot', () => {
  const a = mne.botForLevel('greedy', 7);
  const b = mne.greedyBot(7);
  for (const s of mneStates) assert.deepEqual(a(s), b(s));
  const c = mof.botForLevel('normal', 7);
  const d = mof.greedyBot();
  for (const s of mofStates) assert.deepEqual(c(s), d(s));
});

test('easy makes mistakes: it leaves the greedy move now and then, reproducibly for its seed', () => {
  const choices = (seed: number) => {
    const bot = mne.botForLevel('easy', seed);
    return mneStates.map((s) => JSON.stringify(bot(s)));
  };
  const greedy = mne.greedyBot(3);
  const best = mneStates.map((s) => JSON.stringify(greedy(s)));
  const easy = choices(3);
  const differ = easy.filter((a, i) => a !== best[i]).length;
  // Counted where the greedy move is not the only one.
  const open = mneStates.filter((s) => mne.legalActions(s).length > 1).length;
  assert.ok(differ > 0 && differ < open, `easy left greedy's move ${differ} times of ${open}`);
  assert.deepEqual(choices(3), easy);
});

test('each level is deterministic for a seed (both games)', () => {
  for (const level of BOT_LEVELS) {
    // The search levels are costly: a few positions each.
    const step = LEVEL_TABLE[level].mne.bot === 'search' ? Math.ceil(mneStates.length / 3) : 1;
    const some = <S>(states: S[]) => states.filter((_, i) => i % step === 1);
    const mneA = mne.botForLevel(level, 11);
    const mneB = mne.botForLevel(level, 11);
    for (const s of some(mneStates)) assert.deepEqual(mneA(s), mneB(s), `mne ${level}`);
    const mofA = mof.botForLevel(level, 11);
    const mofB = mof.botForLevel(level, 11);
    for (const s of some(mofStates)) assert.deepEqual(mofA(s), mofB(s), `mof ${level}`);
  }
});

test('both games check a level bot’s options alike: not an object is INVALID_ARGUMENT, null is no options', () => {
  for (const make of [mne.botForLevel, mof.botForLevel] as ((l: string, s: number, o?: unknown) => unknown)[]) {
    assert.throws(() => make('hard', 1, 5), { code: 'INVALID_ARGUMENT' });
    assert.throws(() => make('hard', 1, { timeMs: 'soon' }), { code: 'INVALID_ARGUMENT' });
    assert.throws(() => make('expert', Number.POSITIVE_INFINITY), { code: 'INVALID_ARGUMENT' });
  }
  assert.equal(typeof mof.botForLevel('hard', 1, null as unknown as object), 'function');
});

test('MoF’s expert plays the search its tournament series was measured as (the tactic bias included)', () => {
  // The series in bench/tournament-results.json was played as this search bot: the level must be it.
  const measured = { playouts: 400, rollout: 'odds', bias: 0.5, observe: true, seed: 3 } as const;
  const expert = mof.botForLevel('expert', 3);
  const same = mof.searchBot({ ...measured, tacticBias: true });
  const withoutBias = mof.searchBot(measured);
  // The pre-match decisions of a greedy match: line-ups, then each manager's tactic.
  let s = mof.createMatch({ seed: 5 });
  const greedy = mof.greedyBot();
  let differs = 0;
  for (let n = 0; n < 4; n++) {
    const chosen = expert(s);
    assert.deepEqual(chosen, same(s), `decision ${n}`);
    if (JSON.stringify(chosen) !== JSON.stringify(withoutBias(s))) differs++;
    s = mof.applyAction(s, greedy(s)).state;
  }
  // The bias is what tells them apart here: without it the search chooses otherwise.
  assert.ok(differs > 0);
});
