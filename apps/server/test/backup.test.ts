import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readManifest } from '../src/backup/archive';
import { loadConfig } from '../src/config/env';
import { applyMigrations, connect, type Database } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { createClock } from '../src/lib/clock';
import { backupCli, ROOT, type Run } from './backup-cli';
import { TEST_NOW } from './clock';
import { aReservation, anOutlet } from './factories';
import { Client, startTestServer, type TestServer } from './helper';

/**
 * `npm run backup` and `npm run restore` as a user runs them (the CLI in a child process): a backup
 * of a database with the demo book and bookings made through HTTP, restored into a fresh data
 * directory, where a second Host finds every booking as it was; the running Host's cluster backed
 * up over its socket; restores refused over data (unless --force) and over a running Host; a
 * damaged file refused whole.
 */

const work = path.join(ROOT, '.test-data', `backup-${process.pid}-${randomBytes(4).toString('hex')}`);
const restoredDir = path.join(work, 'restored');
const silent = pino({ level: 'silent' });

let source: TestServer;
let sourceUrl: string;
let admin: pg.Client;
const made: Array<{ id: string; status: number; version: number }> = [];

/** Every booking with its guest, as a restore must give it back. */
async function bookings(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  return (
    await query(`select r.*, row_to_json(c) as guest from reservations r left join customers c on c.id = r.customer_id order by r.id`)
  ).rows;
}

/** Row counts of every table of schema public. */
async function tableCounts(client: pg.Client) {
  const tables = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) counts[name] = Number((await client.query(`select count(*) as n from public."${name}"`)).rows[0].n);
  return counts;
}

/** What the scripts must never print: every guest's phone (also as bare digits) and email, and the database password. */
async function secrets(): Promise<string[]> {
  const guests = await source.db.$client.query<{ phone: string | null; email: string | null }>('select phone, email from customers');
  const password = new URL(sourceUrl).password;
  return [
    ...guests.rows
      .flatMap((g) => [g.phone, g.phone?.replace(/\D/g, ''), g.email])
      .filter((value): value is string => !!value && value.length >= 6),
    decodeURIComponent(password),
  ];
}

async function expectNoSecrets(run: Run) {
  for (const secret of await secrets()) expect(run.output, 'a phone, email or password in the output').not.toContain(secret);
}

const urlOf = (database: string) => sourceUrl.replace(/\/[^/?]+(\?|$)/, `/${database}$1`);

async function emptyDatabase() {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  return { name, url: urlOf(name) };
}

async function clientOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

