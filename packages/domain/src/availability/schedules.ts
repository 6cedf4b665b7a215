import { z } from 'zod';
import type { AffectedReason } from '../floor/affected';
import { slotTimesOf, timingsOn, type BlockOutRule, type TimingRule } from './slots';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid "reservationDate"');
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'invalid "reservationTime"').transform((t) => (t.length === 5 ? `${t}:00` : t));
const count = z.number().int().min(1).max(10_000).nullable();
const unit = z.enum(['minutes', 'hour', 'day', 'week', 'month', 'year']).nullable();
export const INTERVALS = [900, 1800, 3600] as const;
const END_AFTER_START = { message: 'EndTime must be after StartTime', path: ['dailyEndTime'] };

/** A service timing as staff set it (SPEC.md section 3): weekly, or a special day with its own times or closed. */
export const serviceTimingInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  ticketId: z.uuid().nullable().default(null),
  isRecurring: z.boolean().default(true),
  days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  dailyStartTime: time,
  dailyEndTime: time,
  recurringStartDate: date.nullable().default(null),
  recurringEndDate: date.nullable().default(null),
  specificDates: z.array(date).max(366).default([]),
  isClosed: z.boolean().default(false),
  /** seconds */
  leadTime: z.number().int().min(0).max(30 * 86_400).nullable().default(null),
  gracePeriod: z.number().int().min(0).max(4 * 3600).nullable().default(null),
  diningInterval: z.number().int().min(900).max(6 * 3600),
  intervalTime: z.union([z.literal(900), z.literal(1800), z.literal(3600)]),
  maxPaxPerReservation: count.default(null),
  bookingOnline: z.boolean().default(true),
  maxGuest: count.default(null),
  maxReservation: count.default(null),
  minPartySize: count.default(null),
  maxPartySize: count.default(null),
  minBookingTime: count.default(null),
  minBookingTimeUnit: unit.default(null),
  maxBookingTime: count.default(null),
  maxBookingTimeUnit: unit.default(null),
  showArea: z.boolean().default(false),
  isAllArea: z.boolean().default(true),
  areaIds: z.array(z.uuid()).default([]),
})
  .refine((t) => t.isClosed || t.dailyEndTime > t.dailyStartTime, END_AFTER_START)
  .refine((t) => (t.isRecurring ? t.days.length > 0 : t.specificDates.length > 0), { message: 'Choose at least one day', path: ['days'] })
  .refine((t) => !t.recurringStartDate || !t.recurringEndDate || t.recurringStartDate <= t.recurringEndDate, { message: 'The end date must not be before the start date', path: ['recurringEndDate'] })
  .refine((t) => t.minPartySize === null || t.maxPartySize === null || t.minPartySize <= t.maxPartySize, { message: 'Minimum pax must not exceed maximum pax', path: ['maxPartySize'] });
export type ServiceTimingInput = z.output<typeof serviceTimingInputSchema>;

/** A block-out day (SPEC.md section 3): the whole day, or from a time to a time. */
export const blockOutInputSchema = z.object({
  date,
  entireDay: z.boolean().default(true),
  startTime: time.nullable().default(null),
  endTime: time.nullable().default(null),
  name: z.string().trim().min(1).max(80),
  reason: z.string().trim().max(500).nullable().default(null),
  showReason: z.boolean().default(false),
  reasonStaffNotes: z.string().trim().max(500).nullable().default(null),
}).refine((b) => b.entireDay || (!!b.startTime && !!b.endTime && b.endTime > b.startTime), { message: 'EndTime must be after StartTime', path: ['endTime'] });
export type BlockOutInput = z.output<typeof blockOutInputSchema>;

export interface BookingOnSchedule {
  date: string;
  time: string;
  pax: number;
}

/**
 * Why a booking of a service is stranded by a change to that service (SPEC.md section 4): the
 * service deleted, its slot gone (hours, days or interval), or its party size no longer allowed.
 */
export function timingChangeReasons(booking: BookingOnSchedule, after: TimingRule | null): AffectedReason[] {
  if (!after) return ['SERVICE_TIMING_DELETED'];
  const reasons: AffectedReason[] = [];
  const runs = timingsOn(booking.date, [after]).length > 0;
  const onGrid = runs && slotTimesOf(after, booking.date).some((s) => s.date === booking.date && s.time.slice(0, 5) === booking.time.slice(0, 5));
  if (!onGrid) reasons.push('INTERVAL_CHANGED');
  if ((after.minPartySize !== null && booking.pax < after.minPartySize) || (after.maxPartySize !== null && booking.pax > after.maxPartySize) || (after.maxPaxPerReservation !== null && booking.pax > after.maxPaxPerReservation)) {
    reasons.push('PARTY_SIZE_LIMITS');
  }
  return reasons;
}

/** Whether a block-out covers a booking: its date, and the whole day or the booking's time. */
export function blockOutCovers(block: BlockOutRule, booking: BookingOnSchedule): boolean {
  if (block.date !== booking.date) return false;
  if (block.entireDay) return true;
  return !!block.startTime && !!block.endTime && block.startTime.slice(0, 5) <= booking.time.slice(0, 5) && booking.time.slice(0, 5) < block.endTime.slice(0, 5);
}
