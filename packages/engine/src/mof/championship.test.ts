import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import { driveUntil, finish, passive, prefer } from './test-support.js';
import type { MofAction, MofData, MofEvent, MofState } from './types.js';
import { FIXTURES } from './rules/competition.js';
import { compareRows, decidedBy, standingsFrom } from './rules/winning-the-game.js';
import { playMatch } from '../core/bots.js';

const lk = mof.lookup(mof.defaultData);
const levelOf = (id: string) => lk.player(id)?.level;
const at = (stage: MofState['stage']) => (s: MofState) => s.stage === stage;

test('setup: two managers dealt, one kept with its budget; 1 gold, 2 silver, 3 bronze to buy from; wood fills to 3; +5M; 5 action cards', () => {
  let s = mof.createChampionship({ seed: 1 });
  assert.equal(s.teams.length, 4);
  for (const t of s.teams) assert.equal(t.managerOffer.length, 2);
  assert.equal(mof.currentSeat(s), 'p1');
  const pick = s.teams.find((t) => t.seat === 'p1')?.managerOffer[1] as string;
  s = mof.applyAction(s, { type: 'chooseManager', manager: pick }).state;
  const p1 = s.teams.findIndex((t) => t.seat === 'p1');
  assert.equal(s.teams[p1]?.money, lk.manager(pick)?.budget);
  assert.deepEqual(mof.viewFor(s, 'p1').teams[p1]?.managerOffer, []);
  s = driveUntil(s, at('buy')).state;
  for (const t of s.teams) {
    const bonus = t.manager === 'superAgent' ? 1 : 0;
    const by = (l: string) => t.offer.filter((id) => levelOf(id) === l).length;
    assert.deepEqual([by('gold'), by('silver'), by('bronze')], [1 + bonus, 2 + bonus, 3 + bonus]);
  }
  // p1 buys the dearest affordable player, the others buy nothing.
  const head = s.queue[0] as number;
  const budget = s.teams[head]?.money as number;
  const buy = mof
    .legalActions(s)
    .filter((a) => a.type === 'buyPlayer')
    .sort(
      (a, b) =>
        (lk.player((b as { player: string }).player)?.cost ?? 0) -
        (lk.player((a as { player: string }).player)?.cost ?? 0),
    )[0] as { type: 'buyPlayer'; player: string };
  const r = mof.applyAction(s, buy);
  const paid = (r.events.find((e) => e.type === 'playerBought') as { cost: number }).cost;
  s = driveUntil(r.state, at('matchday')).state;
  const t = s.teams[head];
  assert.equal(t?.money, budget - paid + 5);
  assert.equal(t?.squad.length, 3);
  assert.equal(t?.squad.filter((id) => levelOf(id) === 'wood').length, 2);
  assert.equal(t?.hand.length, 5);
});

test('Super Agent Partnership gets one extra player of each level; Youth Academy rolls 5 talents and keeps 2', () => {
  const data: MofData = mof.validateData({
    ...mof.defaultData,
    managers: mof.defaultData.managers.filter((m) => m.id === 'superAgent' || m.id === 'youthAcademy'),
  });
  let s = mof.createChampionship({ seed: 2, seats: 2, data });
  s = driveUntil(s, at('buy')).state;
  const sap = s.teams.find((t) => t.manager === 'superAgent');
  assert.equal(sap?.offer.length, 9);
  s = driveUntil(s, at('academy')).state;
  assert.equal(s.md, 2);
  const ya = s.teams.findIndex((t) => t.manager === 'youthAcademy');
  s = driveUntil(s, (x) => x.queue[0] === ya).state;
  const r = mof.applyAction(s, { type: 'rollAcademy' });
  const rolled = r.events.find((e) => e.type === 'academyRolled') as Extract<MofEvent, { type: 'academyRolled' }>;
  assert.ok(rolled.rolls.length >= 5);
  for (const roll of rolled.rolls) {
    const level = roll.player && levelOf(roll.player);
    if (roll.g) assert.equal(level, 'gold', 'Youth Academy draws gold on the genius face');
    else assert.equal(level, roll.face === 1 ? 'bronze' : 'silver');
  }
  const keeps = mof
    .legalActions(r.state)
    .filter((a): a is Extract<MofAction, { type: 'keepAcademy' }> => a.type === 'keepAcademy');
  assert.ok(keeps.some((a) => a.players.length === 2));
  assert.ok(keeps.every((a) => a.players.length <= 2));
  const limit = lk.manager('youthAcademy')?.academy as number;
  for (const a of keeps)
    assert.ok(a.players.filter((id) => (lk.player(id)?.cost ?? 0) > limit).every((id) => levelOf(id) === 'gold'));
});

