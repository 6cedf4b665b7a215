import { z } from 'zod';
import type { AffectedReason } from '../floor/affected';
import { flag, localDateSchema, localTimeNormalisedSchema, pickedId, pickedList, safeMultilineText, safeText, wholeNumber } from '../input';
import { slotSecondsOf } from './service-slots';
import { nextDate, previousDate, serviceSlotAt, toSeconds, type BlockOutRule, type TimingRule } from './slots';

const date = localDateSchema;
/** HH:mm from a time field or HH:mm:ss, kept as HH:mm:ss */
const time = localTimeNormalisedSchema;
const count = wholeNumber(1, 10_000, 'countRange').nullable();
/** The units a booking window (how soon, how far ahead) is counted in. */
export const BOOKING_WINDOW_UNITS = ['minutes', 'hour', 'day', 'week', 'month', 'year'] as const;
const unit = z.enum(BOOKING_WINDOW_UNITS, { message: 'chooseOption' }).nullable();
export const INTERVALS = [900, 1800, 3600] as const;
const END_AFTER_START = { message: 'endAfterStart', path: ['dailyEndTime'] };
const NEXT_DAY_END = { message: 'nextDayEnd', path: ['dailyEndTime'] };

/** A service's own policy, shown to the diner beside the outlet's (docs/rules.md section 3, custom policies). */
export const customPolicySchema = z.object(
  {
    title: safeText(80).min(1, { message: 'enterTitle' }),
    description: safeMultilineText(2000).min(1, { message: 'enterDescription' }),
  },
  { message: 'dataNotValid' },
);
export type CustomPolicy = z.output<typeof customPolicySchema>;

/** Whether hours end on the next day: the end at or before the start, as the engine reads them. */
export const endsNextDay = (t: { dailyStartTime: string; dailyEndTime: string }) =>
  t.dailyEndTime.slice(0, 5) <= t.dailyStartTime.slice(0, 5);

/** Whether every fixed sitting falls within the service's hours (its start in, its end out; past midnight for a supper). */
export function sittingsWithinHours(t: {
  dailyStartTime: string;
  dailyEndTime: string;
  intervalTime: number;
  timeSlots: readonly string[];
}) {
  return t.timeSlots.length === 0 || slotSecondsOf(t).length === new Set(t.timeSlots.map((s) => s.slice(0, 5))).size;
}

/** A service timing as staff set it (docs/rules.md section 3): weekly, or a special day with its own times or closed. */
export const serviceTimingInputSchema = z
  .object({
    name: safeText(60, 'nameTooLong').min(1, 'enterName'),
    ticketId: pickedId().nullable().default(null),
    isRecurring: flag().default(true),
    days: pickedList(wholeNumber(0, 6, 'chooseOption'), 7).default([]),
    dailyStartTime: time,
    dailyEndTime: time,
    /** the end is on the day after the start (a supper service past midnight) */
    endsNextDay: flag().default(false),
    recurringStartDate: date.nullable().default(null),
    recurringEndDate: date.nullable().default(null),
    specificDates: pickedList(date, 366).default([]),
    isClosed: flag().default(false),
    /** seconds */
    leadTime: wholeNumber(0, 30 * 86_400, 'leadTimeRange')
      .nullable()
      .default(null),
    gracePeriod: wholeNumber(0, 4 * 3600, 'gracePeriodRange')
      .nullable()
      .default(null),
    diningInterval: wholeNumber(900, 6 * 3600, 'serviceDiningIntervalRange'),
    intervalTime: z.union([z.literal(900), z.literal(1800), z.literal(3600)], { message: 'chooseOption' }),
    /** fixed sittings: when any, the service's only times (18:00 and 20:30), each within its hours */
    timeSlots: pickedList(time, 24)
      .transform((sittings) => [...new Set(sittings)].sort())
      .default([]),
    maxPaxPerReservation: count.default(null),
    bookingOnline: flag().default(true),
    maxGuest: count.default(null),
    maxReservation: count.default(null),
    minPartySize: count.default(null),
    maxPartySize: count.default(null),
    minBookingTime: count.default(null),
    minBookingTimeUnit: unit.default(null),
    maxBookingTime: count.default(null),
    maxBookingTimeUnit: unit.default(null),
    showArea: flag().default(false),
    isAllArea: flag().default(true),
    areaIds: pickedList(pickedId(), 200).default([]),
    customPolicies: pickedList(customPolicySchema, 10).default([]),
  })
  .refine((t) => t.isClosed || t.endsNextDay || t.dailyEndTime > t.dailyStartTime, END_AFTER_START)
  .refine((t) => t.isClosed || !t.endsNextDay || endsNextDay(t), NEXT_DAY_END)
  .refine((t) => t.isClosed || sittingsWithinHours(t), { message: 'sittingOutsideHours', path: ['timeSlots'] })
  .refine((t) => t.isAllArea || t.areaIds.length > 0, { message: 'areasNotNull', path: ['areaIds'] })
  .refine((t) => (t.isRecurring ? t.days.length > 0 : t.specificDates.length > 0), { message: 'chooseDay', path: ['days'] })
  .refine((t) => !t.recurringStartDate || !t.recurringEndDate || t.recurringStartDate <= t.recurringEndDate, {
    message: 'endDateBeforeStart',
    path: ['recurringEndDate'],
  })
  .refine((t) => t.minPartySize === null || t.maxPartySize === null || t.minPartySize <= t.maxPartySize, {
    message: 'paxRange',
    path: ['maxPartySize'],
  });
