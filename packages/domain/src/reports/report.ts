/**
 * Reports (issue 31): how a range of days went at an outlet, and across the outlets a merchant sees.
 * Every figure is computed by the server in SQL over the outlet's own days (a booking belongs to its
 * reservation date, the service day it was booked for, so a service that runs past midnight stays on
 * the day it began). The definitions below are the ones the page writes beside each figure
 * (docs/rules.md section 11).
 */
import { z } from 'zod';
import { addLocalDays, daysBetween } from '../time';
import { localDate, pickedId } from '../input';
import type { MessageKey } from '../messages';

/** The longest range one report reads: a year and a day (a leap year's whole year). */
export const REPORT_MAX_DAYS = 366;
/** A cancellation closer to the booking than this is late when its ticket names no refund window. */
export const LATE_CANCEL_DEFAULT_HOURS = 24;
/** The pacing heat map's slot. */
export const PACING_SLOT_MINUTES = 15;

/**
 * How far ahead guests booked: the hour the booking was made to the hour it was for. A bucket holds
 * the lead times at most its `upToDays` (the last has no bound).
 */
export const LEAD_TIME_BUCKETS = [
  { key: 'sameDay', upToDays: 0 },
  { key: 'oneToTwoDays', upToDays: 2 },
  { key: 'threeToSevenDays', upToDays: 7 },
  { key: 'eightToThirtyDays', upToDays: 30 },
  { key: 'moreThanThirtyDays', upToDays: null },
] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number]['key'];

/** Where bookings came from. 'waitlist' is a booking made by accepting a waiting-list offer. */
export const REPORT_SOURCES = ['restaurant', 'walkIn', 'customer', 'google', 'waitlist'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_CHANNELS = ['sms', 'email', 'phone'] as const;

export const reportQuerySchema = z
  .object({
    from: localDate(),
    to: localDate(),
    /** one service only (its id); every service when absent */
    serviceTimingId: pickedId().optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'reportRangeOrder' satisfies MessageKey, path: ['to'] })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: 'reportRangeTooLong' satisfies MessageKey,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The same number of days just before the range: what "against the period before" compares with. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addLocalDays(from, -days), to: addLocalDays(from, -1) };
}

