import { holidaysViewSchema } from '@host/domain/availability/festive';
import { bookingTimesViewSchema, onlineBookingResultSchema } from '@host/domain/booking-page';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DINNER, aDinersBooking, aReservation, aUser, anOutlet, type OutletFixture } from './factories';
import { parseAffected, parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

/*
 * Festive evenings in one step (issue 32, point 4): a merchant sets up Chinese New Year's Eve for two outlets from the
 * template, sees the bookings it strands first, and the booking page then offers only the two sittings with the prepaid
 * set menu. The clock is 2026-03-31 19:30 in Singapore (test/clock.ts); the evening is 2027-02-05.
 */
let server: TestServer;
let orchard: OutletFixture;
let marina: OutletFixture;
let merchant: Host;
const EVE = '2027-02-05';

beforeAll(async () => {
  server = await startTestServer();
  orchard = await anOutlet(server, { services: [DINNER] });
  marina = await anOutlet(server, { brand: { id: orchard.brand.id }, services: [DINNER] });
  const owner = await aUser(server, { outletIds: [orchard.outlet.id, marina.outlet.id] });
  merchant = await signedInUser(server, owner.email, owner.password);
});
afterAll(() => server.close());

const path = () => `/api/v1/brands/${orchard.brand.id}/festive-evenings`;
const reunion = (over: Record<string, unknown> = {}) => ({
  template: 'CNY_EVE',
  name: 'Reunion dinner',
  outletIds: [orchard.outlet.id, marina.outlet.id],
  dates: [EVE],
  sittings: ['17:30', '20:00'],
  sittingMinutes: 150,
  ticket: { kind: 'setMenu', name: 'Reunion set menu', price: 8800 },
  policy: 'Eight courses, paid when booking. Refunded up to 3 days before.',
  ...over,
});

describe('the holidays that suggest a special day', () => {
  it("are the outlet's country's public holidays, with each template's date that year, in the host's language", async () => {
    const sg = parseBody(holidaysViewSchema, await orchard.host.call('GET', `/api/v1/outlets/${orchard.outlet.id}/holidays?year=2027`));
    expect(sg.country).toBe(orchard.brand.countryCode);
    expect(sg.holidays).toContainEqual({ date: '2027-02-06', name: 'Chinese New Year' });
    expect(sg.festive).toEqual([
      { template: 'CNY_EVE', date: '2027-02-05' },
      { template: 'VALENTINES', date: '2027-02-14' },
      { template: 'MOTHERS_DAY', date: '2027-05-09' },
      { template: 'CHRISTMAS_EVE', date: '2027-12-24' },
      { template: 'NEW_YEARS_EVE', date: '2027-12-31' },
    ]);
    const inChinese = parseBody(
      holidaysViewSchema,
      await orchard.host.call('GET', `/api/v1/outlets/${orchard.outlet.id}/holidays?year=2027&language=zh-Hans`),
    );
    expect(inChinese.holidays.find((h) => h.date === '2027-01-01')?.name).toBe('元旦');
    expect(parseError(await orchard.host.call('GET', `/api/v1/outlets/${orchard.outlet.id}/holidays?year=1900`), 400).details).toEqual([
      expect.objectContaining({ field: 'querystring.year' }),
    ]);
  });
});

describe("Chinese New Year's Eve for two outlets", () => {
  it('lists the bookings it strands first, then makes both special days and the set menu; diners see only the sittings', async () => {
    // A booking already made for 19:00 that evening: not a sitting.
    const early = await aReservation(orchard.host, { date: EVE, time: '19:00', customerFirstName: 'Early', customerLastName: 'Bird' });
    const plan = await merchant.call('POST', `${path()}/preview`, reunion());
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.outlets).toEqual([
      expect.objectContaining({ outletId: expect.any(String), affected: expect.any(Array) }),
      expect.objectContaining({ outletId: expect.any(String), affected: expect.any(Array) }),
    ]);
    const atOrchard = plan.body.outlets.find((o: { outletId: string }) => o.outletId === orchard.outlet.id);
    expect(atOrchard.affected).toEqual([expect.objectContaining({ id: early.id, reasons: ['INTERVAL_CHANGED'] })]);
    expect(plan.body.outlets.find((o: { outletId: string }) => o.outletId === marina.outlet.id).affected).toEqual([]);

    // Not confirmed: the same list, nothing made.
    expect(parseAffected(await merchant.call('POST', path(), reunion())).map((a) => a.id)).toEqual([early.id]);
    const stillWeekly = await server.client().get(`/api/book/${orchard.outlet.id}/times?date=${EVE}&pax=2`);
    expect(parseBody(bookingTimesViewSchema, stillWeekly).services.map((s) => s.name)).toEqual(['Dinner']);

    const made = await merchant.call('POST', `${path()}?confirm=true`, reunion());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.timings.map((t: { outletId: string }) => t.outletId).sort()).toEqual([orchard.outlet.id, marina.outlet.id].sort());
    const tickets = await merchant.call('GET', `/api/v1/brands/${orchard.brand.id}/tickets?all=true`);
    expect(tickets.body.find((t: { id: string }) => t.id === made.body.ticketId)).toMatchObject({
      name: 'Reunion set menu',
      typePayment: TICKET_TYPE_PAYMENT.PREPAID,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      price: 8800,
    });

    for (const outlet of [orchard, marina]) {
      const times = parseBody(bookingTimesViewSchema, await server.client().get(`/api/book/${outlet.outlet.id}/times?date=${EVE}&pax=2`));
      expect(times.services.map((s) => s.name)).toEqual(['Reunion dinner']);
      expect(times.services[0]!.times.map((t) => t.time.slice(0, 5))).toEqual(['17:30', '20:00']);
      expect(times.services[0]!.ticket).toMatchObject({ name: 'Reunion set menu', price: 8800 });
    }
    // The week is as it was on other days.
    const dayAfter = await server.client().get(`/api/book/${orchard.outlet.id}/times?date=2027-02-06&pax=2`);
    expect(parseBody(bookingTimesViewSchema, dayAfter).services.map((s) => s.name)).toEqual(['Dinner']);

    // A diner books the first sitting: it waits for the set menu's payment.
    const booked = parseBody(
      onlineBookingResultSchema,
      await server.client().request('POST', `/api/book/${marina.outlet.id}/reservations`, {
        body: aDinersBooking({ reservationDate: EVE, reservationTime: '17:30', language: 'en' }),
      }),
      201,
    );
    expect(booked.status).toBe(RESERVATION_STATUS.PENDING);

    // Applied again to a day now special: refused, naming the outlet and the date.
    const again = parseError(await merchant.call('POST', `${path()}?confirm=true`, reunion()), 422);
    expect(again.details).toMatchObject({ reason: 'specialDayExists', params: { date: EVE } });
  });

  it("is the merchant's: outlet staff, and an outlet of another brand, are refused before anything is made", async () => {
    const byStaff = await orchard.host.call('POST', `${path()}?confirm=true`, reunion({ dates: ['2027-02-14'] }));
    expect(parseError(byStaff, 403).details).toMatchObject({ reason: 'merchantOnly' });
    const elsewhere = await anOutlet(server, { services: [DINNER] });
    const foreign = await merchant.call(
      'POST',
      `${path()}?confirm=true`,
      reunion({ dates: ['2027-02-14'], outletIds: [elsewhere.outlet.id] }),
    );
    expect(foreign.status).toBe(403);
    const times = parseBody(
      bookingTimesViewSchema,
      await server.client().get(`/api/book/${orchard.outlet.id}/times?date=2027-02-14&pax=2`),
    );
    expect(times.services.map((s) => s.name)).toEqual(['Dinner']);
  });

  it('confirms the bookings the preview listed, and asks again about one booked since', async () => {
    const mothersDay = reunion({
      template: 'MOTHERS_DAY',
      name: "Mother's Day",
      outletIds: [orchard.outlet.id],
      dates: ['2027-05-09'],
      sittings: ['11:30', '13:45', '18:00', '20:15'],
      sittingMinutes: 120,
      ticket: { kind: 'none' },
    });
    const seen = await aReservation(orchard.host, {
      date: '2027-05-09',
      time: '19:00',
      customerFirstName: 'Seen',
      customerLastName: 'Before',
    });
    const plan = await merchant.call('POST', `${path()}/preview`, mothersDay);
    expect(plan.body.outlets[0].affected.map((a: { id: string }) => a.id)).toEqual([seen.id]);
    // Booked while the merchant read the preview.
    const since = await aReservation(orchard.host, {
      date: '2027-05-09',
      time: '19:30',
      customerFirstName: 'Booked',
      customerLastName: 'Since',
    });
    const asked = parseAffected(await merchant.call('POST', path(), { ...mothersDay, previewedReservationIds: [seen.id] }));
    expect(asked.map((a) => a.id).sort()).toEqual([seen.id, since.id].sort());
    // Both seen now: made, without ?confirm.
    const made = await merchant.call('POST', path(), { ...mothersDay, previewedReservationIds: [seen.id, since.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('takes a deposit instead of a set menu, on several dates at once', async () => {
    const dates = ['2027-02-13', '2027-02-14'];
    const made = await merchant.call(
      'POST',
      `${path()}?confirm=true`,
      reunion({
        template: 'VALENTINES',
        name: "Valentine's dinner",
        outletIds: [marina.outlet.id],
        dates: [...dates].reverse(),
        sittings: ['18:00', '20:30'],
        sittingMinutes: 135,
        ticket: { kind: 'deposit', name: "Valentine's deposit", price: 3000 },
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const tickets = await merchant.call('GET', `/api/v1/brands/${orchard.brand.id}/tickets?all=true`);
    expect(tickets.body.find((t: { id: string }) => t.id === made.body.ticketId)).toMatchObject({
      name: "Valentine's deposit",
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      price: 3000,
    });
    for (const date of dates) {
      const times = parseBody(bookingTimesViewSchema, await server.client().get(`/api/book/${marina.outlet.id}/times?date=${date}&pax=2`));
      expect(times.services.map((s) => s.name)).toEqual(["Valentine's dinner"]);
      expect(times.services[0]!.ticket).toMatchObject({ name: "Valentine's deposit", price: 3000 });
    }
    // One special day holding both dates, at that outlet only.
    const timings = await marina.host.call('GET', `/api/v1/outlets/${marina.outlet.id}/service-timings`);
    expect(timings.body.find((t: { name: string }) => t.name === "Valentine's dinner")).toMatchObject({ specificDates: dates });
    const atOrchard = await server.client().get(`/api/book/${orchard.outlet.id}/times?date=2027-02-13&pax=2`);
    expect(parseBody(bookingTimesViewSchema, atOrchard).services.map((s) => s.name)).toEqual(['Dinner']);
  });

  it('never reopens a day the merchant closed', async () => {
    const closed = await orchard.host.call('POST', `/api/v1/outlets/${orchard.outlet.id}/service-timings`, {
      name: 'Closed for a wedding',
      isRecurring: false,
      specificDates: ['2027-12-24'],
      isClosed: true,
      dailyStartTime: '17:30',
      dailyEndTime: '22:00',
      diningInterval: 7200,
      intervalTime: 900,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    const refused = await merchant.call(
      'POST',
      `${path()}?confirm=true`,
      reunion({ template: 'CHRISTMAS_EVE', name: 'Christmas Eve', dates: ['2027-12-24'] }),
    );
    expect(parseError(refused, 422).details).toMatchObject({ reason: 'specialDayExists', params: { date: '2027-12-24' } });
  });

  it('refuses a sitting list it cannot make, at the field', async () => {
    const bad = parseError(await merchant.call('POST', `${path()}/preview`, reunion({ sittings: [], sittingMinutes: 20 })), 400);
    expect(bad.details.map((issue: { field: string }) => issue.field).sort()).toEqual(['body.sittingMinutes', 'body.sittings']);
    // A day whose hours would run into its own first sitting: refused at the field, never a 500.
    const wrapped = parseError(await merchant.call('POST', `${path()}/preview`, reunion({ sittings: ['00:00', '22:30'] })), 400);
    expect(wrapped.details).toEqual([expect.objectContaining({ field: 'body.sittings' })]);
  });
});
