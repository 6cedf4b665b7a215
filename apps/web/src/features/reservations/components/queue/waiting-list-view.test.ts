import type { WaitingListEntry } from '@host/domain/waitlist/waiting-list';
import { describe, expect, it } from 'vitest';
import { dayOfWeekOf, minutesLeft, splitWaitingList, standingOf, suggestedWindow, windowText, windowTimes } from './waiting-list-view';

const HOURS = [
  { dayOfWeek: 2, startTime: '11:00:00', endTime: '14:30:00' },
  { dayOfWeek: 2, startTime: '17:40', endTime: '22:00' },
  { dayOfWeek: 3, startTime: '11:00', endTime: '22:00' },
];

describe("a guest's window is picked in quarter hours of the outlet's hours that day", () => {
  it('every quarter hour of each range, both ends included, a range starting off the quarter from the next one', () => {
    const times = windowTimes(HOURS, 2);
    expect(times.slice(0, 3)).toEqual(['11:00', '11:15', '11:30']);
    expect(times).toContain('14:30');
    expect(times).not.toContain('14:45');
    expect(times).not.toContain('17:30');
    expect(times[times.indexOf('14:30') + 1]).toBe('17:45');
    expect(times.at(-1)).toBe('22:00');
  });

  it('the whole day when the outlet set no hours for it', () => {
    const times = windowTimes(HOURS, 0);
    expect(times).toHaveLength(96);
    expect([times[0], times.at(-1)]).toEqual(['00:00', '23:45']);
  });

  it("reads a local date's day of the week as the hours count them (0 is Sunday)", () => {
    expect(dayOfWeekOf('2026-03-31')).toBe(2);
    expect(dayOfWeekOf('2026-04-05')).toBe(0);
  });
});

describe('a new guest starts with a window chosen for them', () => {
  const times = windowTimes(HOURS, 3);

  it('today: from the next quarter hour, for two hours', () => {
    expect(suggestedWindow(times, '18:07:12')).toEqual({ windowStart: '18:15', windowEnd: '20:15' });
    expect(suggestedWindow(times, '18:15:00')).toEqual({ windowStart: '18:15', windowEnd: '20:15' });
  });

  it('another day: from the first time', () => {
    expect(suggestedWindow(times, null)).toEqual({ windowStart: '11:00', windowEnd: '13:00' });
  });

  it('near closing: to the last time, and never a window of one time', () => {
    expect(suggestedWindow(times, '21:10:00')).toEqual({ windowStart: '21:15', windowEnd: '22:00' });
    expect(suggestedWindow(times, '22:00:00')).toEqual({ windowStart: '21:45', windowEnd: '22:00' });
    expect(suggestedWindow(times, '23:30:00')).toEqual({ windowStart: '21:45', windowEnd: '22:00' });
    expect(suggestedWindow(['12:00'], null)).toBeNull();
  });
});

const entry = (over: Partial<WaitingListEntry>): WaitingListEntry => ({
  id: 'e',
  outletId: 'o',
  date: '2026-03-31',
  windowStart: '18:30:00',
  windowEnd: '20:30:00',
  numberOfAdults: 2,
  numberOfChildren: 0,
  customerFirstName: 'Mei',
  customerLastName: 'Tan',
  customerPhone: '+6591234567',
  customerEmail: null,
  notes: null,
  language: 'en',
  status: 'waiting',
  source: 'staff',
  position: 1,
  offer: null,
  reservationId: null,
  createdAt: '2026-03-31T10:00:00.000Z',
  version: 1,
  ...over,
});

describe('the list as the drawer shows it', () => {
  it('those on the list in their order, then those who left it, the latest first', () => {
    const { onList, left } = splitWaitingList([
      entry({ id: 'second', position: 2 }),
      entry({ id: 'old', position: null, status: 'declined', createdAt: '2026-03-31T09:00:00.000Z' }),
      entry({ id: 'first', position: 1, status: 'offered' }),
      entry({ id: 'new', position: null, status: 'booked', createdAt: '2026-03-31T11:00:00.000Z' }),
    ]);
    expect(onList.map((e) => e.id)).toEqual(['first', 'second']);
    expect(left.map((e) => e.id)).toEqual(['new', 'old']);
  });

  it('an offer held counts down in whole minutes, rounded up, and stops at nothing', () => {
    const now = new Date('2026-03-31T11:00:00.000Z');
    expect(minutesLeft('2026-03-31T11:15:00.000Z', now)).toBe(15);
    expect(minutesLeft('2026-03-31T11:00:20.000Z', now)).toBe(1);
    expect(minutesLeft('2026-03-31T10:59:00.000Z', now)).toBe(0);
  });

  it('a window reads from its first time to its last', () => {
    expect(windowText(entry({}))).toBe('18:30–20:30');
  });
});

describe("a guest's standing, in words the host reads", () => {
  const now = new Date('2026-03-31T11:03:00.000Z');
  const offer = (status: 'open' | 'accepted' | 'declined' | 'expired' | 'taken') => ({
    id: 'x',
    time: '19:00:00',
    status,
    expiresAt: '2026-03-31T11:15:00.000Z',
    heldUntil: '19:15',
    secondsLeft: 720,
  });
  const standing = (over: Partial<WaitingListEntry>) => standingOf(entry(over), now, 'Asia/Singapore');

  it("an offer held names its time, the hold on the outlet's clock, and the minutes left", () => {
    expect(standing({ status: 'offered', offer: offer('open') })).toEqual({ key: 'offered', time: '19:00', until: '19:15', count: 12 });
  });

  it('a hold run out shows so until the server passes the time on', () => {
    expect(standingOf(entry({ status: 'offered', offer: offer('open') }), new Date('2026-03-31T11:16:00.000Z'), 'Asia/Singapore')).toEqual({
      key: 'holdEnded',
      time: '19:00',
    });
  });

  it('waiting, even after a time was taken before the guest accepted it', () => {
    expect(standing({})).toEqual({ key: 'waiting' });
    expect(standing({ offer: offer('taken') })).toEqual({ key: 'waiting' });
  });

  it('off the list: booked, declined, an offer not answered, the day over, or taken off', () => {
    expect(standing({ status: 'booked', offer: offer('accepted'), position: null })).toEqual({ key: 'booked', time: '19:00' });
    expect(standing({ status: 'declined', offer: offer('declined'), position: null })).toEqual({ key: 'declined', time: '19:00' });
    expect(standing({ status: 'expired', offer: offer('expired'), position: null })).toEqual({ key: 'lapsed', time: '19:00' });
    expect(standing({ status: 'expired', offer: offer('taken'), position: null })).toEqual({ key: 'dayEnded' });
    expect(standing({ status: 'expired', position: null })).toEqual({ key: 'dayEnded' });
    expect(standing({ status: 'cancelled', position: null })).toEqual({ key: 'cancelled' });
  });
});
