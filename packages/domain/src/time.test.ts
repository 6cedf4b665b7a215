import { describe, expect, it } from 'vitest';
import { addLocalDays, instantOf, localDateOf, localTimeOf } from './time';

describe("time in the outlet's zone (docs/architecture.md, Time)", () => {
  it.each([
    // instant, zone, local date, local time
    ['2026-03-30T16:30:00Z', 'Asia/Singapore', '2026-03-31', '00:30:00'],
    ['2026-03-30T15:59:59Z', 'Asia/Kuala_Lumpur', '2026-03-30', '23:59:59'],
    ['2026-12-31T16:00:00Z', 'Asia/Hong_Kong', '2027-01-01', '00:00:00'],
    ['2026-02-28T16:00:00Z', 'Asia/Taipei', '2026-03-01', '00:00:00'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(localDateOf(new Date(instant), zone)).toBe(date);
    expect(localTimeOf(new Date(instant), zone)).toBe(time);
    expect(instantOf(date, time, zone).toISOString()).toBe(new Date(instant).toISOString());
  });

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 14, '2027-01-14'],
    // across the DST changes of the zones CI runs under (Los Angeles), and of Europe's
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', -1, '2026-10-31'],
    ['2026-03-29', 0, '2026-03-29'],
    ['2027-01-01', -365, '2026-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addLocalDays(date, days)).toBe(expected);
  });

  it('refuses a date that is not one', () => {
    for (const notADate of ['not-a-date', '2026-02-30', '2026-13-01', '2026-1-5', ''])
      expect(() => addLocalDays(notADate, 1), notADate).toThrow(RangeError);
  });
});
