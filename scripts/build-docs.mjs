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
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { galleryPage } from './gallery-examples.mjs';

const DOCS = 'docs';
const SITE = 'docs/_site';
const CDN = 'packages/elements/dist/cdn';
const MANIFEST = 'packages/elements/custom-elements.json';
const ENGINE_MOF = 'packages/engine/dist/mof/index.js';

for (const needed of [CDN, MANIFEST, ENGINE_MOF]) {
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

/** Markdown's `code` spans in escaped text. */
const prose = (text) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/**
 * The little Markdown JSDoc descriptions use: paragraphs (blank lines), fenced code blocks
 * (```html … ```) and `code` spans.
 */
function markdown(text) {
  const out = [];
  const parts = String(text ?? '').split(/^```[^\n]*\n([\s\S]*?)^```[ \t]*$/m);
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      out.push(`<pre><code>${escape(part.replace(/\n$/, ''))}</code></pre>`);
      return;
    }
    for (const paragraph of part.split(/\n\s*\n/)) if (paragraph.trim()) out.push(`<p>${prose(paragraph.trim())}</p>`);
  });
  return out.join('\n');
}

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
 * `<live-example defer>` keeps the HTML in a `<template>` until the reader scrolls near it
 * or presses its button (assets/site.js), so a page with big examples loads their code only when they are reached.
 */
function liveExamples(body) {
  return body.replace(/<live-example( defer)?>\n?([\s\S]*?)\n?<\/live-example>/g, (_, defer, code) => {
    const lines = code.split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
    const source = lines.map((l) => l.slice(indent)).join('\n');
    const demo = defer ? deferredDemo(source) : `<div class="demo">${source}</div>`;
    return `${demo}\n<pre><code>${escape(source)}</code></pre>`;
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

/**
 * The tests of a test file: each `test('…', …)` with its title, its source (up to the next test) and
 * the names the file imports from each module (`import { a, b as c } from './rules/x.js'`, by path).
 */
function testsOf(file) {
  const text = readFileSync(file, 'utf8');
  const imports = new Map();
  for (const m of text.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s*from\s*'(\.[^']+)'/gm)) {
    const target = join(dirname(file), m[2]).replace(/\.js$/, '.ts');
    const names = m[1]
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/).pop());
    imports.set(target, [...(imports.get(target) ?? []), ...names]);
  }
  const starts = [...text.matchAll(/^\s*test\((['"`])(.*?)\1,/gm)];
  const tests = starts.map((m, i) => ({
    title: m[2].replace(/\\'/g, "'"),
    body: text.slice(m.index, starts[i + 1]?.index ?? text.length),
  }));
  return { file, imports, tests };
}

/** Every *.test.ts under a folder. */
function testFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.test.ts'))
    .map((f) => join(dir, String(f)));
}

/** `text` cut at the first `stop` character outside brackets: [before, after]. */
function cutOutside(text, stops) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stops.includes(c) && (i + 1 === text.length || text[i + 1] === ' '))
      return [text.slice(0, i), text.slice(i + 1).trim()];
  }
  return [text, ''];
}

/**
 * A rule module's header comment, read: its heading, the rulebook sections it cites and the rest.
 * "Heading (rulebook: "A", "B"; decisions: …). More." cites A and B; "A, B (rulebook; …)" cites
 * the heading itself; a header without "(rulebook" is an engine helper that cites none.
 */
function readHeader(text) {
  const at = text.indexOf(' (rulebook');
  if (at < 0) {
    const [heading, rest] = cutOutside(text, '.:');
    return { heading, cited: '', rest };
  }
  let depth = 0;
  let close = text.length;
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) {
      close = i;
      break;
    }
  }
  const heading = text.slice(0, at).replace(/\.$/, '');
  const inside = text.slice(at + 2, close);
  const cited = inside.startsWith('rulebook:') ? inside.slice('rulebook:'.length).split(';')[0].trim() : heading;
  const rest = text
    .slice(close + 1)
    .replace(/^[.:]\s*/, '')
    .trim();
  return { heading, cited, rest };
}

/**
 * The rules coverage page, read from the engine's sources: each rule module's header comment names
 * the rulebook sections it implements; the tests listed are those of the module's own test file,
 * any test of that game whose title names the rule or a section it cites, and any test that calls
 * what its file imports from the module.
 */
