import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../scenario.js';
import { applyAction, createMatch, isOver, legalActions } from '../match.js';
import { basicAttackOf } from '../queries.js';
import { eventOf, play, rejects } from '../test-support.js';
import { fieldIcons, summary, type FieldSummary } from './tactical-icons.js';
import { randomBot } from '../bots.js';
import type { MneState } from '../types.js';

test('rulebook substitution example: the Striker (3 shots, Basic Attack 1) subs out with its Shoot Tokens', () => {
  const s = scenario({
    step: 'player',
    home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-bb@1,3'], tokens: ['h0.2', 'h0.3', 'h1.2'], subs: ['s-pc'] },
  });
  assert.equal(basicAttackOf(s, 'home', 'h-st'), 1);
  const { state, events } = play(s, { type: 'substitute', in: 's-pc', out: 'h-st' });
  const t = state.teams.home;
  assert.deepEqual(t.out, ['h-st']);
  assert.deepEqual(t.tokens, []);
  assert.ok(!t.field.some((p) => p.card === 'h-st'));
  assert.ok(t.front.includes('s-pc'), 'a sub comes in front of the player, never onto the field');
  assert.deepEqual(eventOf(events, 'substituted'), {
    type: 'substituted',
    seat: 'home',
    in: 's-pc',
    out: 'h-st',
    occasion: 1,
  });
  // The Striker can never return.
  rejects(state, { type: 'substitute', in: 'h-st', out: 'h-cm' }, 'ILLEGAL_ACTION');
  assert.equal(state.step, 'player', 'substitution is not an action: the Player Action is still due');
});

test('several pairs at once are one occasion; a team has 3 occasions per game', () => {
  const s = scenario({ step: 'player', home: { subs: ['s-pc', 's-en', 's-lb'], subsUsed: 1 } });
  const two = play(s, { type: 'substitute', in: 's-pc', out: 'h-st' }, { type: 'substitute', in: 's-en', out: 'h-cm' });
  assert.equal(two.state.teams.home.subsUsed, 2);
  // Another action closes the occasion; the next pair is the 3rd occasion.
  const placed = play(two.state, { type: 'place', card: 'h-cb', row: 3, col: 0 }).state;
  assert.equal(placed.active, 'away');
  const full = scenario({ step: 'player', home: { subs: ['s-pc'], subsUsed: 3 } });
  assert.ok(!legalActions(full).some((a) => a.type === 'substitute'));
  rejects(full, { type: 'substitute', in: 's-pc', out: 'h-st' }, 'ILLEGAL_ACTION');
});

test('Clarification: substitution between Team Action and Player Action, and never in the opponent’s turn', () => {
  const s = scenario({ home: { field: ['h-f9@1,0', 'h-wg@1,2'], subs: ['s-pc'] } });
  assert.equal(s.step, 'team');
  assert.ok(
    legalActions(s).some((a) => a.type === 'substitute'),
    'before the Team Action',
  );
  const after = play(s, { type: 'pass', draw: 1 }).state;
  assert.equal(after.step, 'player');
  assert.ok(
    legalActions(after).some((a) => a.type === 'substitute'),
    'after the Team Action',
  );
  rejects(after, { type: 'substitute', in: 's-pc', out: 'h-st', seat: 'away' }, 'NOT_YOUR_TURN');
});

test('substitutions at half time, then Away starts', () => {
  const s = scenario({ injuryTime: true, step: 'player', home: { subs: ['s-pc'] }, away: { subs: ['s-en'] } });
  const ht = play(s, { type: 'place', card: 'h-cb', row: 3, col: 0 }).state;
  assert.equal(ht.phase, 'halfTime');
  assert.deepEqual(legalActions(ht).slice(-1), [{ type: 'ready' }]);
  const subbed = play(ht, { type: 'substitute', in: 's-pc', out: 'h-st' }, { type: 'ready' }).state;
  assert.equal(subbed.phase, 'halfTime');
  const h2 = play(subbed, { type: 'ready' }).state;
  assert.equal(h2.phase, 'play');
  assert.equal(h2.active, 'away');
  assert.ok(h2.teams.home.front.includes('s-pc') && h2.teams.home.out.includes('h-st'));
  assert.ok(h2.teams.home.front.includes('h-cb'), 'field cards return in front at half time');
});

test('a Shoot Token a hand-written save put on another icon than an attack icon also leaves with its card', () => {
  const s = scenario({ step: 'player', home: { field: ['h-f9@1,0', 'h-wg@1,2', 'h-cb@3,2'], subs: ['s-pc'] } });
  const icons = fieldIcons(s.data, s.teams.home.field);
  const leaving = icons.find((ic) => ic.type !== 'attack' && ic.cards.includes('h-wg'));
  const staying = icons.find((ic) => ic.type !== 'attack' && !ic.cards.includes('h-wg'));
  assert.ok(leaving && staying, 'the field has other icons with and without the Winger');
  const tokens = [leaving.key, staying.key];
  const saved: MneState = { ...s, teams: { ...s.teams, home: { ...s.teams.home, tokens } } };
  const { state } = play(saved, { type: 'substitute', in: 's-pc', out: 'h-wg' });
  assert.deepEqual(state.teams.home.tokens, [staying.key]);
});

test('a field a substitution took a card off is summarised as from scratch (the same icons in the same order)', () => {
  const shape = (sum: FieldSummary) => ({
    attack: sum.attack.map((ic) => `${ic.key}:${ic.cards.join('+')}`),
    counts: [sum.attackCount, sum.defence, sum.pass, sum.press, sum.occupied],
    halves: [...sum.halves],
  });
  let checked = 0;
  for (let i = 0; i < 80; i++) {
    let s = createMatch({ seed: `substituted-field-${i}` });
    const bot = randomBot(i);
    while (!isOver(s)) {
      const a = bot(s);
      const next = applyAction(s, a).state;
      for (const seat of ['home', 'away'] as const) {
        const field = next.teams[seat].field;
        if (a.type !== 'substitute' || field === s.teams[seat].field || field.length === 0) continue;
        assert.deepEqual(shape(summary(next.data, field)), shape(summary(next.data, [...field])), `match ${i}`);
        checked++;
      }
      s = next;
    }
  }
  assert.ok(checked >= 50, `only ${checked} substitutions from the field`);
});
