/**
 * Each named action card and manager ability: its effect and its limits, shown by playing matches
 * with choosers that use (or decline) it, over a few seeds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from '../index.js';
import { finish, match, pending, prefer, type Chooser } from '../test-support.js';
import type { MatchSetup, MofAction, MofEvent, MofState, TeamSetup } from '../types.js';

type Seen = { state: MofState; events: MofEvent[]; offered: (pred: (a: MofAction, s: MofState) => boolean) => number };

/** Plays a match, recording every legal list seen. */
function play(setup: MatchSetup, choose: Chooser): Seen {
  const lists: [MofAction[], MofState][] = [];
  const { state, events } = finish(mof.createMatch(setup), (legal, s) => {
    lists.push([legal, s]);
    return choose(legal, s);
  });
  return { state, events, offered: (pred) => lists.reduce((n, [l, s]) => n + l.filter((a) => pred(a, s)).length, 0) };
}

const SEEDS = 16;
function overSeeds(home: TeamSetup, away: TeamSetup, choose: Chooser): Seen[] {
  return Array.from({ length: SEEDS }, (_, seed) =>
    play({ seed, home: { money: 10, ...home }, away: { money: 10, ...away } }, choose),
  );
}

const announce = (a: MofAction) => a.type === 'announceCards' && a.play;
const source = (type: MofAction['type'], src: string) => (a: MofAction) =>
  a.type === type && 'source' in a && a.source === src;
const count = (events: MofEvent[], pred: (e: MofEvent) => boolean) => events.filter(pred).length;
const used = (side: 0 | 1, effect: string, src?: string) => (e: MofEvent) =>
  e.type === 'effectUsed' && e.side === side && e.effect === effect && (src === undefined || e.source === src);
const NO_CARDS: TeamSetup = { manager: 'jogaBonito', cards: [] };

test('The Godfather re-rolls attack or defence up to 2 times a match (ability, not a card effect)', () => {
  const runs = overSeeds(
    { manager: 'godfather', cards: [] },
    { manager: 'stadiumInferno', cards: [] },
    prefer(source('reroll', 'ability')),
  );
  const uses = runs.map((r) => count(r.events, used(0, 'reroll', 'ability')));
  assert.ok(Math.max(...uses) === 2, `uses per match: ${uses}`);
  for (const r of runs) {
    // Every use is followed by the Godfather's dice rolled again.
    r.events.forEach((e, i) => {
      if (used(0, 'reroll', 'ability')(e))
        assert.ok(r.events.slice(i).some((x) => x.type === 'diceRolled' && x.reroll === 0));
    });
  }
  // Stadium Inferno is immune to cards, not to the Godfather's ability (Conflict Resolutions).
  assert.ok(runs.some((r) => count(r.events, used(0, 'reroll', 'ability')) > 0));
});

test('The Special One re-rolls for 1M each time, never without the money; +1 tactics', () => {
  const runs = Array.from({ length: SEEDS }, (_, seed) =>
    play(
      { seed, home: { manager: 'specialOne', cards: [], money: 2 }, away: { manager: 'godfather', cards: [] } },
      prefer(source('reroll', 'paid')),
    ),
  );
  const uses = runs.map((r) => count(r.events, used(0, 'reroll', 'paid')));
  assert.ok(Math.max(...uses) === 2, `uses: ${uses}`);
  for (const [i, r] of runs.entries()) assert.equal(r.state.teams[0]?.money, 2 - (uses[i] as number));
  const roll = runs[0]?.events.find((e) => e.type === 'tacticalRoll');
  assert.ok(roll && roll.type === 'tacticalRoll' && roll.home.ability === 1);
});

