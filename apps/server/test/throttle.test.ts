import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

// Its own server and database: these tests lock codes and move the clock.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('throttling', () => {
  it('locks a code after 5 wrong PINs within 15 minutes, the right PIN too, other codes unaffected', async () => {
    const client = server.client();
    for (let i = 0; i < 5; i++) expect((await client.loginWithPin('JG-TPAGAR', '9999')).status).toBe(401);

    const locked = await client.loginWithPin('JG-TPAGAR', '9999');
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.code).toBe('THROTTLED');

    // From a fresh client (another IP would be the same): the lock is on the code, not the caller.
    expect((await server.client().loginWithPin('JG-TPAGAR', '1357')).status).toBe(429);
    expect((await server.client().loginWithPin('MW-BANGSAR', '8642')).status).toBe(200);

    server.advanceClock(15 * 60 * 1000 + 1000);
    expect((await server.client().loginWithPin('JG-TPAGAR', '1357')).status).toBe(200);
  });

  it('holds the limit under concurrent guesses', async () => {
    const guesses = await Promise.all(Array.from({ length: 12 }, () => server.client().loginWithPin('HD-CENTRAL', '1111')));
    const counts = guesses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 5, 429: 7 });
  });

  it('locks an email after 5 wrong passwords', async () => {
    for (let i = 0; i < 5; i++) expect((await server.client().loginWithEmail('support@host.internal', 'nope')).status).toBe(401);
    expect((await server.client().loginWithEmail('SUPPORT@host.internal', 'host-support-2026')).status).toBe(429);
  });
});
