import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../columns';
import { users } from './auth';
import { outlets } from './outlets';

// The tables the push module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

/**
 * Web-push provider tokens (docs/rules.md section 3): our server plays the notification provider. A
 * browser's subscription for one outlet, by a user (userId) or by the outlet's own sign-in (userId
 * null); one row per outlet and endpoint, discarded when unsubscribed or gone (404/410).
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: id(),
    outletId: uuid().references(() => outlets.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    keys: jsonb().$type<{ p256dh: string; auth: string }>().notNull(),
    discardedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** whose VAPID keys the browser subscribed with */
    installationId: uuid().references(() => pushInstallations.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('push_tokens_outlet_endpoint').on(t.outletId, t.endpoint)],
);

/**
 * Web push (issue 14): an installation of our notification provider, one per integration key (by
 * its SHA-256), with the VAPID keys pushes are signed with. The private key is kept encrypted with
 * ENCRYPTION_SECRET (AES-256-GCM) and never leaves the server.
 */
export const pushInstallations = pgTable('push_installations', {
  id: id(),
  integrationKeyHash: text().notNull().unique(),
  vapidPublicKey: text().notNull(),
  vapidPrivateKeyEncrypted: text().notNull(),
  createdAt: createdAt(),
});
