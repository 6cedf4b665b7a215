import { describe, expect, it } from 'vitest';
import { clockTime, holdLeft } from './hold-time';

describe('the time held for a guest on the waiting list', () => {
  const readAt = 1_000_000;
  it('counts down from what the server said was left, by the time passed since, rounding the last second up', () => {
    expect(holdLeft(900, readAt, readAt)).toBe('15:00');
    expect(holdLeft(900, readAt, readAt + 115_000)).toBe('13:05');
    expect(holdLeft(1, readAt, readAt + 500)).toBe('0:01');
  });

  it('reads 0:00 for a hold run out (the server passes it on at its next tick), and never more than was said', () => {
    expect(holdLeft(60, readAt, readAt + 90_000)).toBe('0:00');
    expect(holdLeft(0, readAt, readAt)).toBe('0:00');
    // A device clock set back after the answer changes nothing.
    expect(holdLeft(600, readAt, readAt - 3_600_000)).toBe('10:00');
  });

  it('writes the offered time without seconds', () => {
    expect(clockTime('19:45:00')).toBe('19:45');
  });
});
