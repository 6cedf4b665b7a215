import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentRequests } from './schema';
import { brands, outletImages, outlets } from '../outlets/schema';
import { reservations } from '../reservations/schema';
import { tickets } from '../tickets/schema';

/**
 * What the guest's pay page reads of a payment request, by the token in its link: the booking's
 * outlet, day, time, party and ticket, and the guest's first name; never the phone, nor anything
 * of another booking.
 */
export async function checkoutByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: paymentRequests.id,
      status: paymentRequests.status,
      kind: paymentRequests.kind,
      type: paymentRequests.type,
      amount: paymentRequests.amount,
      currency: paymentRequests.currency,
      provider: paymentRequests.provider,
      providerRef: paymentRequests.providerRef,
      expireDateTime: paymentRequests.expireDateTime,
      outletName: outlets.outletName,
      outletLogoHash: outletImages.hash,
      outletLogoUrl: outlets.logoUrl,
      timeZone: brands.timezone,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
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
    .where(eq(paymentRequests.token, token));
  return row;
}

export type CheckoutRow = NonNullable<Awaited<ReturnType<typeof checkoutByToken>>>;
