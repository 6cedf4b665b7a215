import { guestLinkToken } from '../src/lib/guest-link';
import {
  bookingMessagesSchema,
  caughtMailSchema,
  deliveryViewSchema,
  guestBookingViewSchema,
  notificationSettingsSchema,
} from '@host/domain/notifications/contract';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, messageDeliveries, outlets, reservationActivities, reservations } from '../src/db/schema';
import { MAX_ATTEMPTS, retryDelayMs } from '../src/modules/notifications/sender';
import { TEST_NOW } from './clock';
import { aReservation, aTicket, anOutlet, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestServer } from './helper';
import { startTwilioStandIn } from './twilio-stand-in';

// Issue 14: guest messages over HTTP on a real PostgreSQL, through the local providers that run
// here (SMS and calls kept in the ledger, mail over SMTP to Host's own catcher) and, for failures,
// Twilio's API as a local HTTP server answers it. The clock starts 2026-03-31 19:30 in Singapore;
// each test sets it and sweeps itself, as the job queue would.
let server: TestServer;
let sg: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  // The tests follow their own outlets' messages: the demo outlets' evening stays unsent rather than swept with every test.
  await server.db.update(outlets).set({ enableSms: false, enableEmail: false, enableAutomatedCall: false });
  sg = await anOutlet(server, { outlet: { enableAutomatedCall: true } });
});
beforeEach(() => server.setClock(TEST_NOW));
afterAll(() => server.close());

const messagesOf = async (id: string, fixture = sg) =>
  parseBody(bookingMessagesSchema, await fixture.host.call('GET', `/api/v1/reservations/${id}/messages`));
const keysOf = (messages: { planned: Array<{ key: string; status: string }> }, status = 'planned') =>
  messages.planned
    .filter((p) => p.status === status)
    .map((p) => p.key)
    .sort();
/** The booking's link token, as its messages carry it: signed with its nonce (lib/guest-link.ts). */
const tokenOf = async (id: string) =>
  guestLinkToken(
    server.config.ENCRYPTION_SECRET,
    id,
    (await server.db.select({ nonce: reservations.guestToken }).from(reservations).where(eq(reservations.id, id)))[0]!.nonce!,
  );
