import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createWebSocketStream } from 'ws';

/**
 * Live updates (DESIGN.md, Realtime): after a commit a service publishes to its outlet's topic.
 * Messages carry ids and a kind, never personal data.
 */
export interface Realtime {
  publish(outletId: string, subject: string, message: { kind: string; ids?: string[] }): Promise<void>;
  close(): Promise<void>;
}

export const outletTopic = (outletId: string, subject: string) => `host/outlets/${outletId}/${subject}`;
const TOPIC = /^host\/outlets\/([^/+#]+)\/.+$/;

/** Given a session token, the outlet ids it may see; throws when the token is not a live session. */
export type OutletAccessResolver = (token: string) => Promise<ReadonlySet<string>>;

/** The broker embedded in this process, at /mqtt over WebSocket on the HTTP port. */
export async function createEmbeddedRealtime(app: FastifyInstance, resolveAccess: OutletAccessResolver, log: Logger): Promise<Realtime> {
  const access = new WeakMap<Client, ReadonlySet<string>>();
  const broker = await Aedes.createBroker({
    authenticate: (client, _username, password, done) => {
      resolveAccess(password?.toString() ?? '')
        .then((outletIds) => {
          access.set(client, outletIds);
          done(null, true);
        })
        .catch(() => done(Object.assign(new Error('Bad session token'), { returnCode: 4 as const }), false));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const outletId = TOPIC.exec(subscription.topic)?.[1];
      if (outletId && access.get(client)?.has(outletId)) return done(null, subscription);
      // A negated subscription: SUBACK 128 for this topic, the connection stays up.
      done(null, null);
    },
    // Only the server publishes; browsers listen.
    authorizePublish: (client, _packet, done) => done(client ? new Error('Clients may not publish') : null),
  });

  app.get('/mqtt', { websocket: true }, (socket, request) => {
    const stream = createWebSocketStream(socket);
    stream.on('error', (error) => log.debug({ err: error }, 'mqtt socket error'));
    broker.handle(stream, request.raw);
  });

  return {
    publish: (outletId, subject, message) =>
      new Promise((resolve, reject) =>
        broker.publish(
          { cmd: 'publish', topic: outletTopic(outletId, subject), payload: Buffer.from(JSON.stringify(message)), qos: 0, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    close: () => new Promise((resolve) => broker.close(() => resolve())),
  };
}

/** An external broker cluster (MQTT_URL), for several servers (DESIGN.md, Scale). */
export async function createExternalRealtime(url: string, log: Logger): Promise<Realtime> {
  const { default: mqtt } = await import('mqtt'); // only with MQTT_URL: keeps it off a plain start
  const client = await mqtt.connectAsync(url, { clientId: `host-server-${process.pid}-${Date.now()}` });
  client.on('error', (error) => log.warn({ err: error }, 'MQTT broker connection failed'));
  return {
    publish: async (outletId, subject, message) => {
      await client.publishAsync(outletTopic(outletId, subject), JSON.stringify(message));
    },
    close: () => client.endAsync(),
  };
}
