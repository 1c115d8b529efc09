/**
 * Every page the sources point a reader to exists, with the section named. Comments cite rules
 * decisions as `docs/rules/mne.md#icons` (more sections of the same page may follow: `, #shots`),
 * and Markdown files link each other with relative links; a renamed heading or a moved page must
 * not leave a dead reference behind, and no reference may point outside the repository.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../../..');
const SCANNED = ['README.md', 'packages', 'docs', 'scripts', 'stories', 'bench', 'examples'];
const SKIPPED = new Set(['node_modules', 'dist', '_site', 'storybook-static', 'custom-elements.json']);
const TEXT = /\.(ts|js|mjs|md|html)$/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIPPED.has(e.name) && !e.name.startsWith('.'))
    .flatMap((e) => filesUnder(join(path, e.name)));
}

/** The anchors of a Markdown file's headings, as GitHub and the docs site make them. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) =>
      (m[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** References in one file: `[target, anchor | undefined]`, targets relative to the repo root. */
function referencesIn(file: string): [string, string | undefined][] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const refs: [string, string | undefined][] = [];
  // Repo-rooted paths, as comments write them, with the sections that follow.
  for (const m of text.matchAll(/(?<![\w./-])(docs\/[\w./-]+\.md)((?:#[\w-]+)(?:,\s*(?:\*\s*)?#[\w-]+)*)?/g)) {
    const anchors = m[2] ? [...m[2].matchAll(/#([\w-]+)/g)].map((a) => a[1]) : [undefined];
    for (const anchor of anchors) refs.push([m[1] ?? '', anchor]);
  }
  // Relative Markdown links between files of the repository.
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+?\.md)(?:#([\w-]+))?\)/g)) {
      refs.push([relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? '')), m[2]]);
    }
  }
  return refs;
}

const files = SCANNED.flatMap(filesUnder);

test('every docs/… reference and relative Markdown link names a file and a heading that exist', () => {
  const dead: string[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [target, anchor] of referencesIn(file)) {
      if (!existsSync(join(ROOT, target))) {
        dead.push(`${file}: ${target} does not exist`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!anchors.has(target)) anchors.set(target, anchorsOf(target));
      if (!anchors.get(target)!.has(anchor)) dead.push(`${file}: ${target} has no heading #${anchor}`);
    }
  }
  assert.deepEqual(dead, []);
});

test('the rules-decision pages are cited from the rules code', () => {
  const cited = files.flatMap((f) => referencesIn(f).map(([target]) => target));
  assert.ok(cited.filter((t) => t === 'docs/rules/mne.md').length >= 10);
  assert.ok(cited.filter((t) => t === 'docs/rules/mof.md').length >= 10);
});

test('no reference points outside the repository', () => {
  const outside = /(rules-mne\.md|rules-mof\.md|design\/architecture\.md|\/work\/shared|\.\.\/shared\/(design|seeds))/;
  const hits = files.filter((file) => outside.test(readFileSync(join(ROOT, file), 'utf8')));
  // This file names the patterns it looks for.
  assert.deepEqual(
    hits.filter((f) => !f.endsWith('doc-links.test.ts')),
    [],
  );
});
