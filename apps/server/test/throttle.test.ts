import { sessionSchema } from '@host/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOutlet, aUser } from './factories';
import { parseBody, parseError, sha512, signedInHost, startTestServer, type TestResponse, type TestServer } from './helper';

/**
 * The sign-in throttle (docs/decisions/010-sign-in-throttle.md): per address first, then per code
 * or email from anywhere, with a growing wait rather than a lock. Its own server and database:
 * these tests move the clock. X-Forwarded-For is believed (TRUST_PROXY), as behind the load balancer.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: true });
});
afterAll(() => server.close());

let lastAddress = 0;
/** A caller at an address of its own. */
const fromNewAddress = () => `203.0.113.${++lastAddress}`;
/** When each sign-in was sent: a wait starts at the failure before the answer that reports it. */
const sentAt: number[] = [];
const timed = <T>(send: () => Promise<T>) => (sentAt.push(Date.now()), send());
const pinFrom = (address: string, code: string, pin: string) =>
  timed(() => server.client().post('/api/auth/pin-login-remember-me', { code, sha512Pin: sha512(pin) }, { 'x-forwarded-for': address }));
const passwordFrom = (address: string, email: string, password: string) =>
  timed(() =>
    server.client().post('/api/auth/email-login-remember-me', { email, sha512Pw: sha512(password) }, { 'x-forwarded-for': address }),
  );
const statusCounts = (answers: TestResponse[]) =>
  answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

/**
 * A 429 with the wait in Retry-After, in details and in the message's values. The server's clock
 * runs on while hashes are checked, so the wait may be under the full one by the time since it
 * began (`startedAt`: by default when the request before this answer's was sent), plus a margin.
 */
function expectWait(res: TestResponse, seconds: number, scope: 'source' | 'everywhere', startedAt = sentAt.at(-2) ?? Date.now()) {
  const error = parseError(res, 429);
  const waited = Number(res.headers.get('retry-after'));
  const elapsed = Math.ceil((Date.now() - startedAt) / 1000);
  expect(waited).toBeGreaterThan(seconds - 5 - elapsed);
  expect(waited).toBeLessThanOrEqual(seconds);
  expect(error).toMatchObject({
    code: 'THROTTLED',
    message: `Too many tries. Try again in ${waited} s, or sign in with your email.`,
    details: { reason: 'tooManyAttemptsWait', params: { seconds: waited }, retryAfterSeconds: waited, scope },
  });
}

describe('PIN sign-in throttle', () => {
  it("one address's five wrong PINs do not lock another's, and the wait grows rather than locks", async () => {
    const { outlet } = await anOutlet(server, { areas: [], tables: [], services: [] });
    const prankster = fromNewAddress();
    for (let i = 0; i < 5; i++) expect((await pinFrom(prankster, outlet.code, '9999')).status).toBe(401);
    // The sixth, even with the right PIN: 30 s to wait, for this address only.
    expectWait(await pinFrom(prankster, outlet.code, outlet.pin), 30, 'source');
    parseBody(sessionSchema, await pinFrom(fromNewAddress(), outlet.code, outlet.pin));

    server.advanceClock(20_000);
    expectWait(await pinFrom(prankster, outlet.code, '9999'), 10, 'source');
    server.advanceClock(10_000);
    expect((await pinFrom(prankster, outlet.code, '9999')).status).toBe(401);
    // A sixth failure doubles the wait.
    expectWait(await pinFrom(prankster, outlet.code, outlet.pin), 60, 'source');
    server.advanceClock(60_000);
    parseBody(sessionSchema, await pinFrom(prankster, outlet.code, outlet.pin));
  });

  it('a right PIN forgives the typos before it from that address', async () => {
    const { outlet } = await anOutlet(server, { areas: [], tables: [], services: [] });
    const stand = fromNewAddress();
    for (let i = 0; i < 4; i++) expect((await pinFrom(stand, outlet.code, '0000')).status).toBe(401);
    parseBody(sessionSchema, await pinFrom(stand, outlet.code, outlet.pin));
    for (let i = 0; i < 4; i++) expect((await pinFrom(stand, outlet.code, '0000')).status).toBe(401);
    parseBody(sessionSchema, await pinFrom(stand, outlet.code, outlet.pin));
  });

  it('holds the ceiling for a code from many addresses at once, and a signed-in stand keeps working', async () => {
    const { outlet } = await anOutlet(server, { areas: [], tables: [], services: [] });
    const stand = await signedInHost(server, outlet.code, outlet.pin);

    // 40 guesses at once from 10 addresses (4 each, under the per-address five): the code's
    // twentieth failure starts its wait, whatever order the guesses arrive in.
    const addresses = Array.from({ length: 10 }, fromNewAddress);
    const startedAt = Date.now();
    // Meanwhile the pool never runs out: guesses at one code wait their turn without holding a connection.
    const pool = server.db.$client;
    let mostWaiting = 0;
    const watch = setInterval(() => (mostWaiting = Math.max(mostWaiting, pool.waitingCount)), 2);
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => pinFrom(addresses[i % 10]!, outlet.code, '1111'))).finally(() =>
      clearInterval(watch),
    );
    expect(statusCounts(guesses)).toEqual({ 401: 20, 429: 20 });
    expect(mostWaiting).toBe(0);
    expectWait(await pinFrom(fromNewAddress(), outlet.code, outlet.pin), 60, 'everywhere', startedAt);

    // The stand signed in before goes on: its session, its bearer, its live book.
    parseBody(sessionSchema, await stand.client.get('/api/auth/session'));
    expect((await stand.call('GET', `/api/v1/outlets/${stand.outletId}/reservations`)).status).toBe(200);

    // The wait doubles with each further failure, and ends.
    server.advanceClock(60_000);
    const doubledAt = Date.now();
    expect((await pinFrom(fromNewAddress(), outlet.code, '1111')).status).toBe(401);
    expectWait(await pinFrom(fromNewAddress(), outlet.code, outlet.pin), 120, 'everywhere', doubledAt);
    server.advanceClock(120_000);
    parseBody(sessionSchema, await pinFrom(fromNewAddress(), outlet.code, outlet.pin));
  });

  it('counts an unknown code like a known one, telling nothing apart', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 5; i++) expect((await pinFrom(address, 'NO-SUCH-CODE', '1234')).status).toBe(401);
    expectWait(await pinFrom(address, 'no-such-code', '1234'), 30, 'source');
  });
});

describe('email sign-in throttle', () => {
  it('throttles one address per email, and other addresses still sign in', async () => {
    const user = await aUser(server, { password: 'right-password-1' });
    const address = fromNewAddress();
    for (let i = 0; i < 5; i++) expect((await passwordFrom(address, user.email, 'nope')).status).toBe(401);
    expectWait(await passwordFrom(address, user.email.toUpperCase(), 'right-password-1'), 30, 'source');
    parseBody(sessionSchema, await passwordFrom(fromNewAddress(), user.email, 'right-password-1'));
  });
});
