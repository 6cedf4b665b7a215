import { and, eq, sql } from 'drizzle-orm';
import { databaseOf, type Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { brands, outletEntitlements, outletOpeningHours, outlets } from '../../db/tables/outlets';

export async function findOutletProfileRows(db: Executor, outletId: string) {
  const row = await outletWithBrand(db, outletId);
  if (!row) return undefined;
  const [entitlements, openingHours] = await Promise.all([
    db.select().from(outletEntitlements).where(eq(outletEntitlements.outletId, outletId)),
    db.select().from(outletOpeningHours).where(eq(outletOpeningHours.outletId, outletId)).orderBy(outletOpeningHours.dayOfWeek),
  ]);
  return { ...row, entitlements, openingHours };
}

// The statements below name the row version they read: PostgreSQL's xmin (the transaction that wrote it) and ctid
// (where it lies), of the outlet's row and of its brand's. Together they name one version of each row: an update writes
// a new version elsewhere, and two updates in one transaction (one xmin) leave two ctids.
const versionsOf = sql<string>`${outlets}.xmin::text || ${outlets}.ctid::text || ${brands}.xmin::text || ${brands}.ctid::text`;

const outletWithBrandQuery = prepared('outlet_with_brand', (db) =>
  db
    .select({ outlet: outlets, brand: brands, versions: versionsOf })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, sql.placeholder('outletId'))),
);

const outletVersionsQuery = prepared('outlet_versions', (db) =>
  db
    .select({ versions: versionsOf })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, sql.placeholder('outletId'))),
);

// The same read taking an advisory lock as it reads (lib/locks.ts's key): the lock is taken with the outlet's row, and
// held to the transaction's end; the row is as the statement's start saw it, as a read before the lock would see it.
const lockingCondition = sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('lockKey')}, 0)) is not null`;

const outletWithBrandLockingQuery = prepared('outlet_with_brand_locking', (db) =>
  db
    .select({ outlet: outlets, brand: brands, versions: versionsOf })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(and(eq(outlets.id, sql.placeholder('outletId')), lockingCondition)),
);

const outletVersionsLockingQuery = prepared('outlet_versions_locking', (db) =>
  db
    .select({ versions: versionsOf })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(and(eq(outlets.id, sql.placeholder('outletId')), lockingCondition)),
);

type OutletWithBrandRow = { outlet: typeof outlets.$inferSelect; brand: typeof brands.$inferSelect };

/**
 * The outlet and brand rows last read, by database and outlet, with the versions they were read at. Nearly every request reads its
 * outlet, some 130 columns with its brand, and they change a few times a day: a request asks for the versions only
 * and reads the rows again when they moved. What is kept is never served without that check in the request's own
 * statement, so a change made anywhere (another server, psql, a migration) is read by the next request, and a
 * transaction that changed the row reads its own change. Kept frozen: a caller that changed a kept row would change it
 * for every later request.
 */
type KeptRows = Map<string, { versions: string; row: OutletWithBrandRow }>;
const keptByDatabase = new WeakMap<object, KeptRows>();
const KEPT_OUTLETS = 1000;

function keptRowsOf(db: Executor): KeptRows {
  const database = databaseOf(db);
  let kept = keptByDatabase.get(database);
  if (!kept) keptByDatabase.set(database, (kept = new Map()));
  return kept;
}

function keep(keptRows: KeptRows, outletId: string, versions: string, row: OutletWithBrandRow): OutletWithBrandRow {
  const frozen = deepFreeze({ outlet: row.outlet, brand: row.brand });
  keptRows.delete(outletId);
  if (keptRows.size >= KEPT_OUTLETS) keptRows.delete(keptRows.keys().next().value!);
  keptRows.set(outletId, { versions, row: frozen });
  return frozen;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The outlet and its brand: read by nearly every request, so prepared statements (db/prepared.ts), and the rows kept
 * between their changes (above). `lockKey`: an advisory lock the same statement takes (none when the outlet is not
 * found). Docs: docs/decisions/039-booking-writes.md.
 */
export async function outletWithBrand(db: Executor, outletId: string, lockKey?: string): Promise<OutletWithBrandRow | undefined> {
  const keptRows = keptRowsOf(db);
  const kept = keptRows.get(outletId);
  if (kept) {
    const [current] = lockKey ? await outletVersionsLockingQuery(db, { outletId, lockKey }) : await outletVersionsQuery(db, { outletId });
    if (!current) {
      keptRows.delete(outletId);
      return undefined;
    }
    if (current.versions === kept.versions) return kept.row;
  }
  // Read whole: with the lock when the kept versions did not take it already.
  const [row] =
    lockKey && !kept ? await outletWithBrandLockingQuery(db, { outletId, lockKey }) : await outletWithBrandQuery(db, { outletId });
  if (!row) return undefined;
  return keep(keptRows, outletId, row.versions, row);
}

export async function lockOutlet(db: Executor, outletId: string) {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, outletId)).for('update');
  return row;
}

export async function updateOutlet(db: Executor, outletId: string, values: Partial<typeof outlets.$inferInsert>) {
  const [row] = await db.update(outlets).set(values).where(eq(outlets.id, outletId)).returning();
  return row!;
}
