import { describe, expect, it } from 'vitest';
import { englishOf } from '../messages';
import {
  blockOutInputSchema,
  datesClaimedBy,
  overCapacity,
  serviceTimingInputSchema,
  specialDayBlockOutConflicts,
  timingChangeReasons,
  type BookingOnSchedule,
  type TimingAfterChange,
} from './schedules';
import { blockOutCovers, type TimingRule } from './slots';

const dinner: TimingRule = {
  id: 'd',
  name: 'Dinner',
  isRecurring: true,
  days: [0, 1, 2, 3, 4, 5, 6],
  dailyStartTime: '18:00:00',
  dailyEndTime: '22:00:00',
  recurringStartDate: null,
  recurringEndDate: null,
  specificDates: [],
  isClosed: false,
  leadTime: null,
  diningInterval: 5400,
  intervalTime: 900,
  maxPaxPerReservation: null,
  bookingOnline: true,
  maxGuest: null,
  maxReservation: null,
  minPartySize: 1,
  maxPartySize: 8,
  minBookingTime: null,
  minBookingTimeUnit: null,
  maxBookingTime: null,
  maxBookingTimeUnit: null,
  isAllArea: true,
  areaIds: [],
};
const booking = { date: '2026-04-01', time: '19:15:00', pax: 4 };

describe('a change to a service timing strands its bookings (docs/rules.md section 4)', () => {
  it.each<[string, TimingRule | null, string[]]>([
    ['deleted', null, ['SERVICE_TIMING_DELETED']],
    ['renamed only', { ...dinner, name: 'Supper' }, []],
    ['interval 15 to 30 minutes: 19:15 is gone', { ...dinner, intervalTime: 1800 }, ['INTERVAL_CHANGED']],
    ['interval 15 to 30 minutes does not touch 19:00', { ...dinner, intervalTime: 1800 }, []],
    ['hours cut to end at 19:00', { ...dinner, dailyEndTime: '19:00:00' }, ['INTERVAL_CHANGED']],
    ['no longer on Wednesdays', { ...dinner, days: [0, 6] }, ['INTERVAL_CHANGED']],
    ['largest party now 2', { ...dinner, maxPartySize: 2 }, ['PARTY_SIZE_LIMITS']],
    ['smallest party now 6', { ...dinner, minPartySize: 6 }, ['PARTY_SIZE_LIMITS']],
    ['both', { ...dinner, intervalTime: 3600, maxPartySize: 2 }, ['INTERVAL_CHANGED', 'PARTY_SIZE_LIMITS']],
  ])('%s', (name, after, reasons) => {
    const b = name.includes('19:00') ? { ...booking, time: '19:00:00' } : booking;
    expect(timingChangeReasons(b, after)).toEqual(reasons);
  });

  const ticketed: BookingOnSchedule = { ...booking, ticketId: 'set-menu', areaIds: ['patio'] };
  it.each<[string, TimingAfterChange, string[]]>([
    ['its ticket replaced by another', { ...dinner, ticketId: 'a-la-carte' }, ['TICKET_REPLACED']],
    ['its ticket removed', { ...dinner, ticketId: null }, ['TICKET_REPLACED']],
    ['the same ticket', { ...dinner, ticketId: 'set-menu' }, []],
    [
      'only the dining room now, the booking holds a patio table',
      { ...dinner, ticketId: 'set-menu', isAllArea: false, areaIds: ['dining'] },
      ['AREA_REMOVED'],
    ],
    ['the patio still in', { ...dinner, ticketId: 'set-menu', isAllArea: false, areaIds: ['dining', 'patio'] }, []],
    ['all areas again', { ...dinner, ticketId: 'set-menu', isAllArea: true, areaIds: [] }, []],
  ])('%s', (_, after, reasons) => {
    expect(timingChangeReasons(ticketed, after)).toEqual(reasons);
  });

  it('a booking without a ticket or tables is not stranded by a ticket or area change', () => {
    expect(timingChangeReasons(booking, { ...dinner, ticketId: 'set-menu', isAllArea: false, areaIds: ['dining'] })).toEqual([]);
  });

  it('a supper past midnight keeps its 00:30 booking on the next date', () => {
    const supper: TimingRule = { ...dinner, dailyStartTime: '22:00:00', dailyEndTime: '02:00:00' };
    expect(timingChangeReasons({ date: '2026-04-02', time: '00:30:00', pax: 2 }, supper)).toEqual([]);
    expect(timingChangeReasons({ date: '2026-04-02', time: '00:30:00', pax: 2 }, { ...supper, dailyEndTime: '00:30:00' })).toEqual([
      'INTERVAL_CHANGED',
    ]);
  });
});

