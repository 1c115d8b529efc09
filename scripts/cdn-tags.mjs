#!/usr/bin/env node
// Generates packages/elements/src/cdn/tags.ts, the CDN autoloader's map from each tag to a loader
// of its class and the Pitchside tags its templates render, and the modules those loaders import,
// from the real sources:
// - the tags and classes: every `defineElement('tag', Class)` of src/mne/index.ts and src/mof/index.ts,
//   with the module each class is imported from there;
// - the nested tags: every `<mne-…` / `<mof-…` in that module and the local modules it imports
//   (comments left out), so a parent's chunk brings the children it renders in its shadow root;
// - the elements that show a game's pieces are imported one by one, each from its own module, so
//   that a post with one picture downloads that element and what it needs, nothing else (rollup
//   puts what several of them need in chunks they share);
// - per game, one module re-exporting the classes of the elements that play matches (their modules
//   import shared/bot-driver.ts; and <mof-decision>, which shows nothing outside one):
//   src/<game>/cdn-matches.ts. They are loaded together: they are large, render one another, and
//   a page with one of them is a game, not a picture.
// A new element defined in a game's index therefore cannot be left out of the CDN build: the CDN
// build (rollup.config.mjs) runs `checkCdnTags()` and stops when a committed file is out of date.
//   node scripts/cdn-tags.mjs           rewrite the files
//   node scripts/cdn-tags.mjs --check   exit 1 when one is out of date
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'packages/elements/src');
export const TAGS_FILE = join(SRC, 'cdn/tags.ts');
const GAMES = ['mne', 'mof'];

const stripComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');

/** Relative imports of a module (type-only ones left out), as absolute .ts paths. */
function localImports(file) {
  const text = stripComments(readFileSync(file, 'utf8'));
  const found = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const target = resolve(dirname(file), m[2].replace(/\.js$/, '.ts'));
    if (existsSync(target)) found.push(target);
  }
  return found;
}

/** A module and the local modules it imports, directly or not. */
function localClosure(file, seen = new Set()) {
  if (!seen.has(file)) {
    seen.add(file);
    for (const imported of localImports(file)) localClosure(imported, seen);
  }
  return seen;
}

/** Pitchside tags written in a module's templates and in the local modules it imports. */
function renderedTags(file, own) {
  const tags = new Set();
  for (const f of localClosure(file))
    for (const m of stripComments(readFileSync(f, 'utf8')).matchAll(/<((?:mne|mof)-[a-z]+(?:-[a-z]+)*)/g))
      if (m[1] !== own) tags.add(m[1]);
  return [...tags].sort();
}

const BOT_DRIVER = join(SRC, 'shared/bot-driver.ts');
/**
 * Elements that show nothing outside a match element (they read its context): loaded with the
 * elements that play matches, so that a page showing pieces does not download them (<mof-decision>
 * there: a page of one <mof-dice> 49.9 → 47.5 kB gzipped, and the page of every MoF element 0.15 kB
 * less, its code compressing with the match's).
 */
const ONLY_IN_MATCHES = new Set(['mof-decision']);
/** Whether an element belongs with those that play matches (it starts bots, or lives in a match). */
const playsMatches = ({ tag, file }) => ONLY_IN_MATCHES.has(tag) || localClosure(file).has(BOT_DRIVER);

