import { randomUUID } from 'node:crypto';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { ticketChoiceSchema, ticketListItemSchema, ticketSchema, type Ticket } from '@host/domain/tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceTimings } from '../src/db/schema';
import { DINNER, LUNCH, aBrand, aReservation, aTicket, aUser, anOutlet, bookingBody, putInStatus, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). Each brand here is the test's own.
let server: TestServer;
let jade: OutletFixture;
let host: Host;
/** The brand's merchant, signed in by email: who adds, changes, orders and deletes its tickets (decision 025). */
let manager: Host;
let brandId: string;
/** Another brand's outlet: its host may not see or touch the first brand's tickets. */
let other: OutletFixture;
/** A brand in Taiwan: no card guarantee. */
let lins: OutletFixture;
let linsManager: Host;
/** The ticket the first brand's Dinner sells. */
let sold: Awaited<ReturnType<typeof aTicket>>;

beforeAll(async () => {
  server = await startTestServer();
  const brand = await aBrand(server);
  brandId = brand.id;
  sold = await aTicket(server, brandId, { name: 'Standard table', order: 1 });
  jade = await anOutlet(server, { brand, services: [LUNCH, { ...DINNER, ticketId: sold.id }] });
  ({ host } = jade);
  other = await anOutlet(server);
  lins = await anOutlet(server, { brand: { countryCode: 'TW', timezone: 'Asia/Taipei' } });
  manager = await merchantOf(jade);
  linsManager = await merchantOf(lins);
});
afterAll(() => server.close());

async function merchantOf(at: OutletFixture) {
  const user = await aUser(server, { outletIds: [at.outlet.id] });
  return signedInUser(server, user.email, user.password);
}

const deposit = {
  name: 'Friday deposit',
  color: '#00A76F',
  typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
  price: 2500,
  typePrice: TICKET_TYPE_PRICE.PER_PAX,
  refundWindow: 24,
  refundWindowUnit: 'hour',
};
const create = (body: unknown, as: Host = manager, brand = brandId) =>
  as.call('POST', `/api/v1/brands/${brand}/tickets`, body, { 'idempotency-key': randomUUID() });
const allTickets = async (as: Host = host, brand = brandId) =>
  parseBody(z.array(ticketSchema), await as.call('GET', `/api/v1/brands/${brand}/tickets?all=true`));
const patch = (ticket: { id: string; version: number }, body: unknown, as: Host = manager) =>
  as.call('PATCH', `/api/v1/tickets/${ticket.id}`, body, { 'if-match': `"${ticket.version}"` });
const remove = (ticket: { id: string; version: number }, as: Host = manager) =>
  as.call('DELETE', `/api/v1/tickets/${ticket.id}`, undefined, { 'if-match': `"${ticket.version}"` });
const read = async (id: string) => parseBody(ticketSchema, await host.call('GET', `/api/v1/tickets/${id}`));
const made = async (body: unknown) => parseBody(ticketSchema, await create(body), 201);

