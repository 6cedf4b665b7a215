import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../columns';
import { users } from './auth';
import { brands } from './outlets';

// The tables the weekly-summary module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

/**
 * A merchant's choice of the Monday summary (issue 31, item 3). Kept per user, not per brand: the
 * mail goes to the user's own address, so only the user decides whether it comes (another merchant of
 * the brand cannot fill their inbox), and one choice covers every brand they manage, each summed up
 * on its own. The language is the user's too: the web sends the one they read Host in.
 */
export const weeklySummaryPreferences = pgTable('weekly_summary_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  language: text().notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One Monday summary: a brand's week to one merchant. The row is the claim: unique by (brand, week,
 * user), so of two servers (or a retried job) only the one whose insert took it sends. state: claimed
 * (being sent, until `leaseUntil`), sent, failed (tried again after the lease, up to a few attempts).
 * Its id is the mail's Message-ID, so a resend after a lost answer is the same mail to a relay.
 */
export const weeklySummarySends = pgTable(
  'weekly_summary_sends',
  {
    id: id(),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the Monday and Sunday of the week summed up, in the brand's zone */
    weekFrom: date().notNull(),
    weekTo: date().notNull(),
    language: text().notNull(),
    state: text().notNull().default('claimed'),
    attempts: integer().notNull().default(1),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    subject: text(),
    provider: text(),
    providerRef: text(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('weekly_summary_sends_once').on(t.brandId, t.weekFrom, t.userId),
    index('weekly_summary_sends_unsent')
      .on(t.leaseUntil)
      .where(sql`${t.state} <> 'sent'`),
    index('weekly_summary_sends_user').on(t.userId, t.sentAt),
  ],
);
