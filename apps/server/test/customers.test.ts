import {
  customerActivitySchema,
  customerExportSchema,
  customerPageSchema,
  customerSchema,
  customerVisitSchema,
  type Customer,
} from '@host/domain/customers';
import { possibleDuplicateSchema } from '@host/domain/customer-duplicates';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customers, reservationActivities, reservations, transactions } from '../src/db/schema';
import { aReservation, aTag, aUser, anOutlet, bookingBody, putInStatus, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
let server: TestServer;
/** Brand A, Singapore: two outlets (the second in Malaysia's country, to read phones there). */
let sg: OutletFixture;
let my: OutletFixture;
let host: Host;
/** Brand A's merchant, signed in by email, for both its outlets: who merges and erases (decision 025). */
let merchant: Host;
let brandId: string;
/** Brand B: what brand A's host may not touch, and whose host may not touch A's guests. */
let other: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  sg = await anOutlet(server);
  my = await anOutlet(server, { brand: { id: sg.brand.id }, outlet: { countryCode: 'MY' } });
  ({ host } = sg);
  brandId = sg.brand.id;
  const owner = await aUser(server, { outletIds: [sg.outlet.id, my.outlet.id] });
  merchant = await signedInUser(server, owner.email, owner.password);
  other = await anOutlet(server);
});
afterAll(() => server.close());

let serial = 0;
/** A Singapore mobile no other guest in this file has. */
const phone = () => `+65 8${String(++serial).padStart(3, '0')} ${String(5000 + serial).slice(-4)}`;

async function aCustomer(fields: Record<string, unknown> = {}, as: Host = host): Promise<Customer> {
  return parseBody(
    customerSchema,
    await as.call('POST', `/api/v1/brands/${as.brandId}/customers`, { firstName: 'Mei Ling', lastName: 'Tan', phone: phone(), ...fields }),
    201,
  );
}
const list = async (query: string, as: Host = host) =>
  parseBody(customerPageSchema, await as.call('GET', `/api/v1/brands/${as.brandId}/customers?${query}`));
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const patch = (id: string, version: number, body: unknown, as: Host = host) =>
  as.call('PATCH', `/api/v1/customers/${id}`, body, { 'if-match': `"${version}"` });

