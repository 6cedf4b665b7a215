import { z } from 'zod';
import { isValidDate, localDate, localDateSchema, localTimeSchema, safeMultilineText, safeText } from '../input';
import { isReservationStatus } from '../statuses';

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not one), in the years input.ts allows. */
export { isValidDate };

/** SPEC.md section 5's messages, exactly. */
export const reservationDateSchema = localDateSchema;
export const reservationTimeSchema = localTimeSchema;
export const reservationStatusSchema = z.number({ message: 'invalidStatus' }).refine(isReservationStatus, { message: 'invalidStatus' });

const text = (max: number) => safeText(max);
const optionalText = (max: number) => text(max).nullable().optional();
const optionalNotes = (max: number) => safeMultilineText(max).nullable().optional();

/** The fields staff fill in the booking dialog (create and edit share them). */
const bookingFields = {
  reservationDate: reservationDateSchema,
  reservationTime: reservationTimeSchema,
  numberOfAdults: z.number().int().min(1).max(500),
  numberOfChildren: z.number().int().min(0).max(500).default(0),
  /** seconds; the service timing's when not given */
  diningInterval: z
    .number()
    .int()
    .min(15 * 60)
    .max(12 * 60 * 60)
    .optional(),
  tableIds: z.array(z.uuid()).max(20).default([]),
  occasions: z.array(text(40)).max(10).default([]),
  otherOccasions: optionalText(200),
  notes: optionalNotes(2000),
  notesDiner: optionalNotes(2000),
  staffNotes: optionalNotes(2000),
  tagIds: z.array(z.uuid()).max(20).default([]),
  customerPhone: text(32).min(6),
  customerFirstName: text(100).min(1),
  customerLastName: text(100).default(''),
  allowSmsNotify: z.boolean().optional(),
  allowEmailNotify: z.boolean().optional(),
  ticketId: z.uuid().nullable().optional(),
  serviceTimingId: z.uuid().nullable().optional(),
  language: text(20).nullable().optional(),
};

/** A host booking a time the availability rules refuse says why (recorded in the history). */
export const availabilityOverrideSchema = safeText(200).min(3);

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
  notes: optionalNotes(2000),
});
export type CreateWalkInInput = z.input<typeof createWalkInInputSchema>;

export const updateReservationInputSchema = z
  .object({
    reservationDate: reservationDateSchema,
    reservationTime: reservationTimeSchema,
    numberOfAdults: bookingFields.numberOfAdults,
    numberOfChildren: z.number().int().min(0).max(500),
    diningInterval: z
      .number()
      .int()
      .min(15 * 60)
      .max(12 * 60 * 60),
    tableIds: z.array(z.uuid()).max(20),
    occasions: z.array(text(40)).max(10),
    otherOccasions: optionalText(200),
    notes: optionalNotes(2000),
    notesDiner: optionalNotes(2000),
    staffNotes: optionalNotes(2000),
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

/**
 * POST /api/v1/reservations/{id}/status (BILL is the table's status: POST /api/v1/tables/{id}/status).
 * Seating may name the tables, and seat more guests than they hold once the host agreed.
 */
export const changeStatusInputSchema = z.object({ status: reservationStatusSchema, tableIds: z.array(z.uuid()).max(20).optional(), allowOverCapacity: z.boolean().optional() });
export type ChangeStatusInput = z.input<typeof changeStatusInputSchema>;

/**
 * GET /api/v1/outlets/{outletId}/reservations: one day (`date`, the outlet's today when absent), a
 * calendar range (`from` and `to`, together), or a search (`q`). Each date names its own field.
 */
export const reservationListQuerySchema = z
  .object({
    date: localDate('invalid "date"').optional(),
    from: localDate('invalid "from"').optional(),
    to: localDate('invalid "to"').optional(),
    q: safeText(100).min(1).optional(),
  })
  .refine((query) => !query.from === !query.to, { message: 'fromAndToTogether', path: ['to'] });
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
