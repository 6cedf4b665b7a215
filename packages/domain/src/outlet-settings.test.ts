import { describe, expect, it } from 'vitest';
import {
  openingHoursProblems,
  openingHoursSchema,
  outletDetailsFormSchema,
  outletDetailsSchema,
  outletPhoneOf,
  type OpeningRange,
} from './outlet-settings';

const r = (dayOfWeek: number, startTime: string, endTime: string): OpeningRange => ({ dayOfWeek, startTime, endTime });

describe('opening hours: end after start, no overlap within a day', () => {
  it.each<[string, OpeningRange[], Array<[number, string]>]>([
    ['lunch and dinner', [r(1, '11:00', '15:00'), r(1, '18:00', '22:30')], []],
    ['ranges that only touch', [r(1, '11:00', '15:00'), r(1, '15:00', '22:00')], []],
    ['the same hours on two days', [r(1, '11:00', '22:00'), r(2, '11:00', '22:00')], []],
    ['no hours at all (closed)', [], []],
    ['an end before its start', [r(1, '22:00', '11:00')], [[0, 'openingEndBeforeStart']]],
    ['an end equal to its start', [r(1, '11:00', '11:00')], [[0, 'openingEndBeforeStart']]],
    ['an overlap', [r(3, '11:00', '15:00'), r(3, '14:30', '22:00')], [[1, 'openingHoursOverlap']]],
    ['a range inside another', [r(3, '11:00', '22:00'), r(3, '12:00', '13:00')], [[1, 'openingHoursOverlap']]],
    ['a duplicate', [r(0, '11:00', '15:00'), r(0, '11:00', '15:00')], [[1, 'openingHoursOverlap']]],
    [
      'five ranges in a day',
      [r(5, '08:00', '09:00'), r(5, '10:00', '11:00'), r(5, '12:00', '13:00'), r(5, '14:00', '15:00'), r(5, '16:00', '17:00')],
      [[4, 'openingTooManyRanges']],
    ],
  ])('%s', (_, ranges, expected) => {
    expect(openingHoursProblems(ranges).map((p) => [p.index, p.reason])).toEqual(expected);
    expect(openingHoursSchema.safeParse(ranges).success).toBe(expected.length === 0);
  });

  it.each<[string, unknown]>([
    ['a day past Saturday', [{ dayOfWeek: 7, startTime: '11:00', endTime: '12:00' }]],
    ['a time with seconds', [{ dayOfWeek: 1, startTime: '11:00:00', endTime: '12:00' }]],
    ['an hour 24', [{ dayOfWeek: 1, startTime: '11:00', endTime: '24:00' }]],
  ])('refuses %s', (_, value) => {
    expect(openingHoursSchema.safeParse(value).success).toBe(false);
  });
});

const details = {
  address1: '1 Orchard Road',
  address2: '',
  postalCode: '238801',
  city: 'Singapore',
  state: null,
  phone: '6123 4567',
  email: 'hello@jade.example',
  openingHours: [r(1, '11:00', '22:00')],
  defaultAllowSmsNotify: true,
  defaultAllowEmailNotify: true,
  defaultAllowAutomatedCallNotify: false,
  defaultAllowConfirmationNotify: true,
  defaultAllowReminderNotify: false,
};

describe('outlet details', () => {
  it('empty texts are stored as none', () => {
    expect(outletDetailsSchema.parse(details)).toMatchObject({ address2: null, state: null });
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['the details as written', {}, null],
    ['no phone and no email', { phone: null, email: '' }, null],
    ['a bad email', { email: 'hello@' }, 'email'],
    ['a phone with letters', { phone: '6123 ABCD' }, 'phone'],
    ['a phone too short for Singapore', { phone: '612' }, 'phone'],
    ['a Malaysian number with its country code', { phone: '+60 12-345 6789' }, null],
    ['an address line with a control character', { address1: 'a\u0007b' }, 'address1'],
  ])('%s', (_, change, field) => {
    const parsed = outletDetailsFormSchema('SG').safeParse({ ...details, ...change });
    expect(parsed.success ? null : String(parsed.error.issues[0]!.path[0])).toBe(field);
  });

  it.each<[string | null, 'SG' | 'TW', unknown]>([
    ['6123 4567', 'SG', { phone: '+6561234567' }],
    ['0912-345-678', 'TW', { phone: '+886912345678' }],
    [null, 'SG', { phone: null }],
    ['12', 'SG', { reason: 'phoneNotValid' }],
  ])('the phone "%s" in %s is stored as %o', (phone, country, expected) => {
    expect(outletPhoneOf(phone, country)).toEqual(expected);
  });
});
