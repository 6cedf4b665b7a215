import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The answers kept for safe retries: plumbing every creating route shares (lib/idempotency.ts).

/**
 * A creating POST's answer, kept 24 hours under its Idempotency-Key (docs/architecture.md, Safe retries).
 * The scope names the brand and the exact route it was sent to; the request hash tells a replay
 * from a different request reusing the key. statusCode 0 while the first request is in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().notNull(),
    scope: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    body: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
