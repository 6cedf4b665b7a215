import { describe, expect, it } from 'vitest';
import { serviceBounds, serviceRunningAt, slotTimesOf, timingsRunningOn } from './service-slots';
import type { TimingRule } from './slot-rules';

const hours = (dailyStartTime: string, dailyEndTime: string, intervalTime: number) => ({ dailyStartTime, dailyEndTime, intervalTime });

describe("a service's bounds, in seconds from its date's midnight (both engines walk them)", () => {
  it.each([
    ['an evening', hours('18:00:00', '22:00:00', 1800), { start: 64_800, end: 79_200, step: 1800 }],
    ['a supper past midnight ends the next day', hours('23:00:00', '01:00:00', 1800), { start: 82_800, end: 90_000, step: 1800 }],
    ['an end at the start is a whole day on', hours('10:00:00', '10:00:00', 3600), { start: 36_000, end: 122_400, step: 3600 }],
    ['a step under five minutes is five minutes', hours('18:00:00', '18:20:00', 60), { start: 64_800, end: 66_000, step: 300 }],
  ])('%s', (_, timing, bounds) => {
    expect(serviceBounds(timing)).toEqual(bounds);
  });

  it('never lists a time closer than five minutes to the last', () => {
    expect(slotTimesOf(hours('18:00:00', '18:12:00', 0), '2026-04-01').map((s) => s.time)).toEqual(['18:00:00', '18:05:00', '18:10:00']);
  });
});

describe('fixed sittings: a service with timeSlots offers those times and no others (issue 33)', () => {
  const at = (timing: object, date = '2026-04-01') =>
    slotTimesOf({ ...hours('17:30:00', '22:00:00', 900), ...timing }, date).map((s) => `${s.date} ${s.time}`);
  it.each<[string, object, string[]]>([
    [
      'two sittings, in order whatever order they were given',
      { timeSlots: ['20:30:00', '18:00:00'] },
      ['2026-04-01 18:00:00', '2026-04-01 20:30:00'],
    ],
    ['a sitting off the interval is kept as it is', { timeSlots: ['18:10:00'] }, ['2026-04-01 18:10:00']],
    ['a sitting outside the hours is none', { timeSlots: ['16:00:00', '22:00:00', '19:00:00'] }, ['2026-04-01 19:00:00']],
    ['the same sitting twice is one', { timeSlots: ['19:00:00', '19:00'] }, ['2026-04-01 19:00:00']],
    [
      'no sittings: every interval',
      { timeSlots: [] },
      expect.arrayContaining(['2026-04-01 17:30:00', '2026-04-01 17:45:00', '2026-04-01 21:45:00']),
    ],
    [
      'a sitting after midnight of a supper service is the next day',
      { dailyStartTime: '22:00:00', dailyEndTime: '02:00:00', timeSlots: ['22:30:00', '00:30:00'] },
      ['2026-04-01 22:30:00', '2026-04-02 00:30:00'],
    ],
  ])('%s', (_, timing, slots) => {
    expect(at(timing)).toEqual(slots);
  });
});

describe('which services run on a date, the day of the week read by the caller', () => {
  const weekly = { id: 'dinner', isRecurring: true, isClosed: false, days: [3], specificDates: [] } as unknown as TimingRule;
  const timings = [{ ...weekly, recurringStartDate: null, recurringEndDate: null }];
  it('asks the given calendar for the day of the week', () => {
    expect(timingsRunningOn('2026-04-01', timings, () => 3).map((t) => t.id)).toEqual(['dinner']);
    expect(timingsRunningOn('2026-04-01', timings, () => 4)).toEqual([]);
  });
  it('does not ask it on a special day', () => {
    const gala = { ...timings[0]!, id: 'gala', isRecurring: false, specificDates: ['2026-04-01'] };
    const weekdayOf = () => {
      throw new Error('not asked');
    };
    expect(timingsRunningOn('2026-04-01', [...timings, gala], weekdayOf).map((t) => t.id)).toEqual(['gala']);
  });
});

describe('the service running at a moment (a walk-in seated now)', () => {
  // 2026-04-01 is a Wednesday (3), 2026-04-02 a Thursday (4).
  const service = (id: string, from: string, to: string, more: object = {}) => ({
    id,
    isRecurring: true,
    isClosed: false,
    days: [3, 4],
    specificDates: [] as string[],
    recurringStartDate: null,
    recurringEndDate: null,
    ...hours(from, to, 1800),
    ...more,
  });
  const lunch = service('lunch', '11:30:00', '14:30:00');
  const supper = service('supper', '21:00:00', '02:00:00');
  const gala = service('gala', '19:00:00', '23:00:00', { isRecurring: false, specificDates: ['2026-04-02'] });
  const closed = service('closed', '00:00:00', '00:00:00', { isRecurring: false, isClosed: true, specificDates: ['2026-04-08'] });
  const week = [lunch, supper];
  it.each([
    ['between two slots of a service', week, '2026-04-01', '12:17', 'lunch'],
    ['at its start', week, '2026-04-01', '11:30:00', 'lunch'],
    ['not at its end', week, '2026-04-01', '14:30:00', undefined],
    ['between services', week, '2026-04-01', '17:00', undefined],
    ["past midnight: last night's supper", week, '2026-04-02', '01:10', 'supper'],
    ['a special day runs instead of the week', [...week, gala], '2026-04-02', '12:00', undefined],
    ['the special day itself', [...week, gala], '2026-04-02', '20:00', 'gala'],
    ['a closed day runs nothing', [...week, closed], '2026-04-08', '12:00', undefined],
  ])('%s', (_, timings, date, time, expected) => {
    expect(serviceRunningAt(timings, date, time)?.id).toBe(expected);
  });
});
