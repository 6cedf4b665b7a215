import { randomBytes, randomUUID } from 'node:crypto';
import { attemptResultSchema, type PaymentEvent } from '@host/domain/payments/contract';
import { payPageViewSchema } from '@host/domain/payments/pay-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { outletImages, outlets, paymentEvents, paymentRequests, transactions } from '../src/db/schema';
import { SIGNATURE_HEADER, signPayload } from '../src/modules/payments/local-provider';
import { aReservation, aTicket, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestResponse, type TestServer } from './helper';
import { TEST_NOW } from './clock';

/**
 * The guest's pay page of the local provider (issue 13): a link's checkout, test cards, the
 * 3-D-Secure-like step, and the signed webhook the provider sends Host, refused when forged or
 * stale and applied once when replayed. Each test calls from an address of its own (X-Forwarded-For
 * is believed, as behind the load balancer), so the per-address throttle counts only its calls.
 */

let server: TestServer;
let jade: OutletFixture;
let ticketId: string;
const SECRET = loadConfig({ NODE_ENV: 'test' }).PAYMENT_WEBHOOK_SECRET;
const PHONE = '+6591234567';
/** The server's clock: TEST_NOW, run on since the server started, plus what a test moved it by. */
let startedAt = 0;
let advancedMs = 0;
const serverNowSeconds = () => Math.floor((Date.parse(TEST_NOW) + (Date.now() - startedAt) + advancedMs) / 1000);

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: true });
  startedAt = Date.now();
  jade = await anOutlet(server, { outlet: { outletName: 'Jade Garden Orchard' } });
  ticketId = (await aTicket(server, jade.outlet.brandId, { name: 'Friday deposit', typePayment: 2, price: 2500, typePrice: 1 })).id;
});
afterAll(() => server.close());

