import { googleCreateBookingResultSchema } from '@host/domain/reserve-with-google';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { instantOf } from '@host/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { outlets, reservations } from '../src/db/schema';
import { DINNER, aPhone, aReservation, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestServer } from './helper';

// Reserve with Google (issue 18): Google's booking server calls, with the partner's Basic credentials.
// The clock is 2026-03-31 19:30 in Singapore; dinner is open online with an hour of lead time.
const config = loadConfig({ NODE_ENV: 'test' });
const BASIC = `Basic ${Buffer.from(`${config.GOOGLE_BOOKING_USER}:${config.GOOGLE_BOOKING_PASSWORD}`).toString('base64')}`;
const V3 = '/api/integrations/google/v3';
let server: TestServer;
let place: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { brand: { enableGoogleBooking: true }, services: [{ ...DINNER, maxGuest: 4, maxReservation: 10 }] });
});
afterAll(() => server.close());

const call = (path: string, body?: unknown, authorization = BASIC) =>
  server.client().request(body === undefined ? 'GET' : 'POST', `${V3}/${path}`, { body, headers: { authorization } });
const startSec = (date: string, time: string) => String(instantOf(date, time, 'Asia/Singapore').getTime() / 1000);
const createBody = (overrides: { time?: string; party?: number; token?: string } = {}) => ({
  slot: {
    merchant_id: place.outlet.id,
    service_id: 'dinner',
    start_sec: startSec('2026-04-02', overrides.time ?? '19:00:00'),
    duration_sec: '7200',
    resources: { party_size: overrides.party ?? 2 },
  },
  user_information: { user_id: 'g-123', given_name: 'Wei', family_name: 'Chen', telephone: aPhone(), email: 'wei.chen@example.com' },
  idempotency_token: overrides.token ?? `token-${Math.random().toString(36).slice(2)}`,
});

