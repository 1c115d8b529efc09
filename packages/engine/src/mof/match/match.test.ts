import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from '../index.js';
import { driveUntil, exampleData, findSeed, finish, match, passive, pending, prefer } from '../test-support.js';
import type { MofAction, MofEvent, MofState, Tactic } from '../types.js';
import { substitutionChoices } from '../rules/half-time.js';
import { indexOf } from '../data/index.js';

const ex = exampleData();
const NO_CARDS_SETUP = { manager: 'jogaBonito', cards: [] as string[] };
const has = (s: MofState, pred: (a: MofAction) => boolean) => mof.legalActions(s).some(pred);

test('worked example: tactical value 15 (players 4 + 1 + 1, dice 5, Master Tactician 2, Chalkboard Session 2)', () => {
  const s = mof.scenario({
    data: ex,
    home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['chalkboard'] },
    away: { players: ['op1', 'op2', 'op3'] },
  });
  const b = mof.tacticalBreakdown(s, 'home');
  assert.deepEqual(b.players, [4, 1, 1]);
  assert.equal(b.ability, 2);
  assert.equal(b.cards, 2);
  assert.equal(b.withoutDice + 5, 15);
  // The same through a real tactical roll: a roll whose dice total 5 gives 15.
  const roll = findSeed(300, (seed) => {
    const st = mof.createMatch({
      seed,
      data: ex,
      home: { squad: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', cards: ['chalkboard'], money: 5 },
      away: { squad: ['op1', 'op2', 'op3'], cards: [] },
    });
    const { events } = driveUntil(
      st,
      (x) => match(x).troll !== null,
      prefer(
        (a) => a.type === 'announceCards' && a.play,
        (a) => a.type === 'playCard' && a.card === 'chalkboard',
      ),
    );
    const e = events.find((x) => x.type === 'tacticalRoll');
    return e && e.type === 'tacticalRoll' && e.home.die + e.home.genius === 5 ? e : null;
  });
  assert.equal(roll.home.total, 15);
  assert.deepEqual([roll.home.players, roll.home.ability, roll.home.cards], [6, 2, 2]);
});

test('worked example: Master Tactician levels — defence 9 → blue, attack 5 → orange; the opponent drops to brown', () => {
  const s = mof.scenario({
    data: ex,
    tactic: 'possession',
    home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['callToArms'] },
    away: { players: ['op1', 'op2', 'op3'], inEffect: ['continuousMovement'] },
  });
  const home = mof.teamValues(s, 'home');
  assert.deepEqual(home.def.players, [3, 4, 2]);
  assert.equal(home.def.cards, 0); // +2 (Call to Arms) − 2 (Continuous Movement)
  assert.equal(home.def.total, 9);
  assert.equal(home.defLevel, 'blue');
  assert.deepEqual(home.att.players, [2, 1, 0]);
  assert.equal(home.att.total, 5);
  assert.equal(home.attLevel, 'orange');
  const away = mof.teamValues(s, 'away');
  assert.equal(away.att.total, 5);
  assert.equal(away.att.level, 'orange');
  assert.equal(away.attLevel, 'brown', 'equal attack levels: the side without home advantage drops');
  assert.match(away.reasons.join(), /away down to brown/);
  assert.equal(match(s).levels?.[1].attLevel, 'brown');
  // Without home advantage the Master Tactician would be the one to drop.
  const flipped = mof.scenario({
    data: ex,
    ha: 'away',
    home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['callToArms'] },
    away: { players: ['op1', 'op2', 'op3'], inEffect: ['continuousMovement'] },
  });
  assert.equal(mof.teamValues(flipped, 'home').attLevel, 'brown');
  // Call to Arms is effective only under Possession or Physical.
  const direct = mof.teamValues(s, 'home', 'direct');
  assert.equal(direct.att.cards, 0);
});

test("pre-match cards: the side with home advantage announces second (The People's Club has it away)", () => {
  for (const [away, first] of [
    ['godfather', 1],
    ['peoplesClub', 0],
  ] as const) {
    let s = mof.createMatch({
      seed: 1,
      home: { manager: 'jogaBonito', cards: ['chalkboard'] },
      away: { manager: away, cards: ['chalkboard'] },
    });
    s = driveUntil(s, (x) => pending(x)?.kind === 'announce').state;
    assert.equal((pending(s) as { side: number }).side, first);
    s = mof.applyAction(s, { type: 'announceCards', play: true }).state;
    assert.equal(pending(s)?.kind, 'announce');
    assert.equal((pending(s) as { side: number }).side, 1 - first);
    // The second announcer knows the first one's intention.
    assert.equal(match(s).sides[first].announced, true);
  }
});

