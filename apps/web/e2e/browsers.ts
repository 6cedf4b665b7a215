import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, offline, as root (docs/stack.md). Nothing is downloaded. */
// In a JSON file of their own: the bench (scripts/bench-web.mjs) and the cluster test launch the same Chromium.
export const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(path.join(import.meta.dirname, 'chromium-args.json'), 'utf8'));

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The specs' browser runs V8 without its optimising compilers (TurboFan, Maglev): optimised code rarely repays its
 * compiling in a test's short-lived pages, and that compiling competed with the tests for the two cores. Measured on
 * 2026-12-02 as the whole machine's CPU over the same specs, one or two runs each way: book-list 164 CPU-s with, 191
 * and 200 without; book-list and reservations 311 and 289 with, 330 and 373 without; customers and settings-pages 389
 * with, 402 without (within noise). Not for the bench (scripts/bench-web.mjs) nor for the browsers push.spec and the
 * cluster test launch themselves: their Chromium is the browser as users have it.
 */
const TEST_V8_FLAGS = '--js-flags=--no-turbofan,--no-maglev';

/**
 * The specs run in Debian's chromium-headless-shell, Chromium's old headless mode (what Playwright itself runs headless
 * by default), not the whole browser's new headless mode: the same Blink and V8, without the browser around the page.
 * Measured on 2026-12-03 over the customers, floor and reservations specs (43 tests, two workers): 267 s in Chromium,
 * 181 s in the shell; Chromium's processes took 402 CPU-s, then 241. The whole suite: 1,289 s in the last CI
 * rehearsal, 998 s in the shell. Without the shell installed the specs run in Chromium.
 */
// A Chromium named by CHROMIUM_PATH alone is the one asked for: the specs run in it.
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? (process.env.CHROMIUM_PATH ? undefined : '/usr/bin/chromium-headless-shell');

export const SPEC_LAUNCH: LaunchOptions = {
  executablePath: HEADLESS_SHELL && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM,
  args: [...CHROMIUM_ARGS, TEST_V8_FLAGS],
};

/**
 * For a spec file about what only the whole browser does (`test.use(IN_WHOLE_CHROMIUM)`): the shell refuses
 * notifications outright (Notification.permission is 'denied' from the start), so the push panel there says they are
 * blocked, which no host's browser says before being asked.
 */
export const IN_WHOLE_CHROMIUM = { launchOptions: { ...SPEC_LAUNCH, executablePath: CHROMIUM } };
