/**
 * Helpers shared by the MoF tests (not part of the public API): core's test support with MoF's
 * types, and what only MoF needs.
 */
import type { Bot } from '../core/bots.js';
import { applyAction, isOver, legalActions } from './engine.js';
import { defaultData, validateData } from './data/index.js';
import type { MatchState, MofAction, MofData, MofEvent, MofState, Pending, PlayerDef } from './types.js';

export { deepFreeze, eventOf, findSeed, throwsRule } from '../core/test-support.js';

export type Chooser = (legal: MofAction[], s: MofState) => MofAction;

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
  choose: Chooser = passive,
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

/** Plays to the end with `choose`. */
export function finish(s: MofState, choose: Chooser = passive): { state: MofState; events: MofEvent[] } {
  return driveUntil(s, isOver, choose, 50_000);
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

/** A chooser taking the first legal action that matches the earliest predicate, else `passive`. */
export function prefer(...preds: ((a: MofAction, s: MofState) => boolean)[]): Chooser {
  return (legal, s) => {
    for (const p of preds) {
      const a = legal.find((x) => p(x, s));
      if (a) return a;
    }
    return passive(legal);
  };
}

export const pending = (s: MofState): Pending | null => s.matches[s.active]?.pending ?? null;
export const match = (s: MofState): MatchState => s.matches[s.active] as MatchState;

/** Default data plus the players of the rulebook's worked examples. */
export function exampleData(): MofData {
  const p = (id: string, pos: 'D' | 'M' | 'F', att: number, def: number, tac: number): PlayerDef => ({
    id,
    name: `Example ${id}`,
    level: 'silver',
    pos,
    cost: 3,
    att: [att, att, att, att],
    def: [def, def, def, def],
    tac,
  });
  return validateData({
    ...defaultData,
    players: [
      ...defaultData.players,
      // Master Tactician's team: defence 3 + 4 + 2, attack 2 + 1 + 0, tactics 4 + 1 + 1.
      p('mt1', 'D', 2, 3, 4),
      p('mt2', 'M', 1, 4, 1),
      p('mt3', 'F', 0, 2, 1),
      // An opponent with attack 5 (orange) and defence 4.
      p('op1', 'F', 3, 1, 1),
      p('op2', 'M', 2, 1, 1),
      p('op3', 'D', 0, 2, 1),
    ],
  });
}
