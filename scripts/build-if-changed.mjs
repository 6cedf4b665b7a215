#!/usr/bin/env node
/*
 * `npm start` builds only what changed (issue 16). Two builds, each with a hash of what it is built
 * from kept beside it; a start with the same hash uses the build it already has:
 * - the web app (apps/web/dist), from the web sources, the domain package and the lock file;
 * - the server (apps/server/dist/main.mjs), bundled by esbuild from the server's and the domain
 *   package's TypeScript with every npm package left outside, so a start loads one file instead of
 *   compiling some three hundred modules through tsx's loader (a second thread, and its memory).
 * `--server` builds the server only (the browser tests' server: npm test has built the web app before them).
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) return yield entry;
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
  return hash.digest('hex');
}

/** Runs `build` unless `output` exists and was built from inputs with the same hash. */
async function buildIfChanged({ name, inputs, output, stamp, build }) {
  const sources = hashOf(inputs);
  if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sources) {
    console.log(`${name}: unchanged since its last build`);
    return;
  }
  await build();
  writeFileSync(stamp, `${sources}\n`);
}

const dependencies = (file) => {
  const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
};

async function bundleServer() {
  const { build } = await import('esbuild');
  const external = [
    ...new Set([
      ...dependencies('package.json'),
      ...dependencies('apps/server/package.json'),
      ...dependencies('packages/domain/package.json'),
    ]),
  ].filter((name) => name !== '@host/domain');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: path.join(root, 'apps/server/dist/main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}

const serverOnly = process.argv.includes('--server');
if (!serverOnly) {
  const dist = path.join(root, 'apps/web/dist');
  await buildIfChanged({
    name: 'web app',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/booking-page.html',
      'apps/web/sign-in.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'packages/domain/src',
      'package-lock.json',
    ],
    output: path.join(dist, 'index.html'),
    stamp: path.join(dist, '.source-hash'),
    build: () => {
      const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  });
}
const serverDist = path.join(root, 'apps/server/dist');
mkdirSync(serverDist, { recursive: true });
await buildIfChanged({
  name: 'server',
  inputs: [
    'apps/server/src',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'packages/domain/src',
    'packages/domain/package.json',
    'packages/domain/tsconfig.json',
    'package.json',
    'package-lock.json',
    'scripts/build-if-changed.mjs',
  ],
  output: path.join(serverDist, 'main.mjs'),
  stamp: path.join(serverDist, '.source-hash'),
  build: bundleServer,
});
