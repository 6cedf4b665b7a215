import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this file's place whether it runs from its
 * source (apps/server/src/lib) or bundled (apps/server/dist/main.mjs, scripts/build-if-changed.mjs):
 * the first folder up that holds the migrations.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
