#!/usr/bin/env node
// npm test: every test (domain, server over HTTP on a real PostgreSQL, browser), then one closing line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests (about 30 s)...");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', 'chromium'], env) !== 0) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}

ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
steps.push(['typecheck', run('npm', ['run', 'typecheck'])]);
steps.push(['lint', run('npm', ['run', 'lint'])]);
steps.push(['web build', run('npm', ['run', 'build'])]);
const vitestJson = path.join(results, 'vitest.json');
steps.push(['vitest', run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])]);
const playwrightJson = path.join(results, 'playwright.json');
steps.push(['playwright', run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
}
const broken = steps.filter(([, status]) => status !== 0).map(([name]) => name);
if (broken.length) console.log(`\nFailed steps: ${broken.join(', ')}`);
// A step that failed without a failing test (a type error, a build, a crashed runner) still counts.
if (broken.length && failed === 0) failed = broken.length;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length || failed ? 1 : 0);
