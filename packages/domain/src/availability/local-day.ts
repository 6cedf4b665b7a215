import { tzOffset } from '@date-fns/tz';
import { instantOf } from '../time';

/*
 * Calendar arithmetic on local dates (yyyy-MM-dd) and times (HH:mm:ss) as plain numbers: the engine
 * walks thousands of slots for a month, and date-fns' parse/format and Intl's time-zone lookups were
 * most of its time (docs/decisions/017-availability-reads.md). Dates here are valid (the schemas
 * refuse 2026-02-31), so UTC arithmetic on them is the calendar's.
 */

const DAY_MS = 86_400_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Epoch milliseconds of a local date's midnight read as UTC: a day number times a day, no zone. */
const utcMidnight = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const toSeconds = (time: string) => {
  const [h, m, s = 0] = time.split(':').map(Number) as [number, number, number?];
  return h * 3600 + m * 60 + s;
};
/** HH:mm:ss of a count of seconds from midnight (past a day: of the day after). */
export const fromSeconds = (seconds: number) => {
  const s = ((seconds % 86_400) + 86_400) % 86_400;
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
};
/** 0 Sunday .. 6 Saturday */
export const dayOfWeek = (date: string) => new Date(utcMidnight(date)).getUTCDay();
export const nextDate = (date: string) => dateOfUtc(utcMidnight(date) + DAY_MS);
export const previousDate = (date: string) => dateOfUtc(utcMidnight(date) - DAY_MS);

/**
 * The instant of each time of one local date in a zone, as `instantOf` gives it, asking the zone
 * three times per date rather than several times per time: when the offset at the date's midnight,
 * and a day later, is the one at UTC midnight (no DST change in the day, as every day in SG, MY, HK
 * and TW), every time is that midnight plus its seconds; on a day whose offset changes each time is
 * asked of `instantOf`, whose rules for a missing or repeated wall time then hold unchanged.
 */
export function dayClock(date: string, timeZone: string): (seconds: number) => number {
  const utc = utcMidnight(date);
  const offset = tzOffset(timeZone, new Date(utc));
  const midnight = utc - offset * 60_000;
  if (
    Number.isInteger(offset) &&
    tzOffset(timeZone, new Date(midnight)) === offset &&
    tzOffset(timeZone, new Date(midnight + DAY_MS)) === offset
  ) {
    return (seconds) => midnight + seconds * 1000;
  }
  return (seconds) => instantOf(date, fromSeconds(seconds), timeZone).getTime();
}
