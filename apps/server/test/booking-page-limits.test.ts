import { onlineBookingResultSchema, ONLINE_BOOKING_LIMITS, type OnlineBookingInput } from '@host/domain/booking-page';
import { normalisePhone } from '@host/domain/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../src/db/schema';
import { DINNER, aPhone, anOutlet, type OutletFixture, aDinersBooking as aBooking } from './factories';
import { parseBody, parseError, startTestServer, type TestResponse, type TestServer } from './helper';

/**
 * The booking page's limits hold under a race (issue 27): bookings sent at once are counted one at a
 * time, so a phone gets its five a day and an address its twenty an hour, never one more.
 * X-Forwarded-For is believed (TRUST_PROXY), as behind the load balancer, so each test picks its addresses.
 */
let server: TestServer;
let place: OutletFixture;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: true });
  place = await anOutlet(server, { services: [DINNER] });
});
afterAll(() => server.close());

let lastAddress = 0;
const aNewAddress = () => `198.51.100.${++lastAddress}`;
/** A day of its own for each booking (from 2026-05-01): nothing but the limit under test refuses it. */
const dayNumber = (n: number) => `2026-05-${String(n + 1).padStart(2, '0')}`;
const aDinersBooking = (overrides: Partial<OnlineBookingInput>): OnlineBookingInput =>
  aBooking({ reservationDate: '2026-05-01', customerEmail: undefined, language: 'en', ...overrides });
/** Each booking from its own client (no shared cookie), all sent before any is answered. */
const bookAtOnce = (bookings: { body: OnlineBookingInput; address: string }[]) =>
  Promise.all(
    bookings.map(({ body, address }) =>
      server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, { body, headers: { 'x-forwarded-for': address } }),
    ),
  );

function expectThrottled(answers: TestResponse[]) {
  for (const res of answers)
    expect(parseError(res, 429)).toMatchObject({ code: 'THROTTLED', details: { retryAfterSeconds: expect.any(Number) } });
}

describe('the booking page limits, under a race', () => {
  it('8 bookings at once with one phone, each from its own address, make exactly 5; the other 3 get the throttle’s answer', async () => {
    const phone = aPhone();
    const answers = await bookAtOnce(
      Array.from({ length: 8 }, (_, n) => ({
        body: aDinersBooking({ customerPhone: phone, reservationDate: dayNumber(n) }),
        address: aNewAddress(),
      })),
    );

    const made = answers.filter((res) => res.status === 201);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    for (const res of made) parseBody(onlineBookingResultSchema, res, 201);
    expectThrottled(answers.filter((res) => res.status !== 201));
    const stored = await server.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.customerPhone, normalisePhone(phone, 'SG')!));
    expect(stored).toHaveLength(ONLINE_BOOKING_LIMITS.perPhone.max);
  });

  it(
    '25 attempts at once from one address, each with its own phone, make exactly 20; ' + 'the other 5 get the throttle’s answer',
    async () => {
      const address = aNewAddress();
      const answers = await bookAtOnce(
        Array.from({ length: 25 }, (_, n) => ({
          body: aDinersBooking({ reservationDate: dayNumber(n), reservationTime: '20:00' }),
          address,
        })),
      );

      expect(answers.filter((res) => res.status === 201)).toHaveLength(ONLINE_BOOKING_LIMITS.perAddress.max);
      expectThrottled(answers.filter((res) => res.status !== 201));
      expect(answers.filter((res) => res.status === 429)).toHaveLength(5);
    },
  );
});
