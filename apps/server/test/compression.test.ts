import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost, startTestServer, type Host, type TestServer } from './helper';

/*
 * Answers go compressed to a client that accepts it (docs/decisions/040-compressed-answers.md): the day's book of a
 * busy outlet is hundreds of kilobytes of JSON, refetched after every live update, on a tablet's Wi-Fi.
 */
let server: TestServer;
let host: Host;

beforeAll(async () => {
  server = await startTestServer();
  host = await signedInHost(server, 'JG-ORCHARD', '2468');
});
afterAll(() => server?.close());

/** The bytes as they come over the wire, undecoded (fetch would decode them). */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { ...host.headers, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it("sends the day's book in brotli or gzip as the client asks, the same bookings, and plain to one that asks for neither", async () => {
    const day = `/api/v1/outlets/${host.outletId}/reservations?date=${server.now().toISOString().slice(0, 10)}`;
    const plain = await raw(day, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The day's bookings; its `now` moves between two answers.
    const bookings = JSON.parse(plain.body.toString()).reservations;
    expect(bookings.length).toBeGreaterThan(0);

    const brotli = await raw(day, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString()).reservations).toEqual(bookings);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);

    const gzip = await raw(day, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).reservations).toEqual(bookings);
  });

  it("sends a day's times (some 10 KB) compressed whole, with its length: one write, not a chunked stream", async () => {
    const times = await raw(`/api/v1/outlets/${host.outletId}/availability?date=2026-04-02&pax=2`, 'br');
    expect(times.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(times.body);
    expect(plain.length).toBeGreaterThan(8192);
    expect(JSON.parse(plain.toString()).slots.length).toBeGreaterThan(0);
    expect(times.headers['content-length']).toBe(String(times.body.length));
    expect(times.headers['transfer-encoding']).toBeUndefined();
  });

  it('leaves an answer under a kilobyte as it is: compressing it would save nothing', async () => {
    const health = await raw('/api/health', 'gzip, deflate, br');
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true });
  });
});
