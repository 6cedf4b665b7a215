import { describe, expect, it } from 'vitest';
import { guestFilterCounts, guestFilterOf, guestFilterParam, matchesGuestFilter } from './guest-filter';

const vip = { id: 't-vip', title: 'VIP', colour: 'amber' };
const birthday = { id: 't-bday', title: 'Birthday', colour: 'pink' };
const guest = (over: { dietary?: string[]; dietaryNotes?: string | null; tags?: (typeof vip)[] } = {}) => ({
  id: 'g',
  firstName: 'Mei',
  lastName: 'Tan',
  phone: null,
  email: null,
  notesDiner: null,
  dietary: [],
  dietaryNotes: null,
  seatingPreference: null,
  autoTags: [],
  tags: [],
  ...over,
});

const shellfish = { user: guest({ dietary: ['shellfish'] }), tags: [] };
const halalVip = { user: guest({ dietary: ['halal'], tags: [vip] }), tags: [] };
const wordsOnly = { user: guest({ dietaryNotes: 'no coriander' }), tags: [birthday] };
const walkIn = { user: null, tags: [vip] };
const day = [shellfish, halalVip, wordsOnly, walkIn];

describe("the day's list by guest (issue 32)", () => {
  it.each<[string, Parameters<typeof matchesGuestFilter>[1], boolean[]]>([
    ['no filter shows all', null, [true, true, true, true]],
    // A diet or words alone are not an allergy (guest-needs.ts): the kitchen's list is the red ones.
    ['allergies: a ticked allergy only', 'allergy', [true, false, false, false]],
    ['a tag on the guest or on the booking', { tagId: vip.id }, [false, true, false, true]],
    ["a booking's own tag", { tagId: birthday.id }, [false, false, true, false]],
    ['a tag nobody carries', { tagId: 'gone' }, [false, false, false, false]],
  ])('%s', (_, filter, shown) => {
    expect(day.map((booking) => matchesGuestFilter(booking, filter))).toEqual(shown);
  });

  it('counts what the day offers, the most carried tag first', () => {
    const counts = guestFilterCounts(day);
    expect(counts.allergies).toBe(1);
    expect(counts.tags.map(({ tag, count }) => [tag.title, count])).toEqual([
      ['VIP', 2],
      ['Birthday', 1],
    ]);
  });

  it('a tag on both the guest and the booking counts the booking once', () => {
    expect(guestFilterCounts([{ user: guest({ tags: [vip] }), tags: [vip] }]).tags).toEqual([{ tag: vip, count: 1 }]);
  });

  it.each([null, 'allergy', 't-vip'])('the address keeps %s as it was', (param) => {
    expect(guestFilterParam(guestFilterOf(param))).toBe(param);
  });
});