test('views hide secret tactics, face-down players and cards, other hands and the deck order', () => {
  let s = mof.createMatch({
    seed: 2,
    home: { cards: ['chalkboard', 'hardTackle'], manager: 'godfather' },
    away: { cards: ['chalkboard'], manager: 'jogaBonito' },
  });
  s = driveUntil(s, (x) => match(x).sides[0].tactic !== null && match(x).sides[1].tactic !== null).state;
  const away = mof.viewFor(s, 'away');
  assert.equal(away.matches[0]?.sides[0].tactic, null);
  assert.deepEqual(away.matches[0]?.sides[0].lineup, []);
  assert.notEqual(mof.viewFor(s, 'home').matches[0]?.sides[0].tactic, null);
  assert.deepEqual(away.teams[0]?.hand, []);
  assert.equal(away.teams[0]?.handSize, 2);
  assert.deepEqual(away.decks.actions, []);
  assert.equal(away.deckSizes.actions, s.decks.actions.length);
  assert.deepEqual(away.rng, [0, 0, 0, 0]);
  assert.deepEqual(mof.viewFor(s, 'spectator').teams[1]?.hand, []);
  // A card placed face down is hidden from the opponent until the reveal.
  s = driveUntil(
    s,
    (x) => match(x).sides.some((sd) => sd.facedown.length > 0),
    prefer(
      (a) => a.type === 'announceCards' && a.play,
      (a) => a.type === 'playCard',
    ),
  ).state;
  const placed = match(s).sides.findIndex((sd) => sd.facedown.length > 0);
  const other = placed === 0 ? 'away' : 'home';
  assert.deepEqual(mof.viewFor(s, other).matches[0]?.sides[placed]?.facedown, []);
  // After the tactical roll the winner's tactic is face up, the loser's stays hidden.
  s = driveUntil(s, (x) => match(x).tactic !== null).state;
  const w = match(s).sides[0].wonRoll ? 0 : 1;
  const loserSeat = w === 0 ? 'away' : 'home';
  const winnerSeat = w === 0 ? 'home' : 'away';
  assert.equal(mof.viewFor(s, loserSeat).matches[0]?.sides[w]?.tactic, match(s).tactic);
  assert.equal(mof.viewFor(s, winnerSeat).matches[0]?.sides[1 - w]?.tactic, null);
  assert.equal(mof.viewFor(s, winnerSeat).matches[0]?.sides[1 - w]?.lineup.length, 3, 'players are face up by now');
});

test('position rule: a squad of one position draws a wood player who must play; he goes back after the match', () => {
  const ix = indexOf(mof.defaultData);
  const defenders = mof.defaultData.players
    .filter((p) => p.level === 'gold' && p.pos === 'D')
    .map((p) => p.id)
    .slice(0, 3);
  const s = mof.createMatch({ seed: 3, home: { squad: defenders } });
  const m = match(s);
  assert.equal(pending(s)?.kind, 'pickTeam');
  const wood = m.sides[0].wood as string;
  assert.ok(wood);
  assert.equal(ix.player.get(wood)?.level, 'wood');
  assert.notEqual(ix.player.get(wood)?.pos, 'D');
  const choices = mof.legalActions(s).filter((a) => a.type === 'pickTeam');
  assert.equal(choices.length, 3);
  for (const a of choices) if (a.type === 'pickTeam') assert.ok(a.players.includes(wood));
  assert.throws(
    () => mof.applyAction(s, { type: 'pickTeam', players: defenders }),
    (e: unknown) => (e as { code: string }).code === 'ILLEGAL_ACTION',
  );
  const end = finish(s).state;
  assert.ok(end.decks.wood.includes(wood));
  // A mixed squad needs no wood player, and all-one-position teams are not offered.
  const t = mof.createMatch({ seed: 3, home: { squad: [...defenders, 'g02', 'g03'] } });
  assert.equal(match(t).sides[0].wood, null);
  for (const a of mof.legalActions(t))
    if (a.type === 'pickTeam') assert.ok(!a.players.every((id) => defenders.includes(id)));
});

