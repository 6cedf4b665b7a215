import { defineConfig } from 'vitest/config';

/** Domain and server tests; the browser tests run under Playwright (apps/web/e2e). */
export default defineConfig({
  test: {
    // Two cores: a few files at once, each server file on its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Property tests stop at their own time budget (packages/domain/src/testing/property.ts); this
          // leaves them room on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Component tests (*.test.tsx) ask for a DOM themselves (happy-dom, by a comment at their top).
          environment: 'node',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A test's own fetch (vi.stubGlobal) is undone after it, back to the setup's.
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/cluster/**'],
          environment: 'node',
          // The files share their workers' modules: each builds its own app on its own database
          // (test/helper.ts) and nothing mocks a module, so importing the server's graph once per
          // worker instead of once per file cut the run's imports from 141 s to 17 s.
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 17: two Host processes on Debian's PostgreSQL and Mosquitto; run on its own (npm test does).
        test: {
          name: 'cluster',
          include: ['apps/server/test/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/cluster/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