let lastAddress = 0;
/** A guest's phone at an address of its own. */
function aGuest() {
  const address = `198.51.100.${++lastAddress}`;
  const client = server.client();
  const headers = { 'x-forwarded-for': address };
  return {
    view: (token: string) => client.get(`/api/pay/${token}`, headers),
    pay: (token: string, card: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>> = {}) =>
      client.post(
        `/api/pay/${token}/attempts`,
        { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Mei Ling Tan', ...card },
        headers,
      ),
    answer: (token: string, challengeId: string, approve: boolean) =>
      client.post(`/api/pay/${token}/challenges/${challengeId}`, { approve }, headers),
  };
}

/** A booking for 2 tomorrow at 19:00 with a pending S$ 50.00 payment request, its link's token and checkout. */
async function aPaymentRequest(columns: Partial<typeof paymentRequests.$inferInsert> = {}) {
  const booking = await aReservation(jade.host, { customerPhone: PHONE, ticketId, language: 'zh-SG' });
  const id = randomUUID();
  const token = randomBytes(32).toString('hex');
  await server.db.insert(paymentRequests).values({
    id,
    reservationId: booking.id,
    type: 'ONLINE_PAYMENT_LINK',
    status: 'pending',
    kind: 'payment',
    amount: 5000,
    currency: 'SGD',
    expireDateTime: new Date('2026-04-01T12:00:00+08:00'),
    provider: 'local',
    providerRef: `lc_${id}`,
    token,
    link: `/pay/${token}`,
    ...columns,
  });
  return { id, token, checkoutId: `lc_${id}`, booking };
}

async function requestRow(id: string) {
  const [row] = await server.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  return row!;
}
const eventsOf = (requestId: string) => server.db.select().from(paymentEvents).where(eq(paymentEvents.paymentRequestId, requestId));
const attempt = (res: TestResponse) => parseBody(attemptResultSchema, res);

/** A provider's event as the local provider builds it. */
function anEvent(checkoutId: string, overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  return {
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    created: serverNowSeconds(),
    data: { checkoutId, amount: 5000, currency: 'SGD', objectId: `lch_${randomUUID()}` },
    ...overrides,
  };
}
const postWebhook = (body: string, signature?: string, provider = 'local') =>
  server.client().request('POST', `/api/webhooks/payments/${provider}`, {
    rawBody: body,
    headers: signature === undefined ? {} : { [SIGNATURE_HEADER]: signature },
  });

describe('a pay link', () => {
  it('shows what the guest pays for: the outlet, day, time, party and ticket, with their first name and never their phone', async () => {
    const { token } = await aPaymentRequest();
    const res = await aGuest().view(token);
    const view = parseBody(payPageViewSchema, res);
    expect(view).toEqual({
      status: 'pending',
      kind: 'payment',
      type: 'ONLINE_PAYMENT_LINK',
      amount: 5000,
      currency: 'SGD',
      outletName: 'Jade Garden Orchard',
      outletLogoUrl: null,
      reservationDate: '2026-04-01',
      reservationTime: '19:00',
      pax: 2,
      guestFirstName: 'Mei Ling',
      language: 'zh-SG',
      expireDateTime: '2026-04-01T04:00:00.000Z',
      ticketName: 'Friday deposit',
      purpose: 'deposit',
      isOpen: true,
      timeZone: 'Asia/Singapore',
      provider: 'local',
    });
    expect(JSON.stringify(res.body)).not.toContain('91234567');
    expect(JSON.stringify(res.body)).not.toContain('Tan');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("shows the restaurant's logo with its name, the uploaded one before an address it was given (issue 28)", async () => {
    const { token } = await aPaymentRequest();
    await server.db.update(outlets).set({ logoUrl: 'https://jade.example/logo.png' }).where(eq(outlets.id, jade.outlet.id));
    try {
      expect(parseBody(payPageViewSchema, await aGuest().view(token)).outletLogoUrl).toBe('https://jade.example/logo.png');
      const [image] = await server.db
        .insert(outletImages)
        .values({
          outletId: jade.outlet.id,
          kind: 'logo',
          hash: 'a'.repeat(64),
          contentType: 'image/webp',
          width: 64,
          height: 64,
          bytes: Buffer.from('x'),
        })
        .returning();
      await server.db.update(outlets).set({ logoImageId: image!.id }).where(eq(outlets.id, jade.outlet.id));
      expect(parseBody(payPageViewSchema, await aGuest().view(token)).outletLogoUrl).toBe(`/media/outlet-images/${'a'.repeat(64)}.webp`);
    } finally {
      await server.db.update(outlets).set({ logoUrl: null, logoImageId: null }).where(eq(outlets.id, jade.outlet.id));
    }
  });

  it('names nothing for a token it does not know, whatever the token: the same 404 every time', async () => {
    const guest = aGuest();
    const unknown = randomBytes(32).toString('hex');
    for (const token of [unknown, 'not-a-token', unknown.toUpperCase(), `${unknown.slice(0, 63)}`]) {
      const error = parseError(await guest.view(token), 404);
      expect(error).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'checkoutNotFound' } });
      expect(parseError(await guest.pay(token), 404).details.reason).toBe('checkoutNotFound');
    }
  });
});

