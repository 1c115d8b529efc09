/**
 * Nothing corrupt is loaded: a save whose box is not whole (a player twice in one squad, in two
 * squads, in a squad and a stack; an action card more often than the deck has copies, in a hand or
 * in two places; a card of the box nowhere) is refused by `fromJSON` and `validateState` with
 * INVALID_STATE naming the field. Each case starts from a real save (a stand-alone match and a
 * championship in the middle of a match, a championship in a stage with offers) and corrupts one thing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import * as mof from './index.js';
import type { MofState } from './types.js';

/** The first state of seeded random play (seeds 0, 1, …) where `until` holds. */
function reach(make: (seed: number) => MofState, until: (s: MofState) => boolean): MofState {
  for (let seed = 0; seed < 50; seed++) {
    let s = make(seed);
    const bot = mof.randomBot(seed);
    while (!mof.isOver(s)) {
      if (until(s)) return s;
      s = mof.applyAction(s, bot(s)).state;
    }
  }
  throw new Error('situation not reached');
}

const midMatch = (s: MofState) => {
  const m = s.matches[s.active];
  return s.stage === 'matchday' && m?.phase === 'secondHalf' && m.cards.some((pc) => pc.active);
};

const SAVES: { what: string; state: MofState }[] = [
  { what: 'a stand-alone match', state: reach((seed) => mof.createMatch({ seed }), midMatch) },
  { what: 'a championship match', state: reach((seed) => mof.createChampionship({ seed, seats: 3 }), midMatch) },
  {
    what: 'a championship at the transfer market',
    state: reach(
      (seed) => mof.createChampionship({ seed, seats: 4 }),
      (s) => s.stage === 'market' && s.teams.some((t) => t.offer.length > 0),
    ),
  },
];

type Save = { state: MofState };
const copy = (s: MofState): Save => JSON.parse(JSON.stringify(mof.toJSON(s))) as Save;

/** `spoil` changes a copy of the save; fromJSON and validateState must refuse it naming `field`. */
function refused(s: MofState, what: string, spoil: (st: MofState) => string): void {
  const save = copy(s);
  const field = spoil(save.state);
  for (const [how, load] of [
    ['fromJSON', () => mof.fromJSON(save)],
    ['validateState', () => mof.validateState({ ...save.state, data: s.data })],
  ] as const)
    assert.throws(load, (e: unknown) => {
      assert.ok(isRuleError(e), `${what} (${how}): ${String(e)}`);
      assert.equal(e.code, 'INVALID_STATE', `${what} (${how}): ${e.message}`);
      assert.equal(e.field, field, `${what} (${how}): ${e.message}`);
      assert.ok(e.message.includes(field), `${what} (${how}): "${e.message}" does not name ${field}`);
      return true;
    });
}

const oneCopy = (s: MofState, id: string) => (s.data.cards.find((c) => c.id === id)?.copies ?? 1) === 1;

for (const { what, state } of SAVES) {
  test(`box: ${what} loads whole, and is refused with any card duplicated or missing`, () => {
    assert.deepEqual(mof.fromJSON(mof.toJSON(state)), state);
    const t = state.teams.findIndex((x) => x.seat !== null && x.squad.length > 1 && x.hand.length > 0);
    const u = state.teams.findIndex((x, i) => i > t && x.squad.length > 0); // (a duplicate is named where it is met second)
    const team = state.teams[t]!;
    const p = team.squad[0]!;
    const level = state.data.players.find((x) => x.id === p)!.level;
    refused(state, `${what}: a player twice in a squad`, (st) => {
      st.teams[t]!.squad.push(p);
      return `state.teams[${t}].squad[${team.squad.length}]`;
    });
    refused(state, `${what}: a player in two squads`, (st) => {
      st.teams[u]!.squad.push(p);
      return `state.teams[${u}].squad[${state.teams[u]!.squad.length}]`;
    });
    refused(state, `${what}: a player in a squad and a stack`, (st) => {
      st.decks[level].push(p);
      return `state.decks.${level}[${state.decks[level].length}]`;
    });
    refused(state, `${what}: a player missing`, (st) => {
      st.teams[t]!.squad.shift();
      return 'state.decks';
    });
    const single = team.hand.find((id) => oneCopy(state, id));
    if (single) {
      refused(state, `${what}: an action card twice in a hand`, (st) => {
        st.teams[t]!.hand.push(single);
        return `state.teams[${t}].hand[${team.hand.length}]`;
      });
      refused(state, `${what}: an action card in a hand and on the discard pile`, (st) => {
        st.decks.usedCards.push(single);
        return `state.decks.usedCards[${state.decks.usedCards.length}]`;
      });
    }
    refused(state, `${what}: an action card missing from the stack`, (st) => {
      st.decks.actions.pop();
      return 'state.decks';
    });
    refused(state, `${what}: an action card missing from a hand`, (st) => {
      st.teams[t]!.hand.pop();
      return 'state.decks';
    });
    // Moving a card keeps the box whole: a card from the stack into a hand loads.
    const moved = copy(state);
    moved.state.teams[t]!.hand.push(moved.state.decks.actions.shift()!);
    assert.equal(mof.fromJSON(moved).teams[t]!.hand.length, team.hand.length + 1);
  });
}

