import { TZDate } from '@date-fns/tz';
import { addDays, format, parse } from 'date-fns';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm:ss';

/** The outlet's local calendar date of an instant (SPEC.md: "today" is never the machine's). */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), DATE_FORMAT);
}

export function localTimeOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), TIME_FORMAT);
}

/** The instant a local date and time denote in a time zone. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const local = parse(`${date} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`, new Date(0));
  const zoned = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** A local date moved by whole days, as the calendar counts them (no DST arithmetic on instants). */
export function addLocalDays(date: string, days: number): string {
  return format(addDays(parse(date, DATE_FORMAT, new Date(0)), days), DATE_FORMAT);
}
