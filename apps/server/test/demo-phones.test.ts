import { customerPageSchema, customerSchema } from '@host/domain/customers';
import { bookingPageViewSchema } from '@host/domain/booking-page';
import { normalisePhone } from '@host/domain/phone';
import { dayListSchema, reservationWithWarningsSchema } from '@host/domain/reservations/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS, type Country } from '../src/seed/demo-brands';
import { GUESTS, phoneFor } from '../src/seed/demo-people';
import { bookingBody } from './factories';
import { parseBody, parseError, signedInHost, startTestServer, type Host, type TestServer } from './helper';

/**
 * Issue 27 point 13: the demo's guests, bookings and outlets keep their phones in E.164 as the API
 * does, so customers_brand_phone_unique (one guest per phone per brand) covers the seed too: a demo
 * guest's number, however a host writes it, is that guest, never a second one.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MARKETS: Array<[Country, string, string]> = [
  ['SG', 'JG-ORCHARD', '2468'],
  ['MY', 'MW-BANGSAR', '8642'],
  ['HK', 'HD-CENTRAL', '9753'],
  ['TW', 'LN-DAAN', '1470'],
];

/** The demo guest the seed wrote first for the market, as the API reads them. */
async function firstDemoGuest(host: Host, country: Country) {
  const [firstName, lastName] = GUESTS[country][0]!;
  const page = parseBody(
    customerPageSchema,
    await host.call('GET', `/api/v1/brands/${host.brandId}/customers?q=${encodeURIComponent(`${firstName} ${lastName}`)}`),
  );
  const guest = page.items.find((c) => c.firstName === firstName && c.lastName === lastName);
  expect(guest, `${firstName} ${lastName} in the guest book`).toBeDefined();
  return guest!;
}

describe('the demo stores its phones in E.164', () => {
  it.each(MARKETS)("%s: every guest's phone and every booking's phone of the day, as the API answers them", async (country, code, pin) => {
    const host = await signedInHost(server, code, pin);
    const guests = parseBody(customerPageSchema, await host.call('GET', `/api/v1/brands/${host.brandId}/customers?limit=100`)).items;
    expect(guests.length).toBeGreaterThan(0);
    for (const guest of guests)
      expect(guest.phone, `${guest.firstName} ${guest.lastName}`).toBe(normalisePhone(guest.phone ?? '', country));
    const day = parseBody(dayListSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/reservations?date=2026-03-31`));
    expect(day.reservations.length).toBeGreaterThan(0);
    for (const booking of day.reservations)
      expect(booking.customerPhone, booking.code).toBe(normalisePhone(booking.customerPhone ?? '', country));
  });

  it.each(MARKETS)(
    "%s: the demo guest's number written as the seed writes it, or in E.164, is taken by that guest",
    async (country, code, pin) => {
      const host = await signedInHost(server, code, pin);
      const guest = await firstDemoGuest(host, country);
      const written = phoneFor(country, 1);
      for (const phone of [normalisePhone(written, country), written]) {
        const error = parseError(
          await host.call('POST', `/api/v1/brands/${host.brandId}/customers`, { firstName: 'Second', lastName: 'Guest', phone }),
          409,
        );
        expect(error.details, phone!).toMatchObject({ reason: 'phoneTaken', customerId: guest.id });
      }
    },
  );

  it("a booking with the demo guest's number, spaced or written locally, is the demo guest's", async () => {
    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const guest = await firstDemoGuest(host, 'SG');
    const local = guest.phone!.replace(/^\+65/, '').replace(/^(\d{4})/, '$1 ');
    for (const [i, customerPhone] of [phoneFor('SG', 1), local].entries()) {
      const body = bookingBody({
        customerPhone,
        customerFirstName: 'Someone',
        customerLastName: 'Else',
        date: `2026-04-2${i}`,
        time: '12:00',
        pax: 2,
      });
      const made = parseBody(
        reservationWithWarningsSchema,
        await host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, body),
        201,
      );
      expect(made.customerId, customerPhone).toBe(guest.id);
      expect(made.customerPhone).toBe(guest.phone);
    }
    const read = parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${guest.id}`));
    expect(read.phone).toBe(guest.phone);
  });

  it("a guest kept without a phone, booked with the demo guest's number, does not become a second guest with it", async () => {
    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const guest = await firstDemoGuest(host, 'SG');
    const phoneless = parseBody(
      customerSchema,
      await host.call('POST', `/api/v1/brands/${host.brandId}/customers`, { firstName: 'Phoneless', lastName: 'Regular' }),
      201,
    );
    const body = bookingBody({
      customerId: phoneless.id,
      customerPhone: normalisePhone(phoneFor('SG', 1), 'SG')!,
      customerFirstName: 'Phoneless',
      date: '2026-04-23',
      time: '12:00',
    });
    const made = parseBody(
      reservationWithWarningsSchema,
      await host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, body),
      201,
    );
    // The number is the demo guest's (repository.ts findOrCreateCustomer): the booking is theirs, the other guest keeps no phone.
    expect(made.customerId).toBe(guest.id);
    expect(parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${phoneless.id}`)).phone).toBeNull();
    const withNumber = parseBody(
      customerPageSchema,
      await host.call('GET', `/api/v1/brands/${host.brandId}/customers?q=${encodeURIComponent(guest.phone!)}`),
    ).items;
    expect(withNumber.map((c) => c.id)).toEqual([guest.id]);
  });

  it("the booking page shows the outlet's phone as people read it", async () => {
    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const page = parseBody(bookingPageViewSchema, await server.client().request('GET', `/api/book/${host.outletId}`));
    const written = DEMO_BRANDS[0]!.outlets.find((o) => o.code === 'JG-ORCHARD')!.phone;
    expect(page.phone).toBe(written);
  });
});
