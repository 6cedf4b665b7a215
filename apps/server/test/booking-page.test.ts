import { guestBookingViewSchema } from '@host/domain/notifications/contract';
import {
  bookingPageViewSchema,
  bookingTimesViewSchema,
  onlineBookingResultSchema,
  type OnlineBookingInput,
} from '@host/domain/booking-page';
import { outletProfileSchema } from '@host/domain/outlets';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, loginFailures, messageDeliveries, outlets, reservations, reservationTables } from '../src/db/schema';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import {
  DINNER,
  LUNCH,
  aDinersBooking,
  aPhone,
  aReservation,
  aTicket,
  anOutlet,
  bookingBody,
  reservationRulesOf,
  type OutletFixture,
} from './factories';
import { TEST_NOW } from './clock';
import { Client, parseBody, parseError, startTestServer, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). Lunch is not open online; dinner is,
// with an hour of lead time online (staff may book inside it).
let server: TestServer;
let place: OutletFixture;
let diner: Client;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { services: [{ ...LUNCH, bookingOnline: false }, DINNER] });
  diner = server.client();
});
afterAll(() => server.close());

const page = (ref = place.outlet.id) => `/api/book/${ref}`;
/** Every test here books from 127.0.0.1: a test that needs a fresh count for the address starts one. */
const forgetLimits = () => server.db.delete(loginFailures).where(like(loginFailures.subject, 'book:%'));
const book = (body: OnlineBookingInput, headers: Record<string, string> = {}, client = diner) =>
  client.request('POST', `${page()}/reservations`, { body, headers });

describe('the booking page reads', () => {
  it("shows the demo outlet's page at its name's address, an outlet without a slug at its id, and 404 for no outlet", async () => {
    const orchard = parseBody(bookingPageViewSchema, await diner.get('/api/book/jade-garden-orchard'));
    expect(orchard).toMatchObject({
      name: 'Jade Garden Orchard',
      slug: 'jade-garden-orchard',
      countryCode: 'SG',
      timezone: 'Asia/Singapore',
      today: '2026-03-31',
    });
    const byId = parseBody(bookingPageViewSchema, await diner.get(page()));
    expect(byId).toMatchObject({ outletId: place.outlet.id, name: place.outlet.name });
    expect(parseError(await diner.get('/api/book/no-such-restaurant'), 404).message).toBe(
      'This booking page does not exist. Check the link, or contact the restaurant.',
    );
  });

  it('carries the policies in each language the outlet wrote them in; a save that does not name them keeps them (issue 28)', async () => {
    const profile = parseBody(outletProfileSchema, await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}`));
    const rules = {
      ...reservationRulesOf(profile),
      reservationPolicy: 'Tables are held for 15 minutes.',
      reservationCancellationPolicy: 'Cancel a day ahead.',
    };
    const translations = {
      reservation: { 'zh-Hans': '订位保留15分钟。', ms: 'Meja ditahan 15 minit.' },
      cancellation: { 'zh-Hans': '请提前一天取消。' },
    };
    const saved = await place.host.call(
      'PUT',
      `/api/v1/outlets/${place.outlet.id}/reservation-settings`,
      { ...rules, policyTranslations: translations },
      { 'if-match': `"${profile.version}"` },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      reservation: { en: '', 'zh-Hans': '订位保留15分钟。', 'zh-Hant': '', ms: 'Meja ditahan 15 minit.' },
      cancellation: { en: '', 'zh-Hans': '请提前一天取消。', 'zh-Hant': '', ms: '' },
    };
    expect(parseBody(bookingPageViewSchema, await diner.get(page()))).toMatchObject({
      reservationPolicy: 'Tables are held for 15 minutes.',
      policyTranslations: expected,
    });
    // A caller that knows nothing of translations (the classic settings, an older client) keeps them.
    const again = await place.host.call(
      'PUT',
      `/api/v1/outlets/${place.outlet.id}/reservation-settings`,
      { ...rules, reservationPolicy: 'Held for 15 minutes.' },
      { 'if-match': `"${saved.body.version}"` },
    );
    expect(again.status).toBe(200);
    expect(parseBody(outletProfileSchema, await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}`))).toMatchObject({
      reservationPolicy: 'Held for 15 minutes.',
      policyTranslations: expected,
    });
    // A translation is held to the policy's own limits.
    const tooLong = await place.host.call(
      'PUT',
      `/api/v1/outlets/${place.outlet.id}/reservation-settings`,
      { ...rules, policyTranslations: { reservation: { ms: 'x'.repeat(4001) }, cancellation: {} } },
      { 'if-match': `"${again.body.version}"` },
    );
    expect(parseError(tooLong, 400).details).toEqual([
      { field: 'body.policyTranslations.reservation.ms', message: 'This text is too long' },
    ]);
  });

  it('lists the times a party can book online: no service closed online, nothing inside the lead time', async () => {
    const today = parseBody(bookingTimesViewSchema, await diner.get(`${page()}/times?date=2026-03-31&pax=2`));
    expect(today.services.map((s) => s.name)).toEqual(['Dinner']);
    const bookable = today.services[0]!.times.filter((t) => t.available).map((t) => t.time.slice(0, 5));
    // 19:30 now and an hour of lead time close every time up to 20:30 (availability.test.ts).
    expect(bookable[0]).toBe('20:45');
    // Every time of the service is shown (typeShowTimeslots 1), the past ones as not bookable.
    expect(today.services[0]!.times.find((t) => t.time.startsWith('18:00'))?.available).toBe(false);

    await server.db.update(outlets).set({ typeShowTimeslots: 2 }).where(eq(outlets.id, place.outlet.id));
    const onlyBookable = parseBody(bookingTimesViewSchema, await diner.get(`${page()}/times?date=2026-03-31&pax=2`));
    expect(onlyBookable.services[0]!.times.length).toBeGreaterThan(0);
    expect(onlyBookable.services[0]!.times.every((t) => t.available)).toBe(true);
    await server.db.update(outlets).set({ typeShowTimeslots: 1 }).where(eq(outlets.id, place.outlet.id));
  });

  it("answers a month's days, refuses a party outside the outlet's sizes, and names no guest", async () => {
    const staffBooking = await aReservation(place.host, {
      date: '2026-04-02',
      time: '19:00',
      customerFirstName: 'Private',
      customerLastName: 'Person',
    });
    const days = await diner.get(`${page()}/days?from=2026-04-01&to=2026-04-30&pax=2`);
    expect(days.status).toBe(200);
    expect(days.body.days).toHaveLength(30);
    expect(days.body.days.every((d: { available: boolean }) => d.available)).toBe(true);
    const refused = parseError(await diner.get(`${page()}/times?date=2026-04-02&pax=11`), 422);
    expect(refused.message).toBe('Online bookings are for 1 to 10 guests. For another party size, please contact the restaurant.');
    const everything = JSON.stringify([
      (await diner.get(page())).body,
      (await diner.get(`${page()}/times?date=2026-04-02&pax=2`)).body,
      days.body,
    ]);
    expect(everything).not.toContain('Private');
    expect(everything).not.toContain(staffBooking.customerPhone!.slice(-8));
  });
});

