import { describe, expect, it } from 'vitest';
import { mergeCustomers, phonesOneDigitApart, type MergeableCustomer } from './customer-merge';

const blank: MergeableCustomer = {
  salutation: null,
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: null,
  phone: null,
  additionalPhone: null,
  organisationName: null,
  address: null,
  gender: 0,
  birthday: null,
  language: null,
  postalCode: null,
  countryCode: null,
  state: null,
  city: null,
  notesDiner: null,
  dietary: [],
  dietaryNotes: null,
  seatingPreference: null,
  canSendSmsMarketing: 0,
  canSendEmailMarketing: 0,
  merchantId: null,
  passId: null,
  mcaId: null,
  username: null,
  barcode: null,
  photoUrl: null,
  favouriteItemIds: [],
  accountActivated: false,
};
const guest = (fields: Partial<MergeableCustomer>): MergeableCustomer => ({ ...blank, ...fields });

describe('mergeCustomers: the kept profile wins, the duplicate fills its gaps (issue 12)', () => {
  it.each<[string, Partial<MergeableCustomer>, Partial<MergeableCustomer>, Partial<MergeableCustomer>]>([
    ['an empty email is filled from the duplicate', {}, { email: 'mei@example.com' }, { email: 'mei@example.com' }],
    ['the kept email stays', { email: 'kept@example.com' }, { email: 'dup@example.com' }, { email: 'kept@example.com' }],
    ['a blank address counts as empty', { address: '  ' }, { address: '1 Orchard Rd' }, { address: '1 Orchard Rd' }],
    [
      'birthday, language and city are filled',
      {},
      { birthday: '1990-05-01', language: 'zh-Hans', city: 'Singapore' },
      { birthday: '1990-05-01', language: 'zh-Hans', city: 'Singapore' },
    ],
    ['an unknown gender takes the duplicate’s', { gender: 0 }, { gender: 1 }, { gender: 1 }],
    // Issue 32: no allergy is lost in a merge.
    [
      'every need of either profile is kept, in the list order',
      { dietary: ['halal'] },
      { dietary: ['shellfish', 'halal'] },
      { dietary: ['shellfish', 'halal'] },
    ],
    [
      'allergy notes are appended, a seating wish filled',
      { dietaryNotes: 'No pork' },
      { dietaryNotes: 'Sesame: severe', seatingPreference: 'Booth' },
      { dietaryNotes: 'No pork\n\nSesame: severe', seatingPreference: 'Booth' },
    ],
    ['a known gender stays', { gender: 2 }, { gender: 1 }, { gender: 2 }],
    [
      'a nameless kept profile takes the whole name',
      { firstName: '', lastName: '' },
      { firstName: '陈美玲', lastName: '' },
      { firstName: '陈美玲', lastName: '' },
    ],
    [
      'the same first name gains a last name',
      { firstName: 'Nur Aisyah', lastName: '' },
      { firstName: 'nur aisyah', lastName: 'binti Ahmad' },
      { firstName: 'Nur Aisyah', lastName: 'binti Ahmad' },
    ],
    [
      'another first name lends no last name',
      { firstName: 'Aisyah', lastName: '' },
      { firstName: 'Nur', lastName: 'Ahmad' },
      { firstName: 'Aisyah', lastName: '' },
    ],
    ['a phoneless kept profile takes the phone', {}, { phone: '+6591234567' }, { phone: '+6591234567', additionalPhone: null }],
    [
      'another phone becomes the additional phone',
      { phone: '+6591234567' },
      { phone: '+6598765432' },
      { phone: '+6591234567', additionalPhone: '+6598765432' },
    ],
    ['the same phone is not repeated', { phone: '+6591234567' }, { phone: '+6591234567' }, { phone: '+6591234567', additionalPhone: null }],
    [
      'no free slot: the kept phones stay',
      { phone: '+6591234567', additionalPhone: '+6581234567' },
      { phone: '+6598765432' },
      { phone: '+6591234567', additionalPhone: '+6581234567' },
    ],
    ['notes are appended', { notesDiner: 'Window seat' }, { notesDiner: 'No peanuts' }, { notesDiner: 'Window seat\n\nNo peanuts' }],
    [
      'the same note is not repeated',
      { notesDiner: 'Window seat. No peanuts' },
      { notesDiner: 'No peanuts' },
      { notesDiner: 'Window seat. No peanuts' },
    ],
    ['a duplicate’s note fills empty notes', {}, { notesDiner: 'No peanuts' }, { notesDiner: 'No peanuts' }],
    [
      'consent given by both stays',
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
    ],
    [
      'a merge never grants consent',
      { canSendSmsMarketing: 0, canSendEmailMarketing: 0 },
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 0, canSendEmailMarketing: 0 },
    ],
    [
      'consent withdrawn on either profile is withdrawn',
      { canSendSmsMarketing: 1, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 0, canSendEmailMarketing: 1 },
      { canSendSmsMarketing: 0, canSendEmailMarketing: 1 },
    ],
    ['a loyalty pass fills an empty one', {}, { passId: 'PASS-2' }, { passId: 'PASS-2' }],
    [
      'favourites of both are kept',
      { favouriteItemIds: ['laksa'] },
      { favouriteItemIds: ['laksa', 'satay'] },
      { favouriteItemIds: ['laksa', 'satay'] },
    ],
    ['an activated account stays activated', { accountActivated: false }, { accountActivated: true }, { accountActivated: true }],
  ])('%s', (_, kept, duplicate, expected) => {
    const { merged } = mergeCustomers(guest(kept), guest(duplicate));
    expect(merged).toMatchObject(expected);
  });

  it.each<[string, Partial<MergeableCustomer>, Partial<MergeableCustomer>, Record<string, string>]>([
    ['another email', { email: 'kept@example.com' }, { email: 'dup@example.com' }, { email: 'dup@example.com' }],
    ['the same email in capitals is not another', { email: 'mei@example.com' }, { email: 'MEI@example.com' }, {}],
    [
      'phones with no free slot',
      { phone: '+6591234567', additionalPhone: '+6581234567' },
      { phone: '+6598765432', additionalPhone: '+6588888888' },
      { phone: '+6598765432, +6588888888' },
    ],
    [
      'one phone over the free slot',
      { phone: '+6591234567' },
      { phone: '+6598765432', additionalPhone: '+6588888888' },
      { phone: '+6588888888' },
    ],
    ['another name', { firstName: 'Mei Ling', lastName: 'Tan' }, { firstName: '陈美玲', lastName: '' }, { name: '陈美玲' }],
    [
      'the same name with other spacing is not another',
      { firstName: 'Mei Ling', lastName: 'Tan' },
      { firstName: 'mei  ling', lastName: 'TAN' },
      {},
    ],
    [
      'a second loyalty pass and member number',
      { passId: 'PASS-1', barcode: 'B1' },
      { passId: 'PASS-2', barcode: 'B1' },
      { passId: 'PASS-2' },
    ],
    ['nothing when the duplicate only fills gaps', {}, { email: 'dup@example.com', phone: '+6598765432', city: 'Ipoh' }, {}],
  ])('sets aside %s, for the history, instead of dropping it', (_, kept, duplicate, expected) => {
    expect(mergeCustomers(guest(kept), guest(duplicate)).setAside).toEqual(expected);
  });

  it('lists the fields it changed, for the history', () => {
    const { changed } = mergeCustomers(
      guest({ email: 'kept@example.com', canSendSmsMarketing: 1 }),
      guest({ email: 'dup@example.com', city: 'Ipoh', canSendSmsMarketing: 0 }),
    );
    expect(changed.sort()).toEqual(['canSendSmsMarketing', 'city']);
  });

  it('lists the changed fields in the order of the profile', () => {
    const { changed } = mergeCustomers(
      guest({ canSendSmsMarketing: 1 }),
      guest({ photoUrl: 'https://example.com/p.jpg', city: 'Ipoh', email: 'dup@example.com', canSendSmsMarketing: 0 }),
    );
    expect(changed).toEqual(['email', 'city', 'canSendSmsMarketing', 'photoUrl']);
  });

  it.each([
    'salutation',
    'email',
    'organisationName',
    'address',
    'birthday',
    'language',
    'postalCode',
    'countryCode',
    'state',
    'city',
    'merchantId',
    'passId',
    'mcaId',
    'username',
    'barcode',
    'photoUrl',
  ] as const)('fills %s from the duplicate, or sets it aside when both differ', (field) => {
    expect(mergeCustomers(guest({}), guest({ [field]: 'theirs' })).merged[field]).toBe('theirs');
    const both = mergeCustomers(guest({ [field]: 'ours' }), guest({ [field]: 'theirs' }));
    expect(both.merged[field]).toBe('ours');
    expect(both.setAside).toEqual({ [field]: 'theirs' });
  });

  it('answers the profile fields only, whatever else the rows carry', () => {
    const row = { ...guest({}), id: 'c1', visitCount: 3, version: 7 };
    expect(Object.keys(mergeCustomers(row, guest({})).merged).sort()).toEqual(Object.keys(blank).sort());
  });
});

describe('phones a typo apart', () => {
  it.each([
    ['one digit changed', '+6591234567', '+6591234568', true],
    ['one digit changed in the middle, written with spaces', '+65 9123 4567', '+65 9128 4567', true],
    ['one digit left out', '+6591234567', '+659123467', true],
    ['one digit added', '+6591234567', '+65912345678', true],
    ['two digits changed', '+6591234567', '+6591234500', false],
    ['two digits swapped (two changes)', '+6591234567', '+6591234576', false],
    ['the same number: the same guest, not a near one', '+6591234567', '+65 9123 4567', false],
    ['no phone', null, '+6591234567', false],
    ['too short to tell', '12345', '12346', false],
  ])('%s', (_, a, b, near) => {
    expect(phonesOneDigitApart(a, b)).toBe(near);
    expect(phonesOneDigitApart(b, a)).toBe(near);
  });
});
