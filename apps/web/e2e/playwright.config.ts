import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SPEC_LAUNCH } from './browsers';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from '../../../scripts/server-node.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '../../..');
// One data directory per port: two runs at once (two people, or a test beside a trial) each wipe only their own.
const dataDir = path.join(root, PORT === 3100 ? '.test-data/e2e' : `.test-data/e2e-${PORT}`);

export default defineConfig({
  testDir: '.',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, for the cross-test flakes seen under load (noted in the session note); locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the server and PostgreSQL share two cores: generous bounds, no fixed sleeps. 90 s:
  // six tests took 45 to 52 s in the CI rehearsal of 2026-11-29, and one of 51 s ran out of its minute
  // twice in the CI run that followed (a bound is not a wait: a passing test takes what it takes).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: SPEC_LAUNCH,
    // A trace only for the retry of a test that failed once (CI): recording every test's DOM at each
    // step cost CPU on two cores, and closing a recorded context now and then failed on its own
    // ("file data stream has unexpected number of bytes", Playwright's trace zip) and failed the test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The host's service worker (push, the offline shell) downloads the whole shell in the background
    // of every signed-in page: on two cores, for every test, that load slowed the others. The specs
    // about it (push, offline) allow it; elsewhere the pages run as with no worker installed yet.
    serviceWorkers: 'block',
    // As a device set to less motion: the app then draws no animation (theme.ts, book.css). With
    // Chromium painting in software on two cores, animations took a quarter of the suite's time
    // (the guest book's spec 113 s with them, 81 s without).
    reducedMotion: 'reduce',
  },
  webServer: {
    // A new data directory every run: the demo data as a newcomer gets it, at a pinned instant.
    // The server as `npm start` runs it: bundled (scripts/build-if-changed.mjs), not through tsx.
    command:
      `rm -rf "${dataDir}" && node scripts/build-if-changed.mjs --server && ` +
      `exec node ${SERVER_NODE_OPTIONS.join(' ')} ${SERVER_ENTRY}`,
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // Our shutdown stops PostgreSQL in order; a hard kill would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 90_000,
    // The clock sweep stays at its 15 s: every 3 s cut the message specs' waits, but the sweeps' CPU
    // on two cores slowed the rest more (the whole suite 1,181 s with it, 1,129 s without).
    // Push endpoints must be https:// on public addresses (issue 27). Here Chromium subscribes at Google's push service (jmt17.google.com,
    // or FCM),
    // whose name does not resolve offline, and the push spec's own push service runs on localhost with
    // the server tests' certificate: both names are allowed, and that certificate is trusted.
    env: {
      PORT: String(PORT),
      HOST_DATA_DIR: dataDir,
      HOST_NOW: '2026-03-31T19:30:00+08:00',
      LOG_LEVEL: 'warn',
      PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com,jmt17.google.com,localhost',
      NODE_EXTRA_CA_CERTS: path.join(root, 'apps/server/test/fixtures/push-service.crt'),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
