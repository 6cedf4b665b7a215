import { randomUUID } from 'node:crypto';
import { sessionSchema } from '@host/domain/auth';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { impersonationAuditSchema, impersonationSchema, supportOutletSchema, type ImpersonationWrite } from '@host/domain/support';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config/env';
import { impersonations, outbox, outlets, sessions } from '../src/db/schema';
import { aReservation, aUser, anOutlet, type OutletFixture } from './factories';
import { Client, parseBody, parseError, sha512, startTestServer, type TestServer } from './helper';

// Support staff and impersonation (issue 15; docs/decisions/014-support-impersonation.md), and what the audit keeps (issue 27).
const PUSH_KEY = loadConfig({ NODE_ENV: 'test' }).NOTIFICATION_SERVICE_KEY;
let server: TestServer;
let jade: OutletFixture;
let other: OutletFixture;
let hidden: OutletFixture;

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOWED_HOSTS: 'push.example.com' });
  jade = await anOutlet(server, {
    brand: { brandName: 'Support Jade Brand', countryCode: 'MY', timezone: 'Asia/Kuala_Lumpur' },
    outlet: { outletName: 'Support Jade Bangsar' },
  });
  other = await anOutlet(server, { outlet: { outletName: 'Support Other Orchard' } });
  hidden = await anOutlet(server, { outlet: { outletName: 'Support Hidden Outlet' } });
  await server.db.update(outlets).set({ reserveChannelStatus: 'not_setup' }).where(eq(outlets.id, hidden.outlet.id));
});
afterAll(() => server.close());

/** A support user signed in by email: the cookie client and `call` with the session's bearer token. */
async function signedInSupport(email = `helper-${randomUUID().slice(0, 8)}@host.internal`) {
  const user = await aUser(server, { email });
  const client = server.client();
  const session = parseBody(sessionSchema, await client.loginWithEmail(user.email, user.password));
  const headers = { authorization: `Bearer ${session.hostV2AuthToken}` };
  const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    client.request(method, path, { body, headers: { ...headers, ...extra } });
  const session$ = async () => parseBody(sessionSchema, await client.get('/api/auth/session'));
  return { user, client, session, call, session$ };
}
type Support = Awaited<ReturnType<typeof signedInSupport>>;

const REASON = 'Merchant asked us to fix a booking (ticket 4512)';
/** `null`: no reason in the body at all. */
const start = (s: Support, outletId: string, reason: string | null = REASON) =>
  s.call('POST', '/api/v1/support/impersonations', reason === null ? { outletId } : { outletId, reason });
const end = (s: Support) => s.call('DELETE', '/api/v1/support/impersonation');
const audit = async (s: Support) => parseBody(z.array(impersonationAuditSchema), await s.call('GET', '/api/v1/support/impersonations'));
const changesOf = (writes: ImpersonationWrite[], route: string) => writes.find((w) => w.route === route)?.changes;
const patchNotes = async (s: Support, reservationId: string, staffNotes: string) => {
  const read = await s.call('GET', `/api/v1/reservations/${reservationId}`);
  return s.call('PATCH', `/api/v1/reservations/${reservationId}`, { staffNotes }, { 'if-match': `"${read.body?.version ?? 1}"` });
};

