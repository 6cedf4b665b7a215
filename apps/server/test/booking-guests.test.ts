import { customerMatchSchema } from '@host/domain/customers';
import { reservationWithWarningsSchema } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, reservations, reservationTags } from '../src/db/schema';
import { aPhone, aReservation, aTag, anOutlet, bookingBody, putInStatus, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// Issue 12, the booking side: the guest picker's lookup, bookings linked to guests, docs/rules.md section
// 8's double booking across the brand's outlets, and the brand's one-booking-a-day rule.
// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
let server: TestServer;
/** Two outlets of one brand, and a second brand. */
let orchard: OutletFixture;
let marina: OutletFixture;
let other: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  orchard = await anOutlet(server, { outlet: { outletName: 'Orchard' } });
  marina = await anOutlet(server, { brand: { id: orchard.brand.id }, outlet: { outletName: 'Marina Bay' } });
  other = await anOutlet(server);
});
afterAll(() => server.close());

const matches = customerMatchSchema.array();
const lookup = async (host: Host, query: Record<string, string>, brandId = host.brandId) =>
  parseBody(matches, await host.call('GET', `/api/v1/brands/${brandId}/customers/lookup?${new URLSearchParams(query)}`));
const create = (host: Host, body: unknown) => host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, body);
const patch = (host: Host, id: string, version: number, body: unknown) =>
  host.call('PATCH', `/api/v1/reservations/${id}`, body, { 'if-match': `"${version}"` });
/** A guest of the second brand, by its own host. */
const otherBrandGuest = async () =>
  (await other.host.call('POST', `/api/v1/brands/${other.brand.id}/customers`, { firstName: 'Elsewhere', phone: aPhone() })).body
    .id as string;
const guestOf = async (id: string) => (await server.db.select().from(customers).where(eq(customers.id, id)))[0]!;
const guestsWithPhone = (brandId: string, phone: string) =>
  server.db
    .select()
    .from(customers)
    .where(and(eq(customers.brandId, brandId), eq(customers.phone, phone)));

