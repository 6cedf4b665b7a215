import fc from 'fast-check';
import { assertProperty } from '../testing/property';
import { describe, expect, it } from 'vitest';
import { localDateOf, localTimeOf } from '../time';
import { bestTablesAt, checkSlot, computeSlots, heldTablesFit, slotTimesOf, timingsOn, type SlotsInput, type TimingRule } from './slots';

const TZ = 'Asia/Singapore';
// 2026-03-31 (a Tuesday), 12:00 in Singapore.
const NOW = new Date('2026-03-31T04:00:00Z');
const timing = (overrides: Partial<TimingRule> = {}): TimingRule => ({
  id: 'dinner',
  name: 'Dinner',
  isRecurring: true,
  days: [0, 1, 2, 3, 4, 5, 6],
  dailyStartTime: '18:00:00',
  dailyEndTime: '20:00:00',
  recurringStartDate: null,
  recurringEndDate: null,
  specificDates: [],
  isClosed: false,
  leadTime: 3600,
  diningInterval: 5400,
  intervalTime: 1800,
  maxPaxPerReservation: null,
  bookingOnline: true,
  maxGuest: null,
  maxReservation: null,
  minPartySize: null,
  maxPartySize: null,
  minBookingTime: null,
  minBookingTimeUnit: null,
  maxBookingTime: null,
  maxBookingTimeUnit: null,
  isAllArea: true,
  areaIds: [],
  ...overrides,
});
const TABLES = [
  { id: 'A', name: 'A', areaId: 'main', minPax: 1, maxPax: 4, enabled: true, status: 1, bookableOnline: true },
  { id: 'B', name: 'B', areaId: 'main', minPax: 1, maxPax: 4, enabled: true, status: 1, bookableOnline: false },
];
const input = (overrides: Partial<SlotsInput> = {}): SlotsInput => ({
  date: '2026-04-01',
  pax: 2,
  now: NOW,
  channel: 'staff',
  outlet: { timezone: TZ, leadTime: 3600, diningInterval: 5400, minPartySize: 1, maxPartySize: 10, maxPaxPerReservation: 20 },
  timings: [timing()],
  blockOuts: [],
  bookings: [],
  floor: { tables: TABLES, areas: [{ id: 'main', bookableOnline: true }], combinations: [], holds: [] },
  ...overrides,
});
const times = (slots: ReturnType<typeof computeSlots>) =>
  slots.map((s) => `${s.time.slice(0, 5)}${s.available ? '' : `:${s.reasons.join('+')}`}`);
const at = (date: string, time: string) => new Date(`${date}T${time}+08:00`).getTime();

