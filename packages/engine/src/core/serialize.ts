/**
 * Versioned save files: `{ format: 'pitchside/<game>', version, state }`.
 * Each game supplies its own state validator; this module only handles the envelope.
 */
import { RuleError } from './errors.js';

/**
 * The version of every save the engine writes, for both games: one number, raised when either
 * game's saved state changes shape. A game whose state did not change reads the older version as
 * it is; one whose state did upgrades it while reading (`unwrapState`'s `readable` versions).
 */
export const SAVE_VERSION = 1;

export interface SaveEnvelope<S> {
  format: string;
  version: number;
  state: S;
}

export function wrapState<S>(game: string, version: number, state: S): SaveEnvelope<S> {
  return { format: `pitchside/${game}`, version, state: JSON.parse(JSON.stringify(state)) as S };
}

/**
 * Reads an envelope (object or JSON text), checks format and version, and hands the inner state to
 * `validate`, which must return a fully checked state or throw RuleError('INVALID_STATE').
 * `version` is the one this engine writes; `readable` lists the older ones the game still reads
 * (their states are handed to `validate` as they are, which upgrades them if their shape differs).
 */
export function unwrapState<S>(
  game: string,
  version: number,
  input: unknown,
  validate: (state: unknown, version: number) => S,
  readable: readonly number[] = [],
): S {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      throw new RuleError('INVALID_STATE', 'The saved match is not valid JSON.');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new RuleError('INVALID_STATE', 'The saved match must be an object with format, version and state.');
  }
  const env = data as Partial<SaveEnvelope<unknown>>;
  if (env.format !== `pitchside/${game}`) {
    throw new RuleError(
      'INVALID_STATE',
      `The saved match has format ${JSON.stringify(env.format)}, expected "pitchside/${game}".`,
      'format',
    );
  }
  if (env.version !== version && !readable.includes(env.version as number)) {
    throw new RuleError(
      'UNSUPPORTED_VERSION',
      `The saved match is version ${String(env.version)}; this engine reads version ${version}.`,
      'version',
    );
  }
  return validate(env.state, env.version as number);
}