async function withEmail(reservationId: string, email = 'mei.ling@example.com') {
  const [booking] = await server.db
    .select({ customerId: reservations.customerId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  await server.db.update(customers).set({ email }).where(eq(customers.id, booking!.customerId!));
}
/** Sweeps until the ledger settles. */
async function sweepAll() {
  for (let i = 0; i < 20; i++) {
    const { messages } = await server.sweep();
    if (messages.planned + messages.queued + messages.delivered === 0) return;
  }
}

describe('planning', () => {
  it('a booking made 30 hours ahead plans its messages; the acknowledgement goes at once', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    await server.db
      .update(outlets)
      .set({ forwardingAddress: ['bookings@jade.example'], email: 'hello@jade.example' })
      .where(eq(outlets.id, sg.outlet.id));
    const booking = await aReservation(sg.host, { date: '2026-04-01', time: '19:00', allowAutomatedCallNotify: true });
    await withEmail(booking.id);
    await sweepAll();
    const messages = await messagesOf(booking.id);
    // 24 h before is 19:00 today, 5 h before 14:00 tomorrow; calls at 3, 2 and 1 hours before. The
    // 24 h reminder meets the 24 h request on each channel and minute: the guest gets one.
    expect(keysOf(messages)).toEqual([
      'confirm:email:24h',
      'confirm:email:5h',
      'confirm:phone:1h',
      'confirm:phone:2h',
      'confirm:phone:3h',
      'confirm:sms:24h',
      'confirm:sms:5h',
    ]);
    expect(keysOf(messages, 'queued')).toEqual(['confirm:email:now', 'confirm:sms:now']);
    expect(messages.planned.find((p) => p.key === 'confirm:sms:24h')!.sendAt).toBe('2026-03-31T11:00:00.000Z');

    const token = await tokenOf(booking.id);
    const sms = messages.deliveries.find((d) => d.channel === 'sms')!;
    expect(sms).toMatchObject({ template: 'booked', state: 'delivered', attempts: 1, language: 'en' });
    expect(sms.body).toBe(
      `${sg.outlet.name}: hi Mei Ling, your table for 2 on Wed, 1 Apr at 19:00 is booked. Confirm or cancel: ${server.url}/r/${token}`,
    );
    // The mail went over SMTP to the catcher; staff read it as the guest's inbox shows it.
    const mail = messages.deliveries.find((d) => d.channel === 'email')!;
    expect(mail).toMatchObject({ state: 'delivered', recipient: 'mei.ling@example.com', subject: `Your booking at ${sg.outlet.name}` });
    const caught = parseBody(caughtMailSchema, await sg.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/messages/${mail.id}/mail`));
    // The outlet's forwarding address had a blind copy: in the envelope, not in the guest's headers.
    expect(caught).toMatchObject({ to: 'mei.ling@example.com, bookings@jade.example', subject: `Your booking at ${sg.outlet.name}` });
    expect(caught.text?.trim()).toBe(mail.body);
    // It comes from the restaurant's name at Host's address, and a reply reaches the restaurant (issue 28).
    expect(caught.from).toMatch(new RegExp(`^"?${sg.outlet.name}"? <no-reply@host\\.local>$`));
    expect(caught.replyTo).toBe('hello@jade.example');
    // Its HTML part: the restaurant, the booking's details and one button to the guest's page.
    const html = caught.html ?? '';
    expect(html).toContain(`<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#1c252e">${sg.outlet.name}</h1>`);
    expect(html).toMatch(/>Date<\/td><td[^>]*>Wed, 1 Apr<\/td>.*>Time<\/td><td[^>]*>19:00<\/td>.*>Guests<\/td><td[^>]*>2<\/td>/);
    expect(html).toContain(`<a href="${server.url}/r/${token}" style="display:inline-block`);
    expect(html).toContain('>View or change your booking</a>');
    expect((await readReservation(sg.host, booking.id)).statusName).toBe('BOOKED');
  });

  it('a logo address that is not one leaves the mail without a logo; the mail still goes (issue 28)', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    await server.db.update(outlets).set({ logoUrl: 'http://[not an address' }).where(eq(outlets.id, sg.outlet.id));
    try {
      const booking = await aReservation(sg.host, { date: '2026-04-01', time: '20:00' });
      await withEmail(booking.id);
      await sweepAll();
      const mail = (await messagesOf(booking.id)).deliveries.find((d) => d.channel === 'email')!;
      expect(mail.state).toBe('delivered');
      const caught = parseBody(caughtMailSchema, await sg.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/messages/${mail.id}/mail`));
      expect(caught.html).toContain('>View or change your booking</a>');
      expect(caught.html).not.toContain('<img');
    } finally {
      await server.db.update(outlets).set({ logoUrl: null }).where(eq(outlets.id, sg.outlet.id));
    }
  });

  it('moving the booking moves its planned messages; cancelling it cancels them; nothing sent goes twice', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    const booking = await aReservation(sg.host, { date: '2026-04-02', time: '19:00' });
    await sweepAll();
    expect((await messagesOf(booking.id)).planned.find((p) => p.key === 'confirm:sms:24h')!.sendAt).toBe('2026-04-01T11:00:00.000Z');
    const moved = await sg.host.call(
      'PATCH',
      `/api/v1/reservations/${booking.id}`,
      { reservationTime: '20:30:00' },
      { 'If-Match': `"${booking.version}"` },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await sweepAll();
    const after = await messagesOf(booking.id);
    expect(after.planned.find((p) => p.key === 'confirm:sms:24h')!.sendAt).toBe('2026-04-01T12:30:00.000Z');
    // The acknowledgement was sent once, and is not sent again for the move.
    expect(after.deliveries.filter((d) => d.template === 'booked')).toHaveLength(1);

    expect((await sg.host.call('POST', `/api/v1/reservations/${booking.id}/status`, { status: RESERVATION_STATUS.CANCELLED })).status).toBe(
      200,
    );
    await sweepAll();
    const cancelled = await messagesOf(booking.id);
    expect(keysOf(cancelled)).toEqual([]);
    expect(keysOf(cancelled, 'cancelled')).toContain('confirm:sms:24h');
  });

  it('a job run sends what is due: the planned request goes at its moment, in the guest’s language', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    const booking = await aReservation(sg.host, { date: '2026-04-01', time: '19:00', language: 'zh-SG' });
    await sweepAll();
    expect((await messagesOf(booking.id)).deliveries.map((d) => d.template)).toEqual(['booked']);
    server.setClock('2026-03-31T19:00:30+08:00');
    await server.startJobs(0.5);
    try {
      const sent = async () => (await messagesOf(booking.id)).deliveries.map((d) => `${d.template} ${d.state}`).sort();
      // pg-boss starts, polls and runs the sweep: seconds on a quiet machine, much longer on a loaded one.
      await expect.poll(sent, { timeout: 45_000, interval: 250 }).toEqual(['booked delivered', 'confirm delivered']);
    } finally {
      await server.stopJobs();
    }
    const request = (await messagesOf(booking.id)).deliveries.find((d) => d.template === 'confirm')!;
    expect(request.body).toContain('请确认或取消');
    expect(request.body).toContain('4月1日周三 19:00');
    expect((await messagesOf(booking.id)).planned.find((p) => p.key === 'confirm:sms:24h')).toMatchObject({
      status: 'queued',
      isSent: true,
    });
  }, 60_000);

  it("quiet hours in the outlet's zone hold a message made at night until they end", async () => {
    const quiet = await anOutlet(server);
    const settings = parseBody(
      notificationSettingsSchema,
      await quiet.host.call('GET', `/api/v1/outlets/${quiet.outlet.id}/notification-settings`),
    );
    const saved = await quiet.host.call(
      'PUT',
      `/api/v1/outlets/${quiet.outlet.id}/notification-settings`,
      { ...settings, version: undefined, quietStart: '22:00', quietEnd: '08:00' },
      { 'If-Match': `"${settings.version}"` },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    server.setClock('2026-03-31T23:15:00+08:00');
    const booking = await aReservation(quiet.host, { date: '2026-04-03', time: '19:00' });
    await sweepAll();
    const messages = await messagesOf(booking.id, quiet);
    expect(messages.deliveries).toEqual([]);
    expect(messages.planned.find((p) => p.key === 'confirm:sms:now')).toMatchObject({
      status: 'planned',
      sendAt: '2026-04-01T00:00:00.000Z',
    });
    server.setClock('2026-04-01T08:00:10+08:00');
    await sweepAll();
    expect((await messagesOf(booking.id, quiet)).deliveries.map((d) => d.template)).toEqual(['booked']);
  });
});

describe('a paid booking', () => {
  it('is told 24 hours before its refund window closes; once refunded in full, it is not', async () => {
    const ticket = await aTicket(server, sg.brand.id, {
      typePayment: TICKET_TYPE_PAYMENT.PREPAID,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
      price: 8000,
      refundWindow: 2,
      refundWindowUnit: 'day',
    });
    const booking = await aReservation(sg.host, { date: '2026-04-05', time: '19:00', ticketId: ticket.id });
    expect(
      (await sg.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'OTHER_METHOD', expireTime: 60 })).status,
    ).toBe(201);
    expect((await sg.host.call('POST', `/api/v1/reservations/${booking.id}/status`, { status: RESERVATION_STATUS.BOOKED })).status).toBe(
      200,
    );
    await sweepAll();
    // The window closes 2 days before 5 Apr 19:00 (3 Apr 19:00): the guest hears of it a day earlier.
    expect((await messagesOf(booking.id)).planned.find((p) => p.key === 'beforeRefund:sms:24h')).toMatchObject({
      status: 'planned',
      sendAt: '2026-04-02T11:00:00.000Z',
    });
    expect(
      (await sg.host.call('POST', `/api/v1/reservations/${booking.id}/refunds`, { amount: 8000, reason: 'Guest asked to refund' })).status,
    ).toBe(201);
    await sweepAll();
    expect((await messagesOf(booking.id)).planned.find((p) => p.key === 'beforeRefund:sms:24h')).toMatchObject({ status: 'cancelled' });
  });
});

describe('a booking asked to pay (issue 28)', () => {
  it(
    "sends the pay link at once by the outlet's channels, nothing else while it waits, " + 'and the acknowledgement once it is booked',
    async () => {
      const ticket = await aTicket(server, sg.brand.id, {
        typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
        typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
        price: 5000,
      });
      const booking = await aReservation(sg.host, { date: '2026-04-06', time: '19:00', ticketId: ticket.id });
      await withEmail(booking.id);
      const asked = await sg.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const payUrl = new URL(asked.body.link, server.url).href;
      await sweepAll();

      const waiting = await messagesOf(booking.id);
      const sent = waiting.deliveries.filter((d) => d.template === 'payLink');
      expect(sent.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
      for (const delivery of sent) expect(delivery.body).toContain(payUrl);
      expect(sent.find((d) => d.channel === 'sms')!.body).toBe(
        `${sg.outlet.name}: hi Mei Ling, please pay S$ 50.00 to hold your table for 2 on Mon, 6 Apr at 19:00: ${payUrl}`,
      );
      // Waiting for the money, the booking is not acknowledged, asked to confirm or reminded yet.
      expect(waiting.deliveries.filter((d) => d.template !== 'payLink')).toEqual([]);
      expect(keysOf(waiting)).toEqual([]);

      // The request withdrawn (the guest pays at the door): booked now, the booking is acknowledged, and the pay link is not sent again.
      expect((await sg.host.call('DELETE', `/api/v1/reservations/${booking.id}/payment-request`)).status).toBe(200);
      await sweepAll();
      const paid = await messagesOf(booking.id);
      expect(paid.deliveries.filter((d) => d.template === 'payLink')).toHaveLength(2);
      expect(
        paid.deliveries
          .filter((d) => d.template === 'booked')
          .map((d) => d.channel)
          .sort(),
      ).toEqual(['email', 'sms']);
    },
  );

  it("sends the link again by the outlet's channels when the host names none: email where SMS is off, SMS where it is on", async () => {
    const ask = async (fixture: OutletFixture, date: string) => {
      const ticket = await aTicket(server, fixture.brand.id, {
        typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
        typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
        price: 5000,
      });
      const booking = await aReservation(fixture.host, { date, time: '19:00', ticketId: ticket.id });
      await withEmail(booking.id);
      expect(
        (await fixture.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 })).status,
      ).toBe(201);
      await sweepAll();
      return booking;
    };
    const again = async (fixture: OutletFixture, id: string) =>
      parseBody(deliveryViewSchema, await fixture.host.call('POST', `/api/v1/reservations/${id}/payment-request/resend`, {}), 201);

    const mailOnly = await anOutlet(server, { outlet: { enableSms: false, enableEmail: true } });
    const byMail = await ask(mailOnly, '2026-04-08');
    expect(await again(mailOnly, byMail.id)).toMatchObject({ channel: 'email', template: 'payLink', recipient: 'mei.ling@example.com' });
    const bySms = await ask(sg, '2026-04-08');
    expect(await again(sg, bySms.id)).toMatchObject({ channel: 'sms', template: 'payLink', recipient: bySms.customerPhone });
    // An outlet that sends neither says so, whatever the guest gave.
    const silent = await anOutlet(server, { outlet: { enableSms: false, enableEmail: false } });
    const unsent = await ask(silent, '2026-04-08');
    expect(
      parseError(await silent.host.call('POST', `/api/v1/reservations/${unsent.id}/payment-request/resend`, {}), 422).details.reason,
    ).toBe('channelDisabled');
  });

  it('a request withdrawn before its link went out sends nothing', async () => {
    const ticket = await aTicket(server, sg.brand.id, {
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
      price: 5000,
    });
    const booking = await aReservation(sg.host, { date: '2026-04-07', time: '19:00', ticketId: ticket.id });
    expect(
      (await sg.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 })).status,
    ).toBe(201);
    expect((await sg.host.call('DELETE', `/api/v1/reservations/${booking.id}/payment-request`)).status).toBe(200);
    await sweepAll();
    expect((await messagesOf(booking.id)).deliveries.filter((d) => d.template === 'payLink')).toEqual([]);
  });
});

describe("the guest's link", () => {
  const guest = () => server.client();

  it('confirms the booking: CONFIRMED by the guest, the request answered, the history naming the guest', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    const booking = await aReservation(sg.host, { date: '2026-04-01', time: '19:00' });
    await sweepAll();
    const token = await tokenOf(booking.id);
    const view = parseBody(guestBookingViewSchema, await guest().get(`/api/guest/${token}`));
    expect(view).toMatchObject({
      code: booking.code,
      outletName: sg.outlet.name,
      reservationDate: '2026-04-01',
      reservationTime: '19:00',
      pax: 2,
      guestFirstName: 'Mei Ling',
      status: 'BOOKED',
      canConfirm: true,
      canCancel: true,
    });
    expect(JSON.stringify(view)).not.toContain(booking.customerPhone!);
    // The restaurant's logo, when it has one, tops the page with its name (issue 28).
    expect(view.outletLogoUrl).toBeNull();
    await server.db.update(outlets).set({ logoUrl: 'https://jade.example/logo.png' }).where(eq(outlets.id, sg.outlet.id));
    expect(parseBody(guestBookingViewSchema, await guest().get(`/api/guest/${token}`)).outletLogoUrl).toBe('https://jade.example/logo.png');
    await server.db.update(outlets).set({ logoUrl: null }).where(eq(outlets.id, sg.outlet.id));

    const confirmed = parseBody(guestBookingViewSchema, await guest().post(`/api/guest/${token}/confirm`, {}));
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', canConfirm: false, canCancel: true });
    // Confirming twice (a second tap, an old message) is told so in the rules' words (issue 33), and changes nothing.
    const twice = await guest().post(`/api/guest/${token}/confirm`, {});
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('only allow change reservation status from BOOKED to CONFIRMED');
    const read = await readReservation(sg.host, booking.id);
    expect(read).toMatchObject({ statusName: 'CONFIRMED', confirmByRestaurant: false });
    expect((await messagesOf(booking.id)).planned.find((p) => p.key === 'confirm:sms:now')!.result).toBe('confirmed');
    const history = await server.db
      .select()
      .from(reservationActivities)
      .where(and(eq(reservationActivities.reservationId, booking.id), eq(reservationActivities.action, 'status')));
    expect(history.map((h) => [h.actorKind, h.actorName, h.changes])).toEqual([
      ['guest', 'Mei Ling Tan', { from: 'BOOKED', to: 'CONFIRMED' }],
    ]);
    // A confirmed guest is asked no more: the 24 h and 5 h requests are cancelled, and the 24 h
    // reminder they stood in for is planned instead.
    await sweepAll();
    const after = await messagesOf(booking.id);
    expect(keysOf(after)).toEqual(['reminder:sms:24h']);
    expect(keysOf(after, 'cancelled')).toEqual(['confirm:sms:24h', 'confirm:sms:5h']);
  });

  it('cancels the booking, once; after that, and for a link that names nothing, the guest is told what to do', async () => {
    server.setClock('2026-03-31T13:00:00+08:00');
    const booking = await aReservation(sg.host, { date: '2026-04-01', time: '20:00' });
    await sweepAll();
    const token = await tokenOf(booking.id);
    expect(parseBody(guestBookingViewSchema, await guest().post(`/api/guest/${token}/cancel`, {})).status).toBe('CANCELLED');
    expect(await readReservation(sg.host, booking.id)).toMatchObject({ statusName: 'CANCELLED', cancelledByRestaurant: false });
    expect(parseError(await guest().post(`/api/guest/${token}/cancel`, {}), 422).message).toBe(
      'You are unable to modify this reservation, please contact us directly instead.',
    );
    expect(parseError(await guest().get(`/api/guest/${'0'.repeat(64)}`), 404).details.reason).toBe('guestLinkNotFound');
    expect(parseError(await guest().get('/api/guest/not-a-token'), 404).details.reason).toBe('guestLinkNotFound');
  });

  it('is throttled per address: 60 views in 10 minutes, then 429', async () => {
    const caller = guest();
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 60; i++) await caller.request('GET', `/api/guest/${'1'.repeat(64)}`, { headers });
    // (TRUST_PROXY is off here: every call counts against the loopback address, like these 60.)
    const refused = await caller.request('GET', `/api/guest/${'1'.repeat(64)}`, { headers });
    expect(parseError(refused, 429).details.reason).toBe('tooManyRequests');
  });
});

describe('what a host sends now', () => {
  it('an automated call on demand, and the pay link again; refused where the outlet does not send or nothing waits', async () => {
    const booking = await aReservation(sg.host, { date: '2026-04-04', time: '19:00' });
    const call = parseBody(deliveryViewSchema, await sg.host.call('POST', `/api/v1/reservations/${booking.id}/calls`), 201);
    expect(call).toMatchObject({ channel: 'phone', template: 'call', state: 'delivered', recipient: booking.customerPhone });
    expect(call.body).toBe(
      `Hello Mei Ling, this is ${sg.outlet.name} calling about your table for 2 on Sat, 4 Apr at 19:00. ` +
        'Press 1 to confirm, or 2 to cancel.',
    );
    expect(
      parseError(await sg.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request/resend`, { channel: 'sms' }), 409).details
        .reason,
    ).toBe('paymentRequestNotPending');

    const quietOutlet = await anOutlet(server);
    const theirs = await aReservation(quietOutlet.host, { date: '2026-04-04' });
    expect(parseError(await quietOutlet.host.call('POST', `/api/v1/reservations/${theirs.id}/calls`), 422).details.reason).toBe(
      'channelDisabled',
    );
    // Another brand's host reaches neither the booking's messages nor its guest.
    expect((await quietOutlet.host.call('GET', `/api/v1/reservations/${booking.id}/messages`)).status).toBe(403);
    expect((await quietOutlet.host.call('POST', `/api/v1/reservations/${booking.id}/calls`)).status).toBe(403);
  });
});

