import type { PolicyTranslations } from '@host/domain/policy-text';
import type { AuditedChange } from '@host/domain/support';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Column names are snake_case in PostgreSQL (drizzle's casing option), camelCase here as docs/rules.md names them.
const id = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Every editable row carries a version; writes name the version they read (docs/architecture.md, Storage). */
const version = () => integer().notNull().default(1);

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
  /** /settings/status-management: { looks, unused } (packages/domain reservations/status-settings.ts) */
  statusSettings: jsonb().$type<{ looks?: unknown; unused?: unknown }>().notNull().default({}),
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

export const errorReports = pgTable('error_reports', {
  id: id(),
  level: text().notNull(),
  message: text().notNull(),
  error: text(),
  userAgent: text(),
  ipv4: text(),
  context: jsonb().$type<Record<string, unknown>>(),
  sessionId: uuid(),
  createdAt: createdAt(),
});

export const areas = pgTable(
  'areas',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    displayName: text().notNull(),
    order: integer().notNull().default(0),
    color: text().notNull().default('#1976d2'),
    bookableOnline: boolean().notNull().default(true),
    combineAllTable: boolean().notNull().default(false),
    minPax: integer().notNull().default(1),
    maxPax: integer().notNull().default(20),
    areaBlocks: jsonb().$type<unknown[]>().notNull().default([]),
    enabled: boolean().notNull().default(true),
    /** removed areas stay for the history of past bookings */
    deletedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every read of these is by outlet (issue 16: the availability statement scanned them).
  (t) => [index('areas_outlet').on(t.outletId)],
);

export const tables = pgTable(
  'tables',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    areaId: uuid()
      .notNull()
      .references(() => areas.id),
    name: text().notNull(),
    minPax: integer().notNull().default(1),
    maxPax: integer().notNull(),
    shape: text().notNull().default('square'),
    size: integer().notNull().default(1),
    status: smallint().notNull().default(1),
    enabled: boolean().notNull().default(true),
    bookableOnline: boolean().notNull().default(true),
    disableDate: date(),
    rotate: integer().notNull().default(0),
    x: integer().notNull().default(0),
    y: integer().notNull().default(0),
    tableBlocks: jsonb().$type<unknown[]>().notNull().default([]),
    /** when the status last changed: a table left REQUIRES_CLEANING frees itself after the outlet's cleaning time */
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** removed tables stay for the history of past bookings */
    deletedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tables_outlet').on(t.outletId)],
);

export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    minPax: integer().notNull(),
    maxPax: integer().notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  // Every read of these is by outlet (issue 16: the availability statement scanned them).
  (t) => [index('table_combinations_outlet').on(t.outletId)],
);

export const tableCombinationMembers = pgTable(
  'table_combination_members',
  {
    combinationId: uuid()
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: uuid()
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.tableId] })],
);

export const tickets = pgTable('tickets', {
  id: id(),
  brandId: uuid()
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text(),
  color: text().notNull(),
  image: text(),
  typePayment: smallint().notNull(),
  /** minor units of the brand's currency */
  price: integer().notNull().default(0),
  typePrice: smallint().notNull(),
  usualPrice: integer(),
  order: integer().notNull().default(0),
  collectDeposit: boolean().notNull().default(false),
  maxNumber: integer(),
  refundWindow: integer(),
  refundWindowUnit: text(),
  editWindow: integer(),
  isActive: boolean().notNull().default(true),
  isEnableSelfEdit: boolean().notNull().default(false),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const serviceTimings = pgTable(
  'service_timings',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
    name: text().notNull(),
    isRecurring: boolean().notNull().default(true),
    /** 0 Sunday .. 6 Saturday */
    days: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    dailyStartTime: time().notNull(),
    dailyEndTime: time().notNull(),
    recurringStartDate: date(),
    recurringEndDate: date(),
    specificDates: date()
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    isClosed: boolean().notNull().default(false),
    /** seconds */
    leadTime: integer(),
    gracePeriod: integer(),
    diningInterval: integer().notNull().default(5400),
    intervalTime: integer().notNull().default(900),
    maxPaxPerReservation: integer(),
    bookingOnline: boolean().notNull().default(true),
    maxGuest: integer(),
    maxReservation: integer(),
    minPartySize: integer(),
    maxPartySize: integer(),
    minBookingTime: integer(),
    minBookingTimeUnit: text(),
    maxBookingTime: integer(),
    maxBookingTimeUnit: text(),
    timeSlots: jsonb().$type<unknown[]>().notNull().default([]),
    showArea: boolean().notNull().default(false),
    isAllArea: boolean().notNull().default(true),
    customPolicies: jsonb().$type<unknown[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every read of these is by outlet (issue 16: the availability statement scanned them).
  (t) => [index('service_timings_outlet').on(t.outletId)],
);

export const serviceTimingAreas = pgTable(
  'service_timing_areas',
  {
    serviceTimingId: uuid()
      .notNull()
      .references(() => serviceTimings.id, { onDelete: 'cascade' }),
    areaId: uuid()
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceTimingId, t.areaId] })],
);

