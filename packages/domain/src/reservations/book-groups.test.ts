import { describe, expect, it } from 'vitest';
import { groupBook, nowMark, type Placed } from './book-groups';
import type { DisplayStatus } from './display-status';

// A day in Singapore (UTC+8): lunch 12:00-14:00, dinner 18:00-21:00.
const at = (time: string, service: string | null, displayStatus: DisplayStatus = 'BOOKED', id = `${service}-${time}`) =>
  ({
    id,
    reservationDate: '2026-03-31',
    dateTime: `2026-03-31T${time}:00+08:00`,
    displayStatus,
    serviceTiming: service ? { name: service } : null,
  }) satisfies Placed & { id: string };
const sgt = (time: string) => new Date(`2026-03-31T${time}:00+08:00`);

const day = [
  at('19:00', 'Dinner', 'SEATED'),
  at('12:30', 'Lunch', 'COMPLETED'),
  at('18:30', 'Dinner', 'LATE'),
  at('20:00', 'Dinner'),
  at('12:00', 'Lunch', 'COMPLETED'),
  at('21:00', 'Dinner'),
];
const groups = groupBook(day, { searching: false, otherService: 'Other times' });

describe('the book, grouped (docs/ui.md)', () => {
  it('groups by service in the order the day runs, late parties first, then by time', () => {
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ['Lunch', ['Lunch-12:00', 'Lunch-12:30']],
      ['Dinner', ['Dinner-18:30', 'Dinner-19:00', 'Dinner-20:00', 'Dinner-21:00']],
    ]);
  });

  it('puts bookings without a service under their own name, and groups a search by date', () => {
    expect(groupBook([at('23:30', null)], { searching: false, otherService: 'Other times' })[0]!.name).toBe('Other times');
    expect(groupBook([at('12:00', 'Lunch'), at('19:00', 'Dinner')], { searching: true, otherService: '' }).map((g) => g.name)).toEqual([
      '2026-03-31',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const input = [at('20:00', 'Dinner'), at('12:00', 'Lunch')];
    groupBook(input, { searching: false, otherService: '' });
    expect(input.map((r) => r.id)).toEqual(['Dinner-20:00', 'Lunch-12:00']);
  });
});

describe('the "now" line (issue 19: the book opens on the service running now)', () => {
  it.each<[string, string, { group: number; before: number }]>([
    ['before lunch: above the first lunch booking', '10:00', { group: 0, before: 0 }],
    ['during lunch', '12:15', { group: 0, before: 1 }],
    ['between services: on the next one, dinner (late parties stay above the line)', '15:00', { group: 1, before: 1 }],
    ['during dinner, below the late party and the seated one', '19:30', { group: 1, before: 2 }],
    ['a booking due right now is below the line', '20:00', { group: 1, before: 2 }],
    ['after the last booking: at the end of dinner', '22:00', { group: 1, before: 4 }],
  ])('%s (%s)', (_, time, mark) => {
    expect(nowMark(groups, sgt(time))).toEqual(mark);
  });

  it('is nowhere on an empty book', () => {
    expect(nowMark([], sgt('19:00'))).toBeNull();
  });
});
