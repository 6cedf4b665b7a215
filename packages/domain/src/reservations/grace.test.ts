import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import { canExtendGrace, extendedGraceEnd, graceEndsAt, heldUntilTime, isEarlyForNoShow, statusWhileHeld } from './grace';
import { extendGraceInputSchema } from './schemas';

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

describe('holding a LATE party’s table longer (issue 33: the grace period extended)', () => {
  const dinner = { dateTime: BOOKED_AT, graceSeconds: GRACE, extendedUntil: null };
  it.each<[string, { extendedUntil: string | null; now: string; minutes: number }, string]>([
    [
      'a minute past the grace period: 5 more from now',
      { extendedUntil: null, now: '2026-03-31T12:16:00Z', minutes: 5 },
      '2026-03-31T12:21:00.000Z',
    ],
    [
      '20 minutes late: 10 more from now, not from a time already gone',
      { extendedUntil: null, now: '2026-03-31T12:35:00Z', minutes: 10 },
      '2026-03-31T12:45:00.000Z',
    ],
    [
      'extended before and late again: 15 more from now',
      { extendedUntil: '2026-03-31T12:20:00Z', now: '2026-03-31T12:22:00Z', minutes: 15 },
      '2026-03-31T12:37:00.000Z',
    ],
    [
      'an extension still running is lengthened from its end',
      { extendedUntil: '2026-03-31T12:40:00Z', now: '2026-03-31T12:30:00Z', minutes: 5 },
      '2026-03-31T12:45:00.000Z',
    ],
  ])('%s', (_, input, until) => {
    expect(extendedGraceEnd({ ...dinner, ...input, now: new Date(input.now) }).toISOString()).toBe(until);
  });

  it('the grace period then ends at the extension, for the no-show question too', () => {
    const until = '2026-03-31T12:30:00Z';
    expect(graceEndsAt(BOOKED_AT, GRACE, until).toISOString()).toBe('2026-03-31T12:30:00.000Z');
    expect(isEarlyForNoShow(BOOKED_AT, GRACE, new Date('2026-03-31T12:20:00Z'), until)).toBe(true);
    expect(isEarlyForNoShow(BOOKED_AT, GRACE, new Date('2026-03-31T12:20:00Z'))).toBe(false);
  });

  it.each<[DisplayStatus, boolean]>([
    ['LATE', true],
    ['BOOKED', false],
    ['CONFIRMED', false],
    ['PENDING', false],
    ['SEATED', false],
    ['NO_SHOW', false],
    ['CANCELLED', false],
  ])('only a LATE booking may be held longer: %s %s', (display, allowed) => {
    expect(canExtendGrace(display)).toBe(allowed);
  });

  it.each<[string | null, string[], string]>([
    [null, [], 'BOOKED'],
    ['2026-03-31T08:00:00Z', [], 'CONFIRMED'],
    ['2026-03-31T08:00:00Z', ['CONFIRMED'], 'BOOKED'],
  ])('held, a booking confirmed at %s (unused %j) waits as %s', (confirmedAt, unused, status) => {
    expect(statusWhileHeld(confirmedAt, unused)).toBe(status);
  });

  it('a host asks for 1 to 60 more minutes', () => {
    expect(extendGraceInputSchema.safeParse({ minutes: 10 }).success).toBe(true);
    expect(extendGraceInputSchema.safeParse({ minutes: 0 }).success).toBe(false);
    expect(extendGraceInputSchema.safeParse({ minutes: 61 }).success).toBe(false);
    expect(extendGraceInputSchema.safeParse({ minutes: 2.5 }).success).toBe(false);
  });
});

describe("the time a held party's table is held until, as the book shows it", () => {
  it.each<[string, string, string | null, string | null]>([
    ['nothing held', '19:45:00', null, null],
    ['held 10 minutes past a 15-minute grace', '19:45:00', '2026-03-31T12:10:00Z', '20:10'],
    ['across midnight', '23:50:00', '2026-03-31T16:20:00Z', '00:20'],
    ['its seconds cut, as a clock shows it', '19:45:00', '2026-03-31T12:10:59Z', '20:10'],
  ])('%s', (_, reservationTime, graceExtendedUntil, shown) => {
    // 19:45 in Singapore is 11:45Z; 23:50 is 15:50Z.
    const dateTime = reservationTime === '23:50:00' ? '2026-03-31T15:50:00Z' : '2026-03-31T11:45:00Z';
    expect(heldUntilTime({ reservationTime, dateTime, graceExtendedUntil })).toBe(shown);
  });
});
