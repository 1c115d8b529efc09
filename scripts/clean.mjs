#!/usr/bin/env node
// Removes build output, so a build never ships files from a module that no longer exists.
import { rmSync } from 'node:fs';

for (const dir of ['packages/engine/dist', 'packages/elements/dist', 'packages/server/dist', 'docs/_site']) {
  rmSync(dir, { recursive: true, force: true });
}
