import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { outletProfileSchema } from '@host/domain/outlets';
import { reservationWithWarningsSchema } from '@host/domain/reservations/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { availabilityViewSchema, serviceTimingViewSchema } from '@host/domain/availability/views';
import { areaWithTablesSchema } from '@host/domain/tables';
import { ticketChoiceSchema } from '@host/domain/tickets';
import { DINNER, LUNCH, aBrand, aTicket, anOutlet, bookingBody, type OutletFixture } from './factories';
import { parseAffected, parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). The outlet has Lunch 11:30-14:30 and Dinner 17:30-22:00.
// Answers are parsed with the domain's view schemas (availability/views.ts), so a shape drift fails here.
let server: TestServer;
let kopi: OutletFixture;
let host: Host;
let outletId: string;
let brandId: string;
/** A second brand's outlet: what the first host may not use. */
let other: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  const brand = await aBrand(server);
  const standard = await aTicket(server, brand.id, { name: 'Standard table', order: 1 });
  await aTicket(server, brand.id, {
    name: "Chef's tasting menu",
    order: 2,
    typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
    typePrice: TICKET_TYPE_PRICE.PER_PAX,
    price: 8800,
  });
  kopi = await anOutlet(server, { brand, services: [LUNCH, { ...DINNER, ticketId: standard.id }] });
  ({ host } = kopi);
  outletId = kopi.outlet.id;
  brandId = brand.id;
  other = await anOutlet(server);
  await aTicket(server, other.outlet.brandId);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => host.call(method, path, body, extra);
const book = (date: string, time: string, pax = 2) =>
  call(
    'POST',
    `/api/v1/outlets/${outletId}/reservations`,
    bookingBody({ date, time, pax, customerFirstName: 'Sched', customerLastName: 'Ule' }),
  );
const slotsOf = async (date: string, pax = 2) =>
  parseBody(availabilityViewSchema, await call('GET', `/api/v1/outlets/${outletId}/availability?date=${date}&pax=${pax}`)).slots;
const timings = async () => parseBody(z.array(serviceTimingViewSchema), await call('GET', `/api/v1/outlets/${outletId}/service-timings`));
const timingNamed = async (name: string) => (await timings()).find((t) => t.name === name)!;
const weekly = { name: 'Brunch', days: [0, 6], dailyStartTime: '09:00', dailyEndTime: '11:00', diningInterval: 5400, intervalTime: 1800 };

describe('service timings (weekly and special days)', () => {
  it('adds a weekly service whose slots the availability offers; refuses an end before its start', async () => {
    const created = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, weekly);
    expect(parseBody(serviceTimingViewSchema, created, 201)).toMatchObject({
      name: 'Brunch',
      dailyStartTime: '09:00:00',
      days: [0, 6],
      version: 1,
    });
    // 2026-04-04 is a Saturday, 04-06 a Monday.
    expect((await slotsOf('2026-04-04')).filter((s) => s.serviceName === 'Brunch').map((s) => s.time)).toEqual([
      '09:00:00',
      '09:30:00',
      '10:00:00',
      '10:30:00',
    ]);
    expect([...new Set((await slotsOf('2026-04-06')).map((s) => s.serviceName))]).toEqual(['Lunch', 'Dinner']);
    const backwards = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, { ...weekly, dailyEndTime: '08:00' });
    expect(parseError(backwards, 400).details[0].message).toBe('EndTime must be after StartTime');
    expect(
      parseError(await call('PUT', `/api/v1/service-timings/${crypto.randomUUID()}`, weekly, { 'if-match': '"1"' }), 422).message,
    ).toBe('Service timing not null !');
  });

  it('an interval change that strands bookings lists them first; confirmed, it saves', async () => {
    const dinner = await timingNamed('Dinner');
    const booked = await book('2026-04-07', '19:15:00');
    expect(booked.status).toBe(201);
    const { id: _id, version: _version, ...body } = { ...dinner, intervalTime: 1800 };
    const attempt = await call('PUT', `/api/v1/service-timings/${dinner.id}`, body, { 'if-match': `"${dinner.version}"` });
    expect(parseAffected(attempt).map((r) => [r.id, r.reasons])).toEqual([[booked.body.id, ['INTERVAL_CHANGED']]]);
    const confirmed = await call('PUT', `/api/v1/service-timings/${dinner.id}?confirm=true`, body, { 'if-match': `"${dinner.version}"` });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.intervalTime).toBe(1800);
    expect(
      (await slotsOf('2026-04-07'))
        .filter((s) => s.serviceName === 'Dinner')
        .map((s) => s.time.slice(0, 5))
        .slice(0, 3),
    ).toEqual(['17:30', '18:00', '18:30']);
  });

  it('deleting a service lists its bookings with the reason', async () => {
    const brunch = await timingNamed('Brunch');
    const booked = await book('2026-04-11', '10:00:00');
    expect(booked.status).toBe(201);
    expect((await call('DELETE', `/api/v1/service-timings/${brunch.id}`)).status).toBe(428);
    const version = { 'if-match': `"${brunch.version}"` };
    const attempt = await call('DELETE', `/api/v1/service-timings/${brunch.id}`, undefined, version);
    expect(parseAffected(attempt).map((r) => [r.id, r.reasons])).toEqual([[booked.body.id, ['SERVICE_TIMING_DELETED']]]);
    expect((await call('DELETE', `/api/v1/service-timings/${brunch.id}?confirm=true`, undefined, version)).status).toBe(204);
  });
});

