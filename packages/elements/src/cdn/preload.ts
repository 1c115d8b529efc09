/**
 * The CDN files elements' files import (names without `./` and `.js`), filled in by the CDN build
 * (rollup.config.mjs, `preloadImports`); the loader names each element's imports by their places
 * in it.
 */
const FILES: readonly string[] = [];

/** The places in `FILES` of the files whose download has been started, so that each starts once. */
const started = new Set<number>();

/**
 * Returns `chunk`, the import of an element's file, after starting the download of the files that
 * file imports (their `places` in `FILES`), as module preloads: they download at once, alongside the element's
 * file, rather than one level of imports after another, a round trip each. The sources call it
 * with the import alone; the CDN build (rollup.config.mjs, `preloadImports`) puts the files' places
 * in `FILES` before it: `withImports(import(…))` → `withImports([0, 4, 7], import(…))`.
 */
export function withImports<T>(
  ...args: [chunk: Promise<T>] | [places: readonly number[], chunk: Promise<T>]
): Promise<T> {
  for (const place of args.length > 1 ? (args[0] as readonly number[]) : []) {
    if (started.has(place)) continue;
    started.add(place);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(`${FILES[place]}.js`, import.meta.url).href;
    document.head.append(link);
  }
  return args[args.length - 1] as Promise<T>;
}
