import { PUSH_HEADERS, installationStartSchema, pushTokenSchema, triggerNotificationResultSchema } from '@host/domain/push';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config/env';
import { outletEntitlements, pushInstallations, pushTokens } from '../src/db/schema';
import { aUser, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';
import { startPushService, type TestBrowser } from './push-service';
import { pushToOutlet } from '../src/modules/push/service';

// Issue 14, web push for staff: Host as its own notification provider (docs/rules.md section 7), and real
// encrypted pushes to a push service on this machine. The clock is 2026-03-31 19:30 in Singapore.
const P = '/api/notification-provider';
const KEY = loadConfig({ NODE_ENV: 'test' }).NOTIFICATION_SERVICE_KEY;

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let a: OutletFixture;
let b: OutletFixture;
let foreign: OutletFixture;

beforeAll(async () => {
  // The tests' push service runs on this machine: its name is allowed to be loopback (issue 27).
  server = await startTestServer({ PUSH_ALLOWED_HOSTS: 'localhost' });
  pushService = await startPushService();
  a = await anOutlet(server);
  b = await anOutlet(server, { brand: { id: a.brand.id } });
  foreign = await anOutlet(server);
});
afterAll(async () => {
  await pushService.close();
  await server.close();
});

/** Who a provider call names: the outlet's own sign-in by its external id, or a user by email. */
type As = { externalId: string } | { email: string };
const asOutlet = (o: OutletFixture): As => ({ externalId: o.outlet.omsOutletId });
function providerHeaders(as: As | null, bearer?: string, key: string | null = KEY): Record<string, string> {
  return {
    ...(key !== null ? { [PUSH_HEADERS.integrationKey]: key } : {}),
    ...(as && 'externalId' in as ? { [PUSH_HEADERS.userExternalId]: as.externalId } : {}),
    ...(as && 'email' in as ? { [PUSH_HEADERS.userEmail]: as.email } : {}),
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  };
}

/** The browser side of docs/rules.md section 4: start the installation with the host's session. */
async function start(host: Host, as: As) {
  const res = await host.client.request('POST', `${P}/integrations/web_push/installations/start`, {
    headers: providerHeaders(as, host.headers.authorization!.slice(7)),
  });
  return parseBody(installationStartSchema, res);
}

/** A provider session: the auth_token of an installation start, and the token calls with it. */
async function providerFor(host: Host, as: As) {
  const { auth_token } = await start(host, as);
  const headers = providerHeaders(as, auth_token);
  const client = server.client();
  return {
    headers,
    list: () => client.request('GET', `${P}/channels/web_push/tokens`, { headers }),
    get: (id: string) => client.request('GET', `${P}/channels/web_push/tokens/${id}`, { headers }),
    remove: (id: string) => client.request('DELETE', `${P}/channels/web_push/tokens/${id}`, { headers }),
    register: (browser: TestBrowser) =>
      client.request('POST', `${P}/channels/web_push/tokens`, {
        headers,
        body: { web_push: { ...browser.subscription, expirationTime: null } },
      }),
  };
}

const trigger = (host: Host, body: unknown) => host.call('POST', '/api/v1/outlets/trigger-notification', body);

describe('starting an installation (docs/rules.md sections 5, 7)', () => {
  const startPath = `${P}/integrations/web_push/installations/start`;

  it("refuses a call without the integration key with docs/rules.md's message, before anything else", async () => {
    const res = await a.host.client.request('POST', startPath, {
      headers: providerHeaders(null, a.host.headers.authorization!.slice(7), null),
    });
    expect(parseError(res, 401)).toMatchObject({
      message: 'Please provide the integration key',
      details: { reason: 'integrationKeyMissing' },
    });
  });

  it('refuses a wrong integration key', async () => {
    const res = await a.host.client.request('POST', startPath, {
      headers: providerHeaders(asOutlet(a), a.host.headers.authorization!.slice(7), 'not-the-key'),
    });
    expect(parseError(res, 401).details.reason).toBe('integrationKeyInvalid');
  });

  it("refuses a call naming neither a user's external id nor an email", async () => {
    const res = await a.host.client.request('POST', startPath, { headers: providerHeaders(null, a.host.headers.authorization!.slice(7)) });
    expect(parseError(res, 400).message).toBe('Missing userExternalId or userEmail');
  });

  it('needs the host to be signed in', async () => {
    const res = await server.client().request('POST', startPath, { headers: providerHeaders(asOutlet(a)) });
    expect(parseError(res, 401).message).toBe('User is not logged in yet');
  });

  it('refuses a user who is not the session: another outlet, or an email for an outlet sign-in', async () => {
    const bearer = a.host.headers.authorization!.slice(7);
    expect(
      parseError(await a.host.client.request('POST', startPath, { headers: providerHeaders(asOutlet(b), bearer) }), 403).details.reason,
    ).toBe('pushUserMismatch');
    expect(
      parseError(
        await a.host.client.request('POST', startPath, { headers: providerHeaders({ email: 'someone@example.com' }, bearer) }),
        403,
      ).details.reason,
    ).toBe('pushUserMismatch');
  });

  it(
    "answers the installation's VAPID public key without '=' padding and an auth token; " + 'the keys are kept, the private one sealed',
    async () => {
      const first = await start(a.host, asOutlet(a));
      const second = await start(foreign.host, asOutlet(foreign));
      expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(Buffer.from(first.public_key, 'base64url')).toHaveLength(65);
      expect(second.public_key, 'one installation, one key pair, whoever starts it').toBe(first.public_key);
      expect(first.auth_token).not.toBe(second.auth_token);
      const rows = await server.db.select().from(pushInstallations);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.vapidPublicKey).toBe(first.public_key);
      expect(rows[0]!.vapidPrivateKeyEncrypted).toMatch(/^v1\./);
      expect(JSON.stringify(first)).not.toContain(rows[0]!.vapidPrivateKeyEncrypted);
    },
  );
});