test('forcing tactics needs home advantage and lasts the whole match; no tactical roll is made', () => {
  const setup = {
    seed: 4,
    home: { manager: 'godfather', cards: ['forceDirect'] },
    away: { manager: 'jogaBonito', cards: ['forcePhysical', 'chalkboard'] },
  };
  let s = mof.createMatch(setup);
  s = driveUntil(
    s,
    (x) => pending(x)?.kind === 'select' || match(x).troll !== null,
    prefer((a) => a.type === 'announceCards' && a.play),
  ).state;
  // Away has no home advantage: its force card is never offered.
  const seen: MofAction[] = [];
  const { events, state } = finish(s, (legal, st) => {
    seen.push(...legal);
    if (pending(st)?.kind === 'select' && (pending(st) as { side: number }).side === 1)
      assert.ok(!legal.some((a) => a.type === 'playCard' && a.card === 'forcePhysical'));
    return prefer(
      (a) => a.type === 'announceCards' && a.play,
      (a) => a.type === 'playCard' && a.card === 'forceDirect',
    )(legal, st);
  });
  assert.ok(!events.some((e) => e.type === 'tacticalRoll'));
  const sets = events.filter((e): e is Extract<MofEvent, { type: 'tacticsSet' }> => e.type === 'tacticsSet');
  assert.equal(sets.length, 2);
  for (const e of sets) assert.deepEqual([e.tactic, e.forced], ['direct', true]);
  assert.equal(match(state).tactic, 'direct');
  // An opponent immune to strategy cards (The Maverick) cannot be forced.
  let t = mof.createMatch({ ...setup, away: { manager: 'maverick', cards: [] } });
  t = driveUntil(
    t,
    (x) => match(x).troll !== null || pending(x)?.kind === 'select',
    prefer((a) => a.type === 'announceCards' && a.play),
  ).state;
  assert.ok(!has(t, (a) => a.type === 'playCard' && a.card === 'forceDirect'));
});

test('half time: cards whose tactic no longer matches lose effect; levels are recomputed', () => {
  const choose = prefer(
    (a, s) => a.type === 'chooseTactic' && a.tactic === (match(s).turn === 0 ? 'possession' : 'direct'),
    (a) => a.type === 'announceCards' && a.play,
    (a) => a.type === 'playCard' && a.card === 'callToArms',
  );
  const { events, state } = finish(
    mof.createMatch({
      seed: 5,
      home: { manager: 'godfather', cards: ['callToArms'] },
      away: { manager: 'jogaBonito', cards: [] },
    }),
    choose,
  );
  const lost = events.find((e) => e.type === 'cardLostEffect');
  assert.ok(lost && lost.type === 'cardLostEffect' && lost.card === 'callToArms' && lost.reason === 'tactics');
  assert.equal(match(state).cards.find((c) => c.card === 'callToArms')?.active, false);
  const levels = events.filter((e) => e.type === 'levelsSet');
  assert.equal(levels.length, 2);
  const first = levels[0] as Extract<MofEvent, { type: 'levelsSet' }>;
  const second = levels[1] as Extract<MofEvent, { type: 'levelsSet' }>;
  assert.notDeepEqual(first.home, second.home);
});

test('player modifiers stay within 0..7; when the player is substituted they stop and the card is discarded', () => {
  // g03: attack 7 in Possession; b04: attack 1.
  const desc = {
    turn: 6,
    home: { players: ['g03', 'b04', 's02'], bench: ['s03'], manager: 'godfather', inEffect: ['personalTrainer@g03'] },
    away: { players: ['g01', 'g02', 'b01'], manager: 'jogaBonito', inEffect: ['hardTackle@b04'] },
  };
  const s = mof.scenario(desc);
  assert.deepEqual(mof.teamValues(s, 'home').att.players, [7, 0, 4]);
  let st = mof.applyAction(s, { type: 'roll' }).state;
  st = driveUntil(st, (x) => pending(x)?.kind === 'subAnnounce' && (pending(x) as { side: number }).side === 0).state;
  st = mof.applyAction(st, { type: 'announceSubstitution', when: 'now' }).state;
  st = driveUntil(st, (x) => pending(x)?.kind === 'substitute').state;
  const r = mof.applyAction(st, { type: 'substitute', out: 'g03', in: 's03' });
  assert.ok(
    r.events.some((e) => e.type === 'cardLostEffect' && e.card === 'personalTrainer' && e.reason === 'substituted'),
  );
  // "the modifiers no longer apply and the action card is discarded to the discard pile"
  assert.equal(
    match(r.state).cards.find((c) => c.card === 'personalTrainer'),
    undefined,
  );
  assert.equal(r.state.decks.usedCards.at(-1), 'personalTrainer');
  assert.ok(match(r.state).cards.some((c) => c.card === 'hardTackle' && c.player === 'b04' && c.active));
  assert.deepEqual(match(r.state).sides[0].lineup, ['s03', 'b04', 's02']);
  assert.equal(match(r.state).sides[0].subs, 0);
});