describe('computeSlots: every time of a day, and why the others are not bookable', () => {
  it.each<[string, Partial<SlotsInput>, string[]]>([
    ['an open evening', {}, ['18:00', '18:30', '19:00', '19:30']],
    ['a past time today', { date: '2026-03-31', now: new Date('2026-03-31T10:45:00Z') }, ['18:00:PAST', '18:30:PAST', '19:00', '19:30']],
    [
      'online within the lead time',
      { date: '2026-03-31', now: new Date('2026-03-31T09:15:00Z'), channel: 'online' },
      ['18:00:LEAD_TIME', '18:30', '19:00', '19:30'],
    ],
    [
      'staff are not held to the lead time',
      { date: '2026-03-31', now: new Date('2026-03-31T09:45:00Z') },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'a whole-day block-out',
      { blockOuts: [{ date: '2026-04-01', entireDay: true, startTime: null, endTime: null }] },
      ['18:00:BLOCKED', '18:30:BLOCKED', '19:00:BLOCKED', '19:30:BLOCKED'],
    ],
    [
      'a block-out from 18:30 to 19:30',
      { blockOuts: [{ date: '2026-04-01', entireDay: false, startTime: '18:30:00', endTime: '19:30:00' }] },
      ['18:00', '18:30:BLOCKED', '19:00:BLOCKED', '19:30'],
    ],
    [
      'a block-out on another day',
      { blockOuts: [{ date: '2026-04-02', entireDay: true, startTime: null, endTime: null }] },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'too big a party',
      { pax: 11 },
      ['18:00:PARTY_SIZE+NO_TABLE', '18:30:PARTY_SIZE+NO_TABLE', '19:00:PARTY_SIZE+NO_TABLE', '19:30:PARTY_SIZE+NO_TABLE'],
    ],
    [
      'the covers of a slot full',
      { timings: [timing({ maxGuest: 6 })], bookings: [{ id: 'x', date: '2026-04-01', time: '19:00:00', pax: 5 }] },
      ['18:00', '18:30', '19:00:PACING_COVERS', '19:30'],
    ],
    [
      'the last covers exactly',
      { timings: [timing({ maxGuest: 7 })], bookings: [{ id: 'x', date: '2026-04-01', time: '19:00:00', pax: 5 }] },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'the bookings of a slot full',
      { timings: [timing({ maxReservation: 1 })], bookings: [{ id: 'x', date: '2026-04-01', time: '18:30:00', pax: 1 }] },
      ['18:00', '18:30:PACING_BOOKINGS', '19:00', '19:30'],
    ],
    [
      'an edit does not count against itself',
      {
        timings: [timing({ maxReservation: 1 })],
        bookings: [{ id: 'me', date: '2026-04-01', time: '18:30:00', pax: 1 }],
        reservationId: 'me',
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    // A ticket's maxNumber (issue 33, item 9; docs/decisions/033-ticket-limit.md): per outlet and date, every slot and service.
    [
      'a set menu per guest with 4 of 6 covers sold that day: a party of 2 fits',
      {
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 6, perPax: true } })],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 4, ticketId: 'set' }],
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'the same menu and a party of 3: every time of the day refused, not only the sold slot',
      {
        pax: 3,
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 6, perPax: true } })],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 4, ticketId: 'set' }],
      },
      ['18:00:TICKET_SOLD_OUT', '18:30:TICKET_SOLD_OUT', '19:00:TICKET_SOLD_OUT', '19:30:TICKET_SOLD_OUT'],
    ],
    [
      'a ticket per booking counts bookings, whatever their size',
      {
        pax: 8,
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 2, perPax: false } })],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 9, ticketId: 'set' }],
        outlet: { timezone: TZ, leadTime: 3600, diningInterval: 5400, minPartySize: 1, maxPartySize: 10, maxPaxPerReservation: 20 },
        floor: { tables: [{ ...TABLES[0]!, maxPax: 10 }], areas: [{ id: 'main', bookableOnline: true }], combinations: [], holds: [] },
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'its second booking fills it',
      {
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 2, perPax: false } })],
        ticketSales: ['x0', 'x1'].map((id) => ({ id, date: '2026-04-01', pax: 2, ticketId: 'set' })),
      },
      ['18:00:TICKET_SOLD_OUT', '18:30:TICKET_SOLD_OUT', '19:00:TICKET_SOLD_OUT', '19:30:TICKET_SOLD_OUT'],
    ],
    [
      'bookings of another ticket, another day or none do not count',
      {
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 1, perPax: false } })],
        bookings: [{ id: 'c', date: '2026-04-01', time: '18:30:00', pax: 2 }],
        ticketSales: [
          { id: 'a', date: '2026-04-01', pax: 2, ticketId: 'a-la-carte' },
          { id: 'b', date: '2026-04-02', pax: 2, ticketId: 'set' },
        ],
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      "a host's booking naming no ticket is not held to the service's",
      {
        ticket: null,
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 1, perPax: false } })],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 2, ticketId: 'set' }],
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'one naming a sold-out ticket the service does not sell is held to that one',
      {
        ticket: { ticketId: 'chef', maxNumber: 2, perPax: true },
        timings: [timing()],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 2, ticketId: 'chef' }],
      },
      ['18:00:TICKET_SOLD_OUT', '18:30:TICKET_SOLD_OUT', '19:00:TICKET_SOLD_OUT', '19:30:TICKET_SOLD_OUT'],
    ],
    [
      'an edit of the one booking with the ticket does not count against itself',
      {
        timings: [timing({ ticketLimit: { ticketId: 'set', maxNumber: 1, perPax: false } })],
        ticketSales: [{ id: 'me', date: '2026-04-01', pax: 2, ticketId: 'set' }],
        reservationId: 'me',
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'both tables held from 18:00 to 20:00',
      {
        floor: {
          tables: TABLES,
          areas: [{ id: 'main', bookableOnline: true }],
          combinations: [],
          holds: ['A', 'B'].map((tableId) => ({
            tableId,
            reservationId: tableId,
            startsAt: at('2026-04-01', '18:00:00'),
            endsAt: at('2026-04-01', '20:00:00'),
          })),
        },
      },
      ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30:NO_TABLE'],
    ],
    [
      'online, only the online table counts',
      {
        channel: 'online',
        floor: {
          tables: TABLES,
          areas: [{ id: 'main', bookableOnline: true }],
          combinations: [],
          holds: [{ tableId: 'A', reservationId: 'r', startsAt: at('2026-04-01', '18:00:00'), endsAt: at('2026-04-01', '19:30:00') }],
        },
      },
      ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30'],
    ],
    [
      'a service not bookable online',
      { channel: 'online', timings: [timing({ bookingOnline: false })] },
      ['18:00:NOT_ONLINE', '18:30:NOT_ONLINE', '19:00:NOT_ONLINE', '19:30:NOT_ONLINE'],
    ],
    [
      'online, beyond the booking window',
      { channel: 'online', timings: [timing({ maxBookingTime: 1, maxBookingTimeUnit: 'day' })] },
      ['18:00:OUTSIDE_BOOKING_WINDOW', '18:30:OUTSIDE_BOOKING_WINDOW', '19:00:OUTSIDE_BOOKING_WINDOW', '19:30:OUTSIDE_BOOKING_WINDOW'],
    ],
    [
      'online, within the booking window',
      {
        channel: 'online',
        timings: [timing({ maxBookingTime: 2, maxBookingTimeUnit: 'day', minBookingTime: 3, minBookingTimeUnit: 'hour' })],
      },
      ['18:00', '18:30', '19:00', '19:30'],
    ],
    [
      'a service for one area, whose table is held',
      { timings: [timing({ isAllArea: false, areaIds: ['terrace'] })] },
      ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30:NO_TABLE'],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(times(computeSlots(input(overrides)))).toEqual(expected);
  });

  it("tells what a ticket has left that day, shared by every service selling it (lunch's sales count at dinner)", () => {
    const limit = { ticketId: 'set', maxNumber: 10, perPax: true };
    const lunch = timing({ id: 'lunch', name: 'Lunch', dailyStartTime: '12:00:00', dailyEndTime: '13:00:00', ticketLimit: limit });
    const slots = computeSlots(
      input({
        timings: [
          lunch,
          timing({ ticketLimit: limit }),
          timing({ id: 'bar', name: 'Bar', dailyStartTime: '21:00:00', dailyEndTime: '22:00:00' }),
        ],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 7, ticketId: 'set' }],
      }),
    );
    expect(slots.map((s) => `${s.time.slice(0, 5)} ${s.ticketsLeft}`)).toEqual([
      '12:00 3',
      '12:30 3',
      '18:00 3',
      '18:30 3',
      '19:00 3',
      '19:30 3',
      '21:00 null',
      '21:30 null',
    ]);
    const check = checkSlot(
      input({
        pax: 4,
        timings: [lunch, timing({ ticketLimit: limit })],
        ticketSales: [{ id: 'x', date: '2026-04-01', pax: 7, ticketId: 'set' }],
      }),
      '19:00:00',
    );
    expect(check.reasons).toEqual(['TICKET_SOLD_OUT']);
  });

  it.each<[string, TimingRule[], string, string[]]>([
    ['weekly, every day', [timing()], '2026-04-01', ['dinner']],
    ['weekly, weekends only, on a Wednesday', [timing({ days: [0, 6] })], '2026-04-01', []],
    ['weekly, before its start date', [timing({ recurringStartDate: '2026-04-02' })], '2026-04-01', []],
    ['weekly, after its end date', [timing({ recurringEndDate: '2026-03-31' })], '2026-04-01', []],
    [
      'a special day replaces the weekly services',
      [timing(), timing({ id: 'gala', isRecurring: false, specificDates: ['2026-04-01'] })],
      '2026-04-01',
      ['gala'],
    ],
    [
      'a closed special day closes it',
      [timing(), timing({ id: 'shut', isRecurring: false, specificDates: ['2026-04-01'], isClosed: true })],
      '2026-04-01',
      [],
    ],
    [
      'a special day elsewhere leaves the week alone',
      [timing(), timing({ id: 'gala', isRecurring: false, specificDates: ['2026-04-02'] })],
      '2026-04-01',
      ['dinner'],
    ],
  ])('%s', (_, timings, date, ids) => {
    expect(timingsOn(date, timings).map((t) => t.id)).toEqual(ids);
  });

  it('runs a late service past midnight onto the next date', () => {
    expect(slotTimesOf({ dailyStartTime: '23:00:00', dailyEndTime: '01:00:00', intervalTime: 1800 }, '2026-03-31')).toEqual([
      { date: '2026-03-31', time: '23:00:00' },
      { date: '2026-03-31', time: '23:30:00' },
      { date: '2026-04-01', time: '00:00:00' },
      { date: '2026-04-01', time: '00:30:00' },
    ]);
    // Month end too: 31 March's late service ends on 1 April, and the server accepts its 00:30.
    const late = input({ date: '2026-03-31', timings: [timing({ dailyStartTime: '23:00:00', dailyEndTime: '01:00:00' })] });
    expect(checkSlot({ ...late, date: '2026-04-01' }, '00:30:00')).toEqual({
      serviceTimingId: 'dinner',
      diningInterval: 5400,
      reasons: [],
      ticketsLeft: null,
    });
    // A day lists its calendar times, as the day's book does: last night's after midnight, then its own.
    const fridaysOnly = input({
      date: '2026-04-03',
      timings: [timing({ days: [5], dailyStartTime: '23:00:00', dailyEndTime: '01:00:00' })],
    });
    expect(computeSlots(fridaysOnly).map((s) => `${s.date} ${s.time}`)).toEqual(['2026-04-03 23:00:00', '2026-04-03 23:30:00']);
    expect(computeSlots({ ...fridaysOnly, date: '2026-04-04' }).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-04-04 00:00:00',
      '2026-04-04 00:30:00',
    ]);
  });

  it.each<[string, Partial<SlotsInput>, string, string[]]>([
    ['a time outside every service', {}, '16:00:00', ['CLOSED']],
    ['a time between slots', {}, '18:10:00', ['CLOSED']],
    ['a slot that can take the party', {}, '18:30:00', []],
    ['a past time outside service', { date: '2026-03-31' }, '09:00:00', ['PAST', 'CLOSED']],
    [
      'a closed special day',
      { timings: [timing(), timing({ id: 'shut', isRecurring: false, specificDates: ['2026-04-01'], isClosed: true })] },
      '18:30:00',
      ['CLOSED'],
    ],
  ])('checkSlot: %s', (_, overrides, time, reasons) => {
    expect(checkSlot(input(overrides), time).reasons).toEqual(reasons);
  });
});