test('box: a card in play in a match is counted (one more copy on the stack is refused where met second)', () => {
  const { state } = SAVES[1]!;
  const m = state.matches[state.active]!;
  const k = m.cards.length - 1;
  const id = m.cards[k]!.card;
  assert.ok(!m.cards.slice(k + 1).some((pc) => pc.card === id) && m.sides.every((sd) => sd.facedown.length === 0));
  refused(state, 'a card in play and one copy too many on the stack', (st) => {
    st.decks.actions.push(id);
    // The stacks are read before the matches: the copy in play is the one too many.
    return `state.matches[${state.active}].cards[${k}].card`;
  });
});

test('box: an offer is part of the box (a player offered and in a stack is refused)', () => {
  const { state } = SAVES[2]!;
  const t = state.teams.findIndex((x) => x.offer.length > 0);
  assert.ok(t >= 0, 'no offer');
  const p = state.teams[t]!.offer[0]!;
  refused(state, 'an offered player in another squad', (st) => {
    st.teams[(t + 1) % st.teams.length]!.squad.push(p);
    return `state.teams[${(t + 1) % state.teams.length}].squad[${state.teams[(t + 1) % state.teams.length]!.squad.length}]`;
  });
});

test('box: setups and scenarios that would put a card in two places are refused; scenario positions load', () => {
  const setupError = (f: () => unknown, field: string, code = 'INVALID_SETUP') =>
    assert.throws(f, (e: unknown) => isRuleError(e) && e.code === code && e.field === field);
  setupError(
    () => mof.createMatch({ home: { squad: ['g01', 's01', 'b01'] }, away: { squad: ['g02', 's01', 'b02'] } }),
    'away.squad[1]',
  );
  setupError(() => mof.createMatch({ home: { squad: ['g01', 'g01', 'b01'] } }), 'home.squad[1]');
  const single = mof.defaultData.cards.find((c) => (c.copies ?? 1) === 1)!.id;
  setupError(() => mof.createMatch({ home: { cards: [single] }, away: { cards: [single] } }), 'away.cards[0]');
  setupError(
    () =>
      mof.scenario({
        home: { players: ['g01', 'g02', 'g03'], cards: [single], inEffect: [single] },
        away: { players: ['s01', 's02', 's03'] },
      }),
    'home.inEffect[0]',
    'INVALID_SCENARIO',
  );
  // A scenario's cards in effect come out of the deck: its position saves and loads.
  const s = mof.scenario({
    home: { players: ['g01', 'g02', 'g03'], bench: ['s04'], manager: 'godfather', inEffect: ['personalTrainer@g03'] },
    away: { players: ['s01', 's02', 's03'], manager: 'jogaBonito', inEffect: ['callToArms', 'hardTackle@g01'] },
    turn: 7,
  });
  assert.deepEqual(mof.fromJSON(mof.toJSON(s)), s);
  let t = s;
  const bot = mof.randomBot(2);
  while (!mof.isOver(t)) t = mof.applyAction(t, bot(t)).state;
  assert.deepEqual(mof.fromJSON(mof.toJSON(t)), t);
});
