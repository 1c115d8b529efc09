/**
 * The public boundary (see match.ts) of the move notation and the match records: a module of its
 * own, so that what the elements import at once (match.ts) does not import the records. The
 * record functions check their arguments themselves (core/record.ts; each action's shape as its
 * move is written, see record.ts); `checked` answers anything else they cannot read.
 */
import { checked } from './match.js';
import { checkAction } from '../action-shape.js';
import * as notation from '../notation.js';
import * as record from '../record.js';
import type { MofAction, MofState, MofView } from '../types.js';

/** The notation of `action` (see notation.ts); an action of no known shape is MALFORMED_ACTION. */
export const formatAction = /* @__PURE__ */ checked(
  (s: MofState | MofView, action: MofAction): string => notation.formatAction(s, checkAction(action)),
  'action',
);

/** The action written as `text` (see notation.ts); a RuleError('NOTATION_SYNTAX') says where it fails. */
export const parseAction = /* @__PURE__ */ checked(notation.parseAction);

/** The Result header of a state: "2-1", "Champion …", or "*" while the game goes on. */
export const resultText = /* @__PURE__ */ checked(record.resultText);

/** The record of a match or championship as text; `headers` (Event, Date…) are kept in their order. */
export const toRecord = /* @__PURE__ */ checked(record.toRecord, 'input');

/** The record as JSON (the twin of `toRecord`'s text). */
export const toRecordJSON = /* @__PURE__ */ checked(record.toRecordJSON, 'input');

/**
 * Reads a record (text or JSON) and replays it: the setup, the actions, the moves with their
 * comments and the last state (every state with `{ states: true }`). A move that cannot be read or
 * played is a RuleError whose field names it ("move 12").
 */
export const fromRecord = /* @__PURE__ */ checked(record.fromRecord, 'record');
