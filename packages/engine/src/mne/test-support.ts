/** Helpers shared by the MNE tests (not part of the public API). */
import assert from 'node:assert/strict';
import { isRuleError } from '../core/errors.js';
import { applyAction } from './match.js';
import type { MneAction, MneEvent, MneState } from './types.js';

/** Applies actions in order; returns the last state and every event. */
export function play(s: MneState, ...actions: MneAction[]): { state: MneState; events: MneEvent[] } {
  const events: MneEvent[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The first event of `type`, asserted to exist. */
export function eventOf<T extends MneEvent['type']>(events: MneEvent[], type: T): Extract<MneEvent, { type: T }> {
  const e = events.find((x) => x.type === type);
  assert.ok(e, `expected a ${type} event, got ${events.map((x) => x.type).join(', ')}`);
  return e as Extract<MneEvent, { type: T }>;
}

/** Asserts that `fn` throws a RuleError with `code` (and `field`, when given). */
export function throwsRule(fn: () => unknown, code: string, field?: string): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(isRuleError(e), `expected a RuleError, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    if (field !== undefined) assert.equal(e.field, field, e.message);
    return true;
  });
}

/** Asserts that applying `action` fails with `code` and leaves `s` exactly as it was. */
export function rejects(s: MneState, action: MneAction, code: string): void {
  const before = JSON.stringify(s);
  throwsRule(() => applyAction(s, action), code);
  assert.equal(JSON.stringify(s), before, 'the state changed after a rejected action');
}