describe('the guest lookup of the booking dialog', () => {
  it('finds a guest by a Chinese name, surname first or not, and by a Malay name word by word', async () => {
    const chen = await aReservation(orchard.host, {
      customerFirstName: '慧敏',
      customerLastName: '陈',
      customerPhone: aPhone(),
      date: '2026-04-10',
    });
    await aReservation(orchard.host, { customerFirstName: '晓陈', customerLastName: '林', customerPhone: aPhone(), date: '2026-04-10' });
    const nur = await aReservation(orchard.host, {
      customerFirstName: 'Nurul',
      customerLastName: 'Aisyah',
      customerPhone: aPhone(),
      date: '2026-04-10',
    });

    // A whole name as a host says it, and the surname alone (陈 before 林晓陈, whose name only has it inside).
    expect((await lookup(orchard.host, { q: '陈慧敏' })).map((c) => c.id)).toEqual([chen.customerId]);
    expect((await lookup(orchard.host, { q: '慧敏 陈' })).map((c) => c.id)).toEqual([chen.customerId]);
    const surname = await lookup(orchard.host, { q: '陈' });
    expect(surname.map((c) => `${c.lastName}${c.firstName}`)).toEqual(['陈慧敏', '林晓陈']);
    expect((await lookup(orchard.host, { q: 'nur aisyah' })).map((c) => c.id)).toEqual([nur.customerId]);
    expect(await lookup(orchard.host, { q: 'Nur Rahman' })).toEqual([]);
    // Another brand's host finds nothing of this brand's guests, and may not ask this brand.
    expect(await lookup(other.host, { q: '陈慧敏' })).toEqual([]);
    parseError(await other.host.call('GET', `/api/v1/brands/${orchard.brand.id}/customers/lookup?q=${encodeURIComponent('陈')}`), 403);
  });

  it('finds a guest by phone digits however written, a Taiwanese number with its trunk 0 too', async () => {
    const made = await aReservation(orchard.host, { customerFirstName: 'Digits', customerPhone: '+65 9345 6781', date: '2026-04-10' });
    for (const q of ['9345 6781', '+65 9345 6781', '93456781', '6781'])
      expect(
        (await lookup(orchard.host, { q })).map((c) => c.id),
        q,
      ).toContain(made.customerId);
    const taipei = await anOutlet(server, { brand: { countryCode: 'TW', timezone: 'Asia/Taipei' }, outlet: { countryCode: 'TW' } });
    const tw = await aReservation(taipei.host, { customerFirstName: 'Mei', customerPhone: '0912-345-678', date: '2026-04-10' });
    expect(tw.customerPhone).toBe('+886912345678');
    expect((await lookup(taipei.host, { q: '0912-345-678' })).map((c) => c.id)).toEqual([tw.customerId]);
    // The phone field sends the digits as typed, trunk 0 and all.
    expect((await lookup(taipei.host, { phone: '0912345678' })).map((c) => c.id)).toEqual([tw.customerId]);
    // Three digits would match half the book: the picker waits (400 here, as for the phone field).
    expect((await taipei.host.call('GET', `/api/v1/brands/${taipei.brand.id}/customers/lookup?phone=912`)).status).toBe(400);
  });

  it("puts the guest whose number is the outlet country's first, before a foreign number ending the same way", async () => {
    const [hongKong] = await server.db
      .insert(customers)
      .values({ brandId: orchard.brand.id, firstName: 'Kowloon', phone: '+85293417788' })
      .returning();
    const [singapore] = await server.db
      .insert(customers)
      .values({ brandId: orchard.brand.id, firstName: 'Tiong Bahru', phone: '+6593417788' })
      .returning();
    const found = await lookup(orchard.host, { phone: '93417788', outletId: orchard.outlet.id });
    expect(found.map((c) => c.id)).toEqual([singapore!.id, hongKong!.id]);
  });

  it('books a guest-book guest kept without a phone: the phone typed becomes theirs, and no second guest is made', async () => {
    const made = await orchard.host.call('POST', `/api/v1/brands/${orchard.brand.id}/customers`, {
      firstName: 'Phoneless',
      lastName: 'Regular',
      email: 'phoneless@example.com',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const phone = aPhone();
    const booked = parseBody(
      reservationWithWarningsSchema,
      await create(
        orchard.host,
        bookingBody({ customerId: made.body.id, customerPhone: phone, customerFirstName: 'Phoneless', date: '2026-04-11' }),
      ),
      201,
    );
    expect(booked.customerId).toBe(made.body.id);
    expect((await guestOf(made.body.id)).phone).toBe(booked.customerPhone);
    expect(await guestsWithPhone(orchard.brand.id, booked.customerPhone!)).toHaveLength(1);

    // A chosen guest with another phone is not changed: the phone typed finds its own guest.
    const other = await aReservation(orchard.host, { customerFirstName: 'Someone', customerPhone: aPhone(), date: '2026-04-11' });
    const byPhone = parseBody(
      reservationWithWarningsSchema,
      await create(orchard.host, bookingBody({ customerId: made.body.id, customerPhone: other.customerPhone!, date: '2026-04-12' })),
      201,
    );
    expect(byPhone.customerId).toBe(other.customerId);
    expect((await guestOf(made.body.id)).phone).toBe(booked.customerPhone);
    // Another brand's guest is no guest here.
    const theirs = await otherBrandGuest();
    expect(parseError(await create(orchard.host, bookingBody({ customerId: theirs, date: '2026-04-12' })), 422).details.reason).toBe(
      'customerMissing',
    );
  });

  it('answers at most 8 guests', async () => {
    await server.db.insert(customers).values(
      Array.from({ length: 10 }, (_, i) => ({
        brandId: orchard.brand.id,
        firstName: 'Octavia',
        lastName: `Many${'x'.repeat(i)}`,
        phone: `+659100000${i}`,
      })),
    );
    const found = await lookup(orchard.host, { q: 'Octavia' });
    expect(found.map((c) => c.firstName)).toEqual(Array(8).fill('Octavia'));
  });

  it("shows the guest's tags, visits and no-shows over the brand's outlets, and that day's bookings at any of them", async () => {
    const phone = aPhone();
    const vip = await aTag(server, orchard.brand.id, 'VIP');
    const allergy = await aTag(server, orchard.brand.id, 'Shellfish allergy');
    const missed = await aReservation(marina.host, {
      customerFirstName: 'Regular',
      customerLastName: 'Goh',
      customerPhone: phone,
      date: '2026-04-05',
      tagIds: [vip.id],
    });
    await putInStatus(server, missed.id, RESERVATION_STATUS.NO_SHOW);
    const came = await aReservation(orchard.host, {
      customerFirstName: 'Regular',
      customerLastName: 'Goh',
      customerPhone: phone,
      date: '2026-04-06',
      tagIds: [allergy.id, vip.id],
    });
    await putInStatus(server, came.id, RESERVATION_STATUS.COMPLETED);
    const tonight = await aReservation(marina.host, {
      customerFirstName: 'Regular',
      customerLastName: 'Goh',
      customerPhone: phone,
      date: '2026-04-12',
      time: '20:15',
      pax: 3,
    });

    const [guest] = await lookup(orchard.host, { q: 'Regular Goh', outletId: orchard.outlet.id, date: '2026-04-12' });
    expect(guest).toMatchObject({
      id: came.customerId,
      visits: 1,
      noShows: 1,
      tags: [
        { id: allergy.id, title: 'Shellfish allergy' },
        { id: vip.id, title: 'VIP' },
      ],
    });
    expect(guest!.lastVisits.map((v) => v.reservationDate)).toEqual(['2026-04-12', '2026-04-06', '2026-04-05']);
    // Booked at the other outlet of the brand: named, with its time, before the host books here.
    expect(guest!.bookingsThatDay).toEqual([
      { id: tonight.id, code: tonight.code, outletName: 'Marina Bay', reservationDate: '2026-04-12', reservationTime: '20:15:00', pax: 3 },
    ]);
    // By the phone field, the same.
    const [byPhone] = await lookup(orchard.host, { phone: phone.replace(/\D/g, ''), outletId: orchard.outlet.id, date: '2026-04-12' });
    expect(byPhone!.bookingsThatDay.map((b) => b.id)).toEqual([tonight.id]);
  });

  it("shows the tags of the guest's profile in the guest book first, then their bookings' tags, each once", async () => {
    const phone = aPhone();
    const regular = await aTag(server, orchard.brand.id, 'Regular');
    const window = await aTag(server, orchard.brand.id, 'Window seat');
    const profile = await orchard.host.call('POST', `/api/v1/brands/${orchard.brand.id}/customers`, {
      firstName: 'Profile',
      lastName: 'Tagged',
      phone,
      tagIds: [regular.id],
    });
    expect(profile.status).toBe(201);
    await aReservation(orchard.host, {
      customerFirstName: 'Profile',
      customerLastName: 'Tagged',
      customerPhone: phone,
      date: '2026-04-07',
      tagIds: [window.id, regular.id],
    });
    const [guest] = await lookup(orchard.host, { phone: phone.replace(/\D/g, '') });
    expect(guest).toMatchObject({
      id: profile.body.id,
      tags: [
        { id: regular.id, title: 'Regular' },
        { id: window.id, title: 'Window seat' },
      ],
    });
  });
});

describe('bookings link to guests', () => {
  it('makes one guest of two bookings racing with a new phone', async () => {
    const phone = '+65 9222 7001';
    const [a, b] = await Promise.all([
      create(orchard.host, bookingBody({ customerPhone: phone, customerFirstName: 'Race', date: '2026-04-14' })),
      create(marina.host, bookingBody({ customerPhone: '92227001', customerFirstName: 'Race', date: '2026-04-15' })),
    ]);
    const first = parseBody(reservationWithWarningsSchema, a, 201);
    const second = parseBody(reservationWithWarningsSchema, b, 201);
    expect(second.customerId).toBe(first.customerId);
    expect(await guestsWithPhone(orchard.brand.id, '+6592227001')).toHaveLength(1);
  });

  it("books a known guest by phone without renaming them, and an edited name changes the booking, not the guest's profile", async () => {
    const phone = aPhone();
    const first = await aReservation(orchard.host, {
      customerPhone: phone,
      customerFirstName: 'Wei Ling',
      customerLastName: 'Tan',
      date: '2026-04-16',
    });
    const second = await aReservation(orchard.host, {
      customerPhone: phone,
      customerFirstName: 'Mrs',
      customerLastName: 'Tan',
      date: '2026-04-17',
    });
    expect(second.customerId).toBe(first.customerId);
    const renamed = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, second.id, second.version, { customerFirstName: 'Sarah', customerLastName: 'Lim' }),
    );
    expect(renamed).toMatchObject({ customerFirstName: 'Sarah', customerLastName: 'Lim', customerId: first.customerId });
    expect(await guestOf(first.customerId!)).toMatchObject({ firstName: 'Wei Ling', lastName: 'Tan' });
    expect(await readReservation(orchard.host, first.id)).toMatchObject({ customerFirstName: 'Wei Ling', customerLastName: 'Tan' });
  });

  it("re-links a booking whose phone changes to that phone's guest, found or new, and never rewrites the first guest's phone", async () => {
    const original = await aReservation(orchard.host, {
      customerPhone: '+65 9333 1001',
      customerFirstName: 'Original',
      date: '2026-04-18',
    });
    const known = await aReservation(orchard.host, { customerPhone: '+65 9333 1002', customerFirstName: 'Known', date: '2026-04-19' });
    // To a known guest's phone: the booking is theirs now; neither guest's phone changes.
    const toKnown = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, original.id, original.version, { customerPhone: '9333 1002' }),
    );
    expect(toKnown).toMatchObject({ customerId: known.customerId, customerPhone: '+6593331002', customerFirstName: 'Original' });
    expect((await guestOf(original.customerId!)).phone).toBe('+6593331001');
    expect(await guestOf(known.customerId!)).toMatchObject({ phone: '+6593331002', firstName: 'Known' });
    // To a new phone: a new guest with the booking's name.
    const toNew = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, original.id, toKnown.version, { customerPhone: '+65 9333 1003' }),
    );
    expect(toNew.customerId).not.toBe(known.customerId);
    expect(toNew.customerId).not.toBe(original.customerId);
    expect(await guestOf(toNew.customerId!)).toMatchObject({ phone: '+6593331003', firstName: 'Original' });
    expect((await guestOf(original.customerId!)).phone).toBe('+6593331001');
    expect((await guestOf(known.customerId!)).phone).toBe('+6593331002');
  });
});

