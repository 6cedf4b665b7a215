#!/usr/bin/env node
// npm run bench: figures, printed. Start-up time of `npm start` (new and existing data directory)
// and the gzip size of the JavaScript the sign-in page loads.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchAvailability } from './bench-availability.mjs';
import { benchCustomers } from './bench-customers.mjs';
import { benchFloor } from './bench-floor.mjs';
import { benchReservations } from './bench-reservations.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'host-bench-'));
// Enterable by the postgres user, so the cluster stays here (pgbench reads its port and password).
chmodSync(dataDir, 0o755);

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
function launch(command, args) {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, PORT: String(PORT), HOST_DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
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

/** Runs `work` against a server on the bench data directory, then stops the server in order. */
async function withServer(work) {
  const server = launch('node_modules/.bin/tsx', ['apps/server/src/main.ts']);
  try {
    if (!(await firstOk(`${base}/api/health`, Date.now() + 60_000))) throw new Error('the server did not start');
    return await work();
  } finally {
    await server.stop();
  }
}

/** The JavaScript the sign-in page loads, as Chromium fetches it, with each file's gzip size. */
function signInPageScripts() {
  return withServer(async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`${base}/en_SG/login`);
      await page.getByRole('heading', { name: 'Sign in to Host' }).waitFor();
      await page.waitForLoadState('networkidle');
      return await Promise.all(scripts);
    } finally {
      await browser.close();
    }
  });
}

// BENCH_ONLY=customers runs the guest book's figures alone (no web build needed).
if (process.env.BENCH_ONLY === 'customers') {
  try {
    const lines = await withServer(() => benchCustomers(base, dataDir));
    console.log('The guest book at scale (one server process, embedded PostgreSQL)');
    for (const line of lines) console.log(line);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

try {
  const fresh = await timeStart('npm', ['start']);
  const again = await timeStart('npm', ['start']);
  const serverOnly = await timeStart('npx', ['tsx', 'apps/server/src/main.ts']);
  const scripts = await signInPageScripts();
  const reservations = await withServer(() => benchReservations(base, dataDir));
  const floor = await withServer(() => benchFloor(base));
  const availability = await withServer(() => benchAvailability(base));
  // Last: it adds 100,000 guests and 30,000 past bookings to the bench brand.
  const guestBook = await withServer(() => benchCustomers(base, dataDir));
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log('\nHost benchmark');
  console.log(`  npm start to first 200 on /, new data directory:      ${fresh.toFixed(2)} s (includes the web build)`);
  console.log(`  npm start to first 200 on /, existing data directory: ${again.toFixed(2)} s (includes the web build)`);
  console.log(`  server alone to first 200 on /, existing data:        ${serverOnly.toFixed(2)} s`);
  console.log(`  JavaScript the sign-in page loads: ${scripts.length} files, ${kb(scripts.reduce((n, s) => n + s.gzip, 0))} gzip (${kb(scripts.reduce((n, s) => n + s.raw, 0))} raw)`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
  console.log('Reservations through HTTP (one server process, embedded PostgreSQL)');
  for (const line of reservations) console.log(line);
  console.log('The floor at scale (one server process, embedded PostgreSQL)');
  for (const line of floor) console.log(line);
  console.log('Availability');
  for (const line of availability) console.log(line);
  console.log('The guest book at scale (one server process, embedded PostgreSQL)');
  for (const line of guestBook) console.log(line);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
