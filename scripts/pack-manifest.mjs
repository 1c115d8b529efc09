#!/usr/bin/env node
// The package.json that npm packs and publishes, for each workspace (its prepack and postpack scripts;
// they run for `npm pack`, `npm publish` and `changeset publish`, in the package's folder).
//
//   node ../../scripts/pack-manifest.mjs strip     (prepack)
//   node ../../scripts/pack-manifest.mjs restore   (postpack)
//
// `strip` removes what points into src/, which is not published: the `source` condition of every
// export (the repository resolves it in development: tsconfig.base.json's customConditions,
// web-test-runner, Storybook's Vite config, rollup's nodeResolve, bench/) and src/ entries of
// `sideEffects`. The original is kept as .package.json.dev beside it; `restore` puts it back byte for
// byte. If a pack stopped before its postpack, .package.json.dev is still there: `strip` then starts
// from it again, and `restore` (or `git checkout package.json`) repairs the folder.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const BACKUP = '.package.json.dev';
const DEV_CONDITIONS = new Set(['source']);

const withoutDevConditions = (target) => {
  if (Array.isArray(target)) return target.map(withoutDevConditions);
  if (target === null || typeof target !== 'object') return target;
  return Object.fromEntries(
    Object.entries(target)
      .filter(([key]) => !DEV_CONDITIONS.has(key))
      .map(([key, value]) => [key, withoutDevConditions(value)]),
  );
};

const mode = process.argv[2];
if (mode === 'strip') {
  if (!existsSync(BACKUP)) writeFileSync(BACKUP, readFileSync(MANIFEST));
  const pkg = JSON.parse(readFileSync(BACKUP, 'utf8'));
  if (pkg.exports) pkg.exports = withoutDevConditions(pkg.exports);
  if (Array.isArray(pkg.sideEffects)) pkg.sideEffects = pkg.sideEffects.filter((path) => !/^(\.\/)?src\//.test(path));
  writeFileSync(MANIFEST, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (mode === 'restore') {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
} else {
  console.error('usage: node pack-manifest.mjs strip|restore (run in a package folder)');
  process.exit(2);
}
