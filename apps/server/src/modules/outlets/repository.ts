import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

export async function outletWithBrand(db: Executor, outletId: string) {
  const [row] = await db
    .select({ outlet: outlets, brand: brands })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, outletId));
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