describe('adding tickets', () => {
  it('adds a S$ 25.00 deposit per guest last in the list, once for a retried request', async () => {
    const key = randomUUID();
    const first = await manager.call('POST', `/api/v1/brands/${brandId}/tickets`, deposit, { 'idempotency-key': key });
    const ticket = parseBody(ticketSchema, first, 201);
    expect(ticket).toMatchObject({ ...deposit, brandId, order: 2, isActive: true, usualPrice: null, description: null, version: 1 });
    expect(first.headers.get('etag')).toBe('"1"');
    const again = await manager.call('POST', `/api/v1/brands/${brandId}/tickets`, deposit, { 'idempotency-key': key });
    expect(parseBody(ticketSchema, again, 201).id).toBe(ticket.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await allTickets()).filter((t) => t.name === deposit.name)).toHaveLength(1);
    // What a service timing may sell: the active ones, in their order, in the short shape.
    const onSale = parseBody(z.array(ticketChoiceSchema), await host.call('GET', `/api/v1/brands/${brandId}/tickets`));
    expect(onSale.map((t) => t.name)).toEqual(['Standard table', 'Friday deposit']);
    expect(onSale[1]).toEqual({
      id: ticket.id,
      name: deposit.name,
      color: deposit.color,
      typePayment: 2,
      typePrice: 1,
      price: 2500,
      servicesSelling: 0,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a deposit at 0.00', { ...deposit, price: 0 }, 'body.price', 'A paying ticket needs a price above 0.00'],
    ['a price in fractions of a cent', { ...deposit, price: 25.5 }, 'body.price', 'Enter a whole number'],
    [
      'a free ticket with a price',
      { ...deposit, typePayment: TICKET_TYPE_PAYMENT.NO_PAYMENT },
      'body.price',
      'A ticket without payment has no price: leave it at 0.00',
    ],
    ['a usual price below the price', { ...deposit, usualPrice: 2000 }, 'body.usualPrice', 'The usual price cannot be below the price'],
    ['a colour off the palette', { ...deposit, color: '#123456' }, 'body.color', 'Choose a colour'],
    ['a refund window without its unit', { ...deposit, refundWindowUnit: null }, 'body.refundWindowUnit', 'Choose one of the options'],
    [
      'an image not on https',
      { ...deposit, image: 'http://example.com/a.png' },
      'body.image',
      'Enter the address of an image starting with https://',
    ],
  ])('refuses %s beside its field (400)', async (_, body, field, message) => {
    expect(parseError(await create(body), 400).details).toContainEqual({ field, message });
  });

  it('offers card guarantee in Singapore, not in Taiwan (422 cardGuaranteeNotOffered)', async () => {
    const guarantee = { ...deposit, name: 'No-show fee', typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE, price: 3000 };
    expect((await made(guarantee)).typePayment).toBe(4);
    const refused = parseError(await create(guarantee, linsManager, lins.brand.id), 422);
    expect([refused.message, refused.details.reason]).toEqual(['Card guarantee is not offered in Taiwan', 'cardGuaranteeNotOffered']);
    const prepaid = parseBody(
      ticketSchema,
      await create({ ...guarantee, typePayment: TICKET_TYPE_PAYMENT.PREPAID }, linsManager, lins.brand.id),
      201,
    );
    expect(parseError(await patch(prepaid, { typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE }, linsManager), 422).details.reason).toBe(
      'cardGuaranteeNotOffered',
    );
    expect((await allTickets(lins.host, lins.brand.id)).map((t) => t.typePayment)).toEqual([TICKET_TYPE_PAYMENT.PREPAID]);
  });
});

describe("another brand's tickets", () => {
  it('are not found by id, and the list, creation and order of another brand are forbidden', async () => {
    const ticket = await made({ ...deposit, name: 'Private' });
    expect(parseError(await other.host.call('GET', `/api/v1/tickets/${ticket.id}`), 404).details.reason).toBe('ticketNotFound');
    expect(parseError(await patch(ticket, { name: 'Taken over' }, other.host), 404).code).toBe('NOT_FOUND');
    expect(parseError(await remove(ticket, other.host), 404).code).toBe('NOT_FOUND');
    expect(parseError(await other.host.call('GET', `/api/v1/brands/${brandId}/tickets?all=true`), 403).code).toBe('FORBIDDEN');
    expect(parseError(await create(deposit, other.host), 403).code).toBe('FORBIDDEN');
    expect(parseError(await other.host.call('POST', `/api/v1/brands/${brandId}/tickets/order`, { ids: [ticket.id] }), 403).code).toBe(
      'FORBIDDEN',
    );
    expect(parseError(await host.call('GET', `/api/v1/tickets/${randomUUID()}`), 404).code).toBe('NOT_FOUND');
    expect(await read(ticket.id)).toEqual(ticket);
  });
});

// docs/decisions/025-who-may-erase.md: the tickets are the whole brand's; its outlets read them to book and sell.
describe("the brand's tickets are the merchant's to change", () => {
  const MERCHANT_ONLY = 'Only the merchant may do this. Sign in with the merchant’s email.';

  it(
    'outlet staff read them, and are refused adding, changing, deleting and ordering (403 merchantOnly, before If-Match or key), ' +
      'changing nothing',
    async () => {
      const ticket = await made({ ...deposit, name: 'Outlet cannot touch' });
      const before = await allTickets();
      expect(await allTickets(host)).toEqual(before);
      expect(parseBody(ticketSchema, await host.call('GET', `/api/v1/tickets/${ticket.id}`))).toEqual(ticket);
      const attempts = [
        await create({ ...deposit, name: 'Outlet deposit' }, host),
        await patch(ticket, { name: 'Renamed at the stand', price: 100 }, host),
        await remove(ticket, host),
        await host.call('POST', `/api/v1/brands/${brandId}/tickets/order`, { ids: [ticket.id] }),
        // Who is asking comes before what they sent: no If-Match, no key, no body is still 403, never 428 or 400.
        await host.call('PATCH', `/api/v1/tickets/${ticket.id}`, { name: 'x' }),
        await host.call('DELETE', `/api/v1/tickets/${ticket.id}`),
        await host.call('POST', `/api/v1/brands/${brandId}/tickets`),
      ];
      for (const res of attempts) {
        const refused = parseError(res, 403);
        expect([refused.code, refused.message, refused.details.reason]).toEqual(['FORBIDDEN', MERCHANT_ONLY, 'merchantOnly']);
      }
      expect(await allTickets()).toEqual(before);
    },
  );

  it('support staff acting for an outlet change them as the merchant does', async () => {
    const user = await aUser(server, { email: `tickets-${randomUUID().slice(0, 8)}@host.internal` });
    const support = await signedInUser(server, user.email, user.password);
    expect(
      (
        await support.call('POST', '/api/v1/support/impersonations', {
          outletId: jade.outlet.id,
          reason: 'Merchant asked us to add a deposit (ticket 9025)',
        })
      ).status,
    ).toBe(201);
    const ticket = parseBody(ticketSchema, await create({ ...deposit, name: 'Added by support' }, support), 201);
    expect(parseBody(ticketSchema, await patch(ticket, { name: 'Renamed by support' }, support)).name).toBe('Renamed by support');
    expect((await remove({ ...ticket, version: 2 }, support)).status).toBe(204);
  });
});

describe('changing a ticket', () => {
  it('names the version it read: a stale one is 409 with the ticket as it is now, a missing one 428', async () => {
    const ticket = await made({ ...deposit, name: 'Saturday deposit' });
    const res = await host.call('GET', `/api/v1/tickets/${ticket.id}`);
    expect(res.headers.get('etag')).toBe('"1"');
    const renamed = await patch(ticket, { name: 'Weekend deposit', description: 'Holds a table on Saturday and Sunday.' });
    expect(parseBody(ticketSchema, renamed)).toMatchObject({
      name: 'Weekend deposit',
      description: 'Holds a table on Saturday and Sunday.',
      price: 2500,
      version: 2,
    });
    expect(renamed.headers.get('etag')).toBe('"2"');
    const stale = parseError(await patch(ticket, { name: 'Lost edit' }), 409);
    expect(stale.details.current).toMatchObject({ name: 'Weekend deposit', version: 2 });
    expect(parseError(await manager.call('PATCH', `/api/v1/tickets/${ticket.id}`, { name: 'x' }), 428).code).toBe('PRECONDITION_REQUIRED');
    expect((await read(ticket.id)).name).toBe('Weekend deposit');
  });

  it('checks the rules on the ticket as it will be (a free ticket cannot be made paying at 0.00)', async () => {
    const free = await made({
      name: 'Bar seats',
      color: '#637381',
      typePayment: TICKET_TYPE_PAYMENT.NO_PAYMENT,
      price: 0,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
    });
    const refused = parseError(await patch(free, { typePayment: TICKET_TYPE_PAYMENT.DEPOSIT }), 422);
    expect(refused.details.fields).toContainEqual(expect.objectContaining({ field: 'body.price', reason: 'ticketPricePositive' }));
    expect(parseBody(ticketSchema, await patch(free, { typePayment: TICKET_TYPE_PAYMENT.DEPOSIT, price: 1000 }))).toMatchObject({
      typePayment: 2,
      price: 1000,
      version: 2,
    });
  });

  it("keeps what upcoming bookings were promised ('update only in old tickets'): retire it and add a new one", async () => {
    const ticket = await made({ ...deposit, name: 'Tasting deposit' });
    const booking = await aReservation(host, { date: '2026-04-03', time: '19:00', ticketId: ticket.id });
    expect(booking.ticket?.id).toBe(ticket.id);
    for (const change of [{ price: 3000 }, { typePrice: TICKET_TYPE_PRICE.PER_BOOKING }, { typePayment: TICKET_TYPE_PAYMENT.PREPAID }]) {
      const refused = parseError(await patch(ticket, change), 422);
      expect([refused.message, refused.details.reason, refused.details.fields]).toEqual([
        'update only in old tickets',
        'updateOnlyOldTickets',
        Object.keys(change),
      ]);
    }
    // Its words, colour and windows may change; so may the price once no upcoming booking holds it.
    const reworded = parseBody(
      ticketSchema,
      await patch(ticket, { name: 'Tasting menu deposit', color: '#8E33FF', refundWindow: 2, refundWindowUnit: 'day' }),
    );
    expect(reworded).toMatchObject({ name: 'Tasting menu deposit', price: 2500, refundWindow: 2, version: 2 });
    await putInStatus(server, booking.id, RESERVATION_STATUS.CANCELLED);
    expect(parseBody(ticketSchema, await patch(reworded, { price: 3000 }))).toMatchObject({ price: 3000, version: 3 });
  });

  it('a retired ticket is off sale: not listed for services, refused for new bookings and services, kept by its booking', async () => {
    const ticket = await made({ ...deposit, name: 'Spring deposit' });
    const booking = await aReservation(host, { date: '2026-04-04', time: '19:00', ticketId: ticket.id });
    const retired = parseBody(ticketSchema, await patch(ticket, { isActive: false }));
    expect(retired).toMatchObject({ isActive: false, version: 2 });
    const onSale = parseBody(z.array(ticketChoiceSchema), await host.call('GET', `/api/v1/brands/${brandId}/tickets`));
    expect(onSale.map((t) => t.id)).not.toContain(ticket.id);
    expect((await allTickets()).find((t) => t.id === ticket.id)?.isActive).toBe(false);
    const refused = parseError(
      await host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, bookingBody({ date: '2026-04-05', ticketId: ticket.id })),
      422,
    );
    expect(refused.details.fields).toContainEqual(expect.objectContaining({ field: 'body.ticketId', reason: 'ticketNotOnSale' }));
    const service = await host.call('POST', `/api/v1/outlets/${host.outletId}/service-timings`, {
      ...DINNER,
      name: 'Spring dinner',
      days: [0],
      ticketId: ticket.id,
    });
    expect(parseError(service, 422).details.fields).toContainEqual(expect.objectContaining({ reason: 'ticketNotOnSale' }));
    const kept = await host.call('GET', `/api/v1/reservations/${booking.id}`);
    expect(kept.body.ticket.id).toBe(ticket.id);
    // Reactivated, it is on sale again.
    expect(parseBody(ticketSchema, await patch(retired, { isActive: true })).isActive).toBe(true);
  });
});

