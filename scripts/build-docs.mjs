#!/usr/bin/env node
// Builds the docs site: docs/*.html pages → docs/_site, wrapped in docs/_layout.html, plus an
// elements reference generated from custom-elements.json and the CDN bundle the pages load.
//
// Adding a page: create docs/<name>.html starting with a front-matter comment, e.g.
//   <!--
//   title: Theming
//   nav: 30
//   -->
// followed by the page's HTML. `nav` orders the menu (pages without it are built but not listed).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';

const DOCS = 'docs';
const SITE = 'docs/_site';
const CDN = 'packages/elements/dist/cdn';
const MANIFEST = 'packages/elements/custom-elements.json';

for (const needed of [CDN, MANIFEST]) {
  if (!existsSync(needed)) {
    console.error(`build-docs: ${needed} is missing; run \`npm run build\` (it builds the packages first).`);
    process.exit(1);
  }
}

const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Splits `<!-- key: value … -->` front matter from the page body. */
function readPage(file) {
  const text = readFileSync(join(DOCS, file), 'utf8');
  const match = /^<!--\n([\s\S]*?)\n-->\n/.exec(text);
  if (!match) throw new Error(`docs/${file}: start the page with a <!-- title: … --> front-matter comment`);
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  if (!meta.title) throw new Error(`docs/${file}: the front matter needs a title`);
  return {
    file,
    title: meta.title,
    nav: meta.nav === undefined ? undefined : Number(meta.nav),
    body: text.slice(match[0].length),
  };
}

/**
 * `<live-example>HTML</live-example>` in a page becomes the HTML itself, running, followed by the same
 * HTML as a code sample: what the reader copies is exactly what they see working.
 */
function liveExamples(body) {
  return body.replace(/<live-example>\n?([\s\S]*?)\n?<\/live-example>/g, (_, code) => {
    const lines = code.split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
    const source = lines.map((l) => l.slice(indent)).join('\n');
    return `<div class="demo">${source}</div>\n<pre><code>${escape(source)}</code></pre>`;
  });
}

/**
 * `<source-file path="examples/online/server.mjs"></source-file>` in a page becomes that file of the
 * repository as a code sample, so the code a page shows is the code its checks run.
 */
function sourceFiles(body) {
  return body.replace(
    /<source-file path="([^"]+)"><\/source-file>/g,
    (_, path) => `<pre><code>${escape(readFileSync(path, 'utf8').trimEnd())}</code></pre>`,
  );
}

/** Test titles of a test file: `test('…', …)`. */
function testTitles(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*test\((['"`])(.*?)\1,/gm)].map((m) => m[2].replace(/\\'/g, "'"));
}

/** Every *.test.ts under a folder. */
function testFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.test.ts'))
    .map((f) => join(dir, String(f)));
}

/**
 * The rules coverage page, read from the engine's sources: each rule module's header comment names
 * the rulebook sections it implements; the tests listed are those of the module's own test file and
 * any test of that game whose title names the rule.
 */
