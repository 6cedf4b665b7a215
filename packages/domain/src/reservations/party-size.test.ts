import { describe, expect, it } from 'vitest';
import { isPartySizeAllowed, partySizeLimits } from './party-size';

describe("the outlet's party sizes (issue 19: walk-ins stopped at 8 while a table seats 10)", () => {
  it.each<[string, number, number, number, { min: number; max: number }]>([
    ['the largest party is the bound', 1, 12, 20, { min: 1, max: 12 }],
    ['most guests per reservation is lower', 2, 20, 10, { min: 2, max: 10 }],
    ['a zero minimum still means one guest', 0, 8, 8, { min: 1, max: 8 }],
    ['limits set the wrong way round never go below the minimum', 6, 4, 4, { min: 6, max: 6 }],
  ])('%s', (_, minPartySize, maxPartySize, maxPaxPerReservation, limits) => {
    expect(partySizeLimits({ minPartySize, maxPartySize, maxPaxPerReservation })).toEqual(limits);
  });

  it.each<[number, boolean]>([
    [1, false],
    [2, true],
    [10, true],
    [11, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%s guests within 2 to 10: %s', (pax, allowed) => {
    expect(isPartySizeAllowed(pax, { min: 2, max: 10 })).toBe(allowed);
  });
});
