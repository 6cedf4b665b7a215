import { z } from 'zod';
import { customPolicySchema } from './schedules';
import { SLOT_REASONS } from './slots';

/*
 * What the availability and schedule routes answer. Plain strings for dates and times: a response
 * is what was stored (the input rules are in schedules.ts).
 */

/** One bookable time of a service, with why it cannot be booked and its pacing. */
export const slotViewSchema = z.object({
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  serviceTimingId: z.string(),
  serviceName: z.string(),
  available: z.boolean(),
  reasons: z.array(z.enum(SLOT_REASONS)),
  coversBooked: z.number().int(),
  maxGuest: z.number().int().nullable(),
  bookingsCount: z.number().int(),
  maxReservation: z.number().int().nullable(),
  /** what the service's ticket has left that day (covers, or bookings for a ticket priced per booking); null: no limit */
  ticketsLeft: z.number().int().nullable(),
});
export type SlotView = z.infer<typeof slotViewSchema>;

/** GET /api/v1/outlets/{outletId}/availability */
export const availabilityViewSchema = z.object({
  date: z.string(),
  pax: z.number().int(),
  channel: z.enum(['staff', 'online']),
  slots: z.array(slotViewSchema),
});
export type AvailabilityView = z.infer<typeof availabilityViewSchema>;

/** GET /api/v1/outlets/{outletId}/availability/days: each date of the range, and whether any of its times can be booked. */
export const availableDaysViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  pax: z.number().int(),
  channel: z.enum(['staff', 'online']),
  days: z.array(z.object({ date: z.string(), available: z.boolean() })),
});
export type AvailableDaysView = z.infer<typeof availableDaysViewSchema>;

const count = z.number().int().nullable();
/** A service timing as the settings screens read it (docs/rules.md section 3). */
export const serviceTimingViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  ticketId: z.string().nullable(),
  isRecurring: z.boolean(),
  days: z.array(z.number().int()),
  dailyStartTime: z.string(),
  dailyEndTime: z.string(),
  recurringStartDate: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  specificDates: z.array(z.string()),
  isClosed: z.boolean(),
  leadTime: count,
  gracePeriod: count,
  diningInterval: z.number().int(),
  intervalTime: z.number().int(),
  /** fixed sittings (HH:mm:ss), the service's only times when any */
  timeSlots: z.array(z.string()),
  maxPaxPerReservation: count,
  bookingOnline: z.boolean(),
  maxGuest: count,
  maxReservation: count,
  minPartySize: count,
  maxPartySize: count,
  minBookingTime: count,
  minBookingTimeUnit: z.string().nullable(),
  maxBookingTime: count,
  maxBookingTimeUnit: z.string().nullable(),
  showArea: z.boolean(),
  isAllArea: z.boolean(),
  areaIds: z.array(z.string()),
  customPolicies: z.array(customPolicySchema),
  endsNextDay: z.boolean(),
  version: z.number().int(),
});
export type ServiceTimingView = z.infer<typeof serviceTimingViewSchema>;

export const blockOutViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  entireDay: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  name: z.string(),
  reason: z.string().nullable(),
  showReason: z.boolean(),
  reasonStaffNotes: z.string().nullable(),
  version: z.number().int(),
});
export type BlockOutView = z.infer<typeof blockOutViewSchema>;
