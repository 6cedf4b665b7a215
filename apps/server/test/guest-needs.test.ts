import { customerMatchSchema, customerSchema } from '@host/domain/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aReservation, aUser, anOutlet, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type TestServer } from './helper';

/*
 * A guest's allergies, diets and seating wish (issue 32, point 1) are kept on the guest, edited on the profile, and travel
 * with every booking of theirs and the booking dialog's lookup, so the host sees them where they decide.
 * The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let place: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server);
});
afterAll(() => server.close());

const PHONE = '+65 9123 4411';

describe("a guest's needs", () => {
  it('are kept on the guest in the list order, travel with their bookings and the lookup, and change with an edit', async () => {
    const { host } = place;
    const created = parseBody(
      customerSchema,
      await host.call('POST', `/api/v1/brands/${host.brandId}/customers`, {
        firstName: 'Wei Ming',
        lastName: 'Lim',
        phone: PHONE,
        dietary: ['vegetarian', 'shellfish'],
        dietaryNotes: 'Carries an EpiPen',
        seatingPreference: 'Booth by the window',
      }),
      201,
    );
    expect(created).toMatchObject({ dietary: ['shellfish', 'vegetarian'], dietaryNotes: 'Carries an EpiPen' });

    const booking = await aReservation(host, { time: '19:00', customerPhone: PHONE, customerFirstName: 'Wei Ming' });
    expect(booking.customerId).toBe(created.id);
    expect((await readReservation(host, booking.id)).user).toMatchObject({
      dietary: ['shellfish', 'vegetarian'],
      dietaryNotes: 'Carries an EpiPen',
      seatingPreference: 'Booth by the window',
    });
    const matches = parseBody(
      z.array(customerMatchSchema),
      await host.call('GET', `/api/v1/brands/${host.brandId}/customers/lookup?phone=${encodeURIComponent(PHONE)}`),
    );
    expect(matches.map((m) => m.dietary)).toEqual([['shellfish', 'vegetarian']]);

    const edited = parseBody(
      customerSchema,
      await host.call(
        'PATCH',
        `/api/v1/customers/${created.id}`,
        { dietary: ['nuts'], dietaryNotes: '' },
        { 'if-match': `"${created.version}"` },
      ),
    );
    expect(edited).toMatchObject({ dietary: ['nuts'], dietaryNotes: null, seatingPreference: 'Booth by the window', version: 2 });
    expect((await readReservation(host, booking.id)).user).toMatchObject({ dietary: ['nuts'], dietaryNotes: null });
    // The same list sent again is no change.
    const same = await host.call('PATCH', `/api/v1/customers/${created.id}`, { dietary: ['nuts'] }, { 'if-match': '"2"' });
    expect(parseBody(customerSchema, same).version).toBe(2);
  });

  it('refuses a need not on the list, and words past their length, at the field', async () => {
    const { host } = place;
    const refused = parseError(
      await host.call('POST', `/api/v1/brands/${host.brandId}/customers`, { firstName: 'Siti', phone: '+65 9123 4412', dietary: ['pork'] }),
      400,
    );
    expect(refused.details).toEqual([expect.objectContaining({ field: 'body.dietary.0' })]);
    const long = parseError(
      await host.call('POST', `/api/v1/brands/${host.brandId}/customers`, {
        firstName: 'Siti',
        phone: '+65 9123 4413',
        seatingPreference: 'x'.repeat(201),
      }),
      400,
    );
    expect(long.details).toEqual([expect.objectContaining({ field: 'body.seatingPreference' })]);
  });

  it('are wiped with the rest of the guest when erased on request', async () => {
    const owner = await aUser(server, { outletIds: [place.outlet.id] });
    const merchant = await signedInUser(server, owner.email, owner.password);
    const guest = parseBody(
      customerSchema,
      await place.host.call('POST', `/api/v1/brands/${place.brand.id}/customers`, {
        firstName: 'Aisyah',
        phone: '+65 9123 4414',
        dietary: ['halal', 'nuts'],
        dietaryNotes: 'No alcohol in sauces',
      }),
      201,
    );
    const erased = parseBody(
      customerSchema,
      await merchant.call('POST', `/api/v1/customers/${guest.id}/erase`, { version: guest.version, reason: 'Guest asked by email' }),
    );
    expect(erased).toMatchObject({ dietary: [], dietaryNotes: null, seatingPreference: null });
  });
});
