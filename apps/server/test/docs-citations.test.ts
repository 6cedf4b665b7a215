import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: the repository stands alone. Every document a file cites (docs/rules.md section 4,
 * docs/decisions/006-locking.md) is in it, and none cites the guides it was built from, which are not.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data', '.test-data']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sh|yml|yaml)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(name)) yield full;
  }
}

const sources = [
  ...files(path.join(ROOT, 'apps')),
  ...files(path.join(ROOT, 'packages')),
  ...files(path.join(ROOT, 'scripts')),
  ...files(path.join(ROOT, 'docs')),
  path.join(ROOT, 'README.md'),
];

describe('the repository stands alone (issue 29)', () => {
  it('every docs/ file a file cites is in the repository', () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w./-]+?\.md\b/g)]
        .map((m) => m[0])
        .filter((cited) => !existsSync(path.join(ROOT, cited)))
        .map((cited) => `${path.relative(ROOT, file)}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('no file cites a guide kept outside the repository', () => {
    const outside = sources
      .filter((file) => /(^|[^/\w])(SPEC|DESIGN|UI|STYLE|STACK)\.md/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(outside).toEqual([]);
  });
});
