import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The repository's root, where `npm run backup|restore` run. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Run {
  code: number | null;
  /** stdout and stderr together, as a terminal shows them */
  output: string;
}

/**
 * The backup CLI as `npm run backup|restore` starts it, with only the environment given (no DATABASE_URL or HOST_DATA_DIR unless given).
 */
export function backupCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _url, HOST_DATA_DIR: _dir, ...rest } = process.env;
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['apps/server/src/backup/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...rest, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * A backup's rows by table, each table's sorted: its lines between the manifest and the checksum.
 * Sorted, because a restore need not keep the order rows had on disk (PostgreSQL may place a row
 * in another page).
 */
export async function rowsOf(file: string): Promise<Record<string, string[]>> {
  const lines = gunzipSync(await readFile(file))
    .toString()
    .split('\n');
  const manifest = JSON.parse(lines[1]!) as { tables: Array<{ name: string; rows: number }> };
  const tables: Record<string, string[]> = {};
  let at = 2;
  for (const table of manifest.tables) {
    tables[table.name] = lines.slice(at, at + table.rows).sort();
    at += table.rows;
    if (lines[at++] !== '\\.') throw new Error(`${file}: table ${table.name} does not end where its row count says`);
  }
  return tables;
}
