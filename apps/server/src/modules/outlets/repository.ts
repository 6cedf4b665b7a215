import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

const outletWithBrandQuery = prepared('outlet_with_brand', (db) =>
  db
    .select({ outlet: outlets, brand: brands })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, sql.placeholder('outletId'))),
);

// The same read taking an advisory lock as it reads (lib/locks.ts's key): the lock is taken with the outlet's row, and
// held to the transaction's end; the row is as the statement's start saw it, as a read before the lock would see it.
const outletWithBrandLockingQuery = prepared('outlet_with_brand_locking', (db) =>
  db
    .select({ outlet: outlets, brand: brands })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(
      and(
        eq(outlets.id, sql.placeholder('outletId')),
        sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('lockKey')}, 0)) is not null`,
      ),
    ),
);

/**
 * The outlet and its brand: read by nearly every request, so a prepared statement (db/prepared.ts). `lockKey`: an
 * advisory lock the same statement takes (none when the outlet is not found).
 */
export async function outletWithBrand(db: Executor, outletId: string, lockKey?: string) {
  const [row] = lockKey ? await outletWithBrandLockingQuery(db, { outletId, lockKey }) : await outletWithBrandQuery(db, { outletId });
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
