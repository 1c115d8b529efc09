#!/usr/bin/env node
// Proves the packages work from npm: packs each workspace (the server: see step 6), checks what the
// tarballs contain (only dist, types, README and the custom-elements manifest) and that every
// condition of every export of the packed package.json names a file inside the tarball, installs
// them offline into a scratch project without boardgame.io (an optional peer), runs the engine from
// it (ESM), imports the boardgame.io entries and type-checks a TypeScript file against both packages.
// Needs `npm run build` first. Prints "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'pitchside-pack-'));
const app = join(work, 'app');
const results = [];
const check = (name, fn) => {
  try {
    fn();
    results.push([name, null]);
    console.log(`✓ ${name}`);
  } catch (e) {
    results.push([name, e]);
    console.log(`✗ ${name}\n    ${String(e.stdout ?? '') + String(e.stderr ?? '') || e.message}`.trim());
  }
};
const sh = (cmd, args, cwd = app) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

// 1. Pack.
const WORKSPACES = ['packages/engine', 'packages/elements'];
const allPacked = JSON.parse(
  sh(
    'npm',
    ['pack', '--json', '--pack-destination', work, ...[...WORKSPACES, 'packages/server'].flatMap((w) => ['-w', w])],
    repo,
  ),
);
// The server's dependencies (boardgame.io, PostgreSQL's and Redis's clients) are many: it is run from
// its tarball beside the repo's node_modules (step 6) instead of being installed offline.
const packed = allPacked.filter((p) => p.name !== '@pitchside/server');
const serverPack = allPacked.find((p) => p.name === '@pitchside/server');

// 2. What each tarball holds.
const ALLOWED = {
  '@pitchside/engine': [/^package\.json$/, /^README\.md$/, /^dist\/.+\.(js|d\.ts)(\.map)?$/],
  '@pitchside/server': [/^package\.json$/, /^README\.md$/, /^dist\/.+\.(js|d\.ts)(\.map)?$/],
  '@pitchside/elements': [
    /^package\.json$/,
    /^README\.md$/,
    /^custom-elements\.json$/,
    /^vscode\.html-custom-data\.json$/,
    /^web-types\.json$/,
    /^dist\/.+\.(js|d\.ts)(\.map)?$/,
  ],
};
for (const p of allPacked) {
  check(
    `${p.name}: the tarball holds only dist, types, README${p.name.endsWith('elements') ? ' and the manifest' : ''}`,
    () => {
      const paths = p.files.map((f) => f.path);
      const stray = paths.filter((path) => !ALLOWED[p.name].some((re) => re.test(path)) || /\.test\.|test-/.test(path));
      if (stray.length) throw new Error(`unexpected files: ${stray.slice(0, 10).join(', ')}`);
      const needs = p.name.endsWith('server')
        ? ['dist/index.js', 'dist/index.d.ts', 'dist/cli.js']
        : ['dist/index.js', 'dist/index.d.ts', 'dist/mne/index.js', 'dist/mof/index.d.ts'];
      for (const needed of needs) if (!paths.includes(needed)) throw new Error(`missing ${needed}`);
      if (p.name.endsWith('elements') && !paths.includes('dist/cdn/pitchside.js'))
        throw new Error('missing the CDN bundle');
      console.log(`    ${paths.length} files, ${(p.size / 1024).toFixed(0)} kB packed`);
    },
  );
}

