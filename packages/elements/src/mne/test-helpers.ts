/** Helpers shared by the MNE element tests (not part of the package's API). */
import { expect } from '@open-wc/testing';

/** The first element of `root`'s shadow root with `part` among its parts; throws when there is none. */
export function part(el: Element, name: string): HTMLElement {
  const found = el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

export function parts(el: Element, name: string): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** Text as a reader sees it, whitespace collapsed. */
export function text(node: Node | null | undefined): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Collects errors that escape elements (uncaught exceptions) while a test runs. */
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
