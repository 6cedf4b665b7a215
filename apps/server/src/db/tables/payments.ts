import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { outlets } from './outlets';
import { reservations } from './reservations';

// The tables the payments module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

/**
 * What a booking owes and how the guest pays it (issue 13): one request per booking, opened by a
 * host (CARD, ATM, OTHER_METHOD) or by the system (ONLINE_PAYMENT_LINK). `kind` says whether the
 * provider takes the money now ('payment': deposit, prepaid) or holds the card for a no-show fee
 * ('hold': card guarantee). The pay link carries `token`, a secret only the guest is sent.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    link: text(),
    /** pending, paid, guaranteed, expired, cancelled */
    status: text().notNull(),
    kind: text().notNull().default('payment'),
    /** minor units */
    amount: integer().notNull().default(0),
    currency: text().notNull().default('SGD'),
    expireDateTime: timestamp({ withTimezone: true }),
    /** minutes */
    expireTime: integer(),
    notes: text(),
    provider: text().notNull().default('local'),
    /** the provider's id of its checkout, once opened */
    providerRef: text(),
    /** checkouts of this booking's earlier requests (expired, withdrawn): money that still arrives there goes back */
    earlierProviderRefs: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Asking the provider after commit (payments' provider-calls.ts): tries so far, when the next may
     * start (a claim: another server or the clock leaves the row alone until then), and the last
     * failure's words, shown with the row.
     */
    providerAttempts: integer().notNull().default(0),
    providerRetryAt: timestamp({ withTimezone: true }),
    providerError: text(),
    token: text(),
    /**
     * The ticket's refund window when the guest was asked (its value and unit): the terms the guest
     * paid under, kept even if the ticket's window changes later.
     */
    refundWindow: integer(),
    refundWindowUnit: text(),
    paidAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_requests_reservation').on(t.reservationId),
    uniqueIndex('payment_requests_token').on(t.token),
    // A provider's event names its checkout: the current one, or an earlier one of the same booking.
    index('payment_requests_checkout').on(t.provider, t.providerRef),
    index('payment_requests_earlier_checkouts').using('gin', t.earlierProviderRefs),
    index('payment_requests_due')
      .on(t.expireDateTime)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every movement of money (docs/rules.md section 3): a charge ('create') or a refund, in minor units of
 * its currency. A charge counts what was refunded of it in `refundedAmount`, which a CHECK keeps
 * between 0 and the amount: two refunds racing each other cannot give back more than was paid.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    paymentRequestId: uuid().references(() => paymentRequests.id, { onDelete: 'set null' }),
    /** the charge a refund gives back */
    parentId: uuid(),
    status: text().notNull(),
    /** minor units */
    amount: integer().notNull(),
    currency: text().notNull().default('SGD'),
    refundedAmount: integer().notNull().default(0),
    type: text().notNull(),
    /** 'Deposit' or 'Full payment' (docs/rules.md section 9) */
    metadataType: text(),
    statusRefund: text(),
    source: text().notNull(),
    refundReason: text(),
    refundMessage: text(),
    providerRef: text(),
    /**
     * Asking the provider after commit (payments' provider-calls.ts): tries so far, when the next may
     * start (a claim: another server or the clock leaves the row alone until then), and the last
     * failure's words, shown with the row.
     */
    providerAttempts: integer().notNull().default(0),
    providerRetryAt: timestamp({ withTimezone: true }),
    providerError: text(),
    actorName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // transactions_outlet_created also carries currency, type, status and amount (INCLUDE, migration 0036): the page's totals
  // read from it alone. drizzle-kit cannot say INCLUDE; the key here is the index's.
  (t) => [index('transactions_outlet_created').on(t.outletId, t.createdAt), index('transactions_reservation').on(t.reservationId)],
);

/** Webhook events already applied, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    paymentRequestId: uuid(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
