import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function connect(url: string, log: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A server shutdown (57P01) or a dropped connection must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  return drizzle({ client: pool, schema, casing: 'snake_case' }) as Database;
}

/** Applied from code (not drizzle-kit migrate) so a failed migration shows its real error. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}
