import { availableDaysViewSchema } from '@host/domain/availability/views';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockOutletSlot } from '../src/lib/locks';
import { DINNER, LUNCH, anOutlet, aReservation, bookingBody, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). The outlet has Lunch 11:30-14:30 and
// Dinner 17:30-22:00 every day, a slot every 15 minutes, an hour of lead time online.
// No availability schema in the domain yet: its answers are checked by value.
let server: TestServer;
let outlet: OutletFixture;
let host: Host;
let outletId: string;

beforeAll(async () => {
  server = await startTestServer();
  outlet = await anOutlet(server, { services: [LUNCH, DINNER] });
  ({ host } = outlet);
  outletId = outlet.outlet.id;
});
afterAll(() => server.close());

const booking = (h: Host, date: string, time: string, numberOfAdults = 2, extra: Record<string, unknown> = {}) =>
  h.call(
    'POST',
    `/api/v1/outlets/${h.outletId}/reservations`,
    bookingBody({ date, time, pax: numberOfAdults, customerFirstName: 'Slot', customerLastName: 'Tester', ...extra }),
  );
const slotsOf = async (h: Host, query: string) => {
  const res = await h.call('GET', `/api/v1/outlets/${h.outletId}/availability?${query}`);
  expect(res.status).toBe(200);
  return res.body.slots as Array<{ time: string; serviceName: string; reasons: string[]; coversBooked: number }>;
};