export type ServiceTimingInput = z.output<typeof serviceTimingInputSchema>;

/** A block-out day (docs/rules.md section 3): the whole day, or from a time to a time. */
export const blockOutInputSchema = z
  .object({
    date,
    entireDay: flag().default(true),
    startTime: time.nullable().default(null),
    endTime: time.nullable().default(null),
    name: safeText(80, 'nameTooLong').min(1, 'enterName'),
    reason: safeMultilineText(500).nullable().default(null),
    showReason: flag().default(false),
    reasonStaffNotes: safeMultilineText(500).nullable().default(null),
  })
  .refine((b) => b.entireDay || (!!b.startTime && !!b.endTime && b.endTime > b.startTime), { message: 'endAfterStart', path: ['endTime'] });
export type BlockOutInput = z.output<typeof blockOutInputSchema>;

/** GET /api/v1/outlets/{outletId}/availability: the bookable times of a date for a party. */
export const availabilityQuerySchema = z.object({
  date: localDateSchema,
  pax: z.coerce.number().int().min(1).max(500),
  channel: z.enum(['staff', 'online']).default('staff'),
  /** the booking being edited: its own place does not count against it */
  reservationId: z.uuid().optional(),
  /**
   * The ticket a host's booking would take ('none': no ticket): that ticket's day's limit counts instead of each service's
   * own (docs/decisions/033-ticket-limit.md). Absent: each service's.
   */
  ticketId: z.union([z.uuid(), z.literal('none')]).optional(),
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/** The longest range GET .../availability/days answers (the reservation calendar's, two months and a day). */
export const MAX_AVAILABILITY_DAYS = 62;

/** GET /api/v1/outlets/{outletId}/availability/days: which dates of a range have a time for a party (a booking page's first question). */
export const availableDaysQuerySchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  pax: z.coerce.number().int().min(1).max(500),
  channel: z.enum(['staff', 'online']).default('staff'),
  /** as on GET .../availability: the ticket a host's booking would take ('none'), else each service's own */
  ticketId: availabilityQuerySchema.shape.ticketId,
});
export type AvailableDaysQuery = z.output<typeof availableDaysQuerySchema>;

export interface BookingOnSchedule {
  date: string;
  time: string;
  pax: number;
  ticketId?: string | null;
  /** the areas of the tables it holds */
  areaIds?: readonly string[];
}

/** What a service change needs beyond its rules: the ticket it sells. */
export type TimingAfterChange = TimingRule & { ticketId?: string | null };

/**
 * Why a booking of a service is stranded by a change to that service (docs/rules.md section 4): the
 * service deleted, its ticket replaced, its slot gone (hours, days or interval), its areas no longer
 * holding the booking's tables, or its party size no longer allowed.
 */