describe('creating and reading a guest', () => {
  it('stores the phone in E.164 for the brand’s country and the email lower-cased, and reads back with its ETag', async () => {
    const tag = await aTag(server, brandId, 'VIP');
    const created = await aCustomer({
      firstName: ' Nur Aisyah ',
      lastName: 'binti Ahmad',
      phone: '8123 4567',
      email: ' Nur.Aisyah@Example.COM ',
      tagIds: [tag.id],
      canSendSmsMarketing: 1,
      birthday: '1990-05-01',
      language: 'ms',
    });
    expect(created).toMatchObject({
      firstName: 'Nur Aisyah',
      lastName: 'binti Ahmad',
      phone: '+6581234567',
      email: 'nur.aisyah@example.com',
      canSendSmsMarketing: 1,
      canSendEmailMarketing: 0,
      erasedAt: null,
      version: 1,
    });
    expect(created.tags).toEqual([{ id: tag.id, title: 'VIP', colour: 'grey' }]);
    expect(created.figures).toEqual({
      visits: 0,
      noShows: 0,
      cancellations: 0,
      upcoming: 0,
      lastVisit: null,
      averageParty: null,
      spend: 0,
    });
    const read = await host.call('GET', `/api/v1/customers/${created.id}`);
    expect(parseBody(customerSchema, read)).toEqual(created);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('reads a phone without country code in the country of the outlet the body names', async () => {
    const created = await aCustomer({ phone: '012-345 6789', outletId: my.outlet.id });
    expect(created.phone).toBe('+60123456789');
  });

  it('replays a create sent again with its Idempotency-Key: one guest', async () => {
    const body = { firstName: '陈美玲', phone: phone() };
    const key = { 'idempotency-key': 'guest-create-0001' };
    const first = parseBody(customerSchema, await host.call('POST', `/api/v1/brands/${brandId}/customers`, body, key), 201);
    const again = await host.call('POST', `/api/v1/brands/${brandId}/customers`, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.id);
    expect(await server.db.select().from(customers).where(eq(customers.phone, first.phone!))).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, number, string, Record<string, string> | undefined]>([
    ['a phone that cannot exist', { phone: '1234' }, 422, 'Invalid phone number: 1234', { phone: '1234' }],
    ['a phone with letters', { phone: '+65 9123 abcd' }, 422, 'Invalid phone number: +65 9123 abcd', { phone: '+65 9123 abcd' }],
    ['an email that is not one', { email: 'mei@' }, 422, 'Invalid email: mei@', { email: 'mei@' }],
    ['a name with digits', { firstName: 'Mei 2' }, 422, 'Invalid name: Mei 2', { name: 'Mei 2' }],
    ['a name with markup', { lastName: '<script>' }, 422, 'Invalid name: <script>', { name: '<script>' }],
    ['a name with an emoji', { firstName: 'Mei 😀' }, 422, 'Invalid name: Mei 😀', { name: 'Mei 😀' }],
    ['no first name', { firstName: '' }, 400, 'Data is not valid', undefined],
    ['consent that is not 0 or 1', { canSendSmsMarketing: 2 }, 400, 'Data is not valid', undefined],
  ])('refuses %s', async (_, fields, status, message, params) => {
    const before = await server.db.$count(customers);
    const error = parseError(
      await host.call('POST', `/api/v1/brands/${brandId}/customers`, { firstName: 'Mei Ling', phone: phone(), ...fields }),
      status,
    );
    expect(error.message).toBe(message);
    if (params) expect(error.details).toMatchObject({ params, fields: [{ field: `body.${Object.keys(fields)[0]}` }] });
    expect(await server.db.$count(customers)).toBe(before);
  });

  it('refuses another brand’s tag (422) and outlet (403)', async () => {
    const foreignTag = await aTag(server, other.brand.id);
    expect(
      parseError(await host.call('POST', `/api/v1/brands/${brandId}/customers`, { firstName: 'Mei', tagIds: [foreignTag.id] }), 422)
        .message,
    ).toBe('Id Reservation Tag not exist !');
    parseError(
      await host.call('POST', `/api/v1/brands/${brandId}/customers`, { firstName: 'Mei', phone: '91234567', outletId: other.outlet.id }),
      403,
    );
  });
});

describe('one guest per phone per brand', () => {
  it('refuses a second guest with a phone already held, however it is written, naming the other guest (409)', async () => {
    const first = await aCustomer({ phone: '+65 8765 4321' });
    const error = parseError(
      await host.call('POST', `/api/v1/brands/${brandId}/customers`, { firstName: 'Someone', phone: '8765-4321' }),
      409,
    );
    expect(error.message).toBe('Another guest of this brand already has this phone number');
    expect(error.details).toMatchObject({ reason: 'phoneTaken', customerId: first.id });
    // Another brand may know the same guest.
    await aCustomer({ phone: '+65 8765 4321' }, other.host);
  });

  it('two creates of one phone at once: exactly one 201, the other 409, one guest', async () => {
    for (let round = 0; round < 5; round++) {
      const number = phone();
      const answers = await Promise.all(
        [0, 1].map((i) => host.call('POST', `/api/v1/brands/${brandId}/customers`, { firstName: `Racer ${'ab'[i]}`, phone: number })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const winner = answers.find((a) => a.status === 201)!.body.id;
      expect(answers.find((a) => a.status === 409)!.body.details.customerId).toBe(winner);
      const stored = await server.db.select().from(customers).where(eq(customers.brandId, brandId));
      expect(stored.filter((c) => c.phone === `+65${number.replace(/\D/g, '').slice(2)}`)).toHaveLength(1);
    }
  });
});

describe('editing a guest', () => {
  it('needs If-Match (428), refuses a stale version with the guest as they are now (409), changes only what it names', async () => {
    const tag = await aTag(server, brandId);
    const guest = await aCustomer({ tagIds: [tag.id], canSendEmailMarketing: 1, notesDiner: 'Window seat' });
    expect((await host.call('PATCH', `/api/v1/customers/${guest.id}`, { city: 'Singapore' })).status).toBe(428);
    const saved = parseBody(customerSchema, await patch(guest.id, 1, { city: 'Singapore', email: 'MEI@EXAMPLE.COM' }));
    expect(saved).toMatchObject({
      city: 'Singapore',
      email: 'mei@example.com',
      version: 2,
      canSendEmailMarketing: 1,
      notesDiner: 'Window seat',
      lastName: 'Tan',
    });
    expect(saved.tags.map((t) => t.id)).toEqual([tag.id]);
    const stale = parseError(await patch(guest.id, 1, { city: 'Ipoh' }), 409);
    expect(stale.details.current).toMatchObject({ city: 'Singapore', version: 2 });
    const history = parseBody(z.array(customerActivitySchema), await host.call('GET', `/api/v1/customers/${guest.id}/activities`));
    expect(history.map((a) => a.action)).toEqual(['edited', 'created']);
    // The history says what changed; a personal value is not repeated there.
    expect(history[0]!.changes).toEqual({ city: { changed: true }, email: { changed: true } });
  });

  it("shows the guest's ids on the group's other platforms, which staff do not change (issue 33)", async () => {
    const guest = await aCustomer();
    await server.db
      .update(customers)
      .set({ passId: 'PASS-88231', mcaId: 'mca_5521', barcode: '4006381333931', username: 'meiling88', accountActivated: true })
      .where(eq(customers.id, guest.id));
    const read = parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${guest.id}`));
    expect(read.platform).toEqual({
      passId: 'PASS-88231',
      mcaId: 'mca_5521',
      merchantId: null,
      username: 'meiling88',
      barcode: '4006381333931',
      favouriteItemIds: [],
      accountActivated: true,
      photoUrl: null,
    });
    // A staff edit naming them changes the fields staff own and leaves these as the platforms set them.
    const saved = parseBody(customerSchema, await patch(guest.id, read.version, { city: 'Ipoh', passId: 'FORGED', barcode: '0' }));
    expect(saved).toMatchObject({ city: 'Ipoh', platform: { passId: 'PASS-88231', barcode: '4006381333931' } });
  });

  it('refuses a phone another guest holds (409) and a bad phone (422)', async () => {
    const a = await aCustomer();
    const b = await aCustomer();
    expect(parseError(await patch(b.id, 1, { phone: a.phone }), 409).details.customerId).toBe(a.id);
    expect(parseError(await patch(b.id, 1, { phone: '+65 1' }), 422).details.reason).toBe('invalidPhone');
    expect(parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${b.id}`)).phone).toBe(b.phone);
  });
});

/** A booking of the guest (by their phone), put in a status and on a date. */
async function aBookingOf(guest: Customer, status: number, date: string, at: OutletFixture = sg, pax = 2) {
  const booking = await aReservation(at.host, { customerPhone: guest.phone!, customerFirstName: guest.firstName, pax });
  expect(booking.customerId).toBe(guest.id);
  if (status !== RESERVATION_STATUS.BOOKED) await putInStatus(server, booking.id, status, { reservationDate: date });
  return booking;
}

describe('the guest book list', () => {
  let brand: OutletFixture;
  const guests: Record<string, Customer> = {};
  beforeAll(async () => {
    brand = await anOutlet(server);
    const hk = await anOutlet(server, { brand: { id: brand.brand.id }, outlet: { countryCode: 'HK' } });
    const tw = await anOutlet(server, { brand: { id: brand.brand.id }, outlet: { countryCode: 'TW' } });
    const mine = await anOutlet(server, { brand: { id: brand.brand.id }, outlet: { countryCode: 'MY' } });
    const add = async (key: string, fields: Record<string, unknown>) => {
      guests[key] = await aCustomer(fields, brand.host);
    };
    await add('chen', { firstName: '美玲', lastName: '陈', phone: '+65 9123 4567' });
    await add('chenWhole', { firstName: '陈美玲', lastName: '', phone: '+65 9123 7777', canSendEmailMarketing: 1 });
    await add('nur', { firstName: 'Nur Aisyah', lastName: 'binti Ahmad', phone: '+60 12-345 6789' });
    await add('ng', { firstName: 'Wei Ming', lastName: 'Ng', phone: '(852) 9123 4567', outletId: hk.outlet.id, canSendSmsMarketing: 1 });
    await add('lin', { firstName: '志明', lastName: '林', phone: '0912-345-678', outletId: tw.outlet.id });
    await add('obrien', { firstName: 'Siobhan', lastName: "O'Brien", phone: '+44 7911 123456' });
    void mine;
  });
  const search = async (q: string) => ids(await list(`q=${encodeURIComponent(q)}`, brand.host));

  it.each<[string, string[]]>([
    ['陈美玲', ['chen', 'chenWhole']],
    // One or two characters have no trigram: they match the start of the first or the last name.
    ['美玲', ['chen']],
    // Two characters may also be a surname and a given name run together.
    ['陈美', ['chen', 'chenWhole']],
    ['陈', ['chen', 'chenWhole']],
    ['林', ['lin']],
    ['Nur Aisyah', ['nur']],
    ['aisyah nur', ['nur']],
    ['Ng', ['ng']],
    ['wei ming ng', ['ng']],
    ["o'brien", ['obrien']],
    ['+65 9123 4567', ['chen']],
    ['91234567', ['chen', 'ng', 'lin']],
    ['+60 12-345 6789', ['nur']],
    ['012-345 6789', ['nur']],
    ['(852) 9123 4567', ['ng']],
    ['0912-345-678', ['lin']],
    ['4567', ['chen', 'nur', 'ng', 'lin']],
    ['100%', []],
    ['nobody', []],
  ])('finds %j', async (q, expected) => {
    expect((await search(q)).sort()).toEqual(expected.map((k) => guests[k]!.id).sort());
  });

  it('filters by tag, consent, no-shows and last visit, and sorts by the figures', async () => {
    const tag = await aTag(server, brand.brand.id, 'Regular');
    const regular = parseBody(customerSchema, await patch(guests.nur!.id, 1, { tagIds: [tag.id] }, brand.host));
    expect(ids(await list(`tagIds=${tag.id}`, brand.host))).toEqual([regular.id]);
    expect(ids(await list('smsMarketing=1', brand.host))).toEqual([guests.ng!.id]);
    expect(ids(await list('emailMarketing=1', brand.host))).toEqual([guests.chenWhole!.id]);
    await aBookingOf(guests.chen!, RESERVATION_STATUS.COMPLETED, '2026-03-01', brand, 4);
    await aBookingOf(guests.chen!, RESERVATION_STATUS.COMPLETED, '2026-03-20', brand, 2);
    await aBookingOf(guests.chen!, RESERVATION_STATUS.NO_SHOW, '2026-03-10', brand);
    await aBookingOf(guests.lin!, RESERVATION_STATUS.NO_SHOW, '2026-02-10', brand);
    await aBookingOf(guests.lin!, RESERVATION_STATUS.NO_SHOW, '2026-02-11', brand);
    await aBookingOf(guests.ng!, RESERVATION_STATUS.COMPLETED, '2026-01-05', brand);
    expect(ids(await list('minNoShows=2', brand.host))).toEqual([guests.lin!.id]);
    expect(ids(await list('lastVisitFrom=2026-03-01&lastVisitTo=2026-03-31', brand.host))).toEqual([guests.chen!.id]);
    const byVisits = await list('sort=visits&direction=desc&limit=2', brand.host);
    expect(byVisits.items.map((i) => [i.id, i.visits, i.noShows, i.lastVisit])).toEqual([
      [guests.chen!.id, 2, 1, '2026-03-20'],
      [guests.ng!.id, 1, 0, '2026-01-05'],
    ]);
    const byLastVisit = await list('sort=lastVisit&direction=desc&limit=3', brand.host);
    expect(ids(byLastVisit)).toEqual([guests.chen!.id, guests.ng!.id, byLastVisit.items[2]!.id]);
    expect(byLastVisit.items[2]!.lastVisit).toBeNull();
    expect(ids(await list(`sort=noShows&direction=desc&limit=1`, brand.host))).toEqual([guests.lin!.id]);
  });

  it('pages by cursor in a stable order under ties: every guest once, none skipped', async () => {
    const tied = await anOutlet(server);
    for (let i = 0; i < 7; i++) await aCustomer({ firstName: 'Same', lastName: 'Name' }, tied.host);
    await aCustomer({ firstName: 'Another', lastName: 'Guest' }, tied.host);
    for (const [sort, direction] of [
      ['name', 'asc'],
      ['name', 'desc'],
      ['createdAt', 'desc'],
      ['visits', 'desc'],
      ['lastVisit', 'asc'],
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`sort=${sort}&direction=${direction}&limit=3${cursor ? `&cursor=${cursor}` : ''}`, tied.host);
        seen.push(...ids(page));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(seen, `${sort} ${direction}`).toHaveLength(8);
      expect(new Set(seen).size).toBe(8);
      if (sort === 'name') expect((await list(`sort=name&direction=${direction}&limit=8`, tied.host)).items.map((i) => i.id)).toEqual(seen);
    }
    const full = await list('sort=name&limit=3', tied.host);
    expect(full.items[0]!.firstName).toBe('Another');
    // A cursor of another order, or one made up, is refused rather than skipping guests.
    expect(
      parseError(await tied.host.call('GET', `/api/v1/brands/${tied.brand.id}/customers?sort=visits&cursor=${full.nextCursor}`), 400)
        .details,
    ).toEqual([{ field: 'querystring.cursor', message: 'This page of the list is no longer valid: start again from the first page' }]);
    expect((await tied.host.call('GET', `/api/v1/brands/${tied.brand.id}/customers?cursor=not-a-cursor`)).status).toBe(400);
  });
});

describe('a guest’s history', () => {
  it(
    'lists bookings at every outlet of the brand, newest first, with status, covers and what was paid and kept; ' +
      'and the figures, whose spend is of visits only',
    async () => {
      const guest = await aCustomer();
      const done = await aBookingOf(guest, RESERVATION_STATUS.COMPLETED, '2026-03-02', sg, 4);
      await aBookingOf(guest, RESERVATION_STATUS.CANCELLED, '2026-03-05', my, 2);
      const upcoming = await aBookingOf(guest, RESERVATION_STATUS.BOOKED, '', my, 3);
      const missed = await aBookingOf(guest, RESERVATION_STATUS.NO_SHOW, '2026-03-09', sg, 2);
      await server.db.insert(transactions).values([
        // Paid S$120 and S$20 (S$15 of it given back) for the visit: S$125 spent.
        { reservationId: done.id, outletId: sg.outlet.id, status: 'paid', amount: 12000, type: 'create', source: 'System' },
        {
          reservationId: done.id,
          outletId: sg.outlet.id,
          status: 'paid',
          amount: 2000,
          refundedAmount: 1500,
          type: 'create',
          source: 'System',
        },
        { reservationId: done.id, outletId: sg.outlet.id, status: 'pending', amount: 5000, type: 'create', source: 'System' },
        // A prepayment for the booking still to come, and the deposit the no-show left: neither is spend (issue 28).
        { reservationId: upcoming.id, outletId: my.outlet.id, status: 'paid', amount: 30000, type: 'create', source: 'System' },
        { reservationId: missed.id, outletId: sg.outlet.id, status: 'paid', amount: 4000, type: 'create', source: 'System' },
      ]);
      const visits = parseBody(z.array(customerVisitSchema), await host.call('GET', `/api/v1/customers/${guest.id}/reservations`));
      expect(
        visits.map((v) => [v.id === upcoming.id ? 'upcoming' : v.reservationDate, v.outletName, v.statusName, v.pax, v.spend]),
      ).toEqual([
        ['upcoming', my.outlet.name, 'BOOKED', 3, 30000],
        ['2026-03-09', sg.outlet.name, 'NO_SHOW', 2, 4000],
        ['2026-03-05', my.outlet.name, 'CANCELLED', 2, null],
        ['2026-03-02', sg.outlet.name, 'COMPLETED', 4, 12500],
      ]);
      const read = parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${guest.id}`));
      expect(read.figures).toEqual({
        visits: 1,
        noShows: 1,
        cancellations: 1,
        upcoming: 1,
        lastVisit: '2026-03-02',
        averageParty: 4,
        spend: 12500,
      });
    },
  );
});

describe('the last-visit filter, by the brand’s today', () => {
  it('finds regulars seen in the last 30 or 90 days, and those not seen for a year', async () => {
    const seen = async (name: string, lastVisitDate: string) => {
      const guest = await aCustomer({ firstName: 'Lapsing', lastName: name });
      await server.db.update(customers).set({ lastVisitDate }).where(eq(customers.id, guest.id));
      return guest.id;
    };
    // Today is 2026-03-31 in Singapore.
    const week = await seen('Week', '2026-03-21');
    const months = await seen('Months', '2026-01-30');
    const year = await seen('Year', '2025-02-01');
    await aCustomer({ firstName: 'Lapsing', lastName: 'Never' });
    const named = async (window: string) => ids(await list(`q=Lapsing&lastVisit=${window}`)).sort();
    expect(await named('recent30')).toEqual([week]);
    expect(await named('recent90')).toEqual([week, months].sort());
    expect(await named('lapsed')).toEqual([year]);
    expect((await host.call('GET', `/api/v1/brands/${brandId}/customers?lastVisit=soon`)).status).toBe(400);
  });
});

describe('possible duplicates and merging', () => {
  it('finds the same email and a similar name with the same last four digits', async () => {
    const kept = await aCustomer({ firstName: 'Tan', lastName: 'Ah Kow', email: 'ahkow@example.com', phone: '+65 9000 1357' });
    const sameEmail = await aCustomer({ firstName: 'A K', lastName: 'Tan', email: 'AhKow@example.com' });
    const similar = await aCustomer({ firstName: 'Tan', lastName: 'Ah Kow.', phone: '+65 8111 1357' });
    await aCustomer({ firstName: 'Lim', lastName: 'Bee Hoon', phone: '+65 8222 1357' });
    const found = parseBody(z.array(possibleDuplicateSchema), await host.call('GET', `/api/v1/customers/${kept.id}/duplicates`));
    expect(found.map((d) => [d.id, d.reason]).sort()).toEqual(
      [
        [sameEmail.id, 'email'],
        [similar.id, 'namePhone'],
      ].sort(),
    );
  });

  it('finds the same name with a phone one digit off, not two digits off nor another name (issue 28)', async () => {
    const kept = await aCustomer({ firstName: 'Goh', lastName: 'Boon Huat', phone: '+65 9770 1234' });
    const typo = await aCustomer({ firstName: 'Goh', lastName: 'Boon Huat', phone: '+65 9770 1235' });
    await aCustomer({ firstName: 'Goh', lastName: 'Boon Huat', phone: '+65 9770 1299' });
    await aCustomer({ firstName: 'Ong', lastName: 'Siew Mei', phone: '+65 9770 1236' });
    const found = parseBody(z.array(possibleDuplicateSchema), await host.call('GET', `/api/v1/customers/${kept.id}/duplicates`));
    expect(found.map((d) => [d.id, d.reason])).toEqual([[typo.id, 'namePhone']]);
  });

  it(
    'while a guest is being added, names who they may be: a phone a typo off, the same email; ' + 'half a number is no clue (issue 28)',
    async () => {
      const there = await aCustomer({ firstName: 'Koh', lastName: 'Swee Lan', phone: '+65 9771 4321', email: 'swee.lan@example.com' });
      const probe = async (body: Record<string, unknown>) =>
        parseBody(
          z.array(possibleDuplicateSchema),
          await host.call('POST', `/api/v1/brands/${brandId}/customers/possible-duplicates`, body),
        );
      // Written as a host types it, without the country code: read by the outlet's country.
      expect((await probe({ firstName: 'Koh', lastName: 'Swee Lan', phone: '9771 4322' })).map((d) => [d.id, d.reason])).toEqual([
        [there.id, 'namePhone'],
      ]);
      expect((await probe({ firstName: 'Koh', phone: '+65 9771 4321' })).map((d) => [d.id, d.reason])).toEqual([[there.id, 'phone']]);
      expect((await probe({ firstName: 'K', email: 'Swee.Lan@example.com' })).map((d) => [d.id, d.reason])).toEqual([[there.id, 'email']]);
      // Another name with the typo'd phone, half a phone, an email half typed: nothing to say yet.
      expect(await probe({ firstName: 'Ong', lastName: 'Bee Leng', phone: '9771 4322' })).toEqual([]);
      expect(await probe({ firstName: 'Koh', lastName: 'Swee Lan', phone: '977' })).toEqual([]);
      expect(await probe({ firstName: 'Koh', email: 'swee.lan@' })).toEqual([]);
      // Another brand's host learns nothing of brand A's book.
      expect(
        (await other.host.call('POST', `/api/v1/brands/${brandId}/customers/possible-duplicates`, { phone: '+65 9771 4321' })).status,
      ).toBe(403);
    },
  );

  it(
    'moves bookings and tags, fills empty fields, appends notes, never grants consent, and deletes the duplicate, ' + 'in one step',
    async () => {
      const vip = await aTag(server, brandId);
      const quiet = await aTag(server, brandId);
      const kept = await aCustomer({ notesDiner: 'Window seat', canSendSmsMarketing: 0, tagIds: [vip.id] });
      const duplicate = await aCustomer({
        email: 'dup@example.com',
        notesDiner: 'No peanuts',
        canSendSmsMarketing: 1,
        city: 'Singapore',
        tagIds: [vip.id, quiet.id],
      });
      const booking = await aBookingOf(duplicate, RESERVATION_STATUS.COMPLETED, '2026-03-03');
      const merged = parseBody(
        customerSchema,
        await merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 1, duplicateVersion: 1 }),
      );
      expect(merged).toMatchObject({
        id: kept.id,
        phone: kept.phone,
        additionalPhone: duplicate.phone,
        email: 'dup@example.com',
        city: 'Singapore',
        notesDiner: 'Window seat\n\nNo peanuts',
        canSendSmsMarketing: 0,
        version: 2,
      });
      expect(merged.tags.map((t) => t.id).sort()).toEqual([vip.id, quiet.id].sort());
      expect(merged.figures.visits).toBe(1);
      // The list's figures (kept by the trigger on reservations) follow the bookings to the kept guest.
      expect((await list(`q=${encodeURIComponent(kept.phone!)}`)).items.map((i) => [i.id, i.visits, i.lastVisit])).toEqual([
        [kept.id, 1, '2026-03-03'],
      ]);
      expect((await readReservation(host, booking.id)).customerId).toBe(kept.id);
      expect(parseError(await host.call('GET', `/api/v1/customers/${duplicate.id}`), 404).message).toBe('No such guest at this brand');
      const history = parseBody(z.array(customerActivitySchema), await host.call('GET', `/api/v1/customers/${kept.id}/activities`));
      expect(history[0]).toMatchObject({ action: 'merged', changes: { duplicateId: duplicate.id, reservationIds: [booking.id] } });
      const bookingHistory = await host.call('GET', `/api/v1/reservations/${booking.id}/activities`);
      expect(bookingHistory.body.find((a: { action: string }) => a.action === 'customerMerged')).toMatchObject({
        action: 'customerMerged',
        changes: { from: duplicate.id, to: kept.id },
      });
    },
  );

  it(
    'drops nothing the duplicate knew: another email, ' + 'phones with no free slot and a second loyalty pass are set aside in the history',
    async () => {
      const kept = await aCustomer({ email: 'kept@example.com', additionalPhone: phone() });
      const duplicate = await aCustomer({ firstName: '陈美玲', lastName: '', email: 'dup@example.com', additionalPhone: phone() });
      await server.db.update(customers).set({ passId: 'PASS-1' }).where(eq(customers.id, kept.id));
      await server.db
        .update(customers)
        .set({ passId: 'PASS-2', barcode: 'B-22', favouriteItemIds: ['laksa'] })
        .where(eq(customers.id, duplicate.id));
      const merged = parseBody(
        customerSchema,
        await merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 1, duplicateVersion: 1 }),
      );
      expect(merged).toMatchObject({ email: 'kept@example.com', phone: kept.phone, additionalPhone: kept.additionalPhone });
      const history = parseBody(z.array(customerActivitySchema), await host.call('GET', `/api/v1/customers/${kept.id}/activities`));
      expect(history[0]!.changes.setAside).toEqual({
        email: 'dup@example.com',
        name: '陈美玲',
        phone: `${duplicate.phone}, ${duplicate.additionalPhone}`,
        passId: 'PASS-2',
      });
      // What had no place on the kept guest's empty fields went there.
      const [row] = await server.db.select().from(customers).where(eq(customers.id, kept.id));
      expect(row).toMatchObject({ passId: 'PASS-1', barcode: 'B-22', favouriteItemIds: ['laksa'] });
    },
  );

  it('refuses a stale version of either guest (409), a merge with itself (422), and changes nothing', async () => {
    const kept = await aCustomer();
    const duplicate = await aCustomer();
    parseBody(customerSchema, await patch(duplicate.id, 1, { city: 'Ipoh' }));
    expect(
      parseError(
        await merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 1, duplicateVersion: 1 }),
        409,
      ).details.current,
    ).toMatchObject({
      id: duplicate.id,
      version: 2,
    });
    expect(
      parseError(
        await merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 2, duplicateVersion: 2 }),
        409,
      ).details.current,
    ).toMatchObject({
      id: kept.id,
      version: 1,
    });
    expect(
      parseError(
        await merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: kept.id, version: 1, duplicateVersion: 1 }),
        422,
      ).details.reason,
    ).toBe('mergeSelf');
    expect((await host.call('GET', `/api/v1/customers/${duplicate.id}`)).status).toBe(200);
  });

  it('under a concurrent edit of the duplicate: one wins, the other is refused, nothing is lost', async () => {
    for (let round = 0; round < 6; round++) {
      const kept = await aCustomer();
      const duplicate = await aCustomer({ notesDiner: 'Allergic to shellfish' });
      const [merge, edit] = await Promise.all([
        merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 1, duplicateVersion: 1 }),
        patch(duplicate.id, 1, { organisationName: 'Acme Pte Ltd' }),
      ]);
      if (merge.status === 200) {
        // The merge came first: the edit names a guest who is gone, and the kept guest has the duplicate's notes.
        expect(edit.status).toBe(404);
        expect(merge.body.notesDiner).toBe('Allergic to shellfish');
      } else {
        expect(merge.status).toBe(409);
        expect(edit.status).toBe(200);
        const still = parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${duplicate.id}`));
        expect(still).toMatchObject({ organisationName: 'Acme Pte Ltd', notesDiner: 'Allergic to shellfish', version: 2 });
      }
    }
  });

  it('bookings racing a merge all land on the kept guest: none fails on the guest the merge removes', async () => {
    for (let round = 0; round < 3; round++) {
      const kept = await aCustomer();
      const duplicate = await aCustomer();
      const times = ['18:00', '18:15', '18:30', '18:45', '20:00', '20:15'];
      const [merge, ...bookings] = await Promise.all([
        merchant.call('POST', `/api/v1/customers/${kept.id}/merge`, { duplicateId: duplicate.id, version: 1, duplicateVersion: 1 }),
        ...times.map((time) =>
          host.call(
            'POST',
            `/api/v1/outlets/${sg.outlet.id}/reservations`,
            bookingBody({ time, customerPhone: duplicate.phone!, availabilityOverride: 'Regular, racing a merge' }),
          ),
        ),
      ]);
      expect(merge.status, JSON.stringify(merge.body)).toBe(200);
      for (const booking of bookings) expect(booking.status, JSON.stringify(booking.body)).toBe(201);
      for (const booking of bookings) expect((await readReservation(host, booking.body.id)).customerId).toBe(kept.id);
      expect(parseError(await host.call('GET', `/api/v1/customers/${duplicate.id}`), 404).code).toBe('NOT_FOUND');
    }
  });
});

