import { describe, expect, it } from 'vitest';
import { isBeyondBookingHorizon, timeStateOf } from './time-state';

describe('timeStateOf', () => {
  it.each([
    ['2026-03-31', '2026-03-31', 'TODAY'],
    ['2026-04-01', '2026-03-31', 'FUTURE'],
    ['2026-03-30', '2026-03-31', 'PAST'],
  ] as const)('%s against today %s is %s', (date, today, state) => {
    expect(timeStateOf(date, today)).toBe(state);
  });
});

describe('isBeyondBookingHorizon (three years ahead)', () => {
  it.each([
    ['2029-03-31', '2026-03-31', false],
    ['2029-04-01', '2026-03-31', true],
    ['2126-03-31', '2026-03-31', true],
    ['2026-03-31', '2026-03-31', false],
    // 29 February: three years on is 29 February of a year without one, so 1 March is already past it.
    ['2031-02-28', '2028-02-29', false],
    ['2031-03-01', '2028-02-29', true],
  ] as const)('%s from today %s: %s', (date, today, beyond) => {
    expect(isBeyondBookingHorizon(date, today)).toBe(beyond);
  });
});
