import { boolean, date, index, integer, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { outlets } from './outlets';
import { areas } from './tables';
import { reservations } from './reservations';

// The tables the waitlist module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").

/** The door queue (docs/rules.md section 10): one row a party, kept after it leaves the queue (quoted against actual). */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** waiting, notified, seated, left, noShow (packages/domain/src/waitlist/queue.ts) */
    status: text().notNull().default('waiting'),
    /** the host's order among the parties still in the queue: 1 the front */
    position: integer().notNull(),
    customerFirstName: text().notNull(),
    customerLastName: text().notNull().default(''),
    /** E.164 */
    customerPhone: text(),
    /** where "your table is ready" goes when the party gave no phone (or the outlet sends no SMS) */
    customerEmail: text(),
    numberOfAdults: integer().notNull(),
    numberOfChildren: integer().notNull().default(0),
    notes: text(),
    areaId: uuid().references(() => areas.id, { onDelete: 'set null' }),
    language: text(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    notifiedAt: timestamp({ withTimezone: true }),
    seatedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    /** the guest said from their link they are on their way */
    onMyWayAt: timestamp({ withTimezone: true }),
    /** signs the guest's link to their place (lib/guest-link.ts); null for a party added before links */
    linkNonce: text(),
    quotedMinutes: integer(),
    actualMinutes: integer(),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('queue_entries_outlet_status').on(t.outletId, t.status, t.position)],
);

/**
 * The day's waiting list (docs/rules.md section 10): a guest waiting for a time on `date` inside
 * [windowStart, windowEnd]; kept after they leave it. `linkNonce` signs the guest's link (lib/guest-link.ts).
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    windowStart: time().notNull(),
    windowEnd: time().notNull(),
    /** waiting, offered, booked, declined, expired, cancelled (packages/domain/src/waitlist/waiting-list.ts) */
    status: text().notNull().default('waiting'),
    /** 'online' or 'staff' */
    source: text().notNull(),
    customerFirstName: text().notNull(),
    customerLastName: text().notNull().default(''),
    /** E.164 */
    customerPhone: text().notNull(),
    customerEmail: text(),
    numberOfAdults: integer().notNull(),
    numberOfChildren: integer().notNull().default(0),
    notes: text(),
    language: text().notNull(),
    linkNonce: text().notNull(),
    /** the order of offers: the earliest joined is offered first */
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('waiting_list_entries_outlet_date').on(t.outletId, t.date, t.status, t.joinedAt)],
);

/**
 * A freed time offered to a guest of the list, held for them until `expiresAt` while open: the
 * availability engine counts an open, unexpired offer as a booking on its tables (availability-reads.ts).
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: id(),
    entryId: uuid()
      .notNull()
      .references(() => waitingListEntries.id, { onDelete: 'cascade' }),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    time: time().notNull(),
    pax: integer().notNull(),
    /** the tables held, chosen as an online booking's would be */
    tableIds: uuid().array().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** open, accepted, declined, expired, taken */
    status: text().notNull().default('open'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('waiting_list_offers_open').on(t.outletId, t.status, t.expiresAt), index('waiting_list_offers_entry').on(t.entryId)],
);

/** An outlet's waitlist settings (issue 30 point 5); an outlet without a row has the defaults. */
export const waitlistSettings = pgTable('waitlist_settings', {
  outletId: uuid()
    .primaryKey()
    .references(() => outlets.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull(),
  holdMinutes: integer().notNull(),
  answerMinutes: integer().notNull(),
  longestQuoteMinutes: integer().notNull(),
  joinOnline: boolean().notNull(),
  version: version(),
  updatedAt: updatedAt(),
});
