import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from '../../../scripts/server-node.mjs';

// `npm start` writes node's options out (a package script cannot import them); the bench, the cluster and the browser
// tests take them from scripts/server-node.mjs. A server measured under other options than the one a restaurant runs
// would measure something else (the heap's limit moved the scale server's memory from 295-368 MB to 204-217 MB).
describe('how node runs the server', () => {
  it('is the same for npm start as for every script that starts one', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start?.endsWith(`&& exec node ${SERVER_NODE_OPTIONS.join(' ')} ${SERVER_ENTRY}`)).toBe(true);
  });
});
