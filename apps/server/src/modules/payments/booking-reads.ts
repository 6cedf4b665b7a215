import { and, eq, type SQL } from 'drizzle-orm';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import type { Executor } from '../../db/client';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { brands, outletImages, outlets } from '../../db/tables/outlets';
import { reservations } from '../../db/tables/reservations';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): what payments read of the
 * booking a payment is for, its outlet and brand, and its ticket. Locks are taken in the order
 * every writer of a booking takes them: the booking before its payment request.
 */

/** The outlet of a booking, or nothing when there is no such booking. */
export async function outletOfBooking(db: Executor, reservationId: string) {
  const [seen] = await db.select({ outletId: reservations.outletId }).from(reservations).where(eq(reservations.id, reservationId));
  return seen?.outletId;
}

/** The booking, locked for the rest of the transaction. */
export async function lockBookingRow(tx: Executor, reservationId: string) {
  const [booking] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  return booking;
}

/** The outlet's country and name, and whether its brand takes payments. */
export async function paymentPlaceOf(tx: Executor, outletId: string) {
  const [place] = await tx
    .select({ countryCode: outlets.countryCode, outletName: outlets.outletName, paymentsEnabled: brands.isEnablePaymentRequest })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, outletId));
  return place!;
}

/** The booking's ticket, whole. */
export async function ticketOf(tx: Executor, ticketId: string) {
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticketId));
  return ticket;
}

/** The outlet's choice of how a booking starts (BOOKED or CONFIRMED) once nothing is owed. */
export async function startingOptionOf(tx: Executor, outletId: string) {
  const [outlet] = await tx.select({ option: outlets.optionAutoReservationStatus }).from(outlets).where(eq(outlets.id, outletId));
  return outlet!.option;
}

/** Held cards to charge for a no-show (`which`), only while their booking is still a no-show. */
export async function noShowCaptures(db: Executor, which: SQL | undefined) {
  return db
    .select({ held: transactions, checkoutId: paymentRequests.providerRef })
    .from(transactions)
    .innerJoin(paymentRequests, eq(paymentRequests.id, transactions.paymentRequestId))
    .innerJoin(reservations, and(eq(reservations.id, transactions.reservationId), eq(reservations.status, RESERVATION_STATUS.NO_SHOW)))
    .where(which);
}

/**
 * Payment requests (`which`) with what their checkout is described by and the guest's pay page shows:
 * the booking's outlet (name, logo, time zone), day, time, party, language and ticket, and the
 * guest's first name; never the phone, nor anything of another booking.
 */
export async function requestsWithBooking(db: Executor, which: SQL | undefined) {
  return db
    .select({
      request: paymentRequests,
      outletName: outlets.outletName,
      outletLogoHash: outletImages.hash,
      outletLogoUrl: outlets.logoUrl,
      timeZone: brands.timezone,
      date: reservations.reservationDate,
      time: reservations.reservationTime,
      numberOfAdults: reservations.numberOfAdults,
      numberOfChildren: reservations.numberOfChildren,
      extraAdult: reservations.extraAdult,
      extraChildren: reservations.extraChildren,
      guestFirstName: reservations.customerFirstName,
      language: reservations.language,
      ticketName: tickets.name,
      ticketTypePayment: tickets.typePayment,
    })
    .from(paymentRequests)
    .innerJoin(reservations, eq(reservations.id, paymentRequests.reservationId))
    .innerJoin(outlets, eq(outlets.id, reservations.outletId))
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .leftJoin(outletImages, eq(outletImages.id, outlets.logoImageId))
    .leftJoin(tickets, eq(tickets.id, reservations.ticketId))
    .where(which);
}

/** What the guest's pay page reads of a payment request, by the token in its link. */
export async function checkoutByToken(db: Executor, token: string) {
  const [row] = await requestsWithBooking(db, eq(paymentRequests.token, token));
  return row;
}

export type CheckoutRow = NonNullable<Awaited<ReturnType<typeof checkoutByToken>>>;