describe('availability: the bookable times of a day, and why the others are not', () => {
  it("lists the services' slots with their reasons, for staff and online", async () => {
    const staff = await slotsOf(host, 'date=2026-03-31&pax=2');
    const byTime = new Map(staff.map((s) => [s.time, s]));
    expect(byTime.get('12:00:00')?.reasons).toContain('PAST');
    expect(byTime.get('11:30:00')?.serviceName).toBe('Lunch');
    const dinner = staff.filter((s) => s.serviceName === 'Dinner').map((s) => s.time.slice(0, 5));
    // Every quarter hour from 17:30, the last one 15 minutes before the service ends at 22:00.
    expect(dinner).toEqual([
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
    ]);
    // Online, the hour of lead time closes the slots up to 20:30; staff may still book them.
    const online = await slotsOf(host, 'date=2026-03-31&pax=2&channel=online');
    expect(online.find((s) => s.time === '20:15:00')?.reasons).toContain('LEAD_TIME');
    expect(byTime.get('20:15:00')?.reasons).toEqual([]);
  });

  it('refuses another outlet and a malformed date', async () => {
    const other = await anOutlet(server);
    parseError(await host.call('GET', `/api/v1/outlets/${other.outlet.id}/availability?date=2026-04-01&pax=2`), 403);
    const bad = parseError(await host.call('GET', `/api/v1/outlets/${outletId}/availability?date=01-04-2026&pax=2`), 400);
    expect(bad.details).toEqual([expect.objectContaining({ field: 'querystring.date', message: 'invalid "reservationDate"' })]);
  });

  it('refuses a booking outside every service, unless the host says why; the reason is kept', async () => {
    const refused = parseError(await booking(host, '2026-04-05', '16:00:00'), 422);
    expect(refused).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: 'Booking must be within a service window: choose a time in a service, or book it anyway with a reason.',
      details: { reasons: ['CLOSED'] },
    });
    const forced = parseBody(
      reservationSchema,
      await booking(host, '2026-04-05', '16:00:00', 2, { availabilityOverride: 'Regular guest, kitchen agreed' }),
      201,
    );
    // No activity schema in the domain yet: the fields read here are checked by value.
    const history = (await host.call('GET', `/api/v1/reservations/${forced.id}/activities`)).body;
    expect(history[0].changes.availabilityOverride).toEqual({ reasons: ['CLOSED'], reason: 'Regular guest, kitchen agreed' });
  });

  it('twenty hosts booking the last covers of a slot at once never pass maxGuest', async () => {
    const { host: paced } = await anOutlet(server, { services: [{ ...DINNER, maxGuest: 10, maxReservation: 50 }] });
    const date = '2026-04-20';
    await aReservation(paced, { date, time: '19:00', pax: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => booking(paced, date, '19:00:00', 2)));
    // 3 covers booked: three parties of two fit in the 10, the other seventeen are told why not.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201).map((a) => parseError(a, 422));
    expect(refused).toHaveLength(17);
    expect(refused.filter((e) => e.code !== 'SLOT_UNAVAILABLE' || !e.details.reasons.includes('PACING_COVERS'))).toEqual([]);
    const after = (await slotsOf(paced, `date=${date}&pax=2`)).find((s) => s.time === '19:00:00');
    expect(after?.coversBooked).toBe(9);
    expect(after?.reasons).toContain('PACING_COVERS');
  });

  it('edits and new bookings racing into the last covers of a slot never pass maxGuest between them', async () => {
    const { host: paced } = await anOutlet(server, { services: [{ ...DINNER, maxGuest: 10, maxReservation: 50 }] });
    const date = '2026-04-22';
    await aReservation(paced, { date, time: '20:00', pax: 4 });
    const movers = await Promise.all(
      ['18:00', '18:15', '18:30', '18:45', '19:00'].map((time) => aReservation(paced, { date, time, pax: 2 })),
    );
    // 4 covers at 20:00: three more parties of two fit, whether they arrive by an edit or a new booking.
    const answers = await Promise.all([
      ...movers.map((m) => paced.call('PATCH', `/api/v1/reservations/${m.id}`, { reservationTime: '20:00:00' }, { 'if-match': '"1"' })),
      ...Array.from({ length: 5 }, () => booking(paced, date, '20:00:00', 2)),
    ]);
    expect(answers.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7);
    expect((await slotsOf(paced, `date=${date}&pax=2`)).find((s) => s.time === '20:00:00')?.coversBooked).toBe(10);
  });

  it("a booking waits only for its own slot: another time of the same day is booked while one slot's count is held", async () => {
    const { host: paced } = await anOutlet(server, { services: [{ ...DINNER, maxGuest: 10, maxReservation: 50 }] });
    const date = '2026-04-23';
    let sameSlot: Promise<{ status: number }> | undefined;
    await server.db.transaction(async (tx) => {
      // Another booking of 19:00 is being counted (its transaction holds the slot).
      await lockOutletSlot(tx, paced.outletId, date, '19:00:00');
      expect((await booking(paced, date, '19:30:00', 2)).status).toBe(201);
      sameSlot = booking(paced, date, '19:00:00', 2);
      const waited = await Promise.race([
        sameSlot.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(waited).toBe('waiting');
    });
    expect((await sameSlot!).status).toBe(201);
  });

  it('an edit to a full slot is refused; the booking keeps its time', async () => {
    const { host: paced } = await anOutlet(server, { services: [{ ...DINNER, maxGuest: 10, maxReservation: 50 }] });
    const date = '2026-04-21';
    const mine = await aReservation(paced, { date, time: '18:00', pax: 2 });
    // Fill 20:00 to the last cover.
    let filled = 0;
    while ((await booking(paced, date, '20:00:00', 1)).status === 201) filled++;
    expect(filled).toBe(10);
    const moved = parseError(
      await paced.call('PATCH', `/api/v1/reservations/${mine.id}`, { reservationTime: '20:00:00' }, { 'if-match': '"1"' }),
      422,
    );
    expect(moved.details.reasons).toEqual(['PACING_COVERS']);
    expect(parseBody(reservationSchema, await paced.call('GET', `/api/v1/reservations/${mine.id}`)).reservationTime).toBe('18:00:00');
  });
});

