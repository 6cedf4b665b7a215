import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * One Host per data folder (issue 27, point 10). A second start used to find the running Host's
 * PostgreSQL in postmaster.pid, take it for one left by a crash and stop it. Now a start first takes
 * `host.pid` in the data folder and, while a live process holds it, refuses before touching
 * anything. A holder that no longer runs (killed outright) is stale: its lock is taken over, and the
 * leftover PostgreSQL is stopped as before (embedded-postgres.ts).
 */
export const LOCK_FILE = 'host.pid';

export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`Host is already running on this data folder (pid ${pid})`);
  }
}

export interface DataDirLock {
  /** Removes the lock if it is still ours. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** when the process started (Linux: clock ticks since boot), to tell a reused pid from its holder */
  startedAt: string;
}

export async function lockDataDir(dataDir: string, log: Logger): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`;
  // Written whole under another name, then linked into place: link() fails if the lock exists, so
  // of two starts at once one wins, and no one reads a lock half written.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(draft, mine);
  try {
    while (!(await linked(draft, file))) {
      const held = await readIfThere(file);
      if (held === undefined) continue; // released meanwhile
      const holder = parse(held);
      if (holder && holder.pid !== process.pid && isRunning(holder)) throw new DataDirInUseError(holder.pid);
      log.info({ pid: holder?.pid }, 'the Host that last ran on this data folder no longer runs; taking its place');
      // Only the lock we read: another start may have taken it over meanwhile.
      if ((await readIfThere(file)) === held) await rm(file, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }

  const onExit = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
    } catch {
      // gone already
    }
  };
  // However this process ends short of a kill, the next start need not wonder about this lock.
  process.once('exit', onExit);
  return {
    release: async () => {
      process.off('exit', onExit);
      onExit();
    },
  };
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function parse(text: string): Holder | undefined {
  const [pid, startedAt = ''] = text.split('\n');
  const id = Number(pid);
  return Number.isInteger(id) && id > 0 ? { pid: id, startedAt: startedAt.trim() } : undefined;
}

/** Alive and the same process: a pid reused since (after a reboot, or in a container's next run) is not the holder. */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startedAt = startTimeOf(holder.pid);
  return !holder.startedAt || startedAt === undefined || startedAt === holder.startedAt;
}

/** Field 22 of /proc/PID/stat (after the command's name, which may hold spaces); undefined off Linux. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
