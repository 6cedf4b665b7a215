import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns every table's definition shares. Column names are snake_case in PostgreSQL (drizzle's
// casing option), camelCase here as docs/rules.md names them.
export const id = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Every editable row carries a version; writes name the version they read (docs/architecture.md, Storage). */
export const version = () => integer().notNull().default(1);
/** A history line's who and what (reservation_activities, customer_activities): one shape, read by lib/activity.ts. */
export const activityColumns = () => ({
  actorKind: text().notNull(),
  actorId: text(),
  actorName: text(),
  action: text().notNull(),
  changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});
