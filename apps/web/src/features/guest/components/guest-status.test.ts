import { describe, expect, it } from 'vitest';
import { guestStatusOf } from './guest-status';

describe("the guest's status line", () => {
  it.each([
    ['BOOKED', true, 'booked'],
    ['CONFIRMED', true, 'confirmed'],
    ['PENDING', true, 'pending'],
    ['CANCELLED', false, 'cancelled'],
    ['EXPIRED', false, 'cancelled'],
    // Its time came before the clock moved it on: nothing left to answer.
    ['BOOKED', false, 'past'],
    ['CONFIRMED', false, 'past'],
    ['LATE', false, 'past'],
    ['SEATED', false, 'past'],
    ['COMPLETED', false, 'past'],
    ['NO_SHOW', false, 'past'],
  ] as const)('%s (cancellable: %s) reads %s', (status, canCancel, line) => {
    expect(guestStatusOf({ status, canCancel })).toBe(line);
  });
});
