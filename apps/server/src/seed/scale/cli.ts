// npm run seed:scale -- [--seed N] [--tiny | --fresh] [--today YYYY-MM-DD] [--dir FOLDER] [--force]
// Writes the scale data set (issue 34; README.md, "The scale data set") into a new PostgreSQL data
// folder, which `HOST_DATA_DIR=FOLDER npm start` then serves.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { applyMigrations, connect } from '../../db/client';
import { startEmbeddedPostgres } from '../../db/embedded-postgres';
import { hashSecret } from '../../lib/password';
import { DEFAULT_TODAY, FRESH_SIZE, FULL_SIZE, NOW_TIME, TINY_SIZE, type ScaleSize } from './scale-plan';
import { SCALE_MERCHANT, SCALE_OUTLET_PIN } from './scale-shape';
import { writeScaleData, type ScaleResult } from './write-scale';

const sha512 = (secret: string) => createHash('sha512').update(secret, 'utf8').digest('hex');

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      tiny: { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      today: { type: 'string', default: DEFAULT_TODAY },
      dir: { type: 'string', default: process.env.HOST_DATA_DIR ?? 'data-scale' },
      force: { type: 'boolean', default: false },
    },
  });
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed: a whole number, not ${values.seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error(`--today: a date YYYY-MM-DD, not ${values.today}`);
  const dataDir = path.resolve(values.dir);
  if (existsSync(dataDir)) {
    if (!values.force) throw new Error(`${dataDir} exists: give another --dir, or --force to replace it`);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (values.tiny && values.fresh) throw new Error('--tiny or --fresh, not both');
  const size = values.tiny ? TINY_SIZE : values.fresh ? FRESH_SIZE : FULL_SIZE;
  const log = pino({ level: 'warn' });
  const started = performance.now();
  console.log(`Writing the scale data set (${size.name}, seed ${seed}, today ${values.today}) into ${dataDir}`);
  const postgres = await startEmbeddedPostgres({ dataDir, log });
  try {
    const db = connect(postgres.url, log, 2);
    await applyMigrations(db);
    await db.$client.end();
    // Its own pool: a COPY per table at once, and room to sort the indexes made after the load.
    const pool = new pg.Pool({ connectionString: postgres.url, max: 14, options: '-c maintenance_work_mem=256MB' });
    // A failed COPY's connection is ended with PostgreSQL below; the failure itself is thrown from the write.
    pool.on('error', () => undefined);
    const [pin, password] = await Promise.all([hashSecret(sha512(SCALE_OUTLET_PIN)), hashSecret(sha512(SCALE_MERCHANT.password))]);
    const result = await writeScaleData(pool, { seed, today: values.today, size }, { pin, password }, (line) => console.log(`  ${line}`));
    await pool.end();
    console.log(summary(result, { total: (performance.now() - started) / 1000, today: values.today, size, dataDir }));
  } finally {
    await postgres.stop();
  }
}

/** What the command wrote, how long it took, and how to sign in: no guest's data, the merchant's demo password only. */
function summary(result: ScaleResult, run: { total: number; today: string; size: ScaleSize; dataDir: string }): string {
  const { seconds, counts, plan } = result;
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  const codes = plan.brands.flatMap((b) => b.outlets.map((o) => o.code));
  return [
    '',
    `Done in ${run.total.toFixed(0)} s (rows ${seconds.load.toFixed(0)} s, indexes ${seconds.indexes.toFixed(0)} s, ` +
      `VACUUM ANALYZE ${seconds.analyze.toFixed(0)} s).`,
    ...Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, n]) => `  ${table.padEnd(width)}  ${n.toLocaleString('en').padStart(10)}`),
    '',
    `Days: ${run.size.historyDays} before ${run.today} to ${run.size.futureDays} after; ` +
      `"now" is ${NOW_TIME.slice(0, 5)} on ${run.today} in each brand's zone.`,
    `Brands: ${plan.brands.map((b) => `${b.name} (${b.country}, ${b.outlets.length} outlets)`).join(', ')}.`,
    `Merchant of every outlet: ${SCALE_MERCHANT.email} / ${SCALE_MERCHANT.password}; ` +
      `outlet PIN ${SCALE_OUTLET_PIN} with a code (${codes.slice(0, 3).join(', ')}, ...).`,
    `Serve it: HOST_DATA_DIR=${path.relative(process.cwd(), run.dataDir) || run.dataDir} HOST_NOW=${run.today}T${NOW_TIME}+08:00 npm start`,
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
