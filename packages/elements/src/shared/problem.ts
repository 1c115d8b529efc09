/**
 * The readable error state. An element never throws because of what a page gave it: it turns a
 * bad attribute or property into a `Problem` while reading its inputs (in `willUpdate`), and
 * `render()` shows that problem, in the page's language, in place of the element.
 *
 * ```ts
 * protected override willUpdate() {
 *   this.view = attempt('track', () => validateTrack(this.track));   // Result<ControlTrackDef>
 * }
 * protected override render() {
 *   if (!this.view.ok) return this.renderProblem(this.view.problem);
 *   …
 * }
 * ```
 */
import { isRuleError } from '@pitchside/engine';
import type { MessageParams } from './i18n.js';
import type { SharedMessageKey } from './messages.js';

/** What is wrong with one input, as a message key of the shared catalog and its parameters. */
export interface Problem {
  /** The attribute (or property) at fault, as the page wrote it. */
  readonly attribute: string;
  readonly key: SharedMessageKey;
  readonly params: MessageParams;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function problem(attribute: string, key: SharedMessageKey, params: MessageParams = {}): Result<never> {
  return { ok: false, problem: { attribute, key, params: { attribute, ...params } } };
}

/**
 * Runs `read` (typically an engine validator) and turns what it throws into a Problem for
 * `attribute`: a RuleError keeps its readable message; an unreadable JSON attribute says so.
 */
export function attempt<T>(attribute: string, read: () => T): Result<T> {
  try {
    return ok(read());
  } catch (error) {
    return problemFrom(attribute, error);
  }
}

export function problemFrom(attribute: string, error: unknown): Result<never> {
  if (error instanceof InvalidJson) return problem(attribute, 'error.badJson', { detail: error.message });
  if (isRuleError(error)) return problem(attribute, 'error.invalid', { detail: error.message });
  const detail = error instanceof Error ? error.message : String(error);
  return problem(attribute, 'error.unexpected', { detail });
}

/** An integer in [min, max], or a Problem quoting what the page wrote. */
export function readInteger(attribute: string, value: unknown, written: string | null, min: number, max: number) {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return ok(value);
  return problem(attribute, 'error.notInteger', { min, max, value: written ?? String(value) });
}

/** What `jsonConverter` stores for an attribute that is not JSON; reading it throws. */
export class InvalidJson extends Error {
  constructor(
    readonly text: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidJson';
  }
}

/**
 * A Lit attribute converter for JSON attributes that never throws: unparsable text becomes an
 * `InvalidJson` value, which `attempt()` reports. Use with `@property({ converter: jsonConverter })`.
 */
export const jsonConverter = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch (error) {
      return new InvalidJson(value, error instanceof Error ? error.message : String(error));
    }
  },
  toAttribute(value: unknown): string | null {
    return value === undefined ? null : JSON.stringify(value);
  },
};

/** Throws the stored InvalidJson (inside `attempt`), else returns the value. */
export function parsedJson<T>(value: T | InvalidJson): T {
  if (value instanceof InvalidJson) throw value;
  return value;
}