/** Every tag a game's index defines: `{ tag, className, file }`. */
export function definedTags() {
  const out = [];
  for (const game of GAMES) {
    const index = join(SRC, game, 'index.ts');
    const text = stripComments(readFileSync(index, 'utf8'));
    const from = new Map();
    for (const m of text.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm))
      for (const name of m[1].split(',').map((n) => n.trim()))
        if (name && !name.startsWith('type ')) from.set(name, resolve(dirname(index), m[2].replace(/\.js$/, '.ts')));
    for (const m of text.matchAll(/defineElement\(\s*'([a-z-]+)'\s*,\s*(\w+)\s*\)/g)) {
      const file = from.get(m[2]);
      if (!file) throw new Error(`${relative(ROOT, index)}: no import for ${m[2]} (<${m[1]}>)`);
      out.push({ tag: m[1], className: m[2], file });
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The re-exporting modules the loader imports, `{ game, file, loader }`: the elements that play matches. */
const BARRELS = GAMES.map((game) => ({
  game,
  file: join(SRC, game, 'cdn-matches.ts'),
  loader: `${game}Matches`,
}));
/** The barrel an element is loaded through, or null when it is loaded from its own module. */
const barrelOf = (element) =>
  playsMatches(element) ? BARRELS.find((b) => element.tag.startsWith(`${b.game}-`)) : null;
/** The module the loader imports for an element, relative to src/cdn. */
const fromCdn = (file) => relative(join(SRC, 'cdn'), file).replace(/\.ts$/, '.js').replaceAll('\\', '/');

/** Each generated file → its text, formatted with the repo's prettier settings. */
export async function cdnTagsSources() {
  const elements = definedTags();
  const known = new Set(elements.map((e) => e.tag));
  const used = BARRELS.filter((b) => elements.some((e) => barrelOf(e) === b));
  const loaders = used.map((b) => `const ${b.loader} = () => withImports(import('${fromCdn(b.file)}'));`);
  const rendered = new Map(elements.map((e) => [e.tag, renderedTags(e.file, e.tag).filter((t) => known.has(t))]));
  /** The tags `tag` renders, directly or through the ones it renders. */
  const reached = (tag, into = new Set()) => {
    for (const child of rendered.get(tag) ?? []) if (!into.has(child)) reached(child, into.add(child));
    return into;
  };
  const lines = elements.map((element) => {
    // The loader defines what a child renders before the child: list only what no child brings.
    const own = rendered.get(element.tag);
    const uses = own.filter((t) => !own.some((other) => other !== t && reached(other).has(t)));
    const barrel = barrelOf(element);
    const load = barrel
      ? `() => ${barrel.loader}().then((m) => m.${element.className})`
      : `() => withImports(import('${fromCdn(element.file)}')).then((m) => m.${element.className})`;
    return `  '${element.tag}': [${load}${uses.length ? `, ${JSON.stringify(uses).replace(/"/g, "'")}` : ''}],`;
  });
  const files = new Map();
  files.set(
    TAGS_FILE,
    `// Generated by scripts/cdn-tags.mjs from the games' index modules: do not edit by hand.
// Each Pitchside tag → [a loader of its class (its own module, or its game's match elements), the Pitchside
// tags its templates render that none of those renders (each defined, with what it renders, before
// the tag, so its shadow root never holds an undefined child; none: no entry)].

// Each import() is wrapped in withImports, which the CDN build gives the files that chunk imports,
// downloaded alongside it (preload.ts).
import { withImports } from './preload.js';

export type TagEntry = readonly [load: () => Promise<CustomElementConstructor>, uses?: readonly string[]];

${loaders.join('\n')}

export const TAGS: Readonly<Record<string, TagEntry>> = {
${lines.join('\n')}
};
`,
  );
  for (const b of used) {
    const exports = elements
      .filter((e) => barrelOf(e) === b)
      .map((e) => `export { ${e.className} } from './${relative(dirname(b.file), e.file).replace(/\.ts$/, '.js')}';`);
    files.set(
      b.file,
      `// Generated by scripts/cdn-tags.mjs: the ${b.game === 'mne' ? 'MNE' : 'MoF'} elements that play matches or live in one,
// for the CDN autoloader (cdn/tags.ts).
${exports.join('\n')}
`,
    );
  }
  const prettier = await import('prettier');
  for (const [file, text] of files) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    files.set(file, await prettier.format(text, { ...options, filepath: file }));
  }
  return files;
}

/**
 * The elements that show pictures (none plays a match or renders one), each with the elements it
 * renders, children first: `{ tag, elements: [{ tag, className, file }, …] }`. The CDN build makes a
 * self-contained script of each (rollup.config.mjs, `pictureBuild`).
 */
export function pictureTags() {
  const elements = definedTags();
  const byTag = new Map(elements.map((e) => [e.tag, e]));
  const withChildren = (tag, out = [], seen = new Set()) => {
    if (seen.has(tag)) return out;
    seen.add(tag);
    for (const child of renderedTags(byTag.get(tag).file, tag)) if (byTag.has(child)) withChildren(child, out, seen);
    out.push(byTag.get(tag));
    return out;
  };
  return elements
    .map((e) => ({ tag: e.tag, elements: withChildren(e.tag) }))
    .filter((picture) => !picture.elements.some(playsMatches));
}

/** A sentence when a generated file is out of date, else null. */
export async function checkCdnTags() {
  for (const [file, want] of await cdnTagsSources()) {
    const have = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (want !== have)
      return `${relative(ROOT, file)} is out of date with the elements' sources (a tag added, removed or nesting another): run \`node scripts/cdn-tags.mjs\``;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const problem = await checkCdnTags();
    console.log(problem ?? `${relative(ROOT, TAGS_FILE)} and the modules it imports are up to date`);
    process.exit(problem ? 1 : 0);
  }
  for (const [file, text] of await cdnTagsSources()) writeFileSync(file, text);
  console.log(`wrote ${relative(ROOT, TAGS_FILE)} (${definedTags().length} tags) and the modules it imports`);
}
