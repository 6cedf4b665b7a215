import { availabilityViewSchema, serviceTimingViewSchema } from '@host/domain/availability/views';
import { bookingTimesViewSchema, onlineBookingResultSchema } from '@host/domain/booking-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DINNER, LUNCH, aPhone, anOutlet, bookingBody, type OutletFixture } from './factories';
import { parseAffected, parseBody, parseError, startTestServer, type TestServer } from './helper';

// Fixed sittings (issue 33): a service's timeSlots are its only times, for hosts and diners alike.
// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts); 2026-04-02 is a Thursday.
let server: TestServer;
let place: OutletFixture;
beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { services: [LUNCH, { ...DINNER, timeSlots: ['20:30', '18:00'] }] });
});
afterAll(() => server.close());

const dinnerTimes = async (date: string) =>
  parseBody(availabilityViewSchema, await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}/availability?date=${date}&pax=2`))
    .slots.filter((s) => s.serviceName === 'Dinner')
    .map((s) => s.time);

describe("a service's fixed sittings", () => {
  it('are the only dinner times a host and a diner are offered, in order', async () => {
    expect(await dinnerTimes('2026-04-02')).toEqual(['18:00:00', '20:30:00']);
    const online = parseBody(bookingTimesViewSchema, await server.client().get(`/api/book/${place.outlet.id}/times?date=2026-04-02&pax=2`));
    expect(online.services.find((s) => s.name === 'Dinner')!.times.map((t) => t.time.slice(0, 5))).toEqual(['18:00', '20:30']);
    // Lunch has none: every interval as before.
    expect(online.services.find((s) => s.name === 'Lunch')!.times.length).toBeGreaterThan(2);
  });

  it('a diner books a sitting; a time between sittings is refused', async () => {
    const body = (reservationTime: string) => ({
      reservationDate: '2026-04-02',
      reservationTime,
      numberOfAdults: 2,
      customerPhone: aPhone(),
      customerFirstName: 'Sitting',
      customerLastName: 'Guest',
      acceptPolicies: true,
      language: 'en',
    });
    const between = await server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, { body: body('19:00') });
    expect(between.status).toBe(422);
    const made = await server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, { body: body('20:30') });
    expect(parseBody(onlineBookingResultSchema, made, 201).reservationTime.slice(0, 5)).toBe('20:30');
  });

  it('are kept and shown in the service editor; a sitting outside the hours is refused at its field', async () => {
    const dinner = parseBody(
      serviceTimingViewSchema.array(),
      await place.host.call('GET', `/api/v1/outlets/${place.outlet.id}/service-timings`),
    ).find((t) => t.name === 'Dinner')!;
    expect(dinner.timeSlots).toEqual(['18:00:00', '20:30:00']);
    const outside = await place.host.call('POST', `/api/v1/outlets/${place.outlet.id}/service-timings`, {
      ...DINNER,
      name: 'Late sittings',
      days: [1],
      timeSlots: ['18:00', '22:30'],
    });
    expect(parseError(outside, 400).details).toEqual([
      { field: 'body.timeSlots', message: "Every sitting must be within the service's hours" },
    ]);
  });

  it('set on a service with bookings between them, lists those bookings first (their time is no longer a sitting)', async () => {
    const open = await anOutlet(server, { services: [DINNER] });
    const booked = await open.host.call(
      'POST',
      `/api/v1/outlets/${open.outlet.id}/reservations`,
      bookingBody({ date: '2026-04-02', time: '19:15' }),
    );
    expect(booked.status).toBe(201);
    const dinner = parseBody(
      serviceTimingViewSchema.array(),
      await open.host.call('GET', `/api/v1/outlets/${open.outlet.id}/service-timings`),
    )[0]!;
    const { id, version, endsNextDay: _derived, ...body } = { ...dinner, timeSlots: ['18:00', '20:30'] };
    const attempt = await open.host.call('PUT', `/api/v1/service-timings/${id}`, body, { 'if-match': `"${version}"` });
    expect(parseAffected(attempt).map((r) => [r.id, r.reasons])).toEqual([[booked.body.id, ['INTERVAL_CHANGED']]]);
    const saved = await open.host.call('PUT', `/api/v1/service-timings/${id}?confirm=true`, body, { 'if-match': `"${version}"` });
    expect(saved.status).toBe(200);
    expect(saved.body.timeSlots).toEqual(['18:00:00', '20:30:00']);
  });
});
