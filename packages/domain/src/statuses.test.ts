import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS, TABLE_STATUS, isReservationStatus, reservationStatusName, tableStatusName } from './statuses';

describe('status numbers and their names (docs/rules.md sections 3, 4 and 5)', () => {
  it.each(Object.entries(RESERVATION_STATUS))('reservation status %s is number %i', (name, status) => {
    expect(reservationStatusName(status)).toBe(name);
    expect(isReservationStatus(status)).toBe(true);
  });

  it.each(Object.entries(TABLE_STATUS))('table status %s is number %i', (name, status) => {
    expect(tableStatusName(status)).toBe(name);
  });

  it.each([0, 10, -1, 1.5, Number.NaN])('refuses the unknown number %s', (status) => {
    expect(() => reservationStatusName(status)).toThrow('invalid status');
    expect(isReservationStatus(status)).toBe(false);
  });

  it('reads table numbers against the table statuses, not the reservation ones', () => {
    expect(() => tableStatusName(8)).toThrow('invalid status');
    expect(reservationStatusName(8)).toBe('PENDING');
    expect(isReservationStatus('1')).toBe(false);
  });
});