describe("a diner's booking", () => {
  it('is a customer booking the host sees, with a link to manage it', async () => {
    const made = parseBody(onlineBookingResultSchema, await book(aDinersBooking({ specialRequest: 'Window seat please' })), 201);
    expect(made).toMatchObject({ status: 1, reservationDate: '2026-04-02', reservationTime: '19:00:00', pax: 2, payUrl: null });
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    const seen = parseBody(reservationSchema, await place.host.call('GET', `/api/v1/reservations/${row!.id}`));
    expect(seen).toMatchObject({
      source: 'customer',
      createdByRestaurant: false,
      customerFirstName: 'Siew Lan',
      notesDiner: 'Window seat please',
      language: 'zh-Hans',
    });
    const token = new URL(made.manageUrl).pathname.split('/').pop()!;
    const guest = parseBody(guestBookingViewSchema, await server.client().get(`/api/guest/${token}`));
    expect(guest).toMatchObject({ code: made.code, status: 'BOOKED', pax: 2, canCancel: true });
  });

  it('cannot book what the host screen would refuse online, with the reason in words', async () => {
    // Inside the hour of lead time: a host may book it, a diner may not.
    const leadTime = parseError(await book(aDinersBooking({ reservationDate: '2026-03-31', reservationTime: '20:00' })), 422);
    expect(leadTime).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: 'This time can no longer be booked online. Please choose another time.',
    });
    expect(leadTime.details.reasons).toContain('LEAD_TIME');
    expect(
      (await place.host.call('POST', `/api/v1/outlets/${place.outlet.id}/reservations`, bookingBody({ date: '2026-03-31', time: '20:00' })))
        .status,
    ).toBe(201);
    // Lunch is not open online.
    expect(parseError(await book(aDinersBooking({ reservationTime: '12:00' })), 422).details.reasons).toContain('NOT_ONLINE');
    // Policies must be accepted; the phone must be real; the party within the outlet's sizes.
    expect(parseError(await book({ ...aDinersBooking(), acceptPolicies: false as true }), 400).details).toEqual([
      expect.objectContaining({ field: 'body.acceptPolicies', message: 'Please accept the booking policies to continue' }),
    ]);
    expect(parseError(await book(aDinersBooking({ customerPhone: '12345' })), 400).details[0].field).toBe('body.customerPhone');
    expect(parseError(await book(aDinersBooking({ numberOfAdults: 12 })), 422).message).toMatch(/^Online bookings are for 1 to 10 guests/);
  });

  it('books once for one Idempotency-Key, and refuses a filled honeypot without booking', async () => {
    const body = aDinersBooking({ reservationTime: '20:30' });
    const headers = { 'idempotency-key': 'diner-double-tap-0001' };
    const [first, second] = [await book(body, headers), await book(body, headers)];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.code).toBe(first.body.code);
    const bot = aDinersBooking({ website: 'http://spam.example', customerFirstName: 'Robot' });
    expect(parseError(await book(bot), 422).message).toBe('This booking could not be made here. Please contact the restaurant.');
    expect(await server.db.select().from(reservations).where(eq(reservations.customerFirstName, 'Robot'))).toEqual([]);
  });

  it('takes at most twenty bookings an hour from one address', async () => {
    await forgetLimits();
    const answers = [];
    // A day each: a diner is held a table, and the outlet has three.
    for (let i = 0; i < 21; i++)
      answers.push(
        (await book(aDinersBooking({ reservationDate: `2026-05-${String(i + 1).padStart(2, '0')}`, reservationTime: '19:00' }))).status,
      );
    expect(answers.filter((status) => status === 201)).toHaveLength(20);
    expect(answers.at(-1)).toBe(429);
    await forgetLimits();
  });

  it('takes at most five bookings a day from one phone; refused attempts do not count against it', async () => {
    await forgetLimits();
    const phone = aPhone();
    // Ten attempts the rules refuse (inside the lead time) lock no one out.
    for (let i = 0; i < 10; i++)
      expect((await book(aDinersBooking({ customerPhone: phone, reservationDate: '2026-03-31', reservationTime: '20:00' }))).status).toBe(
        422,
      );
    const answers = [];
    for (const date of ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06'])
      answers.push((await book(aDinersBooking({ customerPhone: phone, reservationDate: date, reservationTime: '19:00' }))).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    await forgetLimits();
  });

  it("is held a table, so a slot's tables limit it when no pacing does: racing diners for one table give one booking", async () => {
    const oneTable = await anOutlet(server, { brand: { id: place.brand.id }, tables: [{ name: 'Only', seats: 4 }], services: [DINNER] });
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.client().request('POST', `/api/book/${oneTable.outlet.id}/reservations`, {
          body: aDinersBooking({ reservationDate: '2026-04-12', reservationTime: '19:00', customerFirstName: `Racer${i}` }),
        }),
      ),
    );
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1);
    expect(racing.filter((a) => a.status !== 201).map((a) => a.body.details?.reasons)).toEqual(
      Array.from({ length: 9 }, () => ['NO_TABLE']),
    );
    // The table is held for the dining interval: 21:00 is free again, 20:45 is not.
    expect(
      parseBody(
        bookingTimesViewSchema,
        await diner.get(`/api/book/${oneTable.outlet.id}/times?date=2026-04-12&pax=2`),
      ).services[0]!.times.filter((t) => ['20:45:00', '21:00:00'].includes(t.time)),
    ).toEqual([
      { time: '20:45:00', available: false },
      { time: '21:00:00', available: true },
    ]);
    await forgetLimits();
  });

  it('racing diners at overlapping times (other slots, not queued by one lock) are each held their own table', async () => {
    const six = await anOutlet(server, {
      brand: { id: place.brand.id },
      tables: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, seats: 4 })),
      services: [DINNER],
    });
    const times = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15'];
    const racing = await Promise.all(
      times.map((time, i) =>
        server.client().request('POST', `/api/book/${six.outlet.id}/reservations`, {
          body: aDinersBooking({ reservationDate: '2026-04-13', reservationTime: time, customerFirstName: `Overlap${i}` }),
        }),
      ),
    );
    expect(racing.map((a) => a.status)).toEqual(times.map(() => 201));
    const held = await server.db
      .select({ tableId: reservationTables.tableId })
      .from(reservationTables)
      .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
      .where(eq(reservations.outletId, six.outlet.id));
    expect(new Set(held.map((h) => h.tableId)).size).toBe(6);
    await forgetLimits();
  });
});