test('academy: two rolls keep one within the limit; Wonderkid draws gold on the genius face', () => {
  const result = (() => {
    for (let seed = 0; seed < 60; seed++) {
      let s = mof.createChampionship({ seed, seats: 2 });
      s = driveUntil(s, at('academy')).state;
      const t = s.queue[0] as number;
      if (s.teams[t]?.manager === 'youthAcademy') continue;
      // Give the manager a Wonderkid card (states are plain data).
      s = { ...s, teams: s.teams.map((x, i) => (i === t ? { ...x, hand: ['wonderkid'], money: 5 } : x)) };
      assert.ok(mof.legalActions(s).some((a) => a.type === 'playCard' && a.card === 'wonderkid'));
      s = mof.applyAction(s, { type: 'playCard', card: 'wonderkid' }).state;
      assert.equal(s.teams[t]?.wonderkid, true);
      const r = mof.applyAction(s, { type: 'rollAcademy' });
      const rolled = r.events.find((e) => e.type === 'academyRolled') as Extract<MofEvent, { type: 'academyRolled' }>;
      const limit = lk.manager(s.teams[t]?.manager ?? '')?.academy as number;
      const fits = rolled.rolls.slice(0, 2).some((x) => x.player && (lk.player(x.player)?.cost ?? 99) <= limit);
      if (!fits) assert.ok(rolled.rolls.length > 2, 'rolls again until one talent fits');
      const gold = rolled.rolls.find((x) => x.g);
      if (!gold) continue;
      return { r, gold, t };
    }
    return null;
  })();
  assert.ok(result, 'a genius face was rolled');
  assert.equal(levelOf(result.gold.player as string), 'gold');
  const keeps = mof
    .legalActions(result.r.state)
    .filter((a): a is Extract<MofAction, { type: 'keepAcademy' }> => a.type === 'keepAcademy');
  assert.ok(
    keeps.some((a) => a.players.includes(result.gold.player as string)),
    'the gold talent is kept regardless of cost',
  );
  assert.ok(keeps.every((a) => a.players.length <= 1));
});

test('transfer market after matchday 3: +3M, one gold, silver and bronze to buy, 5 more cards with a hand limit of 5, squads down to 6', () => {
  let s = mof.createChampionship({ seed: 3, seats: 4 });
  const buyAll = prefer(
    (a) => a.type === 'buyPlayer',
    (a) => a.type === 'keepAcademy' && a.players.length > 0,
  );
  s = driveUntil(s, at('academy'), buyAll).state;
  s = driveUntil(s, (x) => x.stage === 'market' && x.md === 3, buyAll).state;
  for (const i of s.queue) {
    const t = s.teams[i];
    assert.deepEqual(t?.offer.map(levelOf), ['gold', 'silver', 'bronze']);
  }
  const before = s.teams.map((t) => t.money);
  void before;
  const seen = new Set<MofState['stage']>();
  s = driveUntil(
    s,
    (x) => x.stage === 'matchday' && x.md === 4,
    (legal, x) => {
      seen.add(x.stage);
      if (x.stage === 'discard') assert.ok((x.teams[x.queue[0] as number]?.hand.length ?? 0) > 5);
      if (x.stage === 'release') assert.ok((x.teams[x.queue[0] as number]?.squad.length ?? 0) > 6);
      return buyAll(legal, x);
    },
  ).state;
  assert.ok(seen.has('discard'));
  for (const t of s.teams) {
    assert.ok(t.hand.length <= 5);
    assert.ok(t.squad.length <= 6);
  }
});

