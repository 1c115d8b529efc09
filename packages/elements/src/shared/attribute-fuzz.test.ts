// Every element, every attribute, hostile values (issue 9): no exception escapes, no markup from an
// attribute reaches the DOM, and a JSON attribute that is not a valid value shows the error state.
import { expect } from '@open-wc/testing';
import '../mne/index.js';
import '../mof/index.js';

interface Declared {
  tag: string;
  attributes: { name: string; json: boolean }[];
}

const HOSTILE = [
  '{',
  '<img src=x onerror=window.__pwned=1>',
  '"><script>window.__pwned=2</script>',
  '1e309',
  '-1',
  '9007199254740993',
  'NaN',
  'null',
  '[]',
  '{"__proto__":{"polluted":1}}',
  'x'.repeat(20_000),
  '',
];
/** Values no JSON attribute accepts (not JSON, or a bare number): its error state must show. */
const NOT_JSON = new Set([
  '-1',
  '1e309',
  '{',
  '<img src=x onerror=window.__pwned=1>',
  '"><script>window.__pwned=2</script>',
  'NaN',
  'x'.repeat(20_000),
]);

/** Every element below `root`, through open shadow roots. */
function deepAll(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...deepAll(el.shadowRoot));
  }
  return out;
}

async function settle(el: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const u = (el as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
    if (u) await u;
    await new Promise((r) => setTimeout(r, 0));
  }
}

async function declaredElements(): Promise<Declared[]> {
  const url = new URL('../../custom-elements.json', import.meta.url);
  const manifest = (await (await fetch(url)).json()) as {
    modules: { declarations?: { tagName?: string; attributes?: { name: string; type?: { text?: string } }[] }[] }[];
  };
  const out: Declared[] = [];
  for (const m of manifest.modules)
    for (const d of m.declarations ?? [])
      if (d.tagName)
        out.push({
          tag: d.tagName,
          attributes: (d.attributes ?? []).map((a) => ({
            name: a.name,
            json: /InvalidJson/.test(a.type?.text ?? ''),
          })),
        });
  return out;
}

describe('attribute fuzz: every element with hostile attribute values', () => {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(`${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(e.reason)}`);
  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it('never throws, renders no injected markup, and shows the error state for bad JSON', async function () {
    this.timeout(240_000);
    const declared = await declaredElements();
    expect(declared.length, 'tags in custom-elements.json').to.be.greaterThan(15);
    const failures: string[] = [];
    let renders = 0;
    for (const { tag, attributes } of declared) {
      expect(customElements.get(tag), `${tag} is defined`).not.to.equal(undefined);
      for (const attr of attributes) {
        for (const value of HOSTILE) {
          const what = `<${tag} ${attr.name}="${value.slice(0, 40)}">`;
          errors.length = 0;
          const host = document.createElement('div');
          document.body.append(host);
          try {
            const el = document.createElement(tag);
            // Bots of the match elements must not play on in the background.
            if (tag.endsWith('-match') || tag === 'mof-championship') el.setAttribute('bot-delay', '100000');
            el.setAttribute(attr.name, value);
            host.append(el);
            await settle(el);
            renders++;
            const all = deepAll(host);
            if (all.some((x) => x.matches('img[src=x], script, [onerror]'))) failures.push(`${what}: injected markup`);
            if ((window as { __pwned?: unknown }).__pwned !== undefined) failures.push(`${what}: script ran`);
            if (({} as { polluted?: unknown }).polluted !== undefined)
              failures.push(`${what}: Object.prototype polluted`);
            if (errors.length > 0) failures.push(`${what}: ${errors.join('; ')}`);
            if (attr.json && NOT_JSON.has(value) && !all.some((x) => x.matches('[part~=problem]')))
              failures.push(`${what}: no error state`);
          } catch (e) {
            failures.push(`${what}: threw ${String(e)}`);
          } finally {
            host.remove();
          }
        }
      }
    }
    expect(failures, failures.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(renders).to.be.greaterThan(300);
  });
});