function coveragePage() {
  const games = [
    ['mne', 'Magic Number Eleven', 'packages/engine/src/mne'],
    ['mof', 'Masters of Football', 'packages/engine/src/mof'],
  ];
  const sections = games.map(([id, name, dir]) => {
    const tests = testFiles(dir).map((file) => ({ file, titles: testTitles(file) }));
    const rules = readdirSync(join(dir, 'rules'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'context.ts')
      .sort();
    const rows = rules.map((f) => {
      const file = join(dir, 'rules', f);
      const header = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const text = header
        .replace(/^\s*\* ?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const cited = /\(rulebook: ([^;)]*)/.exec(text)?.[1] ?? '';
      const topic = text.split(/ [(—–-] /)[0].replace(/\.$/, '');
      const stem = basename(f, '.ts');
      // The module's own name and the sections it cites, as a test title would say them.
      const sectionNames = cited
        .split(/,|→/)
        .map((n) =>
          n
            .replace(/["“”]/g, '')
            .replace(/^\s*\d+\.\s*/, '')
            .trim()
            .toLowerCase(),
        )
        .filter((n) => n.length >= 6);
      const names = [stem.replace(/-/g, ' '), ...sectionNames];
      const own = tests
        .filter((t) => basename(t.file, '.test.ts') === stem)
        .flatMap((t) => t.titles.map((title) => [t.file, title]));
      const named = tests
        .filter((t) => basename(t.file, '.test.ts') !== stem)
        .flatMap((t) =>
          t.titles
            .filter((title) => names.some((n) => title.toLowerCase().includes(n)))
            .map((title) => [t.file, title]),
        );
      const proofs = [...own, ...named];
      return `<tr><td>${escape(cited || topic)}</td><td><code>${escape(file)}</code><br><small>${escape(topic)}</small></td><td>${
        proofs.length === 0
          ? `<em>no test names it; covered by the ${name} match, fuzz and golden playthrough tests</em>`
          : `<details><summary>${proofs.length} test${proofs.length === 1 ? '' : 's'}</summary><ul>${proofs
              .map(([tf, title]) => `<li>${escape(title)} <small><code>${escape(basename(tf))}</code></small></li>`)
              .join('')}</ul></details>`
      }</td></tr>`;
    });
    const total = tests.reduce((n, t) => n + t.titles.length, 0);
    return `<section id="${id}"><h2>${name}</h2>
      <p>${rules.length} rule modules in <code>${dir.replace('packages/engine/src/', '')}/rules/</code>; ${total} engine tests for this game.</p>
      <table><thead><tr><th>Rulebook sections</th><th>Implemented in</th><th>Proved by</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  return {
    file: 'rules-coverage.html',
    title: 'Rules coverage',
    nav: 40,
    body: `<h1>Rules coverage</h1>
      <p class="lead">Every rule of both rulebooks lives in one module named after its rulebook section. This page is read
      from the engine's sources when the site is built: the sections each module cites, and the tests that prove it.</p>
      <p>The rulebook's worked examples are also stories in Storybook (<em>Rules/MNE</em>, <em>Rules/MoF</em>), where the
      rulebook's numbers sit next to the engine's.</p>
      ${sections.join('\n')}`,
  };
}

/** The elements reference, from the custom elements manifest. */
function elementsPage() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const table = (caption, headings, rows) =>
    rows.length === 0
      ? ''
      : `<h3>${caption}</h3><table><thead><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
          .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  const code = (text) => (text ? `<code>${escape(text)}</code>` : '');
  // JSDoc descriptions use Markdown's `code` spans.
  const prose = (text) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
  const sections = elements.map((el) => {
    const attributes = (el.attributes ?? []).map((a) => [
      code(a.name),
      code(a.type?.text),
      code(a.default),
      prose(a.description),
    ]);
    const events = (el.events ?? []).map((e) => [code(e.name), code(e.type?.text), prose(e.description)]);
    const parts = (el.cssParts ?? []).map((p) => [code(p.name), prose(p.description)]);
    const props = (el.cssProperties ?? []).map((p) => [code(p.name), prose(p.description)]);
    return `<section id="${el.tagName}">
      <h2><code>&lt;${el.tagName}&gt;</code></h2>
      <p class="lead">${prose(el.summary)}</p>
      <p>${prose(el.description)}</p>
      ${table('Attributes', ['Attribute', 'Type', 'Default', 'Description'], attributes)}
      ${table('Events', ['Event', 'Detail', 'Description'], events)}
      ${table('CSS parts', ['Part', 'Description'], parts)}
      ${table('CSS custom properties', ['Property', 'Description'], props)}
    </section>`;
  });
  return {
    file: 'elements.html',
    title: 'Elements',
    nav: 20,
    body: `<h1>Elements</h1>
      <p>Every element, generated from <code>custom-elements.json</code> (the same data editors and Storybook read).</p>
      <nav class="toc"><ul>${elements.map((el) => `<li><a href="#${el.tagName}"><code>&lt;${el.tagName}&gt;</code></a></li>`).join('')}</ul></nav>
      ${sections.join('\n')}`,
  };
}

const layout = readFileSync(join(DOCS, '_layout.html'), 'utf8');
const pages = [
  ...readdirSync(DOCS)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map(readPage)
    .map((page) => ({ ...page, body: sourceFiles(liveExamples(page.body)) })),
  elementsPage(),
  coveragePage(),
];
const menu = pages.filter((page) => page.nav !== undefined).sort((a, b) => a.nav - b.nav);
// The engine's API reference, when TypeDoc has written it (npm run build:api).
if (existsSync(join(SITE, 'api', 'index.html'))) menu.push({ file: 'api/', title: 'Engine API', nav: 1000 });

mkdirSync(SITE, { recursive: true });
for (const page of pages) {
  const nav = menu
    .map((item) => {
      const current = item.file === page.file ? ' aria-current="page"' : '';
      return `<li><a href="${item.file === 'index.html' ? './' : item.file}"${current}>${escape(item.title)}</a></li>`;
    })
    .join('');
  const html = layout
    .replaceAll('{{title}}', escape(page.title))
    .replace('{{nav}}', nav)
    .replace('{{content}}', () => page.body);
  writeFileSync(join(SITE, page.file), html);
}
cpSync(join(DOCS, 'assets'), join(SITE, 'assets'), { recursive: true });
cpSync(join(DOCS, 'images'), join(SITE, 'images'), { recursive: true });
cpSync(CDN, join(SITE, 'cdn'), { recursive: true });
// The "Play with a friend" page's script: examples/online/play.js with the built packages and
// boardgame.io's client, in one file.
await build({
  entryPoints: { play: 'examples/online/play.js' },
  outdir: join(SITE, 'play'),
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  nodePaths: [resolve('node_modules')],
});
// The elements' bot worker, loaded from beside the script that starts it (see rollup.config.mjs).
cpSync(join(CDN, 'bot-worker-entry.js'), join(SITE, 'play', 'bot-worker-entry.js'));
console.log(`docs: ${pages.length} pages → ${SITE}/`);
