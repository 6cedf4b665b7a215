import { z } from 'zod';
import { isReservationStatus } from '../statuses';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not one). */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** SPEC.md section 5's messages, exactly. */
export const reservationDateSchema = z.string().refine(isValidDate, { message: 'invalid "reservationDate"' });
export const reservationTimeSchema = z.string().regex(TIME, { message: 'invalid "reservationTime"' });
export const reservationStatusSchema = z.number({ message: 'invalid status' }).refine(isReservationStatus, { message: 'invalid status' });

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

/** The fields staff fill in the booking dialog (create and edit share them). */
const bookingFields = {
  reservationDate: reservationDateSchema,
  reservationTime: reservationTimeSchema,
  numberOfAdults: z.number().int().min(1).max(500),
  numberOfChildren: z.number().int().min(0).max(500).default(0),
  /** seconds; the service timing's when not given */
  diningInterval: z.number().int().min(15 * 60).max(12 * 60 * 60).optional(),
  tableIds: z.array(z.uuid()).max(20).default([]),
  occasions: z.array(text(40)).max(10).default([]),
  otherOccasions: optionalText(200),
  notes: optionalText(2000),
  notesDiner: optionalText(2000),
  staffNotes: optionalText(2000),
  tagIds: z.array(z.uuid()).max(20).default([]),
  customerPhone: text(32).min(6),
  customerFirstName: text(100).min(1),
  customerLastName: text(100).default(''),
  allowSmsNotify: z.boolean().optional(),
  allowEmailNotify: z.boolean().optional(),
  ticketId: z.uuid().nullable().optional(),
  serviceTimingId: z.uuid().nullable().optional(),
  language: z.string().max(20).nullable().optional(),
};

/** A host booking a time the availability rules refuse says why (recorded in the history). */
export const availabilityOverrideSchema = z.string().trim().min(3).max(200);

export const createReservationInputSchema = z.object({
  ...bookingFields,
  isWalkIn: z.boolean().default(false),
  availabilityOverride: availabilityOverrideSchema.optional(),
});
export type CreateReservationInput = z.input<typeof createReservationInputSchema>;
export type CreateReservation = z.output<typeof createReservationInputSchema>;

/** A walk-in: seated now, at the tables chosen; a name and phone are welcome, not required. */
export const createWalkInInputSchema = z.object({
  numberOfAdults: z.number().int().min(1).max(500),
  numberOfChildren: z.number().int().min(0).max(500).default(0),
  tableIds: z.array(z.uuid()).min(1).max(20),
  /** the host agreed to seat more guests than the tables hold */
  allowOverCapacity: z.boolean().optional(),
  customerPhone: text(32).optional(),
  customerFirstName: text(100).optional(),
  customerLastName: text(100).optional(),
  notes: optionalText(2000),
});
export type CreateWalkInInput = z.input<typeof createWalkInInputSchema>;

export const updateReservationInputSchema = z
  .object({
    reservationDate: reservationDateSchema,
    reservationTime: reservationTimeSchema,
    numberOfAdults: bookingFields.numberOfAdults,
    numberOfChildren: z.number().int().min(0).max(500),
    diningInterval: z.number().int().min(15 * 60).max(12 * 60 * 60),
    tableIds: z.array(z.uuid()).max(20),
    occasions: z.array(text(40)).max(10),
    otherOccasions: optionalText(200),
    notes: optionalText(2000),
    notesDiner: optionalText(2000),
    staffNotes: optionalText(2000),
    tagIds: z.array(z.uuid()).max(20),
    customerPhone: bookingFields.customerPhone,
    customerFirstName: bookingFields.customerFirstName,
    customerLastName: text(100),
    allowSmsNotify: z.boolean(),
    allowEmailNotify: z.boolean(),
    availabilityOverride: availabilityOverrideSchema,
  })
  .partial();
export type UpdateReservationInput = z.infer<typeof updateReservationInputSchema>;

/** POST /api/v1/reservations/{id}/status (BILL is the table's status: POST /api/v1/tables/{id}/status). */
export const changeStatusInputSchema = z.object({ status: reservationStatusSchema });
