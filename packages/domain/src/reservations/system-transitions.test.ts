import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS, type ReservationStatusName } from '../statuses';
import { isSystemTransition, startingStatus, systemSources, type SystemCause } from './system-transitions';

const ALL = Object.keys(RESERVATION_STATUS) as ReservationStatusName[];

describe('the status changes Host makes by itself', () => {
  it.each<[SystemCause, ReservationStatusName[], ReservationStatusName]>([
    ['paymentRequested', ['PENDING', 'BOOKED', 'CONFIRMED'], 'PENDING'],
    ['paymentSettled', ['PENDING'], 'BOOKED'],
    ['paymentSettled', ['PENDING'], 'CONFIRMED'],
    ['paymentWithdrawn', ['PENDING'], 'BOOKED'],
    ['paymentExpired', ['PENDING'], 'EXPIRED'],
    ['lateByClock', ['BOOKED', 'CONFIRMED'], 'LATE'],
  ])('%s moves a booking to %s only from %j', (cause, from, to) => {
    for (const status of ALL) expect(isSystemTransition(cause, status, to), `${cause}: ${status} -> ${to}`).toBe(from.includes(status));
  });

  it('never moves a booking a person has taken on: seated, completed, cancelled or a no-show', () => {
    const causes: SystemCause[] = ['paymentRequested', 'paymentSettled', 'paymentWithdrawn', 'paymentExpired', 'lateByClock'];
    for (const cause of causes)
      for (const from of ['SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const)
        for (const to of ALL) expect(isSystemTransition(cause, from, to)).toBe(false);
  });

  it('a settled payment does not choose a status of its own: BOOKED or CONFIRMED only', () => {
    expect(isSystemTransition('paymentSettled', 'PENDING', 'SEATED')).toBe(false);
    expect(isSystemTransition('paymentSettled', 'PENDING', 'LATE')).toBe(false);
  });

  it('gives the clock the numbers it may touch', () => {
    expect(systemSources('lateByClock')).toEqual([RESERVATION_STATUS.BOOKED, RESERVATION_STATUS.CONFIRMED]);
    expect(systemSources('paymentExpired')).toEqual([RESERVATION_STATUS.PENDING]);
  });

  it.each([
    [RESERVATION_STATUS.CONFIRMED, 'CONFIRMED'],
    [RESERVATION_STATUS.BOOKED, 'BOOKED'],
    [0, 'BOOKED'],
  ])('an outlet whose option is %i starts bookings %s', (option, status) => {
    expect(startingStatus(option)).toBe(status);
  });
});
