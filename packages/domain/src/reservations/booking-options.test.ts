import { describe, expect, it } from 'vitest';
import type { SlotReason } from '../availability/slots';
import {
  DINING_LENGTH_MINUTES,
  diningLengthChoices,
  hoursAndMinutes,
  bookingTimes,
  countryOfPrefix,
  DIALLING_PREFIX,
  HOST_BOOKING_TIMES,
  openingTime,
  timesBetween,
  type BookingTimes,
} from './booking-options';

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

describe('the outlet country from its dialling prefix', () => {
  it.each([
    ['+65', 'SG'],
    ['+60', 'MY'],
    ['+852 ', 'HK'],
    ['+886', 'TW'],
    ['+1', 'SG'],
  ] as const)('%s: %s', (prefix, country) => {
    expect(countryOfPrefix(prefix)).toBe(country);
  });
});

describe("the booking dialog's times: bookable first, the past last (issue 19)", () => {
  const times = timesBetween('18:00', '19:30', 30);
  const slot = (time: string, reasons: SlotReason[] = [], date = '2026-04-03') => ({
    date,
    time,
    available: reasons.length === 0,
    reasons,
  });
  it.each<[string, Array<ReturnType<typeof slot>>, BookingTimes]>([
    [
      'a full evening ahead',
      [slot('18:00:00'), slot('18:30:00'), slot('19:00:00'), slot('19:30:00')],
      { bookable: ['18:00:00', '18:30:00', '19:00:00', '19:30:00'], refused: [] },
    ],
    [
      'tonight at 18:40: the bookable 19:30, then a full 19:00, then the past',
      [slot('18:00:00', ['PAST']), slot('18:30:00', ['PAST']), slot('19:00:00', ['PACING_COVERS']), slot('19:30:00')],
      {
        bookable: ['19:30:00'],
        refused: [
          { time: '19:00:00', reasons: ['PACING_COVERS'] },
          { time: '18:00:00', reasons: ['PAST'] },
          { time: '18:30:00', reasons: ['PAST'] },
        ],
      },
    ],
    [
      'no service at 18:00: closed',
      [slot('18:30:00'), slot('19:00:00'), slot('19:30:00')],
      { bookable: ['18:30:00', '19:00:00', '19:30:00'], refused: [{ time: '18:00:00', reasons: ['CLOSED'] }] },
    ],
    [
      "another date's slots do not count",
      [slot('18:00:00', [], '2026-04-04')],
      { bookable: [], refused: times.map((time) => ({ time, reasons: ['CLOSED'] })) },
    ],
  ])('%s', (_, slots, expected) => {
    expect(bookingTimes(times, slots, '2026-04-03')).toEqual(expected);
  });
});

describe('where a new booking opens (issue 19)', () => {
  it.each<[string, string[], string | undefined]>([
    ['19:00 bookable: 19:00', ['12:00:00', '19:00:00', '19:15:00'], '19:00:00'],
    ['19:00 full: the next bookable after it', ['12:00:00', '19:15:00', '19:30:00'], '19:15:00'],
    ['only earlier times bookable: the first of them', ['17:30:00', '18:00:00'], '17:30:00'],
    ['nothing bookable: none', [], undefined],
  ])('%s', (_, bookable, expected) => {
    expect(openingTime({ bookable, refused: [] }, '19:00:00')).toBe(expected);
  });
});

describe("a booking's length in the dialog (issue 33)", () => {
  it("offers half an hour to six hours, and the booking's own length when it is none of those", () => {
    expect(diningLengthChoices()).toEqual(DINING_LENGTH_MINUTES.map((m) => m * 60));
    expect(diningLengthChoices(5400)).toEqual(diningLengthChoices());
    const odd = diningLengthChoices(100 * 60);
    expect(odd).toContain(6000);
    expect(odd.slice(odd.indexOf(5400), odd.indexOf(5400) + 3)).toEqual([5400, 6000, 6300]);
    expect(diningLengthChoices(null)).toEqual(diningLengthChoices());
  });

  it.each<[number, { hours: number; minutes: number }]>([
    [1800, { hours: 0, minutes: 30 }],
    [5400, { hours: 1, minutes: 30 }],
    [7200, { hours: 2, minutes: 0 }],
    [6000, { hours: 1, minutes: 40 }],
  ])('%i seconds read as %j', (seconds, parts) => {
    expect(hoursAndMinutes(seconds)).toEqual(parts);
  });
});
