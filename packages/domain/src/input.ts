import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Shared building blocks for every input the server takes (bodies and query strings): a bad value is
 * a 400 with a clear message, never a 500 from the database or a date library further in.
 *
 * Dates are local calendar dates written yyyy-MM-dd, times local clock times HH:mm:ss (docs/architecture.md,
 * HTTP), both in the outlet's time zone.
 */

/**
 * Schema messages are reason keys of the message catalogue (messages.ts): the server answers with
 * docs/rules.md section 5's English ('invalid "reservationDate"'), the web shows the key's translation.
 */
export const INVALID_DATE = 'invalidDate' satisfies MessageKey;
export const INVALID_TIME = 'invalidTime' satisfies MessageKey;
export const UNSAFE_TEXT = 'unsafeText' satisfies MessageKey;

/**
 * A whole number a host types, from `min` to `max`. Every refusal is a catalogue key written for a
 * host (issue 19: zod's own "Too small: expected number to be >=1" never reaches a screen); a key
 * names one rule, since a schema message cannot carry values.
 */
export const wholeNumber = (min: number, max: number, tooSmall: MessageKey, tooLarge: MessageKey = tooSmall) =>
  z
    .number({ message: 'enterWholeNumber' satisfies MessageKey })
    .int({ message: 'enterWholeNumber' })
    .min(min, { message: tooSmall })
    .max(max, { message: tooLarge });

/** An id picked from a list (a table, a tag, an area): a host never types one, so a bad one reads "choose". */
export const pickedId = () => z.uuid({ message: 'chooseOption' satisfies MessageKey });

/** A yes/no a host ticks. */
export const flag = () => z.boolean({ message: 'chooseOption' satisfies MessageKey });

/** A list a host picks from, of at most `max` items. */
export const pickedList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { message: 'chooseOption' }).max(max, { message: 'tooManyChosen' satisfies MessageKey });

/**
 * The years a date may fall in. Bookings, service timings and block-outs are for the near past and
 * the coming years; 0000-01-01 or 9999-12-31 is a typo or a probe, and a bound keeps every date
 * library and the database's `date` type on safe ground. It is also the bound on how far ahead a
 * booking may be made.
 */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const TIME_WITH_OPTIONAL_SECONDS = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not one; 2028-02-29 is) within MIN_YEAR..MAX_YEAR. */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < MIN_YEAR || y > MAX_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A clock time HH:mm:ss, hours 00-23, minutes and seconds 00-59 (24:00:00, 12:60:00 and 7:30:00 are not). */
export function isValidTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * A local date, yyyy-MM-dd. The OpenAPI document says `format: date` and the pattern; the calendar
 * and the year window are checked here. `message` names the field for query strings (`invalid "from"`).
 */
export const localDate = (message: string = INVALID_DATE) => z.iso.date({ message, abort: true }).refine(isValidDate, { message });

/** docs/rules.md section 5: reservationDate, and every other local date an input carries. */
export const localDateSchema = localDate();

/** A local time written HH:mm:ss exactly (docs/rules.md section 5: reservationTime). */
export const localTimeSchema = z.string({ message: INVALID_TIME }).regex(TIME, { message: INVALID_TIME });

/** A local time written HH:mm or HH:mm:ss, kept as written (floor blocks, table suggestions). */
export const localTimeLenientSchema = z.string({ message: INVALID_TIME }).regex(TIME_WITH_OPTIONAL_SECONDS, { message: INVALID_TIME });

/** A local time written HH:mm or HH:mm:ss, given as HH:mm:ss (service timings and block-out days). */
export const localTimeNormalisedSchema = localTimeLenientSchema.transform((t) => (t.length === 5 ? `${t}:00` : t));

/*
 * Free text. Refused: C0 controls (U+0000-U+001F; NUL is what PostgreSQL refuses outright), DEL and
 * the C1 controls (U+007F-U+009F), the line and paragraph separators (U+2028, U+2029), the
 * bidirectional embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069), which can make
 * a name read differently from what it is ("Trojan Source"), and lone UTF-16 surrogates. Multi-line
 * fields (notes, policies) keep tab, line feed and carriage return.
 *
 * Kept: everything else in Unicode, 陳小明, Nur Aisyah binti Ahmad, 🎉 and emoji sequences joined by
 * ZWJ (U+200D) and ZWNJ (U+200C); and the plain direction marks LRM, RLM and ALM (U+200E, U+200F,
 * U+061C), which only nudge neutral characters, cannot reorder a run of text, and are part of
 * correctly written Arabic and Hebrew names.
 */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether text is free of control and direction characters (multi-line: tab, \n and \r allowed). */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A trimmed single-line text of at most `max` characters without control or direction characters
 * (names, codes, short reasons); `tooLong` the key a longer one reads ('nameTooLong' for a name).
 * Chain `.min(1, key)` for a required one.
 */
const textOf =
  (allowed: RegExp) =>
  (max: number, tooLong: MessageKey = 'textTooLong') =>
    z
      .string({ message: 'dataNotValid' satisfies MessageKey })
      .trim()
      .max(max, { message: tooLong })
      .regex(allowed, { message: UNSAFE_TEXT })
      .refine((v) => !LONE_SURROGATE.test(v), { message: UNSAFE_TEXT });

export const safeText = textOf(SINGLE_LINE);

/** As safeText, for multi-line fields (notes, policies, descriptions): tab and line breaks are kept. */
export const safeMultilineText = textOf(MULTI_LINE);

/**
 * Text from a log sink (browser error reports): never refused for what it contains, since the report
 * is what tells us something went wrong; NUL and the other refused characters become U+FFFD so the
 * database takes it. Stack traces keep their line breaks.
 */
export function scrubText(value: string): string {
  return value.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/gu,
    '\uFFFD',
  );
}

/** Any JSON value with every string (and key) scrubbed (PostgreSQL's jsonb refuses \u0000). */
export function scrubJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 20) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrubText(k), scrubJson(v, depth + 1)]));
}