test('Joga Bonito: attack +1 (not a card effect) and one attack-only re-roll', () => {
  const s = mof.scenario({
    home: { players: ['g01', 'g02', 'g03'], manager: 'jogaBonito' },
    away: { players: ['s01', 's02', 's03'], manager: 'stadiumInferno' },
  });
  assert.equal(mof.teamValues(s, 'home').att.ability, 1);
  assert.equal(mof.teamValues(s, 'home').def.ability, 0);
  const runs = overSeeds(
    { manager: 'jogaBonito', cards: [] },
    { manager: 'fortress', cards: [] },
    prefer(source('reroll', 'ability')),
  );
  const mine = (st: MofState) => (pending(st) as { side: number }).side === 0;
  const whenDefending = runs.reduce(
    (n, r) => n + r.offered((a, st) => source('reroll', 'ability')(a) && mine(st) && match(st).roll?.attacker === 1),
    0,
  );
  const whenAttacking = runs.reduce(
    (n, r) => n + r.offered((a, st) => source('reroll', 'ability')(a) && mine(st) && match(st).roll?.attacker === 0),
    0,
  );
  assert.equal(whenDefending, 0);
  assert.ok(whenAttacking > 0);
  for (const r of runs) assert.ok(count(r.events, used(0, 'reroll', 'ability')) <= 1);
});

test('Killer Instinct re-rolls an attack only; Second Wind gives two re-rolls from one card', () => {
  const ki = overSeeds(
    { manager: 'fortress', cards: ['killerInstinct'] },
    NO_CARDS,
    prefer(source('reroll', 'killerInstinct')),
  );
  assert.equal(
    ki.reduce(
      (n, r) => n + r.offered((a, st) => source('reroll', 'killerInstinct')(a) && match(st).roll?.attacker === 1),
      0,
    ),
    0,
  );
  assert.ok(ki.some((r) => count(r.events, used(0, 'reroll', 'killerInstinct')) === 1));
  const sw = overSeeds(
    { manager: 'fortress', cards: ['secondWind'] },
    NO_CARDS,
    prefer(source('reroll', 'secondWind')),
  );
  const uses = sw.map((r) => count(r.events, used(0, 'reroll', 'secondWind')));
  assert.ok(Math.max(...uses) === 2, `uses ${uses}`);
  for (const r of sw) assert.ok(count(r.events, (e) => e.type === 'cardPlayed' && e.card === 'secondWind') <= 1);
  // Paid once (1M), used twice.
  const twice = sw[uses.indexOf(2)] as Seen;
  assert.equal(twice.state.teams[0]?.money, 9);
});

test('corruption: Loaded Dice can be countered by a Whistleblower before its effect', () => {
  const choose = prefer(source('reroll', 'loadedDice'), (a) => a.type === 'blowWhistle');
  const runs = overSeeds(
    { manager: 'fortress', cards: ['loadedDice'] },
    { manager: 'jogaBonito', cards: ['whistleblower'] },
    choose,
  );
  const hit = runs.find((r) => r.events.some((e) => e.type === 'whistleBlown'));
  assert.ok(hit);
  const i = hit.events.findIndex((e) => e.type === 'whistleBlown');
  const blown = hit.events[i] as Extract<MofEvent, { type: 'whistleBlown' }>;
  assert.equal(blown.countered, 'loadedDice');
  assert.ok(
    hit.events.some((e) => e.type === 'cardCountered' && e.card === 'loadedDice' && e.reason === 'whistleblower'),
  );
  // The countered re-roll never happens: no home re-roll between the card and the next turn.
  const next = hit.events.findIndex((e, j) => j > i && e.type === 'turnStarted');
  assert.ok(!hit.events.slice(i, next).some((e) => e.type === 'diceRolled' && e.reroll === 0));
  // Unblocked, the re-roll happens.
  const free = overSeeds({ manager: 'fortress', cards: ['loadedDice'] }, NO_CARDS, choose).find((r) =>
    r.events.some((e) => e.type === 'cardPlayed' && e.card === 'loadedDice'),
  );
  assert.ok(free?.events.some((e) => e.type === 'diceRolled' && e.reroll === 0));
});

