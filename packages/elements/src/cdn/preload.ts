/** The files (beside this script) whose download has been started, so that each starts once. */
const started = new Set<string>();

/**
 * Returns `chunk`, the import of an element's file, after starting the download of `files`, the
 * files that file imports, as module preloads: they download at once, alongside the element's
 * file, rather than one level of imports after another, a round trip each. The sources call it
 * with the import alone; the CDN build (rollup.config.mjs, `preloadImports`) puts the files before
 * it: `withImports(import(…))` → `withImports(["./base-….js", …], import(…))`.
 */
export function withImports<T>(
  ...args: [chunk: Promise<T>] | [files: readonly string[], chunk: Promise<T>]
): Promise<T> {
  const [files, chunk] = args.length === 2 ? args : [[], args[0]];
  for (const file of files) {
    if (started.has(file) || typeof document === 'undefined') continue;
    started.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
  return chunk;
}
