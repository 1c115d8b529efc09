/**
 * Magic Number Eleven match records: `toRecord` writes a match (its setup and actions) as text in
 * the move notation (notation.ts), `toRecordJSON` as the JSON twin, and `fromRecord` reads either
 * back and replays every move. The format and who may read a record: core/record.ts.
 *
 * Headers the engine writes: Game "mne", Seed, Setup (JSON, only for a setup with more than the
 * seed, e.g. {"shootout":true}) and Result ("2-1", "1-1 (4-3 on penalties)", "*" unfinished).
 * Any other header (Event, Date, Site, Home, Away — the people playing —, Round…) is kept as given.
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
import { applyAction, createMatch, currentSeat, result } from './api/match.js';
import { checkAction } from './action-shape.js';
import { formatAction, parseAction } from './notation.js';
import type { MneAction, MneSetup, MneState } from './types.js';

export type MneRecordInput = RecordInput<MneSetup, MneAction>;
export type MneReplayedRecord = ReplayedRecord<MneState, MneAction, MneSetup>;

/** The Result header of a state. */
export function resultText(s: MneState): string {
  const r = result(s);
  if (!r) return '*';
  const score = `${r.score.home}-${r.score.away}`;
  return r.shootout ? `${score} (${r.shootout.home}-${r.shootout.away} on penalties)` : score;
}

const game: RecordGame<MneState, MneAction, MneSetup> = {
  id: 'mne',
  name: 'Magic Number Eleven',
  create: createMatch,
  apply: (s, a) => applyAction(s, a).state,
  seat: currentSeat,
  // The actions to write come from the caller: their shape is checked before they are written.
  format: (s, a) => formatAction(s, checkAction(a)),
  parse: parseAction,
  setupHeaders: (setup) =>
    seedHeaders('Magic Number Eleven', setup as unknown as Record<string, unknown>, [
      'cards',
      'synergy',
      'board',
      'track',
    ]),
  setupOf: (seed, extra) => ({ ...extra, seed: (extra.seed as string | undefined) ?? seed }) as MneSetup,
  derived: (s) => ({ Result: resultText(s) }),
};

/** The record of a match as text; `headers` (Event, Date, Home, Away…) are kept in their order. */
export function toRecord(input: MneRecordInput, headers?: Record<string, string>): string {
  return recordText(writeRecord(game, input, headers));
}

/** The record of a match as JSON (the twin of `toRecord`'s text). */
export function toRecordJSON(input: MneRecordInput, headers?: Record<string, string>): RecordJSON {
  return writeRecord(game, input, headers);
}

/**
 * Reads a record (text or JSON) and replays it: the setup, the actions, the moves with their
 * comments and the last state (every state with `{ states: true }`). A move that cannot be read or
 * played is a RuleError whose field names it ("move 12").
 */
export function fromRecord(record: string | RecordJSON, options?: { states?: boolean }): MneReplayedRecord {
  return readRecord(game, record, options);
}
