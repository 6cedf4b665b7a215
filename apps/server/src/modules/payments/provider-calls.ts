import { and, eq, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { outlets, paymentRequests, reservations, tickets, transactions } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { recordSystemActivity } from './activity';

/**
 * Money that moves at the provider is asked for after the booking's transaction commits, never
 * inside it (issue 29): a slow provider must not hold the booking's row lock while hosts wait.
 * The rows are the outbox. A use case writes, in its own transaction,
 * - a payment request to pay at a checkout with no checkout yet (no provider reference);
 * - a refund as 'waiting_refund_result' with no provider reference yet (not asked), its amount
 *   already counted against the charge (refunded_amount), so no second refund can take it;
 * - a held card to charge on a no-show as 'requires_capture'.
 * Then, after commit, `askProvider` asks for them; the clock sweep asks again for any left (a
 * provider down, a server stopped in between). Each call carries the row's own idempotency key,
 * so asking twice never moves money twice; the answer is written only where none is yet.
 */
export async function askProvider(ctx: AppContext, reservationIds: readonly string[]): Promise<{ asked: number; failed: number }> {
  if (reservationIds.length === 0) return { asked: 0, failed: 0 };
  return askFor(ctx, inArray(transactions.reservationId, [...reservationIds]));
}

/**
 * The clock's retry: every call still unasked a minute after it was written (a provider that
 * failed, a server stopped between commit and call). A younger one is its use case's to ask.
 */
export async function askProviderForLeftovers(ctx: AppContext): Promise<{ asked: number; failed: number }> {
  return askFor(ctx, lte(transactions.updatedAt, new Date(ctx.clock.now().getTime() - 60_000)));
}

async function askFor(ctx: AppContext, ofBookings: SQL): Promise<{ asked: number; failed: number }> {
  let asked = 0;
  let failed = 0;
  const charge = alias(transactions, 'charge');
  const refunds = await ctx.db
    .select({ refund: transactions, chargeRef: charge.providerRef, checkoutId: paymentRequests.providerRef })
    .from(transactions)
    .innerJoin(charge, eq(charge.id, transactions.parentId))
    .innerJoin(paymentRequests, eq(paymentRequests.id, charge.paymentRequestId))
    .where(and(eq(transactions.type, 'refund'), eq(transactions.status, 'waiting_refund_result'), isNull(transactions.providerRef), ofBookings));
  for (const { refund, chargeRef, checkoutId } of refunds) {
    if (!checkoutId) continue;
    try {
      const answer = await ctx.payments.refund({ checkoutId, chargeId: chargeRef, amount: refund.amount, currency: refund.currency, idempotencyKey: refund.id });
      await ctx.db
        .update(transactions)
        .set({ status: answer.status, statusRefund: answer.status, providerRef: answer.objectId, updatedAt: ctx.clock.now() })
        .where(and(eq(transactions.id, refund.id), isNull(transactions.providerRef)));
      asked++;
    } catch (error) {
      failed++;
      ctx.log.warn({ err: error, transactionId: refund.id }, 'refund not asked of the provider; the clock asks again');
    }
  }

  const captures = await ctx.db
    .select({ held: transactions, checkoutId: paymentRequests.providerRef })
    .from(transactions)
    .innerJoin(paymentRequests, eq(paymentRequests.id, transactions.paymentRequestId))
    // Only while the booking is still a no-show: one undone meanwhile has its card held again.
    .innerJoin(reservations, and(eq(reservations.id, transactions.reservationId), eq(reservations.status, RESERVATION_STATUS.NO_SHOW)))
    .where(and(eq(transactions.status, 'requires_capture'), ofBookings));
  for (const { held, checkoutId } of captures) {
    const reservationId = held.reservationId;
    if (!checkoutId || !reservationId) continue;
    try {
      const answer = await ctx.payments.capture({ checkoutId, amount: held.amount, currency: held.currency, idempotencyKey: `capture-${held.id}` });
      const succeeded = answer.status === 'succeeded';
      await ctx.db.transaction(async (tx) => {
        const [settled] = await tx
          .update(transactions)
          .set({ status: succeeded ? 'charge' : 'failed', providerRef: answer.objectId, updatedAt: ctx.clock.now() })
          .where(and(eq(transactions.id, held.id), eq(transactions.status, 'requires_capture')))
          .returning({ id: transactions.id });
        if (settled) await recordSystemActivity(tx, reservationId, succeeded ? 'noShowCharged' : 'noShowChargeFailed', { amount: held.amount, currency: held.currency });
      });
      asked++;
    } catch (error) {
      failed++;
      ctx.log.warn({ err: error, transactionId: held.id }, 'no-show charge not asked of the provider; the clock asks again');
    }
  }
  return { asked, failed };
}

/**
 * Opens the checkout of each pending request of these bookings that has none yet (a request asked
 * at a checkout, not OTHER_METHOD), and keeps its link: the pay link messages wait for it
 * (notifications' queue). Returns the links opened, by booking.
 */
export async function openCheckouts(ctx: AppContext, reservationIds: readonly string[]): Promise<Map<string, string>> {
  if (reservationIds.length === 0) return new Map();
  return openFor(ctx, inArray(paymentRequests.reservationId, [...reservationIds]));
}

/** The clock's retry of a checkout not opened a minute after its request was written. */
export async function openLeftoverCheckouts(ctx: AppContext): Promise<Map<string, string>> {
  return openFor(ctx, lte(paymentRequests.updatedAt, new Date(ctx.clock.now().getTime() - 60_000)));
}

async function openFor(ctx: AppContext, which: SQL): Promise<Map<string, string>> {
  const waiting = await ctx.db
    .select({ request: paymentRequests, ticketName: tickets.name, outletName: outlets.outletName, date: reservations.reservationDate, time: reservations.reservationTime })
    .from(paymentRequests)
    .innerJoin(reservations, eq(reservations.id, paymentRequests.reservationId))
    .innerJoin(outlets, eq(outlets.id, reservations.outletId))
    .leftJoin(tickets, eq(tickets.id, reservations.ticketId))
    .where(and(eq(paymentRequests.status, 'pending'), ne(paymentRequests.type, 'OTHER_METHOD'), isNull(paymentRequests.providerRef), which));
  const opened = new Map<string, string>();
  for (const { request, ticketName, outletName, date, time } of waiting) {
    if (!request.token) continue;
    try {
      const checkout = await ctx.payments.openCheckout({
        requestId: request.id,
        token: request.token,
        amount: request.amount,
        currency: request.currency,
        kind: request.kind as 'payment' | 'hold',
        description: `${ticketName ?? ''}, ${outletName}, ${date} ${time.slice(0, 5)}`,
        origin: ctx.publicUrl,
      });
      // Kept only on the request as it was read: still waiting, the same link's token, no checkout yet.
      const [kept] = await ctx.db
        .update(paymentRequests)
        .set({ link: checkout.link, providerRef: checkout.checkoutId })
        .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'pending'), eq(paymentRequests.token, request.token), isNull(paymentRequests.providerRef)))
        .returning({ link: paymentRequests.link });
      if (kept?.link) opened.set(request.reservationId, kept.link);
      // Withdrawn, asked again or opened by another call meanwhile: this checkout must take nothing.
      else await ctx.payments.expireCheckout({ checkoutId: checkout.checkoutId });
    } catch (error) {
      ctx.log.warn({ err: error, paymentRequestId: request.id }, 'checkout not opened at the provider; the clock tries again');
    }
  }
  return opened;
}
