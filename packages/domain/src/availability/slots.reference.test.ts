import fc from 'fast-check';
import { assertProperty } from '../testing/property';
import { describe, expect, it } from 'vitest';
import { addLocalDays } from '../time';
import { referenceCheckSlot, referenceComputeSlots } from './slots-reference';
import { bookableDays, checkSlot, computeSlots, slotTimesOf, type SlotsInput, type TimingRule } from './slots';

/*
 * The fast engine (docs/decisions/017-availability-reads.md) answers exactly as the engine it
 * replaced, whatever the day: in the outlets' zones and in zones whose clocks change (a day of 23
 * or 25 hours, a change at midnight, a half-hour change), across month ends, with holds,
 * combinations, block-outs, booking windows and an edit.
 */
const ZONES = [
  'Asia/Singapore',
  'Asia/Taipei',
  'America/Los_Angeles',
  'Europe/London',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
];
// Days around each zone's 2026 changes, and some month ends.
const DAYS = [
  '2026-03-07',
  '2026-03-28',
  '2026-04-04',
  '2026-10-03',
  '2026-10-24',
  '2026-10-31',
  '2026-09-05',
  '2026-01-30',
  '2026-02-27',
  '2026-12-30',
];

const hhmmss = (s: number) =>
  `${String(Math.floor((s % 86_400) / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:00`;
const timingArb = fc.record({
  start: fc.integer({ min: 0, max: 47 }).map((half) => half * 1800),
  slots: fc.integer({ min: 1, max: 14 }),
  interval: fc.constantFrom(900, 1800, 3600),
  maxGuest: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  maxReservation: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  leadTime: fc.option(fc.constantFrom(0, 3600, 86_400), { nil: null }),
  diningInterval: fc.constantFrom(1800, 5400, 7200),
  bookingOnline: fc.boolean(),
  window: fc.option(
    fc.tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom('hour', 'day', 'week', 'month') as fc.Arbitrary<'hour' | 'day' | 'week' | 'month'>,
    ),
    { nil: null },
  ),
  minParty: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  terraceOnly: fc.boolean(),
  weekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
  // Fixed sittings (issue 33), as minutes after the start: some past the service's end, which count for nothing.
  // One service in four: sittings give fewer slots a case, and the property still compares days with slots.
  sittings: fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.array(fc.integer({ min: 0, max: 14 * 60 }), { minLength: 1, maxLength: 4 }), weight: 1 },
  ),
  // The ticket it sells (issue 33, item 9): none, or one of the two the case limits.
  ticket: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
});
// Two tickets with a day's limit each: small, so a day of up to 24 bookings fills them.
const ticketArb = fc.record({ maxNumber: fc.integer({ min: 1, max: 12 }), perPax: fc.boolean() });
const arbitrary = fc.record({
  zone: fc.constantFrom(...ZONES),
  day: fc.constantFrom(...DAYS),
  shift: fc.integer({ min: 0, max: 3 }),
  nowHours: fc.integer({ min: -48, max: 96 }),
  pax: fc.integer({ min: 1, max: 10 }),
  channel: fc.constantFrom<'staff' | 'online'>('staff', 'online'),
  timings: fc.array(timingArb, { minLength: 1, maxLength: 3 }),
  bookings: fc.array(
    fc.record({
      timing: fc.nat(),
      slot: fc.nat(),
      pax: fc.integer({ min: 1, max: 8 }),
      table: fc.integer({ min: 0, max: 7 }),
      hours: fc.constantFrom(1, 2, 3),
      // Mostly its service's ticket; sometimes the other one or none (a booking kept its ticket when its service changed).
      ticket: fc.constantFrom('service', 'service', 'service', 'other', 'none'),
    }),
    { maxLength: 24 },
  ),
  blockOut: fc.option(
    fc.record({ entireDay: fc.boolean(), from: fc.integer({ min: 0, max: 23 }), hours: fc.integer({ min: 1, max: 4 }) }),
    { nil: null },
  ),
  combinations: fc.boolean(),
  editing: fc.boolean(),
  tickets: fc.tuple(ticketArb, ticketArb),
  // Sales of parties no longer on the floor (seated and gone, or no-show): they hold no slot, only their ticket.
  gone: fc.array(
    fc.record({ day: fc.integer({ min: -1, max: 1 }), pax: fc.integer({ min: 1, max: 6 }), ticket: fc.integer({ min: 0, max: 1 }) }),
    {
      maxLength: 3,
    },
  ),
  // A host's booking names its own ticket (one of the two, or none) instead of its service's, one case in four.
  named: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(null, 0, 1), weight: 1 }),
});