test('Extra Effort / Simulation / The Maverick: an additional attack turn on the same wheel space', () => {
  const cases: [TeamSetup, string][] = [
    [{ manager: 'fortress', cards: ['extraEffort'] }, 'extraEffort'],
    [{ manager: 'fortress', cards: ['simulation'] }, 'simulation'],
    [{ manager: 'maverick', cards: [] }, 'ability'],
  ];
  for (const [home, src] of cases) {
    const runs = overSeeds(home, NO_CARDS, prefer(source('extraAttack', src)));
    for (const r of runs) {
      const uses = count(r.events, used(0, 'extra', src));
      assert.equal(uses, 1, `${src} used once`);
      const i = r.events.findIndex(used(0, 'extra', src));
      const prev = [...r.events.slice(0, i)].reverse().find((e) => e.type === 'turnStarted') as Extract<
        MofEvent,
        { type: 'turnStarted' }
      >;
      const next = r.events.slice(i).find((e) => e.type === 'turnStarted') as Extract<
        MofEvent,
        { type: 'turnStarted' }
      >;
      assert.deepEqual([next.turn, next.attacker, next.extra], [prev.turn, 0, true]);
    }
  }
});

test('Time Wasting / Bought Referee / The Maverick skip the next match turn: no dice that turn', () => {
  const cases: [TeamSetup, string][] = [
    [{ manager: 'fortress', cards: ['timeWasting'] }, 'timeWasting'],
    [{ manager: 'fortress', cards: ['boughtReferee'] }, 'boughtReferee'],
    [{ manager: 'maverick', cards: [] }, 'ability'],
  ];
  for (const [home, src] of cases) {
    const runs = overSeeds(home, NO_CARDS, prefer(source('skipTurn', src)));
    for (const r of runs) {
      const skips = r.events.filter((e): e is Extract<MofEvent, { type: 'turnSkipped' }> => e.type === 'turnSkipped');
      assert.equal(skips.length, 1);
      const turn = (skips[0] as { turn: number }).turn;
      assert.ok(
        !r.events.some((e) => e.type === 'diceRolled' && e.turn === turn && !('extra' in e)),
        'no dice on the skipped turn',
      );
      assert.ok([2, 3, 6, 7, 10, 11].includes(turn), 'skipped on a turn the opponent attacks');
    }
  }
});

test('Disallowed Goal right after a goal; not against a manager immune to corruption; The Fortress once a match', () => {
  const choose = prefer(source('disallowGoal', 'disallowedGoal'), source('disallowGoal', 'ability'));
  const runs = overSeeds(
    { manager: 'jogaBonito', cards: [] },
    { manager: 'stadiumInferno', cards: ['disallowedGoal'] },
    choose,
  );
  const hit = runs.find((r) => r.events.some((e) => e.type === 'goalDisallowed'));
  assert.ok(hit);
  const i = hit.events.findIndex((e) => e.type === 'goalDisallowed');
  const goal = [...hit.events.slice(0, i)].reverse().find((e) => e.type === 'goal' || e.type === 'turnStarted');
  assert.equal(goal?.type, 'goal', 'played right after the goal');
  const d = hit.events[i] as Extract<MofEvent, { type: 'goalDisallowed' }>;
  assert.equal(d.side, 0);
  assert.deepEqual(d.score, [
    (goal as { score: [number, number] }).score[0] - 1,
    (goal as { score: [number, number] }).score[1],
  ]);
  // Offered only in the window right after a goal.
  for (const r of runs)
    assert.equal(
      r.offered((a, st) => source('disallowGoal', 'disallowedGoal')(a) && pending(st)?.kind !== 'disallow'),
      0,
    );
  // The Godfather is immune to corruption: never offered against him.
  const gf = overSeeds(
    { manager: 'godfather', cards: [] },
    { manager: 'stadiumInferno', cards: ['disallowedGoal'] },
    choose,
  );
  assert.ok(gf.some((r) => r.events.some((e) => e.type === 'goal' && e.side === 0)));
  for (const r of gf) assert.equal(r.offered(source('disallowGoal', 'disallowedGoal')), 0);
  // The Fortress disallows by ability, once a match.
  const fo = overSeeds({ manager: 'jogaBonito', cards: [] }, { manager: 'fortress', cards: [] }, choose);
  const n = fo.map((r) => count(r.events, (e) => e.type === 'goalDisallowed'));
  assert.ok(
    Math.max(...n) === 1 && fo.some((r) => count(r.events, (e) => e.type === 'goal' && e.side === 0) >= 2),
    `disallowed ${n}`,
  );
});

