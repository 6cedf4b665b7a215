import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activityColumns, id, createdAt, updatedAt, version } from '../columns';
import { brands, tags } from './outlets';

// The tables the customers module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const customers = pgTable(
  'customers',
  {
    id: id(),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    merchantId: text(),
    passId: text(),
    mcaId: text(),
    favouriteItemIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    username: text(),
    salutation: text(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text(),
    phone: text(),
    additionalPhone: text(),
    organisationName: text(),
    address: text(),
    gender: smallint(),
    birthday: date(),
    barcode: text(),
    language: text(),
    postalCode: text(),
    countryCode: text(),
    state: text(),
    city: text(),
    notesDiner: text(),
    /** issue 32: needs ticked from packages/domain/src/guest-needs.ts, in its order; the rest in words */
    dietary: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietaryNotes: text(),
    seatingPreference: text(),
    canSendSmsMarketing: smallint().notNull().default(0),
    canSendEmailMarketing: smallint().notNull().default(0),
    accountActivated: boolean().notNull().default(false),
    photoUrl: text(),
    /** set when the guest's data was erased on request (PDPA/PDPO): the row stays for the books, nameless */
    erasedAt: timestamp({ withTimezone: true }),
    /**
     * The list's figures, kept by a trigger on reservations (drizzle/0005): completed or seated
     * bookings, no-shows, and the date of the last visit, so the guest book sorts and filters by them
     * at 100,000 guests without counting every booking on each request. Not edits: no version bump.
     */
    visitCount: integer().notNull().default(0),
    noShowCount: integer().notNull().default(0),
    lastVisitDate: date(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_brand_phone_unique')
      .on(t.brandId, t.phone)
      .where(sql`${t.phone} is not null`),
    // The guest book's search (issue 12): trigram indexes on the name and the phone's digits
    // (pg_trgm, created in the migration), and one for sorting by name with an id tie-break.
    // The name both ways round and the last name run into the first (陈美玲 stored as 美玲 / 陈): modules/customers/list.ts.
    index('customers_name_trgm').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.lastName} || ${t.firstName}) gin_trgm_ops`,
    ),
    index('customers_phone_digits_trgm').using('gin', sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g') gin_trgm_ops`),
    index('customers_brand_name').on(t.brandId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // A name of one or two characters (陈, Ng) has no trigram: it is matched as the start of the first or last name.
    index('customers_brand_last_name').on(t.brandId, sql`lower(${t.lastName})`),
    index('customers_brand_visits').on(t.brandId, t.visitCount, t.id),
    index('customers_brand_no_shows').on(t.brandId, t.noShowCount, t.id),
    index('customers_brand_last_visit').on(t.brandId, sql`coalesce(${t.lastVisitDate}, '0001-01-01'::date)`, t.id),
    index('customers_brand_created').on(t.brandId, t.createdAt, t.id),
    // A booking finds its guest by phone, the digits of one, or the guest's other number (issue 16: not a scan).
    // The digits of a phone stored before phones were E.164, compared whole: a btree, so the lookup is
    // one index probe however many guests the brand has (the trigram index above serves the search's
    // substrings, and made this equality a scan of the brand's guests).
    index('customers_brand_phone_digits').on(t.brandId, sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g')`),
    index('customers_brand_additional_phone')
      .on(t.brandId, t.additionalPhone)
      .where(sql`${t.additionalPhone} is not null`),
  ],
);

/** A guest's tags: the brand's reservation tags, kept on the guest book's profile. */
export const customerTags = pgTable(
  'customer_tags',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tagId] }), index('customer_tags_tag').on(t.tagId)],
);

/** Every change to a guest's profile: who, when, from what to what (an edit, a merge, an erasure). */
export const customerActivities = pgTable(
  'customer_activities',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...activityColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_activities_customer').on(t.customerId, t.createdAt)],
);

/**
 * A guest's answers on marketing (issue 32, point 5; PDPA): each yes or no on a channel (sms, email), when and how it was
 * given (staff, or the guest from their link) and who recorded it. The newest per channel is the answer in force; the
 * guest's canSend*Marketing flags mirror it. Transactional messages never read it.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    granted: boolean().notNull(),
    source: text().notNull(),
    /** the staff member's name; null for the guest */
    recordedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('marketing_consents_customer').on(t.customerId, t.channel, t.createdAt)],
);
