import type { PaymentEvent } from '@host/domain/payments/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, paymentRequests, transactions } from '../../db/tables/payments';
import { lockBookingRow, startingOptionOf, ticketOf } from './booking-reads';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { metadataTypeOf } from './metadata-type';
import { askProvider } from './provider-calls';
import { moveBySystem, recordSystemHistory } from '../reservations/status-door';
import { startingStatus } from '@host/domain/reservations/system-transitions';
import { refundInTransaction } from './refunds';

/**
 * Applies a provider's verified event once (issue 13). The event id is recorded in the same
 * transaction as its effect, so a replay (or the provider's retry after a lost answer) finds it and
 * changes nothing; two copies racing wait on the primary key and the second applies nothing.
 * - payment.succeeded: the request is paid, a 'paid' charge is recorded, and a PENDING booking is
 *   booked (or confirmed, as the outlet starts new bookings);
 * - card.held: the card guarantee stands ('guaranteed'), to be charged only on a no-show;
 * - payment.failed: the attempt is recorded as failed; the request still waits;
 * - refund.succeeded / refund.failed: a refund that was waiting for the provider is settled.
 */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<{ applied: boolean }> {
  const outcome = await inTransaction(ctx, async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { applied: false, outletId: null as string | null, reservationId: null as string | null };
    if (event.type === 'refund.succeeded' || event.type === 'refund.failed') return settleRefund(tx, event);

    const [found] = await findRequestOfCheckout(tx, provider, event.data.checkoutId);
    // An event about a checkout Host does not know is acknowledged and dropped (a provider retries what is not 2xx).
    if (!found) {
      ctx.log.warn({ eventId: event.id, type: event.type }, 'payment event for an unknown checkout');
      return { applied: false, outletId: null, reservationId: null };
    }
    // The booking before its request: the order every other writer of a booking takes them.
    const booking = await lockBookingRow(tx, found.reservationId);
    const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, found.id)).for('update');
    const ticket = booking!.ticketId ? await ticketOf(tx, booking!.ticketId) : undefined;
    const startingOption = await startingOptionOf(tx, booking!.outletId);
    await tx
      .update(paymentEvents)
      .set({ paymentRequestId: request!.id })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    const now = ctx.clock.now();
    const charge = {
      reservationId: booking!.id,
      outletId: booking!.outletId,
      paymentRequestId: request!.id,
      amount: event.data.amount,
      currency: event.data.currency,
      type: 'create',
      metadataType: metadataTypeOf(ticket?.typePayment),
      source: 'System',
      providerRef: event.data.objectId,
      // By Host's clock (HOST_NOW included), as every other moment of the booking.
      createdAt: now,
      updatedAt: now,
    } as const;

    if (event.type === 'payment.failed') {
      await tx.insert(transactions).values({ ...charge, status: 'failed', refundMessage: event.data.declineCode ?? null });
      await recordSystemHistory(tx, booking!.id, 'paymentFailed', {
        amount: event.data.amount,
        currency: event.data.currency,
        declineCode: event.data.declineCode ?? null,
      });
      return { applied: true, outletId: booking!.outletId, reservationId: booking!.id };
    }

    const held = event.type === 'card.held';
    // An earlier checkout of the booking (a request withdrawn, then asked again) settles nothing now.
    const closed = request!.status !== 'pending' || found.earlier;
    // What the provider took must be what Host asked for: another amount or currency settles nothing.
    const mismatched = event.data.amount !== request!.amount || event.data.currency !== request!.currency;
    if (closed || mismatched) {
      // The booking stays as it is: money goes straight back, and a card held is let go at once.
      const [stray] = await tx
        .insert(transactions)
        .values({ ...charge, status: held ? 'no_charge' : 'paid' })
        .returning({ id: transactions.id });
      const reason = closed ? 'Paid after the payment request closed' : 'Paid another amount than was asked';
      if (!held)
        await refundInTransaction(ctx, tx, booking!, {
          input: { amount: event.data.amount, reason },
          by: { source: 'System', actorName: null },
          onlyChargeId: stray!.id,
        });
      await recordSystemHistory(tx, booking!.id, closed ? 'paymentAfterClose' : 'paymentMismatch', {
        requestStatus: request!.status,
        amount: event.data.amount,
        currency: event.data.currency,
        asked: { amount: request!.amount, currency: request!.currency },
        refunded: !held,
        released: held,
      });
      return { applied: true, outletId: booking!.outletId, reservationId: booking!.id };
    }
    await tx.insert(transactions).values({ ...charge, status: held ? 'guaranteed' : 'paid' });
    await tx
      .update(paymentRequests)
      .set({ status: held ? 'guaranteed' : 'paid', paidAt: now, version: sql`${paymentRequests.version} + 1`, updatedAt: now })
      .where(eq(paymentRequests.id, request!.id));
    // The booking no longer waits: through the status door, which refuses (and records) a booking
    // that is not waiting for this money any more.
    await moveBySystem(tx, { row: booking!, cause: 'paymentSettled', to: startingStatus(startingOption), now });
    await recordSystemHistory(tx, booking!.id, held ? 'cardHeld' : 'paymentReceived', {
      amount: event.data.amount,
      currency: event.data.currency,
    });
    return { applied: true, outletId: booking!.outletId, reservationId: booking!.id };
  });
  // Money that settled nothing goes back: asked of the provider now the event's transaction is done.
  if (outcome.reservationId) await askProvider(ctx, [outcome.reservationId]);
  if (outcome.outletId && outcome.reservationId) await publishChange(ctx, outcome.outletId, 'reservation.status', [outcome.reservationId]);
  return { applied: outcome.applied };
}

/** The request whose checkout an event names: its current one, else (earlier: true) one it had before. */
async function findRequestOfCheckout(tx: Executor, provider: string, checkoutId: string) {
  const columns = { id: paymentRequests.id, reservationId: paymentRequests.reservationId };
  const current = await tx
    .select({ ...columns, earlier: sql<boolean>`false` })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.provider, provider), eq(paymentRequests.providerRef, checkoutId)));
  if (current.length) return current;
  return tx
    .select({ ...columns, earlier: sql<boolean>`true` })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.provider, provider), sql`${paymentRequests.earlierProviderRefs} @> array[${checkoutId}]::text[]`));
}

/** A refund the provider answered later: succeeded, or failed (its amount is refundable again). */
async function settleRefund(tx: Executor, event: PaymentEvent) {
  const [refund] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.type, 'refund'), eq(transactions.providerRef, event.data.objectId)))
    .for('update');
  if (!refund || refund.status !== 'waiting_refund_result') return { applied: false, outletId: null, reservationId: null };
  const succeeded = event.type === 'refund.succeeded';
  await tx
    .update(transactions)
    .set({
      status: succeeded ? 'succeeded' : 'failed',
      statusRefund: succeeded ? 'succeeded' : null,
      // Why the provider could not give it back, kept and shown with the row (issue 33).
      refundMessage: succeeded ? null : (event.data.declineCode ?? null),
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, refund.id));
  if (!succeeded && refund.parentId) {
    await tx
      .update(transactions)
      .set({ refundedAmount: sql`${transactions.refundedAmount} - ${refund.amount}` })
      .where(eq(transactions.id, refund.parentId));
  }
  return { applied: true, outletId: refund.outletId, reservationId: refund.reservationId };
}
