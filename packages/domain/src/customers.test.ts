import { describe, expect, it } from 'vitest';
import { customerMatchSchema, tagSchema } from './customers';

const match = {
  id: 'c1',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  phone: '+65 9123 4567',
  email: null,
  notesDiner: null,
  language: 'en',
  visits: 3,
  noShows: 1,
  tags: [{ id: 't1', title: 'VIP' }],
  lastVisits: [{ reservationDate: '2026-03-01', status: 3, pax: 2 }],
  bookingsThatDay: [],
  oneBookingPerDay: false,
};

describe('customer answers read as the server sends them', () => {
  it.each<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, boolean]>([
    ['a tag', tagSchema, { id: 't1', title: 'VIP' }, true],
    ['a tag without its title', tagSchema, { id: 't1' }, false],
    ['a returning guest', customerMatchSchema, match, true],
    ['a first-time guest', customerMatchSchema, { ...match, visits: 0, lastVisits: [] }, true],
    [
      'a guest already booked here that day',
      customerMatchSchema,
      { ...match, bookingsThatDay: [{ id: 'r1', code: 'RABCDEFG', outletName: 'Jade Garden Orchard', reservationDate: '2026-04-02', reservationTime: '19:00:00', pax: 4 }] },
      true,
    ],
    ['a guest without a visit count', customerMatchSchema, { ...match, visits: undefined }, false],
    ['a guest without a no-show count', customerMatchSchema, { ...match, noShows: undefined }, false],
    ['a guest with a tag without its title', customerMatchSchema, { ...match, tags: [{ id: 't1' }] }, false],
  ])('%s', (_, schema, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted);
  });
});
