import type pg from 'pg';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import { CopySink, copyTables, MemorySink, type RowSink } from './copy-sink';
import { writeBrandHistory } from './scale-bookings';
import { planScale, writeStructure, type ScaleOptions, type ScalePlan } from './scale-plan';
import type { Written } from './scale-rows';

/**
 * Writes the scale data set (issue 34) into an empty, migrated database: the plan's structure, then
 * each brand's year, all through COPY. The big tables' secondary indexes are dropped while loading and
 * made again after (one sort each instead of a million index insertions), then VACUUM ANALYZE, so the
 * planner knows the tables' sizes before the first request.
 */
export interface ScaleResult {
  plan: ScalePlan;
  counts: Record<string, number>;
  seconds: { load: number; indexes: number; analyze: number };
}

/** Tables whose indexes are made after the load rather than kept during it. */
const BULK_TABLES = [
  'customers',
  'reservations',
  'reservation_tables',
  'reservation_activities',
  'payment_requests',
  'transactions',
  'message_deliveries',
  'confirmation_notifications',
  'waiting_list_entries',
  'waiting_list_offers',
];

/**
 * Generates every row (a COPY, or memory for a test): the structure into one sink, then the history into
 * another, so a COPY sink holds a connection per table of one phase only.
 */
export async function generateScale(
  sinks: { structure: RowSink; history: RowSink; structureDone?: () => Promise<unknown> },
  options: ScaleOptions,
  hashes: { pin: string; password: string },
): Promise<ScalePlan> {
  const plan = planScale(options);
  writeStructure(sinks.structure, plan, hashes);
  await sinks.structureDone?.();
  const written: Written = { bookings: 0, tokens: 0 };
  for (const brand of plan.brands) await writeBrandHistory(sinks.history, plan, brand, written);
  return plan;
}

export async function writeScaleData(
  pool: pg.Pool,
  options: ScaleOptions,
  hashes: { pin: string; password: string },
  progress: (line: string) => void = () => undefined,
): Promise<ScaleResult> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from brands');
  if (rows[0]!.n > 0) throw new Error('The database already holds brands: the scale data set is written into an empty one only.');
  const started = performance.now();
  const indexes = await secondaryIndexes(pool);
  for (const index of indexes) await pool.query(`drop index "${index.name}"`);
  // The structure is small: kept in memory, then copied one table after another; the history streams, a connection per table.
  const structure = new MemorySink();
  const history = new CopySink(pool);
  let counts: Record<string, number> = {};
  const plan = await generateScale(
    { structure, history, structureDone: async () => (counts = await copyTables(pool, structure.tables)) },
    options,
    hashes,
  );
  counts = { ...counts, ...(await history.finish()) };
  const loaded = performance.now();
  progress(`rows written in ${((loaded - started) / 1000).toFixed(0)} s; making ${indexes.length} indexes`);
  // Two at a time: the machine's two cores.
  const queue = [...indexes];
  await Promise.all(
    [0, 1].map(async () => {
      for (let index = queue.shift(); index; index = queue.shift()) await pool.query(index.definition);
    }),
  );
  const indexed = performance.now();
  // Tonight's floor is live: a table with a party seated at it now is in use, as seating them made it (the rows above
  // write every table available, since the start of its history).
  await pool.query(
    `update tables t set status = $1, status_changed_at = r.seated_at
       from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where rt.table_id = t.id and rt.is_active and r.status = $2 and r.reservation_date = $3`,
    [TABLE_STATUS.IN_USE, RESERVATION_STATUS.SEATED, options.today],
  );
  // VACUUM too: fresh COPY rows are not yet marked all-visible, so no index-only scan would skip the heap, and autovacuum
  // would otherwise do it while the first server on the data set is being measured.
  await pool.query('vacuum (analyze)');
  const analysed = performance.now();
  return {
    plan,
    counts,
    seconds: { load: (loaded - started) / 1000, indexes: (indexed - loaded) / 1000, analyze: (analysed - indexed) / 1000 },
  };
}

/** The big tables' indexes that no constraint owns (a primary key or unique constraint stays: it checks the load). */
async function secondaryIndexes(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = 'public'::regnamespace)
      order by i.tablename, i.indexname`,
    [BULK_TABLES],
  );
  return rows;
}
