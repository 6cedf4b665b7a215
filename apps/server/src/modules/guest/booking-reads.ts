import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, outletImages, outlets } from '../../db/tables/outlets';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { reservations, reservationTables } from '../../db/tables/reservations';
import { tables } from '../../db/tables/tables';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): what the guest's own page shows
 * of their booking, its outlet, its ticket's self-edit terms and a payment still waiting, and where
 * it is seated.
 */

/** The booking with what its guest's page shows around it, or nothing when there is no such booking. */
export async function guestBookingOf(db: Executor, reservationId: string) {
  const [found] = await db
    .select({
      booking: reservations,
      outletName: outlets.outletName,
      outletLogo: { hash: outletImages.hash, url: outlets.logoUrl },
      outletPhone: outlets.phone,
      outletSlug: outlets.bookingSlug,
      timeZone: brands.timezone,
      party: { min: outlets.minPartySize, max: outlets.maxPartySize },
      ticket: { isEnableSelfEdit: tickets.isEnableSelfEdit, editWindow: tickets.editWindow },
      outletRule: { isEnableSelfEdit: outlets.guestSelfEdit, editWindow: outlets.guestEditWindow },
      payLink: paymentRequests.link,
    })
    .from(reservations)
    .innerJoin(outlets, eq(outlets.id, reservations.outletId))
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .leftJoin(outletImages, eq(outletImages.id, outlets.logoImageId))
    .leftJoin(tickets, eq(tickets.id, reservations.ticketId))
    .leftJoin(paymentRequests, and(eq(paymentRequests.reservationId, reservations.id), eq(paymentRequests.status, 'pending')))
    .where(eq(reservations.id, reservationId));
  return found;
}
export type GuestBooking = NonNullable<Awaited<ReturnType<typeof guestBookingOf>>>;

/** The area the booking is seated in (its first held table's), if any: a guest moves within it. */
export async function heldAreaOf(db: Executor, reservationId: string) {
  const [held] = await db
    .select({ areaId: tables.areaId })
    .from(reservationTables)
    .innerJoin(tables, eq(tables.id, reservationTables.tableId))
    .where(eq(reservationTables.reservationId, reservationId))
    .limit(1);
  return held;
}

/**
 * The guest's own money on the booking, oldest first: each charge and refund with its status and the
 * provider's words on one declined or failed (issue 33), nothing of any other booking.
 */
export async function guestMoneyOf(db: Executor, reservationId: string) {
  const rows = await db
    .select({
      type: transactions.type,
      status: transactions.status,
      amount: transactions.amount,
      currency: transactions.currency,
      message: transactions.refundMessage,
    })
    .from(transactions)
    .where(eq(transactions.reservationId, reservationId))
    .orderBy(asc(transactions.createdAt));
  return rows.map((r) => ({ ...r, type: r.type === 'refund' ? ('refund' as const) : ('charge' as const) }));
}
