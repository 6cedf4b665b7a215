import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm:ss';

/** The outlet's local calendar date of an instant (docs/rules.md: "today" is never the machine's). */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), DATE_FORMAT);
}

export function localTimeOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), TIME_FORMAT);
}

/**
 * The instant a local date and time denote in a time zone. The fields are read as numbers, never
 * through the machine's zone (whose DST gaps would move a wall time).
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}

/**
 * A local date moved by whole days, as the calendar counts them: the date's fields moved on UTC's calendar, which has no
 * DST, so neither the outlet's zone nor the machine's can move it. (date-fns' `parse` did the same, and brought some 4 kB
 * of gzip to the host screen's first route, issue 34.) An invalid date throws a RangeError, as before.
 */
export function addLocalDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // 2026-02-30 is no date (date-fns refused it too), not 2026-03-02
  if (new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) !== date) throw new RangeError(`Invalid date: ${date}`);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
