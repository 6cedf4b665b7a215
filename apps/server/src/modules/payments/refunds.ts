import { DomainError } from '@host/domain/errors';
import type { RefundInput } from '@host/domain/payments/contract';
import {
  COLLECTED_STATUSES,
  checkRefund,
  isHostRefundOpen,
  isInsideRefundWindow,
  refundTermsOf,
  type Movement,
  type RefundTerms,
} from '@host/domain/payments/money-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { recordActivity } from '../../lib/activity';
import { assertMay, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { askProvider } from './provider-calls';
import { lockBookingForPayment } from './requests';
import { recordSystemHistory } from '../reservations/status-door';
import { planMessagesAgain } from '../reservations/messages-door';

type TransactionRow = typeof transactions.$inferSelect;

/** A booking's charges that took money (what a refund can give back from). */
const collectedChargesOf = (bookingId: string) =>
  and(eq(transactions.reservationId, bookingId), eq(transactions.type, 'create'), inArray(transactions.status, [...COLLECTED_STATUSES]));

/**
 * Gives back `amount` of what the booking's guest paid, in one transaction: the booking is locked,
 * then its charges, so two refunds of one booking take turns; each charge's refunded amount grows
 * within a CHECK (refunded_amount <= amount), so not even a path that forgot the lock could give
 * back more than was paid. The provider is asked after commit (provider-calls.ts), with the
 * refund's own id as idempotency key.
 */
export async function refundInTransaction(
  ctx: AppContext,
  tx: Executor,
  booking: { id: string; outletId: string },
  {
    input,
    by,
    onlyChargeId,
  }: {
    input: RefundInput;
    by: { source: 'Merchant' | 'System'; actorName: string | null };
    /** give back from this charge only (money that settled nothing), not from the booking's oldest first */
    onlyChargeId?: string;
  },
): Promise<TransactionRow[]> {
  const charges = await tx
    .select()
    .from(transactions)
    .where(and(collectedChargesOf(booking.id), onlyChargeId ? eq(transactions.id, onlyChargeId) : undefined))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .for('update');
  const movements: Movement[] = charges.flatMap((c) => [
    { type: 'create' as const, status: c.status, amount: c.amount },
    { type: 'refund' as const, status: 'succeeded', amount: c.refundedAmount },
  ]);
  const refusal = checkRefund(input.amount, movements);
  if (refusal) throw new DomainError('BUSINESS_RULE', refusal);

  // The guest's messages are planned again: money given back changes what they are told (issue 14).
  await planMessagesAgain(tx, booking.id);
  const made: TransactionRow[] = [];
  let left = input.amount;
  for (const charge of charges) {
    const part = Math.min(left, charge.amount - charge.refundedAmount);
    if (part <= 0) continue;
    await tx
      .update(transactions)
      .set({ refundedAmount: sql`${transactions.refundedAmount} + ${part}`, updatedAt: ctx.clock.now() })
      .where(eq(transactions.id, charge.id));
    const [request] = charge.paymentRequestId
      ? await tx
          .select({ providerRef: paymentRequests.providerRef })
          .from(paymentRequests)
          .where(eq(paymentRequests.id, charge.paymentRequestId))
      : [];
    // Money the provider took is asked back after commit (askProvider); money it never took (cash,
    // a transfer the host checked) is given back by hand: Host records it as refunded.
    const atProvider = Boolean(charge.providerRef && request?.providerRef);
    const status = atProvider ? 'waiting_refund_result' : 'refunded';
    const [settled] = await tx
      .insert(transactions)
      .values({
        reservationId: booking.id,
        outletId: booking.outletId,
        paymentRequestId: charge.paymentRequestId,
        parentId: charge.id,
        status,
        statusRefund: status,
        amount: part,
        currency: charge.currency,
        type: 'refund',
        metadataType: charge.metadataType,
        source: by.source,
        refundReason: input.reason,
        actorName: by.actorName,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning();
    made.push(settled!);
    left -= part;
    if (left === 0) break;
  }
  return made;
}

/**
 * A host refunds part or all of what was paid, within the ticket's refund window (docs/rules.md section
 * 3's refund-window fields): after it, the money stays with the restaurant.
 */
export async function refundByHost(ctx: AppContext, auth: AuthContext, reservationId: string, input: RefundInput) {
  const result = await inTransaction(ctx, async (tx) => {
    const { booking, ticket } = await lockBookingForPayment(tx, auth, reservationId);
    const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, booking.id));
    const windowOpen = isHostRefundOpen(ctx.clock.now(), booking.startsAt, refundTermsOf(request, ticket));
    // After the window the money stays, unless the merchant overrides it with a reason (issue 28).
    if (!windowOpen && !input.overrideWindow) throw new DomainError('BUSINESS_RULE', 'refundOutsideWindow');
    if (!windowOpen) assertMay(auth, 'refundAfterWindow');
    const made = await refundInTransaction(ctx, tx, booking, { input, by: { source: 'Merchant', actorName: auth.actor.name } });
    await recordActivity(tx, auth, {
      reservationId: booking.id,
      action: 'refund',
      changes: {
        amount: input.amount,
        reason: input.reason,
        ...(windowOpen ? {} : { overrideWindow: true }),
      },
    });
    return { made, outletId: booking.outletId };
  });
  await askProvider(ctx, [reservationId]);
  await publishChange(ctx, result.outletId, 'reservation.updated', [reservationId]);
  // As the provider answered: succeeded, or still waiting for its word.
  return ctx.db
    .select()
    .from(transactions)
    .where(
      inArray(
        transactions.id,
        result.made.map((m) => m.id),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/**
 * A cancelled booking inside its ticket's refund window gets back all that is left of what it paid,
 * by the system (issue 13). Called in the cancelling transaction, with the booking locked; the
 * provider is asked once it commits.
 */
export async function refundOnCancel(
  ctx: AppContext,
  tx: Executor,
  booking: { id: string; outletId: string; startsAt: Date; ticketId: string | null },
  terms: RefundTerms | null,
) {
  if (!terms || !isInsideRefundWindow(ctx.clock.now(), booking.startsAt, terms)) return [];
  const charges = await tx
    .select({ amount: transactions.amount, refunded: transactions.refundedAmount })
    .from(transactions)
    .where(collectedChargesOf(booking.id));
  const left = charges.reduce((sum, c) => sum + c.amount - c.refunded, 0);
  if (left <= 0) return [];
  const made = await refundInTransaction(ctx, tx, booking, {
    input: { amount: left, reason: 'Cancelled inside the refund window' },
    by: { source: 'System', actorName: null },
  });
  await recordSystemHistory(tx, booking.id, 'refund', { amount: left, reason: 'cancelledInWindow' });
  return made;
}
