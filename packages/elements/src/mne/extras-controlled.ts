/**
 * Controlled mode for `<mne-match>` (a page sets `view` and `events`): downloaded with `import()` the
 * first time a page does, never imported statically, so pages that play locally never load it.
 */
import type { ReactiveControllerHost } from 'lit';
import { legalActions, type MneAction, type MneEvent, type MneView } from '@pitchside/engine/mne';
import { ControlledGame } from '../shared/controlled-game.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const VIEWERS = ['home', 'away', 'spectator'];

/** A Magic Number Eleven match fed from outside: a seat's `MneView`. */
export function controlledMne(host: ReactiveControllerHost): ControlledGame<MneView, MneAction, MneEvent> {
  return new ControlledGame<MneView, MneAction, MneEvent>(host, {
    isView: (v): v is MneView =>
      isObject(v) &&
      VIEWERS.includes(v.viewer as string) &&
      typeof v.phase === 'string' &&
      isObject(v.data) &&
      isObject(v.teams) &&
      isObject(v.teams.home) &&
      isObject(v.teams.away) &&
      'toAct' in v,
    seatOf: (view) => view.viewer,
    acts: (view) => view.toAct !== null && view.toAct === view.viewer,
    legalActions: (view) => legalActions(view),
  });
}