describe('Reserve with Google', () => {
  it("refuses calls without the partner's credentials", async () => {
    expect((await call('HealthCheck', undefined, '')).status).toBe(401);
    expect((await call('HealthCheck', undefined, `Basic ${Buffer.from('google:wrong-password-123456').toString('base64')}`)).status).toBe(
      401,
    );
    expect((await call('HealthCheck')).status).toBe(200);
  });

  it('answers which times are free, from the online channel', async () => {
    const answer = await call('BatchAvailabilityLookup', {
      merchant_id: place.outlet.id,
      slot_time: [
        { start_sec: startSec('2026-04-02', '19:00:00'), resource_ids: { party_size: 2 } },
        { start_sec: startSec('2026-03-31', '20:00:00'), resource_ids: { party_size: 2 } },
        { start_sec: startSec('2026-04-02', '12:00:00'), resource_ids: { party_size: 2 } },
      ],
    });
    expect(answer.status).toBe(200);
    // Inside the lead time and outside every service: not bookable.
    expect(answer.body.slot_time_availability.map((s: { available: boolean }) => s.available)).toEqual([true, false, false]);
  });

  it('books a Google user through the same path as the page (source google), once per idempotency token', async () => {
    const body = createBody({ token: 'google-retry-0001' });
    const first = parseBody(googleCreateBookingResultSchema, await call('CreateBooking', body));
    const retry = parseBody(googleCreateBookingResultSchema, await call('CreateBooking', body));
    expect(first.booking).toMatchObject({
      status: 'CONFIRMED',
      slot: { start_sec: Number(body.slot.start_sec), resources: { party_size: 2 } },
      user_information: { given_name: 'Wei' },
    });
    expect(retry.booking?.booking_id).toBe(first.booking!.booking_id);
    const seen = parseBody(reservationSchema, await place.host.call('GET', `/api/v1/reservations/${first.booking!.booking_id}`));
    expect(seen).toMatchObject({
      source: 'google',
      createdByRestaurant: false,
      reservationDate: '2026-04-02',
      reservationTime: '19:00:00',
      customerFirstName: 'Wei',
    });
    expect((await call('GetBookingStatus', { booking_id: seen.id })).body).toEqual({ booking_id: seen.id, booking_status: 'CONFIRMED' });
  });

  it("keeps what Google sent as a diner's booking: the request as their note, their email, the party as adults, no language", async () => {
    const body = { ...createBody({ time: '18:00:00', party: 3 }), additional_request: 'A high chair, please' };
    const made = parseBody(googleCreateBookingResultSchema, await call('CreateBooking', body));
    const [row] = await server.db.select().from(reservations).where(eq(reservations.id, made.booking!.booking_id));
    expect(row).toMatchObject({
      source: 'google',
      isWalkIn: false,
      createdByRestaurant: false,
      numberOfAdults: 3,
      numberOfChildren: 0,
      notesDiner: 'A high chair, please',
      notes: null,
      occasions: [],
      language: null,
      guestEmail: 'wei.chen@example.com',
      customerLastName: 'Chen',
    });
    // The manage link's nonce is the booking's own from the start.
    expect(row!.guestToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a name with direction or control characters as bad input (400), never a 500', async () => {
    const body = createBody();
    const spoofed = { ...body, user_information: { ...body.user_information, given_name: 'Wei\u202Eoknat' } };
    expect((await call('CreateBooking', spoofed)).status).toBe(400);
    const bell = { ...body, additional_request: 'ring \u0007 twice' };
    expect((await call('CreateBooking', bell)).status).toBe(400);
  });

  it("answers a slot that is gone with Google's SLOT_UNAVAILABLE, and cancels on UpdateBooking", async () => {
    // The slot holds 4 covers: 2 are booked above, a host takes the other 2.
    await aReservation(place.host, { date: '2026-04-02', time: '19:00', pax: 2 });
    const full = parseBody(googleCreateBookingResultSchema, await call('CreateBooking', createBody()));
    expect(full).toEqual({ booking_failure: { cause: 'SLOT_UNAVAILABLE' } });
    const made = parseBody(googleCreateBookingResultSchema, await call('CreateBooking', createBody({ time: '20:00:00' })));
    const cancelled = await call('UpdateBooking', { booking: { booking_id: made.booking!.booking_id, status: 'CANCELED' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('CANCELED');
    // Only Google's own bookings are Google's to read.
    const hostBooking = await aReservation(place.host, { date: '2026-04-03', time: '19:00' });
    expect(parseError(await call('GetBookingStatus', { booking_id: hostBooking.id }), 404).code).toBe('NOT_FOUND');
  });

  it('offers nothing and books nothing for a brand that has Reserve with Google switched off, and stays healthy', async () => {
    const off = await anOutlet(server, {
      brand: { enableGoogleBooking: false },
      services: [{ ...DINNER, maxGuest: 4, maxReservation: 10 }],
    });
    const lookup = await call('BatchAvailabilityLookup', {
      merchant_id: off.outlet.id,
      slot_time: [{ start_sec: startSec('2026-04-02', '19:00:00'), resource_ids: { party_size: 2 } }],
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.slot_time_availability).toHaveLength(1);
    expect(lookup.body.slot_time_availability[0].available).toBe(false);

    const body = createBody({ token: 'google-switched-off-1' });
    const refused = parseBody(
      googleCreateBookingResultSchema,
      await call('CreateBooking', { ...body, slot: { ...body.slot, merchant_id: off.outlet.id } }),
    );
    expect(refused.booking).toBeUndefined();
    expect(refused.booking_failure?.cause).toBe('CAUSE_UNSPECIFIED');
    const list = await off.host.call('GET', `/api/v1/outlets/${off.outlet.id}/reservations?date=2026-04-02`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('Wei');
    expect((await call('HealthCheck')).status).toBe(200);
  });

  it("refuses the demo's Harbour Dim Sum, whose brand has it off", async () => {
    const [harbour] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'HD-CENTRAL'));
    expect(harbour).toBeDefined();
    const body = createBody({ token: 'google-harbour-1' });
    const refused = parseBody(
      googleCreateBookingResultSchema,
      await call('CreateBooking', { ...body, slot: { ...body.slot, merchant_id: harbour!.id } }),
    );
    expect(refused.booking_failure?.cause).toBe('CAUSE_UNSPECIFIED');
  });
});
