import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../columns';
import { outlets } from './outlets';

// The tables the auth module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    displayName: text().notNull(),
    passwordHash: text().notNull(),
    preferredLocale: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/** Which outlets a merchant may act for. Support staff ('oddler') may act for every outlet. */
export const userOutlets = pgTable(
  'user_outlets',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.outletId] })],
);

/** A signed-in browser. Only hashes of the cookie secret and the bearer token are kept. */
export const sessions = pgTable('sessions', {
  id: id(),
  secretHash: text().notNull().unique(),
  tokenHash: text().notNull().unique(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  outletId: uuid().references(() => outlets.id, { onDelete: 'cascade' }),
  quickCodeId: text(),
  isImpersonation: boolean().notNull().default(false),
  preferredLocale: text(),
  createdAt: createdAt(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Failed sign-ins, by the code or email tried, for throttling across every server. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    subject: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_subject_time').on(t.subject, t.failedAt)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** What the local providers (email, SMS, calls, payments) would have sent; staff can read it. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text().notNull(),
  recipient: text().notNull(),
  subject: text(),
  body: text().notNull(),
  outletId: uuid().references(() => outlets.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