describe("a service's hours past midnight, areas, ticket and policies", () => {
  it('a supper from 22:30 to 01:00 offers its late slots on the next date, and they can be booked', async () => {
    const supper = { ...weekly, name: 'Supper', days: [5], dailyStartTime: '22:30', dailyEndTime: '01:00', intervalTime: 1800 };
    const refused = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, supper);
    expect(parseError(refused, 400).details[0].message).toBe('EndTime must be after StartTime');
    const created = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, { ...supper, endsNextDay: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ dailyEndTime: '01:00:00', endsNextDay: true });
    // Friday 2026-04-10's supper runs into Saturday 04-11.
    expect((await slotsOf('2026-04-10')).filter((s) => s.serviceName === 'Supper').map((s) => s.time)).toEqual([
      '22:30:00',
      '23:00:00',
      '23:30:00',
    ]);
    expect((await slotsOf('2026-04-11')).filter((s) => s.serviceName === 'Supper').map((s) => s.time)).toEqual(['00:00:00', '00:30:00']);
    const late = await book('2026-04-11', '00:30:00');
    expect(late.status).toBe(201);
    // Cutting the supper at midnight strands that booking, and says why.
    const cut = await call(
      'PUT',
      `/api/v1/service-timings/${created.body.id}`,
      { ...supper, dailyEndTime: '23:59' },
      { 'if-match': '"1"' },
    );
    expect(parseAffected(cut).map((r) => [r.id, r.reasons])).toEqual([[late.body.id, ['INTERVAL_CHANGED']]]);
  });

  it("keeps its own areas, ticket and policies; another outlet's area or brand's ticket is refused", async () => {
    const areas = parseBody(z.array(areaWithTablesSchema), await call('GET', `/api/v1/outlets/${outletId}/areas`));
    const tickets = parseBody(z.array(ticketChoiceSchema), await call('GET', `/api/v1/brands/${brandId}/tickets`));
    expect(tickets.map((t) => t.name)).toEqual(['Standard table', "Chef's tasting menu"]);
    const tasting = {
      ...weekly,
      name: 'Tasting',
      days: [3],
      dailyStartTime: '18:00',
      dailyEndTime: '20:00',
      isAllArea: false,
      areaIds: [areas[0]!.id],
      ticketId: tickets[1]!.id,
      customPolicies: [{ title: 'Deposit', description: 'A deposit per guest holds the table; refunded up to 24 hours before.' }],
    };
    const created = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, tasting);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      isAllArea: false,
      areaIds: [areas[0]!.id],
      ticketId: tickets[1]!.id,
      customPolicies: tasting.customPolicies,
    });
    expect(
      parseError(await call('POST', `/api/v1/outlets/${outletId}/service-timings`, { ...tasting, areaIds: [] }), 400).details[0].message,
    ).toBe('Areas not null');

    const foreignArea = other.area('Main room').id;
    const foreignTicket = (await other.host.call('GET', `/api/v1/brands/${other.outlet.brandId}/tickets`)).body[0].id;
    expect(
      parseError(await call('POST', `/api/v1/outlets/${outletId}/service-timings`, { ...tasting, areaIds: [foreignArea] }), 422).message,
    ).toBe("Area isn't in outlet");
    expect(
      parseError(await call('POST', `/api/v1/outlets/${outletId}/service-timings`, { ...tasting, ticketId: foreignTicket }), 422).message,
    ).toBe('Data is not valid');
    parseError(await call('GET', `/api/v1/brands/${other.outlet.brandId}/tickets`), 403);
  });

  it('replacing the ticket of a service lists the bookings sold on the old one', async () => {
    const dinner = await timingNamed('Dinner');
    const tickets = parseBody(z.array(ticketChoiceSchema), await call('GET', `/api/v1/brands/${brandId}/tickets`));
    const booked = await call(
      'POST',
      `/api/v1/outlets/${outletId}/reservations`,
      bookingBody({ date: '2026-04-08', time: '19:00', ticketId: dinner.ticketId }),
    );
    expect(booked.status).toBe(201);
    const { id: _id, version: _version, ...body } = { ...dinner, ticketId: tickets.find((t) => t.id !== dinner.ticketId)!.id };
    const attempt = await call('PUT', `/api/v1/service-timings/${dinner.id}`, body, { 'if-match': `"${dinner.version}"` });
    expect(parseAffected(attempt).find((r) => r.id === booked.body.id)?.reasons).toEqual(['TICKET_REPLACED']);
  });
});

