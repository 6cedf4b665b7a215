import { ON_LIST, type OfferStatus, type WaitingListEntry, type WaitingListStatus } from '@host/domain/waitlist/waiting-list';
import { localTimeOf } from '@host/domain/time';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { waitingListEntries, waitingListOffers } from '../../db/tables/waitlist';

/** The day's waiting list and its offers (docs/rules.md section 10): this module alone writes them. */
export type EntryRow = typeof waitingListEntries.$inferSelect;
export type NewEntryRow = typeof waitingListEntries.$inferInsert;
export type OfferRow = typeof waitingListOffers.$inferSelect;
export type NewOfferRow = typeof waitingListOffers.$inferInsert;

const onList = (outletId: string, date: string) =>
  and(eq(waitingListEntries.outletId, outletId), eq(waitingListEntries.date, date), inArray(waitingListEntries.status, [...ON_LIST]));

/** The guests still on an outlet's list for a day, the first to be offered first. */
export async function guestsOnList(db: Executor, outletId: string, date: string) {
  return db
    .select()
    .from(waitingListEntries)
    .where(onList(outletId, date))
    .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id));
}

/** Every guest of the day, on the list or not, in the order they joined. */
export async function entriesOfDay(db: Executor, outletId: string, date: string) {
  return db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.outletId, outletId), eq(waitingListEntries.date, date)))
    .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id));
}

export async function findEntry(db: Executor, id: string) {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
  return row;
}

export async function lockEntry(tx: Executor, id: string) {
  const [row] = await tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)).for('update');
  return row;
}

export async function insertEntry(tx: Executor, values: NewEntryRow) {
  const [row] = await tx.insert(waitingListEntries).values(values).returning();
  return row!;
}

export async function setEntryStatus(tx: Executor, id: string, values: { status: WaitingListStatus; at: Date; reservationId?: string }) {
  const [row] = await tx
    .update(waitingListEntries)
    .set({
      status: values.status,
      updatedAt: values.at,
      ...(values.reservationId ? { reservationId: values.reservationId } : {}),
      version: sql`${waitingListEntries.version} + 1`,
    })
    .where(eq(waitingListEntries.id, id))
    .returning();
  return row!;
}

/** The guest with this phone still on the outlet's list that day, if any. */
export async function onListWithPhone(db: Executor, outletId: string, date: string, phone: string) {
  const [row] = await db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(and(onList(outletId, date), eq(waitingListEntries.customerPhone, phone)));
  return row;
}

export async function insertOffer(tx: Executor, values: NewOfferRow) {
  const [row] = await tx.insert(waitingListOffers).values(values).returning();
  return row!;
}

/** The newest offer of each entry given. */
export async function latestOffers(db: Executor, entryIds: string[]) {
  if (!entryIds.length) return new Map<string, OfferRow>();
  const rows = await db
    .selectDistinctOn([waitingListOffers.entryId])
    .from(waitingListOffers)
    .where(inArray(waitingListOffers.entryId, entryIds))
    .orderBy(waitingListOffers.entryId, desc(waitingListOffers.createdAt));
  return new Map(rows.map((r) => [r.entryId, r]));
}

/** The entry's open offer, locked (an accept, a decline and the lapse queue on it). */
export async function lockOpenOffer(tx: Executor, entryId: string) {
  const [row] = await tx
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.entryId, entryId), eq(waitingListOffers.status, 'open' satisfies OfferStatus)))
    .for('update');
  return row;
}

export async function closeOffer(tx: Executor, id: string, values: { status: OfferStatus; at: Date; reservationId?: string }) {
  await tx
    .update(waitingListOffers)
    .set({ status: values.status, answeredAt: values.at, ...(values.reservationId ? { reservationId: values.reservationId } : {}) })
    .where(eq(waitingListOffers.id, id));
}

/** Open offers whose hold has lapsed by `now`, with the day they are for (each is closed under the list's lock). */
export async function lapsedOffers(db: Executor, now: Date) {
  return db
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.status, 'open' satisfies OfferStatus), lte(waitingListOffers.expiresAt, now)));
}

/** The outlets and days with guests waiting on or after `fromDate` (each outlet's own today is checked by the caller). */
export async function daysWithGuestsWaiting(db: Executor, fromDate: string) {
  return db
    .selectDistinct({ outletId: waitingListEntries.outletId, date: waitingListEntries.date })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.status, 'waiting' satisfies WaitingListStatus), gte(waitingListEntries.date, fromDate)));
}

/** The entry as the host screen shows it; `position` among those still on the list. */
export function entryView(row: EntryRow, offer: OfferRow | undefined, seen: { position: number | null } & OfferClock): WaitingListEntry {
  return {
    id: row.id,
    outletId: row.outletId,
    date: row.date,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    numberOfAdults: row.numberOfAdults,
    numberOfChildren: row.numberOfChildren,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    notes: row.notes,
    language: row.language,
    status: row.status as WaitingListStatus,
    source: row.source as WaitingListEntry['source'],
    position: seen.position,
    offer: offer ? offerView(offer, seen) : null,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The server's clock and the outlet's zone, for what is left of a hold and the hour it ends. */
export interface OfferClock {
  now: Date;
  timeZone: string;
}

export const offerView = (offer: OfferRow, { now, timeZone }: OfferClock) => ({
  id: offer.id,
  time: offer.time,
  status: offer.status as OfferStatus,
  expiresAt: offer.expiresAt.toISOString(),
  heldUntil: localTimeOf(offer.expiresAt, timeZone).slice(0, 5),
  secondsLeft: Math.max(0, Math.floor((offer.expiresAt.getTime() - now.getTime()) / 1000)),
});
