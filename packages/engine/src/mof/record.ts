/**
 * Masters of Football match and championship records: `toRecord` writes a match or a championship
 * (its setup and actions) as text in the move notation (notation.ts), `toRecordJSON` as the JSON
 * twin, and `fromRecord` reads either back and replays every move. The format and who may read a
 * record: core/record.ts.
 *
 * Headers the engine writes: Game "mof", Seed, Setup (JSON: everything else in the setup; a
 * championship's has "championship":true), and from the last state: Home and Away (the teams of a
 * stand-alone match) or Teams (a championship's, in order), and Result ("2-1", "*" unfinished, or
 * the champion's team name). Any other header (Event, Date, Site, Round…) is kept as given.
 */
import {
  readRecord,
  recordText,
  seedHeaders,
  writeRecord,
  type RecordGame,
  type RecordInput,
  type RecordJSON,
  type ReplayedRecord,
} from '../core/record.js';
import { RuleError } from '../core/errors.js';
import { applyAction, currentSeat, isOver } from './api/match.js';
import { checkAction } from './action-shape.js';
import { createChampionship, createMatch } from './setup.js';
import { formatAction, parseAction } from './notation.js';
import type { ChampionshipSetup, MatchSetup, MofAction, MofState } from './types.js';

/** A stand-alone match's setup, or a championship's marked `championship: true` (as `replay` takes). */
export type MofRecordSetup = MatchSetup | (ChampionshipSetup & { championship: true });
export type MofRecordInput = RecordInput<MofRecordSetup, MofAction>;
export type MofReplayedRecord = ReplayedRecord<MofState, MofAction, MofRecordSetup>;

/** The Result header of a state. */
export function resultText(s: MofState): string {
  if (!isOver(s)) return '*';
  if (s.kind === 'championship') return s.champion === null ? '*' : `Champion ${s.teams[s.champion]?.name}`;
  const m = s.matches[0];
  return m ? `${m.score[0]}-${m.score[1]}` : '*';
}

function create(setup: MofRecordSetup): MofState {
  if (typeof setup === 'object' && setup !== null && 'championship' in setup) {
    if (setup.championship !== true)
      throw new RuleError(
        'INVALID_SETUP',
        'setup.championship must be true (a championship) or left out (a match).',
        'setup.championship',
      );
    const { championship: _c, ...rest } = setup;
    void _c;
    return createChampionship(rest);
  }
  return createMatch(setup);
}

function derived(s: MofState): Record<string, string> {
  const names = s.teams.map((t) => t.name);
  if (s.kind === 'championship') return { Teams: names.join(', '), Result: resultText(s) };
  const m = s.matches[0];
  const home = m ? s.teams[m.sides[0].team]?.name : names[0];
  const away = m ? s.teams[m.sides[1].team]?.name : names[1];
  return { Home: home ?? '?', Away: away ?? '?', Result: resultText(s) };
}

const game: RecordGame<MofState, MofAction, MofRecordSetup> = {
  id: 'mof',
  name: 'Masters of Football',
  create,
  apply: (s, a) => applyAction(s, a).state,
  seat: currentSeat,
  // The actions to write come from the caller: their shape is checked before they are written.
  format: (s, a) => formatAction(s, checkAction(a)),
  parse: parseAction,
  setupHeaders: (setup) => seedHeaders('Masters of Football', setup as unknown as Record<string, unknown>, ['data']),
  setupOf: (seed, extra) => ({ ...extra, seed: (extra.seed as string | undefined) ?? seed }) as MofRecordSetup,
  derived,
};

/** The record of a match or championship as text; `headers` (Event, Date…) are kept in their order. */
export function toRecord(input: MofRecordInput, headers?: Record<string, string>): string {
  return recordText(writeRecord(game, input, headers));
}

/** The record as JSON (the twin of `toRecord`'s text). */
export function toRecordJSON(input: MofRecordInput, headers?: Record<string, string>): RecordJSON {
  return writeRecord(game, input, headers);
}

/**
 * Reads a record (text or JSON) and replays it: the setup, the actions, the moves with their
 * comments and the last state (every state with `{ states: true }`). A move that cannot be read or
 * played is a RuleError whose field names it ("move 12").
 */
export function fromRecord(record: string | RecordJSON, options?: { states?: boolean }): MofReplayedRecord {
  return readRecord(game, record, options);
}