test('the six matchdays follow the results pad; academy after MD2, market after MD3; points 3/1/0', () => {
  const { state, events } = finish(mof.createChampionship({ seed: 4, seats: 3 }));
  const starts = events.filter((e): e is Extract<MofEvent, { type: 'matchStarted' }> => e.type === 'matchStarted');
  const letter = (team: number) => team; // teams are in letter order A–D
  FIXTURES.forEach((pairs, md) => {
    const got = starts.filter((e) => e.md === md + 1).map((e) => [letter(e.home), letter(e.away)]);
    assert.deepEqual(got, pairs);
  });
  const stages = events
    .filter((e) => e.type === 'stageStarted')
    .map((e) => (e.type === 'stageStarted' ? `${e.stage}@${e.md}` : ''));
  assert.deepEqual(
    stages.filter((x) => !x.startsWith('release') && !x.startsWith('discard')),
    [
      'buy@0',
      'matchday@1',
      'matchday@2',
      'academy@2',
      'matchday@3',
      'market@3',
      'matchday@4',
      'matchday@5',
      'matchday@6',
    ],
  );
  const table = mof.standings(state)[0] ?? [];
  for (const row of table) assert.equal(row.points, row.won * 3 + row.drawn);
  assert.equal(state.champion, table[0]?.team);
  const over = events.find((e) => e.type === 'championshipOver');
  assert.ok(over && over.type === 'championshipOver' && over.champion === state.champion);
});

test('2–3 persons: non-person teams fill the championship; they have no manager, money or cards and keep their tactic', () => {
  const s = mof.createChampionship({ seed: 5, seats: 2 });
  const npts = s.teams.filter((t) => t.seat === null);
  assert.equal(npts.length, 2);
  for (const t of npts) {
    assert.equal(t.manager, null);
    assert.equal(t.squad.length, 3);
  }
  const { state, events } = finish(s);
  for (const [i, t] of state.teams.entries())
    if (t.seat === null) assert.deepEqual([t.money, t.hand.length], [0, 0], `team ${i}`);
  // Their tactic card is always the same; a match between two of them needs no decision.
  const tactics = new Map(npts.map((t) => [t.name, mof.lookup(state).nonPersonTeam(t.npt as string)?.tactic]));
  assert.equal(tactics.size, 2);
  const bothNpt = events.filter((e) => e.type === 'fullTime');
  assert.equal(bothNpt.length, 12);
  assert.throws(
    () => mof.createChampionship({ seats: 1 }),
    (e: unknown) => (e as { code: string }).code === 'INVALID_SETUP',
  );
  assert.throws(
    () => mof.createChampionship({ seats: 9 }),
    (e: unknown) => (e as { code: string }).code === 'INVALID_SETUP',
  );
});

test('outsiders may play Disallowed Goal in a match they are not in', () => {
  const found = (() => {
    for (let seed = 0; seed < 40; seed++) {
      let s = mof.createChampionship({ seed, seats: 4 });
      s = driveUntil(s, at('matchday')).state;
      // Only the persons of match 1 hold the card, so in match 0 they are outsiders.
      const holders = [s.matches[1]?.sides[0].team, s.matches[1]?.sides[1].team];
      s = {
        ...s,
        teams: s.teams.map((t, i) => ({
          ...t,
          hand: t.seat && holders.includes(i) ? ['disallowedGoal', 'disallowedGoal'] : [],
          money: 9,
        })),
      };
      const { events, state } = driveUntil(
        s,
        (x) => x.md > 1,
        prefer((a) => a.type === 'disallowGoal'),
      );
      const d = events.find((e) => e.type === 'goalDisallowed') as
        Extract<MofEvent, { type: 'goalDisallowed' }> | undefined;
      if (!d) continue;
      const m = s.matches[d.match];
      const inMatch = [m?.sides[0].team, m?.sides[1].team].map((t) => state.teams[t as number]?.seat);
      if (!inMatch.includes(d.by)) return d;
    }
    return null;
  })();
  assert.ok(found, 'an outsider disallowed a goal');
  assert.equal(found.source, 'disallowedGoal');
});

