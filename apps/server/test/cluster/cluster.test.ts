import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { localDateOf } from '@host/domain/time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startHaproxy } from '../../../../scripts/cluster-haproxy.mjs';
import { freePort, startHost, startProxy, type HostProcess } from '../../../../scripts/cluster-lib.mjs';
import { connect } from '../../src/db/client';
import { caughtMails, customers, messageDeliveries, reservations, sessions, userOutlets } from '../../src/db/schema';
import { sha256 } from '../../src/modules/auth/secrets';
import { TEST_NOW } from '../clock';
import { DINNER, TOMORROW, aReservation, aUser, anOutlet, bookingBody } from '../factories';
import { Client, signedInHost, type Host, type TestServer } from '../helper';
import { SERVER_ENV } from './global-setup';

/**
 * Issue 17: Host on two server processes against Debian's PostgreSQL and Mosquitto (global-setup.ts).
 * What a deployment on several servers must hold: live updates cross servers, races between servers
 * have one winner, timed work runs once, and a server lost mid-load loses nothing it acknowledged.
 */

const cluster = inject('cluster');
const db = connect(cluster.databaseUrl, pino({ level: 'silent' }), 4);
/** The factories' view of a server: its address, and the shared database for fixtures. */
const serverAt = (url: string) => ({ url, db, client: () => new Client(url) }) as unknown as TestServer;
const [serverA, serverB] = cluster.servers.map(serverAt) as [TestServer, TestServer];
const TODAY = localDateOf(new Date(TEST_NOW), 'Asia/Singapore');
const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../web/e2e/chromium-args.json'), 'utf8'));

afterAll(() => db.$client.end());

const liveConnection = (server: TestServer, token: string) =>
  mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
    username: 'host',
    password: token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });

async function signedInOn(
  server: TestServer,
  place: { outlet: { code: string; pin: string } },
): Promise<Host & { token: string; sessionId: string }> {
  const host = await signedInHost(server, place.outlet.code, place.outlet.pin);
  const token = host.headers.authorization!.replace('Bearer ', '');
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return { ...host, token, sessionId: session!.id };
}

