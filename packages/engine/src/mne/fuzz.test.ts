import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { Rng, seedRng } from '../core/rng.js';
import { applyAction, createMatch, isOver } from './match.js';
import { randomBot } from './bots.js';
import { DEFAULT_CARDS, DEFAULT_SYNERGY } from './data/index.js';
import type { MneAction, MneState } from './types.js';

const CARDS = [...DEFAULT_CARDS.map((c) => c.id), 'nobody'];
const SYN = [...DEFAULT_SYNERGY.map((c) => c.id), 'zz'];
const ICONS = ['h0.1', 'h0.2', 'h1.2', 'v0.3', 'h4.1', 'f1.0.0', 'nowhere'];

/** A random action, usually well-formed, often illegal. */
function anyAction(rng: Rng): MneAction {
  const card = rng.pick(CARDS);
  const choices: MneAction[] = [
    { type: 'draftPick', card },
    { type: 'lineup', starters: CARDS.slice(rng.int(5), 10 + rng.int(5)) },
    { type: 'pass', draw: rng.int(7) - 1 },
    { type: 'press' },
    { type: 'substitute', in: card, out: rng.pick(CARDS) },
    { type: 'place', card, row: rng.int(6) - 1, col: rng.int(8) - 1 },
    { type: 'applyEffect', ...(rng.int(2) ? { icon: rng.pick(ICONS) } : {}) },
    { type: 'skipEffect' },
    { type: 'keep', card: rng.pick(SYN) },
    { type: 'shoot', icon: rng.pick(ICONS) },
    { type: 'declineShot' },
    { type: 'directAttack', card, icon: rng.pick(ICONS) },
    { type: 'unorganisedShot' },
    { type: 'commitAttack', cards: [rng.pick(SYN), rng.pick(SYN)].slice(rng.int(3)) },
    { type: 'defend', add: rng.pick(['none', 'deck', 'hand'] as const), card: rng.pick(SYN) },
    { type: 'penalty', direction: rng.pick(['left', 'centre', 'right'] as const) },
    { type: 'ready' },
  ];
  return rng.pick(choices);
}

test('fuzz: random (mostly illegal) actions either apply or throw a RuleError, never crash or change the input', () => {
  const rng = new Rng(seedRng('fuzz'));
  let applied = 0;
  for (let m = 0; m < 10; m++) {
    let s: MneState = createMatch({ seed: `fuzz-${m}`, shootout: true });
    const bot = randomBot(m);
    while (!isOver(s)) {
      for (let k = 0; k < 4; k++) {
        const a = anyAction(rng);
        const before = JSON.stringify({ ...s, data: null });
        try {
          applyAction(s, a);
          applied++;
        } catch (e) {
          assert.ok(isRuleError(e), `${JSON.stringify(a)} crashed: ${String(e)}`);
        }
        assert.equal(JSON.stringify({ ...s, data: null }), before);
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(applied > 0);
});
