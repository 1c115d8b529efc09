// A small static file server for a built folder (the docs site, storybook-static), used by
// `npm start` (scripts/serve.mjs) and by the browser checks. Listens on localhost only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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

/**
 * Serves `folder` on `port` (0: any free port; a busy port tries the next 20). Resolves to
 * `{ url, server }` once listening; rejects when the folder does not exist. `cache: true` lets the
 * browser keep files (for checks that open many pages of a build that does not change); `cors: true`
 * lets pages of any origin load the files (as jsDelivr and unpkg do); `headers(path)` gives more
 * headers for a URL path (a page's Content-Security-Policy).
 */
export async function serveFolder(folder, port = 0, { cache = false, cors = false, headers = () => ({}) } = {}) {
  const root = resolve(folder);
  if (!(await stat(root).catch(() => undefined))?.isDirectory())
    throw new Error(`Nothing to serve: ${root} is not a folder. Build it first.`);

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
      'cache-control': cache ? 'max-age=3600' : 'no-cache',
      ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      ...headers(url.pathname),
    });
    createReadStream(file).pipe(response);
  });

  const listen = (at, triesLeft) =>
    new Promise((done, fail) => {
      server.once('error', (error) => {
        if (error.code === 'EADDRINUSE' && triesLeft > 0) listen(at + 1, triesLeft - 1).then(done, fail);
        else fail(new Error(`Cannot serve on port ${at}: ${error.message}`));
      });
      server.listen(at, host, () => done());
    });
  await listen(port, port === 0 ? 0 : 20);
  const { port: actual } = server.address();
  return { url: `http://localhost:${actual}/`, server, root };
}
