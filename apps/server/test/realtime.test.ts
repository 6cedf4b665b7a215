import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const connect = (token: string) =>
  mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
    username: 'host',
    password: token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });

describe('MQTT over WebSocket at /mqtt', () => {
  it('refuses a connection without a live session token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow();
  });

  it("lets a session subscribe to its own outlet's topics only, and delivers what the server publishes", async () => {
    const login = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const other = await server.client().loginWithPin('MW-BANGSAR', '8642');
    const client = await connect(login.body.hostV2AuthToken);
    try {
      // Refused subscriptions get SUBACK 128, which mqtt.js reports as a subscribe error.
      await expect(client.subscribeAsync(`host/outlets/${other.body.outlet.id}/reservations`)).rejects.toThrow(/Subscribe error/);
      await expect(client.subscribeAsync('host/outlets/#')).rejects.toThrow(/Subscribe error/);
      const own = await client.subscribeAsync(`host/outlets/${login.body.outlet.id}/reservations`);
      expect(own[0]!.qos).toBe(0);

      const received = new Promise<{ topic: string; message: unknown }>((resolve) =>
        client.on('message', (topic, payload) => resolve({ topic, message: JSON.parse(payload.toString()) })),
      );
      await server.realtime.publish(other.body.outlet.id, { kind: 'reservation.updated', ids: ['not-for-you'] });
      await server.realtime.publish(login.body.outlet.id, { kind: 'reservation.updated', ids: ['r1'] });
      expect(await received).toEqual({
        topic: `host/outlets/${login.body.outlet.id}/reservations`,
        message: { kind: 'reservation.updated', ids: ['r1'] },
      });
    } finally {
      await client.endAsync();
    }
  });
});

describe('the waitlist, live', () => {
  it("tells the outlet's host screens when a party joins the door queue and when a diner joins the day's waiting list", async () => {
    const login = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const outletId = login.body.outlet.id as string;
    const client = await connect(login.body.hostV2AuthToken);
    try {
      await client.subscribeAsync(`host/outlets/${outletId}/reservations`);
      const kinds: Array<{ kind: string; ids: string[] }> = [];
      client.on('message', (_topic, payload) => kinds.push(JSON.parse(payload.toString())));
      const headers = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
      const party = await server.client().request('POST', `/api/v1/outlets/${outletId}/queue`, {
        body: { customerFirstName: 'Live', numberOfAdults: 2 },
        headers,
      });
      expect(party.status).toBe(201);
      const guest = await server.client().request('POST', `/api/book/${outletId}/waiting-list`, {
        body: {
          date: '2026-04-01',
          windowStart: '19:00',
          windowEnd: '21:00',
          numberOfAdults: 2,
          customerFirstName: 'Live',
          customerPhone: '+6591230001',
          language: 'en',
        },
      });
      expect(guest.status).toBe(201);
      await expect.poll(() => kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['queue.changed', 'waitlist.changed']));
      expect(kinds.find((k) => k.kind === 'queue.changed')!.ids).toEqual([party.body.id]);
    } finally {
      await client.endAsync();
    }
  });
});
