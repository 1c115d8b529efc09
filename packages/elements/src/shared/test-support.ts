/**
 * Helpers for the elements' browser tests (imported only by `*.test.ts` files): find a shadow
 * part, read text as a person sees it, and fail a test when an element throws.
 */
import { expect } from '@open-wc/testing';

/** The first element of `host`'s shadow root with the part `name`; throws when there is none. */
export function part(host: Element, name: string): HTMLElement {
  const found = host.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${host.localName}>`);
  return found;
}

/** Every element of `host`'s shadow root with the part `name`. */
export function parts(host: Element, name: string): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** An element's text with runs of white space collapsed, as a reader sees it. */
export function text(node: Node | null | undefined): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The text of an element's error state. */
export function problemText(host: Element): string {
  return text(part(host, 'problem'));
}

/**
 * Registers mocha hooks (call inside a `describe`) that collect uncaught errors during each test
 * and fail it if there were any: an element must never throw because of what a page gave it.
 */
export function watchUncaught(): void {
  let uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error);
  beforeEach(() => {
    uncaught = [];
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    expect(uncaught, 'errors thrown by the element').to.deep.equal([]);
  });
}