type Params = typeof arbitrary extends fc.Arbitrary<infer T> ? T : never;
function build(p: Params): SlotsInput {
  const date = addLocalDays(p.day, p.shift);
  const timings: TimingRule[] = p.timings.map((t, i) => ({
    id: `s${i}`,
    name: `Service ${i}`,
    isRecurring: true,
    days: t.weekdays,
    dailyStartTime: hhmmss(t.start),
    dailyEndTime: hhmmss(t.start + t.slots * t.interval),
    recurringStartDate: null,
    recurringEndDate: null,
    specificDates: [],
    isClosed: false,
    leadTime: t.leadTime,
    diningInterval: t.diningInterval,
    intervalTime: t.interval,
    timeSlots: t.sittings?.map((minutes) => hhmmss(t.start + minutes * 60)),
    maxPaxPerReservation: null,
    bookingOnline: t.bookingOnline,
    maxGuest: t.maxGuest,
    maxReservation: t.maxReservation,
    minPartySize: t.minParty,
    maxPartySize: null,
    minBookingTime: t.window ? 1 : null,
    minBookingTimeUnit: t.window ? 'hour' : null,
    maxBookingTime: t.window ? t.window[0] : null,
    maxBookingTimeUnit: t.window ? t.window[1] : null,
    isAllArea: !t.terraceOnly,
    areaIds: t.terraceOnly ? ['terrace'] : [],
    ticketLimit: t.ticket === null ? null : { ticketId: `k${t.ticket}`, ...p.tickets[t.ticket]! },
  }));
  const slotsOf = (t: TimingRule) => [...slotTimesOf(t, addLocalDays(date, -1)), ...slotTimesOf(t, date)];
  const tables = Array.from({ length: 8 }, (_, i) => ({
    id: `t${i}`,
    name: `T${i}`,
    areaId: i < 5 ? 'main' : 'terrace',
    minPax: 1,
    maxPax: [2, 2, 4, 4, 6, 2, 4, 8][i]!,
    enabled: i !== 3,
    status: i === 1 ? 2 : 1,
    bookableOnline: i !== 4,
  }));
  // A service whose sittings all fall past its end has no slot to book.
  const placed = p.bookings.flatMap((b, i) => {
    const timing = timings[b.timing % timings.length]!;
    const slots = slotsOf(timing);
    const slot = slots[b.slot % slots.length];
    const own = p.timings[b.timing % timings.length]!.ticket;
    const ticketId = b.ticket === 'none' ? null : b.ticket === 'service' ? (own === null ? null : `k${own}`) : `k${own === 0 ? 1 : 0}`;
    return slot ? [{ id: `b${i}`, ...slot, pax: b.pax, ticketId, table: `t${b.table}`, hours: b.hours }] : [];
  });
  const at = (d: string, time: string) => computeSlots({ ...base, date: d }).find((s) => s.time === time)?.startsAt;
  const base: SlotsInput = {
    date,
    pax: p.pax,
    now: new Date(Date.parse(`${p.day}T00:00:00Z`) + p.nowHours * 3_600_000),
    channel: p.channel,
    outlet: { timezone: p.zone, leadTime: 3600, diningInterval: 5400, minPartySize: 1, maxPartySize: 8, maxPaxPerReservation: 8 },
    timings,
    blockOuts: p.blockOut
      ? [
          {
            date,
            entireDay: p.blockOut.entireDay,
            startTime: hhmmss(p.blockOut.from * 3600),
            endTime: hhmmss(Math.min(23, p.blockOut.from + p.blockOut.hours) * 3600),
          },
        ]
      : [],
    bookings: placed.map(({ id, date: d, time, pax }) => ({ id, date: d, time, pax })),
    // Each placed booking's ticket, and a party already gone (COMPLETED) per sale that still holds its ticket.
    ticketSales: [
      ...placed.flatMap(({ id, date: d, pax, ticketId }) => (ticketId ? [{ id, date: d, pax, ticketId }] : [])),
      ...p.gone.map((g, i) => ({ id: `gone${i}`, date: addLocalDays(date, g.day), pax: g.pax, ticketId: `k${g.ticket}` })),
    ],
    floor: {
      tables,
      areas: [
        { id: 'main', bookableOnline: true },
        { id: 'terrace', bookableOnline: false },
      ],
      combinations: p.combinations
        ? [
            { id: 'c1', name: 'T0+T1', tableIds: ['t0', 't1'], minPax: 3, maxPax: 4 },
            { id: 'c2', name: 'T2+T4', tableIds: ['t2', 't4'], minPax: 6, maxPax: 10 },
          ]
        : [],
      holds: [],
    },
    ...(p.editing && placed.length ? { reservationId: placed[0]!.id } : {}),
    ...(p.named === undefined ? {} : { ticket: p.named === null ? null : { ticketId: `k${p.named}`, ...p.tickets[p.named]! } }),
  };
  const holds = placed.flatMap((b) => {
    const startsAt = at(b.date, b.time);
    return startsAt
      ? [{ tableId: b.table, reservationId: b.id, startsAt: Date.parse(startsAt), endsAt: Date.parse(startsAt) + b.hours * 3_600_000 }]
      : [];
  });
  return { ...base, floor: { ...base.floor, holds } };
}