describe('a provider that fails', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let received: typeof twilio.received;
  let failing: TestServer;
  /** The stand-in's next answers, in order. */
  const answerWith = (statuses: number[]) => twilio.answers.splice(0, twilio.answers.length, ...statuses);

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    ({ received } = twilio);
    failing = await startTestServer(twilio.env);
    // These tests follow one message each: the demo outlets' evening (hundreds of messages, each
    // failing and retried here) is switched off rather than swept four times over.
    await failing.db.update(outlets).set({ enableSms: false, enableEmail: false, enableAutomatedCall: false });
  });
  afterAll(async () => {
    await failing.close();
    await twilio.close();
  });

  const sweep = async () => {
    for (let i = 0; i < 20; i++) {
      const { messages } = await failing.sweep();
      if (messages.planned + messages.queued + messages.delivered === 0) return;
    }
  };
  const ledgerOf = async (outletId: string) =>
    (await failing.db.select().from(messageDeliveries).where(eq(messageDeliveries.outletId, outletId))).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );

  it('retries with a doubling wait, then falls back to email where the guest allows it', async () => {
    const place = await anOutlet(failing, { outlet: { enableEmail: true } });
    failing.setClock('2026-03-31T13:00:00+08:00');
    // Only the acknowledgement: the test follows one message.
    const booking = await aReservation(place.host, { date: '2026-04-01', time: '19:00', allowReminderNotify: false });
    await failing.db.update(reservations).set({ allowConfirmationNotify: true }).where(eq(reservations.id, booking.id));
    const [row] = await failing.db
      .select({ customerId: reservations.customerId })
      .from(reservations)
      .where(eq(reservations.id, booking.id));
    await failing.db.update(customers).set({ email: 'fallback@example.com' }).where(eq(customers.id, row!.customerId!));
    received.length = 0;
    answerWith([500, 503, 500, 500]);
    await sweep();
    let [sms] = (await ledgerOf(place.outlet.id)).filter((d) => d.channel === 'sms' && d.template === 'booked');
    expect(sms).toMatchObject({ state: 'retried', attempts: 1, lastError: 'Twilio 500 (20500)' });
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      failing.advanceClock(retryDelayMs(attempt) + 1000);
      await sweep();
    }
    const ledger = await ledgerOf(place.outlet.id);
    [sms] = ledger.filter((d) => d.channel === 'sms' && d.template === 'booked');
    expect(sms).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(sms!.lastError).not.toContain(booking.customerPhone!);
    // Twilio was really asked, with the account's credentials and the message.
    const acks = received.filter((r) => r.body.get('Body')?.includes('is booked'));
    expect(acks).toHaveLength(MAX_ATTEMPTS);
    expect(acks[0]!.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(acks[0]!.body.get('To')).toBe(booking.customerPhone);
    const fallback = ledger.find((d) => d.fallbackOfId === sms!.id);
    expect(fallback).toMatchObject({ channel: 'email', template: 'booked', state: 'delivered', recipient: 'fallback@example.com' });
  });

  it('a number Twilio refuses (400) fails at once, without retries', async () => {
    const place = await anOutlet(failing);
    failing.setClock('2026-03-31T13:00:00+08:00');
    await failing.db.update(outlets).set({ enableEmail: false }).where(eq(outlets.id, place.outlet.id));
    received.length = 0;
    answerWith([400]);
    await aReservation(place.host, { date: '2026-04-01', time: '20:00' });
    await sweep();
    const [sms] = (await ledgerOf(place.outlet.id)).filter((d) => d.channel === 'sms');
    expect(sms).toMatchObject({ state: 'failed', attempts: 1, lastError: 'PermanentSendError: Twilio 400 (21211)' });
    expect((await ledgerOf(place.outlet.id)).filter((d) => d.channel === 'email')).toEqual([]);
  });
});

