/*
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]` (docs/decisions/020-backups.md).
 * What they print names tables, counts, files and folders: never a guest's phone or email, a
 * password or a connection string's secret (an error's message is masked, its detail, which quotes
 * rows, left out).
 */
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import pino from 'pino';
import { applyMigrations, connect, withStartLock, type Database } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { maskPersonalData } from '../lib/redact';
import { BackupFileError, codeMigrations, loadBackup, migrationsFolderUpTo, readManifest, writeBackup, type Manifest } from './archive';
import { openTarget, RefusalError, type Target } from './database';

const USAGE = `usage: npm run backup [-- --out FILE]
       npm run restore -- FILE [--force]
The database is Host's: DATABASE_URL when set, else the embedded one in HOST_DATA_DIR (default ./data).`;

/** Paths typed on the command line are the caller's: npm runs scripts from the repository's root. */
const callersPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A file as the user would name it: relative to here when it is below here. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function backup(args: string[]) {
  const outIndex = args.indexOf('--out');
  if (outIndex !== -1 && !args[outIndex + 1]) throw new RefusalError(`--out needs a file name\n${USAGE}`);
  const unknown = args.filter((_arg, i) => i !== outIndex && i !== outIndex + 1);
  if (unknown.length) throw new RefusalError(`unexpected ${unknown.join(' ')}\n${USAGE}`);
  const file = outIndex === -1 ? path.resolve('backups', `host-${timestamp()}.hostbackup.gz`) : callersPath(args[outIndex + 1]!);

  const target = await openTarget('backup');
  try {
    console.log(`Backing up ${target.describe}${target.running ? ' (Host keeps running: one consistent snapshot)' : ''} ...`);
    const client = new pg.Client(target.connection);
    await client.connect();
    try {
      const result = await writeBackup(client, file);
      const rows = result.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        [
          `Wrote ${shown(file)} (${kilobytes(result.bytes)}, sha256 ${result.sha256.slice(0, 16)}...)`,
          `  ${result.manifest.tables.length} tables, ${rows} rows, ${bookings(result.manifest)} bookings; ` +
            `${result.manifest.migrations.length} migrations; PostgreSQL ${result.manifest.postgres.version}`,
          `  It holds guests' personal data and Host's secrets: keep it as safe as the database (it is readable by you only).`,
        ].join('\n'),
      );
    } finally {
      await client.end();
    }
  } finally {
    await target.release();
  }
}

const bookings = (manifest: Manifest) => manifest.tables.find((t) => t.name === 'reservations')?.rows ?? 0;

/** The backup's migrations must be this Host's first ones: it is loaded into them, the rest applied after. */
function checkMigrations(manifest: Manifest) {
  const code = codeMigrations();
  if (manifest.migrations.length > code.length)
    throw new RefusalError(
      `The backup was made by a newer Host (${manifest.migrations.length} migrations; this one has ${code.length}). ` +
        'Restore it with that Host or a later one.',
    );
  manifest.migrations.forEach((migration, i) => {
    if (migration.createdAt !== code[i]!.createdAt)
      throw new RefusalError(
        `The backup's migration ${i + 1} is not this Host's ` +
          "(the backup comes from a different line of Host's history); it cannot be restored here.",
      );
  });
}

async function restore(args: string[]) {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('--')) throw new RefusalError(`name one backup file\n${USAGE}`);
  const file = callersPath(rest[0]!);
  const manifest = await readManifest(file);
  checkMigrations(manifest);

  const target = await openTarget('restore');
  const client = new pg.Client(target.connection);
  const db = connect(target.url!, pino({ level: 'warn' }, pino.destination(2)), 2);
  try {
    await client.connect();
    // Under the start's lock (db/client.ts): a Host starting against this database meanwhile waits
    // for the restore instead of migrating and seeding beside it.
    await withStartLock(db, () => restoreInto(target, { client, db }, { file, manifest, force }));
  } finally {
    await db.$client.end();
    await client.end().catch(() => undefined);
    await target.release();
  }
}

async function restoreInto(
  target: Target,
  { client, db }: { client: pg.Client; db: Database },
  { file, manifest, force }: { file: string; manifest: Manifest; force: boolean },
) {
  const tables = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  const holding = [];
  for (const { name } of tables.rows) {
    const some = await client.query(`select from public."${name.replaceAll('"', '""')}" limit 1`);
    if (some.rowCount) holding.push(name);
  }
  if (holding.length && !force)
    throw new RefusalError(
      `Refusing to overwrite: ${target.describe} already holds data (${holding.length} tables with rows). ` +
        'Restore into an empty HOST_DATA_DIR or database, or add --force to replace what is there.',
    );
  if (holding.length) console.log(`--force: replacing the data of ${target.describe}`);
  const leftovers = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'v', 'm', 'S', 'p')`,
  );
  const schemas = await client.query<{ n: number }>(`select count(*)::int as n from pg_namespace where nspname in ('drizzle', 'pgboss')`);
  if (leftovers.rows[0]!.n > 0 || schemas.rows[0]!.n > 0) {
    // What an earlier, failed restore (or the replaced data) left: Host's schemas start afresh.
    await client.query(
      'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    );
  }
  console.log(
    `Restoring ${shown(file)} (made ${manifest.createdAt} by Host ${manifest.host.version} ` +
      `on PostgreSQL ${manifest.postgres.version}) into ${target.describe} ...`,
  );

  const upTo = await migrationsFolderUpTo(manifest.migrations.length);
  try {
    await migrate(db, { migrationsFolder: upTo.folder });
  } finally {
    await upTo.remove();
  }
  const loaded = await loadBackup(client, file, manifest);
  await applyMigrations(db);
  const newer = codeMigrations().length - manifest.migrations.length;
  console.log(
    [
      `Restored ${manifest.tables.length} tables, ${loaded.rows} rows, ${bookings(manifest)} bookings: ` +
        'every count matches the manifest and the file its checksum.',
      newer ? `  Applied this Host's ${newer} newer migrations after loading.` : undefined,
      target.kind === 'embedded'
        ? `  Start Host on it: HOST_DATA_DIR=${target.dataDir} npm start`
        : `  Start Host on it with this DATABASE_URL.`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return backup(args);
  if (command === 'restore') return restore(args);
  throw new RefusalError(USAGE);
}

/**
 * The one way out of a failure: a database error's detail and context quote rows (a guest's phone in a duplicate key), so only its message,
 * masked, and its code.
 */
function fail(error: unknown): never {
  if (error instanceof RefusalError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  const { message, code } = error as { message?: string; code?: string };
  const what = error instanceof BackupFileError ? 'the backup file is not usable' : 'it failed';
  console.error(`${process.argv[2] ?? 'backup'}: ${what}: ${maskPersonalData(String(message ?? error))}${code ? ` (${code})` : ''}`);
  process.exit(1);
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
// Ctrl-C: 'exit' stops an embedded PostgreSQL started for the occasion (embedded-postgres.ts); a
// half-written backup stays a `.partial` file, a half-done restore is rolled back by PostgreSQL.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`${process.argv[2] ?? 'backup'}: stopped (${signal})`);
    process.exit(130);
  });

main().then(() => process.exit(0), fail);
