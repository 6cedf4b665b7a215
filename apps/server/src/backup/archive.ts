import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { SERVER_ROOT } from '../lib/server-root';
import { BackupFileError, CHECKSUM_PREFIX, END_OF_TABLE, linesOf, MAGIC, openArchive, type Manifest } from './archive-format';

export { BackupFileError, MAGIC, readManifest, type Manifest } from './archive-format';
export { codeMigrations, migrationsFolderUpTo } from './migrations-folder';

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
  sha256: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function hostVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_ROOT, '..', '..', 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
}

/** Host's tables: the ordinary tables of schema public that no extension owns. */
async function hostTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      order by c.relname`,
  );
  return rows;
}

/**
 * Writes a backup of the database `client` is connected to: every table of schema public (and the
 * list of drizzle's migrations applied), from one snapshot, so a running Host can go on meanwhile.
 * The job queue's schema (pgboss) is left out: it holds only the clock sweep's chain, which every
 * start makes anew. Written to a temporary name first: a failed backup never leaves a file that
 * looks whole.
 */
export async function writeBackup(client: pg.ClientBase, file: string): Promise<BackupResult> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await client.query('begin isolation level repeatable read read only');
  try {
    const version = await client.query<{ server_version: string; num: string }>(
      `select current_setting('server_version') as server_version, current_setting('server_version_num') as num`,
    );
    const migrationsTable = await client.query<{ found: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
    );
    const migrations = migrationsTable.rows[0]!.found
      ? (
          await client.query<{ hash: string; created_at: string }>(
            'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
          )
        ).rows.map((r) => ({
          hash: r.hash,
          createdAt: Number(r.created_at),
        }))
      : [];
    const tables = [];
    for (const table of await hostTables(client)) {
      const count = await client.query<{ n: string }>(`select count(*) as n from public.${quote(table.name)}`);
      tables.push({ ...table, rows: Number(count.rows[0]!.n) });
    }
    const sequences = [];
    const sequenceNames = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
    );
    for (const { name } of sequenceNames.rows) {
      const state = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from public.${quote(name)}`,
      );
      sequences.push({ name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      host: { version: await hostVersion() },
      postgres: { version: version.rows[0]!.server_version, versionNum: Number(version.rows[0]!.num) },
      migrations,
      tables,
      sequences,
    };

    const hash = createHash('sha256');
    const gzip = createGzip();
    const out = createWriteStream(partial, { mode: 0o600 });
    const written = pipeline(gzip, out);
    // A failed write (a full disk) is awaited below; until then it must not count as unhandled.
    written.catch(() => undefined);
    const write = async (chunk: Buffer | string) => {
      hash.update(chunk);
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
    };
    try {
      await write(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
      for (const table of tables) {
        const columns = table.columns.map(quote).join(', ');
        const rows = client.query(copyTo(`copy public.${quote(table.name)} (${columns}) to stdout`));
        let lines = 0;
        for await (const chunk of rows as AsyncIterable<Buffer>) {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
          await write(chunk);
        }
        if (lines !== table.rows) throw new Error(`table ${table.name}: ${lines} rows copied, ${table.rows} counted in the same snapshot`);
        await write(`${END_OF_TABLE}\n`);
      }
      const sha256 = hash.digest('hex');
      gzip.end(`${CHECKSUM_PREFIX}${sha256}\n`);
      await written;
      await client.query('commit');
      await rename(partial, file);
      const { size } = await stat(file);
      return { file, manifest, bytes: size, sha256 };
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Loads a backup's rows into the empty tables of the database `client` is connected to (whose
 * schema is Host's at the backup's migrations), in one transaction: the foreign keys are dropped
 * and made again afterwards (which checks every reference), Host's triggers are off meanwhile (the
 * guests' figures they keep come with the rows), each table's row count is checked against the
 * manifest, and the file's checksum before the commit. Anything wrong rolls it all back.
 */
export async function loadBackup(client: pg.ClientBase, file: string, manifest: Manifest): Promise<{ rows: number }> {
  const tablesHere = new Map((await hostTables(client)).map((t) => [t.name, t]));
  for (const table of manifest.tables) {
    const here = tablesHere.get(table.name);
    if (!here) throw new BackupFileError(`the backup has a table this Host does not have at its migrations: ${table.name}`);
    const missing = table.columns.filter((c) => !here.columns.includes(c));
    if (missing.length) throw new BackupFileError(`table ${table.name} lacks columns of the backup: ${missing.join(', ')}`);
  }

  await client.query('begin');
  try {
    const foreignKeys = await client.query<{ table_name: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        order by c.conname`,
    );
    for (const fk of foreignKeys.rows) await client.query(`alter table ${fk.table_name} drop constraint ${quote(fk.name)}`);
    for (const table of manifest.tables) await client.query(`alter table public.${quote(table.name)} disable trigger user`);

    const hash = createHash('sha256');
    const stream = openArchive(file);
    const lines = linesOf(stream);
    const take = async () => {
      const next = await lines.next();
      if (next.done) throw new BackupFileError(`${file} ends too early: it was cut short`);
      hash.update(next.value).update('\n');
      return next.value;
    };
    await take(); // the magic line and the manifest, read already
    await take();
    let total = 0;
    for (const table of manifest.tables) {
      const copy = client.query(copyFrom(`copy public.${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
      const done = once(copy, 'finish');
      // A row PostgreSQL refuses fails the stream at any moment: kept here (never unhandled) and thrown
      // at the next write, so a damaged file stops the restore instead of writing on into a dead stream.
      let refused: unknown;
      done.catch((error: unknown) => {
        refused = error;
      });
      let rows = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (refused) throw refused;
        if (!pending.length) return;
        const ok = copy.write(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
        if (!ok) await Promise.race([once(copy, 'drain'), done]);
      };
      for (;;) {
        const line = await take();
        if (line.length === 2 && line.toString() === END_OF_TABLE) break;
        pending.push(line, NEWLINE);
        pendingBytes += line.length + 1;
        rows++;
        if (pendingBytes > 256 * 1024) await flush();
      }
      await flush();
      copy.end();
      await done;
      if (rows !== table.rows)
        throw new BackupFileError(`table ${table.name}: the file holds ${rows} rows, its manifest says ${table.rows}`);
      const counted = await client.query<{ n: string }>(`select count(*) as n from public.${quote(table.name)}`);
      if (Number(counted.rows[0]!.n) !== table.rows)
        throw new BackupFileError(`table ${table.name}: ${counted.rows[0]!.n} rows loaded, the manifest says ${table.rows}`);
      total += rows;
    }
    const expected = hash.digest('hex');
    const trailer = (await lines.next()).value?.toString();
    stream.destroy();
    if (trailer !== `${CHECKSUM_PREFIX}${expected}`) throw new BackupFileError(`${file} fails its checksum: it was changed or damaged`);

    for (const sequence of manifest.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
        `public.${quote(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const table of manifest.tables) await client.query(`alter table public.${quote(table.name)} enable trigger user`);
    for (const fk of foreignKeys.rows) await client.query(`alter table ${fk.table_name} add constraint ${quote(fk.name)} ${fk.definition}`);
    await client.query('commit');
    return { rows: total };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

const NEWLINE = Buffer.from('\n');