describe('paying with a test card', () => {
  it(
    'pays with 4242 4242 4242 4242: the request is paid when the page hears it, once, ' + 'and the link then refuses another card',
    async () => {
      const { id, token } = await aPaymentRequest();
      const guest = aGuest();
      expect(attempt(await guest.pay(token))).toEqual({ outcome: 'succeeded', challengeId: null, declineCode: null });
      const row = await requestRow(id);
      expect(row.status).toBe('paid');
      expect(row.paidAt).not.toBeNull();
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['payment.succeeded']);
      expect(parseBody(payPageViewSchema, await guest.view(token))).toMatchObject({ status: 'paid', isOpen: false });
      const again = parseError(await guest.pay(token), 422);
      expect(again.details.reason).toBe('checkoutClosed');
      expect(await eventsOf(id)).toHaveLength(1);
    },
  );

  it('takes the money once when two cards are typed at once on one link: the second sees the first paid', async () => {
    const { id, token, booking } = await aPaymentRequest();
    const answers = await Promise.all([aGuest(), aGuest(), aGuest(), aGuest()].map((guest) => guest.pay(token)));
    const outcomes = answers.map((res) => (res.status === 200 ? attempt(res).outcome : parseError(res, 422).details.reason)).sort();
    expect(outcomes).toEqual(['checkoutClosed', 'checkoutClosed', 'checkoutClosed', 'succeeded']);
    expect((await requestRow(id)).status).toBe('paid');
    // One event reached Host, so nothing was charged twice and nothing had to be given back.
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['payment.succeeded']);
    const money = await server.db.select().from(transactions).where(eq(transactions.reservationId, booking.id));
    expect(money.map((m) => [m.type, m.amount])).toEqual([['create', 5000]]);
  });

  it('holds the card of a card-guarantee request: guaranteed, nothing charged', async () => {
    const { id, token } = await aPaymentRequest({ kind: 'hold', amount: 3000 });
    const guest = aGuest();
    expect(parseBody(payPageViewSchema, await guest.view(token))).toMatchObject({ kind: 'hold', purpose: 'guarantee', amount: 3000 });
    expect(attempt(await guest.pay(token)).outcome).toBe('succeeded');
    expect((await requestRow(id)).status).toBe('guaranteed');
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['card.held']);
  });

  it.each<[string, { cardNumber: string; expiry: string }, string]>([
    ['the test card the bank declines', { cardNumber: '4000 0000 0000 0002', expiry: '12/30' }, 'card_declined'],
    ['any other number', { cardNumber: '5555 5555 5555 4444', expiry: '12/30' }, 'card_declined'],
    ['a good card past its month', { cardNumber: '4242424242424242', expiry: '02/26' }, 'expired_card'],
    ['a good card long expired', { cardNumber: '4242-4242-4242-4242', expiry: '12/25' }, 'expired_card'],
  ])('declines %s and leaves the request waiting', async (_name, card, declineCode) => {
    const { id, token } = await aPaymentRequest();
    expect(attempt(await aGuest().pay(token, card))).toEqual({ outcome: 'declined', challengeId: null, declineCode });
    expect((await requestRow(id)).status).toBe('pending');
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['payment.failed']);
  });

  it('takes a card to the end of its month (03/26 on 31 March 2026)', async () => {
    const { id, token } = await aPaymentRequest();
    expect(attempt(await aGuest().pay(token, { expiry: '03 / 26' })).outcome).toBe('succeeded');
    expect((await requestRow(id)).status).toBe('paid');
  });

  it('refuses a malformed card with field errors, and charges nothing', async () => {
    const { id, token } = await aPaymentRequest();
    const error = parseError(await aGuest().pay(token, { cardNumber: '4242', expiry: '13/30', cvc: '12', name: ' ' }), 400);
    expect(error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.cardNumber',
      'body.cvc',
      'body.expiry',
      'body.name',
    ]);
    expect((await requestRow(id)).status).toBe('pending');
  });

  it.each<[string, Partial<typeof paymentRequests.$inferInsert>]>([
    ['past its expiry', { expireDateTime: new Date('2026-03-31T19:00:00+08:00') }],
    ['expired by the job', { status: 'expired' }],
    ['cancelled', { status: 'cancelled' }],
  ])('refuses a card on a request %s (422 checkoutClosed)', async (_name, columns) => {
    const { id, token } = await aPaymentRequest(columns);
    const guest = aGuest();
    expect(parseBody(payPageViewSchema, await guest.view(token))).toMatchObject({ amount: 5000, isOpen: false });
    expect(parseError(await guest.pay(token), 422)).toMatchObject({ code: 'BUSINESS_RULE', details: { reason: 'checkoutClosed' } });
    expect(await eventsOf(id)).toHaveLength(0);
    expect((await requestRow(id)).paidAt).toBeNull();
  });
});

