/**
 * RuleError: the one error type the engine throws for anything a caller got wrong —
 * an illegal action, a malformed action, bad card data or a bad saved state.
 * `code` is stable (safe to switch on); `message` is a sentence a person can read;
 * `field` names the offending path in the input when there is one.
 */
export type RuleErrorCode =
  | 'NOT_YOUR_TURN'
  | 'ILLEGAL_ACTION'
  | 'ILLEGAL_PLACEMENT'
  | 'HAND_LIMIT'
  | 'MALFORMED_ACTION'
  | 'GAME_OVER'
  | 'INVALID_STATE'
  | 'INVALID_DATA'
  | 'UNCHECKED_DATA'
  | 'INVALID_SCENARIO'
  | 'INVALID_SETUP'
  | 'INVALID_ARGUMENT'
  | 'UNSUPPORTED_VERSION'
  | 'NOTATION_SYNTAX'
  | 'INVALID_RECORD'
  | (string & {});

export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly field: string | undefined;

  constructor(code: RuleErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.field = field;
  }
}

/** True when `e` is a RuleError (also across bundle copies, by shape). */
export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError || (e instanceof Error && e.name === 'RuleError' && 'code' in e);
}

/** Throws a RuleError with `code` unless `condition` holds. */
export function ensure(condition: unknown, code: RuleErrorCode, message: string, field?: string): asserts condition {
  if (!condition) throw new RuleError(code, message, field);
}
