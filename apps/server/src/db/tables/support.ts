import type { AuditedChange } from '@host/domain/support';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../columns';
import { sessions, users } from './auth';
import { brands, outlets } from './outlets';

// The tables the support module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

/**
 * Support staff acting as an outlet (docs/rules.md section 6, issue 15): who, when, for which outlet and
 * why. Names are kept as they were, so the log still reads after an outlet or a user is gone.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: id(),
    sessionId: uuid().references(() => sessions.id, { onDelete: 'set null' }),
    supportUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    supportEmail: text().notNull(),
    outletId: uuid().references(() => outlets.id, { onDelete: 'set null' }),
    outletName: text().notNull(),
    brandId: uuid().references(() => brands.id, { onDelete: 'set null' }),
    brandName: text().notNull(),
    reason: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('impersonations_started').on(t.startedAt),
    uniqueIndex('impersonations_open_per_session')
      .on(t.sessionId)
      .where(sql`ended_at is null`),
  ],
);

/** Every write made while impersonating: the route, the ids in its path, its status and what it changed (masked, no secrets). */
export const impersonationWrites = pgTable(
  'impersonation_writes',
  {
    id: id(),
    impersonationId: uuid()
      .notNull()
      .references(() => impersonations.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    route: text().notNull(),
    ids: jsonb().$type<Record<string, string>>().notNull().default({}),
    statusCode: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    changes: jsonb().$type<AuditedChange[]>().notNull().default([]),
  },
  (t) => [index('impersonation_writes_of').on(t.impersonationId, t.at)],
);