describe('a lower capacity strands the bookings made last in a full slot', () => {
  const at = (id: string, time: string, pax: number, minute: number) => ({
    id,
    date: '2026-04-01',
    time,
    pax,
    createdAt: new Date(Date.UTC(2026, 2, 1, 0, minute)),
  });
  const slot = [
    at('first', '19:00:00', 4, 1),
    at('third', '19:00:00', 2, 3),
    at('second', '19:00:00', 4, 2),
    at('other', '19:15:00', 6, 4),
  ];
  it.each<[string, { maxGuest: number | null; maxReservation: number | null }, string[]]>([
    ['no limits', { maxGuest: null, maxReservation: null }, []],
    ['10 covers still fit 4 + 4 + 2', { maxGuest: 10, maxReservation: null }, []],
    ['8 covers: the party booked last goes', { maxGuest: 8, maxReservation: null }, ['third']],
    ['5 covers: all but the first at 19:00, and the six at 19:15', { maxGuest: 5, maxReservation: null }, ['other', 'second', 'third']],
    ['two bookings a slot', { maxGuest: null, maxReservation: 2 }, ['third']],
  ])('%s', (_, limits, ids) => {
    expect([...overCapacity(slot, limits)].sort()).toEqual(ids);
  });
});

describe('a special day and a block-out cannot both claim a date (docs/rules.md section 8)', () => {
  const special = {
    isRecurring: false,
    isClosed: false,
    specificDates: ['2026-12-24', '2026-12-31'],
    dailyStartTime: '18:00:00',
    dailyEndTime: '23:00:00',
  };
  const whole = (date: string) => ({ date, entireDay: true, startTime: null, endTime: null });
  const hours = (date: string, startTime: string, endTime: string) => ({ date, entireDay: false, startTime, endTime });
  it.each<[string, Parameters<typeof specialDayBlockOutConflicts>[0], Parameters<typeof specialDayBlockOutConflicts>[1], string[]]>([
    ['both dates blocked out all day, listed in order', special, [whole('2026-12-31'), whole('2026-12-24')], ['2026-12-24', '2026-12-31']],
    ['another date', special, [whole('2026-12-25')], []],
    ['a lunch block-out does not touch an evening special day', special, [hours('2026-12-24', '11:00:00', '15:00:00')], []],
    ['a block-out from 22:00 overlaps it', special, [hours('2026-12-24', '22:00:00', '23:30:00')], ['2026-12-24']],
    ['a block-out ending as it opens does not', special, [hours('2026-12-24', '12:00:00', '18:00:00')], []],
    [
      'a special day past midnight overlaps a late block-out',
      { ...special, dailyStartTime: '20:00:00', dailyEndTime: '02:00:00' },
      [hours('2026-12-31', '23:00:00', '23:59:00')],
      ['2026-12-31'],
    ],
    [
      'its hours past midnight meet a block-out early on the next date',
      { ...special, specificDates: ['2026-12-31'], dailyStartTime: '20:00:00', dailyEndTime: '02:00:00' },
      [hours('2027-01-01', '00:00:00', '01:00:00')],
      ['2027-01-01'],
    ],
    [
      'a block-out the next morning is past its end',
      { ...special, specificDates: ['2026-12-31'], dailyStartTime: '20:00:00', dailyEndTime: '02:00:00' },
      [hours('2027-01-01', '09:00:00', '12:00:00')],
      [],
    ],
    ['an evening special day does not reach the next date', special, [whole('2026-12-25')], []],
    ['a closed special day never conflicts', { ...special, isClosed: true }, [whole('2026-12-24')], []],
    ['a weekly service never conflicts', { ...special, isRecurring: true }, [whole('2026-12-24')], []],
  ])('%s', (_, timing, blocks, dates) => {
    expect(specialDayBlockOutConflicts(timing, blocks)).toEqual(dates);
  });

  it('a special day past midnight claims its dates and the next ones; an evening one only its own', () => {
    expect(datesClaimedBy({ ...special, dailyStartTime: '20:00:00', dailyEndTime: '02:00:00' })).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(datesClaimedBy(special)).toEqual(['2026-12-24', '2026-12-31']);
  });
});

