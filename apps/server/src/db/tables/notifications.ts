import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { outlets } from './outlets';
import { reservations } from './reservations';

// The tables the notifications module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

/**
 * A guest message planned for a booking (docs/rules.md section 3's confirmation notification, issue 14):
 * one row per `key` (type:channel:timing), re-planned while unsent whenever the booking changes.
 * status: planned, queued (handed to the delivery ledger), cancelled (the booking no longer wants it).
 * result (confirm messages): confirmed, cancelled, missed, as the guest answered or did not.
 */
export const confirmationNotifications = pgTable(
  'confirmation_notifications',
  {
    id: id(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    channel: text().notNull(),
    type: text().notNull(),
    timing: text(),
    status: text().notNull().default('planned'),
    isSent: boolean().notNull().default(false),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    result: text(),
    deliveryId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('confirmation_notifications_key').on(t.reservationId, t.key),
    index('confirmation_notifications_due')
      .on(t.sendAt)
      .where(sql`${t.status} = 'planned'`),
    // The reports' "guests who confirmed from a message": the few rows that say so, not a scan of the ledger's plan (issue 31).
    index('confirmation_notifications_confirmed')
      .on(t.reservationId)
      .where(sql`${t.result} = 'confirmed'`),
    // Confirm requests sent and not answered yet: the clock marks them missed at the booking's time.
    index('confirmation_notifications_awaiting')
      .on(t.reservationId)
      .where(sql`${t.type} = 'confirm' and ${t.isSent} and ${t.result} is null`),
  ],
);

/**
 * The delivery ledger (issue 14): every message sent to a guest, on any channel, with what became
 * of it. state: queued, sent, delivered, failed, retried (a failed attempt that will be tried
 * again at nextAttemptAt). A failed SMS may be followed by an email (`fallbackOfId`).
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'set null' }),
    channel: text().notNull(),
    /** confirm, reminder, beforeRefund, payLink, call */
    template: text().notNull(),
    language: text().notNull(),
    /** E.164 phone or email address: kept to send, never logged */
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    state: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    provider: text(),
    /** the provider's id of the message (the Message-ID of an email) */
    providerRef: text(),
    fallbackOfId: uuid(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('message_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('queued', 'retried')`),
    index('message_deliveries_outlet').on(t.outletId, t.createdAt),
    index('message_deliveries_reservation').on(t.reservationId),
  ],
);

/** Mail the local catcher took in (issue 14): what a guest's inbox would show, readable by staff in Host. */
export const caughtMails = pgTable(
  'caught_mails',
  {
    id: id(),
    messageId: text(),
    mailFrom: text(),
    /** where the guest's reply goes: the outlet's email (issue 28) */
    replyTo: text(),
    rcptTo: text().notNull(),
    subject: text(),
    text: text(),
    html: text(),
    receivedAt: createdAt(),
  },
  (t) => [index('caught_mails_message').on(t.messageId)],
);

/** An outlet's guest-message settings (issue 14): timings, quiet hours and its own wording per language. */
export const notificationSettings = pgTable('notification_settings', {
  outletId: uuid()
    .primaryKey()
    .references(() => outlets.id, { onDelete: 'cascade' }),
  confirmTimings: text()
    .array()
    .notNull()
    .default(sql`'{now,24h,5h}'::text[]`),
  callTimings: text()
    .array()
    .notNull()
    .default(sql`'{3h,2h,1h}'::text[]`),
  /** 'HH:mm' in the outlet's zone; both null: no quiet hours */
  quietStart: text(),
  quietEnd: text(),
  /** { [language]: { [template]: text } }: the outlet's wording, else Host's */
  templates: jsonb().$type<Record<string, Record<string, string>>>().notNull().default({}),
  version: version(),
  updatedAt: updatedAt(),
});
