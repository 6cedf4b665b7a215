import { describe, expect, it } from 'vitest';
import { joinWaitingListSchema, offerTimeIn, waitlistSettingsSchema } from './waiting-list';

describe('offerTimeIn: the time a guest of the waiting list is offered', () => {
  const slot = (time: string, available = true, date = '2026-04-01') => ({ date, time, available });
  const wanted = { date: '2026-04-01', windowStart: '19:00:00', windowEnd: '20:30:00' };
  it.each([
    ['the first free time inside the window', [slot('18:45:00'), slot('19:15:00'), slot('19:00:00', false), slot('20:00:00')], '19:15:00'],
    ['both ends of the window count', [slot('20:30:00'), slot('21:00:00')], '20:30:00'],
    ['the window start itself', [slot('19:00:00'), slot('19:30:00')], '19:00:00'],
    ['nothing free inside the window', [slot('18:30:00'), slot('19:30:00', false), slot('20:45:00')], null],
    ['a slot of the next day (a service past midnight) is not this day', [slot('19:30:00', true, '2026-04-02')], null],
    ['no slots at all', [], null],
  ])('%s', (_, slots, expected) => {
    expect(offerTimeIn(slots, wanted)).toBe(expected);
  });
});

describe('the waiting list’s inputs', () => {
  const guest = {
    date: '2026-04-01',
    windowStart: '19:00',
    windowEnd: '21:00',
    numberOfAdults: 2,
    customerFirstName: 'Mei',
    customerPhone: '9123 4567',
  };
  it('takes a window in order, normalised to seconds, and a party of at least one', () => {
    expect(joinWaitingListSchema.parse(guest)).toMatchObject({ windowStart: '19:00:00', windowEnd: '21:00:00', numberOfChildren: 0 });
    expect(joinWaitingListSchema.safeParse({ ...guest, windowEnd: '19:00' }).error?.issues[0]?.message).toBe('waitingWindowOrder');
    expect(joinWaitingListSchema.safeParse({ ...guest, numberOfAdults: 0 }).success).toBe(false);
  });
  it.each([
    ['holdMinutes', 4, false],
    ['holdMinutes', 5, true],
    ['holdMinutes', 121, false],
    ['answerMinutes', 1, false],
    ['answerMinutes', 60, true],
    ['longestQuoteMinutes', 14, false],
    ['longestQuoteMinutes', 240, true],
  ])('keeps %s = %s within its range: %s', (field, value, ok) => {
    const settings = { enabled: true, holdMinutes: 15, answerMinutes: 10, longestQuoteMinutes: 120, joinOnline: true, [field]: value };
    expect(waitlistSettingsSchema.safeParse(settings).success).toBe(ok);
  });
});
