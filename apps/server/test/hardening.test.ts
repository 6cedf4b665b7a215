import { dayListSchema } from '@host/domain/reservations/reservation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../src/db/schema';
import { aReservation, aTag, aTicket, anOutlet } from './factories';
import { parseBody, signedInHost, startTestServer, type TestServer } from './helper';

let server: TestServer;
let orchard: Awaited<ReturnType<typeof signedInHost>>;
let central: Awaited<ReturnType<typeof signedInHost>>;

beforeAll(async () => {
  server = await startTestServer();
  orchard = await signedInHost(server, 'JG-ORCHARD', '2468');
  central = await signedInHost(server, 'HD-CENTRAL', '9753');
});
afterAll(() => server.close());

const booking = (overrides: Record<string, unknown> = {}) => ({
  reservationDate: '2026-04-14',
  reservationTime: '12:00:00',
  numberOfAdults: 2,
  customerFirstName: 'Mei Ling',
  customerLastName: 'Tan',
  customerPhone: '+6591110001',
  notes: 'Window seat, nut allergy',
  ...overrides,
});

describe('Idempotency-Key (docs/architecture.md, Safe retries)', () => {
  it('is checked after the caller may act for the outlet: another brand gets 403, never the first booking', async () => {
    const key = 'replay-across-brands-0001';
    const first = await orchard.client.post(`/api/v1/outlets/${orchard.outletId}/reservations`, booking(), {
      ...orchard.headers,
      'idempotency-key': key,
    });
    expect(first.status).toBe(201);
    const foreign = await central.client.post(`/api/v1/outlets/${orchard.outletId}/reservations`, booking(), {
      ...central.headers,
      'idempotency-key': key,
    });
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('Mei Ling');
    expect(JSON.stringify(foreign.body)).not.toContain('+6591110001');
    // The same key at the other brand's own outlet is its own key: a new booking there.
    const own = await central.client.post(`/api/v1/outlets/${central.outletId}/reservations`, booking({ customerPhone: '+85291110001' }), {
      ...central.headers,
      'idempotency-key': key,
    });
    expect(own.status).toBe(201);
    expect(own.body.id).not.toBe(first.body.id);
  });

  it('replays the first answer for the same body, and refuses the key with a different body (422)', async () => {
    const key = 'replay-same-body-0002';
    const send = (body: unknown) =>
      orchard.client.post(`/api/v1/outlets/${orchard.outletId}/reservations`, body, { ...orchard.headers, 'idempotency-key': key });
    const first = await send(booking({ reservationTime: '12:30:00', customerPhone: '+6591110002' }));
    expect(first.status).toBe(201);
    // Key order does not make a different request.
    const reordered = Object.fromEntries(Object.entries(booking({ reservationTime: '12:30:00', customerPhone: '+6591110002' })).reverse());
    const replay = await send(reordered);
    expect([replay.status, replay.body.id, replay.headers.get('etag'), replay.headers.get('idempotent-replayed')]).toEqual([
      201,
      first.body.id,
      first.headers.get('etag'),
      'true',
    ]);
    const different = await send(booking({ reservationTime: '12:30:00', customerPhone: '+6591110002', numberOfAdults: 5 }));
    expect([different.status, different.body.code]).toEqual([422, 'IDEMPOTENCY_MISMATCH']);
    expect(await server.db.select().from(reservations).where(eq(reservations.customerPhone, '+6591110002'))).toHaveLength(1);
  });

  it('keeps an answer 24 hours by the server clock (HOST_NOW), then the key is new again', async () => {
    const key = 'replay-window-0003';
    const send = () =>
      orchard.client.post(
        `/api/v1/outlets/${orchard.outletId}/areas`,
        { name: 'Window test', displayName: 'Window test' },
        { ...orchard.headers, 'idempotency-key': key },
      );
    const first = await send();
    expect(first.status).toBe(201);
    server.advanceClock(23 * 60 * 60 * 1000);
    expect((await send()).body.id).toBe(first.body.id);
    server.advanceClock(2 * 60 * 60 * 1000);
    const later = await send();
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('frees the key of a refused request, so the corrected retry goes through', async () => {
    const key = 'refused-then-retried-0004';
    const send = (body: unknown) =>
      orchard.client.post(`/api/v1/outlets/${orchard.outletId}/tables`, body, { ...orchard.headers, 'idempotency-key': key });
    const refused = await send({ name: 'IK1', maxPax: 4 });
    expect(refused.status).toBe(422);
    const areas = await orchard.client.get(`/api/v1/outlets/${orchard.outletId}/areas`, orchard.headers);
    const created = await send({ name: 'IK1', maxPax: 4, areaId: areas.body[0].id });
    expect(created.status).toBe(201);
  });
});

describe('the write contract on every route (from the OpenAPI document)', () => {
  it('every creating POST takes an Idempotency-Key (a route with its own header schema must name it too)', async () => {
    const doc = (await server.client().get('/api/docs/json')).body;
    const creating: string[] = [];
    for (const [path, operations] of Object.entries<any>(doc.paths)) {
      const post = operations.post;
      if (!path.startsWith('/api/v1/') || !post?.responses?.['201']) continue;
      creating.push(path);
      expect(
        post.parameters.some((p: any) => p.in === 'header' && p.name === 'idempotency-key'),
        path,
      ).toBe(true);
    }
    expect(creating.length).toBeGreaterThanOrEqual(6);
  });
});

describe("ids in a body belong to the caller's brand and outlet", () => {
  it("refuses another brand's ticket, an unknown service timing and another brand's tag with 422", async () => {
    const foreignTicket = await aTicket(server, central.brandId, { price: 38800 });
    const foreignTag = await aTag(server, central.brandId);
    const create = (overrides: Record<string, unknown>) =>
      orchard.client.post(
        `/api/v1/outlets/${orchard.outletId}/reservations`,
        booking({ reservationTime: '13:00:00', customerPhone: '+6591110009', ...overrides }),
        orchard.headers,
      );

    const ticket = await create({ ticketId: foreignTicket.id });
    expect([ticket.status, ticket.body.message]).toEqual([422, 'Data is not valid']);
    expect(JSON.stringify(ticket.body)).not.toContain(String(foreignTicket.price));
    const timing = await create({ serviceTimingId: '00000000-0000-4000-8000-000000000000' });
    expect([timing.status, timing.body.message]).toEqual([422, 'Service timing not null !']);
    const tag = await create({ tagIds: [foreignTag.id] });
    expect([tag.status, tag.body.message]).toEqual([422, 'Id Reservation Tag not exist !']);
    const table = await create({ tableIds: ['00000000-0000-4000-8000-000000000000'] });
    expect([table.status, table.body.message]).toEqual([422, 'Table is not valid']);
    expect(await server.db.select().from(reservations).where(eq(reservations.customerPhone, '+6591110009'))).toHaveLength(0);
  });
});

describe('bad input is a 4xx', () => {
  it(
    'refuses a hostile deeply nested body with a key (400), a booking past the horizon (422), ' + 'a phone lookup without digits (400)',
    async () => {
      const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const deep = await orchard.client.request('POST', `/api/v1/outlets/${orchard.outletId}/reservations`, {
        rawBody: nested,
        headers: { ...orchard.headers, 'idempotency-key': 'deeply-nested-0005' },
      });
      expect(deep.status).toBe(400);
      const far = await orchard.client.post(
        `/api/v1/outlets/${orchard.outletId}/reservations`,
        booking({ reservationDate: '2031-04-14', customerPhone: '+6591110010' }),
        orchard.headers,
      );
      expect([far.status, far.body.message]).toEqual([422, 'Reservation date time not valid']);
      const noDigits = await orchard.client.get(`/api/v1/brands/${orchard.brandId}/customers/lookup?phone=abcd`, orchard.headers);
      expect(noDigits.status).toBe(400);
      const nothing = await orchard.client.get(`/api/v1/brands/${orchard.brandId}/customers/lookup`, orchard.headers);
      expect(nothing.status).toBe(400);
    },
  );
});

describe('open endpoints are throttled', () => {
  it('forgot-password: 5 a hour for one email, then 429 with Retry-After; another email goes on', async () => {
    const client = server.client();
    const ask = (userEmail: string) => client.post('/api/auth/forgot-password', { userEmail });
    for (let i = 0; i < 5; i++) expect((await ask('flood@example.com')).status).toBe(202);
    const refused = await ask('FLOOD@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('someone-else@example.com')).status).toBe(202);
  });

  it('error-report: a session is limited, with Retry-After', async () => {
    const report = { level: 'error', message: 'boom', error: 'Error: boom', userAgent: 'test', ipv4: null, context: {} };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await orchard.client.post('/api/error-report', report)).status);
    expect(statuses).toEqual([...Array<number>(30).fill(204), 429]);
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY is off by default)', async () => {
    const seen = await server.client().get('/api/client-ip', { 'x-forwarded-for': '203.0.113.9' });
    expect(seen.body.ipv4).toBe('127.0.0.1');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, no framing, nosniff and a referrer policy on every answer', async () => {
    for (const path of ['/api/health', '/login', `/api/v1/outlets/${orchard.outletId}/areas`]) {
      const res = await orchard.client.get(path, orchard.headers);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('answers with guest data are never stored by a browser or proxy', async () => {
    const day = await orchard.client.get(`/api/v1/outlets/${orchard.outletId}/reservations?date=2026-03-31`, orchard.headers);
    expect(day.status).toBe(200);
    expect(day.headers.get('cache-control')).toBe('no-store');
    expect((await server.client().get('/api/auth/session')).headers.get('cache-control')).toBe('no-store');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, on the whole site', async () => {
    const res = await server.client().loginWithPin('JG-TPAGAR', '1357');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('host_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/); // plain http in development
  });

  it('marks the cookie Secure and asks for https in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const res = await production.client().loginWithPin('JG-TPAGAR', '1357');
      expect(res.headers.getSetCookie().find((c) => c.startsWith('host_session='))).toMatch(/; Secure/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('search input', () => {
  it('matches % and _ as themselves, not as wildcards', async () => {
    const { host } = await anOutlet(server);
    // The clock has moved on a day in the tests above: a date well ahead.
    const marked = await aReservation(host, { date: '2026-04-14', customerFirstName: 'Percent', customerLastName: '50%_off' });
    await aReservation(host, { date: '2026-04-14', customerFirstName: 'Bob', customerLastName: 'Loo' });
    const search = async (q: string) =>
      parseBody(
        dayListSchema,
        await host.call('GET', `/api/v1/outlets/${host.outletId}/reservations?q=${encodeURIComponent(q)}`),
      ).reservations.map((r) => r.id);
    // As wildcards, '%' would match both guests and '_o' both ('Bo', 'Lo'); as themselves, only the one written so.
    expect(await search('%')).toEqual([marked.id]);
    expect(await search('_o')).toEqual([marked.id]);
    expect(await search('__')).toEqual([]);
  });
});
