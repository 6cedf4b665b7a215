import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import type { FastifyInstance } from 'fastify';
import mqttPacket from 'mqtt-packet';
import type { Logger } from 'pino';
import WebSocket, { createWebSocketStream } from 'ws';
import { outletLiveTopic } from '@host/domain/live-updates';
import { DynamicSecurity } from './dynamic-security';
import {
  SESSION_CHECK_MS,
  SERVER_UNAVAILABLE,
  refusalCode,
  sessionChecker,
  type ClientSession,
  type OutletAccessResolver,
  type Realtime,
} from './realtime';

/** A CONNECT carries a client id, a token and maybe a will: far below this. */
const MAX_CONNECT_BYTES = 16 * 1024;
/** A browser that opens the socket and says nothing is dropped after this. */
const CONNECT_WAIT_MS = 10_000;

interface Relayed {
  browser: Duplex;
  broker?: Duplex;
}

export interface ExternalRealtimeOptions {
  /** mqtt(s):// or ws(s):// with the user and password of a dynamic-security admin */
  url: string;
  /** derives each session's broker password (every server has the same) */
  secret: string;
  /** Of these session ids, the ones still live (for the tidy of ended sessions' broker users). */
  liveSessions: (sessionIds: string[]) => Promise<ReadonlySet<string>>;
  /** how often this server removes the broker users of sessions that ended without a sign-out */
  tidyMs: number;
  sessionCheckMs?: number;
}

/**
 * An external broker (MQTT_URL, Mosquitto with its dynamic-security plugin) for several servers
 * (docs/architecture.md, Scale; issue 17). This server publishes to it, and browsers reach it through this
 * server's /mqtt: their CONNECT carries the Host session token as before; the server checks it,
 * makes sure the session's broker user exists with its outlets' roles (./dynamic-security.ts) and
 * relays the connection to the broker with those credentials. The broker then enforces who may
 * subscribe to what; anonymous access is off. A session's end deletes its broker user, which the
 * broker turns into closed connections on every server.
 */