// Properties (fast-check): whatever the day, bookings, party and clock.
const arbitraryInput = fc.record({
  dayOffset: fc.integer({ min: -2, max: 60 }),
  nowMinutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  pax: fc.integer({ min: 1, max: 12 }),
  start: fc.integer({ min: 0, max: 47 }).map((half) => half * 1800),
  lengthSlots: fc.integer({ min: 1, max: 12 }),
  interval: fc.constantFrom(900, 1800, 3600),
  maxGuest: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  maxReservation: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  bookings: fc.array(fc.record({ slot: fc.integer({ min: 0, max: 11 }), pax: fc.integer({ min: 1, max: 8 }) }), { maxLength: 20 }),
  timezone: fc.constantFrom('Asia/Singapore', 'Asia/Kuala_Lumpur', 'Asia/Hong_Kong', 'Asia/Taipei'),
  channel: fc.constantFrom<'staff' | 'online'>('staff', 'online'),
});

type Params = typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never;
function build(p: Params): SlotsInput {
  const base = new Date(Date.UTC(2026, 0, 28 + p.dayOffset));
  const date = base.toISOString().slice(0, 10);
  const hhmmss = (s: number) =>
    `${String(Math.floor((s % 86_400) / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:00`;
  const t = timing({
    dailyStartTime: hhmmss(p.start),
    dailyEndTime: hhmmss(p.start + p.lengthSlots * p.interval),
    intervalTime: p.interval,
    maxGuest: p.maxGuest,
    maxReservation: p.maxReservation,
  });
  const slots = slotTimesOf(t, date);
  return {
    ...input({ date, pax: p.pax, channel: p.channel, timings: [t] }),
    outlet: { timezone: p.timezone, leadTime: 3600, diningInterval: 5400, minPartySize: 1, maxPartySize: 10, maxPaxPerReservation: 20 },
    now: new Date(Date.UTC(2026, 0, 28) + p.nowMinutes * 60_000),
    bookings: p.bookings.filter((b) => b.slot < slots.length).map((b, i) => ({ id: `b${i}`, ...slots[b.slot]!, pax: b.pax })),
    floor: {
      tables: Array.from({ length: 6 }, (_, i) => ({
        id: `t${i}`,
        name: `T${i}`,
        areaId: 'main',
        minPax: 1,
        maxPax: 12,
        enabled: true,
        status: 1,
        bookableOnline: true,
      })),
      areas: [{ id: 'main', bookableOnline: true }],
      combinations: [],
      holds: [],
    },
  };
}