describe("a user's tokens (docs/rules.md section 7)", () => {
  it('registers, lists, reads and deletes a browser subscription; a deleted one stays listed as discarded', async () => {
    const provider = await providerFor(a.host, asOutlet(a));
    const browser = pushService.browser();
    const made = parseBody(pushTokenSchema, await provider.register(browser), 201);
    expect(made).toMatchObject({ endpoint: browser.subscription.endpoint, discarded_at: null });
    expect(
      z
        .array(pushTokenSchema)
        .parse((await provider.list()).body)
        .map((t) => t.id),
    ).toContain(made.id);
    expect(parseBody(pushTokenSchema, await provider.get(made.id))).toEqual(made);

    expect((await provider.remove(made.id)).status).toBe(204);
    const after = parseBody(pushTokenSchema, await provider.get(made.id));
    expect(Math.abs(new Date(after.discarded_at!).getTime() - server.now().getTime()), "discarded at the server's clock").toBeLessThan(
      60_000,
    );
    expect(
      z
        .array(pushTokenSchema)
        .parse((await provider.list()).body)
        .find((t) => t.id === made.id)?.discarded_at,
    ).not.toBeNull();
    expect((await provider.remove(made.id)).status, 'deleting twice is still done').toBe(204);

    // Subscribing the same browser again brings its token back to life, one row per outlet and browser.
    const again = parseBody(pushTokenSchema, await provider.register(browser), 201);
    expect(again).toMatchObject({ id: made.id, discarded_at: null });
  });

  it('refuses token calls without the key, without a user, with a bad auth token or for another user', async () => {
    const provider = await providerFor(a.host, asOutlet(a));
    const bearer = provider.headers.authorization!.slice(7);
    const list = (headers: Record<string, string>) => server.client().request('GET', `${P}/channels/web_push/tokens`, { headers });
    expect(parseError(await list(providerHeaders(asOutlet(a), bearer, null)), 401).message).toBe('Please provide the integration key');
    expect(parseError(await list(providerHeaders(null, bearer)), 400).message).toBe('Missing userExternalId or userEmail');
    expect(parseError(await list(providerHeaders(asOutlet(a))), 401).details.reason).toBe('pushAuthTokenInvalid');
    expect(parseError(await list(providerHeaders(asOutlet(a), bearer.slice(0, -2) + 'xx')), 401).details.reason).toBe(
      'pushAuthTokenInvalid',
    );
    expect(parseError(await list(providerHeaders(asOutlet(b), bearer)), 403).details.reason).toBe('pushUserMismatch');
    // The host's session token is not an auth token of the provider.
    expect(parseError(await list(providerHeaders(asOutlet(a), a.host.headers.authorization!.slice(7))), 401).details.reason).toBe(
      'pushAuthTokenInvalid',
    );
  });

  it('an auth token ends after 12 hours', async () => {
    const provider = await providerFor(a.host, asOutlet(a));
    server.advanceClock(12 * 60 * 60 * 1000 + 1000);
    try {
      expect(parseError(await provider.list(), 401).details.reason).toBe('pushAuthTokenInvalid');
    } finally {
      server.advanceClock(-(12 * 60 * 60 * 1000 + 1000));
    }
  });

  it("never shows or deletes another outlet's or another brand's tokens", async () => {
    const mine = await providerFor(a.host, asOutlet(a));
    const token = parseBody(pushTokenSchema, await mine.register(pushService.browser()), 201);
    for (const other of [await providerFor(b.host, asOutlet(b)), await providerFor(foreign.host, asOutlet(foreign))]) {
      const listed = z.array(pushTokenSchema).parse((await other.list()).body);
      expect(listed.map((t) => t.id)).not.toContain(token.id);
      expect(parseError(await other.get(token.id), 404).details.reason).toBe('pushTokenNotFound');
      expect(parseError(await other.remove(token.id), 404).details.reason).toBe('pushTokenNotFound');
    }
    expect(parseBody(pushTokenSchema, await mine.get(token.id)).discarded_at).toBeNull();
  });

  it("keeps a user's tokens apart from the outlet sign-in's at the same outlet", async () => {
    const user = await aUser(server, { outletIds: [a.outlet.id] });
    const merchant = server.client();
    const login = await merchant.loginWithEmail(user.email, user.password);
    expect(login.status).toBe(200);
    const switched = await merchant.post('/api/auth/switch-outlet', { omsOutletId: a.outlet.omsOutletId });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const host: Host = {
      client: merchant,
      headers: { authorization: `Bearer ${switched.body.hostV2AuthToken}` },
      outletId: a.outlet.id,
      brandId: a.brand.id,
      call: (m, p, body) => merchant.request(m, p, { body, headers: { authorization: `Bearer ${switched.body.hostV2AuthToken}` } }),
    };
    const asUser = await providerFor(host, { email: user.email.toUpperCase() });
    const token = parseBody(pushTokenSchema, await asUser.register(pushService.browser()), 201);
    const asTheOutlet = await providerFor(a.host, asOutlet(a));
    expect(
      z
        .array(pushTokenSchema)
        .parse((await asTheOutlet.list()).body)
        .map((t) => t.id),
    ).not.toContain(token.id);
    expect(
      z
        .array(pushTokenSchema)
        .parse((await asUser.list()).body)
        .map((t) => t.id),
    ).toEqual([token.id]);
  });
});

