import type { PaymentEvent, PaymentKind } from '@host/domain/payments/contract';

/**
 * A payment provider as Host uses it (issue 13), shaped on Stripe's objects so that Stripe (SG, MY,
 * HK) plugs in as another implementation without touching the use cases:
 * - a checkout is a Checkout Session (mode payment, or setup for a held card) the guest opens at `link`;
 * - `expireCheckout` closes a checkout the host withdrew, so its link takes nothing more;
 * - `capture` is an off-session charge of the held card (a PaymentIntent confirmed with its saved method);
 * - `refund` is a Refund of the charge; the answer may come later, by webhook;
 * - `verifyWebhook` checks a signed event as Stripe's `constructEvent` does (HMAC, timestamp tolerance).
 * Every call that moves money takes an idempotency key: a retry never charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: string;
  openCheckout(input: CheckoutRequest): Promise<{ checkoutId: string; link: string }>;
  /** The checkout stops taking money (Stripe: expire the Checkout Session): the host withdrew the request. */
  expireCheckout(input: { checkoutId: string }): Promise<void>;
  capture(input: {
    checkoutId: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ objectId: string; status: 'succeeded' | 'failed' }>;
  refund(input: {
    checkoutId: string;
    chargeId: string | null;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ objectId: string; status: 'succeeded' | 'waiting_refund_result' }>;
  /** The event a webhook carries, once its signature and age are checked; a DomainError (400) otherwise. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}

export interface CheckoutRequest {
  /** Host's payment request id, kept as the checkout's reference */
  requestId: string;
  /** the secret in the guest's link */
  token: string;
  amount: number;
  currency: string;
  kind: PaymentKind;
  /** what the guest's statement and pay page say, e.g. "Deposit, Jade Garden Orchard, 31 Mar 19:30" */
  description: string;
  /** where Host is reached by the guest (the pay page and webhooks of the local provider) */
  origin: string;
}