/** The broker's users, as its dynamic-security admin lists them. */
async function brokerUsers(): Promise<string[]> {
  const admin = await mqtt.connectAsync(cluster.mqttUrl, { reconnectPeriod: 0 });
  try {
    await admin.subscribeAsync('$CONTROL/dynamic-security/v1/response');
    const answer = new Promise<string[]>((resolve) =>
      admin.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()).responses[0].data.clients)),
    );
    await admin.publishAsync(
      '$CONTROL/dynamic-security/v1',
      JSON.stringify({ commands: [{ command: 'listClients', count: -1, offset: 0 }] }),
    );
    return await answer;
  } finally {
    await admin.endAsync(true);
  }
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('live updates across servers, through Mosquitto', () => {
  it('shows a booking made on one server live on a browser signed in on the other', async () => {
    const place = await anOutlet(serverA, { services: [DINNER] });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ baseURL: serverB.url, viewport: { width: 1280, height: 900 } });
      // The live connection is up once the broker has answered the CONNECT and the SUBSCRIBE.
      const subscribed = new Promise<void>((resolve) =>
        page.on('websocket', (socket) => {
          let frames = 0;
          socket.on('framereceived', () => ++frames === 2 && resolve());
        }),
      );
      await page.goto('/en_SG/login');
      await page.getByLabel('Outlet code').fill(place.outlet.code);
      await page.getByRole('textbox', { name: 'PIN' }).fill(place.outlet.pin);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/reservations$/);
      await subscribed;

      const guest = `Cluster${Date.now().toString(36)}`;
      await aReservation(place.host, { date: TODAY, time: '21:00', customerFirstName: guest, customerLastName: 'Live' });
      // No reload: the row arrives because server A published to the broker and B relayed it.
      await page.getByText(guest).first().waitFor({ timeout: 10_000 });
    } finally {
      await browser.close();
    }
  });

  it('lets a session hear only its own outlets, and refuses a bad token and anonymous access to the broker', async () => {
    const place = await anOutlet(serverA);
    const other = await anOutlet(serverA);
    const onB = await signedInOn(serverB, place);
    await expect(liveConnection(serverB, 'not-a-token')).rejects.toThrow();
    await expect(
      mqtt.connectAsync(cluster.mqttUrl.replace(/\/\/[^@]+@/, '//'), { reconnectPeriod: 0, connectTimeout: 5000 }),
    ).rejects.toThrow(/Not authorized/);
    const client = await liveConnection(serverB, onB.token);
    try {
      await expect(client.subscribeAsync(`host/outlets/${other.outlet.id}/reservations`)).rejects.toThrow(/Subscribe error/);
      await expect(client.subscribeAsync('host/outlets/#')).rejects.toThrow(/Subscribe error/);
      await client.subscribeAsync(`host/outlets/${place.outlet.id}/reservations`);
      const heard: Array<{ topic: string; message: { kind: string; ids?: string[] } }> = [];
      client.on('message', (topic, payload) => heard.push({ topic, message: JSON.parse(payload.toString()) }));
      const elsewhere = await aReservation(other.host, { time: '20:00' });
      const mine = await aReservation(place.host, { time: '20:00' });
      await until('the booking heard', async () => (heard.length ? true : undefined));
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.every((h) => h.topic === `host/outlets/${place.outlet.id}/reservations`)).toBe(true);
      const ids = heard.flatMap((h) => h.message.ids ?? []);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(elsewhere.id);
      // Browsers only listen: what one publishes, even to its own outlet's topic, reaches no one.
      client.publish(`host/outlets/${place.outlet.id}/reservations`, '{"kind":"forged"}');
      await sleep(1_000);
      expect(heard.filter((h) => h.message.kind === 'forged')).toEqual([]);
    } finally {
      await client.endAsync(true);
    }
  });

  it('closes, at once, the connection another server relays when the session signs out here', async () => {
    const place = await anOutlet(serverA);
    const session = await signedInOn(serverA, place);
    const relayedByB = await liveConnection(serverB, session.token);
    expect(await brokerUsers()).toContain(`web-${session.sessionId}`);
    try {
      const closed = new Promise<number>((resolve) => {
        const since = Date.now();
        relayedByB.once('close', () => resolve(Date.now() - since));
      });
      expect((await session.client.get('/api/auth/logout')).status).toBe(204);
      // Server A deletes the session's broker user; Mosquitto drops its connection on B (B's own
      // periodic check would take up to 5 s).
      expect(await closed).toBeLessThan(2_000);
      await expect(liveConnection(serverB, session.token)).rejects.toThrow();
      // The session's broker user is gone with it.
      expect(await brokerUsers()).not.toContain(`web-${session.sessionId}`);
    } finally {
      await relayedByB.endAsync(true);
    }
  });

  it("narrows a session's broker user when an outlet is taken away: its connection closes, and the outlet is refused after", async () => {
    const kept = await anOutlet(serverA);
    const taken = await anOutlet(serverA, { brand: { id: kept.brand.id } });
    const merchant = await aUser(serverA, { outletIds: [kept.outlet.id, taken.outlet.id] });
    const login = await new Client(serverA.url).loginWithEmail(merchant.email, merchant.password);
    expect(login.status).toBe(200);
    const token = login.body.hostV2AuthToken as string;
    const before = await liveConnection(serverB, token);
    await before.subscribeAsync(`host/outlets/${taken.outlet.id}/reservations`);
    const closedAt = new Promise<void>((resolve) => before.once('close', () => resolve()));
    await db.delete(userOutlets).where(and(eq(userOutlets.userId, merchant.id), eq(userOutlets.outletId, taken.outlet.id)));
    // Server B's periodic check (every 5 s) closes it; the reconnect narrows the broker user's roles.
    await closedAt;
    const after = await liveConnection(serverB, token);
    try {
      await after.subscribeAsync(`host/outlets/${kept.outlet.id}/reservations`);
      await expect(after.subscribeAsync(`host/outlets/${taken.outlet.id}/reservations`)).rejects.toThrow(/Subscribe error/);
    } finally {
      await Promise.all([before.endAsync(true), after.endAsync(true)]);
    }
  });

  it('removes the broker users of sessions that ended without a sign-out', async () => {
    const place = await anOutlet(serverA);
    const session = await signedInOn(serverA, place);
    await (await liveConnection(serverB, session.token)).endAsync();
    expect(await brokerUsers()).toContain(`web-${session.sessionId}`);
    // Expired by the servers' clock (HOST_NOW), with no connection left for a check to notice.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(new Date(TEST_NOW).getTime() - 60_000) })
      .where(eq(sessions.id, session.sessionId));
    await until(
      'the tidy (HOST_BROKER_TIDY_SECONDS=2)',
      async () => ((await brokerUsers()).includes(`web-${session.sessionId}`) ? undefined : true),
      10_000,
    );
  });
});

