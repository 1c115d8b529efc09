/**
 * Controlled mode for `<mof-match>` and `<mof-championship>` (a page sets `view` and `events`):
 * downloaded the first time a page does (through `controlledGames` in on-demand-engine.ts, never
 * imported statically), so pages that play locally never load it.
 */
import type { ReactiveControllerHost } from 'lit';
import {
  currentSeat,
  legalActions,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import { ControlledGame } from '../shared/controlled-game.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A Masters of Football game fed from outside: a seat's `MofView` (a match's or a championship's). */
export function controlledMof(host: ReactiveControllerHost): ControlledGame<MofView, MofAction, MofEvent> {
  return new ControlledGame<MofView, MofAction, MofEvent>(host, {
    isView: (v): v is MofView =>
      isObject(v) &&
      typeof v.seat === 'string' &&
      typeof v.stage === 'string' &&
      isObject(v.data) &&
      isObject(v.deckSizes) &&
      Array.isArray(v.teams) &&
      Array.isArray(v.matches) &&
      typeof v.active === 'number',
    seatOf: (view) => view.seat,
    acts: (view) => currentSeat(view as unknown as MofState) === view.seat,
    legalActions: (view) => legalActions(view),
  });
}