describe('block-outs cover bookings', () => {
  it.each<[string, Parameters<typeof blockOutCovers>[0], boolean]>([
    ['the whole day', { date: '2026-04-01', entireDay: true, startTime: null, endTime: null }, true],
    ['another day', { date: '2026-04-02', entireDay: true, startTime: null, endTime: null }, false],
    ['the evening from 19:00', { date: '2026-04-01', entireDay: false, startTime: '19:00:00', endTime: '23:00:00' }, true],
    ['until 19:15, which it does not include', { date: '2026-04-01', entireDay: false, startTime: '12:00:00', endTime: '19:15:00' }, false],
  ])('%s', (_, block, covers) => {
    expect(blockOutCovers(block, booking)).toBe(covers);
  });
});

describe('schedule inputs', () => {
  const base = { name: 'Dinner', days: [1, 2], dailyStartTime: '18:00', dailyEndTime: '22:00', diningInterval: 5400, intervalTime: 900 };
  it.each<[string, object, string | null]>([
    ['a weekly dinner', base, null],
    ['an end before its start', { ...base, dailyEndTime: '17:00' }, 'EndTime must be after StartTime'],
    ['no day', { ...base, days: [] }, 'Choose at least one day'],
    ['a special day needs its date', { ...base, isRecurring: false }, 'Choose at least one day'],
    [
      'a closed special day has no hours to check',
      { ...base, isRecurring: false, specificDates: ['2026-12-25'], isClosed: true, dailyEndTime: '00:00' },
      null,
    ],
    ['an interval of 20 minutes', { ...base, intervalTime: 1200 }, 'Choose one of the options'],
    ['a supper ending at 02:00 the next day', { ...base, dailyStartTime: '22:00', dailyEndTime: '02:00', endsNextDay: true }, null],
    [
      '02:00 without saying it is the next day',
      { ...base, dailyStartTime: '22:00', dailyEndTime: '02:00' },
      'EndTime must be after StartTime',
    ],
    ['the next day, but later than the start', { ...base, endsNextDay: true }, 'Past midnight, the end must be earlier than the start'],
    ['chosen areas, none chosen', { ...base, isAllArea: false }, 'Areas not null'],
    ['a policy without its text', { ...base, customPolicies: [{ title: 'Deposit', description: ' ' }] }, 'Enter a description'],
  ])('%s', (_, input, message) => {
    const result = serviceTimingInputSchema.safeParse(input);
    expect(result.success ? null : englishOf(result.error.issues[0]!.message)).toBe(message);
  });

  it("keeps times as HH:mm:ss and checks a block-out's times", () => {
    expect(serviceTimingInputSchema.parse(base).dailyStartTime).toBe('18:00:00');
    expect(
      englishOf(
        blockOutInputSchema.safeParse({ date: '2026-04-01', entireDay: false, startTime: '20:00', endTime: '19:00', name: 'Private event' })
          .error?.issues[0]?.message ?? '',
      ),
    ).toBe('EndTime must be after StartTime');
    expect(blockOutInputSchema.safeParse({ date: '2026-04-01', name: 'Staff party' }).success).toBe(true);
  });
});
