import { z } from 'zod';
import { guestNeedsShape } from '../guest-needs-schemas';
import { autoTagSchema } from '../guest-tags';
import { tagSchema } from '../brand-tags-schemas';
import { refundWindowShape, ticketSummarySchema } from '../tickets';
import { DISPLAY_STATUSES } from './display-status';
import { ROW_ACTIONS } from './row-actions';
import { TARGET_STATUSES } from './transitions';

const instant = z.string(); // ISO 8601

/** A guest as a booking and the booking dialog's lookup name them (customers.ts customerMatchSchema extends it). */
export const guestContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notesDiner: z.string().nullable(),
  /** allergies, diets and seating wishes kept on the guest (issue 32), shown where the host decides */
  ...guestNeedsShape,
  /** what Host worked out from the guest's last year at the brand (guest-tags.ts): a regular, a no-show risk... */
  autoTags: z.array(autoTagSchema),
  /** the brand's tags the staff put on the guest (VIP, Wheelchair), with their colours; a booking's own are the booking's */
  tags: z.array(tagSchema),
});

/** A booking named by its outlet, date and time: a double-booking warning's, and the start of a guest's visit (customers.ts). */
export const bookingAtOutletSchema = z.object({
  id: z.string(),
  code: z.string(),
  outletId: z.string(),
  outletName: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
});

/** A reservation as the API returns it (docs/rules.md section 3, with its derived fields). */
export const reservationSchema = z.object({
  id: z.string(),
  code: z.string(),
  outletId: z.string(),
  /** the outlet it is at, by name (a merchant's list across outlets names it) */
  outlet: z.object({ id: z.string(), outletName: z.string() }),
  language: z.string().nullable(),
  source: z.string(),
  diningInterval: z.number().int(),
  serviceTimingId: z.string().nullable(),
  serviceTiming: z.object({ id: z.string(), name: z.string() }).nullable(),
  customerId: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerFirstName: z.string().nullable(),
  customerLastName: z.string().nullable(),
  user: guestContactSchema.nullable(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  numberOfAdults: z.number().int(),
  numberOfChildren: z.number().int(),
  extraAdult: z.number().int(),
  extraChildren: z.number().int(),
  pax: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  displayStatus: z.enum(DISPLAY_STATUSES),
  timeState: z.enum(['TODAY', 'FUTURE', 'PAST']),
  isWalkIn: z.boolean(),
  notes: z.string().nullable(),
  notesDiner: z.string().nullable(),
  staffNotes: z.string().nullable(),
  occasions: z.array(z.string()),
  otherOccasions: z.string().nullable(),
  createdByRestaurant: z.boolean(),
  modifiedByRestaurant: z.boolean(),
  cancelledByRestaurant: z.boolean(),
  createdByCustomer: z.boolean(),
  confirmByRestaurant: z.boolean(),
  allowSmsNotify: z.boolean(),
  allowEmailNotify: z.boolean(),
  allowAutomatedCallNotify: z.boolean(),
  allowConfirmationNotify: z.boolean(),
  allowReminderNotify: z.boolean(),
  timeSendReminder: instant.nullable(),
  confirmedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  seatedAt: instant.nullable(),
  departedAt: instant.nullable(),
  /** a LATE party's table held longer by a host: its grace period ends here (grace.ts) */
  graceExtendedUntil: instant.nullable(),
  createdTimestamp: instant,
  modifiedTimestamp: instant,
  /** the start instant and the limit time (start plus dining interval) */
  dateTime: instant,
  limitTime: instant,
  version: z.number().int(),
  tables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.number().int(),
      /** the table's status by name (AVAILABLE, RESERVED, IN_USE, ...) */
      statusName: z.string(),
      version: z.number().int(),
      tableInAreas: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  /** its table's status by name (its first table's; null without a table): docs/rules.md section 3 */
  tableStatus: z.string().nullable(),
  tags: z.array(tagSchema),
  ticket: ticketSummarySchema.extend(refundWindowShape).nullable(),
  reservationPaymentRequest: z
    .object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      link: z.string().nullable(),
      expireDateTime: instant.nullable(),
      /** the refund window the guest was asked under (the ticket's then) */
      ...refundWindowShape,
    })
    .nullable(),
  transactions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      amount: z.number().int(),
      type: z.string(),
      /** why a host refunded it */
      refundReason: z.string().nullable(),
      /** the provider's words on a charge declined or a refund that failed */
      refundMessage: z.string().nullable(),
    }),
  ),
  /** the guest messages planned or sent for it, by send time (confirmation, reminders): what, how, when, and whether it went */
  confirmationNotifications: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      type: z.string(),
      timing: z.string().nullable(),
      status: z.string(),
      isSent: z.boolean(),
      sendAt: instant,
      /** a confirm message's answer: confirmed or cancelled from the guest's link, missed when none came in time */
      result: z.enum(['confirmed', 'cancelled', 'missed']).nullable(),
    }),
  ),
  allowedTransitions: z.array(z.enum(TARGET_STATUSES)),
  allowableActions: z.array(z.object({ action: z.enum(ROW_ACTIONS), enabled: z.boolean(), reason: z.string().optional() })),
  editable: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * docs/rules.md section 8's double-booking warning: the host may go on. `bookings` names the guest's other
 * active bookings that day at the brand's outlets (outlet, date, time), as `reservationIds` lists them.
 */
export const warningSchema = z.object({
  code: z.literal('DOUBLE_BOOKING'),
  message: z.string(),
  reservationIds: z.array(z.string()),
  bookings: z.array(bookingAtOutletSchema),
});
export type Warning = z.infer<typeof warningSchema>;

export const reservationWithWarningsSchema = reservationSchema.extend({ warnings: z.array(warningSchema) });

/** `now` is the server's clock: the floor counts minutes seated by it, never by the browser's. */
export const dayListSchema = z.object({ date: z.string(), today: z.string(), now: instant, reservations: z.array(reservationSchema) });
export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({ date: z.string(), bookings: z.number().int(), covers: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  ),
});

/** One line of a reservation's history (GET /api/v1/reservations/{id}/activities): who did what, from what to what. */
export const activitySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