function coveragePage() {
  const games = [
    ['mne', 'Magic Number Eleven', 'packages/engine/src/mne'],
    ['mof', 'Masters of Football', 'packages/engine/src/mof'],
  ];
  let helpers = 0;
  const sections = games.map(([id, name, dir]) => {
    const files = testFiles(dir).map(testsOf);
    const rules = readdirSync(join(dir, 'rules'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'context.ts')
      .sort();
    const rows = rules.map((f) => {
      const file = join(dir, 'rules', f);
      const comment = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const text = comment
        .replace(/^\s*\* ?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const { heading, cited, rest } = readHeader(text);
      const stem = basename(f, '.ts');
      // The module's own name and the sections it cites, as a test title would say them.
      const sectionNames = cited
        .split(/,|→| — /)
        .map((n) =>
          n
            .replace(/["“”]/g, '')
            .replace(/^\s*\d+\.\s*/, '')
            .trim()
            .toLowerCase(),
        )
        .filter((n) => n.length >= 6);
      const names = [stem.replace(/-/g, ' '), ...sectionNames];
      const proofs = files.flatMap(({ file: tf, imports, tests }) => {
        const own = basename(tf, '.test.ts') === stem;
        const used = imports.get(file) ?? [];
        return tests
          .filter(
            (t) =>
              own ||
              names.some((n) => t.title.toLowerCase().includes(n)) ||
              used.some((u) => new RegExp(`\\b${u}\\b`).test(t.body)),
          )
          .map((t) => [tf, t.title]);
      });
      if (!cited) helpers++;
      return `<tr><td>${cited ? escape(cited) : '<em>none: an engine helper the rules use</em>'}</td><td><code>${escape(file)}</code><br><strong>${prose(heading)}</strong>${
        rest ? `<br><small>${prose(rest)}</small>` : ''
      }</td><td>${
        proofs.length === 0 && !cited
          ? `<em>a helper: covered by the tests of the rules that use it</em>`
          : proofs.length === 0
            ? `<em>no test names it; covered by the ${name} match, fuzz and golden playthrough tests</em>`
            : `<details><summary>${proofs.length} test${proofs.length === 1 ? '' : 's'}</summary><ul>${proofs
                .map(([tf, title]) => `<li>${escape(title)} <small><code>${escape(basename(tf))}</code></small></li>`)
                .join('')}</ul></details>`
      }</td></tr>`;
    });
    const total = files.reduce((n, t) => n + t.tests.length, 0);
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
      <p>A test proves a module when it is in the module's own test file, when its title names the module or one of
      the sections it cites, or when it calls a function its file imports from the module.${
        helpers ? ` Modules that cite no section are helpers the rules share (a faster way to read the data).` : ''
      }</p>
      <p>The rulebook's worked examples are also stories in Storybook (<em>Rules/MNE</em>, <em>Rules/MoF</em>), where the
      rulebook's numbers sit next to the engine's, and HTML to paste in the <a href="gallery.html">rules gallery</a>.</p>
      ${sections.join('\n')}`,
  };
}

const mof = await import(pathToFileURL(ENGINE_MOF).href);

/** A demo whose elements go on the page only when it is reached (see `liveExamples`). */
const deferredDemo = (html) =>
  `<div class="demo deferred"><template data-defer>${html}</template><p class="placeholder"><button type="button">Start this example</button> (it also starts when you scroll to it)</p></div>`;

/**
 * Every Masters of Football die and its faces, read from the engine's reference dice data: the
 * faces as numbers, and drawn by `<mof-dice>` (when the reader reaches them).
 */
function diceFaces() {
  const { dice } = mof.defaultData;
  const levels = mof.LEVELS;
  // The team values that give each level (the data's thresholds, read through the engine).
  const values = Object.fromEntries(levels.map((level) => [level, []]));
  for (let v = 0; v <= dice.thresholds.at(-1) + 1; v++) values[mof.levelForValue(v)].push(v);
  const range = (vs) =>
    vs.length === 1 ? `${vs[0]}` : vs.at(-1) > dice.thresholds.at(-1) ? `${vs[0]} or more` : `${vs[0]}–${vs.at(-1)}`;
  const dies = [
    {
      name: 'Tactic die (white)',
      kind: 'tactic',
      faces: dice.tactic.map(String),
      when: 'The tactical roll, injury time',
    },
    {
      name: 'Genius die (black)',
      kind: 'genius',
      faces: dice.genius.map((f, i) => (i === dice.geniusIndex ? 'G' : String(f))),
      when: `Beside the tactic, attack and defence dice; the academy. G is the genius face (it counts ${dice.genius[dice.geniusIndex]})`,
    },
    ...levels.map((level) => ({
      name: `${level[0].toUpperCase()}${level.slice(1)} attack and defence dice`,
      kind: 'attack',
      level,
      faces: dice.faces[level].map(String),
      when: `A team whose attack or defence value is ${range(values[level])}`,
    })),
  ];
  const row = (d) =>
    `<tr><td>${escape(d.name)}</td><td>${escape(d.when)}</td><td><code>${d.faces.join(' ')}</code></td></tr>`;
  const faces = (kind, d) =>
    `<span class="dice-group">${d.faces
      .map((f) => `<mof-dice kind="${kind}"${d.level ? ` level="${d.level}"` : ''} value="${f}"></mof-dice>`)
      .join('')}</span>`;
  const pictures = dies
    .map(
      (d) =>
        `<div class="dice-row"><span>${escape(d.name)}</span>${faces(d.kind, d)}${d.level ? faces('defence', d) : ''}</div>`,
    )
    .join('');
  return `<h3 id="mof-dice-faces">The dice and their faces</h3>
      <p>Every die of the reference set and the faces it has, read from the engine's data
      (<code>mof.defaultData.dice</code>) when this page is built. <code>value</code> must be one of a die's faces:
      <code>&lt;mof-dice kind="attack" level="purple" value="6"&gt;</code> is refused, since no purple die shows a 6.
      An attack die (translucent) and a defence die (opaque) of the same colour have the same faces.</p>
      <table><thead><tr><th>Die</th><th>Rolled for</th><th>Faces</th></tr></thead><tbody>${dies.map(row).join('')}</tbody></table>
      ${deferredDemo(`<div class="dice-faces">${pictures}</div>`)}`;
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
      ${markdown(el.description)}
      ${table('Attributes', ['Attribute', 'Type', 'Default', 'Description'], attributes)}
      ${table('Events', ['Event', 'Detail', 'Description'], events)}
      ${table('CSS parts', ['Part', 'Description'], parts)}
      ${table('CSS custom properties', ['Property', 'Description'], props)}
      ${el.tagName === 'mof-dice' ? diceFaces() : ''}
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

/**
 * The rules-decision pages, docs/rules/<game>.md (the engine's comments link them by heading), as
 * site pages: headings with the ids GitHub gives them, paragraphs, lists, tables, `code`, **bold**,
 * _emphasis_ and links. A link out of docs/ (to an engine README) shows its path instead.
 */
function rulesPages() {
  const slug = (heading) =>
    heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
  const inline = (text) =>
    prose(text)
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[\s(])_([^_]+)_(?=[\s.,;:)]|$)/g, '$1<em>$2</em>')
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) =>
        href.startsWith('#') || /^https?:/.test(href)
          ? `<a href="${href}">${label}</a>`
          : `${label} (<code>${href.replace(/^(\.\.\/)+/, '').replace(/#.*$/, '')}</code>)`,
      );
  const render = (text) => {
    const out = [];
    for (const block of text.trim().split(/\n\s*\n/)) {
      const heading = /^(#{1,6}) (.+)$/.exec(block);
      if (heading) {
        const [, hashes, title] = heading;
        out.push(`<h${hashes.length} id="${slug(title)}">${inline(title)}</h${hashes.length}>`);
      } else if (block.startsWith('|')) {
        const rows = block
          .split('\n')
          .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
          .map((line) =>
            line
              .split('|')
              .slice(1, -1)
              .map((cell) => inline(cell.trim())),
          );
        const [head, ...body] = rows;
        out.push(
          `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${body
            .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
        );
      } else if (block.startsWith('- ')) {
        const items = block.split(/\n- /).map((item) => item.replace(/^- /, '').replace(/\n\s+/g, ' '));
        out.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
      } else out.push(`<p>${inline(block.replace(/\n/g, ' '))}</p>`);
    }
    return out.join('\n');
  };
  const dir = join(DOCS, 'rules');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f, i) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const game = basename(f, '.md');
      return {
        file: `rules-${game}.html`,
        title: `Rules decisions: ${game === 'mne' ? 'MNE' : game === 'mof' ? 'MoF' : game}`,
        nav: 45 + i,
        body: render(text),
      };
    });
}

const layout = readFileSync(join(DOCS, '_layout.html'), 'utf8');
const pages = [
  ...readdirSync(DOCS)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map(readPage)
    .map((page) => ({ ...page, body: sourceFiles(liveExamples(page.body)) })),
  elementsPage(),
  coveragePage(),
  await galleryPage({ escape, demo: deferredDemo }),
  ...rulesPages(),
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
// The position editor's script (editor.html): docs/editor/editor.js with the engine, in one file.
await build({
  entryPoints: { editor: 'docs/editor/editor.js' },
  outdir: join(SITE, 'editor'),
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  logLevel: 'error',
});
// The elements' bot worker, loaded from beside the script that starts it (see rollup.config.mjs).
cpSync(join(CDN, 'bot-worker-entry.js'), join(SITE, 'play', 'bot-worker-entry.js'));
console.log(`docs: ${pages.length} pages → ${SITE}/`);
