/**
 * Small, path-aware checks for untrusted input: card data, saved states, scenarios, actions.
 * Each check throws a RuleError whose message and `field` name the exact path that is wrong
 * (e.g. `cards[3].edges.topLeft`), so a publisher can fix their JSON without reading our code.
 */
import { RuleError, type RuleErrorCode } from './errors.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class Checker {
  constructor(
    /** The code every failure of this checker carries (e.g. INVALID_DATA, INVALID_STATE). */
    readonly code: RuleErrorCode,
    /** What is being checked, for messages ("card data", "saved match"). */
    readonly subject: string,
  ) {}

  fail(path: string, problem: string): never {
    throw new RuleError(this.code, `Invalid ${this.subject}: ${path || 'value'} ${problem}.`, path || undefined);
  }

  object(value: unknown, path: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(path, `must be an object, got ${describe(value)}`);
    }
    return value as Record<string, unknown>;
  }

  array(value: unknown, path: string, minLength = 0, maxLength = Infinity): unknown[] {
    if (!Array.isArray(value)) this.fail(path, `must be an array, got ${describe(value)}`);
    if (value.length < minLength || value.length > maxLength) {
      const range =
        maxLength === Infinity
          ? `at least ${minLength}`
          : minLength === maxLength
            ? `exactly ${minLength}`
            : `${minLength} to ${maxLength}`;
      this.fail(path, `must have ${range} items, got ${value.length}`);
    }
    return value;
  }

  string(value: unknown, path: string, { nonEmpty = true, maxLength = 200 } = {}): string {
    if (typeof value !== 'string') this.fail(path, `must be a string, got ${describe(value)}`);
    if (nonEmpty && value.length === 0) this.fail(path, 'must not be empty');
    if (value.length > maxLength) this.fail(path, `must be at most ${maxLength} characters`);
    return value;
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== 'boolean') this.fail(path, `must be true or false, got ${describe(value)}`);
    return value;
  }

  int(value: unknown, path: string, min = -Infinity, max = Infinity): number {
    if (typeof value !== 'number' || !Number.isInteger(value))
      this.fail(path, `must be a whole number, got ${describe(value)}`);
    if (value < min || value > max) {
      const range =
        max === Infinity ? `at least ${min}` : min === -Infinity ? `at most ${max}` : `from ${min} to ${max}`;
      this.fail(path, `must be ${range}, got ${value}`);
    }
    return value;
  }

  oneOf<T extends string | number>(value: unknown, path: string, allowed: readonly T[]): T {
    if (!allowed.includes(value as T)) {
      this.fail(path, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${describe(value)}`);
    }
    return value as T;
  }

  optional<T>(value: unknown, path: string, read: (v: unknown, p: string) => T): T | undefined {
    return value === undefined ? undefined : read(value, path);
  }

  /** Rejects keys not in `allowed` (catches typos such as `postion`). */
  onlyKeys(obj: Record<string, unknown>, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(obj)) {
      if (!allowed.includes(key))
        this.fail(join(path, key), `is not a known field (expected one of ${allowed.join(', ')})`);
    }
  }

  /** Rejects duplicate values (e.g. two cards with one id). */
  unique(values: readonly (string | number)[], path: string, what: string): void {
    const seen = new Set<string | number>();
    values.forEach((v, i) => {
      if (seen.has(v)) this.fail(`${path}[${i}]`, `repeats the ${what} ${JSON.stringify(v)}`);
      seen.add(v);
    });
  }
}

/** Joins a path and a key: `join('cards[2]', 'name')` → `cards[2].name`. */
export function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A bad value in a message: its JSON when short, else what kind of value it is. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}