describe('capacity', () => {
  it('a lower maxGuest lists the bookings made last in a slot that no longer fits them', async () => {
    const first = await book('2026-04-09', '19:00:00', 4);
    const second = await book('2026-04-09', '19:00:00', 4);
    expect([first.status, second.status]).toEqual([201, 201]);
    const dinner = await timingNamed('Dinner');
    const { id: _id, version: _version, ...body } = { ...dinner, maxGuest: 6 };
    const attempt = await call('PUT', `/api/v1/service-timings/${dinner.id}`, body, { 'if-match': `"${dinner.version}"` });
    const listed = parseAffected(attempt).filter((r) => r.reservationDate === '2026-04-09');
    expect(listed.map((r) => [r.id, r.reasons])).toEqual([[second.body.id, ['PARTY_SIZE_LIMITS']]]);
  });
});

describe('block-out days', () => {
  it('lists the bookings a block-out covers, one block-out a date, and blocks its slots', async () => {
    const booked = await book('2026-04-14', '19:00:00');
    const block = {
      date: '2026-04-14',
      entireDay: false,
      startTime: '18:00',
      endTime: '21:00',
      name: 'Private event',
      reason: 'Wedding dinner',
    };
    const attempt = await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, block);
    expect(parseAffected(attempt).map((r) => [r.id, r.reasons])).toEqual([[booked.body.id, ['BLOCK_OUT']]]);
    const created = await call('POST', `/api/v1/outlets/${outletId}/block-out-days?confirm=true`, block);
    expect(created.status).toBe(201);
    const again = await call('POST', `/api/v1/outlets/${outletId}/block-out-days?confirm=true`, { ...block, name: 'Twice' });
    expect(parseError(again, 422).message).toBe('block-out date existing on 2026-04-14');
    const slots = await slotsOf('2026-04-14');
    expect(slots.find((s) => s.time === '19:00:00')!.reasons).toContain('BLOCKED');
    expect(slots.find((s) => s.time === '21:00:00')!.reasons).not.toContain('BLOCKED');
    expect(parseError(await book('2026-04-14', '19:30:00'), 422).details.reasons).toEqual(['BLOCKED']);
  });

  it('refuses a special day on a date an entire-day block-out closes', async () => {
    expect((await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, { date: '2026-04-20', name: 'Staff retreat' })).status).toBe(
      201,
    );
    const special = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, {
      ...weekly,
      name: 'Gala',
      isRecurring: false,
      days: [],
      specificDates: ['2026-04-20'],
    });
    expect(parseError(special, 422).message).toBe('blocked timing service on block day');
  });

  it("refuses special days on blocked dates with the dates listed, and a block-out over a special day's hours", async () => {
    expect((await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, { date: '2026-04-27', name: 'Deep clean' })).status).toBe(201);
    const special = {
      ...weekly,
      name: 'Festival',
      isRecurring: false,
      days: [],
      specificDates: ['2026-04-26', '2026-04-27', '2026-04-28'],
    };
    const several = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, special);
    expect(parseError(several, 422)).toMatchObject({
      message: 'Service days conflict with block-out days: 2026-04-27',
      details: { dates: ['2026-04-27'] },
    });
    const saved = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, {
      ...special,
      specificDates: ['2026-04-26', '2026-04-28'],
    });
    expect(saved.status).toBe(201);
    // Brunch 09:00-11:00 on the 28th: a block-out at lunch leaves it be, one over the morning does not.
    const lunchOnly = await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, {
      date: '2026-04-28',
      entireDay: false,
      startTime: '12:00',
      endTime: '15:00',
      name: 'Lunch event',
    });
    expect(lunchOnly.status).toBe(201);
    const morning = await call(
      'PUT',
      `/api/v1/block-out-days/${lunchOnly.body.id}`,
      { date: '2026-04-28', entireDay: false, startTime: '10:00', endTime: '15:00', name: 'Lunch event' },
      { 'if-match': '"1"' },
    );
    expect(parseError(morning, 422)).toMatchObject({
      message: 'Block-out day conflicts with service days',
      details: { serviceTimings: ['Festival'] },
    });
  });

  it('a special day past midnight meets the block-outs of the next date too', async () => {
    const lateNight = {
      ...weekly,
      name: 'Labour Day late',
      isRecurring: false,
      days: [],
      specificDates: ['2026-05-01'],
      dailyStartTime: '20:00',
      dailyEndTime: '02:00',
      endsNextDay: true,
    };
    expect((await call('POST', `/api/v1/outlets/${outletId}/service-timings`, lateNight)).status).toBe(201);
    const early = await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, {
      date: '2026-05-02',
      entireDay: false,
      startTime: '00:30',
      endTime: '01:30',
      name: 'Deep clean',
    });
    expect(parseError(early, 422).message).toBe('Block-out day conflicts with service days');
    expect(
      (
        await call('POST', `/api/v1/outlets/${outletId}/block-out-days`, {
          date: '2026-05-02',
          entireDay: false,
          startTime: '03:00',
          endTime: '05:00',
          name: 'Deep clean',
        })
      ).status,
    ).toBe(201);
    const again = await call('POST', `/api/v1/outlets/${outletId}/service-timings`, {
      ...lateNight,
      name: 'Later still',
      dailyEndTime: '04:00',
    });
    expect(parseError(again, 422)).toMatchObject({ message: 'blocked timing service on block day', details: { dates: ['2026-05-02'] } });
  });
});

