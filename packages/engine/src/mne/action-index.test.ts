/**
 * The indexed enumeration (action-index.ts) that `legalActions` and the random bot share is checked
 * against the rules themselves: in every step of seeded matches, the actions it lists are exactly
 * the candidates `applyAction` accepts, out of a brute-force superset built from the state (every
 * card of the squads on every space, every icon key, every hand card…), with no duplicates; and
 * `nthAction(s, i)` is the `i`th of `legalActions(s)`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { actionCount, nthAction } from './action-index.js';
import { randomBot, greedyBot } from './bots.js';
import { applyAction, createMatch, currentSeat, isOver, legalActions } from './match.js';
import { fieldIcons } from './rules/tactical-icons.js';
import { squad } from './rules/setup.js';
import { scenario } from './scenario.js';
import type { MneAction, MneState, Seat } from './types.js';

const SEATS: Seat[] = ['home', 'away'];

/** Every action worth trying in `s` (a superset of the legal ones, in the step's action types). */
function candidates(s: MneState): MneAction[] {
  const out: MneAction[] = [];
  const cards = s.draft
    ? [...new Set(SEATS.flatMap((seat) => squad(s, seat)).concat(s.data.cards.map((c) => c.id)))]
    : [];
  const squads = SEATS.flatMap((seat) => squad(s, seat));
  const synergy = s.data.synergy.map((c) => c.id);
  const keys = SEATS.flatMap((seat) => fieldIcons(s.data, s.teams[seat].field).map((ic) => ic.key));
  const subs = () => {
    for (const cardIn of squads)
      for (const cardOut of squads) out.push({ type: 'substitute', in: cardIn, out: cardOut });
  };
  if (s.phase === 'draft') for (const card of cards) out.push({ type: 'draftPick', card });
  if (s.phase === 'halfTime') {
    subs();
    out.push({ type: 'ready' });
  }
  const penalties = () => {
    for (const direction of ['left', 'centre', 'right'] as const) out.push({ type: 'penalty', direction });
  };
  if (s.phase === 'shootout') penalties();
  if (s.phase !== 'play') return out;
  switch (s.step) {
    case 'team':
      for (let draw = 0; draw <= 6; draw++) out.push({ type: 'pass', draw });
      out.push({ type: 'press' });
      subs();
      break;
    case 'player':
      for (const card of squads) {
        for (let row = -1; row <= s.data.board.rows; row++) {
          for (let col = -1; col <= s.data.board.cols; col++) out.push({ type: 'place', card, row, col });
        }
        for (const icon of keys) out.push({ type: 'directAttack', card, icon });
      }
      out.push({ type: 'unorganisedShot' });
      subs();
      break;
    case 'effect':
      out.push({ type: 'applyEffect' }, { type: 'skipEffect' });
      for (const icon of keys) out.push({ type: 'applyEffect', icon });
      break;
    case 'tempo':
      for (const card of synergy) out.push({ type: 'keep', card });
      break;
    case 'shoot':
      out.push({ type: 'declineShot' });
      for (const icon of keys) out.push({ type: 'shoot', icon });
      break;
    case 'attack': {
      // Pairs in hand order only: the enumeration lists each set of cards once, in that order.
      const hand = s.teams[s.active].hand;
      out.push({ type: 'commitAttack', cards: [] });
      for (const c of synergy) out.push({ type: 'commitAttack', cards: [c] });
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) out.push({ type: 'commitAttack', cards: [hand[i]!, hand[j]!] });
      }
      break;
    }
    case 'defence':
      out.push({ type: 'defend', add: 'none' }, { type: 'defend', add: 'deck' });
      for (const card of synergy) out.push({ type: 'defend', add: 'hand', card });
      break;
    case 'penaltyKick':
    case 'penaltySave':
      penalties();
      break;
  }
  return out;
}

function accepted(s: MneState, a: MneAction): boolean {
  try {
    applyAction(s, a);
    return true;
  } catch (e) {
    if (isRuleError(e)) return false;
    throw e;
  }
}

function checkStep(s: MneState, where: string): void {
  const listed = legalActions(s);
  const n = actionCount(s);
  assert.equal(listed.length, n, `${where}: count`);
  for (let i = 0; i < n; i++) assert.deepEqual(nthAction(s, i), listed[i], `${where}: action ${i}`);
  if (s.phase === 'lineup') return; // 286 lineups: covered by setup's tests
  const keys = listed.map((a) => JSON.stringify(a));
  assert.equal(new Set(keys).size, keys.length, `${where}: duplicates in ${keys.join(' ')}`);
  const legal = candidates(s)
    .filter((a) => accepted(s, a))
    .map((a) => JSON.stringify(a));
  assert.deepEqual([...keys].sort(), [...new Set(legal)].sort(), `${where}: listed vs accepted`);
}

test('the enumeration lists exactly the actions applyAction accepts, in every step of seeded matches', () => {
  for (let i = 0; i < 4; i++) {
    let s = createMatch({ seed: `index-${i}`, shootout: true });
    const bots =
      i % 2 === 0 ? { home: randomBot(i), away: randomBot(i + 50) } : { home: greedyBot(i), away: randomBot(i) };
    for (let n = 0; !isOver(s); n++) {
      checkStep(s, `match ${i}, action ${n} (${s.phase}/${s.step})`);
      s = applyAction(s, bots[currentSeat(s) as Seat](s)).state;
    }
  }
});

/** Home has nothing to place and no live attack icon, but a substitute: substitutions, then the unorganised shot. */
function nothingToBuild(): MneState {
  const desc = { home: { field: ['h-cb@3,2'], front: [], subs: ['h-cm'] }, step: 'player' as const };
  const s = scenario(desc);
  const attack = fieldIcons(s.data, s.teams.home.field).filter((ic) => ic.type === 'attack');
  return scenario({ ...desc, home: { ...desc.home, tokens: attack.map((ic) => ic.key) } });
}

test('the enumeration matches the rules in scenario positions (pairs of attack cards, nothing to build)', () => {
  const cornered = nothingToBuild();
  assert.deepEqual(
    legalActions(cornered).map((a) => a.type),
    ['substitute', 'unorganisedShot'],
  );
  const positions = [
    cornered,
    scenario({
      home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-wg@0,4'], hand: [5, 4, 3, 2] },
      away: { hand: [1, 'tackle'] },
      control: 'aggressive',
      step: 'player',
    }),
  ];
  for (const [k, start] of positions.entries()) {
    let s = start;
    const bot = randomBot(k);
    for (let n = 0; n < 60 && !isOver(s); n++) {
      checkStep(s, `scenario ${k}, action ${n} (${s.phase}/${s.step})`);
      s = applyAction(s, bot(s)).state;
    }
  }
});
