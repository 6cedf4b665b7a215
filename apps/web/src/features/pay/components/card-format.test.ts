import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('card fields as typed', () => {
  it.each([
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242 4242', '4242 4242 4242 4242'],
    ['4000 0025 0000 3155 9999 1', '4000 0025 0000 3155 999'],
    ['378282246310005', '3782 822463 10005'],
    ['abc', ''],
  ])('the number %j reads %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['123', '12/', '12/3'],
    ['12/30', '12/3', '12/30'],
    ['12305', '12/30', '12/30'],
    ['12', '12/', '1'],
    ['12/', '12/3', '12/'],
  ])('the expiry %j after %j reads %j', (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });

  it('keeps 3 or 4 digits of the CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
