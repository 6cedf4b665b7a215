import { describe, expect, it } from 'vitest';
import { ALL_OUTLETS, outletChoiceOf, presetPatch, rangeOf, rangeProblem, serviceOf } from './report-url';

// The e2e server's clock: Tuesday 31 March 2026 at the outlet.
const TODAY = '2026-03-31';
const params = (query: string) => new URLSearchParams(query);

describe('rangeOf: the days of the URL, from the outlet’s today', () => {
  it.each([
    ['nothing said: last week, Monday to Sunday', '', { preset: 'lastWeek', from: '2026-03-23', to: '2026-03-29' }],
    ['this week', 'range=thisWeek', { preset: 'thisWeek', from: '2026-03-30', to: '2026-04-05' }],
    ['this month', 'range=thisMonth', { preset: 'thisMonth', from: '2026-03-01', to: '2026-03-31' }],
    ['last month', 'range=lastMonth', { preset: 'lastMonth', from: '2026-02-01', to: '2026-02-28' }],
    ['custom days', 'range=custom&from=2026-01-05&to=2026-01-11', { preset: 'custom', from: '2026-01-05', to: '2026-01-11' }],
    [
      'custom with a day missing: the default week fills it',
      'range=custom&from=2026-03-01',
      { preset: 'custom', from: '2026-03-01', to: '2026-03-29' },
    ],
    ['an unknown preset is last week', 'range=yesterday', { preset: 'lastWeek', from: '2026-03-23', to: '2026-03-29' }],
    ['a preset ignores stray days', 'range=thisWeek&from=2020-01-01', { preset: 'thisWeek', from: '2026-03-30', to: '2026-04-05' }],
  ])('%s', (_, query, expected) => {
    expect(rangeOf(params(query), TODAY)).toEqual(expected);
  });
});

describe('presetPatch', () => {
  const shown = { preset: 'lastWeek' as const, from: '2026-03-23', to: '2026-03-29' };
  it('a custom range starts from the days shown', () => {
    expect(presetPatch('custom', shown)).toEqual({ range: 'custom', from: '2026-03-23', to: '2026-03-29' });
  });
  it('the default preset leaves the URL bare; another names itself; both drop custom days', () => {
    expect(presetPatch('lastWeek', shown)).toEqual({ range: null, from: null, to: null });
    expect(presetPatch('thisMonth', shown)).toEqual({ range: 'thisMonth', from: null, to: null });
  });
});

describe('rangeProblem: the schema the server checks with', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-03-31' }, null],
    [{ from: '2026-03-01', to: '2026-03-01' }, null],
    [{ from: '2026-03-31', to: '2026-03-01' }, 'reportRangeOrder'],
    [{ from: '2025-01-01', to: '2026-01-01' }, null],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'reportRangeTooLong'],
    [{ from: '2024-01-01', to: '2024-12-31' }, null],
  ])('%o: %s', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem);
  });
});

describe('outletChoiceOf and serviceOf', () => {
  it('a merchant sees all outlets unless the URL names one of theirs', () => {
    expect(outletChoiceOf(params(''), ['a', 'b'])).toBe(ALL_OUTLETS);
    expect(outletChoiceOf(params('outlet=b'), ['a', 'b'])).toBe('b');
    expect(outletChoiceOf(params('outlet=z'), ['a', 'b'])).toBe(ALL_OUTLETS);
  });
  it('a service the outlet has; before its services are read, the URL’s', () => {
    expect(serviceOf(params('service=s1'), ['s1'])).toBe('s1');
    expect(serviceOf(params('service=gone'), ['s1'])).toBeNull();
    expect(serviceOf(params('service=s1'), undefined)).toBe('s1');
    expect(serviceOf(params(''), ['s1'])).toBeNull();
  });
});