describe('availability properties (fast-check)', () => {
  // Each property also counts what it checked: one that never met an offered slot proved nothing.
  it('a slot offered is always bookable by the server', () => {
    let checked = 0;
    assertProperty(
      fc.property(arbitraryInput, (p) => {
        const data = build(p);
        for (const slot of computeSlots(data).filter((s) => s.available)) {
          expect(checkSlot({ ...data, date: slot.date }, slot.time).reasons).toEqual([]);
          checked++;
        }
      }),
      300,
    );
    expect(checked).toBeGreaterThan(0);
  });

  it('no slot offered ever takes its covers past maxGuest, nor its bookings past maxReservation', () => {
    let checked = 0;
    assertProperty(
      fc.property(arbitraryInput, (p) => {
        const data = build(p);
        for (const slot of computeSlots(data).filter((s) => s.available)) {
          if (slot.maxGuest !== null) expect(slot.coversBooked + data.pax).toBeLessThanOrEqual(slot.maxGuest);
          if (slot.maxReservation !== null) expect(slot.bookingsCount + 1).toBeLessThanOrEqual(slot.maxReservation);
          if (slot.maxGuest !== null && slot.coversBooked > 0) checked++;
        }
      }),
      300,
    );
    expect(checked).toBeGreaterThan(0);
  });

  it('every slot names its own local date and time in the outlet zone, across midnight and month ends', () => {
    let checked = 0;
    assertProperty(
      fc.property(arbitraryInput, (p) => {
        const data = build(p);
        for (const slot of computeSlots(data)) {
          checked++;
          const instant = new Date(slot.startsAt);
          expect([localDateOf(instant, data.outlet.timezone), localTimeOf(instant, data.outlet.timezone)]).toEqual([slot.date, slot.time]);
          expect(slot.available).toBe(slot.reasons.length === 0);
          if (instant.getTime() <= data.now.getTime()) expect(slot.reasons).toContain('PAST');
        }
      }),
      300,
    );
    expect(checked).toBeGreaterThan(0);
  });
});