export async function createExternalRealtime(
  app: FastifyInstance,
  resolveAccess: OutletAccessResolver,
  log: Logger,
  options: ExternalRealtimeOptions,
): Promise<Omit<Realtime, 'onPublish'>> {
  const { default: mqtt } = await import('mqtt'); // only with MQTT_URL: keeps it off a plain start
  const brokerUrl = new URL(options.url);
  const serverUsername = decodeURIComponent(brokerUrl.username);
  if (!serverUsername) throw new Error("MQTT_URL needs the user and password of the broker's dynamic-security admin");
  const client = await mqtt.connectAsync(options.url, { clientId: `host-server-${process.pid}-${Date.now()}`, reconnectPeriod: 1000 });
  const security = new DynamicSecurity(client, options.secret);
  await security.prepare(serverUsername);
  client.on(
    'connect',
    () => void security.prepare(serverUsername).catch((error: unknown) => log.warn({ err: error }, 'MQTT broker set-up failed')),
  );
  client.on('error', (error) => log.warn({ err: error }, 'MQTT broker connection failed'));

  const connected = new Set<Relayed>();
  const sessions = new WeakMap<Relayed, ClientSession>();
  const closeRelay = (relay: Relayed) => {
    connected.delete(relay);
    relay.browser.destroy();
    relay.broker?.destroy();
  };
  const forget = (sessionId: string) =>
    void security
      .forget(sessionId)
      .catch((error: unknown) => log.warn({ err: error }, 'could not remove an ended session from the broker'));

  app.get('/mqtt', { websocket: true }, (socket) => {
    const relay: Relayed = { browser: createWebSocketStream(socket) };
    relay.browser.on('error', (error) => log.debug({ err: error }, 'mqtt socket error'));
    relay.browser.on('close', () => closeRelay(relay));
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => closeRelay(relay), CONNECT_WAIT_MS);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const length = firstPacketLength(received);
      if (length === undefined) {
        if (received.length > MAX_CONNECT_BYTES) closeRelay(relay);
        return;
      }
      relay.browser.off('data', onData);
      relay.browser.pause();
      clearTimeout(timer);
      void admit(relay, received.subarray(0, length), received.subarray(length));
    };
    relay.browser.on('data', onData);
  });

  const refuse = (relay: Relayed, returnCode: number) => {
    relay.browser.end(mqttPacket.generate({ cmd: 'connack', returnCode, sessionPresent: false }));
    connected.delete(relay);
  };

  async function admit(relay: Relayed, connectBytes: Buffer, rest: Buffer) {
    const packet = parseOne(connectBytes);
    if (packet?.cmd !== 'connect') return closeRelay(relay);
    const token = packet.password?.toString() ?? '';
    let session: ClientSession;
    let credentials: { username: string; password: string };
    try {
      session = { token, ...(await resolveAccess(token)) };
    } catch (error) {
      return refuse(relay, refusalCode(token, error));
    }
    try {
      credentials = await security.admit(session);
    } catch (error) {
      log.warn({ err: error }, 'the MQTT broker did not admit a session');
      return refuse(relay, SERVER_UNAVAILABLE);
    }
    if (relay.browser.destroyed) return;
    const broker = connectToBroker(brokerUrl);
    relay.broker = broker;
    broker.on('error', (error) => log.debug({ err: error }, 'mqtt broker socket error'));
    broker.on('close', () => closeRelay(relay));
    broker.write(mqttPacket.generate({ ...packet, username: credentials.username, password: Buffer.from(credentials.password) }));
    if (rest.length) broker.write(rest);
    relay.browser.pipe(broker);
    broker.pipe(relay.browser);
    relay.browser.resume();
    connected.add(relay);
    sessions.set(relay, session);
  }

  const checker = sessionChecker({
    connected,
    sessions,
    resolveAccess,
    closeClient: (relay, why, session) => {
      log.debug({ why }, 'closing a live-update connection');
      closeRelay(relay);
      if (why === 'session ended') forget(session.sessionId);
    },
    log,
  });
  const timer = setInterval(checker, options.sessionCheckMs ?? SESSION_CHECK_MS);
  timer.unref();
  // Each server tidies now and then; two doing it at once delete the same users, which is harmless.
  const tidy = setInterval(
    () =>
      void security
        .forgetEnded(options.liveSessions)
        .then((forgotten) => forgotten && log.info({ forgotten }, 'removed ended sessions from the MQTT broker'))
        .catch((error: unknown) => log.warn({ err: error }, 'could not tidy the MQTT broker')),
    options.tidyMs,
  );
  tidy.unref();

  return {
    publish: async (outletId, message) => {
      await client.publishAsync(outletLiveTopic(outletId), JSON.stringify(message));
    },
    // mqtt.js reconnects by itself; until it has, this server cannot deliver updates.
    isHealthy: () => client.connected,
    sessionEnded: ({ token, sessionId }) => {
      for (const relay of [...connected]) if (sessions.get(relay)?.token === token) closeRelay(relay);
      if (sessionId) forget(sessionId);
    },
    forgetEndedSessions: () => security.forgetEnded(options.liveSessions),
    close: async () => {
      clearInterval(timer);
      clearInterval(tidy);
      for (const relay of [...connected]) closeRelay(relay);
      security.close();
      await client.endAsync();
    },
  };
}

/** The length of the first MQTT packet in `bytes` (fixed header plus remaining length), once it is all there. */
export function firstPacketLength(bytes: Buffer): number | undefined {
  let remaining = 0;
  for (let i = 1; i <= 4; i++) {
    if (i >= bytes.length) return undefined;
    const byte = bytes[i]!;
    remaining += (byte & 0x7f) * 128 ** (i - 1);
    if ((byte & 0x80) === 0) {
      const total = 1 + i + remaining;
      return bytes.length >= total ? total : undefined;
    }
  }
  return 0; // a malformed length: a packet of no bytes, which parseOne refuses
}

function parseOne(bytes: Buffer): mqttPacket.IConnectPacket | mqttPacket.Packet | undefined {
  if (bytes.length === 0) return undefined;
  const parser = mqttPacket.parser();
  let packet: mqttPacket.Packet | undefined;
  parser.on('packet', (parsed) => (packet ??= parsed));
  parser.on('error', () => undefined);
  parser.parse(bytes);
  return packet;
}

function connectToBroker(url: URL): Duplex {
  const port = Number(url.port);
  switch (url.protocol) {
    case 'mqtt:':
      return net.connect({ host: url.hostname, port: port || 1883 });
    case 'mqtts:':
      return tls.connect({ host: url.hostname, port: port || 8883, servername: url.hostname });
    default: {
      const target = new URL(url.toString());
      target.username = '';
      target.password = '';
      return createWebSocketStream(new WebSocket(target, 'mqtt'));
    }
  }
}
