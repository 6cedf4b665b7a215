import { and, eq, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { paymentRequests, transactions } from '../../db/tables/payments';
import type { AppContext } from '../../lib/context';
import { noShowCaptures, requestsWithBooking } from './booking-reads';
import { lockBookingBeforeItsDay, recordSystemHistory } from '../reservations/status-door';

/**
 * Money that moves at the provider is asked for after the booking's transaction commits, never
 * inside it (issue 29): a slow provider must not hold the booking's row lock while hosts wait.
 * The rows are the outbox. A use case writes, in its own transaction,
 * - a payment request to pay at a checkout, with no checkout yet (no provider reference);
 * - a refund as 'waiting_refund_result' with no provider reference yet (not asked), its amount
 *   already counted against the charge (refunded_amount), so no second refund can take it;
 * - a held card to charge on a no-show as 'requires_capture'.
 * Then, after commit, the use case asks for its own rows; the clock sweep asks for any left (a
 * provider down, a server stopped in between).
 *
 * A row is claimed before its call: its attempt counted and its next try set a backoff ahead, in one
 * conditional UPDATE, so two servers, or a use case and the clock, never ask for it at once. A call
 * that fails keeps its words on the row (`providerError`, shown with it) and is tried again after
 * the backoff. Each call carries the row's own idempotency key and a time limit; the answer is
 * written only where none is yet.
 */

/** A provider call that has not answered by then is taken as failed, and tried again later. */
export const PROVIDER_TIMEOUT_MS = 15_000;
/** Before the first try the use case has this long to ask for its own row; the clock leaves it alone. */
const OWN_TRY_MS = 60_000;
/** The wait after a failed try: a minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Outcome = { asked: number; failed: number };

/** Asks the provider for what these bookings' transactions just wrote. */
export async function askProvider(ctx: AppContext, reservationIds: readonly string[]): Promise<Outcome> {
  if (reservationIds.length === 0) return { asked: 0, failed: 0 };
  return afterCommit(ctx, { asked: 0, failed: 1 }, () =>
    askFor(ctx, inArray(transactions.reservationId, [...reservationIds]), due(transactions, ctx.clock.now(), true)),
  );
}

/** The clock's part: every call still unasked whose try is due (a use case's own first minute aside). */
export async function askProviderForLeftovers(ctx: AppContext): Promise<Outcome> {
  return askFor(ctx, undefined, due(transactions, ctx.clock.now(), false));
}

/** Opens the checkout of each pending request of these bookings that has none yet. Returns the links, by booking. */
export async function openCheckouts(ctx: AppContext, reservationIds: readonly string[]): Promise<Map<string, string>> {
  if (reservationIds.length === 0) return new Map();
  return afterCommit(ctx, new Map<string, string>(), () =>
    openFor(ctx, inArray(paymentRequests.reservationId, [...reservationIds]), due(paymentRequests, ctx.clock.now(), true)),
  );
}

/**
 * A use case's own call after its commit never fails the request that committed (no 500 for a
 * change that stands): anything unexpected is logged, and the clock asks again.
 */
async function afterCommit<T>(ctx: AppContext, fallback: T, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    ctx.log.warn({ err: error }, 'provider calls after commit did not finish; the clock asks again');
    return fallback;
  }
}

/** One row of the outbox: a transaction (refund, no-show charge) or a payment request (checkout). */
type OutboxRow = { table: typeof transactions | typeof paymentRequests; id: string };

/** A failed try's words kept on its row (best effort: the row is tried again either way). */
async function noteFailure(ctx: AppContext, { table, id }: OutboxRow, error: unknown, what: string) {
  await ctx.db
    .update(table)
    .set({ providerError: wordsOf(error) })
    .where(eq(table.id, id))
    .catch(() => undefined);
  ctx.log.warn({ err: error, id }, `${what} not done at the provider; tried again later`);
}

/** The clock's retry of checkouts not yet opened. */
export async function openLeftoverCheckouts(ctx: AppContext): Promise<Map<string, string>> {
  return openFor(ctx, undefined, due(paymentRequests, ctx.clock.now(), false));
}

/** Whether a row's try is due: its retry time passed, or (never tried) its use case asks now or its minute is over. */
function due(table: typeof transactions | typeof paymentRequests, now: Date, ownTry: boolean): SQL {
  const fresh = ownTry
    ? isNull(table.providerRetryAt)
    : and(isNull(table.providerRetryAt), lte(table.updatedAt, new Date(now.getTime() - OWN_TRY_MS)));
  return or(fresh, lte(table.providerRetryAt, now))!;
}

/** Claims a row for one try: counted, and its next try set ahead. False when another caller has it. */
async function claim(db: Executor, { table, id }: OutboxRow, attempts: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(table)
    .set({ providerAttempts: attempts + 1, providerRetryAt: new Date(now.getTime() + retryDelayMs(attempts + 1)) })
    .where(and(eq(table.id, id), eq(table.providerAttempts, attempts)))
    .returning({ id: table.id });
  return claimed.length === 1;
}

