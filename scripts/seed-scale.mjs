// The scale data set for the bench (issue 34): `npm run seed:scale` (apps/server/src/seed/scale/cli.ts)
// written once into .bench-data/ and kept there, outside the repository's files, named by the size,
// the seed and a hash of the migrations and the generator, so a schema change or a change of the
// generator builds it again (about four minutes at full size, seconds tiny) and an unchanged one is
// reused. Older builds of the same size are removed: the full one takes some 4 GB.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './server-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.bench-data');
const SEED = 1;
/**
 * The data set's today (the cli's default, passed explicitly so the bench's ranges never drift from it);
 * now is 19:30 there, in the middle of dinner.
 */
export const SCALE_TODAY = '2026-06-01';
export const SCALE_NOW = `${SCALE_TODAY}T19:30:00+08:00`;
export const SCALE_MERCHANT = { email: 'owner@pearldining.example', password: 'host-scale-2026' };

/** Every file under the folders, by path and content: the build's name changes when one does. */
function hashOf(folders) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return hash.digest('hex').slice(0, 12);
}

/** The folder of the data set, built first when missing; `say` tells the bench's reader when it is being built. */
export function scaleDataSet({ tiny, fresh = false, say }) {
  const kind = `scale-${tiny ? 'tiny-' : fresh ? 'fresh-' : ''}seed${SEED}`;
  const name = `${kind}-${hashOf(['apps/server/drizzle', 'apps/server/src/seed/scale'])}`;
  const dir = path.join(CACHE, name);
  const builtFile = path.join(CACHE, `${name}.built.json`);
  if (existsSync(builtFile) && existsSync(dir)) return { dir, built: JSON.parse(readFileSync(builtFile, 'utf8')), fresh: false };

  mkdirSync(CACHE, { recursive: true });
  for (const old of readdirSync(CACHE).filter((f) => f.startsWith(`${kind}-`) && !f.startsWith(name)))
    rmSync(path.join(CACHE, old), { recursive: true, force: true });
  const what = tiny ? 'tiny' : fresh ? '20 outlets two weeks into Host, some 30 seconds' : 'a year of 20 outlets, some four minutes';
  say(`building the scale data set (${what}) in ${path.relative(root, dir)}`);
  const started = performance.now();
  const args = ['apps/server/src/seed/scale/cli.ts', '--seed', String(SEED), '--today', SCALE_TODAY, '--dir', dir, '--force'];
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [...args, ...(tiny ? ['--tiny'] : fresh ? ['--fresh'] : [])], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`npm run seed:scale failed (${run.status}):\n${run.stdout}`);
  // Its summary (rows per table, the time of each step, the login) goes with the bench's progress lines.
  process.stderr.write(run.stdout);
  const counts = Object.fromEntries(
    [...run.stdout.matchAll(/^ {2}([a-z_]+) +([\d,]+)$/gm)].map(([, table, n]) => [table, Number(n.replaceAll(',', ''))]),
  );
  const built = { seconds: (performance.now() - started) / 1000, counts };
  writeFileSync(builtFile, `${JSON.stringify(built, null, 2)}\n`);
  return { dir, built, fresh: true };
}

/** A server on the data set as `npm start` runs it (the bundle), with its clock at the data set's now; stop() ends it as Ctrl-C would. */
export async function startScaleServer({ dir, port }) {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_ENTRY], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST_DATA_DIR: dir, HOST_NOW: SCALE_NOW, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { pid: child.pid, base: `http://localhost:${port}`, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`the server on the scale data set (${dir}) did not start`);
}
