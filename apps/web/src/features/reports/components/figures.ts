import { rateOf, type ReportTotals } from '@host/domain/reports/report';
import type { Value, ValueKind } from './section-model';

/**
 * The headline figures of a range against the same number of days before it (issue 31). A count's
 * change is a percentage of what it was; a rate's is in percentage points (a no-show rate from 2% to
 * 3% is "1 point up", not "50% up"); nothing is compared with a period that had none of it.
 */
export const HEADLINE_KEYS = [
  'covers',
  'bookings',
  'seatedCovers',
  'noShowRate',
  'cancellationRate',
  'lateCancellations',
  'repeatShare',
] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** a count's change as a share of the period before (0.125 is 12.5%); a rate's in points as a ratio (0.01 is 1 point) */
  amount: number;
  unit: 'percent' | 'points';
}

export interface Headline {
  key: HeadlineKey;
  kind: Extract<ValueKind, 'count' | 'ratio'>;
  value: Value;
  previous: Value;
  change: Change | null;
  /** which way is good news: more covers, fewer no-shows */
  betterWhen: 'up' | 'down';
  /** a rate's numerator and denominator, said under it ("12 of 150 bookings due") */
  of?: { count: number; total: number };
}

/** A count's change against the period before: none when that period had none (no "+∞%"). */
export function countChange(current: number, previous: number): Change | null {
  if (previous <= 0) return null;
  const amount = (current - previous) / previous;
  return { direction: directionOf(amount), amount: Math.abs(amount), unit: 'percent' };
}

/** A rate's change in points: none when either period has no rate (nothing was due). */
export function rateChange(current: Value, previous: Value): Change | null {
  if (current === null || previous === null) return null;
  const amount = current - previous;
  return { direction: directionOf(amount), amount: Math.abs(amount), unit: 'points' };
}

// Below a twentieth of a percent (or point) the figure shown would read 0.0: call it unchanged.
const directionOf = (amount: number): Change['direction'] => (Math.abs(amount) < 0.0005 ? 'same' : amount > 0 ? 'up' : 'down');

export function headlinesOf(
  totals: ReportTotals,
  previous: ReportTotals,
  repeat: { seatedCovers: number; repeatCovers: number },
): Headline[] {
  const count = (key: 'covers' | 'bookings' | 'seatedCovers' | 'lateCancellations', betterWhen: 'up' | 'down' = 'up'): Headline => ({
    key,
    kind: 'count',
    value: totals[key],
    previous: previous[key],
    change: countChange(totals[key], previous[key]),
    betterWhen,
  });
  const rate = (key: HeadlineKey, count: number, total: number, before: Value): Headline => {
    const value = rateOf(count, total);
    return { key, kind: 'ratio', value, previous: before, change: rateChange(value, before), betterWhen: 'down', of: { count, total } };
  };
  return [
    count('covers'),
    count('bookings'),
    count('seatedCovers'),
    rate('noShowRate', totals.noShows, totals.dueBookings, rateOf(previous.noShows, previous.dueBookings)),
    rate('cancellationRate', totals.cancellations, totals.madeBookings, rateOf(previous.cancellations, previous.madeBookings)),
    { ...count('lateCancellations', 'down'), of: { count: totals.lateCancellations, total: totals.madeBookings } },
    // The report has no repeat guests for the period before: the share stands alone.
    { ...rate('repeatShare', repeat.repeatCovers, repeat.seatedCovers, null), betterWhen: 'up' },
  ];
}

/** Whether a change is good news, bad news or neither (its colour; the arrow and the words say it too). */
export function toneOf(headline: Pick<Headline, 'change' | 'betterWhen'>): 'good' | 'bad' | 'neutral' {
  const direction = headline.change?.direction;
  if (!direction || direction === 'same') return 'neutral';
  return direction === headline.betterWhen ? 'good' : 'bad';
}

/** A ratio as the language writes a percentage, one decimal: "12.5%", "12.5%", "12,5%" (none: an em dash). */
export function percentText(ratio: Value, languageTag: string): string {
  if (ratio === null) return '—';
  return new Intl.NumberFormat(languageTag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio);
}

/** A change as the figure beside the arrow, without its sign (the arrow and the words carry it): "12.5%", "1.2". */
export function changeText(change: Change, languageTag: string): string {
  if (change.unit === 'percent') return percentText(change.amount, languageTag);
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(change.amount * 100);
}

/** Summed turn times: the parties' average over several outlets, weighted by their parties (a median cannot be summed). */
export function weightedAverage(parts: ReadonlyArray<{ parties: number; averageMinutes: number }>): Value {
  const parties = parts.reduce((sum, p) => sum + p.parties, 0);
  if (parties === 0) return null;
  return Math.round(parts.reduce((sum, p) => sum + p.parties * p.averageMinutes, 0) / parties);
}
