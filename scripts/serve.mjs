#!/usr/bin/env node
// Serves the built docs site (or any folder): `node scripts/serve.mjs [folder] [--port N]`.
// Listens on localhost only; PORT or --port picks the port (default 8080, or the next free one).
import { parseArgs } from 'node:util';
import { serveFolder } from './static-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: process.env.PORT ?? '8080' } },
});

try {
  const { url, root } = await serveFolder(positionals[0] ?? 'docs/_site', Number(values.port));
  console.log(`\n  Pitchside docs: ${url}\n  (serving ${root}; Ctrl+C to stop)\n`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
