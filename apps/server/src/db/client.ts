import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { SERVER_ROOT } from '../lib/server-root';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');

/**
 * A checkout that waits longer than this fails (and the caller gets a 503) rather than hanging a
 * request for as long as an unreachable database takes to answer. Generous: a burst of bookings
 * racing for one table queues for connections, and must not be refused for that.
 */
const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * The pool reconnects by itself: a connection that fails is dropped, the next checkout opens a new
 * one, so after PostgreSQL comes back (restarted, failed over) the same pool answers again.
 */
export function connect(url: string, log: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true });
  // A server shutdown (57P01) or a dropped connection must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  // pg-pool listens only while a connection is idle: one lost while checked out (between two
  // queries of a transaction) would emit 'error' to no one, an uncaught exception. Its query fails
  // on its own; this only keeps the process up.
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'database connection in use failed')));
  const database = {};
  databases.set(pool, database);
  pool.on('connect', (client) => databases.set(client, database));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as Database;
  db.transaction = transactionReleasingItsConnection(pool);
  return db;
}

/**
 * db.transaction, with its connection given back on every path. drizzle-orm 0.45's own, on a pool,
 * sends BEGIN before its try/finally: a BEGIN on a connection that died (PostgreSQL restarted, the
 * socket dropped) never releases it, so the pool shrinks for good and pool.end() waits for ever
 * (drizzle-team/drizzle-orm#6241, open). Here the connection is checked out and released by us, the
 * transaction runs on it through drizzle (on a single client drizzle releases nothing), and one
 * whose connection failed is destroyed rather than handed out again.
 */
function transactionReleasingItsConnection(pool: pg.Pool): Database['transaction'] {
  // One drizzle handle per pooled connection, made once: connections are reused, handles with them.
  const handles = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  return async (work, config) => {
    const client = await pool.connect();
    let handle = handles.get(client);
    if (!handle) handles.set(client, (handle = drizzle({ client, schema, casing: 'snake_case' })));
    try {
      return await handle.transaction(work, config);
    } finally {
      // Destroyed only when its own connection failed (node-postgres marks it unqueryable); a failed
      // query inside the work, rolled back on a sound connection, leaves it to be used again.
      client.release((client as unknown as { _queryable?: boolean })._queryable === false ? true : undefined);
    }
  };
}

/**
 * The node-postgres client under a handle: the pool, or the connection an open transaction holds.
 * For statements written in SQL and sent by name (each connection parses and plans them once):
 * drizzle builds its queries anew on every call, which costs more than running some of them.
 */
export function pgClientOf(db: Executor): Pick<pg.PoolClient, 'query'> {
  // drizzle keeps what it sends to as session.client (drizzle-orm/node-postgres/session): the pool
  // for the database, the checked-out connection for a transaction. Read there for both, so a
  // transaction's statement can never go to the pool, outside its transaction and locks.
  const client = (db as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no node-postgres client under this database handle');
  return client;
}

/** One object per database connected to (per connect()), under its pool and each of the pool's connections. */
const databases = new WeakMap<object, object>();

/**
 * The database a handle reads (the pool's, or a transaction's connection's), as an object to key what is kept of it: a
 * test process runs many servers, each on its own database, and one database's rows must never answer for another's.
 */
export function databaseOf(db: Executor): object {
  const database = databases.get(pgClientOf(db));
  if (!database) throw new Error('a database handle not made by connect()');
  return database;
}

/**
 * Runs `work` while holding the start's advisory lock: servers starting together against one
 * database (issue 17) migrate and seed one after the other, so the second finds the work done.
 */
export async function withStartLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const holder = await db.$client.connect();
  try {
    await holder.query("select pg_advisory_lock(hashtext('host:start'))");
    return await work();
  } finally {
    await holder.query("select pg_advisory_unlock(hashtext('host:start'))").catch(() => undefined);
    holder.release();
  }
}

/** Applied from code (not drizzle-kit migrate) so a failed migration shows its real error. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}

/**
 * PostgreSQL codes that mean "not reachable now" rather than "this request is wrong": the server is
 * shutting down or crashed (57P01, 57P02), starting up or recovering (57P03), too many connections
 * (53300), or the connection failed (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** Node's socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * pg and pg-pool say these in words only. Matched at the start of the message: a wrapping error's
 * message quotes the query's parameters, which a guest's note could fill with these words.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // ...unexpectedly, ...due to connection timeout
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `error` (or an error it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not be reached, so the caller may answer 503 and let the client retry.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.startsWith(words))) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
  }
  return false;
}
