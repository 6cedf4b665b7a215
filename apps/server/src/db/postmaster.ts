import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { isAlive, type PostgresUser } from './postgres-user';

/** Where and as whom one postmaster runs; kept between restarts so the pool's connection string stays valid. */
export interface PostmasterOptions {
  nativeDir: string;
  dataDir: string;
  port: number;
  socketDir: string | null;
  user: PostgresUser | undefined;
}

/** Resolves only once PostgreSQL accepts connections, so that the first query never races its start. */
export function launchPostmaster({ nativeDir, dataDir, port, socketDir, user }: PostmasterOptions, log: Logger): Promise<ChildProcess> {
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
export function supervise(launchOnce: () => Promise<ChildProcess>, log: Logger) {
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

/** A fast shutdown (open transactions roll back, nothing committed is lost), with a kill should it hang. */
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
export async function stopLeftoverPostmaster(dataDir: string, log: Logger) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn({ pid }, 'a PostgreSQL from an earlier run still holds the data directory; stopping it');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
