import { bookingTimesViewSchema, onlineBookingResultSchema, type OnlineBookingInput } from '@host/domain/booking-page';
import { TYPE_SHOW_TIMESLOTS } from '@host/domain/booking-page-settings';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../src/db/schema';
import { DINNER, LUNCH, aPhone, aReservation, aTicket, aUser, anOutlet, bookingBody, putInStatus, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

/*
 * A ticket's maxNumber (issue 33, item 9; docs/decisions/033-ticket-limit.md): at most that many sold a day at an outlet,
 * guests for a ticket priced per guest, bookings for one priced per booking, across every slot and service selling it.
 * The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An outlet whose lunch and dinner both sell a new ticket with a day's limit, and ten tables of eight. */
async function sellingOutlet(limit: { maxNumber: number; typePrice: number; name?: string }) {
  const brand = (await anOutlet(server, { services: [] })).brand;
  const ticket = await aTicket(server, brand.id, {
    name: limit.name ?? 'Set menu',
    maxNumber: limit.maxNumber,
    typePrice: limit.typePrice,
  });
  const place = await anOutlet(server, {
    brand: { id: brand.id },
    tables: Array.from({ length: 10 }, (_, i) => ({ name: `T${i + 1}`, seats: 8 })),
    services: [
      { ...LUNCH, ticketId: ticket.id },
      { ...DINNER, ticketId: ticket.id },
    ],
  });
  return { place, ticket };
}

type SlotAnswer = { time: string; serviceName: string; reasons: string[]; ticketsLeft: number | null };
/** The staff channel's times; `ticket`: the ticket the booking would take ('none'), absent: each service's own. */
const slotsOf = async (host: Host, date: string, pax: number, ticket?: string) => {
  const res = await host.call(
    'GET',
    `/api/v1/outlets/${host.outletId}/availability?date=${date}&pax=${pax}${ticket ? `&ticketId=${ticket}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.slots as SlotAnswer[];
};
/** A host's booking that takes the ticket (as the booking dialog sends it), or `ticketId: null` for none. */
const staffBooking = (host: Host, ticketId: string | null, date: string, time: string, pax: number, extra: Record<string, unknown> = {}) =>
  host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, bookingBody({ date, time, pax, ticketId, ...extra }));

describe("a ticket's limit per day", () => {
  it('counts the guests of a per-guest ticket across lunch and dinner; staff are told why and may book past it with a reason', async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 10, typePrice: TICKET_TYPE_PRICE.PER_PAX });
    const date = '2026-04-10';
    await aReservation(place.host, { date, time: '12:00', pax: 6, ticketId: ticket.id });

    const forTwo = await slotsOf(place.host, date, 2);
    expect(new Set(forTwo.map((s) => s.ticketsLeft))).toEqual(new Set([4]));
    expect(forTwo.find((s) => s.time === '19:00:00')?.reasons).toEqual([]);
    // A party of five no longer fits the day's four places, at dinner as at lunch.
    const forFive = await slotsOf(place.host, date, 5);
    expect(forFive.filter((s) => !s.reasons.includes('TICKET_SOLD_OUT'))).toEqual([]);
    // Another day has its own ten.
    expect((await slotsOf(place.host, '2026-04-11', 5)).find((s) => s.time === '19:00:00')).toMatchObject({ reasons: [], ticketsLeft: 10 });

    const refused = parseError(await staffBooking(place.host, ticket.id, date, '19:00', 5), 422);
    expect(refused).toMatchObject({ code: 'SLOT_UNAVAILABLE', details: { reasons: ['TICKET_SOLD_OUT'] } });
    parseBody(reservationSchema, await staffBooking(place.host, ticket.id, date, '19:00', 4), 201);
    const forced = parseBody(
      reservationSchema,
      await staffBooking(place.host, ticket.id, date, '20:00', 2, { availabilityOverride: 'Chef agreed to two more' }),
      201,
    );
    expect(forced.ticket?.id).toBe(ticket.id);
    expect((await slotsOf(place.host, date, 1, ticket.id)).find((s) => s.time === '21:00:00')).toMatchObject({
      reasons: ['TICKET_SOLD_OUT'],
      ticketsLeft: 0,
    });
    // A party booked without the set menu takes none of it: the host's list for no ticket, and the booking, are open.
    expect((await slotsOf(place.host, date, 4, 'none')).find((s) => s.time === '21:00:00')).toMatchObject({
      reasons: [],
      ticketsLeft: null,
    });
    parseBody(reservationSchema, await staffBooking(place.host, null, date, '21:00', 4), 201);
  });

  it('an edit counts the booking once: a party may grow into what is left, not past it', async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 8, typePrice: TICKET_TYPE_PRICE.PER_PAX });
    const date = '2026-04-12';
    await aReservation(place.host, { date, time: '12:00', pax: 4, ticketId: ticket.id });
    const mine = await aReservation(place.host, { date, time: '19:00', pax: 2, ticketId: ticket.id });
    const edit = (numberOfAdults: number) =>
      place.host.call('PATCH', `/api/v1/reservations/${mine.id}`, { numberOfAdults }, { 'if-match': `"${mine.version}"` });
    expect(parseError(await edit(5), 422).details.reasons).toEqual(['TICKET_SOLD_OUT']);
    expect(parseBody(reservationSchema, await edit(4), 200).numberOfAdults).toBe(4);
  });

  it('twelve hosts booking twelve different times of one day at once sell a ticket per booking exactly its three', async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 3, typePrice: TICKET_TYPE_PRICE.PER_BOOKING });
    const date = '2026-04-14';
    const times = ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15'];
    const answers = await Promise.all(times.map((time) => staffBooking(place.host, ticket.id, date, time, 2)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201).map((a) => parseError(a, 422));
    expect(refused.map((e) => e.details.reasons)).toEqual(Array.from({ length: 9 }, () => ['TICKET_SOLD_OUT']));
  });

  it('a retired ticket limits nothing, named by a host or sold by its service', async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 1, typePrice: TICKET_TYPE_PRICE.PER_BOOKING });
    const date = '2026-04-15';
    await aReservation(place.host, { date, time: '19:00', pax: 2, ticketId: ticket.id });
    expect((await slotsOf(place.host, date, 2)).find((s) => s.time === '20:00:00')?.reasons).toEqual(['TICKET_SOLD_OUT']);
    // The merchant retires it (the brand's outlets are told, and drop the times they kept).
    const user = await aUser(server, { outletIds: [place.outlet.id] });
    const merchant = await signedInUser(server, user.email, user.password);
    const retired = await merchant.call(
      'PATCH',
      `/api/v1/tickets/${ticket.id}`,
      { isActive: false },
      { 'if-match': `"${ticket.version}"` },
    );
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect((await slotsOf(place.host, date, 2)).find((s) => s.time === '20:00:00')).toMatchObject({ reasons: [], ticketsLeft: null });
    expect((await slotsOf(place.host, date, 2, ticket.id)).find((s) => s.time === '20:00:00')).toMatchObject({
      reasons: [],
      ticketsLeft: null,
    });
  });
});

