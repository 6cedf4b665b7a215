import { describe, expect, it } from 'vitest';
import { emptyServiceDay, NO_SERVICE, sumDays, turnStatsOf, type DayFigures } from './day-figures';

describe('turn times from stays in seconds (docs/decisions/028-report-days.md)', () => {
  it.each([
    [[], { parties: 0, medianMinutes: 0, averageMinutes: 0 }],
    [[3600], { parties: 1, medianMinutes: 60, averageMinutes: 60 }],
    // Even count: the median is halfway between the middle two (75 and 100 min: 87.5, rounded half up to 88).
    [[6000, 4500, 7200, 3600], { parties: 4, medianMinutes: 88, averageMinutes: 89 }],
    [[5400, 5430, 9000], { parties: 3, medianMinutes: 91, averageMinutes: 110 }],
  ])('%j', (seconds, stats) => {
    expect(turnStatsOf(seconds)).toEqual(stats);
  });
});

describe('a range is the sum of its days', () => {
  const lunch = 'lunch-id';
  const dinner = 'dinner-id';
  const day = (figures: Record<string, Partial<ReturnType<typeof emptyServiceDay>>>): DayFigures =>
    Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, { ...emptyServiceDay(), ...f }]));
  const days: Record<string, DayFigures> = {
    // Monday 23 March 2026
    '2026-03-23': day({
      [lunch]: {
        totals: { ...emptyServiceDay().totals, bookings: 1, covers: 2, seatedCovers: 2 },
        partySizes: { 2: 1 },
        pacing: { '12:00': 2 },
        turnSeconds: { 2: [4500] },
      },
      [dinner]: {
        totals: { ...emptyServiceDay().totals, bookings: 2, covers: 6 },
        partySizes: { 2: 1, 4: 1 },
        pacing: { '19:00': 6 },
        money: { SGD: { collected: 5000, refunded: 0, guaranteesCharged: 0 } },
      },
    }),
    '2026-03-24': {},
    // Wednesday: money of no booking
    '2026-03-25': day({
      [NO_SERVICE]: { money: { SGD: { collected: 700, refunded: 200, guaranteesCharged: 0 } } },
      [lunch]: {
        totals: { ...emptyServiceDay().totals, bookings: 1, covers: 2, seatedCovers: 2 },
        partySizes: { 2: 1 },
        turnSeconds: { 2: [5400] },
      },
    }),
  };
  const all = sumDays({ from: '2026-03-23', to: '2026-03-25', service: null }, (d) => days[d] ?? {});

  it('adds counts up, day by day and in all, every day listed', () => {
    expect(all.totals).toMatchObject({ bookings: 4, covers: 10, seatedCovers: 4 });
    expect(all.byDay).toEqual([
      { date: '2026-03-23', bookings: 3, covers: 8, seatedCovers: 2 },
      { date: '2026-03-24', bookings: 0, covers: 0, seatedCovers: 0 },
      { date: '2026-03-25', bookings: 1, covers: 2, seatedCovers: 2 },
    ]);
    expect(all.partySizes).toEqual([
      { pax: 2, bookings: 3 },
      { pax: 4, bookings: 1 },
    ]);
    expect(all.money).toEqual([{ currency: 'SGD', collected: 5700, refunded: 200, guaranteesCharged: 0 }]);
    // A service with no booking on the book is not a row of its own.
    expect([...all.byService.keys()].sort()).toEqual([dinner, lunch].sort());
  });

  it('takes a median over all the days’ stays, not a median of medians', () => {
    expect(all.turnTimes).toEqual([{ pax: 2, parties: 2, medianMinutes: 83, averageMinutes: 83 }]);
  });

  it('puts pacing on the weekday of each day', () => {
    expect(all.pacing).toEqual([
      { weekday: 1, slot: '12:00', covers: 2 },
      { weekday: 1, slot: '19:00', covers: 6 },
    ]);
  });

  it('narrows to one service: its bookings and their money only', () => {
    const onlyDinner = sumDays({ from: '2026-03-23', to: '2026-03-25', service: dinner }, (d) => days[d] ?? {});
    expect(onlyDinner.totals).toMatchObject({ bookings: 2, covers: 6 });
    expect(onlyDinner.money).toEqual([{ currency: 'SGD', collected: 5000, refunded: 0, guaranteesCharged: 0 }]);
    expect(onlyDinner.turnTimes).toEqual([]);
  });
});
