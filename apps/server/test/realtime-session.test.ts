import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

/**
 * A live-update connection lives no longer than the session it was opened with: signing out closes
 * it, and so does the session's expiry (found by the broker's periodic re-check, every 5 s).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PERIODIC_CHECK_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const connect = (token: string) =>
  mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
    username: 'host',
    password: token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });

/** Resolves with how long the broker took to close the connection; rejects if it stays open. */
function closed(client: MqttClient, withinMs: number): Promise<number> {
  const since = Date.now();
  return new Promise((resolve, reject) => {
    if (!client.connected) return resolve(0);
    const timer = setTimeout(() => reject(new Error(`still connected after ${withinMs} ms`)), withinMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - since);
    });
  });
}

async function signedInConnection() {
  const host = server.client();
  const login = await host.loginWithPin('JG-ORCHARD', '2468');
  const token = login.body.hostV2AuthToken as string;
  const client = await connect(token);
  await client.subscribeAsync(`host/outlets/${login.body.outlet.id}/reservations`);
  return { host, token, client };
}

describe('live-update connections and their session', () => {
  it('closes a connection when its session signs out, leaves other sessions connected, and refuses the token after', async () => {
    const leaving = await signedInConnection();
    const staying = await signedInConnection();
    try {
      expect((await leaving.host.get('/api/auth/logout')).status).toBe(204);
      // At once, not at the broker's next periodic check.
      await closed(leaving.client, 1_500);
      expect(staying.client.connected).toBe(true);
      await expect(connect(leaving.token)).rejects.toThrow();
    } finally {
      await Promise.all([leaving.client.endAsync(), staying.client.endAsync()]);
    }
  });

  it('closes every connection of an ended session at once through sessionEnded', async () => {
    const first = await signedInConnection();
    const secondTab = await connect(first.token);
    const other = await signedInConnection();
    try {
      server.realtime.sessionEnded({ token: first.token });
      const tookMs = await Promise.all([closed(first.client, 1_000), closed(secondTab, 1_000)]);
      expect(Math.max(...tookMs)).toBeLessThan(1_000);
      expect(other.client.connected).toBe(true);
    } finally {
      await Promise.all([first.client.endAsync(), secondTab.endAsync(), other.client.endAsync()]);
    }
  });

  it('closes a connection whose session expired (30 days), at the next periodic check', async () => {
    const { client } = await signedInConnection();
    try {
      server.advanceClock(31 * DAY_MS);
      await closed(client, PERIODIC_CHECK_MS + 3_000);
    } finally {
      await client.endAsync();
    }
  });
});
