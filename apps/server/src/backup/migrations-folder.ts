import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { SERVER_ROOT } from '../lib/server-root';

/** The migrations folder of this Host, as drizzle reads it (hash and time of each): a restore holds a backup's migrations against them. */
export function codeMigrations(migrationsFolder = path.join(SERVER_ROOT, 'drizzle')) {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/** A migrations folder holding this Host's first `count` migrations only, for a restore to load into. */
export async function migrationsFolderUpTo(count: number): Promise<{ folder: string; remove(): Promise<void> }> {
  const source = path.join(SERVER_ROOT, 'drizzle');
  const journal = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const folder = await mkdtemp(path.join(tmpdir(), 'host-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