export function timingChangeReasons(booking: BookingOnSchedule, after: TimingAfterChange | null): AffectedReason[] {
  if (!after) return ['SERVICE_TIMING_DELETED'];
  const reasons: AffectedReason[] = [];
  if (booking.ticketId && after.ticketId !== undefined && after.ticketId !== booking.ticketId) reasons.push('TICKET_REPLACED');
  if (!serviceSlotAt([after], booking.date, booking.time)) reasons.push('INTERVAL_CHANGED');
  if (!after.isAllArea && booking.areaIds?.some((a) => !after.areaIds.includes(a))) reasons.push('AREA_REMOVED');
  if (
    (after.minPartySize !== null && booking.pax < after.minPartySize) ||
    (after.maxPartySize !== null && booking.pax > after.maxPartySize) ||
    (after.maxPaxPerReservation !== null && booking.pax > after.maxPaxPerReservation)
  ) {
    reasons.push('PARTY_SIZE_LIMITS');
  }
  return reasons;
}

/**
 * The bookings a lower capacity leaves over the limit in their slot (docs/rules.md section 4, capacity
 * limits): in each slot the earliest-made bookings keep their place; the ones made after the
 * covers (maxGuest) or bookings (maxReservation) ran out are listed.
 */
export function overCapacity(
  bookings: ReadonlyArray<{ id: string; date: string; time: string; pax: number; createdAt: Date }>,
  limits: Pick<TimingRule, 'maxGuest' | 'maxReservation'>,
): Set<string> {
  const over = new Set<string>();
  if (limits.maxGuest === null && limits.maxReservation === null) return over;
  const slots = new Map<string, (typeof bookings)[number][]>();
  for (const b of bookings) {
    const key = `${b.date} ${b.time.slice(0, 5)}`;
    slots.set(key, [...(slots.get(key) ?? []), b]);
  }
  for (const slot of slots.values()) {
    let covers = 0;
    let count = 0;
    for (const b of [...slot].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
      covers += b.pax;
      count += 1;
      if ((limits.maxGuest !== null && covers > limits.maxGuest) || (limits.maxReservation !== null && count > limits.maxReservation))
        over.add(b.id);
    }
  }
  return over;
}

/** The hours a block-out or a special day claims on its date, in minutes from midnight (a special day past midnight runs to its end). */
function claimedMinutes(start: string | null, end: string | null): [number, number] {
  if (!start || !end) return [0, 24 * 60];
  const from = toSeconds(start) / 60;
  const to = toSeconds(end) / 60;
  return [from, to <= from ? to + 24 * 60 : to];
}

/**
 * The dates on which a special day's own hours and a block-out both claim the outlet (docs/rules.md
 * section 8): an open special day on a date blocked out for the whole day, or for hours that
 * overlap its own, including its hours past midnight on the next date. A closed special day and a
 * weekly service never conflict: a block-out is how a weekly service is closed for a day.
 */
export function specialDayBlockOutConflicts(
  timing: Pick<TimingRule, 'isRecurring' | 'isClosed' | 'specificDates' | 'dailyStartTime' | 'dailyEndTime'>,
  blocks: readonly BlockOutRule[],
): string[] {
  if (timing.isRecurring || timing.isClosed) return [];
  const [open, close] = claimedMinutes(timing.dailyStartTime, timing.dailyEndTime);
  const day = 24 * 60;
  // Minutes of the block's own date the special day claims: its date's, or the evening before's past midnight.
  const claimedOn = (date: string): Array<[number, number]> => [
    ...(timing.specificDates.includes(date) ? [[open, Math.min(close, day)] as [number, number]] : []),
    ...(close > day && timing.specificDates.includes(previousDate(date)) ? [[0, close - day] as [number, number]] : []),
  ];
  const dates = blocks
    .filter((b) => {
      const [from, to] = b.entireDay ? [0, day] : claimedMinutes(b.startTime, b.endTime);
      return claimedOn(b.date).some(([start, end]) => from < end && start < to);
    })
    .map((b) => b.date);
  return [...new Set(dates)].sort();
}

/** The dates whose block-outs a special day's hours can meet: its own, and the next ones when it runs past midnight. */
export function datesClaimedBy(timing: Pick<TimingRule, 'specificDates' | 'dailyStartTime' | 'dailyEndTime'>): string[] {
  const pastMidnight = endsNextDay(timing);
  return [...new Set(timing.specificDates.flatMap((d) => (pastMidnight ? [d, nextDate(d)] : [d])))].sort();
}
