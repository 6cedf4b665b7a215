import type { CountryCode } from '../locales';
import type { MessageKey } from '../messages';
import type { PaymentRequestType } from '../statuses';
import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE, isPaymentRequestType } from '../statuses';

/**
 * What a booking owes and what can be given back (issue 13, docs/rules.md sections 3, 4 and 9). Amounts
 * are whole minor units (cents) of the outlet's currency, never floats: S$, RM, HK$ and NT$ are
 * all written with two decimals here (locales.ts formatMoney).
 */

/** docs/rules.md section 9, exactly. */
export const TRANSACTION_STATUSES = [
  'paid',
  'pending',
  'refunded',
  'succeeded',
  'failed',
  'guaranteed',
  'charge',
  'no_charge',
  'requires_capture',
  'requires_action',
  'waiting_payment_result',
  'expired',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const REFUND_STATUSES = ['succeeded', 'refunded', 'waiting_refund_result'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const TRANSACTION_SOURCES = ['Merchant', 'System'] as const;
export const REFUND_WINDOW_UNITS = ['minute', 'hour', 'day'] as const;
export type RefundWindowUnit = (typeof REFUND_WINDOW_UNITS)[number];

export interface PricedTicket {
  typePayment: number;
  typePrice: number;
  /** minor units */
  price: number;
}

/** Whether a ticket takes money or holds a card: a booking with one waits PENDING until it is paid or held. */
export function isPayingTicket(ticket: PricedTicket | null | undefined): boolean {
  return !!ticket && ticket.typePayment !== TICKET_TYPE_PAYMENT.NO_PAYMENT && ticket.price > 0;
}

/**
 * What the booking owes (deposit or prepaid) or what a held card is charged on a no-show (card
 * guarantee): the price per guest times the party, or the price once per booking.
 */
export function amountDue(ticket: PricedTicket | null | undefined, pax: number): number {
  if (!ticket || !isPayingTicket(ticket)) return 0;
  if (!Number.isInteger(ticket.price) || !Number.isInteger(pax) || pax < 0) throw new RangeError('amounts and parties are whole numbers');
  return ticket.typePrice === TICKET_TYPE_PRICE.PER_PAX ? ticket.price * pax : ticket.price;
}

/**
 * What is still to pay: the ticket's price for the party less what the guest has paid and kept
 * (issue 28: a booking partly paid, say before its party grew, is asked for the balance, never twice).
 */
export function balanceDue(ticket: PricedTicket | null | undefined, pax: number, movements: readonly Movement[]): number {
  return Math.max(0, amountDue(ticket, pax) - refundableAmount(movements));
}

/** What a new payment request asks for: a card guarantee holds the whole fee again, money is asked for the balance. */
export function amountToAsk(ticket: PricedTicket | null | undefined, pax: number, movements: readonly Movement[]): number {
  return ticket?.typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE ? amountDue(ticket, pax) : balanceDue(ticket, pax, movements);
}

/** docs/rules.md section 9: card guarantee is offered everywhere but Taiwan. */
export function isCardGuaranteeOffered(country: CountryCode): boolean {
  return country !== 'TW';
}

/** docs/rules.md section 4: an online payment link is made by the system, never by a host. */
export function isRequestTypeCreatableByHand(type: PaymentRequestType): boolean {
  return type !== 'ONLINE_PAYMENT_LINK';
}

/** The request types a host picks from: CARD, ATM, OTHER_METHOD. */
export const HAND_REQUEST_TYPES = ['CARD', 'ATM', 'OTHER_METHOD'] as const satisfies readonly PaymentRequestType[];

/** What a host may ask a ticket's guest to pay by: a card guarantee holds a card, so only CARD. */
export function requestTypesFor(ticket: { typePayment: number } | null | undefined): ReadonlyArray<(typeof HAND_REQUEST_TYPES)[number]> {
  return ticket?.typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE ? ['CARD'] : HAND_REQUEST_TYPES;
}

const UNIT_MS: Record<RefundWindowUnit, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * The last moment a paid booking is refunded in full: the booking's start minus the ticket's refund
 * window. No window means no refund by the rules (a host may still refund by hand as the merchant).
 */
export function refundDeadline(startsAt: Date, window: { refundWindow: number | null; refundWindowUnit: string | null }): Date | null {
  const { refundWindow, refundWindowUnit } = window;
  if (refundWindow === null || refundWindow < 0 || !refundWindowUnit || !(refundWindowUnit in UNIT_MS)) return null;
  return new Date(startsAt.getTime() - refundWindow * UNIT_MS[refundWindowUnit as RefundWindowUnit]);
}

/** Whether cancelling now is inside the refund window, so the system refunds what was paid. */
export function isInsideRefundWindow(
  now: Date,
  startsAt: Date,
  window: { refundWindow: number | null; refundWindowUnit: string | null },
): boolean {
  const deadline = refundDeadline(startsAt, window);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

export interface RefundTerms {
  refundWindow: number | null;
  refundWindowUnit: string | null;
}

/**
 * The refund window a booking's money is held to: the one its guest was asked to pay under (kept on
 * the payment request), else its ticket's as it stands (money taken before any request).
 */
export function refundTermsOf(request: RefundTerms | null | undefined, ticket: RefundTerms | null | undefined): RefundTerms | null {
  return request ?? ticket ?? null;
}

/** Whether a host may give money back now: without a window it is the merchant's choice; once the window has passed the money stays. */
export function isHostRefundOpen(now: Date, startsAt: Date, terms: RefundTerms | null): boolean {
  return !terms || terms.refundWindow === null || isInsideRefundWindow(now, startsAt, terms);
}

export interface Movement {
  /** 'create' takes money in, 'refund' gives it back */
  type: 'create' | 'refund';
  status: string;
  amount: number;
}

/** Money in that counts: a paid or captured charge (what can be refunded, what a refund deadline is about). */
export const COLLECTED_STATUSES: readonly string[] = ['paid', 'succeeded', 'charge'];
const COLLECTED = COLLECTED_STATUSES;
/** Money out that counts, or is on its way (a refund waiting for the provider already holds its amount). */
const RETURNED: readonly string[] = ['refunded', 'succeeded', 'waiting_refund_result', 'pending'];

/** What is left to refund: collected minus refunded (and refunds under way); never below 0. */
export function refundableAmount(movements: readonly Movement[]): number {
  const collected = movements.filter((m) => m.type === 'create' && COLLECTED.includes(m.status)).reduce((sum, m) => sum + m.amount, 0);
  const returned = movements.filter((m) => m.type === 'refund' && RETURNED.includes(m.status)).reduce((sum, m) => sum + m.amount, 0);
  return Math.max(0, collected - returned);
}

export type RefundRefusal = Extract<MessageKey, 'refundNotPositive' | 'refundTooLarge' | 'nothingToRefund'>;

/** A refund of `amount`: whole, positive and at most what is left (docs/rules.md: never more than was paid). */
export function checkRefund(amount: number, movements: readonly Movement[]): RefundRefusal | null {
  const left = refundableAmount(movements);
  if (left === 0) return 'nothingToRefund';
  if (!Number.isInteger(amount) || amount <= 0) return 'refundNotPositive';
  if (amount > left) return 'refundTooLarge';
  return null;
}

export type PaymentRequestRefusal = Extract<
  MessageKey,
  'expireTimeEmpty' | 'expireAfterReservation' | 'paymentStatusTypeEmpty' | 'onlineLinkByHand' | 'typeNotValid'
>;

/**
 * A payment request a host opens (docs/rules.md section 8's messages): a type and a status, an expiry,
 * and the expiry before the booking's time ('validity time greater than reservation time').
 */
export function checkPaymentRequest(input: {
  /** as the caller sent it: one of PAYMENT_REQUEST_TYPES, or 'Type not valid' */
  type: string | null;
  status: string | null;
  expireDateTime: Date | null;
  startsAt: Date;
  byHand: boolean;
}): PaymentRequestRefusal | null {
  if (!input.type || !input.status) return 'paymentStatusTypeEmpty';
  if (!isPaymentRequestType(input.type)) return 'typeNotValid';
  if (input.byHand && !isRequestTypeCreatableByHand(input.type)) return 'onlineLinkByHand';
  if (!input.expireDateTime) return 'expireTimeEmpty';
  if (input.expireDateTime.getTime() > input.startsAt.getTime()) return 'expireAfterReservation';
  return null;
}

/**
 * A pending booking's payment request past its expiry, still unpaid: the expiry job turns the
 * booking EXPIRED and frees its tables.
 */
export function isRequestExpired(request: { status: string; expireDateTime: Date | null }, now: Date): boolean {
  return request.status === 'pending' && request.expireDateTime !== null && request.expireDateTime.getTime() <= now.getTime();
}

/** How long a host may give a guest to pay, in minutes. */
export const EXPIRY_CHOICES = [15, 30, 60, 120, 360, 1440] as const;

/** The choices that end before the booking starts ('validity time greater than reservation time'). */
export function expiryChoices(minutesUntilStart: number): number[] {
  return EXPIRY_CHOICES.filter((m) => m < minutesUntilStart);
}
