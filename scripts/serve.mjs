#!/usr/bin/env node
// A small static file server for the built docs site (or any folder): `node scripts/serve.mjs
// [folder] [--port N]`. Listens on localhost only; PORT or --port picks the port (default 8080,
// or the next free one).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: process.env.PORT ?? '8080' } },
});
const root = resolve(positionals[0] ?? 'docs/_site');
const host = '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

try {
  if (!(await stat(root)).isDirectory()) throw new Error();
} catch {
  console.error(`Nothing to serve: ${root} is not a folder. Build it first (npm run build).`);
  process.exit(1);
}

/** The file for a URL path inside root: `/x/` → `/x/index.html`, `/x` → `/x.html` when that exists. */
async function fileFor(urlPath) {
  const path = resolve(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined; // no escaping the folder
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const file = await fileFor(url.pathname).catch(() => undefined);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found: ${url.pathname}\n`);
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(response);
});

function listen(port, triesLeft) {
  server.once('error', (error) => {
    if (error.code === 'EADDRINUSE' && triesLeft > 0) listen(port + 1, triesLeft - 1);
    else {
      console.error(`Cannot serve on port ${port}: ${error.message}`);
      process.exit(1);
    }
  });
  server.listen(port, host, () => {
    console.log(`\n  Pitchside docs: http://localhost:${port}/\n  (serving ${root}; Ctrl+C to stop)\n`);
  });
}

listen(Number(values.port), 20);
