import { describe, expect, it } from 'vitest';
import { graceEndsAt, isEarlyForNoShow } from './grace';

const BOOKED_AT = '2026-03-31T12:00:00Z'; // 20:00 in Singapore
const GRACE = 15 * 60;

describe('a no-show before the booking time plus the grace period is early (issue 19)', () => {
  it.each<[string, string, number, boolean]>([
    ['hours before the booking', '2026-03-31T09:00:00Z', GRACE, true],
    ['at the booking time', '2026-03-31T12:00:00Z', GRACE, true],
    ['one minute before the grace period ends', '2026-03-31T12:14:00Z', GRACE, true],
    ['when the grace period ends', '2026-03-31T12:15:00Z', GRACE, false],
    ['long after', '2026-03-31T13:30:00Z', GRACE, false],
    ['with no grace period, at the booking time', '2026-03-31T12:00:00Z', 0, false],
    ['the day before, across midnight', '2026-03-30T15:59:00Z', GRACE, true],
  ])('%s: early %s', (_, now, grace, early) => {
    expect(isEarlyForNoShow(BOOKED_AT, grace, new Date(now))).toBe(early);
  });

  it('the grace period ends its length after the booking time', () => {
    expect(graceEndsAt(BOOKED_AT, GRACE).toISOString()).toBe('2026-03-31T12:15:00.000Z');
  });
});
