import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    numberOfAdults: integer().notNull(),
    numberOfChildren: integer().notNull().default(0),
    notes: text(),
    areaId: uuid().references(() => areas.id, { onDelete: 'set null' }),
    language: text(),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    notifiedAt: timestamp({ withTimezone: true }),
    seatedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    quotedMinutes: integer(),
    actualMinutes: integer(),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('queue_entries_outlet_status').on(t.outletId, t.status, t.position)],
);
