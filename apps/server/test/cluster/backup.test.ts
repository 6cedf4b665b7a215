import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, expect, inject, it } from 'vitest';
import { readManifest } from '../../src/backup/archive';
import { connect } from '../../src/db/client';
import { backupCli, ROOT, rowsOf } from '../backup-cli';
import { aReservation, anOutlet } from '../factories';
import { Client, type TestServer } from '../helper';

/**
 * Backups of an external PostgreSQL (docs/decisions/020-backups.md): the cluster's Debian PostgreSQL
 * (15 on bookworm, which Debian's pg_dump cannot take to the embedded 18 and back) backed up while
 * both servers serve, restored into a fresh embedded data directory and into an empty database
 * beside the original, each restore backed up again and found row for row the same.
 */

const cluster = inject('cluster');
const db = connect(cluster.databaseUrl, pino({ level: 'silent' }), 2);
const server = { url: cluster.servers[0]!, db, client: () => new Client(cluster.servers[0]!) } as unknown as TestServer;
const work = path.join(ROOT, '.test-data', `cluster-backup-${process.pid}-${randomBytes(4).toString('hex')}`);
const emptyDatabase = `restore_${randomBytes(5).toString('hex')}`;
const urlOf = (database: string) => cluster.databaseUrl.replace(/\/[^/?]+$/, `/${database}`);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${emptyDatabase} with (force)`);
  await admin.end();
  await db.$client.end();
  await rm(work, { recursive: true, force: true });
});

it(
  'backs up the external PostgreSQL while both servers serve, and restores it into the embedded one and into an empty database, ' +
    'row for row',
  async () => {
    const { host, table } = await anOutlet(server);
    const booking = await aReservation(host, { tables: [table('T1').id], staffNotes: 'Made on server A\tbefore the backup' });
    const version = Number((await db.$client.query<{ v: string }>(`select current_setting('server_version_num') as v`)).rows[0]!.v);

    const original = path.join(work, 'external.hostbackup.gz');
    const backup = await backupCli(['backup', '--out', original], { DATABASE_URL: cluster.databaseUrl });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).not.toContain(new URL(cluster.databaseUrl).password);
    const manifest = await readManifest(original);
    expect(manifest.postgres.versionNum).toBe(version);
    const rows = await rowsOf(original);
    expect(rows.reservations!.some((line) => line.startsWith(`${booking.id}\t`))).toBe(true);

    // Into a fresh embedded data directory (PostgreSQL 18), then backed up from there.
    const dataDir = path.join(work, 'embedded');
    const restored = await backupCli(['restore', original], { HOST_DATA_DIR: dataDir });
    expect(restored.code, restored.output).toBe(0);
    const fromEmbedded = path.join(work, 'embedded.hostbackup.gz');
    const again = await backupCli(['backup', '--out', fromEmbedded], { HOST_DATA_DIR: dataDir });
    expect(again.code, again.output).toBe(0);
    expect((await readManifest(fromEmbedded)).postgres.version).toMatch(/^18\./);
    expect(await rowsOf(fromEmbedded)).toEqual(rows);

    // Into an empty database on the external PostgreSQL, from the embedded one's backup.
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query(`create database ${emptyDatabase}`);
    await admin.end();
    const back = await backupCli(['restore', fromEmbedded], { DATABASE_URL: urlOf(emptyDatabase) });
    expect(back.code, back.output).toBe(0);
    const roundTrip = path.join(work, 'round-trip.hostbackup.gz');
    expect((await backupCli(['backup', '--out', roundTrip], { DATABASE_URL: urlOf(emptyDatabase) })).code).toBe(0);
    expect(await rowsOf(roundTrip)).toEqual(rows);
  },
  90_000,
);