describe("a diner's area (a service that shows its areas)", () => {
  const floor = {
    tables: [
      { id: 'in-4', name: 'I4', areaId: 'inside', minPax: 1, maxPax: 4, enabled: true, status: 1, bookableOnline: true },
      { id: 'in-2', name: 'I2', areaId: 'inside', minPax: 1, maxPax: 2, enabled: true, status: 1, bookableOnline: true },
      { id: 'te-6', name: 'T6', areaId: 'terrace', minPax: 1, maxPax: 6, enabled: true, status: 1, bookableOnline: true },
      { id: 'pr-8', name: 'P8', areaId: 'private', minPax: 1, maxPax: 8, enabled: true, status: 1, bookableOnline: true },
    ],
    areas: [
      { id: 'inside', bookableOnline: true },
      { id: 'terrace', bookableOnline: true },
      { id: 'private', bookableOnline: false },
    ],
    combinations: [],
    holds: [{ tableId: 'te-6', reservationId: 'other', startsAt: at('2026-04-01', '18:00:00'), endsAt: at('2026-04-01', '19:30:00') }],
  };
  const online = (overrides: Partial<SlotsInput>) => input({ channel: 'online', floor, ...overrides });

  it.each<[string, Partial<SlotsInput>, string[]]>([
    ['inside: free all evening', { areaId: 'inside' }, ['18:00', '18:30', '19:00', '19:30']],
    ['the terrace: its one table held until 19:30', { areaId: 'terrace' }, ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30']],
    ['a room not bookable online', { areaId: 'private' }, ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30:NO_TABLE']],
    [
      'an area the service does not use',
      { areaId: 'terrace', timings: [timing({ isAllArea: false, areaIds: ['inside'] })] },
      ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30:NO_TABLE'],
    ],
    [
      'inside for 5: no table big enough there',
      { areaId: 'inside', pax: 5 },
      ['18:00:NO_TABLE', '18:30:NO_TABLE', '19:00:NO_TABLE', '19:30:NO_TABLE'],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(times(computeSlots(online(overrides)))).toEqual(expected);
  });

  it.each<[string, Partial<SlotsInput>, string, string[] | null]>([
    ['the smallest table that seats the party, inside', { areaId: 'inside' }, '18:00', ['in-2']],
    ['inside for 3', { areaId: 'inside', pax: 3 }, '18:00', ['in-4']],
    ['the terrace once its table is free', { areaId: 'terrace' }, '19:30', ['te-6']],
    ['the terrace while it is held', { areaId: 'terrace' }, '18:30', null],
    ['never a table not bookable online', { areaId: 'private' }, '18:00', null],
    ['a time outside every service', { areaId: 'inside' }, '15:00', null],
  ])('bestTablesAt: %s', (_, overrides, time, expected) => {
    expect(bestTablesAt(online(overrides), `${time}:00`)).toEqual(expected);
  });
});

describe('heldTablesFit: a guest moving their booking keeps their table when it still seats them', () => {
  const floor = {
    tables: [
      { id: 'in-4', name: 'I4', areaId: 'inside', minPax: 1, maxPax: 4, enabled: true, status: 1, bookableOnline: true },
      { id: 'pr-8', name: 'P8', areaId: 'private', minPax: 1, maxPax: 8, enabled: true, status: 1, bookableOnline: false },
      { id: 'off-4', name: 'X4', areaId: 'inside', minPax: 1, maxPax: 4, enabled: false, status: 1, bookableOnline: true },
    ],
    areas: [
      { id: 'inside', bookableOnline: true },
      { id: 'private', bookableOnline: false },
    ],
    combinations: [],
    // The guest's own hold (mine) does not count; another booking holds I4 from 20:30.
    holds: [
      { tableId: 'in-4', reservationId: 'mine', startsAt: at('2026-04-01', '18:00:00'), endsAt: at('2026-04-01', '19:30:00') },
      { tableId: 'in-4', reservationId: 'other', startsAt: at('2026-04-01', '20:30:00'), endsAt: at('2026-04-01', '22:00:00') },
    ],
  };
  const guest = (overrides: Partial<SlotsInput> = {}) => input({ channel: 'online', floor, reservationId: 'mine', ...overrides });

  it.each<[string, Partial<SlotsInput>, string, string[], boolean]>([
    ['its own hold does not count against it', {}, '18:30', ['in-4'], true],
    ['held by another booking over the new time', {}, '19:30', ['in-4'], false],
    ['a host lengthened the booking: free for the service, not for its own length', { diningInterval: 3 * 3600 }, '18:00', ['in-4'], false],
    ['a room diners cannot book, the host chose it: kept', {}, '19:30', ['pr-8'], true],
    [
      "an area the new time's service does not seat",
      { timings: [timing({ isAllArea: false, areaIds: ['inside'] })] },
      '19:30',
      ['pr-8'],
      false,
    ],
    ['a table taken out of service', {}, '18:30', ['off-4'], false],
    ['too small for the new party', { pax: 6 }, '18:30', ['in-4'], false],
    ['no service at that time', {}, '15:00', ['in-4'], false],
  ])('%s', (_, overrides, time, tables, fits) => {
    expect(heldTablesFit(guest(overrides), `${time}:00`, tables)).toBe(fits);
  });
});
