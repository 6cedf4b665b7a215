import { z } from 'zod';
import { paymentRequestInputSchema } from '../payments/contract';
import {
  flag,
  isValidDate,
  localDate,
  localDateSchema,
  localTimeSchema,
  pickedId,
  pickedList,
  safeMultilineText,
  safeText,
  wholeNumber,
} from '../input';
import type { CountryCode } from '../locales';
import { normalisePhone } from '../phone';
import { isReservationStatus } from '../statuses';

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not one), in the years input.ts allows. */
export { isValidDate };

/** docs/rules.md section 5's messages, exactly. */
export const reservationDateSchema = localDateSchema;
export const reservationTimeSchema = localTimeSchema;
export const reservationStatusSchema = z.number({ message: 'invalidStatus' }).refine(isReservationStatus, { message: 'invalidStatus' });

const text = (max: number) => safeText(max);
const name = (max: number) => safeText(max, 'nameTooLong');
const optionalText = (max: number) => text(max).nullable().optional();
const optionalNotes = (max: number) => safeMultilineText(max).nullable().optional();
const adults = () => wholeNumber(1, 500, 'partyAtLeastOne', 'partyTooLarge');
const children = () => wholeNumber(0, 500, 'childrenNotNegative', 'partyTooLarge');
/** guests who joined the party beyond its booking (docs/rules.md section 3): shown in its size, not counted against a slot's covers */
const extras = () => wholeNumber(0, 500, 'extrasNotNegative', 'partyTooLarge');
/** seconds */
const diningInterval = () => wholeNumber(15 * 60, 12 * 60 * 60, 'diningIntervalRange');
/**
 * As written; whether it is a real number of the outlet's country is checked where the country is known (bookingPhoneSchema, and the
 * server).
 */
const phone = () => safeText(32, 'phoneNotValid').min(6, { message: 'enterPhone' });

/** The fields staff fill in the booking dialog (create and edit share them). */
const bookingFields = {
  reservationDate: reservationDateSchema,
  reservationTime: reservationTimeSchema,
  numberOfAdults: adults(),
  numberOfChildren: children().default(0),
  extraAdult: extras().default(0),
  extraChildren: extras().default(0),
  diningInterval: diningInterval().optional(),
  tableIds: pickedList(pickedId(), 20).default([]),
  occasions: pickedList(text(40), 10).default([]),
  otherOccasions: optionalText(200),
  notes: optionalNotes(2000),
  notesDiner: optionalNotes(2000),
  staffNotes: optionalNotes(2000),
  tagIds: pickedList(pickedId(), 20).default([]),
  customerPhone: phone(),
  customerFirstName: name(100).min(1, { message: 'enterName' }),
  customerLastName: name(100).default(''),
  allowSmsNotify: flag().optional(),
  allowEmailNotify: flag().optional(),
  allowAutomatedCallNotify: flag().optional(),
  allowConfirmationNotify: flag().optional(),
  allowReminderNotify: flag().optional(),
  ticketId: pickedId().nullable().optional(),
  serviceTimingId: pickedId().nullable().optional(),
  language: text(20).nullable().optional(),
};

/** POST /api/v1/reservations/{id}/grace-period: how many more minutes the party's table is held. */
export const extendGraceInputSchema = z.object({ minutes: z.number().int().min(1).max(60) });
export type ExtendGraceInput = z.infer<typeof extendGraceInputSchema>;

/** A host booking a time the availability rules refuse says why (recorded in the history). */
export const availabilityOverrideSchema = safeText(200).min(3, { message: 'reasonTooShort' });

export const createReservationInputSchema = z.object({
  ...bookingFields,
  isWalkIn: flag().default(false),
  availabilityOverride: availabilityOverrideSchema.optional(),
  /**
   * The guest-book guest the host chose (the picker, or Book from a profile). A guest with no phone
   * yet takes the one typed; a guest with another phone is not changed: the phone finds its own guest.
   */
  customerId: pickedId().optional(),
  /** Issue 13: ask the guest to pay the ticket at once; the booking starts PENDING with its request */
  paymentRequest: paymentRequestInputSchema.optional(),
});
export type CreateReservationInput = z.input<typeof createReservationInputSchema>;
export type CreateReservation = z.output<typeof createReservationInputSchema>;

/** A walk-in: seated now, at the tables chosen; a name and phone are welcome, not required. */
export const createWalkInInputSchema = z.object({
  numberOfAdults: adults(),
  numberOfChildren: children().default(0),
  tableIds: pickedList(pickedId(), 20).min(1, { message: 'chooseTable' }),
  /** the host agreed to seat more guests than the tables hold */
  allowOverCapacity: flag().optional(),
  /** any phone given must be a real number of the outlet's country (checked by the server, stored E.164) */
  customerPhone: safeText(32, 'phoneNotValid').optional(),
  customerFirstName: name(100).optional(),
  customerLastName: name(100).optional(),
  notes: optionalNotes(2000),
});
export type CreateWalkInInput = z.input<typeof createWalkInInputSchema>;
export type CreateWalkIn = z.output<typeof createWalkInInputSchema>;

export const updateReservationInputSchema = z
  .object({
    reservationDate: reservationDateSchema,
    reservationTime: reservationTimeSchema,
    numberOfAdults: adults(),
    numberOfChildren: children(),
    extraAdult: extras(),
    extraChildren: extras(),
    diningInterval: diningInterval(),
    tableIds: pickedList(pickedId(), 20),
    occasions: pickedList(text(40), 10),
    otherOccasions: optionalText(200),
    notes: optionalNotes(2000),
    notesDiner: optionalNotes(2000),
    staffNotes: optionalNotes(2000),
    tagIds: pickedList(pickedId(), 20),
    customerPhone: phone(),
    customerFirstName: bookingFields.customerFirstName,
    customerLastName: name(100),
    allowSmsNotify: flag(),
    allowEmailNotify: flag(),
    allowAutomatedCallNotify: flag(),
    allowConfirmationNotify: flag(),
    allowReminderNotify: flag(),
    availabilityOverride: availabilityOverrideSchema,
  })
  .partial();
export type UpdateReservationInput = z.infer<typeof updateReservationInputSchema>;

/** A guest's phone as the outlet's country reads it (phone.ts): letters or a number that cannot exist read 'phoneNotValid'. */
export const bookingPhoneSchema = (country: CountryCode) =>
  phone().refine((v) => normalisePhone(v, country) !== null, { message: 'phoneNotValid' });

/** The booking dialog's schema: the create schema, with the phone checked for the outlet's country. */
export const bookingFormSchema = (country: CountryCode) =>
  createReservationInputSchema.extend({ customerPhone: bookingPhoneSchema(country) });

/**
 * POST /api/v1/reservations/{id}/status (BILL is the table's status: POST /api/v1/tables/{id}/status).
 * Seating may name the tables, and seat more guests than they hold once the host agreed.
 */
export const changeStatusInputSchema = z.object({
  status: reservationStatusSchema,
  tableIds: z.array(z.uuid()).max(20).optional(),
  allowOverCapacity: z.boolean().optional(),
});
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
