import { bookingTimesViewSchema, onlineBookingResultSchema, type OnlineBookingInput } from '@host/domain/booking-page';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import {
  guestWaitingViewSchema,
  joinWaitingListResultSchema,
  waitingListEntrySchema,
  waitingListViewSchema,
  waitlistSettingsViewSchema,
  type JoinWaitingListInput,
} from '@host/domain/waitlist/waiting-list';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, messageDeliveries, reservations, waitingListEntries } from '../src/db/schema';
import { guestLinkToken } from '../src/lib/guest-link';
import { localTimeOf } from '@host/domain/time';
import { TEST_NOW } from './clock';
import { DINNER, TOMORROW, aBrand, aPhone, aReservation, aTicket, anOutlet, type OutletFixture } from './factories';
import { Client, parseBody, parseError, startTestServer, type TestServer } from './helper';

// The day's waiting list (issue 30 point 4, docs/rules.md section 10), through HTTP against PostgreSQL.
// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts); the lists are for tomorrow, whose dinner
// (17:30-22:00) holds a table 120 minutes. Each outlet has one table for four, booked 18:00 and 20:00:
// a full evening, until one of them is cancelled.
let server: TestServer;
let diner: Client;
beforeAll(async () => {
  server = await startTestServer();
  diner = server.client();
});
afterAll(() => server.close());

/** Every join and accept here comes from 127.0.0.1: the address's counts start afresh per test. */
const forgetLimits = () => server.db.delete(loginFailures).where(like(loginFailures.subject, 'waiting:%'));

interface FullEvening extends OutletFixture {
  early: { id: string };
  late: { id: string };
}

async function aFullEvening(options: Parameters<typeof anOutlet>[1] = {}): Promise<FullEvening> {
  const fixture = await anOutlet(server, { tables: [{ name: 'T4', seats: 4 }], ...options });
  const table = fixture.table('T4').id;
  const early = await aReservation(fixture.host, { time: '18:00', pax: 4, tables: [table] });
  const late = await aReservation(fixture.host, { time: '20:00', pax: 4, tables: [table] });
  return { ...fixture, early, late };
}

const joinBody = (overrides: Partial<JoinWaitingListInput> = {}): JoinWaitingListInput => ({
  date: TOMORROW,
  windowStart: '19:00',
  windowEnd: '21:00',
  numberOfAdults: 2,
  customerFirstName: 'Siew Lan',
  customerPhone: aPhone(),
  customerEmail: `guest${Math.random().toString(36).slice(2, 8)}@example.com`,
  language: 'zh-Hans',
  ...overrides,
});

async function join(place: OutletFixture, overrides: Partial<JoinWaitingListInput> = {}) {
  await forgetLimits();
  const body = joinBody(overrides);
  const joined = parseBody(
    joinWaitingListResultSchema,
    await diner.request('POST', `/api/book/${place.outlet.id}/waiting-list`, { body }),
    201,
  );
  return { ...joined, token: joined.link.split('/w/')[1]!, email: body.customerEmail! };
}

const view = async (token: string) => parseBody(guestWaitingViewSchema, await diner.get(`/api/waiting-list/${token}`));
const accept = (token: string, key = `accept-${Math.random()}`) =>
  diner.request('POST', `/api/waiting-list/${token}/accept`, { headers: { 'idempotency-key': key } });
const cancelBooking = (place: OutletFixture, id: string) =>
  place.host.call('POST', `/api/v1/reservations/${id}/status`, { status: RESERVATION_STATUS.CANCELLED });
