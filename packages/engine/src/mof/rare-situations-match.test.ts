/**
 * Match rules that had no test of their own — a turn's goal rules
 * (Kick Off), who announces first at half time, injury time with home advantage away.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import { driveUntil, findSeed, finish, match, passive, pending } from './test-support.js';
import { indexOf } from './data/index.js';
import { turnOutcome } from './rules/kick-off.js';
import type { DieRoll, MofEvent, ScenarioDesc, Side } from './types.js';

const die = (total: number, g = false): DieRoll => ({ level: 'orange', die: total - 2, genius: 2, g, total });

// g03 (Kofi Diaz) is an Attacking Genius, g01 (Kaka Moreau) a Defensive Genius; s-players are neither.
const GENIUSES: ScenarioDesc = {
  home: { players: ['g03', 's02', 's04'] },
  away: { players: ['g01', 's03', 's06'] },
};

test('a turn: goal only on a higher attack total; a tie is no goal', () => {
  const s = mof.scenario({ home: { players: ['s01', 's02', 's03'] }, away: { players: ['s04', 's05', 's06'] } });
  const ix = indexOf(s.data);
  const out = (a: number, d: number) => turnOutcome(ix, match(s), { attacker: 0, att: die(a), def: die(d) });
  assert.equal(out(5, 4).goal, true);
  assert.equal(out(4, 4).goal, false, 'equal totals: no goal');
  assert.equal(out(3, 4).goal, false);
  // A genius face without a genius on the field is only a 2.
  const noGenius = turnOutcome(ix, match(s), { attacker: 0, att: die(3, true), def: die(4) });
  assert.equal(noGenius.goal, false);
});

test('a turn: an Attacking Genius scores on the genius face once a match, even when the total was already higher', () => {
  const s = mof.scenario(GENIUSES);
  const ix = indexOf(s.data);
  const m = match(s);
  const lower = turnOutcome(ix, m, { attacker: 0, att: die(3, true), def: die(6) });
  assert.deepEqual([lower.goal, lower.reason, lower.usesGenius], [true, 'genius', true]);
  // Higher anyway: still a goal, and the once-a-match genius is spent.
  const higher = turnOutcome(ix, m, { attacker: 0, att: die(6, true), def: die(3) });
  assert.deepEqual([higher.goal, higher.usesGenius], [true, true]);
  // Once spent, the genius face is only a number.
  const used = mof.scenario({ ...GENIUSES, home: { ...GENIUSES.home, geniusUsed: true } });
  assert.equal(turnOutcome(ix, match(used), { attacker: 0, att: die(3, true), def: die(6) }).goal, false);
  // The away side's genius is its own: it has none among its forwards.
  assert.equal(turnOutcome(ix, m, { attacker: 1, att: die(3, true), def: die(6) }).goal, false);
});

test('a turn: a Defensive Genius on the genius face stops any goal, the attacking genius too', () => {
  const s = mof.scenario(GENIUSES);
  const ix = indexOf(s.data);
  const m = match(s);
  for (const att of [die(9), die(3, true), die(9, true)]) {
    const out = turnOutcome(ix, m, { attacker: 0, att, def: die(2, true) });
    assert.deepEqual([out.goal, out.reason, out.usesGenius], [false, 'defensiveGenius', false]);
  }
  // The home side has no Defensive Genius: its genius face saves nothing.
  assert.equal(turnOutcome(ix, m, { attacker: 1, att: die(6), def: die(2, true) }).goal, true);
});

test('a played turn spends the attacking genius once: a second genius face on a lower total is no goal', () => {
  // Home attacks on turns 1, 4, 5 …; red attack against purple defence, so goals come from the genius.
  const run = (seed: number) =>
    finish(
      mof.scenario({
        seed,
        ...GENIUSES,
        levels: { home: { att: 'red', def: 'purple' }, away: { att: 'red', def: 'purple' } },
      }),
    ).events;
  const events = findSeed(300, (seed) => {
    const ev = run(seed);
    const g = ev.filter(
      (e) => e.type === 'diceRolled' && e.attacker === 0 && e.att.g && !e.def.g && e.att.total <= e.def.total,
    );
    return g.length >= 2 ? ev : null;
  });
  const genius = events.filter((e) => e.type === 'goal' && e.side === 0 && e.reason === 'genius');
  assert.equal(genius.length, 1, 'one genius goal a match');
});

test('half time: the side with home advantage announces its substitution second (The People’s Club away)', () => {
  const order = (away: string) => {
    const s = mof.scenario({
      turn: 6,
      home: { players: ['s01', 's02', 's03'], bench: ['b01'], manager: 'jogaBonito' },
      away: { players: ['s04', 's05', 's06'], bench: ['b02'], manager: away },
    });
    const st = driveUntil(mof.applyAction(s, { type: 'roll' }).state, (x) => pending(x)?.kind === 'subAnnounce').state;
    return (pending(st) as { side: Side }).side;
  };
  assert.equal(order('godfather'), 1, 'home has the advantage: away announces first');
  assert.equal(order('peoplesClub'), 0, "The People's Club has it away: home announces first");
});

test("injury time: The People's Club away, down by one, rolls for the extra attack; the home side does not", () => {
  const run = (seed: number, score: [number, number]) =>
    finish(
      mof.scenario({
        seed,
        turn: 12,
        score,
        home: { players: ['s01', 's02', 's03'], manager: 'jogaBonito' },
        away: { players: ['s04', 's05', 's06'], manager: 'peoplesClub' },
        // Turn 12 is the home side's attack: red against purple rarely changes the score.
        levels: { home: { att: 'red', def: 'purple' }, away: { att: 'red', def: 'purple' } },
      }),
    );
  const rollers = (events: MofEvent[]) => events.flatMap((e) => (e.type === 'injuryTime' ? [e.side] : []));
  const kept = (score: [number, number]) =>
    findSeed(50, (seed) => {
      const r = run(seed, score);
      const sc = match(r.state).score;
      return r.events.some((e) => e.type === 'goal' && e.turn === 12) || sc[0] !== score[0] ? null : r;
    });
  assert.deepEqual(rollers(kept([1, 0]).events), [1], 'home advantage down by one rolls');
  assert.deepEqual(rollers(kept([0, 0]).events), [1], 'tied: the side with home advantage rolls');
  assert.deepEqual(rollers(kept([0, 1]).events), [], 'the home side down by one has no home advantage');
});

test('injury time: an extra attack card gives the injury-time attacker one more attack, then the match ends', () => {
  const s = mof.scenario({
    turn: 13,
    home: { players: ['s02', 's03', 's04'], manager: 'jogaBonito', cards: ['extraEffort'], money: 5 },
    away: { players: ['s06', 's07', 's08'], manager: 'godfather' },
  });
  const { state, events } = finish(s, (legal) => {
    const extra = legal.find((a) => a.type === 'extraAttack');
    return extra ?? legal.find((a) => a.type === 'pass' || a.type === 'roll') ?? (legal[0] as (typeof legal)[0]);
  });
  const turns = events.flatMap((e) => (e.type === 'turnStarted' ? [[e.turn, e.attacker, e.extra]] : []));
  assert.deepEqual(turns, [[13, 0, true]], 'one more injury-time attack by the same side');
  assert.equal(match(state).phase, 'over');
  assert.ok(events.some((e) => e.type === 'cardPlayed' && e.card === 'extraEffort'));
});

test('half time: when both substitute, the side with home advantage makes its substitution second', () => {
  // Home Advantage: "It is the second team to announce a substitution."
  const firstToSubstitute = (away: string, when: 'now' | 'after') => {
    const s = mof.scenario({
      turn: 6,
      home: { players: ['s01', 's02', 's03'], bench: ['b01'], manager: 'jogaBonito' },
      away: { players: ['s04', 's05', 's06'], bench: ['b02'], manager: away },
    });
    let st = mof.applyAction(s, { type: 'roll' }).state;
    st = driveUntil(
      st,
      (x) => pending(x)?.kind === 'substitute',
      (legal) => {
        const sub = legal.find((a) => a.type === 'announceSubstitution' && a.when === when);
        return sub ?? legal.find((a) => a.type === 'pass' || a.type === 'endCards') ?? (legal[0] as (typeof legal)[0]);
      },
    ).state;
    return (pending(st) as { side: Side }).side;
  };
  for (const when of ['now', 'after'] as const) {
    assert.equal(firstToSubstitute('godfather', when), 1, `${when}: home has the advantage, away substitutes first`);
    assert.equal(firstToSubstitute('peoplesClub', when), 0, `${when}: The People's Club away has it, home first`);
  }
});

test('a stand-alone match deals two different managers (each card is dealt once), as seed 5033 did not', () => {
  for (let seed = 5000; seed < 5200; seed++) {
    const [home, away] = mof.createMatch({ seed }).teams;
    assert.ok(home?.manager && away?.manager, `seed ${seed}: both teams have a manager`);
    assert.notEqual(home.manager, away.manager, `seed ${seed}: both teams got ${home.manager}`);
  }
});

test("Bribed Groundsman: never against The People's Club, who always has home advantage, nor a team immune to it", () => {
  // Whether `by`'s manager is offered the card before kick-off against `against` (a side with no
  // card to play is not even asked to announce).
  const offered = (by: string, against: string, byHome: boolean) => {
    const mine = { manager: by, cards: ['bribedGroundsman'], money: 5 };
    const theirs = { manager: against, cards: [], money: 5 };
    let seen = false;
    driveUntil(
      mof.createMatch({ seed: 1, home: byHome ? mine : theirs, away: byHome ? theirs : mine }),
      (x) => match(x).roll !== null,
      (legal) => {
        seen ||= legal.some((a) => a.type === 'playCard' && a.card === 'bribedGroundsman');
        return legal.find((a) => a.type === 'announceCards' && a.play) ?? passive(legal);
      },
    );
    return seen;
  };
  assert.equal(offered('jogaBonito', 'maverick', false), true, 'The Maverick is immune to strategy cards only');
  assert.equal(offered('jogaBonito', 'peoplesClub', true), false, "The People's Club away keeps it");
  assert.equal(offered('stadiumInferno', 'peoplesClub', true), false, 'nor does Stadium Inferno take it back');
  assert.equal(offered('jogaBonito', 'godfather', false), false, 'The Godfather is immune to corruption');
  assert.equal(offered('jogaBonito', 'stadiumInferno', false), false, 'Stadium Inferno at home is immune to cards');
});