describe('the list of tickets', () => {
  it('says how many services sell each ticket: none means diners are never offered it (issue 28)', async () => {
    const unsold = await made({ ...deposit, name: 'Brunch deposit' });
    const listed = parseBody(z.array(ticketListItemSchema), await host.call('GET', `/api/v1/brands/${brandId}/tickets?all=true`));
    expect(listed.find((t) => t.id === sold.id)?.servicesSelling).toBe(1);
    expect(listed.find((t) => t.id === unsold.id)?.servicesSelling).toBe(0);
    // The service editor's list of tickets on sale says the same (issue 28).
    const choices = parseBody(z.array(ticketChoiceSchema), await host.call('GET', `/api/v1/brands/${brandId}/tickets`));
    expect([choices.find((t) => t.id === sold.id)?.servicesSelling, choices.find((t) => t.id === unsold.id)?.servicesSelling]).toEqual([
      1, 0,
    ]);
    // A service not booked online sells to no diner either.
    const dinner = jade.service('Dinner').id;
    await server.db.update(serviceTimings).set({ bookingOnline: false }).where(eq(serviceTimings.id, dinner));
    try {
      const offline = parseBody(z.array(ticketListItemSchema), await host.call('GET', `/api/v1/brands/${brandId}/tickets?all=true`));
      expect(offline.find((t) => t.id === sold.id)?.servicesSelling).toBe(0);
    } finally {
      await server.db.update(serviceTimings).set({ bookingOnline: true }).where(eq(serviceTimings.id, dinner));
    }
  });
});

