import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { personalDataSafeLogging } from '../lib/redact';

/**
 * The database a backup reads or a restore writes, as `npm start` would find it: DATABASE_URL when
 * set, else the embedded cluster of HOST_DATA_DIR. A cluster that a running Host (or a PostgreSQL
 * it left) already runs is reached over its socket, as that server does: a second postmaster on
 * one data directory is impossible, and starting ours would stop the running one (embedded-postgres.ts
 * stops leftovers).
 */
export interface Target {
  /** what to tell the user: never a password */
  describe: string;
  kind: 'external' | 'embedded';
  /** the embedded cluster is run by someone else (a running Host) */
  running: boolean;
  /** connection settings for node-postgres */
  connection: pg.ClientConfig;
  /** the same as a URL, for drizzle's migrator; undefined for a running embedded cluster */
  url?: string;
  dataDir?: string;
  /** stops what was started for the occasion */
  release(): Promise<void>;
}

export class RefusalError extends Error {}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.HOST_DATA_DIR || './data');
}

/** Where the cluster of a data directory lives (a root-run Host may keep it under /var/tmp; see embedded-postgres.ts). */
export async function clusterDirOf(dataDir: string): Promise<string> {
  const marker = path.join(dataDir, 'postgres.location');
  if (existsSync(marker)) {
    const located = (await readFile(marker, 'utf8')).trim();
    if (existsSync(located)) return located;
  }
  return path.join(dataDir, 'postgres');
}

export function hasCluster(clusterDir: string): boolean {
  return existsSync(path.join(clusterDir, 'PG_VERSION'));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster running on `clusterDir`, from its postmaster.pid (pid, data dir, start, port, socket folder, ...). */
export async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number; socketDir: string } | undefined> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const [pid, , , port, socketDir] = text.split('\n');
  const id = Number(pid);
  if (!id || !isAlive(id)) return undefined;
  return { pid: id, port: Number(port?.trim()), socketDir: socketDir?.trim() ?? '' };
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  const socket = parsed.searchParams.get('host');
  return `PostgreSQL at ${socket ?? parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

const log = pino({ level: 'warn', ...personalDataSafeLogging }, pino.destination(2));

/**
 * The database to back up or restore into. `purpose` 'restore' refuses a running cluster: a restore
 * replaces what a running server is using.
 */
export async function openTarget(purpose: 'backup' | 'restore', env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl) {
    return {
      kind: 'external',
      describe: describeUrl(databaseUrl),
      running: false,
      connection: { connectionString: databaseUrl },
      url: databaseUrl,
      release: async () => undefined,
    };
  }
  const dataDir = dataDirFromEnv(env);
  const clusterDir = await clusterDirOf(dataDir);
  if (purpose === 'backup' && !hasCluster(clusterDir))
    throw new RefusalError(`There is no Host database in ${dataDir} (HOST_DATA_DIR): nothing to back up.`);
  const running = hasCluster(clusterDir) ? await runningPostmaster(clusterDir) : undefined;
  if (running) {
    if (purpose === 'restore')
      throw new RefusalError(
        `Host (or its PostgreSQL, pid ${running.pid}) is running on ${dataDir}. Stop it first: a restore never replaces a database in use.`,
      );
    const password = (await readFile(path.join(clusterDir, '..', `${path.basename(clusterDir)}.password`), 'utf8')).trim();
    return {
      kind: 'embedded',
      describe: `the running embedded PostgreSQL of ${dataDir}`,
      running: true,
      connection: { host: running.socketDir || '127.0.0.1', port: running.port, user: 'postgres', password, database: 'host' },
      dataDir,
      release: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir, log });
  return {
    kind: 'embedded',
    describe: `the embedded PostgreSQL of ${dataDir}`,
    running: false,
    connection: { connectionString: embedded.url },
    url: embedded.url,
    dataDir,
    release: () => embedded.stop(),
  };
}
