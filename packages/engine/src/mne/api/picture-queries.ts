/**
 * A seat's view and the read-only queries a picture of a position needs (icons, Basic Attack Power, placements,
 * Control States, card definitions, a Goal Check's numbers), checked at the boundary: the state's
 * or view's outline and every argument, then the rules. Both entries export them —
 * `@pitchside/engine/mne` (api/queries.ts) and the light `@pitchside/engine/mne/picture` — and they
 * differ only in what they do when the rules trip on a state broken deeper than its outline: the
 * main entry checks the whole state to name the bad field (which needs the match flow), the light
 * one says what the rules tripped on. So each passes its own `failed`.
 */
import * as queries from '../queries.js';
import { goalCheckNumbers as goalCheck, type GoalCheckNumbers } from '../rules/goal-check.js';
import type {
  ControlState,
  IconInfo,
  MneState,
  MneView,
  PlayerCardDef,
  Seat,
  ShotState,
  SynergyCardDef,
  ViewerSeat,
} from '../types.js';
import * as view from '../view.js';
import { isObject, isSeat, badArgument, seatArg, idArg, trackArg, viewerArg } from './arguments.js';
import { checkOutline, readable } from './outline.js';

/** What an entry does after the rules threw on checked input: it always throws (a RuleError). */
export type DeepFault = (fn: string, s: unknown, e: unknown) => never;

/** The checked queries, with `failed` naming a deep fault (see the header). */
export function pictureQueries(failed: DeepFault) {
  /** `query()` on checked input; what it throws goes through `failed`. */
  const run = <T>(fn: string, s: unknown, query: () => T): T => {
    try {
      return query();
    } catch (e) {
      return failed(fn, s, e);
    }
  };
  return {
    iconsOnField(s: MneState | MneView, seat: Seat): IconInfo[] {
      const fn = 'iconsOnField';
      const state = readable(fn, s);
      const who = seatArg(fn, seat);
      return run(fn, s, () => queries.iconsOnField(state, who));
    },
    basicAttackOf(s: MneState | MneView, seat: Seat, card: string): number {
      const fn = 'basicAttackOf';
      const state = readable(fn, s);
      const who = seatArg(fn, seat);
      const id = idArg(fn, card, 'card');
      return run(fn, s, () => queries.basicAttackOf(state, who, id));
    },
    placementsFor(s: MneState | MneView, seat: Seat, card: string): { row: number; col: number }[] {
      const fn = 'placementsFor';
      const state = readable(fn, s);
      const who = seatArg(fn, seat);
      const id = idArg(fn, card, 'card');
      return run(fn, s, () => queries.placementsFor(state, who, id));
    },
    controlStates(s: MneState | MneView): Record<Seat, ControlState> {
      const fn = 'controlStates';
      const state = readable(fn, s);
      trackArg(fn, state.data.track);
      return queries.controlStates(state);
    },
    attackCardLimit(s: MneState | MneView, seat: Seat): number {
      const fn = 'attackCardLimit';
      const state = readable(fn, s);
      trackArg(fn, state.data.track);
      return queries.attackCardLimit(state, seatArg(fn, seat));
    },
    playerCard(s: MneState | MneView, id: string): PlayerCardDef | undefined {
      const fn = 'playerCard';
      const state = readable(fn, s);
      const card = idArg(fn, id, 'id');
      return run(fn, s, () => queries.playerCard(state, card));
    },
    synergyCard(s: MneState | MneView, id: string): SynergyCardDef | undefined {
      const fn = 'synergyCard';
      const state = readable(fn, s);
      const card = idArg(fn, id, 'id');
      return run(fn, s, () => queries.synergyCard(state, card));
    },
    goalCheckNumbers(s: MneState | MneView, shot: ShotState): GoalCheckNumbers {
      const fn = 'goalCheckNumbers';
      const state = readable(fn, s);
      if (
        !isObject(shot) ||
        !Array.isArray(shot.attackCards) ||
        !Array.isArray(shot.defenceCards) ||
        !isSeat(shot.attacker)
      )
        badArgument(fn, 'shot', 'must be a shot (attacker, attackCards, defenceCards)', shot);
      return run(fn, s, () => goalCheck(state, shot));
    },
    /** What `viewer` may see of `s` (see view.ts). */
    viewFor(s: MneState, viewer: ViewerSeat): MneView {
      const fn = 'viewFor';
      const state = checkOutline(fn, s);
      const who = viewerArg(fn, viewer);
      return run(fn, state, () => view.viewFor(state, who));
    },
  };
}
