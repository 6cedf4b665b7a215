import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activityColumns, id, createdAt, updatedAt, version } from '../columns';
import { customers } from './customers';
import { outlets, tags } from './outlets';
import { serviceTimings } from './schedules';
import { tables } from './tables';
import { tickets } from './tickets';

// The tables the reservations module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    code: text().notNull().unique(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    serviceTimingId: uuid().references(() => serviceTimings.id, { onDelete: 'set null' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
    language: text(),
    source: text().notNull(),
    /** seconds */
    diningInterval: integer().notNull(),
    customerPhone: text(),
    customerFirstName: text(),
    customerLastName: text(),
    /** the outlet's local date and time, plus the instant they denote */
    reservationDate: date().notNull(),
    reservationTime: time().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    numberOfAdults: integer().notNull(),
    numberOfChildren: integer().notNull().default(0),
    extraAdult: integer().notNull().default(0),
    extraChildren: integer().notNull().default(0),
    status: smallint().notNull(),
    isWalkIn: boolean().notNull().default(false),
    notes: text(),
    notesDiner: text(),
    staffNotes: text(),
    occasions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherOccasions: text(),
    createdByRestaurant: boolean().notNull().default(false),
    modifiedByRestaurant: boolean().notNull().default(false),
    cancelledByRestaurant: boolean().notNull().default(false),
    createdByCustomer: boolean().notNull().default(false),
    confirmByRestaurant: boolean().notNull().default(false),
    allowSmsNotify: boolean().notNull().default(true),
    allowEmailNotify: boolean().notNull().default(true),
    allowAutomatedCallNotify: boolean().notNull().default(false),
    allowConfirmationNotify: boolean().notNull().default(true),
    allowReminderNotify: boolean().notNull().default(true),
    timeSendReminder: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    seatedAt: timestamp({ withTimezone: true }),
    departedAt: timestamp({ withTimezone: true }),
    /** A LATE party's table held longer by a host (docs/rules.md section 4): the clock turns it LATE again only after this. */
    graceExtendedUntil: timestamp({ withTimezone: true }),
    createdTimestamp: createdAt(),
    modifiedTimestamp: updatedAt(),
    version: version(),
    /**
     * the nonce the guest's manage link is signed with (lib/guest-link.ts), made with the first message; a new one withdraws the old links
     */
    guestToken: text(),
    /**
     * The email a diner gave with this booking (the booking page, Reserve with Google): this
     * booking's messages go there. It never overwrites the guest book's email: anyone can type a phone.
     */
    guestEmail: text(),
    /** The version whose guest messages are planned (issue 14): null, or behind `version`, when they are to be planned again. */
    notificationsVersion: integer(),
    /** Whether the booking's acknowledgement (the 'now' message) is planned or owed no more: sent once per booking. */
    guestAcknowledged: boolean().notNull().default(false),
  },
  (t) => [
    index('reservations_outlet_date').on(t.outletId, t.reservationDate),
    index('reservations_customer').on(t.customerId),
    // The reports' repeat guests (reports/report-reads.ts): whether a guest was seated before, one probe
    // per booking without reading the guest's other bookings (issue 31: 635 ms of a year's report at scale).
    index('reservations_customer_visits')
      .on(t.customerId, t.startsAt)
      .where(sql`${t.status} in (2, 3)`),
    uniqueIndex('reservations_guest_token').on(t.guestToken),
    // The bookings whose messages the clock sweep must (re)plan: few at any moment.
    index('reservations_notifications_due')
      .on(t.startsAt)
      .where(sql`${t.notificationsVersion} is distinct from ${t.version}`),
  ],
);

/**
 * A reservation's hold on a table over its dining interval. The exclusion constraint that forbids
 * two overlapping active holds on one table is in the custom migration (drizzle cannot express it).
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: uuid()
      .notNull()
      .references(() => tables.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('reservation_tables_table').on(t.tableId)],
);

export const reservationTags = pgTable(
  'reservation_tags',
  {
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tagId] })],
);

/** Every change to a reservation: who, when, from what to what (docs/architecture.md, History). */
export const reservationActivities = pgTable(
  'reservation_activities',
  {
    id: id(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    ...activityColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_activities_reservation').on(t.reservationId)],
);
