import { describe, expect, it } from 'vitest';
import { englishOf } from '../messages';
import { RESERVATION_STATUS as R, TABLE_STATUS as T, reservationStatusName } from '../statuses';
import { DISPLAY_STATUSES, displayStatusOf, isWaiting } from './display-status';
import { limitTimeOf, timeStateOf } from './time-state';
import { reservationDateSchema, reservationStatusSchema, reservationTimeSchema } from './schemas';

describe('display status (docs/rules.md section 4)', () => {
  it.each([
    [R.SEATED, [T.BILL_REQUESTED], 'BILL'],
    [R.SEATED, [T.OVERSTAY], 'OVERSTAYED'],
    [R.SEATED, [T.IN_USE, T.BILL_REQUESTED], 'BILL'],
    [R.SEATED, [T.OVERSTAY, T.BILL_REQUESTED], 'BILL'],
    [R.SEATED, [T.IN_USE], 'SEATED'],
    [R.SEATED, [], 'SEATED'],
    [R.BOOKED, [T.BILL_REQUESTED], 'BOOKED'],
    [R.LATE, [T.OVERSTAY], 'LATE'],
  ])('status %i with tables %j shows %s', (status, tables, display) => {
    expect(displayStatusOf(status, tables)).toBe(display);
  });

  it.each([
    [1, 'BOOKED'],
    [2, 'SEATED'],
    [3, 'COMPLETED'],
    [4, 'CANCELLED'],
    [5, 'NO_SHOW'],
    [6, 'CONFIRMED'],
    [7, 'LATE'],
    [8, 'PENDING'],
    [9, 'EXPIRED'],
  ])('status %i is %s', (n, name) => {
    expect(reservationStatusName(n)).toBe(name);
  });

  it.each([0, 10, -1, 2.5])('status %s is an invalid status', (n) => {
    expect(() => reservationStatusName(n)).toThrow('invalid status');
    expect(englishOf(reservationStatusSchema.safeParse(n).error?.issues[0]?.message ?? '')).toBe('invalid status');
  });
});

describe('time state and limit time', () => {
  it.each([
    ['2026-03-31', '2026-03-31', 'TODAY'],
    ['2026-04-01', '2026-03-31', 'FUTURE'],
    ['2026-03-30', '2026-03-31', 'PAST'],
    ['2027-01-01', '2026-12-31', 'FUTURE'],
  ])('%s against today %s is %s', (date, today, state) => {
    expect(timeStateOf(date, today)).toBe(state);
  });

  it('ends a 90-minute booking at 21:00 when it starts at 19:30, across midnight too', () => {
    expect(limitTimeOf(new Date('2026-03-31T11:30:00Z'), 5400).toISOString()).toBe('2026-03-31T13:00:00.000Z');
    expect(limitTimeOf(new Date('2026-03-31T15:30:00Z'), 7200).toISOString()).toBe('2026-03-31T17:30:00.000Z');
  });
});

describe('validation (docs/rules.md section 5)', () => {
  it.each(['2026-03-31', '2028-02-29'])('%s is a reservationDate', (v) => expect(reservationDateSchema.safeParse(v).success).toBe(true));
  it.each(['2026-3-31', '31/03/2026', '2026-02-30', '2026-13-01', ''])('%s is invalid "reservationDate"', (v) => {
    expect(englishOf(reservationDateSchema.safeParse(v).error?.issues[0]?.message ?? '')).toBe('invalid "reservationDate"');
  });
  it.each(['19:30:00', '00:00:00', '23:59:59'])('%s is a reservationTime', (v) =>
    expect(reservationTimeSchema.safeParse(v).success).toBe(true),
  );
  it.each(['19:30', '24:00:00', '7:30:00', '19:60:00'])('%s is invalid "reservationTime"', (v) => {
    expect(englishOf(reservationTimeSchema.safeParse(v).error?.issues[0]?.message ?? '')).toBe('invalid "reservationTime"');
  });
});

describe('who is waiting for a table: booked and not yet sat down', () => {
  const waiting = ['PENDING', 'BOOKED', 'CONFIRMED', 'LATE'];
  it.each(DISPLAY_STATUSES.map((status) => [status, waiting.includes(status)] as const))('%s waits: %s', (status, waits) => {
    expect(isWaiting(status)).toBe(waits);
  });
});