test('Video Analysis: only the loser of the tactical roll may roll again', () => {
  const runs = overSeeds(
    { manager: 'fortress', cards: ['videoAnalysis'] },
    NO_CARDS,
    prefer(source('rerollTactics', 'videoAnalysis')),
  );
  for (const r of runs) {
    for (let i = 0; i < r.events.length; i++) {
      const e = r.events[i] as MofEvent;
      if (e.type !== 'effectUsed' || e.effect !== 'tacReroll') continue;
      const before = [...r.events.slice(0, i)].reverse().find((x) => x.type === 'tacticalRoll') as Extract<
        MofEvent,
        { type: 'tacticalRoll' }
      >;
      assert.equal(before.winner, 1, 'home lost the roll it re-rolled');
      assert.equal(r.events.slice(i).find((x) => x.type === 'tacticalRoll')?.type, 'tacticalRoll');
    }
  }
  assert.ok(runs.some((r) => r.events.some((e) => e.type === 'effectUsed' && e.effect === 'tacReroll')));
});

test('Fresh Legs: two half-time substitutions instead of one', () => {
  const choose = prefer(
    announce,
    (a) => a.type === 'playCard' && a.card === 'freshLegs',
    (a) => a.type === 'announceSubstitution' && a.when === 'now',
    (a) => a.type === 'substitute',
  );
  const squad = ['g01', 'g02', 'g03', 's01', 's02', 's03'];
  const withCard = play(
    { seed: 1, home: { manager: 'fortress', squad, cards: ['freshLegs'] }, away: NO_CARDS },
    choose,
  );
  const without = play({ seed: 1, home: { manager: 'fortress', squad, cards: [] }, away: NO_CARDS }, choose);
  assert.equal(
    count(withCard.events, (e) => e.type === 'substitution' && e.side === 0),
    2,
  );
  assert.equal(
    count(without.events, (e) => e.type === 'substitution' && e.side === 0),
    1,
  );
});

test('Sponsorship Deal gains 2M whenever its manager acts outside the match windows', () => {
  let s = mof.createMatch({ seed: 1, home: { manager: 'fortress', cards: ['sponsorship', 'chalkboard'], money: 1 } });
  const r = mof.applyAction(s, mof.legalActions(s).find((a) => a.type === 'pickTeam') as MofAction);
  s = r.state;
  s = finish(
    s,
    prefer(announce, (a) => a.type === 'playCard' && a.card === 'sponsorship'),
  ).state;
  assert.ok(!s.teams[0]?.hand.includes('sponsorship'));
  assert.ok((s.teams[0]?.money ?? 0) >= 2);
});

test('Bribed Groundsman gains home advantage for the match (a corruption card the Whistleblower can stop)', () => {
  const choose = prefer(
    announce,
    (a) => a.type === 'playCard' && a.card === 'bribedGroundsman',
    (a) => a.type === 'blowWhistle',
  );
  const free = play(
    {
      seed: 2,
      home: { manager: 'fortress', cards: [] },
      away: { manager: 'jogaBonito', cards: ['bribedGroundsman'], money: 5 },
    },
    choose,
  );
  assert.equal(match(free.state).ha, 1);
  const stopped = play(
    {
      seed: 2,
      home: { manager: 'fortress', cards: ['whistleblower'] },
      away: { manager: 'jogaBonito', cards: ['bribedGroundsman'], money: 5 },
    },
    choose,
  );
  assert.equal(match(stopped.state).ha, 0);
  assert.ok(stopped.events.some((e) => e.type === 'cardCountered' && e.card === 'bribedGroundsman'));
});