test('half-time substitution after the roll: a winner may only bring on equal or higher tactical value', () => {
  const s = mof.scenario({
    home: { players: ['s02', 'g01', 'b03'], bench: ['w02', 'g05'] },
    away: { players: ['g01', 'g02', 'g03'].map((id) => id.replace('g0', 's1')) },
  });
  const ix = indexOf(s.data);
  const m = {
    ...match(s),
    sides: [{ ...match(s).sides[0], wonRoll: true }, match(s).sides[1]] as typeof match extends never
      ? never
      : ReturnType<typeof match>['sides'],
  };
  const late = substitutionChoices(ix, s, m, 0, true);
  const early = substitutionChoices(ix, s, m, 0, false);
  assert.ok(early.length > late.length);
  for (const [out, on] of late) assert.ok((ix.player.get(on)?.tac ?? 0) >= (ix.player.get(out)?.tac ?? 0));
  const lost = { ...m, sides: [{ ...m.sides[0], wonRoll: false }, m.sides[1]] as typeof m.sides };
  assert.deepEqual(substitutionChoices(ix, s, lost, 0, true), early);
});

test('injury time: tied or home advantage down by one → it rolls the tactic die; 3+ gives an extra attack', () => {
  const run = (seed: number, score: [number, number], extra?: Partial<Parameters<typeof mof.scenario>[0]>) =>
    finish(
      mof.scenario({
        seed,
        turn: 12,
        score,
        home: { players: ['g01', 'g02', 'g03'] },
        away: { players: ['s01', 's02', 's03'] },
        levels: { home: { att: 'red', def: 'purple' }, away: { att: 'red', def: 'purple' } },
        ...extra,
      }),
    );
  const rolled = run(1, [0, 0]).events.filter((e) => e.type === 'injuryTime');
  assert.equal(rolled.length, 1);
  const withExtra = findSeed(100, (seed) => {
    const r = run(seed, [0, 0]);
    const e = r.events.find((x) => x.type === 'injuryTime');
    return e && e.type === 'injuryTime' && e.extra ? r : null;
  });
  const inj = withExtra.events.find((e) => e.type === 'injuryTime') as Extract<MofEvent, { type: 'injuryTime' }>;
  assert.ok(inj.die >= 3 && inj.side === 0);
  assert.ok(withExtra.events.some((e) => e.type === 'turnStarted' && e.turn === 13 && e.attacker === 0));
  const without = findSeed(100, (seed) => {
    const r = run(seed, [0, 0]);
    const e = r.events.find((x) => x.type === 'injuryTime');
    return e && e.type === 'injuryTime' && !e.extra ? r : null;
  });
  assert.ok(!without.events.some((e) => e.type === 'turnStarted' && e.turn === 13));
  // Down by one rolls; down by two or ahead does not (turn 12 is home's attack, so allow for a goal).
  const down1 = run(2, [0, 1], {
    levels: { home: { att: 'red', def: 'purple' }, away: { att: 'red', def: 'purple' } },
  });
  const final1 = match(down1.state).score;
  assert.equal(
    down1.events.some((e) => e.type === 'injuryTime'),
    final1[0] - final1[1] === 0 || final1[0] - final1[1] === -1,
  );
  assert.ok(!run(3, [0, 3]).events.some((e) => e.type === 'injuryTime'));
  assert.ok(!run(3, [2, 0]).events.some((e) => e.type === 'injuryTime'));
  // Fergie Time lets the side without home advantage roll too.
  const fergie = run(4, [0, 0], { away: { players: ['s01', 's02', 's03'], inEffect: ['fergieTime'] } });
  const sides = fergie.events
    .filter((e) => e.type === 'injuryTime')
    .map((e) => (e.type === 'injuryTime' ? e.side : -1));
  const sc = match(fergie.state).score;
  if (sc[0] === sc[1]) assert.deepEqual(sides.slice(0, 2), [0, 1]);
});

