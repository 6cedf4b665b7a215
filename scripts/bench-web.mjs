// The web app in Chromium: the JavaScript the sign-in page loads (gzip, as served). Called by
// scripts/bench.mjs with a running server; returns figures (scripts/bench-report.mjs).
import { gzipSync } from 'node:zlib';
import { underLimit } from './bench-report.mjs';

const SIGN_IN_JS_LIMIT_KB = 120;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Every script a page loads while `visit` runs, with its gzip size (level 9, as a CDN would serve it). */
async function scriptsLoaded(page, visit) {
  const scripts = [];
  const record = (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', record);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return Promise.all(scripts);
}

const kb = (n) => n / 1024;
const largest = (scripts) =>
  [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((s) => `${s.path} ${kb(s.gzip).toFixed(1)} kB`)
    .join(', ');

export async function benchWeb({ base }) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const signIn = await scriptsLoaded(page, async () => {
      await page.goto(`${base}/en_SG/login`);
      await page.getByRole('heading', { name: 'Sign in to Host' }).waitFor();
    });
    const total = signIn.reduce((n, s) => n + s.gzip, 0);
    return [underLimit('web-sign-in-js', `JavaScript the sign-in page loads (${signIn.length} files, gzip)`, kb(total), 'kB', SIGN_IN_JS_LIMIT_KB, `largest: ${largest(signIn)}`)];
  } finally {
    await browser.close();
  }
}
