#!/usr/bin/env node
// npm run bench: every figure of issue 16 as a ratio to its anchor, measured in one run, printed as
// a table and written as JSON (bench-results.json, or BENCH_JSON) so two runs can be compared.
// BENCH_ONLY=start,web,writes,availability,floor,bookingpage,growth,guestbook,cluster runs those sections alone; the server's
// memory is read after whichever server sections ran. BENCH_SMOKE=1 runs them with tiny counts as a
// check that each still runs (scripts/bench-smoke.mjs; npm test does): a section that throws fails the
// run once the others have run.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { benchAvailability } from './bench-availability.mjs';
import { benchBookingPage } from './bench-booking-page.mjs';
import { compareWithBaseline, saveBaseline } from './bench-compare.mjs';
import { benchCluster } from './bench-cluster.mjs';
import { benchCustomers, GUESTS } from './bench-customers.mjs';
import { benchFloor } from './bench-floor.mjs';
import { benchGrowth } from './bench-growth.mjs';
import { context, formatTable, underLimit, writeJson } from './bench-report.mjs';
import { benchReservations } from './bench-reservations.mjs';
import { SMOKE } from './bench-smoke.mjs';
import { benchWeb } from './bench-web.mjs';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './server-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://localhost:${PORT}`;
const ALL = ['start', 'web', 'writes', 'availability', 'floor', 'bookingpage', 'growth', 'guestbook', 'cluster'];
// `reports`, the growth section's name before it measured the hot reads too, still names it.
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => (s.trim() === 'reports' ? 'growth' : s.trim())) : ALL;
for (const name of only) if (!ALL.includes(name)) throw new Error(`BENCH_ONLY: no section ${name} (${ALL.join(', ')})`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'host-bench-'));
// Enterable by the postgres user, so the cluster stays here (pgbench reads its port and password).
chmodSync(dataDir, 0o755);

const START_LIMIT_S = 3;
/** The server as `npm start` runs it: the bundle scripts/build-if-changed.mjs makes. */
// BENCH_SERVER_NODE_ARGS: more of node's options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a
// profile of what a section made it do (node refuses --cpu-prof in NODE_OPTIONS).
// They come after the server's own options, so one of those can be changed for a run (the last of an option wins).
const SERVER = [...SERVER_NODE_OPTIONS, ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), SERVER_ENTRY];
const MEMORY_LIMIT_MB = 300;

async function firstOk(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** Starts a command on the bench data directory; stop() ends it as Ctrl-C would and waits. */
function launch(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), HOST_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
}

/** Runs `npm start` (or another command) until the first 200 on `/`, then stops it; returns seconds. */
async function timeStart(command, args) {
  const started = performance.now();
  const server = launch(command, args);
  const ok = await firstOk(`${base}/`, Date.now() + 120_000);
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  if (!ok) throw new Error(`${command} ${args.join(' ')} gave no 200 on / within 120 s`);
  return seconds;
}

/** Resident memory of a process, from /proc (Linux). */
const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function startSection() {
  const fresh = await timeStart('npm', ['start']);
  const again = await timeStart('npm', ['start']);
  const serverOnly = await timeStart(process.execPath, SERVER);
  return [
    context(
      'start-new-data',
      'npm start to first 200 on /, new data directory',
      fresh,
      's',
      'creates PostgreSQL, migrates and seeds the demo',
    ),
    underLimit('start-existing-data', 'npm start to first 200 on /, existing data directory', again, 's', START_LIMIT_S),
    context('start-server-only', 'server alone to first 200 on /, existing data directory', serverOnly, 's'),
  ];
}

const sections = [];
const failed = [];
const run = async (name, title, work) => {
  if (!only.includes(name)) return;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  try {
    const figures = await work();
    sections.push({ name, title, seconds: (performance.now() - started) / 1000, figures });
    console.error(`bench: ${name} done in ${seconds()} s`);
  } catch (error) {
    if (!SMOKE) throw error;
    // A smoke run names every broken section, not only the first.
    failed.push(name);
    console.error(`bench: ${name} FAILED after ${seconds()} s:`, error);
  }
};

