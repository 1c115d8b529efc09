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
import { join } from 'node:path';

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
    .map(readPage),
  elementsPage(),
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
cpSync(CDN, join(SITE, 'cdn'), { recursive: true });
console.log(`docs: ${pages.length} pages → ${SITE}/`);
