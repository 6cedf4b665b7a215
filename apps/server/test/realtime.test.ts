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
