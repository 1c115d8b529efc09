/**
 * Championship stages — the transfer market's hand limit and the money cards a manager may play
 * while discarding; the box running short with many persons (setup and market hands, the position
 * rule's draw, academy talents).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as mof from './index.js';
import { driveUntil, findSeed, prefer } from './test-support.js';
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

test('match preparation, what each side may see: a wood player drawn for the position rule stays hidden from the opponent until players are revealed', () => {
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

/** Each dealt player's level, by id. */
const levelOf = new Map(mof.defaultData.players.map((p) => [p.id, p.level]));
const positionOf = new Map(mof.defaultData.players.map((p) => [p.id, p.pos]));

test('8 persons: setup deals every hand in full; bronze players the box lacks are dealt from the wood stack', () => {
  // "Deal to each manager 1 gold player, 2 silver players and 3 bronze players": eight persons need
  // 24 bronze players (25 with Super Agent Partnership) and the box holds 22.
  const { state, events } = driveUntil(mof.createChampionship({ seed: 1, seats: 8 }), at('buy'));
  const dealt = events.flatMap((e) => (e.type === 'playersDealt' ? [e] : []));
  assert.equal(dealt.length, 8);
  let wood = 0;
  for (const e of dealt) {
    const extra = state.teams[e.team]?.manager === 'superAgent' ? 1 : 0;
    assert.equal(e.players.length, 6 + 3 * extra, `team ${e.team} is dealt a full hand`);
    const count = (level: string) => e.players.filter((id) => levelOf.get(id) === level).length;
    assert.equal(count('gold'), 1 + extra);
    assert.equal(count('silver'), 2 + extra);
    assert.equal(count('bronze') + count('wood'), 3 + extra);
    wood += count('wood');
  }
  assert.ok(wood >= 2, 'the bronze stack ran out and wood players were dealt in its place');
  assert.equal(state.decks.bronze.length, 0);
});

test('8 persons: a transfer market hand gets a player of the nearest level when the box has no gold (or silver) left', () => {
  // "Each team gets a hand of 3 players from the player card stacks: 1 gold, 1 silver and 1 bronze."
  const buyer = prefer((a) => a.type === 'buyPlayer');
  const { state, events } = driveUntil(mof.createChampionship({ seed: 4, seats: 8 }), at('market'), buyer, 20_000);
  const market = events.flatMap((e) => (e.type === 'playersDealt' && e.players.length <= 3 ? [e] : []));
  assert.equal(market.length, 8);
  for (const e of market) assert.equal(e.players.length, 3, `team ${e.team} is offered three players`);
  const golds = market.filter((e) => e.players.some((id) => levelOf.get(id) === 'gold')).length;
  assert.ok(golds < 8, 'the gold stack ran out at the market');
  assert.equal(state.decks.gold.length, 0);
});

test('match preparation, position rule: when no wood player can fix the team, the first who can is drawn from bronze (then silver, gold) and goes back to his own stack', () => {
  // "A manager not able to follow this rule with the cards at hand must draw a wood player card from
  // the stack and use it." Here the wood stack holds only defenders, so none can help three defenders.
  let s = mof.createChampionship({ seed: 2, seats: 4 });
  s = driveUntil(s, (x) => x.stage === 'buy' && x.queue.length === 1).state;
  const t = 2; // matchday 1 opens with C (team 2) at home to A
  const woodDefenders = s.decks.wood.filter((id) => positionOf.get(id) === 'D');
  const otherWood = s.decks.wood.filter((id) => positionOf.get(id) !== 'D');
  assert.ok(woodDefenders.length > 0 && otherWood.length > 0);
  // The other teams get a legal squad from the silver stack, so that no team fills its squad from wood.
  let silver = s.decks.silver;
  const squadFromSilver = () =>
    (['D', 'M', 'F'] as const).map((pos) => {
      const id = silver.find((x) => positionOf.get(x) === pos) as string;
      silver = silver.filter((x) => x !== id);
      return id;
    });
  s = {
    ...s,
    teams: s.teams.map((x, i) => ({ ...x, squad: i === t ? ['g01', 'g04', 'g07'] : squadFromSilver(), offer: [] })),
    decks: {
      ...s.decks,
      silver,
      wood: woodDefenders,
      usedPlayers: s.decks.usedPlayers.concat(otherWood),
    },
  };
  const expected = s.decks.bronze.find((id) => positionOf.get(id) !== 'D');
  const r = mof.applyAction(s, { type: 'endBuying' });
  const drawn = r.events.find((e) => e.type === 'woodDrawn');
  assert.ok(drawn?.type === 'woodDrawn');
  assert.equal(drawn.player, expected, 'the first bronze player of another position');
  assert.deepEqual(r.state.decks.wood, woodDefenders, 'the wood stack is untouched');
  assert.ok(!r.state.decks.bronze.includes(drawn.player));
  const mi = drawn.match;
  // Let C field the drawn player; every team offered includes him and mixes positions.
  const pick = driveUntil(r.state, (x) => x.matches[mi]?.pending?.kind === 'pickTeam' && x.active === mi).state;
  const teams = mof.legalActions(pick).flatMap((a) => (a.type === 'pickTeam' ? [a.players] : []));
  assert.ok(teams.length > 0);
  for (const team of teams) {
    assert.ok(team.includes(drawn.player));
    assert.ok(team.some((id) => positionOf.get(id) !== 'D'));
  }
  const after = driveUntil(pick, (x) => x.matches[mi]?.at === 'done').state;
  assert.equal(
    after.decks.bronze[after.decks.bronze.length - 1],
    drawn.player,
    'back at the bottom of the bronze stack',
  );
});

test('academy: a talent the box has no player of comes from the nearest stack (many persons)', () => {
  // "On a roll of 1, pick a bronze player from the stack. On a roll of 2 … pick a silver player."
  let s = driveUntil(mof.createChampionship({ seed: 3, seats: 2 }), at('academy')).state;
  const t = s.queue[0] as number;
  // Every bronze and silver player is in a squad or an offer elsewhere: none in the stacks or discards.
  const scarce = (id: string) => levelOf.get(id) === 'bronze' || levelOf.get(id) === 'silver';
  s = {
    ...s,
    decks: { ...s.decks, bronze: [], silver: [], usedPlayers: s.decks.usedPlayers.filter((id) => !scarce(id)) },
  };
  const r = mof.applyAction(s, { type: 'rollAcademy' });
  const rolled = r.events.find((e) => e.type === 'academyRolled');
  assert.ok(rolled?.type === 'academyRolled');
  for (const roll of rolled.rolls) {
    assert.ok(roll.player, 'every roll draws a talent');
    assert.equal(levelOf.get(roll.player), roll.g && r.state.teams[t]?.manager === 'youthAcademy' ? 'gold' : 'wood');
  }
  assert.equal(r.state.teams[t]?.offer.length, rolled.rolls.length);
});