describe("a ticket's limit counts every party sold one", () => {
  it('a party gone or not come keeps its ticket, so it is not sold again; a cancelled one gives it back', async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 2, typePrice: TICKET_TYPE_PRICE.PER_BOOKING });
    const date = '2026-04-16';
    const lunch = await aReservation(place.host, { date, time: '12:00', pax: 2, ticketId: ticket.id });
    const early = await aReservation(place.host, { date, time: '18:00', pax: 2, ticketId: ticket.id });
    await putInStatus(server, lunch.id, RESERVATION_STATUS.COMPLETED);
    await putInStatus(server, early.id, RESERVATION_STATUS.NO_SHOW);
    const refused = parseError(await staffBooking(place.host, ticket.id, date, '20:00', 2), 422);
    expect(refused.details.reasons).toEqual(['TICKET_SOLD_OUT']);
    // The no-show turned back to booked was counted all along: nothing more is sold.
    await putInStatus(server, early.id, RESERVATION_STATUS.BOOKED);
    expect((await slotsOf(place.host, date, 2)).find((s) => s.time === '20:00:00')?.ticketsLeft).toBe(0);
    await putInStatus(server, lunch.id, RESERVATION_STATUS.CANCELLED);
    expect((await slotsOf(place.host, date, 2)).find((s) => s.time === '20:00:00')).toMatchObject({ reasons: [], ticketsLeft: 1 });
  });

  it("the staff calendar's days follow the ticket named, as the day's times do", async () => {
    const { place, ticket } = await sellingOutlet({ maxNumber: 1, typePrice: TICKET_TYPE_PRICE.PER_BOOKING });
    await aReservation(place.host, { date: '2026-04-17', time: '19:00', pax: 2, ticketId: ticket.id });
    const days = async (named: string) => {
      const res = await place.host.call(
        'GET',
        `/api/v1/outlets/${place.outlet.id}/availability/days?from=2026-04-17&to=2026-04-18&pax=2&ticketId=${named}`,
      );
      expect(res.status).toBe(200);
      return res.body.days as Array<{ date: string; available: boolean }>;
    };
    expect(await days(ticket.id)).toEqual([
      { date: '2026-04-17', available: false },
      { date: '2026-04-18', available: true },
    ]);
    expect((await days('none')).every((d) => d.available)).toBe(true);
    expect(
      (await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}/availability/days?from=2026-04-17&to=2026-04-18&pax=2&ticketId=x`))
        .status,
    ).toBe(400);
  });
});

describe("a ticket's limit on the booking page", () => {
  let place: OutletFixture;
  const diner = () => server.client();
  const aDinersBooking = (overrides: Partial<OnlineBookingInput>): OnlineBookingInput => ({
    reservationDate: '2026-04-20',
    reservationTime: '19:00',
    numberOfAdults: 2,
    customerPhone: aPhone(),
    customerFirstName: 'Mei Ling',
    customerLastName: 'Tan',
    acceptPolicies: true,
    language: 'en',
    ...overrides,
  });
  const timesOf = async (date: string, pax: number) =>
    parseBody(bookingTimesViewSchema, await diner().get(`/api/book/${place.outlet.id}/times?date=${date}&pax=${pax}`));
  const book = (body: OnlineBookingInput) => diner().request('POST', `/api/book/${place.outlet.id}/reservations`, { body });

  beforeAll(async () => {
    ({ place } = await sellingOutlet({ maxNumber: 2, typePrice: TICKET_TYPE_PRICE.PER_BOOKING, name: "Chef's counter" }));
  });

  it('offers the times while the ticket lasts, then lists the service as sold out and refuses a booking in its words', async () => {
    const before = await timesOf('2026-04-20', 2);
    const dinner = before.services.find((s) => s.name === 'Dinner')!;
    expect(dinner).toMatchObject({ ticketsLeft: 2, ticket: { name: "Chef's counter" } });
    expect(dinner.times.some((t) => t.available)).toBe(true);

    // Eight diners at eight times of the day at once: the ticket's two are sold, no more.
    const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '12:00', '12:30'];
    const answers = await Promise.all(times.map((reservationTime) => book(aDinersBooking({ reservationTime }))));
    const made = answers.filter((a) => a.status === 201).map((a) => parseBody(onlineBookingResultSchema, a, 201));
    expect(made).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201).map((a) => parseError(a, 422));
    expect(new Set(refused.map((e) => e.message))).toEqual(new Set(["Chef's counter is sold out on this day. Please choose another day."]));

    const after = await timesOf('2026-04-20', 2);
    for (const service of after.services) {
      expect(service.ticketsLeft).toBe(0);
      expect(service.times.filter((t) => t.available)).toEqual([]);
    }
    // An outlet that lists only bookable times still lists the service, with no times, so the page can say why.
    await server.db.update(outlets).set({ typeShowTimeslots: TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY }).where(eq(outlets.id, place.outlet.id));
    const listed = await timesOf('2026-04-20', 2);
    expect(listed.services.map((s) => ({ name: s.name, times: s.times, ticketsLeft: s.ticketsLeft }))).toEqual([
      { name: 'Lunch', times: [], ticketsLeft: 0 },
      { name: 'Dinner', times: [], ticketsLeft: 0 },
    ]);
    // The next day is open again.
    expect((await timesOf('2026-04-21', 2)).services.find((s) => s.name === 'Dinner')?.ticketsLeft).toBe(2);
  });

  it('a set menu per guest with 2 places left: a party of 4 is told how many are left, a party of 2 books them', async () => {
    const { place: menu, ticket } = await sellingOutlet({ maxNumber: 5, typePrice: TICKET_TYPE_PRICE.PER_PAX, name: 'Durian feast' });
    await aReservation(menu.host, { date: '2026-04-22', time: '12:00', pax: 3, ticketId: ticket.id });
    const url = `/api/book/${menu.outlet.id}`;
    const forFour = parseBody(bookingTimesViewSchema, await diner().get(`${url}/times?date=2026-04-22&pax=4`));
    expect(forFour.services.map((s) => [s.ticketsLeft, s.times.some((t) => t.available)])).toEqual([
      [2, false],
      [2, false],
    ]);
    const refused = parseError(
      await diner().request('POST', `${url}/reservations`, { body: aDinersBooking({ reservationDate: '2026-04-22', numberOfAdults: 4 }) }),
      422,
    );
    expect(refused.message).toBe(
      'Durian feast has only 2 left on this day, too few for your party. Please choose another day or a smaller party.',
    );
    parseBody(
      onlineBookingResultSchema,
      await diner().request('POST', `${url}/reservations`, { body: aDinersBooking({ reservationDate: '2026-04-22', numberOfAdults: 2 }) }),
      201,
    );
  });

  it('a guest moving their booking from their link into a sold-out day is told so, and keeps the booking they had', async () => {
    const brand = (await anOutlet(server, { services: [] })).brand;
    const counter = await aTicket(server, brand.id, {
      name: 'Omakase counter',
      maxNumber: 1,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
      isEnableSelfEdit: true,
    });
    const omakase = await anOutlet(server, { brand: { id: brand.id }, services: [{ ...DINNER, ticketId: counter.id }] });
    const url = `/api/book/${omakase.outlet.id}`;
    const made = parseBody(
      onlineBookingResultSchema,
      await diner().request('POST', `${url}/reservations`, { body: aDinersBooking({ reservationDate: '2026-04-23' }) }),
      201,
    );
    await aReservation(omakase.host, { date: '2026-04-24', time: '19:00', pax: 2, ticketId: counter.id });
    const token = new URL(made.manageUrl).pathname.split('/').pop()!;
    const moved = await diner().request('PATCH', `/api/guest/${token}`, {
      body: { reservationDate: '2026-04-24', reservationTime: '20:00' },
    });
    expect(parseError(moved, 422).message).toBe('Omakase counter is sold out on this day. Please choose another day.');
    expect((await diner().get(`/api/guest/${token}`)).body).toMatchObject({ reservationDate: '2026-04-23', reservationTime: '19:00' });
  });
});