describe("docs/rules.md section 8's double booking, across the brand's outlets", () => {
  it(
    'warns on a booking whose guest holds a table elsewhere in the brand that day, naming outlet, date and time; ' +
      'a cancelled one does not count',
    async () => {
      const phone = aPhone();
      const there = await aReservation(marina.host, { customerPhone: phone, date: '2026-04-20', time: '12:30' });
      const late = await aReservation(orchard.host, { customerPhone: phone, date: '2026-04-20', time: '13:00' });
      await putInStatus(server, late.id, RESERVATION_STATUS.LATE);
      const cancelled = await aReservation(marina.host, { customerPhone: phone, date: '2026-04-20', time: '18:00' });
      await putInStatus(server, cancelled.id, RESERVATION_STATUS.CANCELLED);

      const here = await aReservation(orchard.host, { customerPhone: phone, date: '2026-04-20', time: '20:00' });
      expect(here.warnings).toHaveLength(1);
      const [warning] = here.warnings;
      expect(warning!.message).toBe(
        'The customer already has a booking at Marina Bay on 2026-04-20 at 12:30, Orchard on 2026-04-20 at 13:00, ' +
          'so another reservation may double book.',
      );
      expect(warning!.reservationIds).toEqual([there.id, late.id]);
      expect(warning!.bookings.map((b) => [b.outletName, b.reservationDate, b.reservationTime])).toEqual([
        ['Marina Bay', '2026-04-20', '12:30:00'],
        ['Orchard', '2026-04-20', '13:00:00'],
      ]);
      // Another day: nothing to warn of.
      expect((await aReservation(orchard.host, { customerPhone: phone, date: '2026-04-21' })).warnings).toEqual([]);
    },
  );

  it("warns on an edit that moves a booking onto such a day or time, or onto such a guest's phone", async () => {
    const phone = aPhone();
    const there = await aReservation(marina.host, { customerPhone: phone, date: '2026-04-22', time: '12:00' });
    const moving = await aReservation(orchard.host, { customerPhone: phone, date: '2026-04-23', time: '19:00' });
    const moved = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, moving.id, moving.version, { reservationDate: '2026-04-22' }),
    );
    expect(moved.warnings.map((w) => w.bookings.map((b) => [b.id, b.outletName, b.reservationTime]))).toEqual([
      [[there.id, 'Marina Bay', '12:00:00']],
    ]);
    const retimed = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, moving.id, moved.version, { reservationTime: '20:00:00' }),
    );
    expect(retimed.warnings.map((w) => w.reservationIds)).toEqual([[there.id]]);
    // Notes alone: no warning again.
    expect(
      parseBody(reservationWithWarningsSchema, await patch(orchard.host, moving.id, retimed.version, { notes: 'Window please' })).warnings,
    ).toEqual([]);

    const stranger = await aReservation(orchard.host, { date: '2026-04-22', time: '21:00' });
    const relinked = parseBody(
      reservationWithWarningsSchema,
      await patch(orchard.host, stranger.id, stranger.version, { customerPhone: phone }),
    );
    expect(relinked.warnings.map((w) => w.reservationIds)).toEqual([[there.id, moving.id]]);
  });
});