describe('deleting a ticket', () => {
  it('refuses one a service sells, saying which (422 ticketInUse); retiring it is allowed', async () => {
    const current = await read(sold.id);
    const refused = parseError(await remove(current), 422);
    expect(refused.details.reason).toBe('ticketInUse');
    expect(refused.details.params).toEqual({ services: 1, bookings: 0 });
    expect(refused.details.usage.serviceTimings).toEqual([{ id: jade.service('Dinner').id, name: 'Dinner', outletName: jade.outlet.name }]);
    expect(refused.message).toBe('In use by 1 service timing(s) and 0 upcoming booking(s): retire it instead of deleting it');
    expect((await read(sold.id)).id).toBe(sold.id);
    const retired = parseBody(ticketSchema, await patch(current, { isActive: false }));
    expect(parseBody(ticketSchema, await patch(retired, { isActive: true })).isActive).toBe(true);
  });

  it('refuses one an upcoming booking holds; deletes it once only past or cancelled bookings had it', async () => {
    const ticket = await made({ ...deposit, name: 'Easter deposit' });
    const upcoming = await aReservation(host, { date: '2026-04-05', time: '19:00', ticketId: ticket.id });
    const past = await aReservation(host, { date: '2026-04-06', time: '19:00', ticketId: ticket.id });
    await putInStatus(server, past.id, RESERVATION_STATUS.COMPLETED, {
      startsAt: new Date('2026-03-30T11:00:00Z'),
      reservationDate: '2026-03-30',
    });
    expect(parseError(await remove(ticket), 422).details.params).toEqual({ services: 0, bookings: 1 });
    await putInStatus(server, upcoming.id, RESERVATION_STATUS.CANCELLED);
    expect(parseError(await remove({ ...ticket, version: 9 }), 409).details.current).toMatchObject({ id: ticket.id, version: 1 });
    expect((await remove(ticket)).status).toBe(204);
    expect(parseError(await host.call('GET', `/api/v1/tickets/${ticket.id}`), 404).code).toBe('NOT_FOUND');
    expect((await allTickets()).map((t) => t.id)).not.toContain(ticket.id);
  });
});