test('5–8 persons: two championships in parallel, shared academy and market, then a two-match final with home and away alternating', () => {
  const { state, events } = finish(mof.createChampionship({ seed: 6, seats: 6 }));
  assert.equal(state.teams.length, 8);
  assert.deepEqual(
    [0, 1].map((g) => state.teams.filter((t) => t.group === g).length),
    [4, 4],
  );
  assert.equal(events.filter((e) => e.type === 'stageStarted' && e.stage === 'academy').length, 1);
  const legs = state.results.filter((r) => r.md > 6);
  assert.equal(legs.length, 2);
  assert.deepEqual([legs[0]?.home, legs[0]?.away], [legs[1]?.away, legs[1]?.home]);
  const tables = mof.standings(state);
  assert.equal(tables.length, 3);
  assert.deepEqual(new Set([legs[0]?.home, legs[0]?.away]), new Set([tables[0]?.[0]?.team, tables[1]?.[0]?.team]));
  const [f1, f2] = tables[2] ?? [];
  const level = f1 && f2 && f1.points === f2.points && f1.gd === f2.gd && f1.gf === f2.gf && f1.away === f2.away;
  if (!level) assert.equal(state.champion, f1?.team, 'the final table decides');
  assert.ok(state.champion === legs[0]?.home || state.champion === legs[0]?.away);
});

test('fixtures: the exported results-pad pairings name every league match of each matchday, in order', () => {
  assert.equal(mof.MATCHDAYS, 6);
  assert.equal(mof.FIXTURES, FIXTURES);
  for (const seats of [3, 6]) {
    const { state } = finish(mof.createChampionship({ seed: 11, seats }));
    for (let md = 1; md <= mof.MATCHDAYS; md++) {
      const played = state.results
        .filter((r) => r.md === md)
        .map((r) => ({ home: r.home, away: r.away, group: r.group }));
      assert.deepEqual(mof.fixtures(state, md), played, `${seats} persons, matchday ${md}`);
    }
    // Known from the start: the first state already names every pairing.
    const start = mof.createChampionship({ seed: 11, seats });
    assert.deepEqual(mof.fixtures(start, 6), mof.fixtures(state, 6));
  }
});

test('standings: finalists level on every tie-breaker of the two legs are ranked by their championship records, as the champion is', () => {
  let found = 0;
  for (let seed = 0; seed < 400 && found < 3; seed++) {
    const setup = { seed, seats: 5 + (seed % 4) };
    const seats = mof.createChampionship(setup).seats;
    const bots = Object.fromEntries(seats.map((p, i) => [p, mof.randomBot(seed * 10 + i)]));
    const { state } = playMatch(mof.championshipGame, setup, bots);
    const legs = state.results.filter((r) => r.md > mof.MATCHDAYS);
    const [a, b] = [legs[0]?.home as number, legs[0]?.away as number];
    const [x, y] = standingsFrom(legs, [a, b]);
    if (!x || !y || decidedBy(x, y) !== 'order') continue;
    found++;
    const final = mof.standings(state)[2] ?? [];
    assert.equal(final[0]?.team, state.champion, `seed ${seed}: the final table's leader is the champion`);
    // The championship records (each team's row in its group table) decide, by the usual comparison.
    const league = state.results.filter((r) => r.md <= mof.MATCHDAYS);
    const record = (t: number) =>
      standingsFrom(
        league.filter((r) => r.group === state.teams[t]?.group),
        state.teams.flatMap((u, i) => (u.group === state.teams[t]?.group ? [i] : [])),
      ).find((r) => r.team === t) as mof.StandingRow;
    const better = compareRows([a, b])(record(a), record(b)) <= 0 ? a : b;
    assert.equal(final[0]?.team, better, `seed ${seed}`);
    assert.deepEqual(final.map((r) => r.team).sort(), [a, b].sort());
  }
  assert.ok(found > 0, 'no championship with level finalists among the seeds tried');
});

test("simultaneous matches: a matchday's matches advance turn by turn together", () => {
  const run = (simultaneous: boolean) => {
    const s = mof.createChampionship({ seed: 7, seats: 2, options: { simultaneous } });
    const { events } = driveUntil(s, (x) => x.md > 1);
    return events
      .filter((e) => e.type === 'turnStarted' && !e.extra && e.turn <= 12)
      .map((e) => (e.type === 'turnStarted' ? e.match : -1));
  };
  const seq = run(false);
  const sim = run(true);
  assert.deepEqual(seq, [...Array(12).fill(0), ...Array(12).fill(1)]);
  assert.deepEqual(
    sim,
    Array.from({ length: 24 }, (_, i) => i % 2),
  );
  assert.equal(seq.length, sim.length);
  void passive;
});