describe('settings', () => {
  it(
    'saves channels, timings, quiet hours and wording at the version read; ' +
      "refuses bad forwarding addresses with docs/rules.md's message",
    async () => {
      const place = await anOutlet(server);
      const url = `/api/v1/outlets/${place.outlet.id}/notification-settings`;
      const read = parseBody(notificationSettingsSchema, await place.host.call('GET', url));
      expect(read).toMatchObject({ enableSMS: true, confirmTimings: ['now', '24h', '5h'], quietStart: null, version: 1 });
      const { version: _version, ...body } = read;
      const bad = await place.host.call(
        'PUT',
        url,
        { ...body, forwardingAddress: ['bookings@jade.sg', 'not-an-email'] },
        { 'If-Match': '"1"' },
      );
      expect(parseError(bad, 422).message).toBe('invalid forwarding address emails: not-an-email');
      const saved = parseBody(
        notificationSettingsSchema,
        await place.host.call(
          'PUT',
          url,
          { ...body, enableAutomatedCall: true, confirmTimings: ['now', '24h'], templates: { en: { reminder: 'See you {{date}}!' } } },
          { 'If-Match': '"1"' },
        ),
      );
      expect(saved).toMatchObject({
        enableAutomatedCall: true,
        confirmTimings: ['now', '24h'],
        templates: { en: { reminder: 'See you {{date}}!' } },
        version: 2,
      });
      expect(parseError(await place.host.call('PUT', url, body, { 'If-Match': '"1"' }), 409).details.current).toMatchObject({ version: 2 });
      expect((await place.host.call('PUT', url, { ...body, quietStart: '22:00', quietEnd: null }, { 'If-Match': '"2"' })).status).toBe(400);
      const stranger = await anOutlet(server);
      expect((await stranger.host.call('GET', url)).status).toBe(403);
    },
  );
});
