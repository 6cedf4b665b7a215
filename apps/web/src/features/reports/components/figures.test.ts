import { describe, expect, it } from 'vitest';
import { changeText, countChange, headlinesOf, percentText, rateChange, toneOf, weightedAverage } from './figures';
import { totalsOf } from './report-fixture';

describe('changes against the days before', () => {
  it.each([
    [120, 100, { direction: 'up', amount: 0.2, unit: 'percent' }],
    [80, 100, { direction: 'down', amount: 0.2, unit: 'percent' }],
    [100, 100, { direction: 'same', amount: 0, unit: 'percent' }],
    [5, 0, null],
  ])('a count of %i after %i', (current, previous, expected) => {
    expect(countChange(current, previous)).toEqual(expected);
  });

  it('a rate changes in points, and not at all without a rate on both sides', () => {
    expect(rateChange(0.03, 0.02)).toEqual({ direction: 'up', amount: expect.closeTo(0.01, 10), unit: 'points' });
    expect(rateChange(null, 0.02)).toBeNull();
    expect(rateChange(0.02, null)).toBeNull();
  });
});

describe('headlinesOf', () => {
  const headlines = headlinesOf(totalsOf(), totalsOf({ covers: 100, noShows: 5, dueBookings: 50 }), { seatedCovers: 90, repeatCovers: 30 });
  const byKey = Object.fromEntries(headlines.map((h) => [h.key, h]));

  it('has the seven figures in the page’s order', () => {
    expect(headlines.map((h) => h.key)).toEqual([
      'covers',
      'bookings',
      'seatedCovers',
      'noShowRate',
      'cancellationRate',
      'lateCancellations',
      'repeatShare',
    ]);
  });

  it('works the rates out over their denominators: due bookings, made bookings, seated covers', () => {
    expect(byKey.noShowRate).toMatchObject({ value: 7 / 35, previous: 5 / 50, of: { count: 7, total: 35 }, betterWhen: 'down' });
    expect(byKey.noShowRate!.change).toMatchObject({ direction: 'up', unit: 'points' });
    expect(byKey.noShowRate!.change!.amount).toBeCloseTo(0.1);
    expect(byKey.cancellationRate).toMatchObject({ value: 10 / 50, of: { count: 10, total: 50 } });
    expect(byKey.repeatShare).toMatchObject({ value: 30 / 90, previous: null, change: null, betterWhen: 'up' });
  });

  it('compares counts as a share of the days before', () => {
    expect(byKey.covers).toMatchObject({ value: 120, previous: 100, change: { direction: 'up', unit: 'percent' } });
    expect(byKey.covers!.change!.amount).toBeCloseTo(0.2);
    expect(byKey.lateCancellations).toMatchObject({ value: 4, betterWhen: 'down', of: { count: 4, total: 50 } });
  });

  it('has no rate where nothing was due (not 0%)', () => {
    const none = headlinesOf(totalsOf({ dueBookings: 0, noShows: 0 }), totalsOf(), { seatedCovers: 0, repeatCovers: 0 });
    expect(none.find((h) => h.key === 'noShowRate')).toMatchObject({ value: null, change: null });
    expect(none.find((h) => h.key === 'repeatShare')).toMatchObject({ value: null });
  });

  it('says whether a change is good news', () => {
    expect(toneOf(byKey.covers!)).toBe('good');
    expect(toneOf(byKey.noShowRate!)).toBe('bad');
    expect(toneOf(byKey.repeatShare!)).toBe('neutral');
  });
});

describe('the rate text', () => {
  it.each([
    [0.125, 'en-SG', '12.5%'],
    [0, 'en-SG', '0.0%'],
    [1 / 3, 'zh-SG', '33.3%'],
    [0.5, 'ms-MY', '50.0%'],
    [null, 'en-SG', '—'],
  ])('%s in %s is %s', (ratio, tag, text) => {
    expect(percentText(ratio, tag)).toBe(text);
  });

  it('writes a change’s amount without its sign', () => {
    expect(changeText({ direction: 'down', amount: 0.2, unit: 'percent' }, 'en-SG')).toBe('20.0%');
    expect(changeText({ direction: 'up', amount: 0.012, unit: 'points' }, 'en-SG')).toBe('1.2');
  });
});

describe('weightedAverage', () => {
  it('weighs each outlet’s average turn time by its parties', () => {
    expect(
      weightedAverage([
        { parties: 30, averageMinutes: 80 },
        { parties: 10, averageMinutes: 120 },
      ]),
    ).toBe(90);
    expect(weightedAverage([])).toBeNull();
  });
});