describe('the 3-D-Secure-like step', () => {
  const AUTHENTICATE = { cardNumber: '4000 0025 0000 3155' };

  it('asks the cardholder to confirm; confirmed, the request is paid, and the step cannot be answered twice', async () => {
    const { id, token } = await aPaymentRequest();
    const guest = aGuest();
    const first = attempt(await guest.pay(token, AUTHENTICATE));
    expect(first).toMatchObject({ outcome: 'requires_action', declineCode: null });
    expect(first.challengeId).toMatch(/^ch_[0-9a-f]{32}$/);
    expect((await requestRow(id)).status).toBe('pending');
    expect(attempt(await guest.answer(token, first.challengeId!, true))).toEqual({
      outcome: 'succeeded',
      challengeId: null,
      declineCode: null,
    });
    expect((await requestRow(id)).status).toBe('paid');
    expect(parseError(await guest.answer(token, first.challengeId!, true), 404).details.reason).toBe('challengeNotFound');
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('declines when the cardholder cancels the step (authentication_failed), and the guest may try again', async () => {
    const { id, token } = await aPaymentRequest();
    const guest = aGuest();
    const { challengeId } = attempt(await guest.pay(token, AUTHENTICATE));
    expect(attempt(await guest.answer(token, challengeId!, false))).toEqual({
      outcome: 'declined',
      challengeId: null,
      declineCode: 'authentication_failed',
    });
    expect((await requestRow(id)).status).toBe('pending');
    expect(attempt(await guest.pay(token)).outcome).toBe('succeeded');
    expect((await eventsOf(id)).map((e) => e.type).sort()).toEqual(['payment.failed', 'payment.succeeded']);
  });

  it("does not answer another link's step, nor a step older than 10 minutes", async () => {
    const mine = await aPaymentRequest();
    const theirs = await aPaymentRequest();
    const guest = aGuest();
    const { challengeId } = attempt(await guest.pay(theirs.token, AUTHENTICATE));
    expect(parseError(await guest.answer(mine.token, challengeId!, true), 404).details.reason).toBe('challengeNotFound');
    expect((await requestRow(mine.id)).status).toBe('pending');

    const late = attempt(await guest.pay(mine.token, AUTHENTICATE));
    server.advanceClock(11 * 60 * 1000);
    advancedMs += 11 * 60 * 1000;
    expect(parseError(await guest.answer(mine.token, late.challengeId!, true), 404).details.reason).toBe('challengeNotFound');
    expect((await requestRow(mine.id)).status).toBe('pending');
  });
});

describe("the provider's webhook", () => {
  it('applies a signed event once: the same event again is received, and changes nothing', async () => {
    const { id, checkoutId } = await aPaymentRequest();
    const body = JSON.stringify(anEvent(checkoutId));
    const signature = signPayload(SECRET, body, serverNowSeconds());
    expect((await postWebhook(body, signature)).body).toEqual({ received: true, applied: true });
    expect((await requestRow(id)).status).toBe('paid');
    const replay = await postWebhook(body, signature);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, applied: false });
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it.each<[string, (body: string) => string | undefined]>([
    ['no signature', () => undefined],
    ['a signature of another secret', (body) => signPayload('someone-elses-secret-0123', body, serverNowSeconds())],
    ['a signature of another body', (body) => signPayload(SECRET, body.replace('5000', '1'), serverNowSeconds())],
    ['a signature made six minutes ago (a replay)', (body) => signPayload(SECRET, body, serverNowSeconds() - 360)],
    ['a signature made six minutes ahead', (body) => signPayload(SECRET, body, serverNowSeconds() + 360)],
    ['a malformed signature', () => 't=abc,v1=zz'],
  ])('refuses an event with %s (400), and the request stays pending', async (_name, sign) => {
    const { id, checkoutId } = await aPaymentRequest();
    const body = JSON.stringify(anEvent(checkoutId));
    const error = parseError(await postWebhook(body, sign(body)), 400);
    expect(error.details.reason).toBe('webhookSignatureInvalid');
    expect((await requestRow(id)).status).toBe('pending');
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it("answers 404 for a provider that is not this server's", async () => {
    const { id, checkoutId } = await aPaymentRequest();
    const body = JSON.stringify(anEvent(checkoutId));
    expect((await postWebhook(body, signPayload(SECRET, body, serverNowSeconds()), 'stripe')).status).toBe(404);
    expect((await requestRow(id)).status).toBe('pending');
  });

  it('refuses a signed body that is not an event (400)', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.refunded.maybe' });
    expect(parseError(await postWebhook(body, signPayload(SECRET, body, serverNowSeconds())), 400).code).toBe('BAD_REQUEST');
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after 20 cards from one address in 10 minutes; another address still pays', async () => {
    const { id, token } = await aPaymentRequest();
    const guest = aGuest();
    const unknown = randomBytes(32).toString('hex');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await guest.pay(unknown)).status);
    expect(answers).toEqual(Array(20).fill(404));
    const refused = await guest.pay(token);
    expect(parseError(refused, 429).details.reason).toBe('tooManyRequests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestRow(id)).status).toBe('pending');
    expect(attempt(await aGuest().pay(token)).outcome).toBe('succeeded');
  });

  it('answers 429 after 60 page views from one address in 10 minutes', async () => {
    const { token } = await aPaymentRequest();
    const guest = aGuest();
    for (let i = 0; i < 60; i++) expect((await guest.view(token)).status).toBe(200);
    expect(parseError(await guest.view(token), 429).details.reason).toBe('tooManyRequests');
  });
});
