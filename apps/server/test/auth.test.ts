import { sessionSchema } from '@host/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { sha512, startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('PIN sign-in', () => {
  it('signs an outlet in, sets an httpOnly SameSite=Lax cookie and returns the whole Session', async () => {
    const client = server.client();
    const res = await client.loginWithPin('JG-ORCHARD', '2468');
    expect(res.status).toBe(200);
    expect(sessionSchema.parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({
      isOutletLoggedIn: true,
      isUserLoggedIn: false,
      quickCodeId: 'JG-ORCHARD',
      outlet: { outletName: 'Jade Garden Orchard', omsOutletId: 'oms-outlet-jade-garden-orchard' },
      brand: { brandName: 'Jade Garden', omsBrandId: 'oms-brand-jade-garden', routeToHostv3: true, offerHostv3: false },
      userInfo: null,
    });
    expect(res.body.hostV2AuthToken).toMatch(/^[\w-]{20,}$/);
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/host_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const again = await client.get('/api/auth/session');
    expect(again.status).toBe(200);
    expect(again.body.hostV2AuthToken).toBe(res.body.hostV2AuthToken);
  });

  it('accepts the code in any letter case', async () => {
    expect((await server.client().loginWithPin('ln-daan', '1470')).status).toBe(200);
  });

  it('refuses a wrong PIN and an unknown code alike with 401', async () => {
    const wrong = await server.client().loginWithPin('HD-CENTRAL', '0000');
    const unknown = await server.client().loginWithPin('NO-SUCH-OUTLET', '2468');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid code or PIN' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('hides an outlet whose reserve channel is not set up, even with its right PIN', async () => {
    expect((await server.client().loginWithPin('MW-PENANG', '9090')).status).toBe(401);
  });

  it('marks Kopi Classic as not routed to v3 but offered it', async () => {
    const res = await server.client().loginWithPin('KC-TIONGBAHRU', '3690');
    expect(res.body.brand).toMatchObject({ brandName: 'Kopi Classic', routeToHostv3: false, offerHostv3: true });
  });
});

describe('email sign-in and outlets', () => {
  it('signs a merchant in to pick among their visible outlets', async () => {
    const client = server.client();
    const res = await client.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isUserLoggedIn: true, isOutletLoggedIn: false, outlet: null, userInfo: { email: 'owner@jadegarden.sg', kind: 'merchant', isImpersonation: false } });
    const brands = res.body.userInfo.brands.map((b: any) => [b.brandName, b.outlets.map((o: any) => o.outletName)]);
    expect(brands).toEqual([
      ['Jade Garden', ['Jade Garden Orchard', 'Jade Garden Tanjong Pagar']],
      ['Mawar', ['Mawar Bangsar']],
    ]);
  });

  it('switches a merchant to an outlet they may run, and refuses one they may not', async () => {
    const client = server.client();
    await client.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026');
    const switched = await client.post('/api/auth/switch-outlet', { omsOutletId: 'oms-outlet-mawar-bangsar' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ isOutletLoggedIn: true, outlet: { outletName: 'Mawar Bangsar' }, brand: { countryCode: 'MY' }, userInfo: { isImpersonation: false } });

    const foreign = await client.post('/api/auth/switch-outlet', { omsOutletId: 'oms-outlet-harbour-dim-sum-central' });
    expect(foreign.status).toBe(403);
    const hidden = await client.post('/api/auth/switch-outlet', { omsOutletId: 'oms-outlet-mawar-penang' });
    expect(hidden.status).toBe(403);
  });

  it('lets support staff pick any visible outlet, flagged as impersonation', async () => {
    const client = server.client();
    const res = await client.loginWithEmail('support@host.internal', 'host-support-2026');
    expect(res.body.userInfo.kind).toBe('oddler');
    const outlets = res.body.userInfo.brands.flatMap((b: any) => b.outlets.map((o: any) => o.outletName));
    expect(outlets).toHaveLength(6);
    expect(outlets).not.toContain('Mawar Penang');
    const switched = await client.post('/api/auth/switch-outlet', { omsOutletId: 'oms-outlet-harbour-dim-sum-central' });
    expect(switched.body).toMatchObject({ isOutletLoggedIn: true, outlet: { outletName: 'Harbour Dim Sum Central' }, userInfo: { isImpersonation: true } });
  });

  it('refuses an outlet sign-in switching outlet', async () => {
    const client = server.client();
    await client.loginWithPin('JG-ORCHARD', '2468');
    expect((await client.post('/api/auth/switch-outlet', { omsOutletId: 'oms-outlet-jade-garden-tanjong-pagar' })).status).toBe(403);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await server.client().loginWithEmail('owner@jadegarden.sg', 'host-demo-2025');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});

