/**
 * Championship stages — the transfer market's hand limit and the
 * money cards a manager may play while discarding.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import { driveUntil, findSeed, prefer } from './test-utils.js';
import type { MofState } from './types.js';

const at = (stage: MofState['stage']) => (s: MofState) => s.stage === stage;

/** A championship at its first discard (transfer market), the team asked given `hand`. */
function discarding(hand: string[]): { s: MofState; t: number } {
  let s = mof.createChampionship({ seed: 3, seats: 4 });
  s = driveUntil(
    s,
    at('discard'),
    prefer((a) => a.type === 'buyPlayer'),
  ).state;
  const t = s.queue[0] as number;
  s = { ...s, queue: [t], teams: s.teams.map((x, i) => (i === t ? { ...x, hand, money: 5 } : x)) };
  return { s, t };
}

test('transfer market: a manager over the hand limit who plays a money card down to 5 cards keeps them', () => {
  // "Maximum hand is 5 cards — managers choose the cards to discard."
  const { s, t } = discarding(['sponsorship', 'chalkboard', 'longBall', 'parkTheBus', 'highPress', 'fergieTime']);
  assert.ok(mof.legalActions(s).some((a) => a.type === 'playCard' && a.card === 'sponsorship'));
  const next = mof.applyAction(s, { type: 'playCard', card: 'sponsorship' }).state;
  assert.equal(next.teams[t]?.hand.length, 5);
  assert.equal(next.teams[t]?.money, 7);
  assert.notEqual(next.stage, 'discard', 'at the limit: nothing more to discard');
  assert.ok(!mof.legalActions(next).some((a) => a.type === 'discardCard'));
});

test('transfer market: the discard stage asks only until the hand is down to 5', () => {
  const { s, t } = discarding([
    'chalkboard',
    'longBall',
    'parkTheBus',
    'highPress',
    'fergieTime',
    'freshLegs',
    'hardTackle',
  ]);
  let x = mof.applyAction(s, { type: 'discardCard', card: 'longBall' }).state;
  assert.equal(x.stage, 'discard');
  x = mof.applyAction(x, { type: 'discardCard', card: 'highPress' }).state;
  assert.equal(x.teams[t]?.hand.length, 5);
  assert.notEqual(x.stage, 'discard');
});

test('outsiders: only corruption cards and the Whistleblower reach a match they are not in', () => {
  // "Action cards can only be used in the managers' own matches, except the corruption cards and
  // the Whistleblower evolution card, which can also be used in other teams' matches."
  const found = findSeed(40, (seed) => {
    let s = mof.createChampionship({ seed, seats: 4 });
    s = driveUntil(s, at('matchday')).state;
    const outside = [s.matches[1]?.sides[0].team, s.matches[1]?.sides[1].team];
    s = {
      ...s,
      teams: s.teams.map((t, i) => ({
        ...t,
        hand: !t.seat ? [] : outside.includes(i) ? ['disallowedGoal', 'timeWasting', 'extraEffort'] : ['whistleblower'],
        money: 9,
      })),
    };
    const offeredOutside = new Set<string>();
    const { events } = driveUntil(
      s,
      (x) => x.md > 1,
      (legal, x) => {
        const m = x.matches[x.active];
        const seat = mof.currentSeat(x);
        const inMatch = [m?.sides[0].team, m?.sides[1].team].map((t) => x.teams[t as number]?.seat);
        if (x.stage === 'matchday' && !inMatch.includes(seat))
          for (const a of legal) if ('source' in a) offeredOutside.add(a.source);
        return prefer(
          (a) => a.type === 'disallowGoal',
          (a) => a.type === 'blowWhistle',
        )(legal, x);
      },
    );
    const countered = events.find((e) => e.type === 'cardCountered' && e.card === 'disallowedGoal');
    return countered ? { offeredOutside, events } : null;
  });
  assert.deepEqual([...found.offeredOutside], ['disallowedGoal'], 'no anti-football or evolution card from outside');
  // The whistle was blown by a manager of the match: the goal stands.
  const blown = found.events.find((e) => e.type === 'whistleBlown');
  assert.equal(blown?.type === 'whistleBlown' && blown.countered, 'disallowedGoal');
});

test('transfer market: after matchday 3 every person gets 3M; non-person teams get nothing', () => {
  const s = mof.createChampionship({ seed: 5, seats: 3 });
  const { state, events } = driveUntil(s, at('market'));
  const paid = events.filter((e) => e.type === 'moneyChanged' && e.reason === 'transfer market');
  const persons = state.teams.flatMap((t, i) => (t.seat ? [i] : []));
  assert.deepEqual(
    paid.map((e) => (e.type === 'moneyChanged' ? [e.team, e.amount] : [])).sort(),
    persons.map((t) => [t, 3]),
  );
  assert.deepEqual([...state.queue].sort(), persons);
  assert.equal(state.md, 3, 'after matchday 3');
});

test('what each side may see: a wood player drawn for the position rule stays hidden from the opponent until players are revealed', () => {
  // The view already hides it (hideSide); the event must not name it either.
  let s = mof.createChampionship({ seed: 2, seats: 4 });
  s = driveUntil(s, (x) => x.stage === 'buy' && x.queue.length === 1).state;
  // Matchday 1 opens with C (team 2) at home to A: a squad of three defenders cannot follow the position rule.
  const t = 2;
  const seat = s.teams[t]?.seat as string;
  const other = s.teams[0]?.seat as string;
  s = { ...s, teams: s.teams.map((x, i) => (i === t ? { ...x, squad: ['g01', 'g04', 'g07'], offer: [] } : x)) };
  const r = mof.applyAction(s, { type: 'endBuying' });
  const drawn = r.events.find((e) => e.type === 'woodDrawn');
  assert.ok(drawn?.type === 'woodDrawn' && drawn.player !== '', 'a wood player was drawn');
  const mi = drawn.match;
  assert.equal(r.state.matches[mi]?.shown, false, 'players still face down');
  assert.equal(mof.viewFor(r.state, other).matches[mi]?.sides[drawn.side].wood, null);
  const seen = mof.eventsFor(r.state, r.events, other);
  assert.ok(!JSON.stringify(seen).includes(`"${drawn.player}"`), 'the opponent does not learn the wood player');
  const own = mof.eventsFor(r.state, r.events, seat).find((e) => e.type === 'woodDrawn');
  assert.equal(own?.type === 'woodDrawn' && own.player, drawn.player);
});