describe("the brand's one booking per guest per day (preventMultipleSameDayBookingsEnabled)", () => {
  let strict: OutletFixture;
  let strictTwo: OutletFixture;
  beforeAll(async () => {
    strict = await anOutlet(server, { brand: { preventMultipleSameDayBookingsEnabled: true }, outlet: { outletName: 'Strict Orchard' } });
    strictTwo = await anOutlet(server, { brand: { id: strict.brand.id }, outlet: { outletName: 'Strict Marina' } });
  });

  it("refuses a guest's second active booking that day at any of the brand's outlets with 422, naming the first", async () => {
    const phone = aPhone();
    const first = await aReservation(strictTwo.host, { customerPhone: phone, date: '2026-04-24', time: '12:15' });
    // The booking dialog's lookup tells before saving: that day's booking, and that the brand refuses a second.
    const [seen] = await lookup(strict.host, { phone: phone.replace(/\D/g, ''), outletId: strict.outlet.id, date: '2026-04-24' });
    expect(seen).toMatchObject({
      oneBookingPerDay: true,
      bookingsThatDay: [{ id: first.id, outletName: 'Strict Marina', reservationTime: '12:15:00' }],
    });
    expect((await lookup(orchard.host, { q: 'Mei Ling Tan' }))[0]?.oneBookingPerDay).toBe(false);
    const refused = parseError(await create(strict.host, bookingBody({ customerPhone: phone, date: '2026-04-24', time: '19:00' })), 422);
    expect(refused.message).toBe(
      'The guest already has a booking at Strict Marina on 2026-04-24 at 12:15; this brand takes one booking per guest per day.',
    );
    expect(refused.details).toMatchObject({
      reason: 'sameDayBookingRefused',
      params: { outletName: 'Strict Marina', date: '2026-04-24', time: '12:15' },
      fields: [{ field: 'body.customerPhone', reason: 'sameDayBookingRefused' }],
      reservationIds: [first.id],
    });
    expect(
      await server.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.customerId, first.customerId!), eq(reservations.reservationDate, '2026-04-24'))),
    ).toHaveLength(1);

    // Once the first is cancelled, the day is free; another day always was.
    await putInStatus(server, first.id, RESERVATION_STATUS.CANCELLED);
    expect((await create(strict.host, bookingBody({ customerPhone: phone, date: '2026-04-24', time: '19:00' }))).status).toBe(201);
    expect((await create(strict.host, bookingBody({ customerPhone: phone, date: '2026-04-25' }))).status).toBe(201);
  });

  it('refuses an edit that moves a booking onto a day the guest already has one, and keeps the booking as it was', async () => {
    const phone = aPhone();
    await aReservation(strictTwo.host, { customerPhone: phone, date: '2026-04-26', time: '12:00' });
    const other = await aReservation(strict.host, { customerPhone: phone, date: '2026-04-27' });
    const refused = parseError(await patch(strict.host, other.id, other.version, { reservationDate: '2026-04-26' }), 422);
    expect(refused.details).toMatchObject({ reason: 'sameDayBookingRefused', params: { outletName: 'Strict Marina', time: '12:00' } });
    expect(await readReservation(strict.host, other.id)).toMatchObject({ reservationDate: '2026-04-27', version: other.version });
    // Its own time, moved within its own day, is no second booking.
    expect((await patch(strict.host, other.id, other.version, { reservationTime: '20:00:00' })).status).toBe(200);
  });

  it('lets one of two racing bookings of one guest for one day through, at two outlets, even for a new phone', async () => {
    // A phone new to the brand, and a known guest's (booked another day before the race).
    for (const known of [false, true]) {
      const phone = aPhone();
      if (known) await aReservation(strict.host, { customerPhone: phone, date: '2026-04-29' });
      const answers = await Promise.all([
        create(strict.host, bookingBody({ customerPhone: phone, date: '2026-04-28', time: '19:00' })),
        create(strictTwo.host, bookingBody({ customerPhone: phone, date: '2026-04-28', time: '19:30' })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(
        parseError(
          answers.find((a) => a.status === 422)!,
          422,
        ).details,
      ).toMatchObject({ reason: 'sameDayBookingRefused' });
    }
  });
});

describe('tags a booking names are the brand’s', () => {
  it("refuses an unknown tag id and another brand's tag with 'Id Reservation Tag not exist !' on a booking and an edit", async () => {
    const mine = await aTag(server, orchard.brand.id, 'Birthday');
    const foreign = await aTag(server, other.brand.id, 'Foreign');
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const phone = aPhone();
    for (const tagIds of [[unknown], [mine.id, foreign.id]]) {
      const refused = parseError(await create(orchard.host, bookingBody({ customerPhone: phone, tagIds, date: '2026-04-30' })), 422);
      expect([refused.message, refused.details?.reason]).toEqual(['Id Reservation Tag not exist !', 'tagMissing']);
    }
    expect(
      await server.db
        .select()
        .from(reservations)
        .where(eq(reservations.customerPhone, phone.replace(/\s/g, ''))),
    ).toEqual([]);

    const kept = await aReservation(orchard.host, { tagIds: [mine.id], date: '2026-04-30' });
    for (const tagIds of [[unknown], [mine.id, foreign.id]]) {
      const refused = parseError(await patch(orchard.host, kept.id, kept.version, { tagIds }), 422);
      expect(refused.message).toBe('Id Reservation Tag not exist !');
    }
    expect((await readReservation(orchard.host, kept.id)).tags.map((t) => t.id)).toEqual([mine.id]);
    expect(await server.db.select().from(reservationTags).where(eq(reservationTags.reservationId, kept.id))).toHaveLength(1);
  });
});
