import { rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { applyMigrations, connect } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { seedDemoData } from '../src/seed/demo';
import { TEST_NOW } from './clock';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let postgres: EmbeddedPostgres | undefined;
// One folder per run, so two runs on one machine (a developer and a watcher) never share a cluster.
const dataDir = path.resolve(import.meta.dirname, `../../../.test-data/server-${process.pid}`);

/**
 * One real PostgreSQL for the run, and a template database migrated and seeded once; each test
 * file copies the template (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 */
export async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    await rm(dataDir, { recursive: true, force: true });
    postgres = await startEmbeddedPostgres({ dataDir, log });
    url = postgres.url;
  }
  const admin = connect(url.replace(/\/[^/]+$/, '/postgres'), log, 1);
  if (postgres) {
    // A cluster made for this run and removed after it: nothing in it needs to survive a crash of the machine, so no
    // commit waits for the disk.
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
      await admin.$client.query(`alter system set ${setting} = off`);
    await admin.$client.query('select pg_reload_conf()');
  }
  await admin.$client.query('drop database if exists host_template');
  await admin.$client.query('create database host_template');
  await admin.$client.end();

  const template = connect(url.replace(/\/[^/]+$/, '/host_template'), log, 2);
  await applyMigrations(template);
  await seedDemoData(template, new Date(TEST_NOW), log);
  await template.$client.end();
  project.provide('databaseUrl', url);
}

export async function teardown() {
  await postgres?.stop();
  if (postgres) await rm(dataDir, { recursive: true, force: true });
}
