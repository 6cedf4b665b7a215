import { describe, expect, it } from 'vitest';
import {
  customerInputSchema,
  customerMatchSchema,
  customerPatchSchema,
  isValidBirthday,
  isValidName,
  lastVisitRange,
  normaliseEmail,
  type LastVisitWindow,
} from './customers';
import { tagSchema } from './brand-tags-schemas';

const match = {
  id: 'c1',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  phone: '+65 9123 4567',
  email: null,
  notesDiner: null,
  dietary: ['shellfish'],
  dietaryNotes: null,
  seatingPreference: null,
  language: 'en',
  visits: 3,
  noShows: 1,
  tags: [{ id: 't1', title: 'VIP', colour: 'amber' }],
  autoTags: [{ code: 'REGULAR', count: 3, since: '2025-12-01' }],
  profileTagIds: ['t1'],
  lastVisits: [{ reservationDate: '2026-03-01', status: 3, pax: 2 }],
  bookingsThatDay: [],
  oneBookingPerDay: false,
};

describe('customer answers read as the server sends them', () => {
  it.each<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, boolean]>([
    ['a tag', tagSchema, { id: 't1', title: 'VIP', colour: 'amber' }, true],
    ['a tag without its title', tagSchema, { id: 't1' }, false],
    ['a tag without its colour', tagSchema, { id: 't1', title: 'VIP' }, false],
    ['a returning guest', customerMatchSchema, match, true],
    [
      'a first-time guest',
      customerMatchSchema,
      { ...match, visits: 0, lastVisits: [], autoTags: [{ code: 'FIRST_VISIT', count: 0, since: null }] },
      true,
    ],
    [
      'a guest already booked here that day',
      customerMatchSchema,
      {
        ...match,
        bookingsThatDay: [
          {
            id: 'r1',
            code: 'RABCDEFG',
            outletName: 'Jade Garden Orchard',
            reservationDate: '2026-04-02',
            reservationTime: '19:00:00',
            pax: 4,
          },
        ],
      },
      true,
    ],
    ['a guest without a visit count', customerMatchSchema, { ...match, visits: undefined }, false],
    ['a guest without a no-show count', customerMatchSchema, { ...match, noShows: undefined }, false],
    ['a guest with a tag without its title', customerMatchSchema, { ...match, tags: [{ id: 't1' }] }, false],
  ])('%s', (_, schema, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted);
  });
});

describe('isValidName: names as written in SG, MY, HK and TW (issue 12)', () => {
  it.each([
    '陈美玲',
    '陳美玲',
    'Nur Aisyah binti Ahmad',
    "O'Brien",
    'O’Brien',
    'Lee-Tan',
    'Ramasamy a/l Muthu',
    'Jr.',
    'José',
    'Nguyễn',
    '김민준',
    ' Tan ',
  ])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });
  it.each(['Tan 2', '007', '<script>alert(1)</script>', 'Mei 😀', '😀', "'Brien", '-Tan', 'Tan@home', 'a_b', ''])('refuses %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it.each([
    [' Mei.Ling@Example.COM ', 'mei.ling@example.com'],
    ['nur@example.my', 'nur@example.my'],
    ['not an email', null],
    ['mei@', null],
  ])('%j is %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe('customer input and patch', () => {
  it('a new guest takes the defaults', () => {
    expect(customerInputSchema.parse({ firstName: '陈美玲' })).toEqual({
      firstName: '陈美玲',
      lastName: '',
      gender: 0,
      canSendSmsMarketing: 0,
      canSendEmailMarketing: 0,
      tagIds: [],
      dietary: [],
    });
  });
  it('a patch resets nothing it does not name (tags and consent stay)', () => {
    expect(customerPatchSchema.parse({ phone: '91234567' })).toEqual({ phone: '91234567' });
  });
  it.each([
    [{ firstName: 'Tan 2' }, 'nameNotValid'],
    [{ firstName: '' }, 'enterFirstName'],
    [{ firstName: 'Mei', email: 'mei@' }, 'emailNotValid'],
    [{ firstName: 'Mei', canSendSmsMarketing: 2 }, 'chooseOption'],
  ])('refuses %j with %s', (input, message) => {
    const result = customerInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('isValidBirthday', () => {
  it.each([
    ['1980-01-01', true],
    ['1900-01-01', true],
    ['2000-02-29', true],
    ['1999-02-29', false],
    ['1899-12-31', false],
    ['1980-13-01', false],
    ['01/01/1980', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidBirthday(value)).toBe(valid);
  });
});

describe("lastVisitRange: the list's last-visit windows by the brand's today", () => {
  it.each<[LastVisitWindow, { from?: string; to?: string }]>([
    ['recent30', { from: '2026-03-01', to: '2026-03-31' }],
    ['recent90', { from: '2025-12-31', to: '2026-03-31' }],
    ['lapsed', { to: '2025-03-31' }],
  ])('%s', (window, expected) => {
    expect(lastVisitRange(window, '2026-03-31')).toEqual(expected);
  });
});
