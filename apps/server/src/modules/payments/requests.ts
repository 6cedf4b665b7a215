import { randomBytes } from 'node:crypto';
import { FEATURE } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import { CURRENCY_OF, type PaymentRequestInput, type PaymentRequestView } from '@host/domain/payments/contract';
import { amountToAsk, checkPaymentRequest, isPayingTicket } from '@host/domain/payments/money-rules';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, type PaymentRequestType } from '@host/domain/statuses';
import type { CountryCode } from '@host/domain/locales';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { lockBookingRow, outletOfBooking, paymentPlaceOf, startingOptionOf, ticketOf } from './booking-reads';
import { recordActivity } from '../../lib/activity';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { assertFeatureEnabled } from '../../lib/feature-gate';
import { inTransaction } from '../../lib/transaction';
import { openCheckouts } from './provider-calls';
import { moveBySystem } from '../reservations/status-door';
import { startingStatus, systemSources } from '@host/domain/reservations/system-transitions';

const { PENDING } = RESERVATION_STATUS;
/** A status moved by a host's act on the payment request: the host is its author, and the booking shows it changed by the restaurant. */
const actOfHost = (auth: AuthContext) => ({ by: auth, fields: { modifiedByRestaurant: true } });

/** A request is asked of a booking still to come: waiting to pay, booked or confirmed. */
const ASKABLE: readonly number[] = systemSources('paymentRequested');
/** A request that still counts: a second one is refused while one of these stands. */
const STANDING = ['pending', 'paid', 'guaranteed'];

type RequestRow = typeof paymentRequests.$inferSelect;

export function requestView(row: RequestRow): PaymentRequestView {
  return {
    id: row.id,
    reservationId: row.reservationId,
    type: row.type as PaymentRequestType,
    kind: row.kind as PaymentRequestView['kind'],
    status: row.status as PaymentRequestView['status'],
    amount: row.amount,
    currency: row.currency,
    link: row.link,
    expireDateTime: row.expireDateTime?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    notes: row.notes,
    refundWindow: row.refundWindow,
    refundWindowUnit: row.refundWindowUnit,
    version: row.version,
  };
}

/**
 * The booking a payment use case acts on, after the session is checked against its outlet, locked
 * for the rest of the transaction, with its outlet's country, its brand's flag and its ticket.
 */
export async function lockBookingForPayment(tx: Executor, auth: AuthContext, reservationId: string) {
  const outletId = await outletOfBooking(tx, reservationId);
  if (!outletId) throw new DomainError('NOT_FOUND', 'reservationMissing');
  assertOutletAccess(auth, outletId);
  const booking = (await lockBookingRow(tx, reservationId))!;
  const place = await paymentPlaceOf(tx, booking.outletId);
  const ticket = booking.ticketId ? await ticketOf(tx, booking.ticketId) : undefined;
  return { booking, place, ticket: ticket ?? null, currency: CURRENCY_OF[place.countryCode as CountryCode] ?? 'SGD' };
}

/**
 * A host asks the guest to pay what the booking's ticket costs (docs/rules.md sections 4, 8, 9): CARD or
 * ATM get a link to the provider's checkout, OTHER_METHOD (cash, a transfer the host checks) gets
 * none and lets the host book the booking by hand. The booking waits PENDING until it is paid or the
 * request expires (the clock sweep). A request that expired or was withdrawn may be asked again.
 */
export async function openPaymentRequest(
  ctx: AppContext,
  auth: AuthContext,
  reservationId: string,
  input: PaymentRequestInput,
): Promise<PaymentRequestView> {
  const result = await inTransaction(ctx, (tx) => openRequestIn(ctx, tx, auth, { reservationId, input }));
  const link = (await openCheckouts(ctx, [reservationId])).get(reservationId);
  await publishChange(ctx, result.outletId, 'reservation.status', [reservationId]);
  return link ? { ...result.view, link } : result.view;
}

/**
 * The same, in a transaction the caller holds (a booking made with its request at once). `bySystem`:
 * opened by Host itself (a diner's booking on the page, issue 18), which may send an online payment link.
 */