// 2b. What the packed package.json points at. The prepack step (scripts/pack-manifest.mjs) strips the
// repository's development-only `source` condition, whose src/ files are not published; every other
// condition of every export, and the other fields naming a file, must name a file in the tarball.
const targetsOf = (value, where, out = []) => {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => targetsOf(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) targetsOf(v, `${where}[${JSON.stringify(key)}]`, out);
  return out; // null: a subpath the package hides
};
const escapeRe = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
for (const p of packed) {
  check(`${p.name}: every export condition of the packed package.json names a file in the tarball`, () => {
    const pkg = JSON.parse(sh('tar', ['-xOzf', join(work, p.filename), 'package/package.json'], work));
    const paths = new Set(p.files.map((f) => f.path));
    const targets = [
      ...targetsOf(pkg.exports, 'exports'),
      ...targetsOf(typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : pkg.bin, 'bin'),
      ...['main', 'module', 'types', 'typings', 'browser', 'customElements'].flatMap((f) => targetsOf(pkg[f], f)),
    ];
    if (!targets.some(([where]) => where.startsWith('exports'))) throw new Error('no exports');
    const bad = targets.filter(([, target]) => {
      const path = target.replace(/^\.\//, '');
      if (!path.includes('*')) return !paths.has(path);
      const re = new RegExp(`^${path.split('*').map(escapeRe).join('.+')}$`);
      return ![...paths].some((f) => re.test(f));
    });
    if (bad.length) throw new Error(`not in the tarball: ${bad.map(([w, t]) => `${w} → ${t}`).join(', ')}`);
    const conditions = new Set();
    const walk = (v) => {
      if (!v || typeof v !== 'object') return;
      for (const [key, inner] of Object.entries(v)) {
        if (!key.startsWith('.')) conditions.add(key);
        walk(inner);
      }
    };
    walk(pkg.exports);
    console.log(`    ${targets.length} targets; conditions: ${[...conditions].sort().join(', ')}`);
  });
}

// 3. A scratch project that installs the tarballs offline. Their dependencies (lit, @lit/context and
// what those need) are packed from the repo's node_modules and installed beside them: a fresh
// machine's npm cache holds the tarballs `npm ci` fetched but not the registry metadata that
// resolving a version range from the cache would need.
const dependencyClosure = () => {
  const seen = new Set();
  const visit = (deps = {}) => {
    for (const name of Object.keys(deps)) {
      if (name.startsWith('@pitchside/') || seen.has(name)) continue;
      seen.add(name);
      visit(JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')).dependencies);
    }
  };
  for (const w of WORKSPACES) visit(JSON.parse(readFileSync(join(repo, w, 'package.json'), 'utf8')).dependencies);
  return [...seen].sort();
};
mkdirSync(app);
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
check('npm install of the tarballs and their dependencies (offline)', () => {
  const deps = dependencyClosure();
  const depTarballs = JSON.parse(
    sh(
      'npm',
      [
        'pack',
        '--json',
        '--ignore-scripts',
        '--pack-destination',
        work,
        ...deps.map((d) => join(repo, 'node_modules', d)),
      ],
      work,
    ),
  ).map((p) => join(work, p.filename));
  sh('npm', [
    'install',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    ...packed.map((p) => join(work, p.filename)),
    ...depTarballs,
  ]);
  console.log(`    with ${deps.join(', ')}`);
});
check('installed without boardgame.io, an optional peer of both packages', () => {
  if (existsSync(join(app, 'node_modules', 'boardgame.io'))) throw new Error('boardgame.io was installed');
  for (const name of ['@pitchside/engine', '@pitchside/elements']) {
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
    if (!pkg.peerDependencies?.['boardgame.io'] || pkg.peerDependenciesMeta?.['boardgame.io']?.optional !== true)
      throw new Error(`${name}: boardgame.io is not an optional peer`);
  }
});

// 4. ESM: the engine runs from the installed package.
writeFileSync(
  join(app, 'run.mjs'),
  `import assert from 'node:assert/strict';
import { mne, mof, isRuleError, playMatch } from '@pitchside/engine';
import * as mneOnly from '@pitchside/engine/mne';
import * as mofOnly from '@pitchside/engine/mof';
assert.equal(mneOnly.createMatch, mne.createMatch);
assert.equal(mofOnly.createMatch, mof.createMatch);
// The rulebook's Striker: Basic Attack Power 3.
assert.equal(mne.basicAttackOf(mne.scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'] } }), 'home', 'h-st'), 3);
// A few moves, a save and its replay.
let s = mne.createMatch({ seed: 5 });
const log = [];
for (let i = 0; i < 30; i++) { const a = mne.legalActions(s)[0]; log.push(a); s = mne.applyAction(s, a).state; }
assert.deepEqual(mne.fromJSON(JSON.parse(JSON.stringify(mne.toJSON(s)))), s);
assert.deepEqual(mne.replay({ seed: 5 }, log).state, s);
assert.throws(() => mne.applyAction(s, { type: 'nonsense' }), isRuleError);
// A whole MoF match between bots.
const { state } = playMatch(mof.game, { seed: 9 }, { home: mof.randomBot(1), away: mof.randomBot(2) });
assert.ok(mof.isOver(state));
console.log('engine from npm: ok');
`,
);
check('ESM import of @pitchside/engine, /mne, /mof and a few moves', () => sh(process.execPath, ['run.mjs']));
check('ESM import of @pitchside/engine/boardgameio and @pitchside/elements/boardgameio without boardgame.io', () =>
  sh(process.execPath, [
    '-e',
    `const { mneGame, mofGame } = await import('@pitchside/engine/boardgameio');
     const { connectMatch } = await import('@pitchside/elements/boardgameio');
     for (const game of [mneGame(), mofGame()]) if (typeof game.setup !== 'function') throw new Error('no setup');
     if (typeof connectMatch !== 'function') throw new Error('no connectMatch');`,
    '--input-type=module',
  ]),
);
check('@pitchside/elements exports the manifest and the CDN bundle', () =>
  sh(process.execPath, [
    '-e',
    `const m = await import('@pitchside/elements/custom-elements.json', { with: { type: 'json' } });
     if (!m.default.modules.some((x) => x.declarations?.some((d) => d.tagName === 'mne-match'))) throw new Error('no mne-match in the manifest');
     const { createRequire } = await import('node:module');
     createRequire(import.meta.url).resolve('@pitchside/elements/package.json');
     import.meta.resolve('@pitchside/elements/cdn');`,
    '--input-type=module',
  ]),
);

// 5. Types: both packages' declarations, as a TypeScript app sees them.
writeFileSync(
  join(app, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2022', 'dom', 'dom.iterable'],
      strict: true,
      noEmit: true,
      types: [],
      skipLibCheck: false,
    },
    include: ['app.ts'],
  }),
);
writeFileSync(
  join(app, 'app.ts'),
  `import { mne, mof, type RuleError } from '@pitchside/engine';
import type { MneState, MneAction } from '@pitchside/engine/mne';
import type { MofState } from '@pitchside/engine/mof';
import type { MneField, ShotResult } from '@pitchside/elements';
import '@pitchside/elements/mne';
import { mneGame } from '@pitchside/engine/boardgameio';
import { connectMatch } from '@pitchside/elements/boardgameio';

const s: MneState = mne.createMatch({ seed: 1 });
const actions: MneAction[] = mne.legalActions(s);
const next: MneState = mne.applyAction(s, actions[0]!).state;
const view = mne.viewFor(next, 'home');
const hand: string[] | null = view.teams.away.hand;
const m: MofState = mof.createMatch({ seed: 2 });
const who: string | null = mof.currentSeat(m);
const field: MneField = document.createElement('mne-field');
field.team = 'home';
const result: ShotResult | undefined = undefined;
document.addEventListener('mne-place', (e) => console.log(e.detail));
// @ts-expect-error: not an MNE action
mne.applyAction(s, { type: 'roll' });
const game = mneGame();
const disconnect: () => void = connectMatch(document.createElement('mne-match'), {} as Parameters<typeof connectMatch>[1]);
export { hand, who, result, game, disconnect, type RuleError };
`,
);
check('TypeScript (tsc --noEmit) against the installed types', () =>
  sh(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']),
);

// 6. The server from its tarball, unpacked where it finds the repo's node_modules (its dependencies).
const unpacked = join(repo, 'node_modules', '.pitchside-pack-check');
rmSync(unpacked, { recursive: true, force: true });
mkdirSync(unpacked, { recursive: true });
check('@pitchside/server from its tarball: pitchside-server --help, startServer() and a lobby request', () => {
  sh('tar', ['-xzf', join(work, serverPack.filename), '-C', unpacked], repo);
  const root = join(unpacked, 'package');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const help = sh(process.execPath, [join(root, manifest.bin['pitchside-server']), '--help'], repo);
  if (!help.includes('--db')) throw new Error(`unexpected --help:\n${help}`);
  sh(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startServer } = await import(${JSON.stringify(join(root, 'dist/index.js'))});
       const { mkdtempSync } = await import('node:fs');
       const server = await startServer({ port: 0, data: mkdtempSync(${JSON.stringify(join(work, 'data-'))}), log: () => {} });
       const res = await fetch(server.url + '/games/mne/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numPlayers":2,"setupData":{}}' });
       if (res.status !== 200) throw new Error('create: ' + res.status);
       await server.stop();`,
    ],
    repo,
  );
});
rmSync(unpacked, { recursive: true, force: true });

rmSync(work, { recursive: true, force: true });
const failed = results.filter(([, e]) => e).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