test('final whistle: Win Bonus costs the points won, paid at the end (nothing for The Maverick)', () => {
  for (const [score, paid, manager] of [
    [[4, 0], 3, 'godfather'],
    [[0, 4], 0, 'godfather'],
    [[4, 0], 0, 'maverick'], // Zero Cost On Evolution Cards: its variable cost too
  ] as const) {
    const s = mof.scenario({
      turn: 12,
      score: [score[0], score[1]],
      home: { players: ['g01', 'g02', 'g03'], money: 5, inEffect: ['winBonus'], manager },
      away: { players: ['s01', 's02', 's03'] },
    });
    const { state, events } = finish(s);
    assert.equal(state.teams[0]?.money, 5 - paid);
    assert.equal(
      events.some((e) => e.type === 'moneyChanged' && e.reason === 'Win Bonus'),
      paid > 0,
    );
    assert.deepEqual(mof.result(state).points, score[0] > score[1] ? [3, 0] : [0, 3]);
  }
});

test("turns follow the wheel; the second half runs back from the 45' space", () => {
  const { events } = finish(mof.createMatch({ seed: 8 }));
  const turns = events.filter(
    (e): e is Extract<MofEvent, { type: 'turnStarted' }> => e.type === 'turnStarted' && !e.extra && e.turn <= 12,
  );
  assert.deepEqual(turns.map((e) => (e.attacker === 0 ? 'H' : 'A')).join(''), 'HAAHHAAHHAAH');
  assert.deepEqual(
    turns.map((e) => e.minute),
    mof.wheelTurns().map((t) => t.minute),
  );
  assert.ok(
    events.findIndex((e) => e.type === 'halfTime') > events.findIndex((e) => e.type === 'turnStarted' && e.turn === 6),
  );
});

test('scenario rejects a bad description with INVALID_SCENARIO naming the field', () => {
  const bad = (desc: unknown, field: string) =>
    assert.throws(
      () => mof.scenario(desc as Parameters<typeof mof.scenario>[0]),
      (e: unknown) =>
        (e as { code: string; field?: string }).code === 'INVALID_SCENARIO' &&
        (e as { field?: string }).field === field,
    );
  bad({ home: { players: ['g01', 'g02'] }, away: { players: ['s01', 's02', 's03'] } }, 'home.players');
  bad({ home: { players: ['g01', 'g02', 'g03'] }, away: { players: ['s01', 's02', 's03'] }, turn: 14 }, 'turn');
  bad(
    { home: { players: ['g01', 'g02', 'g03'] }, away: { players: ['s01', 's02', 's03'] }, tactic: 'tiki-taka' },
    'tactic',
  );
  bad({ home: { players: ['g01', 'g02', 'zz'] }, away: { players: ['s01', 's02', 's03'] } }, 'home.squad[2]');
  bad(
    {
      home: { players: ['g01', 'g02', 'g03'], inEffect: ['personalTrainer@s01'] },
      away: { players: ['s01', 's02', 's03'] },
    },
    'home.inEffect[0]',
  );
  const tactic: Tactic = 'defensive';
  const ok = mof.scenario({
    tactic,
    turn: 9,
    score: [1, 2],
    home: { players: ['g01', 'g02', 'g03'] },
    away: { players: ['s01', 's02', 's03'] },
  });
  assert.equal(match(ok).turn, 9);
  assert.deepEqual(match(ok).score, [1, 2]);
  assert.equal(pending(ok)?.kind, 'roll');
  assert.equal(mof.currentSeat(ok), 'home');
  void passive;
});

test("events seen by a seat: other teams' dealt managers and players are hidden; face-down cards are not named", () => {
  const s = mof.createChampionship({ seed: 9, seats: 2 });
  const r = driveUntil(s, (x) => x.stage === 'buy');
  const p1 = r.state.teams.findIndex((t) => t.seat === 'p1');
  const dealt = mof
    .eventsFor(r.state, r.events, 'p1')
    .filter((e): e is Extract<MofEvent, { type: 'playersDealt' }> => e.type === 'playersDealt');
  assert.equal(dealt.length, 2);
  for (const e of dealt) assert.equal(e.players.length > 0, e.team === p1);
  const m = mof.createMatch({ seed: 1, home: { manager: 'fortress', cards: ['chalkboard'] }, away: NO_CARDS_SETUP });
  const placed = driveUntil(
    m,
    (x) => match(x).sides[0].facedown.length > 0,
    prefer(
      (a) => a.type === 'announceCards' && a.play,
      (a) => a.type === 'playCard',
    ),
  );
  assert.ok(!JSON.stringify(placed.events).includes('Chalkboard'));
});
