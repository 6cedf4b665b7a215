#!/usr/bin/env node
/*
 * `npm start` builds the web app only when what it is built from changed (issue 16): a hash of the
 * web app's sources, the domain package it imports, and the lock file is kept beside the build, and a
 * start with the same hash serves the build it already has.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.source-hash');
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/tsconfig.json', 'apps/web/package.json', 'packages/domain/src', 'package-lock.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) return yield entry;
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
for (const input of INPUTS)
  for (const file of files(input))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
const sources = hash.digest('hex');

if (existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sources) {
  console.log('web app: unchanged since its last build, serving apps/web/dist');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stamp, `${sources}\n`);
