/** Test helpers (not exported from the package). */
import type { Bot } from '../core/bots.js';
import { applyAction, isOver, legalActions } from './engine.js';
import type { MofAction, MofEvent, MofState } from './types.js';

export function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Plays `s` to the end with `bot`, returning the final state and all events. */
export function playOut(
  s: MofState,
  bot: Bot<MofState, MofAction>,
  max = 50_000,
): { state: MofState; events: MofEvent[]; actions: number } {
  const events: MofEvent[] = [];
  let n = 0;
  while (!isOver(s)) {
    if (++n > max) throw new Error('did not finish');
    const r = applyAction(s, bot(s));
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { state: s, events, actions: n };
}

/** Applies actions chosen by `choose` (given the legal list) until `until(state)` holds. */
export function driveUntil(
  s: MofState,
  until: (s: MofState) => boolean,
  choose: (legal: MofAction[], s: MofState) => MofAction,
  max = 5_000,
): { state: MofState; events: MofEvent[] } {
  const events: MofEvent[] = [];
  for (let i = 0; !until(s); i++) {
    if (i > max || isOver(s)) throw new Error('condition never reached');
    const r = applyAction(s, choose(legalActions(s), s));
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { state: s, events };
}

/** Picks `pass` / `endCards` / "no" where offered, else the first legal action. */
export function passive(legal: MofAction[]): MofAction {
  return (
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'endCards') ??
    legal.find((a) => a.type === 'announceCards' && !a.play) ??
    legal.find((a) => a.type === 'announceSubstitution' && a.when === 'none') ??
    legal.find((a) => a.type === 'endBuying') ??
    (legal.find((a) => a.type !== 'swapCard') as MofAction)
  );
}