describe("the guest's manage link (docs/rules.md section 8's refusals)", () => {
  const tokenOf = (result: { manageUrl: string }) => new URL(result.manageUrl).pathname.split('/').pop()!;
  const change = (token: string, body: Record<string, unknown>) => server.client().request('PATCH', `/api/guest/${token}`, { body });

  it('changes the day, time and party on the online channel, as the guest, live for the host', async () => {
    const made = parseBody(
      onlineBookingResultSchema,
      await book(aDinersBooking({ reservationDate: '2026-04-05', reservationTime: '19:00' })),
      201,
    );
    const token = tokenOf(made);
    expect(parseBody(guestBookingViewSchema, await server.client().get(`/api/guest/${token}`))).toMatchObject({
      canChange: true,
      minPartySize: 1,
      maxPartySize: 10,
      outletRef: place.outlet.id,
    });
    const changed = parseBody(
      guestBookingViewSchema,
      await change(token, { reservationDate: '2026-04-06', reservationTime: '20:00', numberOfAdults: 4 }),
    );
    expect(changed).toMatchObject({ reservationDate: '2026-04-06', reservationTime: '20:00', pax: 4, status: 'BOOKED' });
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    expect(row).toMatchObject({ modifiedByRestaurant: false, numberOfAdults: 4, reservationTime: '20:00:00' });
    const history = (await place.host.call('GET', `/api/v1/reservations/${row!.id}/activities`)).body as Array<{ action: string }>;
    expect(history.find((entry) => entry.action === 'edited')).toMatchObject({ actorKind: 'guest', actorName: 'Siew Lan Ong' });
    // Inside the lead time, as for a new booking online; the past, in docs/rules.md's words.
    expect(parseError(await change(token, { reservationDate: '2026-03-31', reservationTime: '20:00' }), 422).message).toBe(
      'This time can no longer be booked online. Please choose another time.',
    );
    expect(parseError(await change(token, { reservationDate: '2026-03-31', reservationTime: '18:00' }), 422).message).toBe(
      'time must be greater than now',
    );
    expect(parseError(await change(token, { numberOfAdults: 30 }), 422).message).toMatch(/^Online bookings are for 1 to 10 guests/);
  });

  it('is signed: a changed character, the stored nonce alone, or a link from before a new nonce opens nothing', async () => {
    const made = parseBody(
      onlineBookingResultSchema,
      await book(aDinersBooking({ reservationDate: '2026-04-05', reservationTime: '20:00' })),
      201,
    );
    const token = tokenOf(made);
    expect((await server.client().get(`/api/guest/${token}`)).status).toBe(200);
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    // The database keeps a nonce, not the link: a copy of it opens nothing without the server's secret.
    expect(row!.guestToken).not.toBe(token);
    for (const wrong of [tampered, row!.guestToken!, `${token.slice(0, 32)}${'0'.repeat(32)}`]) {
      expect(parseError(await server.client().get(`/api/guest/${wrong}`), 404).details.reason).toBe('guestLinkNotFound');
    }
    await server.db
      .update(reservations)
      .set({ guestToken: 'f'.repeat(64) })
      .where(eq(reservations.id, row!.id));
    expect((await server.client().get(`/api/guest/${token}`)).status).toBe(404);
  });

  it('expires a week after the booking: an old link opens nothing', async () => {
    const made = parseBody(
      onlineBookingResultSchema,
      await book(aDinersBooking({ reservationDate: '2026-04-04', reservationTime: '19:00' })),
      201,
    );
    const token = tokenOf(made);
    try {
      server.setClock('2026-04-11T18:59:00+08:00');
      expect((await server.client().get(`/api/guest/${token}`)).status).toBe(200);
      server.setClock('2026-04-11T19:01:00+08:00');
      expect(parseError(await server.client().get(`/api/guest/${token}`), 404).message).toBe(
        'This link has expired. Please contact the restaurant.',
      );
    } finally {
      server.setClock(TEST_NOW);
    }
  });

  it("refuses by the ticket's self-edit and edit window, and once cancelled", async () => {
    const noSelfEdit = await aTicket(server, place.brand.id, { isEnableSelfEdit: false });
    const window48h = await aTicket(server, place.brand.id, { isEnableSelfEdit: true, editWindow: 48 });
    const window24h = await aTicket(server, place.brand.id, { isEnableSelfEdit: true, editWindow: 24 });
    // 2026-04-02 19:00 is 47.5 hours away. The booking carries the ticket its service sells.
    const booked = async (ticketId: string) => {
      const selling = await anOutlet(server, { brand: { id: place.brand.id }, services: [{ ...DINNER, ticketId }] });
      const made = parseBody(
        onlineBookingResultSchema,
        await diner.request('POST', `/api/book/${selling.outlet.id}/reservations`, { body: aDinersBooking() }),
        201,
      );
      return { token: tokenOf(made), code: made.code };
    };
    const refused = await booked(noSelfEdit.id);
    expect(parseError(await change(refused.token, { reservationTime: '20:00' }), 422).message).toBe("You can't update reservation");
    const late = await booked(window48h.id);
    expect(parseError(await change(late.token, { reservationTime: '20:00' }), 422).message).toBe(
      `reservation ${late.code} can't be edited at this time`,
    );
    const open = await booked(window24h.id);
    expect((await change(open.token, { reservationTime: '20:00' })).status).toBe(200);
    expect((await server.client().post(`/api/guest/${open.token}/cancel`)).status).toBe(200);
    expect(parseError(await change(open.token, { reservationTime: '20:30' }), 422).message).toBe(
      'You are unable to modify this reservation, please contact us directly instead.',
    );
  });

  it("guards the new time by the window too, and a booking without a ticket follows the outlet's own rule (issue 33)", async () => {
    const window24h = await aTicket(server, place.brand.id, { isEnableSelfEdit: true, editWindow: 24 });
    const outletOf = async (services: NonNullable<Parameters<typeof anOutlet>[1]>['services'], outlet = {}) =>
      anOutlet(server, { brand: { id: place.brand.id }, services, outlet });
    const bookAt = async (outletId: string) => {
      const made = parseBody(
        onlineBookingResultSchema,
        await diner.request('POST', `/api/book/${outletId}/reservations`, { body: aDinersBooking({ reservationDate: '2026-04-05' }) }),
        201,
      );
      return { token: tokenOf(made), code: made.code };
    };
    // 2026-04-05 is days away, outside a 24-hour window; 2026-04-01 19:00 is 23.5 hours away, inside it.
    const ticketed = await bookAt((await outletOf([{ ...DINNER, ticketId: window24h.id }])).outlet.id);
    expect(parseError(await change(ticketed.token, { reservationDate: '2026-04-01', reservationTime: '19:00' }), 422).message).toBe(
      `reservation ${ticketed.code} can't be edited at this time`,
    );
    expect((await change(ticketed.token, { reservationDate: '2026-04-03', reservationTime: '19:00' })).status).toBe(200);

    const noChanges = await outletOf([DINNER], { guestSelfEdit: false });
    const refused = await bookAt(noChanges.outlet.id);
    expect(parseBody(guestBookingViewSchema, await server.client().get(`/api/guest/${refused.token}`)).canChange).toBe(false);
    expect(parseError(await change(refused.token, { reservationTime: '20:00' }), 422).message).toBe("You can't update reservation");

    const dayAhead = await outletOf([DINNER], { guestEditWindow: 24 });
    const windowed = await bookAt(dayAhead.outlet.id);
    expect(parseError(await change(windowed.token, { reservationDate: '2026-04-01', reservationTime: '19:00' }), 422).message).toBe(
      `reservation ${windowed.code} can't be edited at this time`,
    );
    expect((await change(windowed.token, { reservationTime: '20:00' })).status).toBe(200);
  });

  it("sells the service's deposit with the booking: the page shows it, the booking waits PENDING with its pay link", async () => {
    const deposit = await aTicket(server, place.brand.id, {
      name: 'Dinner deposit',
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      price: 2000,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
    });
    const selling = await anOutlet(server, { brand: { id: place.brand.id }, services: [{ ...DINNER, ticketId: deposit.id }] });
    const times = parseBody(bookingTimesViewSchema, await diner.get(`/api/book/${selling.outlet.id}/times?date=2026-04-02&pax=2`));
    expect(times.services[0]!.ticket).toEqual({
      id: deposit.id,
      name: 'Dinner deposit',
      typePayment: 2,
      typePrice: 1,
      price: 2000,
      currency: 'SGD',
    });
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${selling.outlet.id}/reservations`, { body: aDinersBooking({ reservationTime: '21:00' }) }),
      201,
    );
    expect(made.status).toBe(8);
    expect(made.payUrl).toMatch(/\/pay\/\w+/);

    // The manage link leads to the same pay page while the booking waits (a diner who closed it pays from their message).
    expect(parseBody(guestBookingViewSchema, await diner.get(`/api/guest/${tokenOf(made)}`))).toMatchObject({
      status: 'PENDING',
      payUrl: made.payUrl,
    });

    // Unpaid for the link's 15 minutes, the booking is EXPIRED and its time is free for the next diner.
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    try {
      server.advanceClock(14 * 60_000);
      await server.sweep();
      expect((await server.db.select().from(reservations).where(eq(reservations.id, row!.id)))[0]!.status).toBe(RESERVATION_STATUS.PENDING);
      server.advanceClock(2 * 60_000);
      await server.sweep();
      expect((await server.db.select().from(reservations).where(eq(reservations.id, row!.id)))[0]!.status).toBe(RESERVATION_STATUS.EXPIRED);
      expect(parseBody(guestBookingViewSchema, await diner.get(`/api/guest/${tokenOf(made)}`))).toMatchObject({
        status: 'EXPIRED',
        payUrl: null,
      });
    } finally {
      server.setClock(TEST_NOW);
    }
  });
});

describe('the page and the host stand racing', () => {
  it('for the last covers of a slot give exactly the covers allowed', async () => {
    await forgetLimits();
    const paced = await anOutlet(server, { services: [{ ...DINNER, maxGuest: 10, maxReservation: 50 }] });
    const date = '2026-04-20';
    await aReservation(paced.host, { date, time: '19:00', pax: 3 });
    const online = (i: number) =>
      server.client().request('POST', `/api/book/${paced.outlet.id}/reservations`, {
        body: aDinersBooking({ reservationDate: date, reservationTime: '19:00', customerFirstName: `Diner${i}` }),
      });
    const staff = () =>
      paced.host.call('POST', `/api/v1/outlets/${paced.outlet.id}/reservations`, bookingBody({ date, time: '19:00', pax: 2 }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? online(i) : staff())));
    // 3 covers booked: three more parties of two fit in the 10, whoever sent them.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
    const covers = await server.db
      .select({ adults: reservations.numberOfAdults })
      .from(reservations)
      .where(eq(reservations.outletId, paced.outlet.id));
    expect(covers.reduce((n, r) => n + r.adults, 0)).toBe(9);
  });
});

describe('areas, when a service shows them', () => {
  beforeEach(() => forgetLimits());
  const timesOf = async (outletId: string, date = '2026-04-03', pax = 2) =>
    parseBody(bookingTimesViewSchema, await diner.get(`/api/book/${outletId}/times?date=${date}&pax=${pax}`));
  const free = (times: Array<{ time: string; available: boolean }>) => times.filter((t) => t.available).map((t) => t.time.slice(0, 5));

  it("lists each online area's own times and holds the chosen area's table; a time gone there is refused", async () => {
    const garden = await anOutlet(server, {
      brand: { id: place.brand.id },
      areas: [{ name: 'Inside' }, { name: 'Terrace' }, { name: 'Private room', bookableOnline: false }],
      tables: [
        { name: 'I1', area: 'Inside' },
        { name: 'T1', area: 'Terrace' },
        { name: 'P1', area: 'Private room' },
      ],
      services: [{ ...DINNER, showArea: true }],
    });
    // The terrace's one table is taken from 19:00 to 21:00.
    await aReservation(garden.host, { date: '2026-04-03', time: '19:00', tables: [garden.table('T1').id] });
    const [dinner] = (await timesOf(garden.outlet.id)).services;
    expect(dinner!.areas!.map((a) => a.name)).toEqual(['Inside', 'Terrace']);
    const [inside, terrace] = dinner!.areas!;
    expect(free(inside!.times)).toContain('19:00');
    expect(free(terrace!.times)).not.toContain('19:00');
    expect(free(terrace!.times)).toContain('21:00');
    // The service's own times: bookable in some area.
    expect(free(dinner!.times)).toContain('19:00');

    const onTerrace = (time: string) =>
      diner.request('POST', `/api/book/${garden.outlet.id}/reservations`, {
        body: aDinersBooking({ reservationDate: '2026-04-03', reservationTime: time, areaId: terrace!.id }),
      });
    expect(parseError(await onTerrace('19:30'), 422).details.reasons).toEqual(['NO_TABLE']);
    const made = parseBody(onlineBookingResultSchema, await onTerrace('21:00'), 201);
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    const seen = parseBody(reservationSchema, await garden.host.call('GET', `/api/v1/reservations/${row!.id}`));
    expect(seen.tables.map((t) => [t.name, t.tableInAreas.name])).toEqual([['T1', 'Terrace']]);
    // An area not bookable online, or another outlet's, seats no one from the page.
    const privateRoom = garden.area('Private room').id;
    const elsewhere = place.area('Main room').id;
    for (const areaId of [privateRoom, elsewhere]) {
      const refused = await diner.request('POST', `/api/book/${garden.outlet.id}/reservations`, {
        body: aDinersBooking({ reservationDate: '2026-04-03', reservationTime: '20:00', areaId }),
      });
      expect(parseError(refused, 422).details.reasons).toEqual(['NO_TABLE']);
    }
  });

  it('lists no areas for a service that does not show them', async () => {
    const [dinner] = (await timesOf(place.outlet.id)).services;
    expect(dinner!.areas).toBeNull();
    expect(free(dinner!.times).length).toBeGreaterThan(0);
  });
});

describe("the guest's change form", () => {
  beforeEach(() => forgetLimits());
  const tokenOf = (result: { manageUrl: string }) => new URL(result.manageUrl).pathname.split('/').pop()!;

  it("offers the times with the guest's own covers left out, which the page counts", async () => {
    const paced = await anOutlet(server, { brand: { id: place.brand.id }, services: [{ ...DINNER, maxGuest: 4 }] });
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${paced.outlet.id}/reservations`, {
        body: aDinersBooking({ numberOfAdults: 3, numberOfChildren: 1 }),
      }),
      201,
    );
    const token = tokenOf(made);
    const available = (view: { services: Array<{ times: Array<{ time: string; available: boolean }> }> }) =>
      view.services.flatMap((s) => s.times).find((t) => t.time.startsWith('19:00'))!.available;
    // The slot is full for anyone else; for this guest, 4 fit (their own 4 leave it).
    expect(available(parseBody(bookingTimesViewSchema, await diner.get(`/api/book/${paced.outlet.id}/times?date=2026-04-02&pax=4`)))).toBe(
      false,
    );
    expect(available(parseBody(bookingTimesViewSchema, await diner.get(`/api/guest/${token}/times?date=2026-04-02&pax=4`)))).toBe(true);
    expect(available(parseBody(bookingTimesViewSchema, await diner.get(`/api/guest/${token}/times?date=2026-04-02&pax=5`)))).toBe(false);
    // The view says how many children, so a change of party keeps them.
    expect(parseBody(guestBookingViewSchema, await diner.get(`/api/guest/${token}`))).toMatchObject({
      pax: 4,
      numberOfAdults: 3,
      numberOfChildren: 1,
    });
    expect(parseError(await diner.get(`/api/guest/${'0'.repeat(64)}/times?date=2026-04-02&pax=4`), 404).message).toMatch(/link/i);
  });

  it("moves a guest's table with them, within the area they booked", async () => {
    const garden = await anOutlet(server, {
      brand: { id: place.brand.id },
      areas: [{ name: 'Inside' }, { name: 'Terrace' }],
      tables: [
        { name: 'I1', area: 'Inside' },
        { name: 'T1', area: 'Terrace' },
        { name: 'T2', area: 'Terrace' },
      ],
      services: [{ ...DINNER, showArea: true }],
    });
    const terrace = garden.area('Terrace').id;
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${garden.outlet.id}/reservations`, { body: aDinersBooking({ areaId: terrace }) }),
      201,
    );
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    const tablesOf = async () =>
      parseBody(reservationSchema, await garden.host.call('GET', `/api/v1/reservations/${row!.id}`)).tables.map((t) => t.tableInAreas.name);
    expect(await tablesOf()).toEqual(['Terrace']);
    // Whatever table they held is taken at 21:00 by a host; the guest moves there and is seated on the terrace still.
    const held = parseBody(reservationSchema, await garden.host.call('GET', `/api/v1/reservations/${row!.id}`)).tables[0]!.name;
    await aReservation(garden.host, { date: '2026-04-02', time: '21:00', tables: [garden.table(held).id] });
    const moved = await server.client().request('PATCH', `/api/guest/${tokenOf(made)}`, { body: { reservationTime: '21:00' } });
    expect(moved.status).toBe(200);
    const after = parseBody(reservationSchema, await garden.host.call('GET', `/api/v1/reservations/${row!.id}`));
    expect(after.tables.map((t) => [t.name, t.tableInAreas.name])).toEqual([[held === 'T1' ? 'T2' : 'T1', 'Terrace']]);

    // So the times the guest is offered are the terrace's: full on the 4th at 19:00, though inside is free.
    await aReservation(garden.host, { date: '2026-04-04', time: '19:00', tables: [garden.table('T1').id] });
    await aReservation(garden.host, { date: '2026-04-04', time: '19:00', tables: [garden.table('T2').id] });
    const at19 = (view: { services: Array<{ times: Array<{ time: string; available: boolean }> }> }) =>
      view.services[0]!.times.find((t) => t.time.startsWith('19:00'))!.available;
    expect(at19(parseBody(bookingTimesViewSchema, await diner.get(`/api/book/${garden.outlet.id}/times?date=2026-04-04&pax=2`)))).toBe(
      true,
    );
    const offered = parseBody(bookingTimesViewSchema, await diner.get(`/api/guest/${tokenOf(made)}/times?date=2026-04-04&pax=2`));
    expect(at19(offered)).toBe(false);
    expect(offered.services[0]!.areas).toBeNull();
  });
});

describe("a guest's move, by what they booked", () => {
  beforeEach(() => forgetLimits());
  const tokenOf = (result: { manageUrl: string }) => new URL(result.manageUrl).pathname.split('/').pop()!;

  it('stays within the ticket booked: a free lunch does not move to a deposit dinner, and the form offers no such time', async () => {
    const deposit = await aTicket(server, place.brand.id, {
      name: 'Dinner deposit',
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      price: 2000,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
    });
    const both = await anOutlet(server, { brand: { id: place.brand.id }, services: [LUNCH, { ...DINNER, ticketId: deposit.id }] });
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${both.outlet.id}/reservations`, { body: aDinersBooking({ reservationTime: '12:00' }) }),
      201,
    );
    expect(made).toMatchObject({ status: RESERVATION_STATUS.BOOKED, payUrl: null });
    const offered = parseBody(bookingTimesViewSchema, await diner.get(`/api/guest/${tokenOf(made)}/times?date=2026-04-02&pax=2`));
    expect(offered.services.map((s) => s.name)).toEqual(['Lunch']);
    const refused = await server.client().request('PATCH', `/api/guest/${tokenOf(made)}`, { body: { reservationTime: '19:00' } });
    expect(parseError(refused, 422).message).toBe("You can't update reservation");
    const moved = parseBody(
      guestBookingViewSchema,
      await server.client().request('PATCH', `/api/guest/${tokenOf(made)}`, { body: { reservationTime: '13:00' } }),
    );
    expect(moved).toMatchObject({ reservationTime: '13:00', status: 'BOOKED' });
  });

  it("keeps the host's table when it is free at the new time, else takes the best free one", async () => {
    const rooms = await anOutlet(server, {
      brand: { id: place.brand.id },
      areas: [{ name: 'Inside' }, { name: 'Private', bookableOnline: false }],
      tables: [
        { name: 'I1', area: 'Inside' },
        { name: 'P1', area: 'Private', seats: 8 },
      ],
      services: [DINNER],
    });
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${rooms.outlet.id}/reservations`, { body: aDinersBooking() }),
      201,
    );
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    const tablesNow = async () =>
      parseBody(reservationSchema, await rooms.host.call('GET', `/api/v1/reservations/${row!.id}`)).tables.map((t) => t.name);
    expect(await tablesNow()).toEqual(['I1']);
    // The host seats them in the private room instead.
    const { version } = parseBody(reservationSchema, await rooms.host.call('GET', `/api/v1/reservations/${row!.id}`));
    expect(
      (
        await rooms.host.call(
          'PATCH',
          `/api/v1/reservations/${row!.id}`,
          { tableIds: [rooms.table('P1').id] },
          { 'if-match': `"${version}"` },
        )
      ).status,
    ).toBe(200);
    const move = (time: string) => server.client().request('PATCH', `/api/guest/${tokenOf(made)}`, { body: { reservationTime: time } });
    // Free at 19:30: the private room stays theirs, though diners cannot book it.
    expect((await move('19:30')).status).toBe(200);
    expect(await tablesNow()).toEqual(['P1']);
    // Taken at 21:30 by the host: the guest moving to 20:30 is given the best free table instead.
    await aReservation(rooms.host, { date: '2026-04-02', time: '21:30', tables: [rooms.table('P1').id] });
    expect((await move('20:30')).status).toBe(200);
    expect(await tablesNow()).toEqual(['I1']);
  });
  it('keeps the length a host gave the booking: its table is checked for that long', async () => {
    const two = await anOutlet(server, {
      brand: { id: place.brand.id },
      tables: [
        { name: 'A', seats: 4 },
        { name: 'B', seats: 4 },
      ],
      services: [DINNER],
    });
    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${two.outlet.id}/reservations`, { body: aDinersBooking() }),
      201,
    );
    const [row] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    const read = async () => parseBody(reservationSchema, await two.host.call('GET', `/api/v1/reservations/${row!.id}`));
    const first = await read();
    const mine = first.tables[0]!.name;
    // The host gives them four hours, and another party has their table from 21:45.
    expect(
      (await two.host.call('PATCH', `/api/v1/reservations/${row!.id}`, { diningInterval: 4 * 3600 }, { 'if-match': `"${first.version}"` }))
        .status,
    ).toBe(200);
    await aReservation(two.host, {
      date: '2026-04-02',
      time: '23:00',
      tables: [two.table(mine).id],
      availabilityOverride: 'a late party after closing',
    });
    // Free for the service's two hours from 19:30, not for the booking's four: the guest is moved to the other table.
    expect((await server.client().request('PATCH', `/api/guest/${tokenOf(made)}`, { body: { reservationTime: '19:30' } })).status).toBe(
      200,
    );
    const after = await read();
    expect(after).toMatchObject({ reservationTime: '19:30:00', diningInterval: 4 * 3600 });
    expect(after.tables.map((t) => t.name)).toEqual([mine === 'A' ? 'B' : 'A']);
  });
});