try {
  // Built first, so no figure includes a build: the start figures time starting, not building.
  if (spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
  await run('start', 'Start', startSection);
  // One server process for the rest, as `npm start` runs it (the bundle, no tsx), so its
  // memory at the end is what a day of these loads leaves behind.
  const serverSections = ['web', 'writes', 'availability', 'floor', 'bookingpage', 'growth', 'guestbook'].filter((s) => only.includes(s));
  if (serverSections.length) {
    // One proxy hop trusted: the booking page's diners are told apart by X-Forwarded-For (bench-booking-page.mjs).
    const server = launch(process.execPath, SERVER, { TRUST_PROXY: '1' });
    try {
      if (!(await firstOk(`${base}/api/health`, Date.now() + 120_000))) throw new Error('the server did not start');
      const dataDirOf = { base, dataDir, serverPid: server.pid };
      await run('web', 'The web app in Chromium', () => benchWeb(dataDirOf));
      await run('writes', 'Booking writes through HTTP (one server, embedded PostgreSQL)', () => benchReservations(dataDirOf));
      await run('availability', 'Availability', () => benchAvailability(dataDirOf));
      await run('floor', 'Table suggestions and the floor', () => benchFloor(dataDirOf));
      await run('bookingpage', "The diners' booking page (many diners, each its own address)", () => benchBookingPage(dataDirOf));
      await run('growth', 'Hot reads and reports on the demo and on the scale data set (a year of 20 outlets), over HTTP', () =>
        benchGrowth(dataDirOf),
      );
      // Last: it adds 100,000 guests and 30,000 past bookings to the bench brand.
      await run('guestbook', `The guest book at ${GUESTS.toLocaleString('en')} guests (over HTTP)`, () => benchCustomers(dataDirOf));
      sections.push({
        name: 'memory',
        title: 'Memory',
        figures: [
          underLimit(
            'server-rss',
            `server resident memory after the bench (${serverSections.join(', ')})`,
            residentMb(server.pid),
            'MB',
            MEMORY_LIMIT_MB,
          ),
        ],
      });
    } finally {
      await server.stop();
    }
  }
  // Its own PostgreSQL, broker and two servers, after the single server has stopped.
  await run('cluster', 'Several servers (Debian PostgreSQL and Mosquitto)', benchCluster);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
  console.log(`\nHost benchmark (${machine.cpus} cores, ${machine.memoryGb} GB, Node ${machine.node})\n`);
  console.log(formatTable(sections));
  const details = sections.flatMap((s) => s.figures.filter((f) => f.detail).map((f) => `  ${f.name}: ${f.detail}`));
  if (details.length) console.log(`\nNotes\n${details.join('\n')}`);
  const unmet = sections.flatMap((s) => s.figures).filter((f) => f.met === false);
  if (SMOKE)
    console.log('\nSmoke run (BENCH_SMOKE=1): tiny counts, so the figures above measure nothing and a target NOT MET fails nothing.');
  else
    console.log(
      `\n${unmet.length === 0 ? 'Every target met.' : `${unmet.length} target(s) not met: ${unmet.map((f) => f.id).join(', ')}`}`,
    );
  // A smoke run's figures never replace a measurement's bench-results.json.
  const jsonFile =
    process.env.BENCH_JSON ?? (SMOKE ? path.join(root, 'test-results', 'bench-smoke.json') : path.join(root, 'bench-results.json'));
  mkdirSync(path.dirname(jsonFile), { recursive: true });
  const results = writeJson(jsonFile, sections, machine);
  console.log(`JSON: ${path.relative(process.cwd(), jsonFile) || jsonFile}`);
  // The guard: what got worse since the run kept for this machine kind (a smoke run's figures measure nothing).
  if (!SMOKE) {
    console.log(`\n${compareWithBaseline(results, machine.cpus).join('\n')}`);
    if (process.env.BENCH_SAVE_BASELINE) console.log(`Kept as the baseline: ${saveBaseline(results, machine.cpus)}`);
  }
  if (failed.length) {
    console.error(`\nbench: ${failed.length} section(s) failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
