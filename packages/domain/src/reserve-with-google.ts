import { z } from 'zod';
import { safeMultilineText, safeText } from './input';
import { RESERVATION_STATUS } from './statuses';

/**
 * Reserve with Google's booking server API (v3, JSON), the part a restaurant needs (issue 18): Google
 * asks which times are free, books, reads and cancels. Field names are Google's (snake_case; int64
 * as strings or numbers). merchant_id is the outlet's booking-page address or id; booking_id is
 * the reservation's id. A booking Google makes is source 'google', checked like a diner's own.
 */

/** int64 in proto's JSON mapping: a string of digits, or a number (documented as a number). */
const seconds = z.coerce
  .number({ message: 'dataNotValid' })
  .int({ message: 'dataNotValid' })
  .min(0, { message: 'dataNotValid' })
  .max(1e11, { message: 'dataNotValid' });
/** Google's text as every field of Host takes it: no control or direction characters (a 400, never a 500 further on). */
const text = (max: number) => safeText(max);

export const googleSlotSchema = z.object({
  merchant_id: text(100).min(1),
  service_id: text(100).optional(),
  start_sec: seconds,
  duration_sec: seconds.optional(),
  availability_tag: text(200).optional(),
  resources: z
    .object({ party_size: z.number().int().min(1).max(500) })
    .partial()
    .optional(),
});
export type GoogleSlot = z.infer<typeof googleSlotSchema>;

export const googleUserSchema = z.object({
  user_id: text(200).optional(),
  given_name: text(100).optional(),
  family_name: text(100).optional(),
  telephone: text(32).optional(),
  email: z.email().max(200).optional(),
});

export const googleCreateBookingSchema = z.object({
  slot: googleSlotSchema,
  user_information: googleUserSchema,
  idempotency_token: text(200).min(1).optional(),
  additional_request: safeMultilineText(1000).optional(),
});
export type GoogleCreateBooking = z.infer<typeof googleCreateBookingSchema>;

export const googleBatchAvailabilitySchema = z.object({
  merchant_id: text(100).min(1),
  slot_time: z
    .array(
      z.object({
        service_id: text(100).optional(),
        start_sec: seconds,
        duration_sec: seconds.optional(),
        availability_tag: text(200).optional(),
        resource_ids: z
          .object({ party_size: z.number().int().min(1).max(500) })
          .partial()
          .optional(),
      }),
    )
    .max(200),
});

export const googleUpdateBookingSchema = z.object({
  booking: z.object({ booking_id: z.uuid(), status: z.enum(['CANCELED']).optional() }),
});

export const googleBookingIdSchema = z.object({ booking_id: z.uuid() });

/** Google's booking statuses Host answers with. */
export const GOOGLE_BOOKING_STATUSES = ['CONFIRMED', 'PENDING_MERCHANT_CONFIRMATION', 'CANCELED', 'NO_SHOW', 'FAILED'] as const;
export type GoogleBookingStatus = (typeof GOOGLE_BOOKING_STATUSES)[number];

/** A reservation's status as Google names it: to come or done is CONFIRMED, waiting for payment is pending. */
export function googleStatusOf(status: number): GoogleBookingStatus {
  switch (status) {
    case RESERVATION_STATUS.CANCELLED:
      return 'CANCELED';
    case RESERVATION_STATUS.NO_SHOW:
      return 'NO_SHOW';
    case RESERVATION_STATUS.PENDING:
      return 'PENDING_MERCHANT_CONFIRMATION';
    case RESERVATION_STATUS.EXPIRED:
      return 'FAILED';
    default:
      return 'CONFIRMED';
  }
}

/** Why a booking failed, in Google's words (BookingFailure.cause). */
export const GOOGLE_FAILURE_CAUSES = ['SLOT_UNAVAILABLE', 'USER_OVER_BOOKING_LIMIT', 'CAUSE_UNSPECIFIED'] as const;

export const googleBookingSchema = z.object({
  booking_id: z.string(),
  slot: z.object({
    merchant_id: z.string(),
    start_sec: z.number().int(),
    duration_sec: z.number().int(),
    resources: z.object({ party_size: z.number().int() }),
  }),
  user_information: z.object({ given_name: z.string().optional(), family_name: z.string().optional(), telephone: z.string().optional() }),
  status: z.enum(GOOGLE_BOOKING_STATUSES),
});
export type GoogleBooking = z.infer<typeof googleBookingSchema>;

export const googleCreateBookingResultSchema = z.object({
  booking: googleBookingSchema.optional(),
  booking_failure: z.object({ cause: z.enum(GOOGLE_FAILURE_CAUSES), description: z.string().optional() }).optional(),
});
