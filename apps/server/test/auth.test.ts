import { sessionSchema } from '@host/domain/auth';
import { outletProfileSchema } from '@host/domain/outlets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, outbox, outletOpeningHours, outlets } from '../src/db/schema';
import { DEMO_OUTLET_LOGINS, DEMO_USER_LOGINS } from '../src/seed/demo-brands';
import { aBrand, aUser, anOutlet, type OutletOptions } from './factories';
import { parseBody, parseError, sha512, startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An outlet to sign in to: no floor or services needed here. */
const anEmptyOutlet = (options: OutletOptions = {}) => anOutlet(server, { areas: [], tables: [], services: [], ...options });
/** Hidden from sign-in (docs/rules.md: a reserve channel not set up), after the fixture's own sign-in. */
const hide = (outletId: string) => server.db.update(outlets).set({ reserveChannelStatus: 'not_setup' }).where(eq(outlets.id, outletId));

describe('the demo logins README.md prints', () => {
  it('sign in, every one of them', async () => {
    expect(DEMO_OUTLET_LOGINS.length).toBeGreaterThan(0);
    for (const { code, pin, outlet } of DEMO_OUTLET_LOGINS) {
      expect(parseBody(sessionSchema, await server.client().loginWithPin(code, pin)).outlet?.outletName, code).toBe(outlet);
    }
    for (const { email, password } of DEMO_USER_LOGINS) {
      expect(parseBody(sessionSchema, await server.client().loginWithEmail(email, password)).userInfo?.email, email).toBe(email);
    }
  });
});

describe('PIN sign-in', () => {
  it('signs an outlet in, sets an httpOnly SameSite=Lax cookie and returns the whole Session', async () => {
    const { brand, outlet } = await anEmptyOutlet({ brand: { brandName: 'Pin Brand', routeToHostv3: true, offerHostv3: false } });
    const client = server.client();
    const res = await client.loginWithPin(outlet.code, outlet.pin);
    const session = parseBody(sessionSchema, res);
    expect(session).toMatchObject({
      isOutletLoggedIn: true,
      isUserLoggedIn: false,
      quickCodeId: outlet.code,
      outlet: { id: outlet.id, outletName: outlet.name, omsOutletId: outlet.omsOutletId },
      brand: { brandName: 'Pin Brand', omsBrandId: brand.omsBrandId, routeToHostv3: true, offerHostv3: false },
      userInfo: null,
    });
    expect(session.hostV2AuthToken).toMatch(/^[\w-]{20,}$/);
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/host_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const again = parseBody(sessionSchema, await client.get('/api/auth/session'));
    expect(again.hostV2AuthToken).toBe(session.hostV2AuthToken);
  });

  it('accepts the code in any letter case', async () => {
    const { outlet } = await anEmptyOutlet();
    parseBody(sessionSchema, await server.client().loginWithPin(outlet.code.toLowerCase(), outlet.pin));
  });

  it('refuses a wrong PIN and an unknown code alike with 401', async () => {
    const { outlet } = await anEmptyOutlet();
    const wrong = await server.client().loginWithPin(outlet.code, '0000');
    const unknown = await server.client().loginWithPin('NO-SUCH-OUTLET', outlet.pin);
    // Alike: nothing in the answer tells a wrong PIN from an unknown code.
    expect(parseError(wrong, 401)).toEqual(parseError(unknown, 401));
    expect(parseError(wrong, 401)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid code or PIN' });
    expect([...wrong.headers.getSetCookie(), ...unknown.headers.getSetCookie()]).toEqual([]);
  });

  it("hides an outlet whose reserve channel, or whose brand's, is not set up, even with its right PIN", async () => {
    const { outlet } = await anEmptyOutlet();
    await hide(outlet.id);
    parseError(await server.client().loginWithPin(outlet.code, outlet.pin), 401);
    const { outlet: ofHiddenBrand } = await anEmptyOutlet();
    await server.db.update(brands).set({ reserveChannelStatus: 'not_applicable' }).where(eq(brands.id, ofHiddenBrand.brandId));
    parseError(await server.client().loginWithPin(ofHiddenBrand.code, ofHiddenBrand.pin), 401);
  });

  it('marks a brand not routed to v3 but offered it', async () => {
    const { outlet } = await anEmptyOutlet({ brand: { brandName: 'Kopi Test', routeToHostv3: false, offerHostv3: true } });
    const session = parseBody(sessionSchema, await server.client().loginWithPin(outlet.code, outlet.pin));
    expect(session.brand).toMatchObject({ brandName: 'Kopi Test', routeToHostv3: false, offerHostv3: true });
  });
});

describe('email sign-in and outlets', () => {
  /** A merchant of two outlets at one brand and one at another; a third brand's outlet, and a hidden one, are not theirs to see. */
  async function merchantWorld() {
    const alpha = await aBrand(server, { brandName: 'Alpha Kitchen' });
    const beta = await aBrand(server, { brandName: 'Beta Bistro', countryCode: 'MY', timezone: 'Asia/Kuala_Lumpur' });
    const a1 = await anEmptyOutlet({ brand: alpha, outlet: { outletName: 'Alpha Kitchen Orchard' } });
    const a2 = await anEmptyOutlet({ brand: alpha, outlet: { outletName: 'Alpha Kitchen Tiong Bahru' } });
    const b1 = await anEmptyOutlet({ brand: beta, outlet: { outletName: 'Beta Bistro Bangsar' } });
    const hidden = await anEmptyOutlet({ brand: beta, outlet: { outletName: 'Beta Bistro Penang' } });
    await hide(hidden.outlet.id);
    const foreign = await anEmptyOutlet({ outlet: { outletName: 'Gamma Grill Central' } });
    const merchant = await aUser(server, { outletIds: [a1, a2, b1, hidden].map((o) => o.outlet.id) });
    return { a1, a2, b1, hidden, foreign, merchant };
  }

  it('signs a merchant in to pick among their visible outlets', async () => {
    const { merchant } = await merchantWorld();
    const session = parseBody(sessionSchema, await server.client().loginWithEmail(merchant.email, merchant.password));
    expect(session).toMatchObject({
      isUserLoggedIn: true,
      isOutletLoggedIn: false,
      outlet: null,
      userInfo: { email: merchant.email, kind: 'merchant', isImpersonation: false },
    });
    expect(session.userInfo?.brands.map((b) => [b.brandName, b.outlets.map((o) => o.outletName)])).toEqual([
      ['Alpha Kitchen', ['Alpha Kitchen Orchard', 'Alpha Kitchen Tiong Bahru']],
      ['Beta Bistro', ['Beta Bistro Bangsar']],
    ]);
  });

  it('switches a merchant to an outlet they may run, and refuses one they may not', async () => {
    const { b1, hidden, foreign, merchant } = await merchantWorld();
    const client = server.client();
    await client.loginWithEmail(merchant.email, merchant.password);
    const switched = parseBody(sessionSchema, await client.post('/api/auth/switch-outlet', { omsOutletId: b1.outlet.omsOutletId }));
    expect(switched).toMatchObject({
      isOutletLoggedIn: true,
      outlet: { outletName: 'Beta Bistro Bangsar' },
      brand: { countryCode: 'MY' },
      userInfo: { isImpersonation: false },
    });
    parseError(await client.post('/api/auth/switch-outlet', { omsOutletId: foreign.outlet.omsOutletId }), 403);
    parseError(await client.post('/api/auth/switch-outlet', { omsOutletId: hidden.outlet.omsOutletId }), 403);
  });

  it('shows support staff every visible outlet, but opens one only as an impersonation with a reason (support.test.ts)', async () => {
    const { a1, b1, hidden, foreign } = await merchantWorld();
    const support = await aUser(server, { email: 'helper@host.internal' });
    const client = server.client();
    const session = parseBody(sessionSchema, await client.loginWithEmail(support.email, support.password));
    expect(session.userInfo?.kind).toBe('oddler');
    const names = session.userInfo!.brands.flatMap((b) => b.outlets.map((o) => o.outletName));
    expect(names).toEqual(expect.arrayContaining([a1.outlet.name, b1.outlet.name, foreign.outlet.name]));
    expect(names).not.toContain(hidden.outlet.name);
    expect(
      parseError(await client.post('/api/auth/switch-outlet', { omsOutletId: foreign.outlet.omsOutletId }), 403).details,
    ).toMatchObject({ reason: 'impersonationRequired' });
    expect(parseBody(sessionSchema, await client.get('/api/auth/session'))).toMatchObject({
      isOutletLoggedIn: false,
      userInfo: { isImpersonation: false },
    });
  });

  it('refuses an outlet sign-in switching outlet', async () => {
    const { outlet } = await anEmptyOutlet();
    const { outlet: sibling } = await anEmptyOutlet({ brand: { id: outlet.brandId } });
    const client = server.client();
    await client.loginWithPin(outlet.code, outlet.pin);
    parseError(await client.post('/api/auth/switch-outlet', { omsOutletId: sibling.omsOutletId }), 403);
  });

  it('refuses a wrong password with 401', async () => {
    const merchant = await aUser(server);
    expect(parseError(await server.client().loginWithEmail(merchant.email, 'not-the-password'), 401).message).toBe(
      'Invalid email or password',
    );
  });
});

describe('session and logout', () => {
  it('answers 401 without a session, refreshes with clearCache, and logs out for good', async () => {
    const { outlet } = await anEmptyOutlet();
    const client = server.client();
    parseError(await client.get('/api/auth/session'), 401);
    const login = parseBody(sessionSchema, await client.loginWithPin(outlet.code, outlet.pin));
    const refreshed = parseBody(sessionSchema, await client.post('/api/auth/session', { clearCache: true }));
    expect(refreshed.outlet?.id).toBe(outlet.id);

    const logout = await client.get('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join(';')).toMatch(/host_session=;/);
    parseError(await client.get('/api/auth/session'), 401);
    parseError(await client.get(`/api/v1/outlets/${outlet.id}`, { authorization: `Bearer ${login.hostV2AuthToken}` }), 401);
  });
});

describe('/api/v1 access', () => {
  it('needs a bearer token of a live session, for an outlet the session may act on', async () => {
    const { outlet } = await anEmptyOutlet({
      brand: { timezone: 'Asia/Singapore', countryCode: 'SG' },
      outlet: { outletName: 'Access Outlet' },
    });
    const { outlet: other } = await anEmptyOutlet();
    await server.db
      .insert(outletOpeningHours)
      .values([1, 2].map((dayOfWeek) => ({ outletId: outlet.id, dayOfWeek, startTime: '11:00:00', endTime: '22:30:00' })));
    const token = parseBody(sessionSchema, await server.client().loginWithPin(outlet.code, outlet.pin)).hostV2AuthToken;
    const client = server.client();

    parseError(await client.get(`/api/v1/outlets/${outlet.id}`), 401);
    parseError(await client.get(`/api/v1/outlets/${outlet.id}`, { authorization: 'Bearer not-a-token' }), 401);
    expect(parseError(await client.get(`/api/v1/outlets/${other.id}`, { authorization: `Bearer ${token}` }), 403).code).toBe('FORBIDDEN');

    const own = parseBody(outletProfileSchema, await client.get(`/api/v1/outlets/${outlet.id}`, { authorization: `Bearer ${token}` }));
    expect(own).toMatchObject({ outletName: 'Access Outlet', timezone: 'Asia/Singapore', countryCode: 'SG', today: '2026-03-31' });
    expect(own.openingHours.map((h) => [h.dayOfWeek, h.startTime, h.endTime])).toEqual([
      [1, '11:00:00', '22:30:00'],
      [2, '11:00:00', '22:30:00'],
    ]);

    parseError(await client.get('/api/v1/outlets/not-a-uuid', { authorization: `Bearer ${token}` }), 400);
  });
});

describe('malformed input', () => {
  it('answers bad JSON with 400', async () => {
    const res = await server.client().request('POST', '/api/auth/pin-login-remember-me', { rawBody: '{"code": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers missing and malformed fields with 400 and the field errors', async () => {
    const res = await server.client().post('/api/auth/pin-login-remember-me', { code: 'JG-ORCHARD', sha512Pin: '2468' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'body.sha512Pin', message: expect.any(String) }]);

    const missing = await server.client().post('/api/auth/email-login-remember-me', {});
    expect(missing.body.details.map((d: any) => d.field).sort()).toEqual(['body.email', 'body.sha512Pw']);
  });

  it('never takes the PIN itself, only its SHA-512', async () => {
    expect(
      (await server.client().post('/api/auth/pin-login-remember-me', { code: 'JG-ORCHARD', sha512Pin: sha512('2468').toUpperCase() }))
        .status,
    ).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the email exists, and mails only a real account', async () => {
    const user = await aUser(server);
    const before = await server.db.select().from(outbox);
    const real = await server.client().post('/api/auth/forgot-password', { userEmail: user.email });
    const unknown = await server.client().post('/api/auth/forgot-password', { userEmail: 'nobody@example.com' });
    expect(real.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(real.body);
    const after = await server.db.select().from(outbox);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ channel: 'email', recipient: user.email });
    expect(after.at(-1)!.body).toMatch(/reset-password\?token=/);
  });
});

describe('v3 hand-off and error reports', () => {
  it('sends /login-from-v3 to the classic host URL with its token, in any language', async () => {
    const res = await server.client().get('/login-from-v3?token=abc');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/?token=abc');
    expect((await server.client().get('/zh_HK/login-from-v3?token=x%2By')).headers.get('location')).toBe(
      'http://localhost:3000/?token=x%2By',
    );
    expect((await server.client().get('/login-from-v3')).headers.get('location')).toBe('http://localhost:3000/');
  });

  it('stores browser error reports', async () => {
    const res = await server.client().post('/api/error-report', {
      level: 'error',
      message: 'Something went wrong!',
      error: 'Error: boom',
      userAgent: 'test',
      ipv4: '127.0.0.1',
      context: { url: '/en_SG/reservations' },
    });
    expect(res.status).toBe(204);
    const bad = await server.client().post('/api/error-report', { level: 'panic', message: 'x' });
    expect(bad.status).toBe(400);
  });
});
