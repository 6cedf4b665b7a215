import { describe, expect, it } from 'vitest';
import { DIALLING_PREFIX, HOST_BOOKING_TIMES, timesBetween } from './booking-options';

describe('times between two times', () => {
  it.each<[string, string, number, string[]]>([
    ['10:00', '11:00', 15, ['10:00:00', '10:15:00', '10:30:00', '10:45:00', '11:00:00']],
    ['23:30', '23:45', 15, ['23:30:00', '23:45:00']],
    ['18:00', '19:00', 30, ['18:00:00', '18:30:00', '19:00:00']],
    ['18:00', '18:50', 30, ['18:00:00', '18:30:00']],
    ['09:05', '09:05', 15, ['09:05:00']],
    ['20:00', '19:00', 15, []],
  ])('%s to %s every %s minutes', (first, last, step, times) => {
    expect(timesBetween(first, last, step)).toEqual(times);
  });

  it('a host offers every quarter hour from 10:00 to 23:45', () => {
    expect([HOST_BOOKING_TIMES.length, HOST_BOOKING_TIMES[0], HOST_BOOKING_TIMES.at(-1)]).toEqual([56, '10:00:00', '23:45:00']);
  });
});

describe('the dialling prefix a new booking starts with', () => {
  it.each([
    ['SG', '+65'],
    ['MY', '+60'],
    ['HK', '+852'],
    ['TW', '+886'],
  ] as const)('%s: %s', (country, prefix) => {
    expect(DIALLING_PREFIX[country]).toBe(prefix);
  });
});
