import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications, messageDeliveries } from '../../db/tables/notifications';
import { customers } from '../../db/tables/customers';
import { brands, outletImages, outlets } from '../../db/tables/outlets';
import { paymentRequests } from '../../db/tables/payments';
import { reservations } from '../../db/tables/reservations';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): what guest messages read of the
 * booking they are about, its guest, its outlet, its payment request and its ticket: for the host's
 * message screens, for writing a message in the guest's words, and for sending it.
 */

/** A booking as a message is written from it. */
export type MessageBooking = typeof reservations.$inferSelect;

/** The booking's outlet and code, or nothing when there is no such booking. */
export async function bookingOutletAndCode(db: Executor, reservationId: string) {
  const [row] = await db
    .select({ outletId: reservations.outletId, code: reservations.code })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row;
}

/** The booking, locked while a message to its guest is queued, and its outlet's channels. */
export async function lockBookingWithOutlet(tx: Executor, reservationId: string) {
  const [booking] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!booking) return undefined;
  const [outlet] = await tx.select().from(outlets).where(eq(outlets.id, booking.outletId));
  return { booking, outlet: outlet! };
}

/** The booking's payment request: whether it still waits, and the link the guest pays at. */
export async function payLinkOf(tx: Executor, reservationId: string) {
  const [request] = await tx
    .select({ status: paymentRequests.status, link: paymentRequests.link })
    .from(paymentRequests)
    .where(eq(paymentRequests.reservationId, reservationId));
  return request;
}

/** A page of the outlet's delivery ledger, newest first, each delivery with its booking's code. */
export async function ledgerRows(db: Executor, page: { outletId: string; filter: SQL | undefined; limit: number }) {
  return db
    .select({ delivery: messageDeliveries, code: reservations.code })
    .from(messageDeliveries)
    .leftJoin(reservations, eq(reservations.id, messageDeliveries.reservationId))
    .where(and(eq(messageDeliveries.outletId, page.outletId), page.filter))
    .orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id))
    .limit(page.limit);
}

/**
 * Planned messages whose moment came, oldest first, with their booking and its payment. Each message and its booking
 * are locked as they are picked (two sweeps never take one message), and a booking another transaction holds is passed
 * over until a later sweep: a host changing it. Waiting for it instead, at the insert's check of its key, while holding
 * the day's report mark the sweep's earlier writes took, which the host's change then wants, was a deadlock PostgreSQL
 * broke by failing the host's change (409 tryAgain). Locked, the booking is also read as it is now, not as the
 * sweep's snapshot saw it before a host's change committed. `no key update`, the lock an update of the row takes
 * itself: a host's change (`for update`) still waits for it, or the sweep passes over the host's booking, but the key
 * checks of other writers' inserts (a history line, a hold) are not held up for the sweep's whole batch.
 */
export async function lockDueNotifications(tx: Executor, now: Date, limit: number) {
  return tx
    .select({
      notification: confirmationNotifications,
      booking: reservations,
      paymentStatus: paymentRequests.status,
      payLink: paymentRequests.link,
    })
    .from(confirmationNotifications)
    .innerJoin(reservations, eq(reservations.id, confirmationNotifications.reservationId))
    .leftJoin(paymentRequests, eq(paymentRequests.reservationId, reservations.id))
    .where(and(eq(confirmationNotifications.status, 'planned'), sql`${confirmationNotifications.sendAt} <= ${now}`))
    .orderBy(confirmationNotifications.sendAt)
    .limit(limit)
    .for('no key update', { of: [confirmationNotifications, reservations], skipLocked: true });
}

/** The outlet a message speaks for: its name, its country (the language and money) and its brand's time zone. */
export async function messagePlaceOf(tx: Executor, outletId: string) {
  const [place] = await tx
    .select({ outletName: outlets.outletName, countryCode: outlets.countryCode, timeZone: brands.timezone })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, outletId));
  return place!;
}

/** The guest book's email of a guest. */
export async function guestBookEmailOf(tx: Executor, customerId: string) {
  const [guest] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return guest?.email ?? null;
}

/** The booking's payment request, whole. */
export async function paymentRequestOf(tx: Executor, reservationId: string) {
  const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, reservationId));
  return request;
}

/** The refund terms of the booking's ticket. */
export async function ticketRefundTermsOf(tx: Executor, ticketId: string) {
  const [ticket] = await tx
    .select({ refundWindow: tickets.refundWindow, refundWindowUnit: tickets.refundWindowUnit })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return ticket;
}

/** The outlet a mail comes from, with its logo's hash. */
export async function mailOutletOf(tx: Executor, outletId: string) {
  const [outlet] = await tx
    .select({ o: outlets, logoHash: outletImages.hash })
    .from(outlets)
    .leftJoin(outletImages, eq(outletImages.id, outlets.logoImageId))
    .where(eq(outlets.id, outletId));
  return outlet!;
}

/** What a mail's button needs of its booking: the guest's link and the pay link. */
export async function mailBookingOf(tx: Executor, reservationId: string) {
  const [booking] = await tx
    .select({
      id: reservations.id,
      guestToken: reservations.guestToken,
      date: reservations.reservationDate,
      time: reservations.reservationTime,
      adults: reservations.numberOfAdults,
      children: reservations.numberOfChildren,
      payLink: paymentRequests.link,
    })
    .from(reservations)
    .leftJoin(paymentRequests, eq(paymentRequests.reservationId, reservations.id))
    .where(eq(reservations.id, reservationId));
  return booking;
}

/** The booking of a failed SMS, and whether its outlet sends email: the email it may fall back to. */
export async function fallbackOf(tx: Executor, failed: { reservationId: string; outletId: string }) {
  const [booking] = await tx.select().from(reservations).where(eq(reservations.id, failed.reservationId));
  const [outlet] = await tx.select({ enableEmail: outlets.enableEmail }).from(outlets).where(eq(outlets.id, failed.outletId));
  return { booking, sendsEmail: outlet?.enableEmail ?? false };
}
