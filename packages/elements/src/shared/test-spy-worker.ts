/**
 * A Worker for the match elements' tests that records what an element does with its bot worker:
 * its script, the messages posted to it, whether it loaded and whether it was terminated; with
 * `hold`, its answers wait for `release()`; with `SpyWorker.failing`, every answer is an error, as
 * when the bots fail. Install it with `window.Worker = SpyWorker`.
 */
export class SpyWorker extends Worker {
  static made: SpyWorker[] = [];
  /** The error every answer is replaced with (null: the worker's own answers). */
  static failing: string | null = null;
  readonly url: string;
  readonly posted: Record<string, unknown>[] = [];
  /** The worker's script has loaded (its first message). */
  ready = false;
  terminated = false;
  hold = false;
  private held: MessageEvent[] = [];
  private handler: ((e: MessageEvent) => void) | null = null;
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    this.url = String(url);
    SpyWorker.made.push(this);
    Object.defineProperty(this, 'onmessage', {
      get: () => this.handler,
      set: (handler: ((e: MessageEvent) => void) | null) => (this.handler = handler),
    });
    this.addEventListener('message', (e) => {
      if ('ready' in e.data) this.ready = true;
      const failing = SpyWorker.failing;
      if (failing !== null && 'id' in e.data)
        return this.handler?.(new MessageEvent('message', { data: { id: e.data.id, error: failing } }));
      if (this.hold && 'id' in e.data) this.held.push(e);
      else this.handler?.(e);
    });
  }
  override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
    this.posted.push(message as Record<string, unknown>);
    super.postMessage(message, options as StructuredSerializeOptions);
  }
  override terminate(): void {
    this.terminated = true;
    super.terminate();
  }
  get heldCount(): number {
    return this.held.length;
  }
  /** Delivers the first held answer (all of them with `all`). */
  release(all = false): void {
    for (const e of this.held.splice(0, all ? this.held.length : 1)) this.handler?.(e);
  }
}

/**
 * Makes `SpyWorker` the page's Worker for each test of the calling `describe` (a fresh list of
 * workers each time), and puts the real one back after.
 */
export function useSpyWorker(): void {
  const RealWorker = window.Worker;
  beforeEach(() => {
    SpyWorker.made = [];
    SpyWorker.failing = null;
    window.Worker = SpyWorker;
  });
  afterEach(() => {
    window.Worker = RealWorker;
  });
}

/** Removes `el` from the page, then waits for the microtask after which an element has ended its bots. */
export async function leavePage(el: Element): Promise<void> {
  el.remove();
  await Promise.resolve();
}

/** What the page's Workers (real ones) are sent while `run` runs. */
export async function watchPosted<T>(run: (posted: Record<string, unknown>[]) => Promise<T>): Promise<T> {
  const RealWorker = window.Worker;
  const posted: Record<string, unknown>[] = [];
  window.Worker = class extends RealWorker {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      posted.push(message as Record<string, unknown>);
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  };
  try {
    return await run(posted);
  } finally {
    window.Worker = RealWorker;
  }
}
