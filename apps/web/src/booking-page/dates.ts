/**
 * Days as the outlet writes them (YYYY-MM-DD, already in its zone): computed and formatted in UTC,
 * so the browser's own zone never moves a day.
 */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first of the month of a day: 2026-04-17 → 2026-04-01. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** A month's first day, `n` months on (negative back). */
export function addMonths(month: string, n: number): string {
  const d = utc(month);
  d.setUTCMonth(d.getUTCMonth() + n, 1);
  return iso(d);
}

export function lastDayOf(month: string): string {
  const d = utc(addMonths(month, 1));
  d.setUTCDate(0);
  return iso(d);
}

/** The month's days in weeks from Sunday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = utc(month);
  const days = Number(lastDayOf(month).slice(8, 10));
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month.slice(0, 8)}${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const format = (tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });

export const monthTitle = (month: string, tag: string) => format(tag, { month: 'long', year: 'numeric' }).format(utc(month));
/** "Thursday, 2 April", "4月2日星期四". */
export const longDate = (date: string, tag: string) => format(tag, { weekday: 'long', day: 'numeric', month: 'long' }).format(utc(date));
/** "Thursday, 2 April 2026": a calendar day's name for a screen reader. */
export const fullDate = (date: string, tag: string) =>
  format(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(date));
/** The weekday initials from Sunday ("S", "日"). */
export const weekdayNames = (tag: string) =>
  Array.from({ length: 7 }, (_, i) => format(tag, { weekday: 'narrow' }).format(utc(`2026-03-${String(1 + i).padStart(2, '0')}`)));

/** A time as the outlet's clock shows it: "19:00:00" → "19:00". */
export const shortTime = (time: string) => time.slice(0, 5);
