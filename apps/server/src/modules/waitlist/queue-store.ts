import { IN_QUEUE, type QueueEntry, type QueueStatus } from '@host/domain/waitlist/queue';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueEntries } from '../../db/tables/waitlist';

/** The door queue's rows (docs/rules.md section 10): this module alone writes them. */
export type QueueRow = typeof queueEntries.$inferSelect;
export type NewQueueRow = typeof queueEntries.$inferInsert;

const inQueue = (outletId: string) => and(eq(queueEntries.outletId, outletId), inArray(queueEntries.status, [...IN_QUEUE]));

/** The parties still in the outlet's queue, front first. */
export async function partiesInQueue(db: Executor, outletId: string) {
  return db.select().from(queueEntries).where(inQueue(outletId)).orderBy(asc(queueEntries.position), asc(queueEntries.joinedAt));
}

export async function findEntry(db: Executor, id: string) {
  const [row] = await db.select().from(queueEntries).where(eq(queueEntries.id, id));
  return row;
}

export async function lockEntry(tx: Executor, id: string) {
  const [row] = await tx.select().from(queueEntries).where(eq(queueEntries.id, id)).for('update');
  return row;
}

export async function insertEntry(tx: Executor, values: NewQueueRow) {
  const [row] = await tx.insert(queueEntries).values(values).returning();
  return row!;
}

export async function updateEntry(tx: Executor, row: QueueRow, values: Partial<NewQueueRow> & { updatedAt: Date }) {
  const [updated] = await tx
    .update(queueEntries)
    .set({ ...values, version: sql`${queueEntries.version} + 1` })
    .where(eq(queueEntries.id, row.id))
    .returning();
  return updated!;
}

/** The queue's positions written one to n in the order given (only those that changed). */
export async function renumber(tx: Executor, ordered: readonly QueueRow[], at: Date) {
  for (const [index, row] of ordered.entries()) {
    if (row.position === index + 1) continue;
    await tx
      .update(queueEntries)
      .set({ position: index + 1, updatedAt: at })
      .where(eq(queueEntries.id, row.id));
  }
}

/** |actual - quoted| of the outlet's parties seated from the queue since `since`. */
export async function quoteErrorsSince(db: Executor, outletId: string, since: Date) {
  const rows = await db
    .select({ quoted: queueEntries.quotedMinutes, actual: queueEntries.actualMinutes })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.outletId, outletId),
        eq(queueEntries.status, 'seated' satisfies QueueStatus),
        gt(queueEntries.seatedAt, since),
        isNotNull(queueEntries.quotedMinutes),
        isNotNull(queueEntries.actualMinutes),
      ),
    );
  return rows.map((r) => Math.abs(r.actual! - r.quoted!));
}

export function entryView(row: QueueRow): QueueEntry {
  return {
    id: row.id,
    outletId: row.outletId,
    status: row.status as QueueStatus,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    numberOfAdults: row.numberOfAdults,
    numberOfChildren: row.numberOfChildren,
    notes: row.notes,
    areaId: row.areaId,
    language: row.language,
    joinedAt: row.joinedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    seatedAt: row.seatedAt?.toISOString() ?? null,
    removedAt: row.removedAt?.toISOString() ?? null,
    onMyWayAt: row.onMyWayAt?.toISOString() ?? null,
    quotedMinutes: row.quotedMinutes,
    actualMinutes: row.actualMinutes,
    reservationId: row.reservationId,
    version: row.version,
  };
}
