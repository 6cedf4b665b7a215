import { randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import type { AttemptResult, CheckoutView, PaymentEvent } from '@host/domain/payments/contract';
import { paymentPurposeOf, type PayPageView } from '@host/domain/payments/pay-page';
import { cardAttemptSchema } from '@host/domain/payments/contract';
import type { z } from 'zod';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../lib/context';
import { tryLockCheckout } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { outletLogoUrlOf } from '../outlets/service';
import { SIGNATURE_HEADER, signPayload } from './local-provider';
import { checkoutByToken, type CheckoutRow } from './booking-reads';

/**
 * The local provider's side of the guest's pay page (issue 13): it plays the card network with
 * Stripe's test cards, asks for a 3-D-Secure-like step, and tells Host the outcome the way any
 * provider would, by a signed webhook over HTTP. Nothing real is charged.
 */

/** Stripe's test cards: one that pays, one the bank declines, one that asks the cardholder to authenticate. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', authenticate: '4000002500003155' } as const;

/** A pending authentication step lives this long, as a bank's challenge page does. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Open steps kept at most: a flood of 3-D Secure attempts cannot fill the server's memory. */
const MAX_OPEN_CHALLENGES = 10_000;
/** How long the provider waits for Host to take its webhook. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** A second attempt on one link waits for the first at most this long (its webhook's time, and some). */
const ATTEMPT_WAIT_MS = WEBHOOK_TIMEOUT_MS + 5_000;
const ATTEMPT_POLL_MS = 50;

type Card = z.output<typeof cardAttemptSchema>;
type CardOutcome = { outcome: 'succeeded' } | { outcome: 'requires_action' } | { outcome: 'declined'; declineCode: string };

const TOKEN = /^[0-9a-f]{64}$/;

/** What the test card network answers a card at `now`: a card past its month is expired, whatever its number. */
export function testCardOutcome(card: Pick<Card, 'cardNumber' | 'expiry'>, now: Date): CardOutcome {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  // A card is good to the end of its month (MM/YY): it expires when the next month begins (UTC).
  const expiresAt = Date.UTC(2000 + year!, month!, 1);
  if (expiresAt <= now.getTime()) return { outcome: 'declined', declineCode: 'expired_card' };
  if (card.cardNumber === TEST_CARDS.succeeds) return { outcome: 'succeeded' };
  if (card.cardNumber === TEST_CARDS.authenticate) return { outcome: 'requires_action' };
  return { outcome: 'declined', declineCode: 'card_declined' };
}

interface Challenge {
  token: string;
  amount: number;
  expiresAt: number;
}

/**
 * Open authentication steps, in this server's memory as a bank keeps its own: the local provider is a
 * test double, and a step lost to a restart (or answered on another server) only means typing the
 * card again. One store per app (createChallenges in payRoutes), never a module-level one.
 */
export type ChallengeStore = Map<string, Challenge>;
export const createChallenges = (): ChallengeStore => new Map();

function openChallenge(challenges: ChallengeStore, token: string, amount: number, now: Date): string {
  for (const [id, c] of challenges) if (c.expiresAt <= now.getTime()) challenges.delete(id);
  if (challenges.size >= MAX_OPEN_CHALLENGES) challenges.delete(challenges.keys().next().value!);
  const id = `ch_${randomBytes(16).toString('hex')}`;
  challenges.set(id, { token, amount, expiresAt: now.getTime() + CHALLENGE_TTL_MS });
  return id;
}

/** The step, once: taken out whether it is answered or found stale. Another checkout's step names nothing here. */
function takeChallenge(challenges: ChallengeStore, id: string, token: string, now: Date): Challenge {
  const challenge = challenges.get(id);
  if (!challenge || challenge.token !== token) throw new DomainError('NOT_FOUND', 'challengeNotFound');
  challenges.delete(id);
  if (challenge.expiresAt <= now.getTime()) throw new DomainError('NOT_FOUND', 'challengeNotFound');
  return challenge;
}

/** The request behind a link; any token that names none is the same 404, whatever the reason. */
async function findCheckout(ctx: AppContext, token: string): Promise<CheckoutRow> {
  const row = TOKEN.test(token) ? await checkoutByToken(ctx.db, token) : undefined;
  if (!row) throw new DomainError('NOT_FOUND', 'checkoutNotFound');
  return row;
}

/** A card is taken only while the request waits for one and its time has not run out. */
function isOpen(ctx: AppContext, row: CheckoutRow) {
  const lapsed = row.request.expireDateTime !== null && row.request.expireDateTime.getTime() <= ctx.clock.now().getTime();
  return row.request.status === 'pending' && !lapsed && row.request.providerRef !== null;
}

function assertOpen(ctx: AppContext, row: CheckoutRow) {
  if (!isOpen(ctx, row)) throw new DomainError('BUSINESS_RULE', 'checkoutClosed');
}

export async function viewCheckout(ctx: AppContext, token: string): Promise<PayPageView> {
  const row = await findCheckout(ctx, token);
  return {
    status: row.request.status as CheckoutView['status'],
    kind: row.request.kind as CheckoutView['kind'],
    type: row.request.type as CheckoutView['type'],
    amount: row.request.amount,
    currency: row.request.currency,
    outletName: row.outletName,
    outletLogoUrl: outletLogoUrlOf(row.outletLogoHash, row.outletLogoUrl),
    reservationDate: row.date,
    reservationTime: row.time.slice(0, 5),
    pax: row.numberOfAdults + row.numberOfChildren + row.extraAdult + row.extraChildren,
    guestFirstName: row.guestFirstName ?? '',
    language: row.language,
    expireDateTime: row.request.expireDateTime?.toISOString() ?? null,
    ticketName: row.ticketName,
    purpose: paymentPurposeOf(row.request.kind as CheckoutView['kind'], row.ticketTypePayment),
    isOpen: isOpen(ctx, row),
    timeZone: row.timeZone,
    provider: row.request.provider,
  };
}

/**
 * Runs one attempt on a link while no other runs (any server): the checkout is read again inside, so
 * a second card typed while the first was being charged sees it paid and is refused, never charged
 * again (issue 27). A waiting attempt gives up after the first's webhook could have timed out.
 */
async function oneAttemptAtATime(ctx: AppContext, token: string, attempt: () => Promise<AttemptResult>): Promise<AttemptResult> {
  const gaveUpAt = Date.now() + ATTEMPT_WAIT_MS;
  for (;;) {
    const outcome = await inTransaction(ctx, async (tx) => ((await tryLockCheckout(tx, token)) ? { done: await attempt() } : null));
    if (outcome) return outcome.done;
    if (Date.now() > gaveUpAt) throw new DomainError('UNAVAILABLE', 'brieflyUnavailable');
    await sleep(ATTEMPT_POLL_MS);
  }
}

/** A card typed on the pay page: paid (or held), declined, or one more step. */
export async function attemptCard(
  ctx: AppContext,
  challenges: ChallengeStore,
  { token, card, origin }: { token: string; card: Card; origin: string },
): Promise<AttemptResult> {
  await findCheckout(ctx, token);
  return oneAttemptAtATime(ctx, token, async () => {
    const row = await findCheckout(ctx, token);
    assertOpen(ctx, row);
    const result = testCardOutcome(card, ctx.clock.now());
    if (result.outcome === 'requires_action') {
      return {
        outcome: 'requires_action',
        challengeId: openChallenge(challenges, token, row.request.amount, ctx.clock.now()),
        declineCode: null,
      };
    }
    return settleOutcome(
      ctx,
      row,
      { amount: row.request.amount, declineCode: result.outcome === 'declined' ? result.declineCode : null },
      origin,
    );
  });
}

/** The cardholder's answer to the bank's step: confirmed, it goes through as a good card; refused, it is declined. */
export async function answerChallenge(
  ctx: AppContext,
  challenges: ChallengeStore,
  { token, challengeId, approve, origin }: { token: string; challengeId: string; approve: boolean; origin: string },
): Promise<AttemptResult> {
  await findCheckout(ctx, token);
  const challenge = takeChallenge(challenges, challengeId, token, ctx.clock.now());
  return oneAttemptAtATime(ctx, token, async () => {
    const row = await findCheckout(ctx, token);
    assertOpen(ctx, row);
    return settleOutcome(ctx, row, { amount: challenge.amount, declineCode: approve ? null : 'authentication_failed' }, origin);
  });
}

/** Tells Host by webhook, and answers the page only once Host has taken it: when the page says paid, the booking is. */
async function settleOutcome(
  ctx: AppContext,
  row: CheckoutRow,
  { amount, declineCode }: { amount: number; declineCode: string | null },
  origin: string,
): Promise<AttemptResult> {
  const type: PaymentEvent['type'] = declineCode ? 'payment.failed' : row.request.kind === 'hold' ? 'card.held' : 'payment.succeeded';
  const created = Math.floor(ctx.clock.now().getTime() / 1000);
  const event: PaymentEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type,
    created,
    data: {
      checkoutId: row.request.providerRef!,
      amount,
      currency: row.request.currency,
      objectId: `lch_${randomBytes(12).toString('hex')}`,
      ...(declineCode ? { declineCode } : {}),
    },
  };
  await sendWebhook(ctx, origin, event, created);
  return declineCode
    ? { outcome: 'declined', challengeId: null, declineCode }
    : { outcome: 'succeeded', challengeId: null, declineCode: null };
}

async function sendWebhook(ctx: AppContext, origin: string, event: PaymentEvent, timestamp: number) {
  const body = JSON.stringify(event);
  let status: number;
  try {
    const response = await fetch(`${origin}/api/webhooks/payments/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(ctx.config.PAYMENT_WEBHOOK_SECRET, body, timestamp) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    ctx.log.warn({ eventId: event.id, reason: (error as Error).message }, 'local provider: webhook not delivered');
    throw new DomainError('UNAVAILABLE', 'brieflyUnavailable');
  }
  if (status !== 200) {
    ctx.log.warn({ eventId: event.id, status }, 'local provider: webhook refused');
    throw new DomainError('UNAVAILABLE', 'brieflyUnavailable');
  }
}