describe('the availability engine answers as before it was made fast (fast-check)', () => {
  it('computeSlots: every slot, its instant, its reasons and its pacing', () => {
    let slots = 0;
    let soldOut = 0;
    const runs = assertProperty(
      fc.property(arbitrary, (p) => {
        const input = build(p);
        const expected = referenceComputeSlots(input);
        expect(computeSlots(input)).toEqual(expected);
        slots += expected.length;
        soldOut += expected.filter((slot) => slot.reasons.includes('TICKET_SOLD_OUT')).length;
      }),
      400,
    );
    // Most cases have slots to compare (about 2.5 a case): the property is not checking empty days.
    expect(slots).toBeGreaterThan(2 * runs);
    // And a sold-out ticket is among them, so its count by date is compared too.
    expect(soldOut).toBeGreaterThan(runs / 20);
  });

  it('checkSlot: a slot, a time between slots, a time outside service', () => {
    assertProperty(
      fc.property(arbitrary, fc.integer({ min: 0, max: 95 }), (p, quarter) => {
        const input = build(p);
        const time = hhmmss(quarter * 900);
        expect(checkSlot(input, time)).toEqual(referenceCheckSlot(input, time));
      }),
      400,
    );
  });

  it('bookableDays: each date bookable exactly when computeSlots offers one of its times', () => {
    assertProperty(
      fc.property(arbitrary, (p) => {
        const { reservationId: _, ...input } = build(p);
        const from = addLocalDays(input.date, -2);
        const to = addLocalDays(input.date, 3);
        const expected = [0, 1, 2, 3, 4, 5].map((d) => {
          const date = addLocalDays(from, d);
          return { date, available: referenceComputeSlots({ ...input, date }).some((s) => s.available) };
        });
        expect(bookableDays({ ...input, from, to })).toEqual(expected);
      }),
      200,
    );
  });
});
