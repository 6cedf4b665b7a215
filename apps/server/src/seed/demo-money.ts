import { randomBytes, randomUUID } from 'node:crypto';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { localDateOf } from '@host/domain/time';
import type { Executor } from '../db/client';
import * as s from '../db/schema';
import type { BookTarget, demoBook } from './demo-book';

/**
 * The demo's money: pending bookings wait on a payment link of the local provider, tasting-menu
 * bookings have paid (one of a later day half, to show the balance asked for).
 */
export async function writeMoney(
  tx: Executor,
  target: BookTarget,
  book: ReturnType<typeof demoBook>,
  rows: Array<{ id: string; status: number }>,
) {
  const { outletId, tickets } = target;
  // Deposits: pending bookings wait on a payment link of the local provider (a real pay page at
  // /pay/<token>, its checkout 'lc_<request id>'); tasting-menu bookings have paid.
  const pending = rows.flatMap((r, i) =>
    r.status === RESERVATION_STATUS.PENDING ? [{ reservationId: r.id, ticket: tickets[book.bookings[i]!.ticket]! }] : [],
  );
  if (pending.length) {
    await tx.insert(s.paymentRequests).values(
      pending.map(({ reservationId, ticket }) => {
        const id = randomUUID();
        const token = randomBytes(32).toString('hex');
        // The refund terms the guest is asked under are their ticket's.
        const { refundWindow, refundWindowUnit } = ticket;
        return {
          ...book.paymentLink,
          id,
          reservationId,
          currency: CURRENCY_OF[target.country],
          provider: 'local',
          providerRef: `lc_${id}`,
          token,
          link: `/pay/${token}`,
          refundWindow,
          refundWindowUnit,
        };
      }),
    );
  }
  const deposits = book.bookings.flatMap((b, i) =>
    b.ticket === 1 && b.status !== RESERVATION_STATUS.PENDING
      ? [
          {
            reservationId: rows[i]!.id,
            pax: b.numberOfAdults,
            date: b.reservationDate,
            startsAt: b.startsAt,
            // still to come: a cancelled one has no balance to ask for
            booked: b.status === RESERVATION_STATUS.BOOKED || b.status === RESERVATION_STATUS.CONFIRMED,
            share: 1,
          },
        ]
      : [],
  );
  // The first such booking of a later day paid half ahead by bank transfer, as a guest does who books
  // by phone: the host asks for the balance (issue 28), not the whole menu again. Tonight's stay whole.
  const today = localDateOf(target.now, target.timezone);
  const nextToCome = deposits.filter((d) => d.date > today && d.booked).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (nextToCome) nextToCome.share = 0.5;
  if (deposits.length) {
    // Paid the day before, by the demo's clock (not the machine's), in the outlet's currency.
    const paidAt = new Date(target.now.getTime() - 86_400_000);
    await tx.insert(s.transactions).values(
      deposits.map((d) => ({
        reservationId: d.reservationId,
        outletId,
        status: 'paid',
        amount: Math.round(tickets[1]!.price * d.pax * d.share),
        currency: CURRENCY_OF[target.country],
        metadataType: 'Deposit',
        type: 'create',
        source: 'System',
        createdAt: paidAt,
        updatedAt: paidAt,
      })),
    );
  }
}
