import { describe, expect, it } from 'vitest';
import { coversOf, daySummary } from './day-summary';
import type { DisplayStatus } from './display-status';

const party = (displayStatus: DisplayStatus, pax: number, transactions: Array<{ status: string; amount: number; type?: string }> = []) => ({
  displayStatus,
  pax,
  transactions,
});

describe("the day's summary", () => {
  it.each<[string, ReturnType<typeof party>[], { bookings: number; covers: number; seated: number; deposits: number }]>([
    ['an empty day', [], { bookings: 0, covers: 0, seated: 0, deposits: 0 }],
    ['bookings and covers', [party('BOOKED', 2), party('CONFIRMED', 4)], { bookings: 2, covers: 6, seated: 0, deposits: 0 }],
    [
      'cancelled, no-show and expired parties do not count',
      [party('BOOKED', 2), party('CANCELLED', 4), party('NO_SHOW', 3), party('EXPIRED', 5)],
      { bookings: 1, covers: 2, seated: 0, deposits: 0 },
    ],
    [
      'seated, at the bill and overstayed parties are seated',
      [party('SEATED', 2), party('BILL', 3), party('OVERSTAYED', 4), party('COMPLETED', 6)],
      { bookings: 4, covers: 15, seated: 9, deposits: 0 },
    ],
    [
      'paid and succeeded deposits add up; others do not',
      [
        party('BOOKED', 2, [
          { status: 'paid', amount: 2000 },
          { status: 'pending', amount: 500 },
        ]),
        party('CANCELLED', 2, [
          { status: 'succeeded', amount: 1000 },
          { status: 'guaranteed', amount: 700 },
        ]),
      ],
      { bookings: 1, covers: 2, seated: 0, deposits: 3000 },
    ],
    [
      'a deposit refunded on cancelling is not held any more (a refund takes back)',
      [
        party('BOOKED', 4, [{ status: 'succeeded', amount: 8000, type: 'create' }]),
        party('CANCELLED', 4, [
          { status: 'succeeded', amount: 8000, type: 'create' },
          { status: 'succeeded', amount: 8000, type: 'refund' },
        ]),
        party('CANCELLED', 2, [
          { status: 'succeeded', amount: 4000, type: 'create' },
          { status: 'succeeded', amount: 1000, type: 'refund' },
        ]),
      ],
      { bookings: 1, covers: 4, seated: 0, deposits: 11000 },
    ],
  ])('%s', (_, parties, expected) => {
    const { bookings, covers, seated, deposits } = daySummary(parties);
    expect({ bookings, covers, seated, deposits }).toEqual(expected);
  });

  it('counts each status', () => {
    const { byStatus } = daySummary([party('BOOKED', 2), party('LATE', 2), party('BOOKED', 3)]);
    expect([...byStatus.entries()].sort()).toEqual([
      ['BOOKED', 2],
      ['LATE', 1],
    ]);
  });

  it.each<[string, ReturnType<typeof party>[], number]>([
    ['a service of two parties', [party('BOOKED', 2), party('SEATED', 4)], 6],
    ['a cancellation in the group', [party('BOOKED', 2), party('CANCELLED', 4)], 2],
    ['only no-shows', [party('NO_SHOW', 2)], 0],
  ])("a group's covers: %s", (_, parties, covers) => {
    expect(coversOf(parties)).toBe(covers);
  });
});
