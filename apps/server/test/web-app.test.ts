import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/web-app';
import { addSecurityHeaders } from '../src/lib/security-headers';
import { registerCompression } from '../src/lib/compression';

// The built web app as the server serves it, from a small build of its own (not apps/web/dist).
let dist: string;
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'host-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Host</title>');
  writeFileSync(path.join(dist, 'booking-page.html'), '<!doctype html><title>Book a table</title>');
  writeFileSync(path.join(dist, 'sign-in.html'), '<!doctype html><title>Host</title><script src="/assets/signIn.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // What the web build writes beside a file over 1 KB (apps/web/vite.config.ts, precompressed).
  writeFileSync(path.join(dist, 'assets', 'big-AbC123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-AbC123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'big-AbC123.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'locales', 'en', 'common.json'), '{}');
  writeFileSync(path.join(dist, 'service-worker.min.js'), '/* sw */');
  // Compression first, as the app registers them (src/app.ts).
  app = Fastify();
  await registerCompression(app);
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed bundles for a year, and has the browser check everything else each time', async () => {
    const bundle = await app.inject('/assets/index-AbC123.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Same names across builds: a deploy's new translations and service worker reach every browser.
    for (const file of ['/locales/en/common.json', '/service-worker.min.js', '/index.html']) {
      const res = await app.inject(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('answers the app itself at / and at any page address, and 404 for a file or an API route that is not there', async () => {
    for (const page of ['/', '/en_SG/reservations?date=2026-04-01']) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body).toContain('<title>Host</title>');
    }
    expect((await app.inject('/assets/gone-Xyz.js')).statusCode).toBe(404);
    expect((await app.inject('/api/v1/nothing-here')).statusCode).toBe(404);
  });

  it("answers the diners' booking page with its own light entry, with or without a locale sub-path", async () => {
    for (const page of ['/book/jade-garden-orchard', '/en_SG/book/x', '/zh_HK/book/x/', '/book/x?lang=ms']) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('<title>Book a table</title>');
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
    // Only that address: the app's own pages, another sub-path and a deeper path stay the app.
    for (const page of ['/en_SG/reservations', '/xx_YY/book/x', '/book/x/more', '/en_SG/booking/x']) {
      expect((await app.inject(page)).body, page).toContain('<title>Host</title>');
    }
  });

  it('answers the sign-in page with its own light entry, and the other sign-in pages with the app', async () => {
    for (const page of ['/en_SG/login', '/zh_HK/login/', '/bm_MY/login?continue=%2Fbm_MY%2Freservations']) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('signIn.js');
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
    for (const page of ['/en_SG/login/switch', '/en_SG/login/reset-password?token=x', '/xx_YY/login', '/DEFAULT_LOCALE/login', '/login']) {
      const res = await app.inject(page);
      expect(res.body, page).toContain('<title>Host</title>');
      expect(res.body, page).not.toContain('signIn.js');
    }
  });

  it('lets only Host itself frame the booking page (the settings preview), and nothing else of Host', async () => {
    const framed = Fastify();
    addSecurityHeaders(framed, { contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } } });
    await registerWebApp(framed, dist);
    await framed.ready();
    try {
      const book = await framed.inject('/book/jade-garden-orchard?preview=1');
      expect(book.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(book.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      for (const page of ['/en_SG/reservations', '/en_SG/settings/booking-page']) {
        expect((await framed.inject(page)).headers['content-security-policy'], page).toContain("frame-ancestors 'none'");
      }
    } finally {
      await framed.close();
    }
  });

  it("sends the build's brotli or gzip copy of a file to a browser that accepts it, the file itself to one that does not", async () => {
    const asked = (acceptEncoding: string) => app.inject({ url: '/assets/big-AbC123.js', headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // A file the build kept no copy of is compressed as it is sent.
    const small = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(small.rawPayload).toString()).toBe('console.log(1)');
    for (const res of [brotli, gzip, plain]) {
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A cache between keeps the three apart.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sees a file a rebuild added without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-Def456.js'), 'console.log(2)');
    expect((await app.inject('/assets/later-Def456.js')).statusCode).toBe(200);
  });
});