describe("the outlet's reservation settings (/settings/booking-management)", () => {
  it('lists bookings a smaller party limit strands, then saves with the version read', async () => {
    const profile = parseBody(outletProfileSchema, await call('GET', `/api/v1/outlets/${outletId}`));
    const big = await book('2026-04-22', '19:00:00', 4);
    expect(big.status).toBe(201);
    const settings = {
      minPartySize: 1,
      maxPartySize: 10,
      maxPaxPerReservation: 3,
      reservationLeadTime: 3600,
      reservationGracePeriod: 600,
      reservationIntervalTime: 900,
      reservationDiningInterval: 5400,
      reservationPolicy: 'Tables are held for 10 minutes.',
      reservationCancellationPolicy: null,
      optionAutoReservationStatus: 6,
    };
    const attempt = await call('PUT', `/api/v1/outlets/${outletId}/reservation-settings`, settings, { 'if-match': `"${profile.version}"` });
    expect(parseAffected(attempt).find((r) => r.id === big.body.id)?.reasons).toEqual(['PARTY_SIZE_LIMITS']);
    const saved = await call('PUT', `/api/v1/outlets/${outletId}/reservation-settings?confirm=true`, settings, {
      'if-match': `"${profile.version}"`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(profile.version + 1);
    expect(parseBody(outletProfileSchema, await call('GET', `/api/v1/outlets/${outletId}`))).toMatchObject({
      reservationGracePeriod: 600,
      reservationPolicy: 'Tables are held for 10 minutes.',
      optionAutoReservationStatus: 6,
    });
    const slots = await slotsOf('2026-04-23', 4);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => !s.reasons.includes('PARTY_SIZE'))).toEqual([]);
    // New staff bookings now start CONFIRMED.
    expect(parseBody(reservationWithWarningsSchema, await book('2026-04-23', '19:00:00', 2), 201).statusName).toBe('CONFIRMED');
    const stale = await call('PUT', `/api/v1/outlets/${outletId}/reservation-settings`, settings, { 'if-match': `"${profile.version}"` });
    parseError(stale, 409);
  });
});