describe('session and logout', () => {
  it('answers 401 without a session, refreshes with clearCache, and logs out for good', async () => {
    const client = server.client();
    expect((await client.get('/api/auth/session')).status).toBe(401);
    const login = await client.loginWithPin('JG-ORCHARD', '2468');
    const refreshed = await client.post('/api/auth/session', { clearCache: true });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.outlet.id).toBe(login.body.outlet.id);

    const logout = await client.get('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join(';')).toMatch(/host_session=;/);
    expect((await client.get('/api/auth/session')).status).toBe(401);
    const v1 = await client.get(`/api/v1/outlets/${login.body.outlet.id}`, { authorization: `Bearer ${login.body.hostV2AuthToken}` });
    expect(v1.status).toBe(401);
  });
});

describe('/api/v1 access', () => {
  it('needs a bearer token of a live session, for an outlet the session may act on', async () => {
    const orchard = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const bangsar = await server.client().loginWithPin('MW-BANGSAR', '8642');
    const token = orchard.body.hostV2AuthToken;
    const client = server.client();

    expect((await client.get(`/api/v1/outlets/${orchard.body.outlet.id}`)).status).toBe(401);
    expect((await client.get(`/api/v1/outlets/${orchard.body.outlet.id}`, { authorization: 'Bearer not-a-token' })).status).toBe(401);

    const forbidden = await client.get(`/api/v1/outlets/${bangsar.body.outlet.id}`, { authorization: `Bearer ${token}` });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');

    const own = await client.get(`/api/v1/outlets/${orchard.body.outlet.id}`, { authorization: `Bearer ${token}` });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ outletName: 'Jade Garden Orchard', timezone: 'Asia/Singapore', countryCode: 'SG', today: '2026-03-31' });
    expect(own.body.openingHours).toHaveLength(7);

    expect((await client.get('/api/v1/outlets/not-a-uuid', { authorization: `Bearer ${token}` })).status).toBe(400);
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
    expect((await server.client().post('/api/auth/pin-login-remember-me', { code: 'JG-ORCHARD', sha512Pin: sha512('2468').toUpperCase() })).status).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the email exists, and mails only a real account', async () => {
    const before = await server.db.select().from(outbox);
    const real = await server.client().post('/api/auth/forgot-password', { userEmail: 'owner@jadegarden.sg' });
    const unknown = await server.client().post('/api/auth/forgot-password', { userEmail: 'nobody@example.com' });
    expect(real.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(real.body);
    const after = await server.db.select().from(outbox);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ channel: 'email', recipient: 'owner@jadegarden.sg' });
    expect(after.at(-1)!.body).toMatch(/reset-password\?token=/);
  });
});

describe('v3 hand-off and error reports', () => {
  it('sends /login-from-v3 to the classic host URL', async () => {
    const res = await server.client().get('/login-from-v3?token=abc');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/');
  });

  it('stores browser error reports', async () => {
    const res = await server
      .client()
      .post('/api/error-report', { level: 'error', message: 'Something went wrong!', error: 'Error: boom', userAgent: 'test', ipv4: '127.0.0.1', context: { url: '/en_SG/reservations' } });
    expect(res.status).toBe(204);
    const bad = await server.client().post('/api/error-report', { level: 'panic', message: 'x' });
    expect(bad.status).toBe(400);
  });
});
