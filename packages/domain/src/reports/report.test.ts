import { describe, expect, it } from 'vitest';
import { leadTimeBucketOf, previousRange, rangeOfPreset, rateOf, reportQuerySchema, sumTotals, type ReportTotals } from './report';

describe('the ranges of the reports page', () => {
  // 2026-03-31 is a Tuesday; weeks begin on Monday.
  it.each([
    ['thisWeek', '2026-03-31', '2026-03-30', '2026-04-05'],
    ['lastWeek', '2026-03-31', '2026-03-23', '2026-03-29'],
    ['lastWeek', '2026-03-30', '2026-03-23', '2026-03-29'],
    ['lastWeek', '2026-04-05', '2026-03-23', '2026-03-29'],
    ['thisMonth', '2026-02-10', '2026-02-01', '2026-02-28'],
    ['thisMonth', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['thisMonth', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['lastMonth', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2026-01-15', '2025-12-01', '2025-12-31'],
  ] as const)('%s from %s is %s to %s', (preset, today, from, to) => {
    expect(rangeOfPreset(preset, today)).toEqual({ from, to });
  });

  it.each([
    ['2026-03-23', '2026-03-29', '2026-03-16', '2026-03-22'],
    ['2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28'],
    ['2026-03-31', '2026-03-31', '2026-03-30', '2026-03-30'],
  ])('the period before %s..%s is %s..%s', (from, to, beforeFrom, beforeTo) => {
    expect(previousRange(from, to)).toEqual({ from: beforeFrom, to: beforeTo });
  });
});

describe('figures', () => {
  it.each([
    [0, 'sameDay'],
    [1, 'oneToTwoDays'],
    [2, 'oneToTwoDays'],
    [3, 'threeToSevenDays'],
    [7, 'threeToSevenDays'],
    [8, 'eightToThirtyDays'],
    [30, 'eightToThirtyDays'],
    [31, 'moreThanThirtyDays'],
    [400, 'moreThanThirtyDays'],
  ])('a booking made %i days ahead is %s', (days, bucket) => {
    expect(leadTimeBucketOf(days)).toBe(bucket);
  });

  it('a rate without a denominator is no rate, not 0%', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(1, 4)).toBe(0.25);
  });

  it('sums outlets field by field', () => {
    const one: ReportTotals = {
      bookings: 6,
      covers: 18,
      seatedBookings: 5,
      seatedCovers: 16,
      walkIns: 1,
      dueBookings: 5,
      noShows: 1,
      madeBookings: 8,
      cancellations: 3,
      lateCancellations: 2,
    };
    expect(sumTotals([one, { ...one, covers: 2 }])).toEqual({
      ...one,
      ...Object.fromEntries(Object.entries(one).map(([k, v]) => [k, v * 2])),
      covers: 20,
    });
    expect(sumTotals([]).covers).toBe(0);
  });
});

describe('the query', () => {
  it.each([
    [{ from: '2026-03-23', to: '2026-03-29' }, null],
    [{ from: '2026-03-29', to: '2026-03-23' }, 'reportRangeOrder'],
    [{ from: '2025-01-01', to: '2025-12-31' }, null],
    [{ from: '2024-01-01', to: '2024-12-31' }, null],
    [{ from: '2025-01-01', to: '2026-01-01' }, null],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'reportRangeTooLong'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'invalidDate'],
  ])('%j: %s', (query, message) => {
    const result = reportQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
