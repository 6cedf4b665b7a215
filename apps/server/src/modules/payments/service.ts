import type { ReservationStatusName } from '@host/domain/statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { ticketById, ticketTypePayment } from '../tickets/service';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { refundTermsOf } from '@host/domain/payments/money-rules';
import { refundOnCancel } from './refunds';
import { expireUnpaid } from '../reservations/status-door';
import { metadataTypeOf } from './metadata-type';

export { openPaymentRequest, openRequestIn, paymentRequestOf, withdrawPaymentRequest } from './requests';
export { refundByHost } from './refunds';
export { applyPaymentEvent } from './settle';
export { askProvider, askProviderForLeftovers, openCheckouts, openLeftoverCheckouts } from './provider-calls';

interface LockedBooking {
  id: string;
  outletId: string;
  startsAt: Date;
  ticketId: string | null;
}

/**
 * What a status change does to the booking's money (issue 13), in the status change's transaction
 * with the booking locked; what the provider must do is asked once it commits (askProvider):
 * - CANCELLED: a request still waiting is withdrawn; inside the ticket's refund window what was
 *   paid goes back (System);
 * - NO_SHOW: a held card (card guarantee) is to be charged the no-show fee ('requires_capture');
 * - COMPLETED: a held card is released, nothing charged;
 * - BOOKED from PENDING (OTHER_METHOD only, by the rules): the host took the payment another way.
 */
export async function settleStatusChange(
  ctx: AppContext,
  tx: Executor,
  auth: AuthContext,
  { booking, from, to }: { booking: LockedBooking; from: ReservationStatusName; to: ReservationStatusName },
) {
  const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, booking.id)).for('update');
  const now = ctx.clock.now();
  // A no-show undone before its charge was asked: the card is held again, never charged later.
  if (from === 'NO_SHOW' && to !== 'NO_SHOW') {
    await tx
      .update(transactions)
      .set({ status: 'guaranteed', providerRetryAt: null, providerError: null, updatedAt: now })
      .where(and(eq(transactions.reservationId, booking.id), eq(transactions.status, 'requires_capture')));
  }
  if (to === 'CANCELLED') {
    if (request?.status === 'pending') {
      await tx
        .update(paymentRequests)
        .set({ status: 'cancelled', version: sql`${paymentRequests.version} + 1`, updatedAt: now })
        .where(eq(paymentRequests.id, request.id));
    }
    const ticket = booking.ticketId ? await ticketById(tx, booking.ticketId) : undefined;
    await refundOnCancel(ctx, tx, booking, refundTermsOf(request, ticket));
    await releaseHold(tx, booking.id, now);
    return;
  }
  if (to === 'NO_SHOW') {
    const [held] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.reservationId, booking.id), eq(transactions.status, 'guaranteed')))
      .for('update');
    if (!held || !request?.providerRef) return;
    // Charged after commit (provider-calls.ts): the provider is never called with the booking locked.
    await tx
      .update(transactions)
      .set({
        status: 'requires_capture',
        actorName: auth.actor.name,
        providerAttempts: 0,
        providerRetryAt: null,
        providerError: null,
        updatedAt: now,
      })
      .where(eq(transactions.id, held.id));
    return;
  }
  if (to === 'COMPLETED') {
    await releaseHold(tx, booking.id, now);
    return;
  }
  if (from === 'PENDING' && to === 'BOOKED' && request?.status === 'pending' && request.type === 'OTHER_METHOD') {
    await tx
      .update(paymentRequests)
      .set({ status: 'paid', paidAt: now, version: sql`${paymentRequests.version} + 1`, updatedAt: now })
      .where(eq(paymentRequests.id, request.id));
    const ticket = booking.ticketId ? await ticketTypePayment(tx, booking.ticketId) : undefined;
    await tx.insert(transactions).values({
      reservationId: booking.id,
      outletId: booking.outletId,
      paymentRequestId: request.id,
      status: 'paid',
      amount: request.amount,
      currency: request.currency,
      type: 'create',
      metadataType: metadataTypeOf(ticket?.typePayment),
      source: 'Merchant',
      actorName: auth.actor.name,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** A held card not charged: the guarantee ends with nothing taken. */
async function releaseHold(tx: Executor, reservationId: string, now: Date) {
  await tx
    .update(transactions)
    .set({ status: 'no_charge', updatedAt: now })
    .where(and(eq(transactions.reservationId, reservationId), eq(transactions.status, 'guaranteed')));
}

/**
 * The clock's part (issue 13): an unpaid request past its expiry lapses, and its PENDING booking
 * turns EXPIRED and lets its tables go. One conditional UPDATE each, rows locked with SKIP LOCKED:
 * a second run, or a second server, changes nothing more.
 */
export async function expireUnpaidRequests(ctx: AppContext, tx: Executor): Promise<Array<{ id: string; outletId: string }>> {
  const now = ctx.clock.now();
  const lapsed = await tx.execute<{ reservation_id: string }>(sql`
    with due as (
      -- The booking before its request, as a webhook, a cancel or a new request takes them.
      select p.id from reservations r join payment_requests p on p.reservation_id = r.id
      where p.status = 'pending' and p.expire_date_time <= ${now}
      for update of r, p skip locked
    )
    update payment_requests p set status = 'expired', version = p.version + 1, updated_at = ${now}
    from due where p.id = due.id
    returning p.reservation_id`);
  const ids = lapsed.rows.map((r) => r.reservation_id);
  if (ids.length === 0) return [];
  return expireUnpaid(tx, ids, now);
}
