import { z } from 'zod';
import { localDate } from '../input';
import type { CountryCode } from '../locales';
import { PAYMENT_REQUEST_TYPES } from '../statuses';
import { REFUND_STATUSES, TRANSACTION_SOURCES, TRANSACTION_STATUSES } from './money-rules';

/**
 * The HTTP contract of payments (issue 13): payment requests on a booking, refunds, the
 * transactions list, the guest's pay page and the provider's webhook events. Amounts are whole
 * minor units of `currency` (ISO 4217), never floats.
 */

/** docs/rules.md section 9's countries and their currencies (S$, RM, HK$, NT$). */
export const CURRENCY_OF: Record<CountryCode, string> = { SG: 'SGD', MY: 'MYR', HK: 'HKD', TW: 'TWD' };
export const CURRENCIES = ['SGD', 'MYR', 'HKD', 'TWD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export function countryOfCurrency(currency: string): CountryCode {
  return ((Object.entries(CURRENCY_OF) as [CountryCode, string][]).find(([, c]) => c === currency)?.[0] ?? 'SG') as CountryCode;
}

/** What a payment request asks of the provider: take the money now, or hold the card for a no-show fee. */
export const PAYMENT_KINDS = ['payment', 'hold'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** A request's life: waiting for the guest, paid (or the card held), lapsed unpaid, or withdrawn. */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'paid', 'guaranteed', 'expired', 'cancelled'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** Shortest and longest time a guest is given to pay, in minutes (5 minutes to 7 days). */
export const EXPIRE_MINUTES = { min: 5, max: 7 * 24 * 60 } as const;

/**
 * A host opening a payment request on a booking. The expiry is given as minutes from now
 * (`expireTime`) or as a moment (`expireDateTime`); one of the two is required ('Expire time must
 * not be empty'), and it must fall before the booking ('validity time greater than reservation time').
 */
export const paymentRequestInputSchema = z.object(
  {
    // Any text here, checked by the payment rules: an unknown type is docs/rules.md section 8's 'Type not valid' (422).
    type: z
      .string({ message: 'typeNotValid' })
      .max(40, 'typeNotValid')
      .nullish()
      .describe(`The way the guest pays: ${PAYMENT_REQUEST_TYPES.join(', ')}`),
    expireTime: z
      .number({ message: 'enterWholeNumber' })
      .int('enterWholeNumber')
      .min(EXPIRE_MINUTES.min, 'expireTimeRange')
      .max(EXPIRE_MINUTES.max, 'expireTimeRange')
      .nullish(),
    expireDateTime: z.iso.datetime({ offset: true, message: 'invalidDate' }).nullish(),
    notes: z.string({ message: 'textTooLong' }).trim().max(500, 'textTooLong').nullish(),
  },
  { message: 'chooseOption' },
);
export type PaymentRequestInput = z.infer<typeof paymentRequestInputSchema>;

export const paymentRequestViewSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  type: z.enum(PAYMENT_REQUEST_TYPES),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  link: z.string().nullable(),
  expireDateTime: z.string().nullable(),
  paidAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** the ticket's refund window when the guest was asked: the terms their money is held to */
  refundWindow: z.number().int().nullable(),
  refundWindowUnit: z.string().nullable(),
  version: z.number().int(),
});
export type PaymentRequestView = z.infer<typeof paymentRequestViewSchema>;

/** A host giving money back: part or all of what is left, with why (kept on the transaction). */
export const refundInputSchema = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(3, 'reasonTooShort').max(300, 'textTooLong'),
  /** The refund window has passed and the merchant gives the money back anyway (issue 28): the reason says why. */
  overrideWindow: z.boolean().optional(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  reservationId: z.string().nullable(),
  reservationCode: z.string().nullable(),
  reservationDate: z.string().nullable(),
  guestName: z.string().nullable(),
  outletId: z.string(),
  outletName: z.string(),
  paymentRequestId: z.string().nullable(),
  parentId: z.string().nullable(),
  type: z.enum(['create', 'refund']),
  status: z.enum([...TRANSACTION_STATUSES, ...REFUND_STATUSES] as unknown as [string, ...string[]]),
  statusRefund: z.enum(REFUND_STATUSES).nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  metadataType: z.enum(['Deposit', 'Full payment']).nullable(),
  source: z.enum(TRANSACTION_SOURCES),
  refundReason: z.string().nullable(),
  /** the provider's words on a charge declined or a refund that failed (a decline code such as card_declined) */
  refundMessage: z.string().nullable(),
  actorName: z.string().nullable(),
  /** why the provider has not yet answered a refund or a no-show charge Host asked for; tried again by itself */
  providerError: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = z.object({
  // Bounded as every other date is (MIN_YEAR..MAX_YEAR; issue 27).
  from: localDate('invalid "from"').optional(),
  to: localDate('invalid "to"').optional(),
  status: z.enum([...TRANSACTION_STATUSES, ...REFUND_STATUSES] as unknown as [string, ...string[]]).optional(),
  type: z.enum(['create', 'refund']).optional(),
  source: z.enum(TRANSACTION_SOURCES).optional(),
  format: z.enum(['json', 'csv']).default('json'),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;

/** Per currency, over every transaction the filters match (not only this page): taken in, given back, and what stays. */
export const transactionTotalSchema = z.object({
  currency: z.string(),
  collected: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
});
export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
  totals: z.array(transactionTotalSchema),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** The guest's pay page: what they are paying for, with nothing about any other booking. */
export const checkoutViewSchema = z.object({
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  kind: z.enum(PAYMENT_KINDS),
  type: z.enum(PAYMENT_REQUEST_TYPES),
  amount: z.number().int(),
  currency: z.string(),
  outletName: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  pax: z.number().int(),
  guestFirstName: z.string(),
  language: z.string().nullable(),
  expireDateTime: z.string().nullable(),
  ticketName: z.string().nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/** A card typed on the local provider's pay page (test cards only: nothing real is charged here). */
export const cardAttemptSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'cardNumberNotValid')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'cardExpiryNotValid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'cardCvcNotValid'),
  name: z.string().trim().min(1, 'enterName').max(100, 'nameTooLong'),
});
export type CardAttempt = z.input<typeof cardAttemptSchema>;

/** What the provider answered a card: done, refused, or one more step (3-D Secure) before it is done. */
export const attemptResultSchema = z.object({
  outcome: z.enum(['succeeded', 'declined', 'requires_action']),
  /** set with requires_action: the step to authenticate */
  challengeId: z.string().nullable(),
  declineCode: z.string().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * A provider's event as Host applies it, whatever the provider (the local one, or Stripe's
 * payment_intent.succeeded / charge.refunded mapped to these).
 */
export const PAYMENT_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'card.held', 'refund.succeeded', 'refund.failed'] as const;
export const paymentEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PAYMENT_EVENT_TYPES),
  /** seconds since the epoch, as the provider sent it */
  created: z.number().int(),
  data: z.object({
    checkoutId: z.string().min(1).max(200),
    amount: z.number().int().min(0),
    currency: z.string().length(3),
    /** the provider's id of the charge or refund */
    objectId: z.string().min(1).max(200),
    declineCode: z.string().max(100).nullish(),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
