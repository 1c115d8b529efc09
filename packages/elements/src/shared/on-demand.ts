/**
 * Code few pages use (reading a saved game, building a rule illustration), loaded the first time an
 * element needs it: `import()` puts it in a file of its own, in the CDN build and in an app's
 * bundle, so a page that never needs it never downloads it.
 *
 * An element asks for it in `loading()` (see `PitchsideElement`), whose update waits for it, then
 * reads it in `willUpdate` with `read(attribute)`: the module, or a Problem when the download
 * failed (the element shows its error state; its next update tries again).
 * ```ts
 * const scenarios = new OnDemand(() => import('./extras-scenarios.js'));
 * protected override loading() { return this.scenario === undefined ? null : scenarios.wait(); }
 * protected override willUpdate() {
 *   const engine = scenarios.read('scenario');   // Result<typeof import('./extras-scenarios.js')>
 * }
 * ```
 */
import { ok, problem, type Result } from './problem.js';

export class OnDemand<T> {
  private module: T | undefined;
  /** Why the last download failed, until `read()` has reported it. */
  private failure: unknown;
  private pending: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<T>) {}

  /**
   * Starts the download unless the module is here: a promise that settles (never rejects) when it
   * has arrived or failed, the same one while it is under way. Null when there is nothing to wait
   * for: the module is here, or its download failed and `read()` has not reported it yet (the
   * next `wait()` after that tries again).
   */
  wait(): Promise<void> | null {
    if (this.module !== undefined || this.failure !== undefined) return null;
    this.pending ??= this.load().then(
      (module) => {
        this.module = module;
        this.pending = null;
      },
      (error: unknown) => {
        this.failure = error ?? new Error('unknown error');
        this.pending = null;
      },
    );
    return this.pending;
  }

  /** The module, for reading `attribute`; a Problem when its download failed or was not asked for. */
  read(attribute: string): Result<T> {
    if (this.module !== undefined) return ok(this.module);
    const error = this.failure ?? new Error(this.pending ? 'still downloading' : 'it was not asked for');
    this.failure = undefined;
    return problem(attribute, 'error.load', { detail: error instanceof Error ? error.message : String(error) });
  }
}