const listOf = async (place: OutletFixture) =>
  parseBody(waitingListViewSchema, await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}/waiting-list?date=${TOMORROW}`));
const offersSentTo = (email: string) =>
  server.db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.recipient, email), eq(messageDeliveries.template, 'waitlistOffer')));
const timesAt = async (place: OutletFixture, pax = 2) =>
  parseBody(bookingTimesViewSchema, await diner.get(`/api/book/${place.outlet.id}/times?date=${TOMORROW}&pax=${pax}`));
const isFree = async (place: OutletFixture, time: string) =>
  (await timesAt(place)).services.flatMap((s) => s.times).some((t) => t.time.slice(0, 5) === time && t.available);

describe('the day’s waiting list', () => {
  it('offers a time freed by a cancellation to the first guest within one clock tick, held from everyone else, and books it', async () => {
    const place = await aFullEvening();
    const first = await join(place);
    const second = await join(place);
    expect(await view(first.token)).toMatchObject({ status: 'waiting', position: 1, offer: null, pax: 2 });
    expect(await view(second.token)).toMatchObject({ status: 'waiting', position: 2 });

    // The 20:00 party cancels; one tick later the first guest is offered 20:00, by email in their language.
    expect((await cancelBooking(place, place.late.id)).status).toBe(200);
    await server.sweep();
    const offered = await view(first.token);
    expect(offered).toMatchObject({ status: 'offered', position: 1, offer: { time: '20:00:00', status: 'open' } });
    // Held for the outlet's hold time (15 minutes by default).
    const heldFor = Date.parse(offered.offer!.expiresAt) - server.now().getTime();
    expect(heldFor).toBeGreaterThan(14 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(15 * 60_000);
    // What the guest's page counts down from, and the hour on the outlet's clock (its device may be elsewhere).
    expect(offered.offer!.secondsLeft).toBeGreaterThanOrEqual(Math.floor(heldFor / 1000));
    expect(offered.offer!.secondsLeft).toBeLessThanOrEqual(15 * 60);
    expect(offered.offer!.heldUntil).toBe(localTimeOf(new Date(offered.offer!.expiresAt), 'Asia/Singapore').slice(0, 5));
    const [mail] = await offersSentTo(first.email);
    expect(mail).toMatchObject({ channel: 'email', language: 'zh-Hans', state: 'delivered' });
    expect(mail!.body).toContain('20:00');
    expect(mail!.body).toContain(`/w/${first.token}`);
    // One table freed: one offer. The second guest waits on.
    expect(await view(second.token)).toMatchObject({ status: 'waiting', position: 2, offer: null });
    expect(await offersSentTo(second.email)).toEqual([]);

    // Held: the booking page does not offer 20:00, and a diner who tries is refused.
    expect(await isFree(place, '20:00')).toBe(false);
    const racer: OnlineBookingInput = {
      reservationDate: TOMORROW,
      reservationTime: '20:00',
      numberOfAdults: 2,
      customerPhone: aPhone(),
      customerFirstName: 'Racer',
      acceptPolicies: true,
    };
    const refused = parseError(await diner.request('POST', `/api/book/${place.outlet.id}/reservations`, { body: racer }), 422);
    expect(refused.details).toMatchObject({ reason: 'onlineTimeUnavailable' });

    // Accepting books it through the booking page's path, at the table held.
    const booked = parseBody(onlineBookingResultSchema, await accept(first.token), 201);
    expect(booked).toMatchObject({ reservationDate: TOMORROW, reservationTime: '20:00:00', pax: 2 });
    expect(await view(first.token)).toMatchObject({ status: 'booked', position: null, offer: { status: 'accepted' } });
    const list = await listOf(place);
    expect(list.entries.map((e) => [e.customerPhone !== '', e.status, e.position])).toEqual([
      [true, 'waiting', 1],
      [true, 'booked', null],
    ]);
    const [row] = await server.db.select().from(waitingListEntries).where(eq(waitingListEntries.id, list.entries[1]!.id));
    const [booking] = await server.db.select().from(reservations).where(eq(reservations.id, row!.reservationId!));
    expect(booking).toMatchObject({ source: 'customer', reservationTime: '20:00:00', createdByRestaurant: false });
  });

  it("asks for the service's deposit when the accepted time sells one, as the booking page does", async () => {
    const brand = await aBrand(server);
    const deposit = await aTicket(server, brand.id, {
      name: 'Dinner deposit',
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      price: 2000,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
    });
    const place = await aFullEvening({ brand: { id: brand.id }, services: [{ ...DINNER, ticketId: deposit.id }] });
    const first = await join(place);
    await cancelBooking(place, place.late.id);
    await server.sweep();
    const booked = parseBody(onlineBookingResultSchema, await accept(first.token), 201);
    expect(booked).toMatchObject({ status: RESERVATION_STATUS.PENDING, reservationTime: '20:00:00' });
    expect(booked.payUrl).toMatch(/\/pay\/\w+/);
  });

  it('passes the time on when the guest declines or the hold lapses', async () => {
    const place = await aFullEvening();
    const first = await join(place);
    const second = await join(place);
    const third = await join(place);
    await cancelBooking(place, place.late.id);
    await server.sweep();
    expect((await view(first.token)).status).toBe('offered');

    // The first says no thanks: the second is offered at once, without waiting for a tick.
    expect(parseBody(guestWaitingViewSchema, await diner.request('POST', `/api/waiting-list/${first.token}/decline`))).toMatchObject({
      status: 'declined',
      position: null,
    });
    expect(await view(second.token)).toMatchObject({ status: 'offered', position: 1, offer: { time: '20:00:00' } });

    // The second never answers: after the hold, the next tick offers the third.
    server.advanceClock(15 * 60_000);
    await server.sweep();
    expect(await view(second.token)).toMatchObject({ status: 'expired', offer: { status: 'expired' } });
    expect(parseError(await accept(second.token), 409).message).toBe('This offer has expired: the time was offered to the next guest.');
    expect(await view(third.token)).toMatchObject({ status: 'offered', position: 1 });
    server.setClock(TEST_NOW);
  });

  it('keeps the guest’s place when the held table was taken before they accepted', async () => {
    const place = await aFullEvening();
    const first = await join(place);
    await cancelBooking(place, place.late.id);
    await server.sweep();
    expect((await view(first.token)).offer?.time).toBe('20:00:00');
    // A host seats a party of their own choosing at the held table at 20:00 (a host's choice of table is theirs to make).
    await aReservation(place.host, { time: '20:00', pax: 4, tables: [place.table('T4').id] });
    const refused = parseError(await accept(first.token), 409);
    expect(refused.message).toBe('This table has just been taken. We have kept your place on the list.');
    expect(refused.details).toMatchObject({ reason: 'waitlistOfferTaken' });
    expect(await view(first.token)).toMatchObject({ status: 'waiting', position: 1, offer: { status: 'taken' } });
  });

  it('gives one booking when twenty accepts of the offer for one freed time arrive at once; the others on the list get none', async () => {
    const place = await aFullEvening();
    const guests: Array<Awaited<ReturnType<typeof join>>> = [];
    for (let i = 0; i < 4; i++) guests.push(await join(place, { customerFirstName: `Guest ${i + 1}` }));
    await cancelBooking(place, place.late.id);
    await server.sweep();
    const offered = (await Promise.all(guests.map(async (g) => ({ g, v: await view(g.token) })))).filter((x) => x.v.status === 'offered');
    // Only one time freed: only one offer went out, to the first in line.
    expect(offered.map((x) => x.g.token)).toEqual([guests[0]!.token]);
    await forgetLimits();
    // Twenty taps of the offer's link at once (twenty keys: a phone and a laptop, a double tap, a retry), all for its lock.
    const keys = Array.from({ length: 20 }, (_, i) => `race-${i}-${Math.random()}`);
    const answers = await Promise.all(keys.map((key) => accept(guests[0]!.token, key)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    await forgetLimits();
    // The winner's key sent again (a retry after a lost answer) gets the same booking back, not a refusal.
    const won = answers.findIndex((a) => a.status === 201);
    const replay = await accept(guests[0]!.token, keys[won]);
    expect([replay.status, replay.body]).toEqual([201, answers[won]!.body]);
    // The guests behind were offered nothing: theirs is refused too, and the list keeps them.
    for (const g of guests.slice(1)) expect((await accept(g.token)).status).toBe(409);
    expect((await view(guests[1]!.token)).status).toBe('waiting');
    const at20 = await server.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.outletId, place.outlet.id), eq(reservations.reservationTime, '20:00:00')));
    expect(at20.filter((r) => r.status !== RESERVATION_STATUS.CANCELLED)).toHaveLength(1);
  });

  it('offers a time freed by a booking moved to another day; a move that frees nothing in the window offers nothing', async () => {
    const moved = await aFullEvening();
    const waiting = await join(moved);
    await server.sweep();
    expect((await view(waiting.token)).status).toBe('waiting');
    // The 20:00 party moves to the day after: 20:00 is free tomorrow, and offered at the next tick.
    const move = await moved.host.call(
      'PATCH',
      `/api/v1/reservations/${moved.late.id}`,
      { reservationDate: '2026-04-02' },
      { 'if-match': '"1"' },
    );
    expect(move.status).toBe(200);
    await server.sweep();
    expect(await view(waiting.token)).toMatchObject({ status: 'offered', offer: { time: '20:00:00' } });

    // At another full evening the 20:00 party moves to 21:30: the one table is held 18:00-20:00 and from 21:30, so a
    // party of two for 19:00-20:00 still finds no two free hours.
    const late = await aFullEvening();
    const guest = await join(late, { windowStart: '19:00', windowEnd: '20:00' });
    const later = await late.host.call(
      'PATCH',
      `/api/v1/reservations/${late.late.id}`,
      { reservationTime: '21:30:00' },
      { 'if-match': '"1"' },
    );
    expect(later.status).toBe(200);
    await server.sweep();
    expect((await view(guest.token)).status).toBe('waiting');
  });

  it('never offers what is not free: a party too big for the table, a window outside the freed time', async () => {
    const place = await aFullEvening();
    const big = await join(place, { numberOfAdults: 6 });
    const early = await join(place, { windowStart: '17:30', windowEnd: '18:30' });
    const fits = await join(place);
    await cancelBooking(place, place.late.id);
    await server.sweep();
    expect((await view(big.token)).status).toBe('waiting');
    expect((await view(early.token)).status).toBe('waiting');
    expect(await view(fits.token)).toMatchObject({ status: 'offered', offer: { time: '20:00:00' } });
    // Another tick offers nothing more: the one free time is held.
    expect((await server.sweep()).waitingList.offered).toBe(0);
  });

  it('lets staff add and remove a guest, refuses a second join of one phone, and keeps to the outlet’s settings', async () => {
    const place = await aFullEvening();
    const phone = aPhone();
    const added = parseBody(
      waitingListEntrySchema,
      await place.host.call('POST', `/api/v1/outlets/${place.outlet.id}/waiting-list`, {
        ...joinBody({ customerPhone: phone, language: 'en' }),
        customerEmail: undefined,
      }),
      201,
    );
    expect(added).toMatchObject({ source: 'staff', status: 'waiting', position: 1 });
    await forgetLimits();
    const again = await diner.request('POST', `/api/book/${place.outlet.id}/waiting-list`, { body: joinBody({ customerPhone: phone }) });
    expect(parseError(again, 409).message).toBe('You are already on the waiting list for this day.');
    const removed = parseBody(waitingListEntrySchema, await place.host.call('POST', `/api/v1/waiting-list-entries/${added.id}/remove`, {}));
    expect(removed).toMatchObject({ status: 'cancelled', position: null });

    // Online joining turned off: the page says so and a join is refused.
    const settingsPath = `/api/v1/outlets/${place.outlet.id}/waitlist-settings`;
    const settings = parseBody(waitlistSettingsViewSchema, await place.host.call('GET', settingsPath));
    expect(settings).toMatchObject({ enabled: true, holdMinutes: 15, joinOnline: true, version: 1 });
    const { version, ...fields } = settings;
    const saved = await place.host.call(
      'PUT',
      settingsPath,
      { ...fields, joinOnline: false, holdMinutes: 30 },
      { 'if-match': `"${version}"` },
    );
    expect(parseBody(waitlistSettingsViewSchema, saved)).toMatchObject({ joinOnline: false, holdMinutes: 30, version: 2 });
    expect(parseError(await place.host.call('PUT', settingsPath, fields, { 'if-match': '"1"' }), 409).details).toMatchObject({
      reason: 'staleSettings',
    });
    await forgetLimits();
    const closed = await diner.request('POST', `/api/book/${place.outlet.id}/waiting-list`, { body: joinBody() });
    expect(parseError(closed, 422).message).toBe('This restaurant is not taking names on a waiting list for this day.');
    expect((await diner.get(`/api/book/${place.outlet.id}`)).body).toMatchObject({ waitingListOnline: false });
  });

  it('refuses a window that ends before it starts, a link that is not signed, and another outlet’s entry', async () => {
    const place = await aFullEvening();
    await forgetLimits();
    const backwards = await diner.request('POST', `/api/book/${place.outlet.id}/waiting-list`, {
      body: joinBody({ windowStart: '21:00', windowEnd: '19:00' }),
    });
    expect(parseError(backwards, 400).details).toEqual([
      { field: 'body.windowEnd', message: 'The latest time must be after the earliest' },
    ]);
    const joined = await join(place);
    const [row] = await server.db.select().from(waitingListEntries).where(eq(waitingListEntries.customerEmail, joined.email));
    expect(guestLinkToken(server.config.ENCRYPTION_SECRET, row!.id, row!.linkNonce)).toBe(joined.token);
    const forged = guestLinkToken(server.config.ENCRYPTION_SECRET, row!.id, 'another nonce');
    expect(parseError(await diner.get(`/api/waiting-list/${forged}`), 404).message).toBe('This place on the waiting list was not found.');
    const stranger = await anOutlet(server);
    expect((await stranger.host.call('POST', `/api/v1/waiting-list-entries/${row!.id}/remove`, {})).status).toBe(403);
  });
});
