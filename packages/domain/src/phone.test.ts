import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneForDisplay } from './phone';

describe('normalisePhone: E.164 per the outlet country (issue 12, 19)', () => {
  it.each([
    ['+65 9123 4567', 'SG', '+6591234567'],
    ['91234567', 'SG', '+6591234567'],
    ['9123-4567', 'SG', '+6591234567'],
    ['+60 12-345 6789', 'MY', '+60123456789'],
    ['012-345 6789', 'MY', '+60123456789'],
    ['(852) 9123 4567', 'HK', '+85291234567'],
    ['9123 4567', 'HK', '+85291234567'],
    ['0912-345-678', 'TW', '+886912345678'],
    ['+886 912 345 678', 'TW', '+886912345678'],
    ['+65 9123 4567', 'MY', '+6591234567'],
    ['+60 12-345 6789', 'SG', '+60123456789'],
    ['6012 345 6789', 'MY', '+60123456789'],
    ['+852 9123-4567', 'HK', '+85291234567'],
    ['0912 345 678', 'TW', '+886912345678'],
    ['(02) 2345-6789', 'TW', '+886223456789'],
    ['+65.9123.4567', 'SG', '+6591234567'],
    // A foreign guest keeps their own country code.
    ['+44 7911 123456', 'SG', '+447911123456'],
  ] as const)('%s in %s is %s', (input, country, e164) => {
    expect(normalisePhone(input, country)).toBe(e164);
  });

  it.each([
    ['+65 abcdefg', 'SG'],
    ['9123', 'SG'],
    ['', 'SG'],
    ['+65 9123 4567 ext', 'SG'],
    ['12345678901234567890', 'MY'],
    ['0912-345-678', 'SG'],
    ['+886 0912', 'TW'],
    ['91234567#', 'SG'],
    // Without the +, (852) is read as digits of a Singapore number, which cannot exist: a host abroad writes +852.
    ['(852) 9123 4567', 'SG'],
  ] as const)('refuses %j in %s', (input, country) => {
    expect(normalisePhone(input, country)).toBeNull();
  });
});

describe('phoneForDisplay: a stored E.164 phone as people read it', () => {
  it.each([
    ['+6567348821', '+65 6734 8821'],
    ['+60123456789', '+60 12 345 6789'],
    ['+85291234567', '+852 9123 4567'],
    ['+886912345678', '+886 912 345 678'],
    // Stored as written before E.164 (migration 0017 leaves these), or nothing at all.
    ['9123 4568', '9123 4568'],
    [null, ''],
  ] as const)('%s reads %j', (stored, shown) => {
    expect(phoneForDisplay(stored)).toBe(shown);
  });
});