describe('a support user who has not opened an outlet', () => {
  it('is signed in with no outlet, not impersonating', async () => {
    const s = await signedInSupport();
    expect(s.session).toMatchObject({
      isUserLoggedIn: true,
      isOutletLoggedIn: false,
      outlet: null,
      userInfo: { kind: 'oddler', isImpersonation: false, impersonation: null },
    });
  });

  it('cannot act for any outlet: 403 with impersonationRequired, reading or writing', async () => {
    const s = await signedInSupport();
    const booking = await aReservation(jade.host);
    for (const res of [
      await s.call('GET', `/api/v1/outlets/${jade.outlet.id}`),
      await s.call('GET', `/api/v1/reservations/${booking.id}`),
      await s.call('PATCH', `/api/v1/reservations/${booking.id}`, { staffNotes: 'no' }, { 'if-match': `"${booking.version}"` }),
      await s.call('GET', `/api/v1/brands/${jade.outlet.brandId}/tickets`),
    ]) {
      expect(parseError(res, 403).details).toMatchObject({ reason: 'impersonationRequired' });
    }
  });

  it('cannot pick an outlet at /login/switch: only an impersonation with a reason opens one', async () => {
    const s = await signedInSupport();
    expect(parseError(await s.client.post('/api/auth/switch-outlet', { omsOutletId: jade.outlet.omsOutletId }), 403).details).toMatchObject(
      { reason: 'impersonationRequired' },
    );
    expect((await s.session$()).outlet).toBeNull();
  });
});

describe('searching outlets', () => {
  const search = async (s: Support, q: string) =>
    parseBody(z.array(supportOutletSchema), await s.call('GET', `/api/v1/support/outlets?q=${encodeURIComponent(q)}`));

  it('finds any visible outlet by outlet or brand name, oms id or country', async () => {
    const s = await signedInSupport();
    expect((await search(s, 'support jade')).map((o) => o.outletName)).toEqual(['Support Jade Bangsar']);
    expect((await search(s, 'Jade Brand')).map((o) => o.id)).toEqual([jade.outlet.id]);
    expect((await search(s, jade.outlet.omsOutletId)).map((o) => o.id)).toEqual([jade.outlet.id]);
    expect((await search(s, 'my')).map((o) => o.id)).toContain(jade.outlet.id);
    expect((await search(s, 'Support Other')).map((o) => o.outletName)).toEqual(['Support Other Orchard']);
  });

  it('leaves out outlets that are not set up, and treats % and _ as letters', async () => {
    const s = await signedInSupport();
    expect(await search(s, 'Support Hidden')).toEqual([]);
    expect(await search(s, '%')).toEqual([]);
  });
});