describe('what a stranger typing a phone cannot do', () => {
  beforeEach(() => forgetLimits());
  it("learns nothing of the guest's other booking when the brand takes one a day", async () => {
    const strict = await anOutlet(server, {
      brand: { preventMultipleSameDayBookingsEnabled: true },
      outlet: { outletName: 'Secret Garden Marina' },
    });
    const phone = aPhone();
    const theirs = await aReservation(strict.host, { date: '2026-04-09', time: '19:00', customerPhone: phone });
    const refused = await diner.request('POST', `/api/book/${strict.outlet.id}/reservations`, {
      body: aDinersBooking({ reservationDate: '2026-04-09', reservationTime: '20:30', customerPhone: phone }),
    });
    expect(parseError(refused, 422)).toMatchObject({
      message:
        'There is already a booking for this phone number on this day, and the restaurant takes one a day. ' +
        'To change it, use the link in its confirmation, or contact the restaurant.',
      details: { reason: 'sameDayBookingRefusedOnline', fields: [{ field: 'body.customerPhone', reason: 'sameDayBookingRefusedOnline' }] },
    });
    const said = JSON.stringify(refused.body);
    for (const secret of ['Secret Garden', '19:00', theirs.id, theirs.code]) expect(said).not.toContain(secret);
  });

  it("sends this booking's messages to the email typed, and never rewrites the guest book's", async () => {
    const mailing = await anOutlet(server, { brand: { id: place.brand.id }, outlet: { enableEmail: true } });
    const phone = aPhone();
    const staffBooking = await aReservation(mailing.host, { date: '2026-04-10', time: '19:00', customerPhone: phone });
    const [{ customerId }] = (await server.db
      .select({ customerId: reservations.customerId })
      .from(reservations)
      .where(eq(reservations.id, staffBooking.id))) as [{ customerId: string }];
    await server.db.update(customers).set({ email: 'the.guest@example.com' }).where(eq(customers.id, customerId));

    const made = parseBody(
      onlineBookingResultSchema,
      await diner.request('POST', `/api/book/${mailing.outlet.id}/reservations`, {
        body: aDinersBooking({ reservationDate: '2026-04-11', customerPhone: phone, customerEmail: 'someone.else@example.com' }),
      }),
      201,
    );
    const [online] = await server.db.select().from(reservations).where(eq(reservations.code, made.code));
    expect(online!.customerId).toBe(customerId);
    expect((await server.db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)))[0]!.email).toBe(
      'the.guest@example.com',
    );
    for (let i = 0; i < 5; i++) await server.sweep();
    const mailed = async (id: string) =>
      (
        await server.db
          .select({ recipient: messageDeliveries.recipient })
          .from(messageDeliveries)
          .where(and(eq(messageDeliveries.reservationId, id), eq(messageDeliveries.channel, 'email')))
      ).map((m) => m.recipient);
    expect(new Set(await mailed(online!.id))).toEqual(new Set(['someone.else@example.com']));
    // The staff booking's messages still go to the guest book's address.
    expect(new Set(await mailed(staffBooking.id))).toEqual(new Set(['the.guest@example.com']));
  });
});
