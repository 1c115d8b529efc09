// The online example (examples/online) built into a static folder for the checks that play it
// through a server (check-online.mjs, check-server-matches.mjs): play.js and a page script of the
// check's own (`autoplay`, which picks moves) bundled with esbuild, the elements' bot worker beside
// them, and the example's index.html loading both. Returns the folder's URL and its server.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serveFolder } from './static-server.mjs';

const EXAMPLE = resolve('examples/online');

export async function serveOnlineExample(site, autoplay) {
  writeFileSync(join(site, 'autoplay.js'), autoplay);
  await build({
    entryPoints: { play: join(EXAMPLE, 'play.js'), autoplay: join(site, 'autoplay.js') },
    outdir: site,
    allowOverwrite: true,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    nodePaths: [resolve('node_modules')],
  });
  // The elements' bot worker, loaded from beside the bundle that starts it (as the docs build does).
  cpSync('packages/elements/dist/cdn/bot-worker-entry.js', join(site, 'bot-worker-entry.js'));
  writeFileSync(
    join(site, 'index.html'),
    readFileSync(join(EXAMPLE, 'index.html'), 'utf8').replace(
      '</head>',
      '<script type="module" src="./autoplay.js"></script></head>',
    ),
  );
  return serveFolder(site);
}