describe('trigger-notification sends real pushes (docs/rules.md section 7)', () => {
  it('encrypts a push for each subscribed browser of the outlet sign-in, signed with the VAPID key; the browser decrypts it', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const { public_key } = await start(outlet.host, asOutlet(outlet));
    const browsers = [pushService.browser(), pushService.browser()];
    for (const browser of browsers) parseBody(pushTokenSchema, await provider.register(browser), 201);

    const result = parseBody(triggerNotificationResultSchema, await trigger(outlet.host, { externalId: outlet.outlet.omsOutletId }));
    expect(result).toMatchObject({ sent: 2, discarded: 0, failed: 0 });
    for (const browser of browsers) {
      const [push] = pushService.pushesTo(browser);
      expect(push, 'the push service received the push').toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${public_key}$`));
      expect(push!.body.toString('utf8')).not.toContain(outlet.outlet.name);
      const payload = JSON.parse(browser.decrypt(push!));
      expect(payload).toMatchObject({
        title: 'Host',
        body: `Push notifications work on this device for ${outlet.outlet.name}.`,
        url: '/settings/notifications',
        key: 'testNotificationAt',
        params: { outletName: outlet.outlet.name },
      });
      expect(payload).toEqual(result.message);
    }
  });

  it("pushes a diner's online booking to the outlet's subscribed browsers (issue 18), in the browser's language by its key", async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const browser = pushService.browser();
    parseBody(pushTokenSchema, await provider.register(browser), 201);
    const booked = await server.client().post(`/api/book/${outlet.outlet.id}/reservations`, {
      reservationDate: '2026-04-03',
      reservationTime: '19:00',
      numberOfAdults: 3,
      customerPhone: '+6591234567',
      customerFirstName: 'Aisyah',
      customerLastName: 'Rahman',
      acceptPolicies: true,
    });
    expect(booked.status).toBe(201);
    const deadline = Date.now() + 5_000;
    while (!pushService.pushesTo(browser).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const [push] = pushService.pushesTo(browser);
    expect(push, 'the push service received the push').toBeDefined();
    expect(JSON.parse(browser.decrypt(push!))).toMatchObject({
      body: 'New online booking: Aisyah Rahman, 3 guests, 2026-04-03 at 19:00',
      key: 'onlineBooking',
      params: { name: 'Aisyah Rahman', pax: 3, date: '2026-04-03', time: '19:00' },
    });
    // A booking the host made is not pushed: the host knows.
    await outlet.host.call('POST', `/api/v1/outlets/${outlet.outlet.id}/reservations`, {
      reservationDate: '2026-04-03',
      reservationTime: '20:00:00',
      numberOfAdults: 2,
      customerPhone: '+6598765432',
      customerFirstName: 'Walk',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.pushesTo(browser)).toHaveLength(1);
  });

  it('discards a subscription the push service says is gone (410), and sends it nothing more', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const gone = parseBody(pushTokenSchema, await provider.register(pushService.browser('gone')), 201);
    const live = pushService.browser();
    parseBody(pushTokenSchema, await provider.register(live), 201);

    expect(parseBody(triggerNotificationResultSchema, await trigger(outlet.host, { externalId: outlet.outlet.omsOutletId }))).toMatchObject(
      { sent: 1, discarded: 1, failed: 0 },
    );
    const [row] = await server.db.select().from(pushTokens).where(eq(pushTokens.id, gone.id));
    expect(row!.discardedAt).not.toBeNull();
    expect(parseBody(pushTokenSchema, await provider.get(gone.id)).discarded_at).not.toBeNull();
    expect(parseBody(triggerNotificationResultSchema, await trigger(outlet.host, { externalId: outlet.outlet.omsOutletId }))).toMatchObject(
      { sent: 1, discarded: 0 },
    );
    expect(pushService.pushesTo(live)).toHaveLength(2);
  });

  it('counts a push service that cannot be reached as failed, keeping the subscription', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const token = parseBody(
      pushTokenSchema,
      await provider.register({
        subscription: { endpoint: 'https://localhost:9/push/unreachable', keys: pushService.browser().subscription.keys },
        decrypt: () => '',
      }),
      201,
    );
    expect(parseBody(triggerNotificationResultSchema, await trigger(outlet.host, { externalId: outlet.outlet.omsOutletId }))).toMatchObject(
      { sent: 0, discarded: 0, failed: 1 },
    );
    expect(parseBody(pushTokenSchema, await provider.get(token.id)).discarded_at).toBeNull();
  });

  it("pushes to a user's browsers by their email, only their own", async () => {
    const user = await aUser(server, { outletIds: [a.outlet.id] });
    const merchant = server.client();
    const login = await merchant.loginWithEmail(user.email, user.password);
    const switched = await merchant.post('/api/auth/switch-outlet', { omsOutletId: a.outlet.omsOutletId });
    const token = (switched.body?.hostV2AuthToken ?? login.body.hostV2AuthToken) as string;
    const host: Host = {
      client: merchant,
      headers: { authorization: `Bearer ${token}` },
      outletId: a.outlet.id,
      brandId: a.brand.id,
      call: (m, p, body) => merchant.request(m, p, { body, headers: { authorization: `Bearer ${token}` } }),
    };
    const provider = await providerFor(host, { email: user.email });
    const browser = pushService.browser();
    parseBody(pushTokenSchema, await provider.register(browser), 201);

    expect(parseBody(triggerNotificationResultSchema, await trigger(host, { email: user.email }))).toMatchObject({ sent: 1 });
    expect(JSON.parse(browser.decrypt(pushService.pushesTo(browser)[0]!)).title).toBe('Host');
    expect(parseError(await trigger(host, { email: 'someone-else@example.com' }), 403).details.reason).toBe('pushUserMismatch');
    expect(parseError(await trigger(a.host, { email: user.email }), 403).details.reason).toBe('pushUserMismatch');
  });

  it("refuses another brand's outlet, and asks for {email} or {externalId}", async () => {
    expect(parseError(await trigger(foreign.host, { externalId: a.outlet.omsOutletId }), 403).details.reason).toBe('forbiddenOutlet');
    expect(parseError(await trigger(a.host, { externalId: 'no-such-outlet' }), 403).details.reason).toBe('forbiddenOutlet');
    expect((await trigger(a.host, {})).status).toBe(400);
    expect((await server.client().post('/api/v1/outlets/trigger-notification', { externalId: a.outlet.omsOutletId })).status).toBe(401);
  });
});

describe('where Host may send a push (issue 27: no request forgery through a subscription)', () => {
  const withEndpoint = (endpoint: string): TestBrowser => ({
    subscription: { endpoint, keys: pushService.browser().subscription.keys },
    decrypt: () => '',
  });

  it.each([
    ['the cloud metadata service over http', 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata service over https', 'https://169.254.169.254/latest/meta-data/'],
    ['a private address (10/8)', 'https://10.1.2.3/push/1'],
    ['a private address (192.168/16)', 'https://192.168.0.10/push/1'],
    ['loopback by address', 'https://127.0.0.1:8443/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['the metadata service as an IPv4-mapped IPv6 address', 'https://[::ffff:a9fe:a9fe]/push/1'],
    ['a unique-local IPv6 address', 'https://[fd00::1]/push/1'],
    ['plain http to a public address', 'http://8.8.8.8/push/1'],
    ['a name that does not resolve', 'https://push.invalid/push/1'],
    ['credentials in the address', 'https://user:secret@8.8.8.8/push/1'],
  ])('refuses %s with 422, and keeps nothing', async (_name, endpoint) => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const refused = parseError(await provider.register(withEndpoint(endpoint)), 422);
    expect(refused.details.reason).toBe('pushEndpointRefused');
    expect(await server.db.select().from(pushTokens).where(eq(pushTokens.outletId, outlet.outlet.id))).toEqual([]);
  });

  it('takes an https address on a public one', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    parseBody(pushTokenSchema, await provider.register(withEndpoint('https://8.8.8.8/push/public')), 201);
  });

  it('refuses a name that resolves to loopback unless the operator allows it (PUSH_ALLOWED_HOSTS)', async () => {
    const strict = await startTestServer();
    try {
      const outlet = await anOutlet(strict);
      const { auth_token } = parseBody(
        installationStartSchema,
        await outlet.host.client.request('POST', `${P}/integrations/web_push/installations/start`, {
          headers: providerHeaders(asOutlet(outlet), outlet.host.headers.authorization!.slice(7)),
        }),
      );
      const register = (endpoint: string) =>
        strict.client().request('POST', `${P}/channels/web_push/tokens`, {
          headers: providerHeaders(asOutlet(outlet), auth_token),
          body: { web_push: { ...withEndpoint(endpoint).subscription, expirationTime: null } },
        });
      expect(parseError(await register(pushService.browser().subscription.endpoint), 422).details.reason).toBe('pushEndpointRefused');
    } finally {
      await strict.close();
    }
  });

  it('checks again when it sends: a subscription whose address is no longer public gets nothing', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const live = pushService.browser();
    const kept = parseBody(pushTokenSchema, await provider.register(live), 201);
    // As if kept before the check existed (or its name had since moved): the same push service by its loopback address, not allowed.
    const moved = pushService.browser();
    const [row] = await server.db.select().from(pushTokens).where(eq(pushTokens.id, kept.id));
    const { id: _id, ...copy } = row!;
    await server.db
      .insert(pushTokens)
      .values({ ...copy, endpoint: moved.subscription.endpoint.replace('//localhost:', '//127.0.0.1:'), keys: moved.subscription.keys });
    const result = parseBody(triggerNotificationResultSchema, await trigger(outlet.host, { externalId: outlet.outlet.omsOutletId }));
    expect(result).toMatchObject({ sent: 1, failed: 1 });
    expect(pushService.pushesTo(live)).toHaveLength(1);
    expect(pushService.pushesTo(moved)).toEqual([]);
  });

  it('sends nothing to an outlet whose WEB_PUSH entitlement was turned off after its browsers subscribed', async () => {
    const outlet = await anOutlet(server);
    const provider = await providerFor(outlet.host, asOutlet(outlet));
    const browser = pushService.browser();
    parseBody(pushTokenSchema, await provider.register(browser), 201);
    await server.db
      .delete(outletEntitlements)
      .where(and(eq(outletEntitlements.outletId, outlet.outlet.id), eq(outletEntitlements.featureCode, 'WEB_PUSH')));
    await server.db
      .insert(outletEntitlements)
      .values({ outletId: outlet.outlet.id, featureCode: 'WEB_PUSH', enabled: false, actionsRequired: [] });
    // What a diner's booking, a guest's cancel or confirmation would push (no route of its own: it follows them).
    const message = {
      title: 'Host',
      body: 'Wen booked: 2 guests',
      url: '/en_SG/reservations',
      tag: 'booking-x',
      key: 'newOnlineBooking',
      params: {},
    };
    expect(await pushToOutlet(server.context, outlet.outlet.id, message)).toEqual({ sent: 0, discarded: 0, failed: 0 });
    expect(pushService.pushesTo(browser)).toEqual([]);
    // Turned on again, the same browser hears it.
    await server.db
      .update(outletEntitlements)
      .set({ enabled: true })
      .where(and(eq(outletEntitlements.outletId, outlet.outlet.id), eq(outletEntitlements.featureCode, 'WEB_PUSH')));
    expect(await pushToOutlet(server.context, outlet.outlet.id, message)).toMatchObject({ sent: 1 });
  });
});
