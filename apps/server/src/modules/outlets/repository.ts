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

// The statements below name the row versions they read: PostgreSQL's xmin (the transaction that wrote the version) and
// ctid (where it lies), of the outlet's row and of its brand's. A committed transaction leaves one visible version of a
// row, so once no writer is in progress, an xmin names one content. A version read by the transaction writing it may be
// followed by another of the same xmin (its second update): such a read is `keepable: false`, answered and not kept.
const versionsOf = sql<string>`${outlets}.xmin::text || ${outlets}.ctid::text || ${brands}.xmin::text || ${brands}.ctid::text`;
// No transaction id assigned: this transaction (savepoints included) has written nothing yet.
const keepable = sql<boolean>`pg_current_xact_id_if_assigned() is null`;

// Each read can take an advisory lock as it reads (lib/locks.ts's key): the lock is taken with the outlet's row, and held
// to the transaction's end. The first statement's row is as its start saw it; rows read whole after the versions moved
// come from a second statement, after the lock, so they can only be newer.
const lockingCondition = sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('lockKey')}, 0)) is not null`;

/** The outlet asked for, with the lock taken as it is read when `locking`. */
const theOutlet = (locking: boolean) =>
  locking ? and(eq(outlets.id, sql.placeholder('outletId')), lockingCondition) : eq(outlets.id, sql.placeholder('outletId'));

/** The rows whole, with their versions. */
const wholeRead = (name: string, locking: boolean) =>
  prepared(name, (db) =>
    db
      .select({ outlet: outlets, brand: brands, versions: versionsOf, keepable })
      .from(outlets)
      .innerJoin(brands, eq(brands.id, outlets.brandId))
      .where(theOutlet(locking)),
  );

/** The rows' versions alone. */
const versionsRead = (name: string, locking: boolean) =>
  prepared(name, (db) =>
    db.select({ versions: versionsOf }).from(outlets).innerJoin(brands, eq(brands.id, outlets.brandId)).where(theOutlet(locking)),
  );

const outletWithBrandQuery = wholeRead('outlet_with_brand', false);
const outletWithBrandLockingQuery = wholeRead('outlet_with_brand_locking', true);
const outletVersionsQuery = versionsRead('outlet_versions', false);
const outletVersionsLockingQuery = versionsRead('outlet_versions_locking', true);

type OutletWithBrandRow = { outlet: typeof outlets.$inferSelect; brand: typeof brands.$inferSelect };

/**
 * The outlet and brand rows last read, by database and outlet, with the versions they were read at. Nearly every
 * request reads its outlet, some 70 columns with its brand, and they change a few times a day: a request asks for the
 * versions only and reads the rows again when they moved. What is kept is never served without that check in the
 * request's own statement, so a change made anywhere (another server, psql, a migration) is read by the next request,
 * and a transaction that changed the row reads its own change. Kept frozen: a caller that changed a kept row would
 * change it for every later request (a Date's setters are not stopped by it: nothing sets one).
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

/** Kept last in the map's order, so the outlet asked for longest ago goes first when the map is full. */
function keep(keptRows: KeptRows, outletId: string, entry: { versions: string; row: OutletWithBrandRow }) {
  keptRows.delete(outletId);
  if (keptRows.size >= KEPT_OUTLETS) keptRows.delete(keptRows.keys().next().value!);
  keptRows.set(outletId, entry);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The outlet and its brand: read by nearly every request, so prepared statements (db/prepared.ts), and the rows kept
 * between their changes (above). `lockKey`: an advisory lock the first statement takes (none when the outlet is not
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
    if (current.versions === kept.versions) {
      keep(keptRows, outletId, kept);
      return kept.row;
    }
  }
  // Read whole: with the lock when the versions' statement did not take it already.
  const [read] =
    lockKey && !kept ? await outletWithBrandLockingQuery(db, { outletId, lockKey }) : await outletWithBrandQuery(db, { outletId });
  if (!read) return undefined;
  const row = deepFreeze({ outlet: read.outlet, brand: read.brand });
  if (read.keepable) keep(keptRows, outletId, { versions: read.versions, row });
  return row;
}

export async function lockOutlet(db: Executor, outletId: string) {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, outletId)).for('update');
  return row;
}

export async function updateOutlet(db: Executor, outletId: string, values: Partial<typeof outlets.$inferInsert>) {
  const [row] = await db.update(outlets).set(values).where(eq(outlets.id, outletId)).returning();
  return row!;
}