export const blockOutDays = pgTable(
  'block_out_days',
  {
    id: id(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    entireDay: boolean().notNull().default(true),
    startTime: time(),
    endTime: time(),
    name: text().notNull(),
    reason: text(),
    showReason: boolean().notNull().default(false),
    reasonStaffNotes: text(),
    version: version(),
    createdAt: createdAt(),
  },
  // Every read of these is by outlet (issue 16: the availability statement scanned them).
  (t) => [index('block_out_days_outlet_date').on(t.outletId, t.date)],
);

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
    index('customers_name_trgm').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.lastName} || ${t.firstName}) gin_trgm_ops`),
    index('customers_phone_digits_trgm').using('gin', sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g') gin_trgm_ops`),
    index('customers_brand_name').on(t.brandId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // A name of one or two characters (陈, Ng) has no trigram: it is matched as the start of the first or last name.
    index('customers_brand_last_name').on(t.brandId, sql`lower(${t.lastName})`),
    index('customers_brand_visits').on(t.brandId, t.visitCount, t.id),
    index('customers_brand_no_shows').on(t.brandId, t.noShowCount, t.id),
    index('customers_brand_last_visit').on(t.brandId, sql`coalesce(${t.lastVisitDate}, '0001-01-01'::date)`, t.id),
    index('customers_brand_created').on(t.brandId, t.createdAt, t.id),
    // A booking finds its guest by phone, the digits of one, or the guest's other number (issue 16: not a scan).
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
    actorKind: text().notNull(),
    actorId: text(),
    actorName: text(),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('customer_activities_customer').on(t.customerId, t.createdAt)],
);

export const tags = pgTable('tags', {
  id: id(),
  brandId: uuid()
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  title: text().notNull(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    code: text().notNull().unique(),
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    serviceTimingId: uuid().references(() => serviceTimings.id, { onDelete: 'set null' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
    language: text(),
    source: text().notNull(),
    /** seconds */
    diningInterval: integer().notNull(),
    customerPhone: text(),
    customerFirstName: text(),
    customerLastName: text(),
    /** the outlet's local date and time, plus the instant they denote */
    reservationDate: date().notNull(),
    reservationTime: time().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    numberOfAdults: integer().notNull(),
    numberOfChildren: integer().notNull().default(0),
    extraAdult: integer().notNull().default(0),
    extraChildren: integer().notNull().default(0),
    status: smallint().notNull(),
    isWalkIn: boolean().notNull().default(false),
    notes: text(),
    notesDiner: text(),
    staffNotes: text(),
    occasions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherOccasions: text(),
    createdByRestaurant: boolean().notNull().default(false),
    modifiedByRestaurant: boolean().notNull().default(false),
    cancelledByRestaurant: boolean().notNull().default(false),
    createdByCustomer: boolean().notNull().default(false),
    confirmByRestaurant: boolean().notNull().default(false),
    allowSmsNotify: boolean().notNull().default(true),
    allowEmailNotify: boolean().notNull().default(true),
    allowAutomatedCallNotify: boolean().notNull().default(false),
    allowConfirmationNotify: boolean().notNull().default(true),
    allowReminderNotify: boolean().notNull().default(true),
    timeSendReminder: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    seatedAt: timestamp({ withTimezone: true }),
    departedAt: timestamp({ withTimezone: true }),
    createdTimestamp: createdAt(),
    modifiedTimestamp: updatedAt(),
    version: version(),
    /** the nonce the guest's manage link is signed with (lib/guest-link.ts), made with the first message; a new one withdraws the old links */
    guestToken: text(),
    /**
     * The email a diner gave with this booking (the booking page, Reserve with Google): this
     * booking's messages go there. It never overwrites the guest book's email: anyone can type a phone.
     */
    guestEmail: text(),
    /** The version whose guest messages are planned (issue 14): null, or behind `version`, when they are to be planned again. */
    notificationsVersion: integer(),
    /** Whether the booking's acknowledgement (the 'now' message) is planned or owed no more: sent once per booking. */
    guestAcknowledged: boolean().notNull().default(false),
  },
  (t) => [
    index('reservations_outlet_date').on(t.outletId, t.reservationDate),
    index('reservations_customer').on(t.customerId),
    uniqueIndex('reservations_guest_token').on(t.guestToken),
    // The bookings whose messages the clock sweep must (re)plan: few at any moment.
    index('reservations_notifications_due')
      .on(t.startsAt)
      .where(sql`${t.notificationsVersion} is distinct from ${t.version}`),
  ],
);

/**
 * A reservation's hold on a table over its dining interval. The exclusion constraint that forbids
 * two overlapping active holds on one table is in the custom migration (drizzle cannot express it).
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: uuid()
      .notNull()
      .references(() => tables.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('reservation_tables_table').on(t.tableId)],
);

export const reservationTags = pgTable(
  'reservation_tags',
  {
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tagId] })],
);

/** Every change to a reservation: who, when, from what to what (docs/architecture.md, History). */
export const reservationActivities = pgTable(
  'reservation_activities',
  {
    id: id(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    actorKind: text().notNull(),
    actorId: text(),
    actorName: text(),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_activities_reservation').on(t.reservationId)],
);

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
