// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRead } from './early-read-contract';
import { api, configureHttp } from './http';

/*
 * The book's first reads, sent before the app's code ran (src/early-reads.ts, docs/decisions/038-a-light-host-stand.md):
 * the app takes each answer once instead of asking again, only for the same GET with the same bearer and only soon after
 * it was sent; anything else is asked of the server as usual. fetch answers as the server would, and counts.
 */
const DAY = '/api/v1/outlets/o-1/reservations';
const asked: string[] = [];
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const early = (body: unknown, token: string | null, sentMsAgo = 50): EarlyRead => ({
  response: Promise.resolve(answer(body)),
  token,
  at: performance.now() - sentMsAgo,
});

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return answer({ from: 'the app' });
    }),
  );
  configureHttp({ getToken: async () => 'bearer-1', onUnauthorized: () => undefined });
});
afterEach(() => {
  delete window.__hostEarlyReads;
  vi.unstubAllGlobals();
});

describe("the book's early reads", () => {
  it('are taken once in place of asking: the next read of the same path asks the server', async () => {
    window.__hostEarlyReads = new Map([[DAY, early({ from: 'early' }, 'bearer-1')]]);
    expect(await api(DAY)).toEqual({ from: 'early' });
    expect(asked).toEqual([]);
    expect(await api(DAY)).toEqual({ from: 'the app' });
    expect(asked).toEqual([DAY]);
  });

  it('are not taken with another bearer, after their time, by a write, or for another path', async () => {
    window.__hostEarlyReads = new Map([
      [DAY, early({ from: 'early' }, 'a-bearer-since-replaced')],
      ['/api/v1/outlets/o-1/areas', early([], 'bearer-1', 15_000)],
      ['/api/v1/outlets/o-1/queue', early({ from: 'early' }, 'bearer-1')],
    ]);
    expect(await api(DAY)).toEqual({ from: 'the app' });
    expect(await api('/api/v1/outlets/o-1/areas')).toEqual({ from: 'the app' });
    expect(await api('/api/v1/outlets/o-1/queue', { method: 'POST', body: { pax: 2 } })).toEqual({ from: 'the app' });
    expect(await api('/api/v1/outlets/o-1/floor')).toEqual({ from: 'the app' });
    expect(asked).toEqual([DAY, '/api/v1/outlets/o-1/areas', '/api/v1/outlets/o-1/queue', '/api/v1/outlets/o-1/floor']);
  });

  it('fail as the app’s own read would: a refused connection is a network error, a timeout a timeout', async () => {
    window.__hostEarlyReads = new Map([
      ['/api/auth/session', { response: Promise.reject(new TypeError('Failed to fetch')), token: null, at: performance.now() }],
      [DAY, { response: Promise.reject(new DOMException('timed out', 'TimeoutError')), token: 'bearer-1', at: performance.now() }],
    ]);
    await expect(api('/api/auth/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    await expect(api(DAY)).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(asked).toEqual([]);
  });
});