/** The headline counts of a range (each defined in docs/rules.md section 11). */
export const reportTotalsSchema = z.object({
  /** bookings for these days that were on the book: every status but cancelled, pending payment and expired; walk-ins too */
  bookings: z.number().int(),
  covers: z.number().int(),
  /** of those, seated (SEATED or COMPLETED) */
  seatedBookings: z.number().int(),
  seatedCovers: z.number().int(),
  walkIns: z.number().int(),
  /** bookings that were due: on the book and not walk-ins; the no-show rate's denominator */
  dueBookings: z.number().int(),
  noShows: z.number().int(),
  /** bookings made for these days (on the book or cancelled, walk-ins left out); the cancellation rates' denominator */
  madeBookings: z.number().int(),
  cancellations: z.number().int(),
  /** cancelled inside the ticket's refund window before the booking (24 hours without one) */
  lateCancellations: z.number().int(),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

const countRow = { bookings: z.number().int(), covers: z.number().int() };

export const outletReportSchema = z.object({
  outletId: z.string(),
  outletName: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  serviceTimingId: z.string().nullable(),
  totals: reportTotalsSchema,
  /** the same figures over the same number of days just before */
  previous: reportTotalsSchema,
  /** every day of the range, days without bookings included */
  byDay: z.array(z.object({ date: z.string(), ...countRow, seatedCovers: z.number().int() })),
  byService: z.array(z.object({ serviceTimingId: z.string().nullable(), name: z.string(), ...countRow, seatedCovers: z.number().int() })),
  sources: z.array(z.object({ source: z.enum(REPORT_SOURCES), ...countRow })),
  /** bookings by party size (adults and children) */
  partySizes: z.array(z.object({ pax: z.number().int(), bookings: z.number().int() })),
  leadTimes: z.array(
    z.object({ bucket: z.enum(LEAD_TIME_BUCKETS.map((b) => b.key) as [LeadTimeBucket, ...LeadTimeBucket[]]), bookings: z.number().int() }),
  ),
  /** seated to departed, parties that have left, by party size */
  turnTimes: z.array(
    z.object({ pax: z.number().int(), parties: z.number().int(), medianMinutes: z.number().int(), averageMinutes: z.number().int() }),
  ),
  /**
   * Seat-minutes occupied (covers x seated-to-departed) over seat-minutes open (the seats of the
   * outlet's tables, or the area's, x each day's service hours), as a ratio 0..1 (null: nothing open).
   */
  utilisation: z.object({
    overall: z.number().nullable(),
    byService: z.array(z.object({ serviceTimingId: z.string(), name: z.string(), ratio: z.number().nullable() })),
    byArea: z.array(z.object({ areaId: z.string(), name: z.string(), ratio: z.number().nullable() })),
  }),
  /** covers booked per 15-minute slot by weekday (1 Monday .. 7 Sunday), slots with covers only */
  pacing: z.array(z.object({ weekday: z.number().int(), slot: z.string(), covers: z.number().int() })),
  /** whole minor units per currency */
  money: z.array(
    z.object({
      currency: z.string(),
      collected: z.number().int(),
      refunded: z.number().int(),
      /** card guarantees charged (a held card charged, for a no-show or a late cancellation) */
      guaranteesCharged: z.number().int(),
    }),
  ),
  messages: z.array(
    z.object({ channel: z.enum(REPORT_CHANNELS), sent: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
  ),
  /** bookings the guest confirmed from their message */
  guestConfirmed: z.number().int(),
  /** covers of seated bookings whose guest had a seated booking at the brand before this one */
  repeatGuests: z.object({ seatedCovers: z.number().int(), repeatCovers: z.number().int() }),
});
export type OutletReport = z.infer<typeof outletReportSchema>;

/** A merchant's outlets side by side, and their sum. */
export const brandReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  outlets: z.array(outletReportSchema),
  /** the counts summed over the outlets (rates are worked out from these sums, never averaged) */
  totals: reportTotalsSchema,
  previous: reportTotalsSchema,
});
export type BrandReport = z.infer<typeof brandReportSchema>;

export const brandReportQuerySchema = z
  .object({
    from: localDate(),
    to: localDate(),
    /** comma-separated outlet ids; every outlet of the brand the session may see when absent */
    outletIds: z.string().optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'reportRangeOrder' satisfies MessageKey, path: ['to'] })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: 'reportRangeTooLong' satisfies MessageKey,
    path: ['to'],
  });

/** A rate as a share 0..1 of its denominator (null when the denominator is 0: no rate, not 0%). */
export function rateOf(count: number, of: number): number | null {
  return of > 0 ? count / of : null;
}

export function sumTotals(all: readonly ReportTotals[]): ReportTotals {
  const sum: ReportTotals = {
    bookings: 0,
    covers: 0,
    seatedBookings: 0,
    seatedCovers: 0,
    walkIns: 0,
    dueBookings: 0,
    noShows: 0,
    madeBookings: 0,
    cancellations: 0,
    lateCancellations: 0,
  };
  for (const t of all) for (const key of Object.keys(sum) as (keyof ReportTotals)[]) sum[key] += t[key];
  return sum;
}

/** The lead-time bucket of a booking made `days` whole days before the day it is for. */
export function leadTimeBucketOf(days: number): LeadTimeBucket {
  for (const b of LEAD_TIME_BUCKETS) if (b.upToDays === null || days <= b.upToDays) return b.key;
  return 'moreThanThirtyDays';
}

/** The range presets of the page, each from the outlet's today. Weeks begin on Monday. */
export const RANGE_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export function rangeOfPreset(preset: Exclude<RangePreset, 'custom'>, today: string): { from: string; to: string } {
  const weekday = isoWeekday(today);
  const monday = addLocalDays(today, 1 - weekday);
  switch (preset) {
    case 'thisWeek':
      return { from: monday, to: addLocalDays(monday, 6) };
    case 'lastWeek':
      return { from: addLocalDays(monday, -7), to: addLocalDays(monday, -1) };
    case 'thisMonth': {
      const first = `${today.slice(0, 8)}01`;
      return { from: first, to: addLocalDays(nextMonthFirst(first), -1) };
    }
    case 'lastMonth': {
      const first = `${today.slice(0, 8)}01`;
      const lastEnd = addLocalDays(first, -1);
      return { from: `${lastEnd.slice(0, 8)}01`, to: lastEnd };
    }
  }
}

/** 1 Monday .. 7 Sunday of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

function nextMonthFirst(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
