// Long sessions (issue 9): one <mne-match>, both seats bots with bot-delay="0", plays MATCHES
// matches in a row (a new seed restarts it); listeners, DOM nodes and heap must not keep growing.
import { expect } from '@open-wc/testing';
import '../index.js';
import type { MneMatch } from './mne-match.js';

const MATCHES = 100;
/** Matches played before the baseline is taken (caches, fonts and lazy styles settle). */
const WARM_UP = 5;

/**
 * Listeners on live targets (window, document, connected nodes), by wrapping EventTarget: a
 * listener on a node that was removed from the page goes with it, so it is no leak.
 */
function countListeners(): { live: () => number; restore: () => void } {
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const counts = new WeakMap<EventTarget, number>();
  const targets: WeakRef<EventTarget>[] = [];
  const bump = (t: EventTarget, by: number) => {
    if (!counts.has(t)) targets.push(new WeakRef(t));
    counts.set(t, (counts.get(t) ?? 0) + by);
  };
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
    bump(this, 1);
    return add.apply(this, args);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, ...args: Parameters<typeof remove>) {
    bump(this, -1);
    return remove.apply(this, args);
  };
  const live = (t: EventTarget) => t === window || t === document || (t instanceof Node && t.isConnected);
  return {
    live: () =>
      targets.reduce((n, ref) => {
        const t = ref.deref();
        return t && live(t) ? n + Math.max(0, counts.get(t) ?? 0) : n;
      }, 0),
    restore: () => {
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    },
  };
}

function deepCount(root: ParentNode): number {
  let n = 0;
  for (const el of root.querySelectorAll('*')) {
    n++;
    if (el.shadowRoot) n += deepCount(el.shadowRoot);
  }
  return n;
}

const heap = (): number | null =>
  (performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null;

async function untilOver(el: MneMatch, label: string): Promise<void> {
  const started = Date.now();
  while (el.result === null) {
    if (Date.now() - started > 60_000) throw new Error(`${label} did not end within a minute`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('<mne-match> long session', () => {
  it(`plays ${MATCHES} bot matches in a row without growing listeners, DOM or memory`, async function () {
    this.timeout(1_200_000);
    const listeners = countListeners();
    const el = document.createElement('mne-match') as MneMatch;
    try {
      el.setAttribute('home', 'bot');
      el.setAttribute('away', 'bot');
      el.setAttribute('bot-delay', '0');
      el.setAttribute('seed', 'long-0');
      document.body.append(el);
      let base = { listeners: 0, nodes: 0, heap: null as number | null };
      const peak = { listeners: 0, nodes: 0, heap: 0 };
      for (let i = 0; i < MATCHES; i++) {
        await untilOver(el, `match ${i}`);
        await el.updateComplete;
        const now = { listeners: listeners.live(), nodes: deepCount(el.shadowRoot as ShadowRoot), heap: heap() };
        if (i === WARM_UP) base = now;
        if (i > WARM_UP) {
          peak.listeners = Math.max(peak.listeners, now.listeners - base.listeners);
          peak.nodes = Math.max(peak.nodes, now.nodes);
          if (now.heap !== null && base.heap !== null) peak.heap = Math.max(peak.heap, now.heap - base.heap);
        }
        el.setAttribute('seed', `long-${i + 1}`);
        await el.updateComplete;
      }
      // A finished match shows the same screen each time: the listener count and the DOM stay put.
      expect(peak.listeners, 'listeners on live targets added since the warm-up').to.be.at.most(40);
      expect(peak.nodes, `DOM nodes at a final whistle (${base.nodes} after the warm-up)`).to.be.at.most(
        base.nodes * 1.5 + 50,
      );
      // The heap is noisy without a forced GC: allow 30 MB above the warm-up, far below a leak of
      // states or listeners over 100 matches.
      if (base.heap !== null) expect(peak.heap, 'heap growth (bytes)').to.be.below(30_000_000);
    } finally {
      el.remove();
      listeners.restore();
    }
  });
});
