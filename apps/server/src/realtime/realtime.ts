import { DomainError } from '@host/domain/errors';
import { outletLiveTopic, outletOfTopic, type LiveUpdate } from '@host/domain/live-updates';
import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createWebSocketStream } from 'ws';

/**
 * Live updates (docs/architecture.md, Realtime): after a commit a service publishes to its outlet's topic.
 * Messages carry ids and a kind, never personal data.
 */
export interface Realtime {
  /** On the outlet's topic, in the shape every screen parses (the domain's live-update contract). */
  publish(outletId: string, message: LiveUpdate): Promise<void>;
  /**
   * Calls `listener` with the outlet of every update this server publishes, before it goes out: what this server keeps of
   * an outlet in memory is dropped there (lib/outlet-cache.ts). Another server's updates are not heard here.
   */
  onPublish(listener: (outletId: string) => void): void;
  /** True while updates can go out: the embedded broker is open, or the external broker connected. */
  isHealthy(): boolean;
  /** A session signed out: its live-update connections close now, not at the next periodic check. */
  sessionEnded(session: { token: string; sessionId?: string }): void;
  /** An external broker: removes the broker users of sessions that ended unseen; answers how many. */
  forgetEndedSessions?(): Promise<number>;
  close(): Promise<void>;
}

/** A broker's Realtime with onPublish: listeners called with the outlet before each update goes out. */
export function withPublishListeners(realtime: Omit<Realtime, 'onPublish'>): Realtime {
  const listeners: Array<(outletId: string) => void> = [];
  return {
    ...realtime,
    publish: (outletId, message) => {
      for (const listener of listeners) listener(outletId);
      return realtime.publish(outletId, message);
    },
    onPublish: (listener) => void listeners.push(listener),
  };
}

/** What a live session may hear: its id and the outlets it may see. */
export interface LiveAccess {
  sessionId: string;
  outletIds: ReadonlySet<string>;
}

/** Given a session token, what it may hear; throws when the token is not a live session. */
export type OutletAccessResolver = (token: string) => Promise<LiveAccess>;

export interface EmbeddedRealtimeOptions {
  /** How often every connection's session is looked up again (expired, signed out elsewhere, access changed). */
  sessionCheckMs?: number;
}

export const SESSION_CHECK_MS = 5_000;

/** MQTT 3.1.1 CONNACK codes: 3 tells the client to come back later, 4 that its credentials are bad. */
export const SERVER_UNAVAILABLE = 3 as const;
export const BAD_CREDENTIALS = 4 as const;

export interface ClientSession extends LiveAccess {
  token: string;
}

/** A session the resolver refused (signed out, expired), as opposed to a database that did not answer. */
export const isSessionGone = (error: unknown) => error instanceof DomainError && error.code === 'UNAUTHENTICATED';

/** The CONNACK code for a refused connection: a bad token signs in again, an unreachable database retries. */
export const refusalCode = (token: string, error: unknown) => (!token || isSessionGone(error) ? BAD_CREDENTIALS : SERVER_UNAVAILABLE);

/** The broker embedded in this process, at /mqtt over WebSocket on the HTTP port. */
export async function createEmbeddedRealtime(
  app: FastifyInstance,
  resolveAccess: OutletAccessResolver,
  log: Logger,
  options: EmbeddedRealtimeOptions = {},
): Promise<Omit<Realtime, 'onPublish'>> {
  const sessions = new WeakMap<Client, ClientSession>();
  const connected = new Set<Client>();
  const broker = await Aedes.createBroker({
    authenticate: (client, _username, password, done) => {
      const token = password?.toString() ?? '';
      resolveAccess(token)
        .then((access) => {
          sessions.set(client, { token, ...access });
          done(null, true);
        })
        .catch((error: unknown) => {
          // While the database is away the token may be fine: ask the browser to retry, not to sign in again.
          const returnCode = refusalCode(token, error);
          done(
            Object.assign(new Error(returnCode === BAD_CREDENTIALS ? 'Bad session token' : 'Server unavailable'), { returnCode }),
            false,
          );
        });
    },
    authorizeSubscribe: (client, subscription, done) => {
      const outletId = outletOfTopic(subscription.topic);
      if (outletId && sessions.get(client)?.outletIds.has(outletId)) return done(null, subscription);
      // A negated subscription: SUBACK 128 for this topic, the connection stays up.
      done(null, null);
    },
    // Only the server publishes; browsers listen.
    authorizePublish: (client, _packet, done) => done(client ? new Error('Clients may not publish') : null),
  });
  broker.on('client', (client) => connected.add(client));
  broker.on('clientDisconnect', (client) => connected.delete(client));

  app.get('/mqtt', { websocket: true }, (socket, request) => {
    const stream = createWebSocketStream(socket);
    stream.on('error', (error) => log.debug({ err: error }, 'mqtt socket error'));
    broker.handle(stream, request.raw);
  });

  const closeClient = (client: Client, why: string) => {
    connected.delete(client);
    log.debug({ clientId: client.id, why }, 'closing a live-update connection');
    client.close();
  };

  const checker = sessionChecker({ connected, sessions, resolveAccess, closeClient, log });
  const timer = setInterval(checker, options.sessionCheckMs ?? SESSION_CHECK_MS);
  timer.unref();

  return {
    publish: (outletId, message) =>
      new Promise((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: outletLiveTopic(outletId),
            payload: Buffer.from(JSON.stringify(message)),
            qos: 0,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    isHealthy: () => !broker.closed,
    sessionEnded: ({ token }) => {
      for (const client of [...connected]) if (sessions.get(client)?.token === token) closeClient(client, 'signed out');
    },
    close: () => {
      clearInterval(timer);
      return new Promise((resolve) => broker.close(() => resolve()));
    },
  };
}

/**
 * A connection is authorised once, when it opens; sessions end later (expiry, sign-out on another
 * server, a password reset). Every few seconds each connected token is resolved again, once per
 * token: a session gone closes its connections, and so does an outlet taken away, since the
 * subscriptions made under the wider access would otherwise stay. A database that does not answer
 * closes nothing (a restart must not drop every screen).
 */
export function sessionChecker<C extends object>(parts: {
  connected: Set<C>;
  sessions: WeakMap<C, ClientSession>;
  resolveAccess: OutletAccessResolver;
  closeClient: (client: C, why: string, session: ClientSession) => void;
  log: Logger;
}): () => void {
  const { connected, sessions, resolveAccess, closeClient, log } = parts;
  let running = false;

  const clientsByToken = () => {
    const byToken = new Map<string, C[]>();
    for (const client of connected) {
      const session = sessions.get(client);
      if (session) byToken.set(session.token, [...(byToken.get(session.token) ?? []), client]);
    }
    return byToken;
  };

  const recheck = async (token: string, clients: C[]) => {
    let outletIds: ReadonlySet<string>;
    try {
      outletIds = (await resolveAccess(token)).outletIds;
    } catch (error) {
      if (isSessionGone(error)) for (const client of clients) closeClient(client, 'session ended', sessions.get(client)!);
      else log.debug({ err: error }, 'live-update session check postponed');
      return;
    }
    for (const client of clients) {
      const session = sessions.get(client)!;
      if ([...session.outletIds].every((id) => outletIds.has(id))) session.outletIds = outletIds;
      else closeClient(client, 'outlet access changed', session);
    }
  };

  return () => {
    if (running) return; // a slow database: let the previous round finish
    running = true;
    void (async () => {
      for (const [token, clients] of clientsByToken()) await recheck(token, clients);
    })().finally(() => (running = false));
  };
}