describe('races between servers', () => {
  it('fifty bookings of one table at one time, split across both servers, give one winner', async () => {
    const place = await anOutlet(serverA, {
      tables: [{ name: 'T1', seats: 4 }],
      services: [{ ...DINNER, maxGuest: 500, maxReservation: 500 }],
    });
    const onB = await signedInOn(serverB, place);
    const table = place.table('T1').id;
    const attempt = (host: Host, i: number) =>
      host.call(
        'POST',
        `/api/v1/outlets/${host.outletId}/reservations`,
        bookingBody({ date: TOMORROW, time: '19:00', pax: 2, tables: [table], customerFirstName: `Racer${i}` }),
      );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i % 2 ? onB : place.host, i)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status !== 201)).toHaveLength(49);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 || a.status === 422)).toBe(true);
    const held = await db.execute(sql`select count(*)::int as n from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where rt.table_id = ${table} and rt.is_active and r.reservation_date = ${TOMORROW}`);
    expect(held.rows[0]!.n).toBe(1);
  });
});

describe('timed work on several servers', () => {
  it('runs each clock tick on one server at a time, and sends a guest message once', async () => {
    const place = await anOutlet(serverA, { outlet: { enableEmail: true } });
    const booking = await aReservation(place.host, { date: TOMORROW, time: '19:30' });
    const email = `cluster.${booking.id.slice(0, 8)}@example.com`;
    await db.update(customers).set({ email }).where(eq(customers.id, booking.customerId!));
    // The confirmation "on booking" is queued by the clock and delivered by whichever server ticks.
    const mails = await until('the confirmation mail', async () => {
      const rows = await db.select().from(caughtMails).where(eq(caughtMails.rcptTo, email));
      return rows.length ? rows : undefined;
    });
    await sleep(3_000); // a second delivery, had two servers claimed it, would land by now
    expect(await db.select().from(caughtMails).where(eq(caughtMails.rcptTo, email))).toHaveLength(mails.length);
    expect(mails).toHaveLength(1);
    const deliveries = await db.select().from(messageDeliveries).where(eq(messageDeliveries.reservationId, booking.id));
    for (const delivery of deliveries.filter((d) => d.state === 'delivered')) expect(delivery.attempts).toBe(1);

    // The clock's jobs over the last seconds: one at a time across both servers, never side by side.
    const ticks = await db.execute<{ started_on: Date; completed_on: Date }>(sql`select started_on, completed_on from pgboss.job
      where name = 'host-clock' and state = 'completed' and completed_on > now() - interval '20 seconds' order by started_on`);
    expect(ticks.rows.length).toBeGreaterThan(3);
    // pg-boss stamps a job with its statement's transaction start (now()). A fetch that queued behind the completion of
    // the tick before (the stately queue lets one be active) is stamped before that completion: 12 ms early, once in a
    // rehearsal. Two ticks side by side would overlap by a whole sweep.
    const QUEUED_FETCH_MS = 100;
    for (let i = 1; i < ticks.rows.length; i++) {
      const [previous, next] = [ticks.rows[i - 1]!, ticks.rows[i]!];
      expect(new Date(next.started_on).getTime()).toBeGreaterThanOrEqual(new Date(previous.completed_on).getTime() - QUEUED_FETCH_MS);
    }
    // A tick a second (HOST_CLOCK_TICK_SECONDS=1) for the whole cluster, not one per server.
    expect(ticks.rows.length).toBeLessThanOrEqual(22);
  });
});

describe("start:cluster's proxy", () => {
  it('spreads sign-ins, bookings and live updates over both servers, and skips a server that is down, for reads and writes', async () => {
    const proxy = await startProxy({ port: await freePort(), upstreams: [serverA.url, serverB.url] });
    const down = await startProxy({ port: await freePort(), upstreams: [`http://127.0.0.1:${await freePort()}`, serverA.url] });
    try {
      const place = await anOutlet(serverA);
      const viaProxy = serverAt(proxy.url.replace('localhost', '127.0.0.1'));
      const host = await signedInOn(viaProxy, place);
      await bookingsHeardLive(viaProxy, host, place.outlet.id, ['19:00', '19:15']);
      for (let i = 0; i < 4; i++) expect((await fetch(`${down.url}/api/health`)).status).toBe(200);
      // Writes too: a sign-in refused by the stopped server goes to the live one (its body kept for that).
      const viaDown = serverAt(down.url.replace('localhost', '127.0.0.1'));
      for (let i = 0; i < 4; i++) expect((await signedInOn(viaDown, place)).token).toBeTruthy();
    } finally {
      await Promise.all([proxy.stop(), down.stop()]);
    }
  });

  it('keeps signing in and booking when one of its servers is killed, and leaves it out until it answers again', async () => {
    const doomed = await aThirdServer('server-doomed-proxy.log');
    const proxy = await startProxy({ port: await freePort(), upstreams: [doomed.url, serverB.url] });
    try {
      await keepsServingWithOneKilled(serverAt(proxy.url.replace('localhost', '127.0.0.1')), doomed);
      await until('the proxy to leave the killed server out', async () => (proxy.live().includes(doomed.url) ? undefined : true));
      expect(proxy.live()).toEqual([serverB.url]);
    } finally {
      await proxy.stop();
      await doomed.stop();
    }
  });
});

