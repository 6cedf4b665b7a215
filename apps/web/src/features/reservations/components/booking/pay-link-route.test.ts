import { describe, expect, it } from 'vitest';
import { payLinkRoute } from './pay-link-toast';

describe('how a new booking’s pay link reaches the guest (issue 28)', () => {
  const user = (email: string | null) => ({
    id: 'c1',
    firstName: 'Mei',
    lastName: 'Tan',
    phone: null,
    email,
    notesDiner: null,
    dietary: [],
    dietaryNotes: null,
    seatingPreference: null,
    autoTags: [],
    tags: [],
  });
  it.each([
    ['a phone', { customerPhone: '+6591234567', user: user('mei@example.com') }, 'sms'],
    ['only an email', { customerPhone: null, user: user('mei@example.com') }, 'email'],
    ['neither: the host shares it, and the toast offers no Send', { customerPhone: null, user: user(null) }, 'byHand'],
    ['no guest book entry at all', { customerPhone: null, user: null }, 'byHand'],
  ] as const)('a guest with %s: %s', (_case, booking, route) => {
    expect(payLinkRoute(booking)).toBe(route);
  });
});
