import { describe, expect, expectTypeOf, it } from 'vitest';
import { bookingSlugOf, isHoneypotFilled, onlineBookingInputSchema, type DinerBooking } from './booking-page';

describe('bookingSlugOf: the address of an outlet’s booking page', () => {
  it.each([
    ['Jade Garden Orchard', 'jade-garden-orchard'],
    ["Lin's Noodle Bar Da'an", 'lin-s-noodle-bar-da-an'],
    ['  Café  Crème — Bangsar ', 'cafe-creme-bangsar'],
    ['翠園', 'outlet'],
    ['Mawar 2', 'mawar-2'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('%s → %s', (name, slug) => expect(bookingSlugOf(name)).toBe(slug));
});

describe("a diner's booking as the page sends it", () => {
  const valid = {
    reservationDate: '2026-04-02',
    reservationTime: '19:00',
    numberOfAdults: 2,
    customerPhone: '+6591234567',
    customerFirstName: 'Mei',
    acceptPolicies: true,
  };

  it('takes a time with or without seconds, and starts the guest in English with no children', () => {
    expect(onlineBookingInputSchema.parse(valid)).toMatchObject({
      reservationTime: '19:00:00',
      numberOfChildren: 0,
      language: 'en',
      occasions: [],
    });
  });

  it.each([
    ['policies not accepted', { acceptPolicies: false }, 'acceptPolicies', 'acceptPolicies'],
    ['no name', { customerFirstName: '' }, 'customerFirstName', 'enterName'],
    ['a bad email', { customerEmail: 'not-an-email' }, 'customerEmail', 'emailNotValid'],
    ['no party', { numberOfAdults: 0 }, 'numberOfAdults', 'partyAtLeastOne'],
    ['a language Host does not speak', { language: 'fr' }, 'language', undefined],
  ])('refuses %s', (_, change, field, message) => {
    const result = onlineBookingInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it("is, less what only the page checks, the diner's booking the online channel makes (one type, no second parse)", () => {
    const { acceptPolicies: _accepted, website: _honeypot, customAnswer: _answer, ...booking } = onlineBookingInputSchema.parse(valid);
    const diners: DinerBooking = { ...booking, notes: null };
    expect(diners).toMatchObject({ customerFirstName: 'Mei', language: 'en', notes: null });
    expectTypeOf(diners).not.toHaveProperty('acceptPolicies');
  });

  it('tells a bot by its filled hidden field', () => {
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
  });
});
