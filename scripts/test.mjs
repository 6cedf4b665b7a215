#!/usr/bin/env node
// npm test: every test (domain, server over HTTP on a real PostgreSQL, browser), then one closing line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

function run(command, args, env = {}) {
  const shown = Object.entries(env)
    .map(([k, v]) => `${k}=${v} `)
    .join('');
  console.log(`\n$ ${shown}${[command, ...args].join(' ')}`);
  const started = Date.now();
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  return status;
}

/**
 * Runs commands side by side (two single-threaded checks on two cores), each one's output kept and
 * printed whole once it ends, so the log reads as if they had run one after the other.
 */
async function runSideBySide(commands) {
  return Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n$ ${[command, ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`(${Math.round((Date.now() - started) / 1000)} s, beside the others)`);
            resolve([name, code ?? 1]);
          });
        }),
    ),
  );
}

/**
 * Debian's Chromium (the bench, push.spec and the cluster test launch it, as users have it) and its old headless shell,
 * which runs the other browser specs (apps/web/e2e/playwright.config.ts). Without the shell the specs fall back to
 * Chromium: the same results, slower.
 */
function ensureChromium() {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell'])];
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    const command = `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
    if (missing.includes('chromium')) {
      console.error(`The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n${command}`);
      process.exit(1);
    }
    console.warn(`The browser specs run in Chromium, slower than in its headless shell. To install the shell:\n${command}`);
    return;
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests (about 30 s)...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', ...missing], env) !== 0) {
    console.error(`Could not install ${missing.join(' and ')} with apt-get.`);
    // The shell alone missing: the specs run in Chromium (apps/web/e2e/browsers.ts).
    if (!existsSync(CHROMIUM)) process.exit(1);
  }
}

ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
steps.push(
  ...(await runSideBySide([
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ])),
);
// The web app and the server bundle, each stamped with its sources' hash: the bench smoke and the browser tests' server
// (scripts/build-if-changed.mjs) then find them built instead of building again.
steps.push(['build', run(process.execPath, ['scripts/build-if-changed.mjs'])]);
// Every vitest project under a machine zone that is not UTC and keeps daylight saving (America/Los_Angeles), then the
// domain and the web app's again ahead of UTC by a quarter hour (Asia/Kathmandu): nothing may depend on the machine's zone
// (docs/architecture.md, Time), and a test or a rule that reads it breaks in one of them. The server runs in UTC
// too, as most machines run it: in the cluster suite, the bench smoke and under every browser test (TZ set for each). (The server's
// files that hold local dates ran a second time in Los Angeles after a whole run in UTC; one run in Los Angeles
// covers every file and cost CI some 100 s less.)
const vitestRuns = [
  { name: 'vitest (TZ=America/Los_Angeles)', tz: 'America/Los_Angeles', projects: ['domain', 'web', 'server'] },
  // Issue 17: two Host processes on Debian's PostgreSQL and Mosquitto (installed like Chromium when missing).
  { name: 'vitest (cluster)', tz: 'UTC', projects: ['cluster'] },
  { name: 'vitest (TZ=Asia/Kathmandu)', tz: 'Asia/Kathmandu', projects: ['domain', 'web'] },
];
const vitestJsons = [];
for (const { name, tz, projects } of vitestRuns) {
  const json = path.join(results, `vitest-${name.replace(/\W+/g, '-').toLowerCase()}.json`);
  vitestJsons.push(json);
  const only = projects.flatMap((p) => ['--project', p]);
  steps.push([name, run('npx', ['vitest', 'run', ...only, '--reporter=default', '--reporter=json', `--outputFile=${json}`], { TZ: tz })]);
}
// Every bench section with tiny counts (scripts/bench-smoke.mjs): not a measurement, a check that none
// has stopped running (issue 27: the writes section broke unnoticed when the booking slug became unique).
steps.push(['bench (smoke)', run('npm', ['run', 'bench'], { BENCH_SMOKE: '1', TZ: 'UTC' })]);
const playwrightJson = path.join(results, 'playwright.json');
steps.push([
  'playwright',
  run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    TZ: 'UTC',
  }),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const json of vitestJsons.filter((file) => existsSync(file))) {
  const v = JSON.parse(readFileSync(json, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected;
  // A browser test that failed and passed on its one CI retry (playwright.config.ts): named in the
  // summary, as Playwright's own exit status does not fail the run for it.
  flaky += p.stats.flaky;
  skipped += p.stats.skipped;
}
const broken = steps.filter(([, status]) => status !== 0).map(([name]) => name);
if (broken.length) console.log(`\nFailed steps: ${broken.join(', ')}`);
// A step that failed without a failing test (a type error, a build, a crashed runner) still counts.
if (broken.length && failed === 0) failed = broken.length;
console.log(
  `\n${passed} passed, ${failed} failed, ${skipped} skipped` +
    (flaky ? `, ${flaky} flaky (failed once, passed on the retry: see Playwright's list above)` : ''),
);
process.exit(broken.length || failed ? 1 : 0);
