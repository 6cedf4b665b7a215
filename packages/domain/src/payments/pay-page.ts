import { z } from 'zod';
import { TICKET_TYPE_PAYMENT } from '../statuses';
import { checkoutViewSchema, type PaymentKind } from './contract';

/**
 * What the guest's pay page says the money is for (issue 13): a deposit, a prepaid booking, or a card
 * held for a no-show fee (nothing charged unless they do not come).
 */
export const PAYMENT_PURPOSES = ['deposit', 'prepaid', 'guarantee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A held card is a guarantee whatever the ticket says; money taken now is prepaid only for a prepaid ticket. */
export function paymentPurposeOf(kind: PaymentKind, ticketTypePayment: number | null): PaymentPurpose {
  if (kind === 'hold') return 'guarantee';
  return ticketTypePayment === TICKET_TYPE_PAYMENT.PREPAID ? 'prepaid' : 'deposit';
}

/**
 * The pay page's view: the checkout, with what it is for, whether a card is taken now (by the
 * server's clock: pending and before its expiry), the outlet's time zone for the expiry, and the
 * provider (the local test provider lists its test cards).
 */
export const payPageViewSchema = checkoutViewSchema.extend({
  purpose: z.enum(PAYMENT_PURPOSES),
  isOpen: z.boolean(),
  timeZone: z.string(),
  provider: z.string(),
  /** the restaurant's logo, shown with its name at the top as the booking page does (issue 28) */
  outletLogoUrl: z.string().nullable(),
});
export type PayPageView = z.infer<typeof payPageViewSchema>;
