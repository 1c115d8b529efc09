/**
 * The CDN autoloader, `dist/cdn/pitchside.js`: the one script a page loads. It holds no element;
 * it watches the document for Pitchside tags (`<mne-…>`, `<mof-…>`), those there now and those
 * added later, and imports each tag's chunk the first time the tag appears: lit once, then for
 * each game on the page the chunk of the elements that show its pieces (with what they need of the
 * engine), and the chunk of those that play matches only when one is on the page. A page in
 * English downloads no other language; one game's page nothing of the other.
 *
 * Elements that render Pitchside tags in their own shadow roots (`<mne-match>` → `<mne-field>`, …)
 * bring them along: the map in `tags.ts` lists what each tag renders, and those are defined first.
 * Pitchside tags a page puts into a shadow root of its own are found after `observe(root)`.
 *
 * Eager alternatives built beside it: `pitchside-mne.js` and `pitchside-mof.js` define one game's
 * tags at once and export its classes (they share the same chunks, so mixing them with this
 * loader on a page downloads nothing twice).
 */
import { TAGS } from './tags.js';

const loading = new Map<string, Promise<CustomElementConstructor>>();

/** The tag and the tags it renders, children first (each once, even if two tags rendered each other). */
function withChildren(tag: string, out: string[] = [], seen = new Set<string>()): string[] {
  if (seen.has(tag)) return out;
  seen.add(tag);
  for (const child of TAGS[tag]?.[1] ?? []) withChildren(child, out, seen);
  out.push(tag);
  return out;
}

function define(tag: string, constructor: CustomElementConstructor): void {
  // Another copy of Pitchside on the page (an npm build, an eager bundle) may have defined it.
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}

/**
 * Loads and defines one Pitchside tag (and the tags it renders); resolves to its class. Pages
 * rarely need it (tags in the document load by themselves); a script that wants a class first,
 * or an element in a detached tree, can await it.
 */
export function load(tag: string): Promise<CustomElementConstructor> {
  const name = tag.toLowerCase();
  let promise = loading.get(name);
  if (!promise) {
    if (!TAGS[name]) return Promise.reject(new Error(`Pitchside has no <${name}> element`));
    const order = withChildren(name);
    promise = Promise.all(order.map((t) => TAGS[t]![0]())).then((classes) => {
      order.forEach((t, i) => define(t, classes[i]!));
      return customElements.get(name)!;
    });
    loading.set(name, promise);
    // A failed download (offline, a blocked chunk) may be retried when the tag appears again.
    promise.catch((error: unknown) => {
      loading.delete(name);
      console.error(`Pitchside: could not load <${name}>`, error);
    });
  }
  return promise;
}

/** Starts loading every Pitchside tag in `root` (itself and its descendants) not yet requested. */
function scan(root: Element | Document | DocumentFragment): void {
  const check = (el: Element) => {
    const tag = el.localName;
    if (tag in TAGS && !loading.has(tag)) void load(tag).catch(() => {});
  };
  if (root instanceof Element) check(root);
  root.querySelectorAll(':not(:defined)').forEach(check);
}

/**
 * Watches `root` (the document by default: done on load) for Pitchside tags, now and later.
 * Call it for a shadow root of your own that will hold Pitchside tags.
 */
export function observe(root: Document | DocumentFragment | Element = document): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    if (loading.size === Object.keys(TAGS).length) observer.disconnect(); // everything requested
  });
  observer.observe(root, { childList: true, subtree: true });
  scan(root);
  return observer;
}

if (typeof document !== 'undefined') observe(document);