describe('HAProxy in front (deploy/haproxy.cfg as shipped)', () => {
  it('carries sign-ins, bookings and the live updates, and loses none of them when a server is killed', async () => {
    const doomed = await aThirdServer('server-doomed-haproxy.log');
    const balancer = await startHaproxy({ dir: cluster.dir, port: await freePort(), upstreams: [doomed.url, serverA.url] });
    try {
      const viaBalancer = serverAt(balancer.url);
      const place = await anOutlet(serverA);
      const host = await signedInOn(viaBalancer, place);
      // The live updates' WebSocket through the balancer.
      await bookingsHeardLive(viaBalancer, host, place.outlet.id, ['19:00']);
      await keepsServingWithOneKilled(viaBalancer, doomed);
    } finally {
      await balancer.stop();
      await doomed.stop();
    }
  });
});

/** Bookings made at `times` through `front`; the first one heard over the live updates' WebSocket through it too. */
async function bookingsHeardLive(front: TestServer, host: Host & { token: string }, outletId: string, times: string[]) {
  const live = await liveConnection(front, host.token);
  try {
    await live.subscribeAsync(`host/outlets/${outletId}/reservations`);
    const heard = new Promise<string[]>((resolve) => live.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()).ids)));
    const bookings = [];
    for (const time of times) bookings.push(await aReservation(host, { time }));
    expect(await heard).toContain(bookings[0]!.id);
  } finally {
    await live.endAsync(true);
  }
}

/** A third server on the cluster's database and broker, with the same env as the two: one a test may kill. */
async function aThirdServer(logName: string) {
  const port = await freePort();
  return startHost({
    port,
    databaseUrl: cluster.databaseUrl,
    mqttUrl: cluster.mqttUrl,
    env: SERVER_ENV,
    logFile: path.join(cluster.dir, logName),
  });
}

/**
 * Through `front` (a balancer in front of `doomed` and a server that stays): sign-ins and bookings before and after
 * `doomed` is killed, each answered with success; a write whose connection the dead server refused went to the other.
 */
async function keepsServingWithOneKilled(front: TestServer, doomed: HostProcess) {
  const place = await anOutlet(serverB, { services: [{ ...DINNER, maxGuest: 5000, maxReservation: 5000 }] });
  const host = await signedInOn(front, place);
  for (let i = 0; i < 4; i++) expect((await signedInOn(front, place)).token).toBeTruthy();
  await doomed.kill();
  const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
  for (let i = 0; i < 12; i++) {
    const body = bookingBody({ date: TOMORROW, time: times[i % times.length], pax: 1, customerFirstName: `After${i}` });
    const answer = await host.call('POST', `/api/v1/outlets/${place.outlet.id}/reservations`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await signedInOn(front, place)).token).toBeTruthy();
  }
}

describe('a server lost mid-load', () => {
  it('loses no acknowledged booking, and the other server keeps serving', async () => {
    const doomed = await startHost({
      port: await freePort(),
      databaseUrl: cluster.databaseUrl,
      mqttUrl: cluster.mqttUrl,
      env: SERVER_ENV,
      logFile: path.join(cluster.dir, 'server-doomed.log'),
    });
    const place = await anOutlet(serverB, { services: [{ ...DINNER, maxGuest: 5000, maxReservation: 5000 }] });
    const onDoomed = await signedInOn(serverAt(doomed.url), place);
    const acknowledged: string[] = [];
    let sent = 0;
    const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    const worker = async () => {
      for (;;) {
        const i = sent++;
        const answer = await onDoomed
          .call(
            'POST',
            `/api/v1/outlets/${place.outlet.id}/reservations`,
            bookingBody({ date: TOMORROW, time: times[i % times.length], pax: 1, customerFirstName: `Load${i}` }),
          )
          .catch(() => undefined);
        if (!answer) return; // the server is gone
        if (answer.status === 201) acknowledged.push(answer.body.id);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await until('some bookings acknowledged', async () => (acknowledged.length >= 20 ? true : undefined));
    await doomed.kill();
    await Promise.all(workers);

    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    const stored = await db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    // The survivor answers for them, and takes new bookings.
    const day = await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}/reservations?date=${TOMORROW}`);
    expect(day.status).toBe(200);
    const listed = new Set(JSON.stringify(day.body).match(/[0-9a-f-]{36}/g));
    expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
    expect((await aReservation(place.host, { date: TOMORROW, time: '21:00' })).id).toBeTruthy();
  });
});