describe('ordering tickets', () => {
  it('puts the named tickets first in the order given, the others after as they were', async () => {
    const before = await allTickets();
    const [a, b, ...rest] = before;
    const after = parseBody(
      z.array(ticketSchema),
      await manager.call('POST', `/api/v1/brands/${brandId}/tickets/order`, { ids: [b!.id, a!.id] }),
    );
    expect(after.map((t) => t.id)).toEqual([b!.id, a!.id, ...rest.map((t) => t.id)]);
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i + 1));
    // The order is where a ticket sits, not what it is: versions stay, so an open edit is not stale.
    expect(after.map((t) => t.version)).toEqual([b!.version, a!.version, ...rest.map((t) => t.version)]);
    expect((await allTickets()).map((t) => t.id)).toEqual(after.map((t) => t.id));
  });

  it("refuses another brand's ticket in the list, and a ticket named twice", async () => {
    const theirs = (await allTickets(lins.host, lins.brand.id))[0] as Ticket;
    const before = await allTickets();
    const refused = parseError(
      await manager.call('POST', `/api/v1/brands/${brandId}/tickets/order`, { ids: [theirs.id, before[0]!.id] }),
      422,
    );
    expect(refused.details.fields).toContainEqual(expect.objectContaining({ field: 'body.ids', reason: 'ticketNotOfBrand' }));
    expect(
      parseError(await manager.call('POST', `/api/v1/brands/${brandId}/tickets/order`, { ids: [before[0]!.id, before[0]!.id] }), 400).code,
    ).toBe('BAD_REQUEST');
    expect(await allTickets()).toEqual(before);
  });
});
