import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { paymentEventSchema, type PaymentEvent } from '@host/domain/payments/contract';
import { DomainError } from '@host/domain/errors';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../lib/payment-provider';

/** How old a signed event may be when it arrives (Stripe's default tolerance): an older one is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'host-signature';

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-Signature is built. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const badSignature = () => new DomainError('BAD_REQUEST', 'webhookSignatureInvalid');

/** The event in `body` if `header` signs it with `secret` within the tolerance; a 400 otherwise. */
export function verifySignedEvent(secret: string, body: string, header: string | undefined, now: Date): PaymentEvent {
  if (!header) throw badSignature();
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw badSignature();
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw badSignature();
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw badSignature();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw badSignature();
  }
  const event = paymentEventSchema.safeParse(parsed);
  if (!event.success) throw new DomainError('BAD_REQUEST', 'dataNotValid');
  return event.data;
}

/**
 * The provider that really runs on this machine: its checkout is Host's own pay page at
 * `/pay/<token>` (test cards, a 3-D-Secure-like step), its events come back through the signed
 * webhook like any provider's, and captures and refunds of its test charges always go through.
 */
export function createLocalProvider(options: { secret: string; clock: Clock }): PaymentProvider {
  return {
    name: 'local',
    async openCheckout(input) {
      // A checkout of its own each time, as a provider's session: a request asked again is another checkout.
      return { checkoutId: `lc_${randomUUID()}`, link: `${input.origin}/pay/${input.token}` };
    },
    async expireCheckout() {
      // The pay page reads the request's status from Host's database: a withdrawn one is closed already.
    },
    async capture() {
      return { objectId: `lch_${randomUUID()}`, status: 'succeeded' };
    },
    async refund() {
      return { objectId: `lre_${randomUUID()}`, status: 'succeeded' };
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(options.secret, rawBody, signatureHeader, options.clock.now());
    },
  };
}