/** The provider's answer, or a failure once PROVIDER_TIMEOUT_MS has passed. */
function inTime<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the provider did not answer within ${PROVIDER_TIMEOUT_MS / 1000} s`)), PROVIDER_TIMEOUT_MS);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

async function askFor(ctx: AppContext, ofBookings: SQL | undefined, isDue: SQL): Promise<Outcome> {
  const outcome = { asked: 0, failed: 0 };
  const charge = alias(transactions, 'charge');
  const refunds = await ctx.db
    .select({ refund: transactions, chargeRef: charge.providerRef, checkoutId: paymentRequests.providerRef })
    .from(transactions)
    .innerJoin(charge, eq(charge.id, transactions.parentId))
    .innerJoin(paymentRequests, eq(paymentRequests.id, charge.paymentRequestId))
    .where(
      and(
        eq(transactions.type, 'refund'),
        eq(transactions.status, 'waiting_refund_result'),
        isNull(transactions.providerRef),
        ofBookings,
        isDue,
      ),
    );
  for (const { refund, chargeRef, checkoutId } of refunds) {
    const row = { table: transactions, id: refund.id };
    if (!checkoutId || !(await claim(ctx.db, row, refund.providerAttempts, ctx.clock.now()))) continue;
    try {
      const answer = await inTime(
        ctx.payments.refund({
          checkoutId,
          chargeId: chargeRef,
          amount: refund.amount,
          currency: refund.currency,
          idempotencyKey: refund.id,
        }),
      );
      await ctx.db
        .update(transactions)
        .set({
          status: answer.status,
          statusRefund: answer.status,
          providerRef: answer.objectId,
          providerRetryAt: null,
          providerError: null,
          updatedAt: ctx.clock.now(),
        })
        .where(and(eq(transactions.id, refund.id), isNull(transactions.providerRef)));
      outcome.asked++;
    } catch (error) {
      outcome.failed++;
      await noteFailure(ctx, row, error, 'refund');
      // The provider is failing: the rest wait for the next try rather than each waiting out its time limit now.
      break;
    }
  }

  const captures = await noShowCaptures(ctx.db, and(eq(transactions.status, 'requires_capture'), ofBookings, isDue));
  for (const { held, checkoutId } of captures) {
    const reservationId = held.reservationId;
    const row = { table: transactions, id: held.id };
    if (!checkoutId || !reservationId || !(await claim(ctx.db, row, held.providerAttempts, ctx.clock.now()))) continue;
    try {
      const answer = await inTime(
        ctx.payments.capture({ checkoutId, amount: held.amount, currency: held.currency, idempotencyKey: `capture-${held.id}` }),
      );
      const succeeded = answer.status === 'succeeded';
      await ctx.db.transaction(async (tx) => {
        // The history line is the booking's: its row first, then the charge's update and its day's mark.
        await lockBookingBeforeItsDay(tx, reservationId);
        const [settled] = await tx
          .update(transactions)
          .set({
            status: succeeded ? 'charge' : 'failed',
            providerRef: answer.objectId,
            providerRetryAt: null,
            providerError: null,
            updatedAt: ctx.clock.now(),
          })
          .where(and(eq(transactions.id, held.id), eq(transactions.status, 'requires_capture')))
          .returning({ id: transactions.id });
        if (settled)
          await recordSystemHistory(tx, reservationId, succeeded ? 'noShowCharged' : 'noShowChargeFailed', {
            amount: held.amount,
            currency: held.currency,
          });
      });
      outcome.asked++;
    } catch (error) {
      outcome.failed++;
      await noteFailure(ctx, row, error, 'no-show charge');
      break;
    }
  }
  return outcome;
}

async function openFor(ctx: AppContext, which: SQL | undefined, isDue: SQL): Promise<Map<string, string>> {
  const waiting = await requestsWithBooking(
    ctx.db,
    and(eq(paymentRequests.status, 'pending'), ne(paymentRequests.type, 'OTHER_METHOD'), isNull(paymentRequests.providerRef), which, isDue),
  );
  const opened = new Map<string, string>();
  for (const { request, ticketName, outletName, date, time } of waiting) {
    const row = { table: paymentRequests, id: request.id };
    if (!request.token || !(await claim(ctx.db, row, request.providerAttempts, ctx.clock.now()))) continue;
    try {
      const checkout = await inTime(
        ctx.payments.openCheckout({
          requestId: request.id,
          token: request.token,
          amount: request.amount,
          currency: request.currency,
          kind: request.kind as 'payment' | 'hold',
          description: `${ticketName ?? ''}, ${outletName}, ${date} ${time.slice(0, 5)}`,
          origin: ctx.publicUrl,
        }),
      );
      // Kept only on the request as it was read: still waiting, the same link's token, no checkout yet.
      const [kept] = await ctx.db
        .update(paymentRequests)
        .set({ link: checkout.link, providerRef: checkout.checkoutId, providerRetryAt: null, providerError: null })
        .where(
          and(
            eq(paymentRequests.id, request.id),
            eq(paymentRequests.status, 'pending'),
            eq(paymentRequests.token, request.token),
            isNull(paymentRequests.providerRef),
          ),
        )
        .returning({ link: paymentRequests.link });
      if (kept?.link) opened.set(request.reservationId, kept.link);
      // Withdrawn, asked again or opened by another call meanwhile: this checkout must take nothing.
      else await inTime(ctx.payments.expireCheckout({ checkoutId: checkout.checkoutId }));
    } catch (error) {
      await noteFailure(ctx, row, error, 'checkout');
      break;
    }
  }
  return opened;
}