beforeAll(async () => {
  source = await startTestServer();
  sourceUrl = (source.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
  admin = await clientOf(urlOf('postgres'));
  // Bookings made through HTTP on top of the demo book: one left BOOKED, one CONFIRMED, one cancelled,
  // with notes COPY must escape (tab, newline, backslash, quotes, a `\.` line, CJK).
  const { host, table } = await anOutlet(source);
  const notes = ['Window seat\tplease', 'Line one\nLine two', 'Back\\slash and "quotes"', '\\.', '生日快乐 🎂'];
  for (const [i, note] of notes.entries()) {
    const booking = await aReservation(host, {
      time: i < 3 ? `${18 + i}:00` : '12:00',
      tables: [table(['T1', 'T2', 'T3'][i % 3]!).id],
      staffNotes: note,
      customerFirstName: `Guest ${i}`,
    });
    made.push({ id: booking.id, status: booking.status, version: booking.version });
  }
  for (const [index, status] of [
    [1, RESERVATION_STATUS.CONFIRMED],
    [2, RESERVATION_STATUS.CANCELLED],
  ] as const) {
    const changed = await host.call('POST', `/api/v1/reservations/${made[index]!.id}/status`, { status });
    expect(changed.status).toBe(200);
    made[index] = { id: changed.body.id, status: changed.body.status, version: changed.body.version };
  }
  expect(made[1]!.version).toBeGreaterThan(1);
}, 60_000);

afterAll(async () => {
  await source?.close();
  const leftovers = await admin?.query<{ datname: string }>(`select datname from pg_database where datname like 'restore_%'`);
  for (const { datname } of leftovers?.rows ?? []) await admin.query(`drop database if exists ${datname} with (force)`);
  await admin?.end();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  const fileA = path.join(work, 'a.hostbackup.gz');
  const fileB = path.join(work, 'b.hostbackup.gz');

  it(
    'backs up a database (DATABASE_URL) into one file, readable by its owner only, saying what it holds without a phone, ' +
      'email or password',
    async () => {
      const run = await backupCli(['backup', '--out', fileA], { DATABASE_URL: sourceUrl });
      expect(run.output).toContain('Wrote');
      expect(run.code, run.output).toBe(0);
      expect((await stat(fileA)).mode & 0o077).toBe(0);
      await expectNoSecrets(run);

      const manifest = await readManifest(fileA);
      const counts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
      const client = await clientOf(sourceUrl);
      const expected = await tableCounts(client).finally(() => client.end());
      expect(counts).toEqual(expected);
      expect(counts.reservations).toBeGreaterThan(made.length);
      expect(manifest.postgres.versionNum).toBeGreaterThanOrEqual(150000);
      expect(manifest.migrations.length).toBeGreaterThan(0);
      expect(run.output).toContain(`${counts.reservations} bookings`);
    },
  );

  it('restores into a fresh data directory, where a second Host finds every booking as it was', async () => {
    const run = await backupCli(['restore', fileA], { HOST_DATA_DIR: restoredDir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`HOST_DATA_DIR=${restoredDir} npm start`);
    await expectNoSecrets(run);

    // A second Host on the restored data directory, started as main.ts starts one.
    const postgres: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: restoredDir, log: silent });
    let db: Database | undefined;
    let app: FastifyInstance | undefined;
    try {
      db = connect(postgres.url, silent);
      await applyMigrations(db);
      const built = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', HOST_NOW: TEST_NOW, PORT: '0', SMTP_CATCHER_PORT: '0' }),
        db,
        clock: createClock(TEST_NOW),
        log: silent,
        webDist: '/nonexistent',
      });
      app = built.app;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const second = new Client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);

      // Every booking, with every column and its guest, is the source's.
      expect(await bookings((sql) => db!.$client.query(sql))).toEqual(await bookings((sql) => source.db.$client.query(sql)));
      // And through HTTP: the demo outlet's sign-in (its PIN's hash came back too) and a booking of each status made above.
      const demo = await second.loginWithPin('JG-ORCHARD', '2468');
      expect(demo.status).toBe(200);
      const first = source.client();
      const sourceOwner = await first.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026');
      const restoredOwner = await second.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026');
      expect(sourceOwner.status).toBe(200);
      expect(restoredOwner.status).toBe(200);
      const sourceDay = await first.get(`/api/v1/outlets/${demo.body.outlet.id}/reservations?date=${TEST_NOW.slice(0, 10)}`, {
        authorization: `Bearer ${sourceOwner.body.hostV2AuthToken}`,
      });
      const restoredDay = await second.get(`/api/v1/outlets/${demo.body.outlet.id}/reservations?date=${TEST_NOW.slice(0, 10)}`, {
        authorization: `Bearer ${restoredOwner.body.hostV2AuthToken}`,
      });
      expect(restoredDay.status).toBe(200);
      expect(restoredDay.body.reservations.length).toBeGreaterThan(0);
      expect(
        restoredDay.body.reservations.map((r: { id: string; status: number; version: number }) => [r.id, r.status, r.version]),
      ).toEqual(sourceDay.body.reservations.map((r: { id: string; status: number; version: number }) => [r.id, r.status, r.version]));
      const restoredRows = await db.$client.query<{ id: string; status: number; version: number; staff_notes: string }>(
        `select id, status, version, staff_notes from reservations where id = any($1) order by array_position($1::uuid[], id)`,
        [made.map((m) => m.id)],
      );
      expect(restoredRows.rows.map(({ id, status, version }) => ({ id, status, version }))).toEqual(made);
      expect(restoredRows.rows.map((r) => r.staff_notes)).toEqual([
        'Window seat\tplease',
        'Line one\nLine two',
        'Back\\slash and "quotes"',
        '\\.',
        '生日快乐 🎂',
      ]);

      // While this Host runs: its cluster is backed up over its socket, and no restore replaces it.
      const running = await backupCli(['backup', '--out', fileB], { HOST_DATA_DIR: restoredDir });
      expect(running.code, running.output).toBe(0);
      expect(running.output).toContain('running embedded PostgreSQL');
      expect(postgres.pid()).toBeDefined();
      // The same rows, but for the sessions of the sign-ins above.
      const rowsOf = async (file: string) =>
        (await readManifest(file)).tables.filter((t) => t.name !== 'sessions').map((t) => [t.name, t.rows]);
      expect(await rowsOf(fileB)).toEqual(await rowsOf(fileA));
      const refused = await backupCli(['restore', fileA, '--force'], { HOST_DATA_DIR: restoredDir });
      expect(refused.code, refused.output).toBe(2);
      expect(refused.output).toMatch(/is running on .*Stop it first/);
    } finally {
      await app?.close();
      await db?.$client.end();
      await postgres.stop();
    }
  }, 60_000);

  it('refuses to restore over a data directory that holds Host data, unless --force', async () => {
    const refused = await backupCli(['restore', fileB], { HOST_DATA_DIR: restoredDir });
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain('Refusing to overwrite');
    expect(refused.output).toContain('--force');
    expect(refused.output).not.toContain('Restored');

    const forced = await backupCli(['restore', fileB, '--force'], { HOST_DATA_DIR: restoredDir });
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('--force: replacing');
    // The cluster was started for the restore and stopped again: a backup starts it once more.
    const again = await backupCli(['backup', '--out', path.join(work, 'c.hostbackup.gz')], { HOST_DATA_DIR: restoredDir });
    expect(again.code, again.output).toBe(0);
    expect(again.output).not.toContain('running embedded');
  }, 60_000);

  it('restores into an empty external database (DATABASE_URL), and refuses it once it holds data', async () => {
    const target = await emptyDatabase();
    const run = await backupCli(['restore', fileB], { DATABASE_URL: target.url });
    expect(run.code, run.output).toBe(0);
    const client = await clientOf(target.url);
    try {
      expect(await bookings((sql) => client.query(sql))).toEqual(await bookings((sql) => source.db.$client.query(sql)));
    } finally {
      await client.end();
    }
    const refused = await backupCli(['restore', fileA], { DATABASE_URL: target.url });
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain('Refusing to overwrite');
  }, 60_000);

  it('refuses a damaged backup whole: nothing is left loaded', async () => {
    const text = gunzipSync(await readFile(fileA)).toString();
    const damaged = path.join(work, 'damaged.hostbackup.gz');
    // One character of one row changed (a booking's pax), the manifest and checksum left as they were.
    const lines = text.split('\n');
    const start = lines.findIndex((line, i) => i > 1 && /\t\d+\t/.test(line));
    lines[start] = lines[start]!.replace(/\t(\d+)\t/, (_m, n: string) => `\t${Number(n) + 1}\t`);
    await writeFile(damaged, gzipSync(lines.join('\n')));
    const target = await emptyDatabase();
    const run = await backupCli(['restore', damaged], { DATABASE_URL: target.url });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('fails its checksum');
    const client = await clientOf(target.url);
    try {
      expect((await client.query('select count(*)::int as n from reservations')).rows[0].n).toBe(0);
      expect((await client.query('select count(*)::int as n from brands')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }

    // A file whose checksum was made again over a repeated guest: PostgreSQL refuses the row, and
    // what is printed names neither the guest's phone nor email (its error's detail quotes them).
    const sections = gunzipSync(await readFile(fileA))
      .toString()
      .split('\n');
    const manifest = JSON.parse(sections[1]!) as { tables: Array<{ name: string; rows: number }> };
    const order = manifest.tables.map((t) => t.name);
    let line = 2;
    for (const name of order.slice(0, order.indexOf('customers'))) line += manifest.tables.find((t) => t.name === name)!.rows + 1;
    sections.splice(line, 0, sections[line]!);
    manifest.tables.find((t) => t.name === 'customers')!.rows += 1;
    sections[1] = JSON.stringify(manifest);
    const body = sections.slice(0, -2).join('\n') + '\n';
    const repeated = path.join(work, 'repeated.hostbackup.gz');
    await writeFile(repeated, gzipSync(body + `sha256 ${createHash('sha256').update(body).digest('hex')}\n`));
    const duplicate = await backupCli(['restore', repeated], { DATABASE_URL: target.url });
    expect(duplicate.code, duplicate.output).toBe(1);
    expect(duplicate.output).toContain('duplicate key');
    await expectNoSecrets(duplicate);

    // A backup of a newer Host (a migration this one lacks) is refused before anything is touched.
    const newer = JSON.parse(sections[1]!) as { migrations: Array<{ hash: string; createdAt: number }> };
    newer.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    sections[1] = JSON.stringify(newer);
    const fromNewer = path.join(work, 'newer.hostbackup.gz');
    await writeFile(fromNewer, gzipSync(sections.join('\n')));
    const refusedNewer = await backupCli(['restore', fromNewer], { DATABASE_URL: target.url });
    expect(refusedNewer.code, refusedNewer.output).toBe(2);
    expect(refusedNewer.output).toContain('made by a newer Host');

    const notABackup = await backupCli(['restore', path.join(ROOT, 'package.json')], { DATABASE_URL: target.url });
    expect(notABackup.code).toBe(1);
    expect(notABackup.output).toContain('is not a Host backup');
  }, 60_000);
});