export async function openRequestIn(
  ctx: AppContext,
  tx: Executor,
  auth: AuthContext,
  { reservationId, input, bySystem = false }: { reservationId: string; input: PaymentRequestInput; bySystem?: boolean },
) {
  const { booking, place, ticket, currency } = await lockBookingForPayment(tx, auth, reservationId);
  // Also here, not only on the route: a booking made with its request at once comes this way.
  await assertFeatureEnabled(tx, booking.outletId, FEATURE.PAYMENT_REQUEST);
  if (!place.paymentsEnabled) throw new DomainError('BUSINESS_RULE', 'paymentRequestDisabled');
  if (!ticket || !isPayingTicket(ticket)) throw new DomainError('BUSINESS_RULE', 'ticketNotPaying');
  if (!ASKABLE.includes(booking.status)) throw new DomainError('BUSINESS_RULE', 'paymentNotForStatus');
  const [earlier] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, booking.id)).for('update');
  if (earlier && STANDING.includes(earlier.status))
    throw new DomainError('CONFLICT', 'paymentRequestOpen', { details: { current: requestView(earlier) } });

  const now = ctx.clock.now();
  const expireDateTime = input.expireDateTime
    ? new Date(input.expireDateTime)
    : input.expireTime
      ? new Date(now.getTime() + input.expireTime * 60_000)
      : null;
  const refusal = checkPaymentRequest({
    type: input.type ?? null,
    status: 'pending',
    expireDateTime,
    startsAt: booking.startsAt,
    byHand: !bySystem,
  });
  if (refusal) throw new DomainError('BUSINESS_RULE', refusal);
  if (expireDateTime!.getTime() <= now.getTime()) throw new DomainError('BUSINESS_RULE', 'timeAfterNow');

  const type = input.type as PaymentRequestType;
  const kind = ticket.typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE ? 'hold' : 'payment';
  // A card guarantee holds a card: cash or a transfer holds nothing to charge on a no-show.
  if (kind === 'hold' && type !== 'CARD') throw new DomainError('BUSINESS_RULE', 'holdNeedsCard');
  // Money already paid and kept counts: a partly paid booking is asked for the balance (issue 28).
  const movements = await tx
    .select({ type: transactions.type, status: transactions.status, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.reservationId, booking.id));
  const amount = amountToAsk(
    ticket,
    booking.numberOfAdults + booking.numberOfChildren,
    movements.map((m) => ({ ...m, type: m.type === 'refund' ? 'refund' : 'create' })),
  );
  if (amount <= 0) throw new DomainError('BUSINESS_RULE', 'nothingDue');
  const token = randomBytes(32).toString('hex');
  const values = {
    reservationId: booking.id,
    type,
    kind,
    status: 'pending',
    amount,
    currency,
    expireDateTime,
    expireTime: Math.round((expireDateTime!.getTime() - now.getTime()) / 60_000),
    notes: input.notes ?? null,
    provider: ctx.payments.name,
    token,
    // The terms the guest pays under: a later change to the ticket's window does not move them.
    refundWindow: ticket.refundWindow,
    refundWindowUnit: ticket.refundWindowUnit,
    link: null as string | null,
    providerRef: null as string | null,
    paidAt: null,
    // A request asked again is a new call to the provider: no tries, no wait, no old failure.
    providerAttempts: 0,
    providerRetryAt: null,
    providerError: null,
    updatedAt: now,
  };
  const [row] = earlier
    ? await tx
        .update(paymentRequests)
        .set({
          ...values,
          // The earlier checkout is remembered: money that still reaches it goes back, never to this request.
          earlierProviderRefs: earlier.providerRef
            ? sql`array_append(${paymentRequests.earlierProviderRefs}, ${earlier.providerRef})`
            : earlier.earlierProviderRefs,
          version: sql`${paymentRequests.version} + 1`,
        })
        .where(eq(paymentRequests.id, earlier.id))
        .returning()
    : await tx.insert(paymentRequests).values(values).returning();
  // A checkout (not OTHER_METHOD, which the host settles) is opened once this commits (openCheckouts).
  if (booking.status !== PENDING) {
    await moveBySystem(tx, { row: booking, cause: 'paymentRequested', to: 'PENDING', now, ...actOfHost(auth) });
  }
  await recordActivity(tx, auth, {
    reservationId: booking.id,
    action: 'paymentRequested',
    changes: { type, amount, currency, expireDateTime: expireDateTime!.toISOString() },
  });
  return { view: requestView(row!), outletId: booking.outletId };
}

/** The booking's payment request, for a session that may see the booking. */
export async function paymentRequestOf(ctx: AppContext, auth: AuthContext, reservationId: string): Promise<PaymentRequestView | null> {
  const outletId = await outletOfBooking(ctx.db, reservationId);
  if (!outletId) throw new DomainError('NOT_FOUND', 'reservationMissing');
  assertOutletAccess(auth, outletId);
  const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.reservationId, reservationId));
  return row ? requestView(row) : null;
}

/**
 * A host withdraws a request still waiting for the guest (the wrong amount, or the guest will pay at
 * the door): its checkout is closed, and a booking that waited on it is booked as the outlet starts
 * bookings. A new request may then be asked; money that still arrives goes straight back (settle.ts).
 */
export async function withdrawPaymentRequest(ctx: AppContext, auth: AuthContext, reservationId: string): Promise<PaymentRequestView> {
  const result = await inTransaction(ctx, async (tx) => {
    const { booking } = await lockBookingForPayment(tx, auth, reservationId);
    const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, booking.id)).for('update');
    if (!request) throw new DomainError('NOT_FOUND', 'paymentRequestMissing');
    if (request.status !== 'pending')
      throw new DomainError('CONFLICT', 'paymentRequestNotPending', { details: { current: requestView(request) } });
    const now = ctx.clock.now();
    const [withdrawn] = await tx
      .update(paymentRequests)
      .set({ status: 'cancelled', version: sql`${paymentRequests.version} + 1`, updatedAt: now })
      .where(eq(paymentRequests.id, request.id))
      .returning();
    if (booking.status === PENDING) {
      const to = startingStatus(await startingOptionOf(tx, booking.outletId));
      await moveBySystem(tx, { row: booking, cause: 'paymentWithdrawn', to, now, ...actOfHost(auth) });
    }
    const { type, amount, currency } = request;
    await recordActivity(tx, auth, { reservationId: booking.id, action: 'paymentRequestWithdrawn', changes: { type, amount, currency } });
    return { view: requestView(withdrawn!), outletId: booking.outletId, checkoutId: request.providerRef };
  });
  // Closed at the provider once the withdrawal stands. Should the provider fail, money that still
  // reaches the checkout goes straight back (settle.ts): the request is no longer pending.
  if (result.checkoutId) {
    await ctx.payments
      .expireCheckout({ checkoutId: result.checkoutId })
      .catch((error: unknown) => ctx.log.warn({ err: error, paymentRequestId: result.view.id }, 'checkout not expired at the provider'));
  }
  await publishChange(ctx, result.outletId, 'reservation.status', [reservationId]);
  return result.view;
}
