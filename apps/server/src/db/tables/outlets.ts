import type { PolicyTranslations } from '@host/domain/policy-text';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';

// The tables the outlets module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const brands = pgTable('brands', {
  id: id(),
  omsBrandId: text().notNull().unique(),
  brandName: text().notNull(),
  brandShortName: text().notNull(),
  countryCode: text().notNull(),
  timezone: text().notNull(),
  reserveChannelStatus: text().notNull().default('active'),
  enableGoogleBooking: boolean().notNull().default(false),
  offerHostv3: boolean().notNull().default(false),
  routeToHostv3: boolean().notNull().default(true),
  isEnableMagicBell: boolean().notNull().default(false),
  isEnableTableCombination: boolean().notNull().default(false),
  isEnablePaymentRequest: boolean().notNull().default(false),
  preventMultipleSameDayBookingsEnabled: boolean().notNull().default(false),
  /** how many visits make a regular, no-shows a risk, late cancellations a late canceller (guest-tags.ts); null: the defaults */
  guestTagThresholds: jsonb(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const outlets = pgTable('outlets', {
  id: id(),
  brandId: uuid()
    .notNull()
    .references(() => brands.id),
  omsOutletId: text().notNull().unique(),
  outletName: text().notNull(),
  quickCode: text().notNull().unique(),
  pinHash: text().notNull(),
  reserveChannelStatus: text().notNull().default('active'),
  address1: text(),
  address2: text(),
  postalCode: text(),
  city: text(),
  state: text(),
  lat: doublePrecision(),
  lng: doublePrecision(),
  countryCode: text().notNull(),
  email: text(),
  phone: text(),
  enableEmail: boolean().notNull().default(true),
  enableSms: boolean().notNull().default(true),
  enableAutomatedCall: boolean().notNull().default(false),
  defaultAllowSmsNotify: boolean().notNull().default(true),
  defaultAllowEmailNotify: boolean().notNull().default(true),
  defaultAllowAutomatedCallNotify: boolean().notNull().default(false),
  defaultAllowConfirmationNotify: boolean().notNull().default(true),
  defaultAllowReminderNotify: boolean().notNull().default(true),
  maxPartySize: integer().notNull().default(10),
  minPartySize: integer().notNull().default(1),
  maxPaxPerReservation: integer().notNull().default(20),
  /** seconds */
  reservationDiningInterval: integer().notNull().default(5400),
  /** seconds */
  reservationGracePeriod: integer().notNull().default(900),
  /** seconds */
  reservationIntervalTime: integer().notNull().default(900),
  /** seconds */
  reservationLeadTime: integer().notNull().default(3600),
  /** minutes a departed table waits for a host's "clean" before it frees itself; 0 never */
  tableCleaningMinutes: integer().notNull().default(10),
  reservationPolicy: text(),
  reservationCancellationPolicy: text(),
  /** the policies above in the outlet's own words per language (issue 28; packages/domain policy-text.ts) */
  policyTranslations: jsonb().$type<PolicyTranslations>().notNull().default({ reservation: {}, cancellation: {} }),
  optionAutoReservationStatus: smallint().notNull().default(1),
  /** a guest may change a booking without a ticket from their link (issue 33), until `guestEditWindow` hours before it */
  guestSelfEdit: boolean().notNull().default(true),
  guestEditWindow: integer(),
  /** /settings/status-management: { looks, unused } (packages/domain reservations/status-settings.ts) */
  statusSettings: jsonb().$type<{ looks?: unknown; unused?: unknown }>().notNull().default({}),
  /** whom the outlet asks online for a guarantee by risk, and with which paying ticket (guarantee-rule.ts); null: off */
  guaranteeRule: jsonb(),
  typeShowTimeslots: smallint().notNull().default(1),
  smsPermissions: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  isEnableSpecificRequest: boolean().notNull().default(true),
  isEnableOccasions: boolean().notNull().default(true),
  isEnableShowChildren: boolean().notNull().default(true),
  isEnableCustomQuestionField: boolean().notNull().default(false),
  enabledPaymentDinein: boolean().notNull().default(false),
  forwardingAddress: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  logoUrl: text(),
  /** the diners' booking page (issue 15): texts by language (en, zh-Hans, zh-Hant, ms) and its images (outlet_images) */
  bookingWelcomeText: jsonb().$type<Record<string, string>>().notNull().default({}),
  customQuestion: jsonb().$type<Record<string, string>>().notNull().default({}),
  logoImageId: uuid(),
  coverImageId: uuid(),
  /** the diners' booking page's address, /book/{slug} (issue 18); without one the page answers at /book/{id} */
  bookingSlug: text().unique(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const outletEntitlements = pgTable(
  'outlet_entitlements',
  {
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    featureCode: text().notNull(),
    actionsRequired: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.featureCode] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An outlet's logo or cover as resized for its booking page (issue 15): kept in PostgreSQL, so a
 * backup, a restore and every server behind a balancer have them, with no folder to share. Served by
 * its content hash, cached for ever.
 */
export const outletImages = pgTable(
  'outlet_images',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** sha-256 of the stored bytes, hex: the address's name */
    hash: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.outletId), uniqueIndex().on(t.hash, t.outletId)],
);

export const outletOpeningHours = pgTable('outlet_opening_hours', {
  id: id(),
  outletId: uuid()
    .notNull()
    .references(() => outlets.id, { onDelete: 'cascade' }),
  dayOfWeek: smallint().notNull(),
  startTime: time().notNull(),
  endTime: time().notNull(),
});

/** A brand's tags (issue 32): staff put them on guests and bookings; a colour from packages/domain/src/brand-tags.ts. */
export const tags = pgTable('tags', {
  id: id(),
  brandId: uuid()
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  colour: text().notNull().default('grey'),
  version: integer().notNull().default(1),
});
