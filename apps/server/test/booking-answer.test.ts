import { reservationWithWarningsSchema } from '@host/domain/reservations/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aPhone,
  aTag,
  aTicket,
  aWalkIn,
  anOutlet,
  bookingBody,
  readReservation,
  type OutletFixture,
  type ReservationOptions,
} from './factories';
import { parseBody, startTestServer, type TestServer } from './helper';
import { relationsOfJustMade, type JustMade } from '../src/modules/reservations/new-booking-relations';
import type { ReservationRow } from '../src/modules/reservations/repository';
import type { OutletWithBrand } from '../src/modules/outlets/service';

/*
 * A new booking's answer is the booking as any read of it shows it. For a booking that holds nothing but its row (a new
 * guest or none, no table, tag or ticket) the server builds that answer from what its insert knows instead of reading
 * it back (docs/decisions/039-booking-writes.md); for the rest it reads it. Both must answer what a GET then reads.
 * The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let orchard: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  orchard = await anOutlet(server);
});
afterAll(() => server.close());

async function madeThenRead(options: ReservationOptions) {
  const res = await orchard.host.call('POST', `/api/v1/outlets/${orchard.outlet.id}/reservations`, bookingBody(options));
  const { warnings, ...created } = parseBody(reservationWithWarningsSchema, res, 201);
  return { created, warnings, read: await readReservation(orchard.host, created.id) };
}

describe("a new booking's answer", () => {
  it('for a new guest at no table: the guest, their first-visit tag, the service and the outlet, as a read shows them', async () => {
    const { created, read } = await madeThenRead({ customerFirstName: 'Siti', customerLastName: 'Rahman' });
    expect(created).toEqual(read);
    expect(created.user).toMatchObject({ firstName: 'Siti', lastName: 'Rahman', autoTags: [{ code: 'FIRST_VISIT' }], tags: [] });
    expect(created.serviceTiming).toEqual({ id: orchard.service('Dinner').id, name: 'Dinner' });
    expect(created.outlet.outletName).toBe(orchard.outlet.name);
  });

  it('for a walk-in with no name or phone, seated at once', async () => {
    const { warnings, ...created } = await aWalkIn(orchard.host, [orchard.table('T2').id]);
    expect(warnings).toEqual([]);
    expect(created).toEqual(await readReservation(orchard.host, created.id));
    expect(created.user).toBeNull();
  });

  it('for a guest already kept, whose history and tags are read', async () => {
    const phone = aPhone();
    const tag = await aTag(server, orchard.outlet.brandId, 'Window seat');
    await madeThenRead({ customerPhone: phone, tagIds: [tag.id] });
    const { created, read, warnings } = await madeThenRead({ customerPhone: phone, date: '2026-04-03' });
    expect(created).toEqual(read);
    expect(warnings).toEqual([]);
    expect(created.user?.tags.map((t) => t.title)).toEqual(['Window seat']);
  });

  it("at a time outside every service, booked with the host's reason", async () => {
    const { created, read } = await madeThenRead({ time: '23:30', availabilityOverride: 'Late table for a regular' });
    expect(created).toEqual(read);
    expect(created.serviceTiming).toBeNull();
  });

  it('with a table, a tag or a ticket named', async () => {
    const tag = await aTag(server, orchard.outlet.brandId);
    const ticket = await aTicket(server, orchard.outlet.brandId);
    for (const options of [
      { tableIds: [orchard.table('T1').id] },
      { tagIds: [tag.id] },
      { ticketId: ticket.id },
    ] satisfies ReservationOptions[]) {
      const { created, read } = await madeThenRead(options);
      expect(created, JSON.stringify(options)).toEqual(read);
    }
  });
});

describe('which new bookings answer without reading their relations', () => {
  const row = { id: 'r1', outletId: 'o1', customerId: 'c1', serviceTimingId: 's1', ticketId: null } as ReservationRow;
  const found = {
    outlet: { outletName: 'Jade Garden Orchard', statusSettings: {} },
    brand: { guestTagThresholds: null },
  } as OutletWithBrand;
  const simple: JustMade = {
    row,
    found,
    serviceTimingName: 'Dinner',
    tableIds: [],
    tagIds: undefined,
    madeGuest: { firstName: 'Siti', lastName: 'Rahman', phone: '+6591234567' },
    foundGuest: false,
    keepsNeeds: false,
    more: false,
  };

  it('a new guest at no table, or no guest, and no service or a service whose name is known: built', () => {
    expect(relationsOfJustMade(simple)?.customers.get('c1')).toMatchObject({ firstName: 'Siti', autoTags: [{ code: 'FIRST_VISIT' }] });
    expect(relationsOfJustMade({ ...simple, row: { ...row, customerId: null }, madeGuest: null })?.customers.size).toBe(0);
    expect(
      relationsOfJustMade({ ...simple, row: { ...row, serviceTimingId: null }, serviceTimingName: undefined })?.serviceTimings.size,
    ).toBe(0);
  });

  it.each<[string, Partial<JustMade>]>([
    ['a table', { tableIds: ['t1'] }],
    ['a tag', { tagIds: ['g1'] }],
    ['a ticket', { row: { ...row, ticketId: 'k1' } }],
    ['a guest already kept', { madeGuest: null, foundGuest: true }],
    ['needs kept on the guest', { keepsNeeds: true }],
    ['another change in its transaction', { more: true }],
    ['a service named by the host, its name not read', { serviceTimingName: undefined }],
  ])('with %s: read', (_what, change) => {
    expect(relationsOfJustMade({ ...simple, ...change })).toBeUndefined();
  });
});
