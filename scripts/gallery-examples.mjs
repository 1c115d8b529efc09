// The rulebooks' worked examples (stories/rules/examples.ts, the module the Storybook Rules stories
// import) for the docs site's scripts: compiled with esbuild, engine included, and imported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const EXAMPLES_SOURCE = 'stories/rules/examples.ts';

/** `{ EXAMPLES, … }` of stories/rules/examples.ts. */
export async function loadExamples() {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-gallery-'));
  try {
    const outfile = join(dir, 'examples.mjs');
    await build({
      entryPoints: [EXAMPLES_SOURCE],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GAMES = [
  ['mne', 'Magic Number Eleven'],
  ['mof', 'Masters of Football'],
];

/**
 * The docs site's gallery page: every example running, its HTML beside it with a copy button, and
 * the numbers the rulebook states (which scripts/check-gallery.mjs reads off the rendered snippet).
 * `escape` is the site's HTML escaping; `demo(html)` the site's deferred live demo.
 */
export async function galleryPage({ escape, demo }) {
  const { EXAMPLES } = await loadExamples();
  const entry = (e) => `<section class="gallery-entry" id="${e.id}">
  <h3><a href="#${e.id}">${escape(e.title)}</a></h3>
  <p class="gallery-section">Rulebook: <em>${escape(e.section)}</em></p>
  <blockquote>${escape(e.quote)}</blockquote>
  ${e.note ? `<p class="gallery-note"><strong>How the engine reads it:</strong> ${escape(e.note)}</p>` : ''}
  <div class="gallery-pair">
    ${demo(e.html)}
    <div class="gallery-code">
      <button type="button" class="copy" data-copy="${e.id}">Copy HTML</button>
      <pre><code id="code-${e.id}">${escape(e.html)}</code></pre>
    </div>
  </div>
  <details><summary>The rulebook’s numbers on this picture (${e.numbers.length})</summary>
    <table><thead><tr><th>Number</th><th>Rulebook</th></tr></thead><tbody>${e.numbers
      .map((n) => `<tr><td>${escape(n.label)}</td><td>${escape(n.rulebook)}</td></tr>`)
      .join('')}</tbody></table>
  </details>
</section>`;
  const sections = GAMES.map(([game, name]) => {
    const list = EXAMPLES.filter((e) => e.game === game);
    return `<h2 id="${game}">${name}</h2>
<nav class="toc"><ul>${list.map((e) => `<li><a href="#${e.id}">${escape(e.title)}</a></li>`).join('')}</ul></nav>
${list.map(entry).join('\n')}`;
  });
  return {
    file: 'gallery.html',
    title: 'Rules gallery',
    nav: 22,
    body: `<h1>Rules gallery</h1>
<p class="lead">Every worked example of both rulebooks, as HTML you can paste into a post: the picture, its code and a
copy button. The page needs only the CDN script (see <a href="embedding.html">Embedding</a>); the elements compute every
number through the rules engine.</p>
<p>To build a position of your own, use the <a href="editor.html">position editor</a>. These examples are also the
Storybook <em>Rules</em> stories, where each can be played step by step, and a check opens each snippet alone in
Chromium and reads the rulebook's numbers off the picture.</p>
${sections.join('\n')}
<script type="module" src="assets/copy-code.js"></script>`,
  };
}