describe('export and erasure on request', () => {
  it('exports the profile, tags, bookings and history as a JSON attachment', async () => {
    const tag = await aTag(server, brandId);
    const guest = await aCustomer({ tagIds: [tag.id], email: 'export@example.com' });
    const booking = await aBookingOf(guest, RESERVATION_STATUS.COMPLETED, '2026-03-04');
    const res = await host.call('GET', `/api/v1/customers/${guest.id}/export`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guest-${guest.id}.json"`);
    const data = parseBody(customerExportSchema, res);
    expect(data.customer).toMatchObject({ id: guest.id, email: 'export@example.com', tags: [{ id: tag.id }] });
    expect(data.reservations.map((r) => r.id)).toEqual([booking.id]);
    expect(data.activities.map((a) => a.action)).toEqual(['created']);
  });

  it('blanks what identifies the person on the profile and its bookings, keeps the bookings, and closes the profile', async () => {
    const tag = await aTag(server, brandId);
    const guest = await aCustomer({
      firstName: 'Erase',
      lastName: 'Me',
      email: 'erase@example.com',
      notesDiner: 'Nut allergy',
      address: '1 Orchard Rd',
      birthday: '1980-01-01',
      tagIds: [tag.id],
    });
    // The guest was added with a retry key: the stored answer (name, phone, email) goes with the erasure.
    const keyed = await host.call(
      'POST',
      `/api/v1/brands/${brandId}/customers`,
      { firstName: 'Keyed', lastName: 'Guest', phone: phone(), email: 'keyed@example.com' },
      { 'idempotency-key': 'erase-me-key-1' },
    );
    expect(keyed.status).toBe(201);
    // A profile merged in earlier left its other email in the history: the erasure takes that too.
    const merged = await aCustomer({ firstName: 'Erase', lastName: 'Me', email: 'other-erase@example.com' });
    parseBody(
      customerSchema,
      await merchant.call('POST', `/api/v1/customers/${guest.id}/merge`, { duplicateId: merged.id, version: 1, duplicateVersion: 1 }),
    );
    const booking = await aBookingOf(guest, RESERVATION_STATUS.COMPLETED, '2026-03-06');
    await server.db
      .update(reservations)
      .set({ notesDiner: 'Nut allergy', notes: 'Erase Me prefers the window', staffNotes: 'Knows the chef' })
      .where(eq(reservations.id, booking.id));
    const [before] = await server.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(parseError(await merchant.call('POST', `/api/v1/customers/${guest.id}/erase`, { version: 1, reason: 'no' }), 400).code).toBe(
      'BAD_REQUEST',
    );
    const erased = parseBody(
      customerSchema,
      await merchant.call('POST', `/api/v1/customers/${guest.id}/erase`, { version: 2, reason: 'Guest asked by email' }),
    );
    expect(erased).toMatchObject({
      firstName: '',
      lastName: '',
      email: null,
      phone: null,
      address: null,
      birthday: null,
      notesDiner: null,
      tags: [],
      version: 3,
    });
    expect(erased.erasedAt).not.toBeNull();
    const [row] = await server.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(row).toMatchObject({
      customerId: guest.id,
      customerFirstName: '',
      customerLastName: '',
      customerPhone: null,
      notesDiner: null,
      notes: null,
      staffNotes: null,
      status: RESERVATION_STATUS.COMPLETED,
    });
    // The booking's version moves on: an edit dialog still open on it cannot write the name back.
    expect(row!.version).toBe(before!.version + 1);
    const bookingHistory = await server.db.select().from(reservationActivities).where(eq(reservationActivities.reservationId, booking.id));
    expect(JSON.stringify(bookingHistory)).not.toContain(guest.phone!.slice(3));
    const history = parseBody(z.array(customerActivitySchema), await host.call('GET', `/api/v1/customers/${guest.id}/activities`));
    expect(history[0]).toMatchObject({ action: 'erased', changes: { reason: 'Guest asked by email' } });
    expect(history[0]!.actorName).toBeTruthy();
    expect(history.map((a) => a.action)).toContain('merged');
    expect(JSON.stringify(history)).not.toMatch(/erase@example/);
    expect(JSON.stringify(history)).not.toContain(merged.phone!);
    expect(erased.figures.visits).toBe(1);
    // Closed: no edit, no second erasure, not in the list; the phone is free for a new profile.
    expect(parseError(await patch(guest.id, 3, { firstName: 'Back' }), 422).message).toBe("This guest's data was erased on request");
    expect(
      parseError(await merchant.call('POST', `/api/v1/customers/${guest.id}/erase`, { version: 3, reason: 'Again please' }), 422).details
        .reason,
    ).toBe('customerErased');
    expect(ids(await list('limit=100&sort=createdAt&direction=desc'))).not.toContain(guest.id);
    await aCustomer({ phone: guest.phone });
    // Erasing the keyed guest: the same key sent again makes a new attempt, it replays nothing.
    const keyedGuest = parseBody(customerSchema, keyed, 201);
    expect(
      (await merchant.call('POST', `/api/v1/customers/${keyedGuest.id}/erase`, { version: 1, reason: 'Asked at the door' })).status,
    ).toBe(200);
    const again = await host.call(
      'POST',
      `/api/v1/brands/${brandId}/customers`,
      { firstName: 'Keyed', lastName: 'Guest', phone: keyedGuest.phone, email: 'keyed@example.com' },
      { 'idempotency-key': 'erase-me-key-1' },
    );
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
  });
});

describe('authorization by brand', () => {
  it('a host of another brand is refused brand A’s guest book (403) and finds none of its guests (404)', async () => {
    const guest = await aCustomer();
    const stranger = other.host;
    const theirs = await aCustomer({}, stranger);
    const cases: [string, string, unknown, number][] = [
      ['GET', `/api/v1/brands/${brandId}/customers`, undefined, 403],
      ['GET', `/api/v1/brands/${brandId}/customers?q=Mei`, undefined, 403],
      ['POST', `/api/v1/brands/${brandId}/customers`, { firstName: 'Intruder' }, 403],
      ['GET', `/api/v1/customers/${guest.id}`, undefined, 404],
      ['PATCH', `/api/v1/customers/${guest.id}`, { firstName: 'Intruder' }, 404],
      ['GET', `/api/v1/customers/${guest.id}/reservations`, undefined, 404],
      ['GET', `/api/v1/customers/${guest.id}/activities`, undefined, 404],
      ['GET', `/api/v1/customers/${guest.id}/duplicates`, undefined, 404],
      ['GET', `/api/v1/customers/${guest.id}/export`, undefined, 404],
      ['POST', `/api/v1/customers/${guest.id}/erase`, { version: 1, reason: 'Not mine to erase' }, 404],
      ['POST', `/api/v1/customers/${guest.id}/merge`, { duplicateId: theirs.id, version: 1, duplicateVersion: 1 }, 404],
      // Their own guest cannot swallow one of brand A's either (their outlet may merge none: decision 025; their merchant, below).
      ['POST', `/api/v1/customers/${theirs.id}/merge`, { duplicateId: guest.id, version: 1, duplicateVersion: 1 }, 403],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await stranger.call(method, path, body, { 'if-match': '"1"' });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain(guest.phone!.replace(/\D/g, '').slice(2));
    }
    const theirMerchant = await aUser(server, { outletIds: [other.outlet.id] });
    const strangerMerchant = await signedInUser(server, theirMerchant.email, theirMerchant.password);
    const swallow = await strangerMerchant.call('POST', `/api/v1/customers/${theirs.id}/merge`, {
      duplicateId: guest.id,
      version: 1,
      duplicateVersion: 1,
    });
    expect(parseError(swallow, 404).details.reason).toBe('customerMissing');
    expect(parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${guest.id}`))).toEqual(guest);
    expect((await stranger.call('GET', `/api/v1/customers/${theirs.id}`)).status).toBe(200);
  });
});

// docs/decisions/025-who-may-erase.md: one brand's guest book, several outlets, three kinds of session.
describe('who may change a guest of the brand', () => {
  const REASON = 'Merchant asked us to tidy the guest book (ticket 9025)';
  /** Support staff acting for the Singapore outlet, with a reason (decision 014). */
  async function supportAtSg() {
    const user = await aUser(server, { email: `guest-book-${++serial}@host.internal` });
    const support = await signedInUser(server, user.email, user.password);
    expect((await support.call('POST', '/api/v1/support/impersonations', { outletId: sg.outlet.id, reason: REASON })).status).toBe(201);
    return support;
  }
  const erase = (as: Host, guest: Customer) =>
    as.call('POST', `/api/v1/customers/${guest.id}/erase`, { version: guest.version, reason: 'Guest asked by email' });
  const merge = (as: Host, kept: Customer, duplicate: Customer) =>
    as.call('POST', `/api/v1/customers/${kept.id}/merge`, {
      duplicateId: duplicate.id,
      version: kept.version,
      duplicateVersion: duplicate.version,
    });
  const read = async (guest: Customer) => parseBody(customerSchema, await merchant.call('GET', `/api/v1/customers/${guest.id}`));

  it(
    'outlet staff may not erase or merge, not even a guest of their own outlet: ' +
      '403 merchantOnly, before the body or If-Match, and nothing changes',
    async () => {
      const guest = await aCustomer({ firstName: 'Kept', lastName: 'Safe' });
      const twin = await aCustomer({ firstName: 'Kept', lastName: 'Safe' });
      for (const res of [
        await erase(host, guest),
        await merge(host, guest, twin),
        await host.call('POST', `/api/v1/customers/${guest.id}/erase`),
      ]) {
        const refused = parseError(res, 403);
        expect(refused.details.reason).toBe('merchantOnly');
        expect(refused.message).toBe('Only the merchant may do this. Sign in with the merchant’s email.');
      }
      expect(await read(guest)).toEqual(guest);
      expect(await read(twin)).toEqual(twin);
    },
  );

  it(
    'outlet staff edit a guest their outlet knows (added or booked there), not one only another outlet knows: ' +
      '403 guestOfAnotherOutlet, 428 never first',
    async () => {
      const elsewhere = await aCustomer({ firstName: 'Only', lastName: 'Penang' }, my.host);
      expect(elsewhere.seenAtOutletIds).toEqual([my.outlet.id]);
      // Read, exported and booked at any outlet of the brand: a guest may walk into either.
      expect((await host.call('GET', `/api/v1/customers/${elsewhere.id}`)).status).toBe(200);
      expect((await host.call('GET', `/api/v1/customers/${elsewhere.id}/export`)).status).toBe(200);
      const refused = parseError(await patch(elsewhere.id, 1, { notesDiner: 'Changed at Singapore' }), 403);
      expect(refused).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This guest has no booking at this outlet and was not added here: only the merchant may change their details.',
      });
      expect(refused.details.reason).toBe('guestOfAnotherOutlet');
      expect(
        parseError(await host.call('PATCH', `/api/v1/customers/${elsewhere.id}`, { notesDiner: 'No If-Match' }), 403).details.reason,
      ).toBe('guestOfAnotherOutlet');
      expect(await read(elsewhere)).toEqual(elsewhere);
      // The outlet that added the guest edits them.
      const edited = parseBody(customerSchema, await patch(elsewhere.id, 1, { notesDiner: 'Window seat' }, my.host));
      // Once the guest books at Singapore, Singapore's staff know them too.
      await aBookingOf(edited, RESERVATION_STATUS.BOOKED, '2026-04-01');
      const known = await read(edited);
      expect([...known.seenAtOutletIds].sort()).toEqual([sg.outlet.id, my.outlet.id].sort());
      expect(
        parseBody(customerSchema, await patch(elsewhere.id, known.version, { notesDiner: 'Window seat, no peanuts' })).notesDiner,
      ).toBe('Window seat, no peanuts');
      // An id that names no guest is still 404.
      expect(parseError(await patch('00000000-0000-4000-8000-000000000000', 1, { city: 'Ipoh' }), 404).details.reason).toBe(
        'customerMissing',
      );
    },
  );

  it('the merchant edits, merges and erases any guest of the brand, one only another outlet knows too', async () => {
    const elsewhere = await aCustomer({ firstName: 'Merchant', lastName: 'Edits' }, my.host);
    const edited = parseBody(customerSchema, await patch(elsewhere.id, 1, { city: 'Penang' }, merchant));
    const twin = await aCustomer({ firstName: 'Merchant', lastName: 'Edits' }, my.host);
    const merged = parseBody(customerSchema, await merge(merchant, edited, twin));
    expect(parseBody(customerSchema, await erase(merchant, merged)).erasedAt).not.toBeNull();
  });

  it('support staff acting for an outlet edit, merge and erase as the merchant does', async () => {
    const support = await supportAtSg();
    const elsewhere = await aCustomer({ firstName: 'Support', lastName: 'Edits' }, my.host);
    const edited = parseBody(customerSchema, await patch(elsewhere.id, 1, { city: 'Penang' }, support));
    const twin = await aCustomer({ firstName: 'Support', lastName: 'Edits' }, my.host);
    const merged = parseBody(customerSchema, await merge(support, edited, twin));
    expect(parseBody(customerSchema, await erase(support, merged)).erasedAt).not.toBeNull();
  });
});