describe('availability/days: which dates of a range have a time for the party', () => {
  const daysOf = async (h: Host, query: string) => {
    const res = await h.call('GET', `/api/v1/outlets/${h.outletId}/availability/days?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return parseBody(availableDaysViewSchema, res, 200);
  };

  it('a day with times, a day blocked out, a day whose one table is booked through every slot, and a day without its service', async () => {
    // One table for 4; dinner only, on every day but Sunday; 2026-04-05 is a Sunday.
    const small = await anOutlet(server, { tables: [{ name: 'T1', seats: 4 }], services: [{ ...DINNER, days: [1, 2, 3, 4, 5, 6] }] });
    const h = small.host;
    const blocked = await h.call('POST', `/api/v1/outlets/${h.outletId}/block-out-days?confirm=true`, {
      date: '2026-04-03',
      name: 'Private event',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    // Two hours each (dinner's interval), 17:30 to 23:30: every slot from 17:30 to 21:45 meets one.
    for (const time of ['17:30', '19:30', '21:30']) await aReservation(h, { date: '2026-04-02', time, tables: [small.table('T1').id] });

    const answer = await daysOf(h, 'from=2026-04-01&to=2026-04-06&pax=2');
    expect(answer).toMatchObject({ from: '2026-04-01', to: '2026-04-06', pax: 2, channel: 'staff' });
    expect(answer.days).toEqual([
      { date: '2026-04-01', available: true },
      { date: '2026-04-02', available: false },
      { date: '2026-04-03', available: false },
      { date: '2026-04-04', available: true },
      { date: '2026-04-05', available: false },
      { date: '2026-04-06', available: true },
    ]);
    // Each date as the day's own times say.
    for (const { date, available } of answer.days)
      expect((await slotsOf(h, `date=${date}&pax=2`)).some((s) => s.reasons.length === 0)).toBe(available);
    // A party bigger than the one table: no date has a time.
    const tooBig = (await daysOf(h, 'from=2026-04-01&to=2026-04-06&pax=5')).days;
    expect(tooBig).toHaveLength(6);
    expect(tooBig.filter((d) => d.available)).toEqual([]);
  });

  it('online, today is bookable only while a time is past the lead time (19:30 now, an hour of lead time)', async () => {
    const { days } = await daysOf(host, 'from=2026-03-31&to=2026-04-01&pax=2&channel=online');
    expect(days).toEqual([
      { date: '2026-03-31', available: true },
      { date: '2026-04-01', available: true },
    ]);
    const late = await anOutlet(server, { services: [{ ...DINNER, dailyEndTime: '20:30' }] });
    expect((await daysOf(late.host, 'from=2026-03-31&to=2026-03-31&pax=2&channel=online')).days).toEqual([
      { date: '2026-03-31', available: false },
    ]);
    expect((await daysOf(late.host, 'from=2026-03-31&to=2026-03-31&pax=2')).days).toEqual([{ date: '2026-03-31', available: true }]);
  });

  it('refuses another outlet, a range backwards or longer than 62 days, and a malformed date', async () => {
    const other = await anOutlet(server);
    parseError(await host.call('GET', `/api/v1/outlets/${other.outlet.id}/availability/days?from=2026-04-01&to=2026-04-02&pax=2`), 403);
    const backwards = parseError(
      await host.call('GET', `/api/v1/outlets/${outletId}/availability/days?from=2026-04-02&to=2026-04-01&pax=2`),
      400,
    );
    expect(backwards.message).toBe('from and to must span 1 to 62 days');
    parseError(await host.call('GET', `/api/v1/outlets/${outletId}/availability/days?from=2026-04-01&to=2026-06-03&pax=2`), 400);
    expect((await daysOf(host, 'from=2026-04-01&to=2026-06-02&pax=2')).days).toHaveLength(63);
    const bad = parseError(
      await host.call('GET', `/api/v1/outlets/${outletId}/availability/days?from=2026-02-30&to=2026-04-01&pax=2`),
      400,
    );
    expect(bad.details).toEqual([expect.objectContaining({ field: 'querystring.from' })]);
  });

  it('bounds the date asked about as a booking is bounded: three years ahead, no further (no times for 2099)', async () => {
    const horizon = (res: Awaited<ReturnType<Host['call']>>, field: string) => {
      const refused = parseError(res, 422);
      expect(refused.message).toBe('Reservation date time not valid');
      expect(refused.details.fields).toEqual([expect.objectContaining({ field, reason: 'beyondHorizon' })]);
    };
    horizon(await host.call('GET', `/api/v1/outlets/${outletId}/availability?date=2099-01-01&pax=2`), 'querystring.date');
    horizon(await host.call('GET', `/api/v1/outlets/${outletId}/availability/days?from=2029-03-01&to=2029-04-01&pax=2`), 'querystring.to');
    horizon(
      await host.call('GET', `/api/v1/outlets/${outletId}/table-suggestions?date=2099-01-01&time=19:00:00&pax=2`),
      'querystring.date',
    );
    // Today plus three years is the last day with times, as for a booking.
    expect((await slotsOf(host, 'date=2029-03-31&pax=2')).length).toBeGreaterThan(0);
    horizon(await host.call('GET', `/api/v1/outlets/${outletId}/availability?date=2029-04-01&pax=2`), 'querystring.date');
    // A transaction list's dates are real dates within the years every date is (2000-2100).
    const far = parseError(await host.call('GET', `/api/v1/outlets/${outletId}/transactions?from=0001-01-01&to=9999-12-31`), 400);
    expect(far.details.map((d: { field: string }) => d.field).sort()).toEqual(['querystring.from', 'querystring.to']);
  });
});