test("Stadium Inferno is immune to action cards at home (not away); The People's Club keeps home advantage there", () => {
  const hostile = { manager: 'jogaBonito', cards: ['hardTackle', 'timeWasting', 'highPress'] };
  const aimed = (a: MofAction) =>
    (a.type === 'playCard' && (a.card === 'hardTackle' || a.card === 'highPress')) ||
    (a.type === 'skipTurn' && a.source === 'timeWasting');
  const atHome = overSeeds({ manager: 'stadiumInferno', cards: [] }, hostile, prefer(announce));
  for (const r of atHome) assert.equal(r.offered(aimed), 0);
  const away = Array.from({ length: SEEDS }, (_, seed) =>
    play({ seed, home: hostile, away: { manager: 'stadiumInferno', cards: [] } }, prefer(announce)),
  );
  assert.ok(away.reduce((n, r) => n + r.offered(aimed), 0) > 0);
  const pc = mof.createMatch({
    seed: 1,
    home: { manager: 'stadiumInferno', cards: [] },
    away: { manager: 'peoplesClub', cards: ['hardTackle'] },
  });
  assert.equal(match(pc).ha, 1);
  const r = play(
    {
      seed: 1,
      home: { manager: 'stadiumInferno', cards: [] },
      away: { manager: 'peoplesClub', cards: ['hardTackle'] },
    },
    prefer(announce),
  );
  assert.equal(
    r.offered((a) => a.type === 'playCard' && a.card === 'hardTackle'),
    0,
  );
});

test('The Fortress: defence +1 and immune to anti-football; The Maverick: evolution cards free and immune to strategy', () => {
  const s = mof.scenario({
    home: { players: ['g01', 'g02', 'g03'], manager: 'fortress' },
    away: { players: ['s01', 's02', 's03'] },
  });
  assert.equal(mof.teamValues(s, 'home').def.ability, 1);
  const vsFortress = overSeeds(
    { manager: 'fortress', cards: [] },
    { manager: 'jogaBonito', cards: ['hardTackle', 'timeWasting', 'continuousMovement'] },
    prefer(announce),
  );
  assert.equal(
    vsFortress.reduce(
      (n, r) =>
        n +
        r.offered(
          (a) =>
            (a.type === 'playCard' && a.card === 'hardTackle') || (a.type === 'skipTurn' && a.source === 'timeWasting'),
        ),
      0,
    ),
    0,
  );
  assert.ok(
    vsFortress.reduce((n, r) => n + r.offered((a) => a.type === 'playCard' && a.card === 'continuousMovement'), 0) > 0,
    'strategy cards still reach it',
  );
  const vsMaverick = overSeeds(
    { manager: 'maverick', cards: ['personalTrainer'], money: 0 },
    { manager: 'jogaBonito', cards: ['continuousMovement', 'hardTackle'] },
    prefer(announce, (a) => a.type === 'playCard'),
  );
  assert.equal(
    vsMaverick.reduce((n, r) => n + r.offered((a) => a.type === 'playCard' && a.card === 'continuousMovement'), 0),
    0,
  );
  assert.ok(
    vsMaverick.reduce((n, r) => n + r.offered((a) => a.type === 'playCard' && a.card === 'hardTackle'), 0) > 0,
    'anti-football still reaches it',
  );
  const trained = vsMaverick.find((r) => r.events.some((e) => e.type === 'cardPlayed' && e.card === 'personalTrainer'));
  assert.ok(trained, 'an evolution card played with 0M in hand');
  assert.equal(trained.state.teams[0]?.money, 0);
});