describe('an impersonation', () => {
  it('needs a reason: 422 without one, or with one too short, naming the field', async () => {
    const s = await signedInSupport();
    for (const [reason, key] of [
      [null, 'impersonationReasonRequired'],
      ['   ', 'impersonationReasonRequired'],
      ['help', 'impersonationReasonTooShort'],
    ] as const) {
      const error = parseError(await start(s, jade.outlet.id, reason), 422);
      expect(error.details).toMatchObject({ reason: key, fields: [{ field: 'reason' }] });
    }
    expect(parseError(await start(s, jade.outlet.id, 'x'.repeat(501)), 400).code).toBe('BAD_REQUEST');
    expect((await s.session$()).userInfo?.isImpersonation).toBe(false);
  });

  it('cannot open an outlet that is not set up, or none at all (404)', async () => {
    const s = await signedInSupport();
    parseError(await start(s, hidden.outlet.id), 404);
    parseError(await start(s, randomUUID()), 404);
  });

  it('opens the outlet with a reason, records every write with what it changed, and stops at the end', async () => {
    const s = await signedInSupport();
    const booking = await aReservation(jade.host, { customerPhone: '+60 12-345 6789', staffNotes: 'Call before six' });
    const started = parseBody(impersonationSchema, await start(s, jade.outlet.id), 201);
    expect(started).toMatchObject({
      supportEmail: s.user.email,
      outletId: jade.outlet.id,
      outletName: 'Support Jade Bangsar',
      brandName: 'Support Jade Brand',
      reason: REASON,
      endedAt: null,
    });

    const session = await s.session$();
    expect(session).toMatchObject({
      isOutletLoggedIn: true,
      outlet: { id: jade.outlet.id },
      userInfo: { isImpersonation: true, impersonation: { id: started.id, reason: REASON } },
    });
    // The outlet opened, and no other.
    expect((await s.call('GET', `/api/v1/outlets/${jade.outlet.id}`)).status).toBe(200);
    expect(parseError(await s.call('GET', `/api/v1/outlets/${other.outlet.id}`), 403).details).toMatchObject({ reason: 'forbiddenOutlet' });

    // A change that goes through (the notes and the guest's phone), and one refused (a stale version):
    // both are recorded with their status and what they did, the first field by field as it was and
    // as it became, the refused one as it was sent (issue 27).
    const read = await s.call('GET', `/api/v1/reservations/${booking.id}`);
    const fixed = await s.call(
      'PATCH',
      `/api/v1/reservations/${booking.id}`,
      { staffNotes: 'Fixed by support', customerPhone: '+60 19-876 5432' },
      { 'if-match': `"${read.body.version}"` },
    );
    expect(fixed.status).toBe(200);
    expect((await s.call('PATCH', `/api/v1/reservations/${booking.id}`, { staffNotes: 'stale' }, { 'if-match': '"1"' })).status).toBe(409);
    const before = await audit(s);
    const mine = before.find((i) => i.id === started.id)!;
    expect(mine.writeCount).toBe(2);
    expect(mine.writes.map((w) => [w.method, w.route, w.ids, w.statusCode, w.changes])).toEqual([
      ['PATCH', '/api/v1/reservations/:id', { id: booking.id }, 409, [{ kind: 'sent', field: 'staffNotes', to: 'stale' }]],
      [
        'PATCH',
        '/api/v1/reservations/:id',
        { id: booking.id },
        200,
        [
          { kind: 'changed', field: 'staffNotes', from: 'Call before six', to: 'Fixed by support' },
          { kind: 'changed', field: 'customerPhone', from: '+60****6789', to: '+60****5432' },
        ],
      ],
    ]);
    // Reads are not writes; the guest's phones are masked as in the logs. (The phones' digits as
    // stored, whole: three of them alone turn up in a random id now and then.)
    expect(JSON.stringify(mine)).not.toMatch(/123456789|198765432/);
    expect((await jade.host.call('GET', `/api/v1/reservations/${booking.id}`)).body.staffNotes).toBe('Fixed by support');

    const ended = parseBody(impersonationSchema, await end(s));
    expect(ended).toMatchObject({ id: started.id, endedAt: expect.any(String) });
    expect(await s.session$()).toMatchObject({
      isOutletLoggedIn: false,
      outlet: null,
      userInfo: { isImpersonation: false, impersonation: null },
    });
    // The access ends with it, and so does the recording.
    expect(parseError(await patchNotes(s, booking.id, 'After the end'), 403).details).toMatchObject({ reason: 'impersonationRequired' });
    const after = (await audit(s)).find((i) => i.id === started.id)!;
    expect(after).toMatchObject({ writeCount: 2, endedAt: ended.endedAt });
    expect(parseError(await end(s), 409).details).toMatchObject({ reason: 'notImpersonating' });
  });

  it('keeps what a status change, a guest edit, a table edit and a settings change did, and what a creation sent; masked', async () => {
    const place = await anOutlet(server, { outlet: { outletName: 'Support Audit Kinds' } });
    const booking = await aReservation(place.host);
    const guestId = booking.customerId!;
    const guest = (await place.host.call('GET', `/api/v1/customers/${guestId}`)).body;
    const s = await signedInSupport();
    const started = parseBody(impersonationSchema, await start(s, place.outlet.id), 201);

    expect((await s.call('POST', `/api/v1/reservations/${booking.id}/status`, { status: RESERVATION_STATUS.CONFIRMED })).status).toBe(200);
    const edited = await s.call(
      'PATCH',
      `/api/v1/customers/${guestId}`,
      { lastName: 'Lim', email: 'mei.ling@example.com' },
      { 'if-match': `"${guest.version}"` },
    );
    expect(edited.status).toBe(200);
    const table = place.table('T3');
    expect((await s.call('PATCH', `/api/v1/tables/${table.id}`, { maxPax: 8 }, { 'if-match': `"${table.version}"` })).status).toBe(200);
    const [floor] = await server.db
      .select({ version: outlets.version, tableCleaningMinutes: outlets.tableCleaningMinutes })
      .from(outlets)
      .where(eq(outlets.id, place.outlet.id));
    expect(
      (
        await s.call(
          'PATCH',
          `/api/v1/outlets/${place.outlet.id}/floor-settings`,
          { tableCleaningMinutes: 17 },
          { 'if-match': `"${floor!.version}"` },
        )
      ).status,
    ).toBe(200);

    const added = await s.call('POST', `/api/v1/brands/${place.outlet.brandId}/customers`, {
      firstName: 'Ah Kow',
      phone: '+65 9123 0042',
      email: null,
      city: '',
      tagIds: [],
    });
    expect(added.status).toBe(201);

    const writes = (await audit(s)).find((i) => i.id === started.id)!.writes;
    // A creation has no before: the fields it was given (with the body's defaults), its blank ones left out.
    expect(changesOf(writes, '/api/v1/brands/:brandId/customers')).toEqual([
      { kind: 'sent', field: 'firstName', to: 'Ah Kow' },
      { kind: 'sent', field: 'phone', to: '+65****0042' },
      { kind: 'sent', field: 'gender', to: 0 },
      { kind: 'sent', field: 'canSendSmsMarketing', to: 0 },
      { kind: 'sent', field: 'canSendEmailMarketing', to: 0 },
    ]);
    expect(changesOf(writes, '/api/v1/reservations/:id/status')).toEqual([
      { kind: 'changed', field: 'status', from: 'BOOKED', to: 'CONFIRMED' },
    ]);
    expect(changesOf(writes, '/api/v1/customers/:id')).toEqual([
      { kind: 'changed', field: 'lastName', from: 'Tan', to: 'Lim' },
      { kind: 'changed', field: 'email', from: null, to: 'm***@example.com' },
    ]);
    expect(changesOf(writes, '/api/v1/tables/:id')).toEqual([{ kind: 'changed', field: 'maxPax', from: 6, to: 8 }]);
    expect(changesOf(writes, '/api/v1/outlets/:outletId/floor-settings')).toEqual([
      { kind: 'changed', field: 'tableCleaningMinutes', from: floor!.tableCleaningMinutes, to: 17 },
    ]);
    expect(JSON.stringify(writes)).not.toContain('mei.ling');
  });

  it('records writes outside /api/v1 made while impersonating, their secrets dropped; the session read afresh is no write', async () => {
    const s = await signedInSupport();
    const started = parseBody(impersonationSchema, await start(s, jade.outlet.id), 201);
    const startedPush = await s.client.request('POST', '/api/notification-provider/integrations/web_push/installations/start', {
      headers: { 'x-integration-key': PUSH_KEY, 'x-user-email': s.user.email, authorization: `Bearer ${s.session.hostV2AuthToken}` },
    });
    expect(startedPush.status).toBe(200);
    const subscription = {
      endpoint: 'https://push.example.com/send/support-audit',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const registered = await s.client.request('POST', '/api/notification-provider/channels/web_push/tokens', {
      headers: { 'x-integration-key': PUSH_KEY, 'x-user-email': s.user.email, authorization: `Bearer ${startedPush.body.auth_token}` },
      body: { web_push: subscription },
    });
    expect(registered.status).toBe(201);
    expect((await s.client.post('/api/auth/session', { clearCache: true })).status).toBe(200);
    expect((await s.client.post('/api/auth/switch-outlet', { omsOutletId: other.outlet.omsOutletId })).status).toBe(403);
    expect((await s.client.post('/api/auth/forgot-password', { userEmail: 'owner.jade@example.com' })).status).toBe(202);
    // Last: a sign-in in the same browser starts another session (the cookie moves on).
    expect((await s.client.loginWithEmail(s.user.email, s.user.password)).status).toBe(200);

    const mine = (await audit(await signedInSupport())).find((i) => i.id === started.id)!;
    expect(mine.writes.map((w) => [w.method, w.route, w.statusCode, w.changes]).reverse()).toEqual([
      ['POST', '/api/notification-provider/integrations/web_push/installations/start', 200, []],
      [
        'POST',
        '/api/notification-provider/channels/web_push/tokens',
        201,
        [{ kind: 'sent', field: 'web_push', to: { endpoint: subscription.endpoint } }],
      ],
      ['POST', '/api/auth/switch-outlet', 403, [{ kind: 'sent', field: 'omsOutletId', to: other.outlet.omsOutletId }]],
      ['POST', '/api/auth/forgot-password', 202, [{ kind: 'sent', field: 'userEmail', to: 'o***@example.com' }]],
      ['POST', '/api/auth/email-login-remember-me', 200, [{ kind: 'sent', field: 'email', to: `${s.user.email[0]}***@host.internal` }]],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/tBHItJI5|BNcRdre|sha512|owner\.jade/);
  });

  it('a new one ends the one still open; the audit lists both, newest first', async () => {
    const s = await signedInSupport();
    const first = parseBody(impersonationSchema, await start(s, jade.outlet.id), 201);
    server.advanceClock(1000);
    const second = parseBody(impersonationSchema, await start(s, other.outlet.id, 'Checking the Orchard floor plan for the owner'), 201);
    expect((await s.call('GET', `/api/v1/outlets/${jade.outlet.id}`)).status).toBe(403);
    expect((await s.call('GET', `/api/v1/outlets/${other.outlet.id}`)).status).toBe(200);
    const log = await audit(s);
    const ids = log.map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(log.find((i) => i.id === first.id)?.endedAt).not.toBeNull();
    expect(log.find((i) => i.id === second.id)?.endedAt).toBeNull();
  });

  it('started eight times at once from one session: all answered, one left open (no 500)', async () => {
    const s = await signedInSupport();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => start(s, i % 2 ? jade.outlet.id : other.outlet.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const open = (await audit(s)).filter((i) => i.supportEmail === s.user.email && i.endedAt === null);
    expect(open).toHaveLength(1);
  });

  it('ends with the session: expired, or gone with a password reset', async () => {
    const expiring = await signedInSupport();
    const first = parseBody(impersonationSchema, await start(expiring, jade.outlet.id), 201);
    const [row] = await server.db.select().from(impersonations).where(eq(impersonations.id, first.id));
    const expiredAt = new Date(server.now().getTime() - 60_000);
    await server.db.update(sessions).set({ expiresAt: expiredAt }).where(eq(sessions.id, row!.sessionId!));

    const resetting = await signedInSupport();
    const second = parseBody(impersonationSchema, await start(resetting, other.outlet.id), 201);
    server.advanceClock(60_000);
    await resetting.client.post('/api/auth/forgot-password', { userEmail: resetting.user.email });
    const [mail] = await server.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, resetting.user.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    expect((await server.client().post('/api/auth/reset-password', { token, sha512Pw: sha512('a-new-password-2026') })).status).toBe(204);

    const log = await audit(await signedInSupport());
    expect(log.find((i) => i.id === first.id)?.endedAt).toBe(expiredAt.toISOString());
    // Ended by the reset, a minute after it started; not only read as ended for want of a session.
    const ended = log.find((i) => i.id === second.id)?.endedAt;
    expect(Date.parse(ended!) - Date.parse(second.startedAt)).toBeGreaterThanOrEqual(60_000);
  });

  it('ends when the support user signs out', async () => {
    const s = await signedInSupport();
    const started = parseBody(impersonationSchema, await start(s, jade.outlet.id), 201);
    await s.client.get('/api/auth/logout');
    const watcher = await signedInSupport();
    expect((await audit(watcher)).find((i) => i.id === started.id)?.endedAt).not.toBeNull();
  });
});

describe("the merchant's reading of the audit", () => {
  /** A merchant of the brand (or of another), signed in by email, with the session's bearer. */
  async function signedInMerchant(outletId: string) {
    const merchant = await aUser(server, { outletIds: [outletId] });
    const client = server.client();
    const session = parseBody(sessionSchema, await client.loginWithEmail(merchant.email, merchant.password));
    return (path: string) => client.request('GET', path, { headers: { authorization: `Bearer ${session.hostV2AuthToken}` } });
  }

  it("reads exactly what support did at the brand's outlets, field by field, and nothing of another brand's", async () => {
    const s = await signedInSupport();
    const booking = await aReservation(jade.host, { staffNotes: 'Window seat' });
    const atJade = parseBody(impersonationSchema, await start(s, jade.outlet.id), 201);
    expect((await patchNotes(s, booking.id, 'Moved to the booth by support')).status).toBe(200);
    const atOther = parseBody(impersonationSchema, await start(s, other.outlet.id), 201);
    await end(s);

    const read = await signedInMerchant(jade.outlet.id);
    const log = parseBody(z.array(impersonationAuditSchema), await read(`/api/v1/brands/${jade.outlet.brandId}/support-audit`));
    const visit = log.find((i) => i.id === atJade.id);
    // Its times are read by the outlet's clock.
    expect(visit).toMatchObject({
      supportEmail: s.user.email,
      outletName: 'Support Jade Bangsar',
      reason: REASON,
      endedAt: expect.any(String),
      writeCount: 1,
      timezone: 'Asia/Kuala_Lumpur',
    });
    expect(visit!.writes.map((w) => [w.method, w.route, w.ids, w.statusCode, w.changes])).toEqual([
      [
        'PATCH',
        '/api/v1/reservations/:id',
        { id: booking.id },
        200,
        [{ kind: 'changed', field: 'staffNotes', from: 'Window seat', to: 'Moved to the booth by support' }],
      ],
    ]);
    // Only this brand's: the visit to another brand's outlet is not theirs to read.
    expect(log.map((i) => i.id)).not.toContain(atOther.id);
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((i) => i.brandId !== jade.outlet.brandId)).toEqual([]);
    expect(parseError(await read(`/api/v1/brands/${other.outlet.brandId}/support-audit`), 403).details).toMatchObject({
      reason: 'forbiddenBrand',
    });
  });

  it("is the merchant's: the outlet's PIN session is refused with merchantOnly", async () => {
    expect(parseError(await jade.host.call('GET', `/api/v1/brands/${jade.outlet.brandId}/support-audit`), 403).details).toMatchObject({
      reason: 'merchantOnly',
    });
  });
});

describe('the support routes', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/support/outlets?q=jade'],
    ['POST', '/api/v1/support/impersonations', { outletId: '00000000-0000-4000-8000-000000000000', reason: REASON }],
    ['DELETE', '/api/v1/support/impersonation'],
    ['GET', '/api/v1/support/impersonations'],
  ];

  it.each(routes)('%s %s answers 403 to an outlet sign-in and to a merchant', async (method, path, body) => {
    const merchant = await aUser(server, { outletIds: [jade.outlet.id] });
    const client = server.client();
    const session = parseBody(sessionSchema, await client.loginWithEmail(merchant.email, merchant.password));
    const asMerchant = await client.request(method, path, { body, headers: { authorization: `Bearer ${session.hostV2AuthToken}` } });
    expect(parseError(asMerchant, 403).details).toMatchObject({ reason: 'supportStaffOnly' });
    expect(parseError(await jade.host.call(method, path, body), 403).details).toMatchObject({ reason: 'supportStaffOnly' });
    expect((await new Client(server.url).request(method, path, { body })).status).toBe(401);
  });
});
