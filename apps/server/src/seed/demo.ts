import { bookingSlugOf } from '@host/domain/booking-page';
import { createHash } from 'node:crypto';
import { normalisePhone } from '@host/domain/phone';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client';
import * as s from '../db/schema';
import { hashSecret } from '../lib/password';
import { newReservationCode } from '../lib/reservation-code';
import { demoBook } from './demo-book';
import { writeDemoHistory } from './demo-history-write';
import { writeMoney } from './demo-money';
import { writeQueue } from './demo-queue';
import { DEMO_BRANDS, DEMO_USER_LOGINS, type Country, type DemoBrand } from './demo-brands';
import type { BookTarget } from './demo-book';
import {
  DEMO_COMBINATIONS,
  DEMO_ENTITLEMENTS,
  DEMO_OPENING_HOURS,
  DEMO_OUTLET_POLICIES,
  DEMO_SERVICE_TIMINGS,
  DEMO_TABLES,
  DEMO_TAGS,
  demoAreas,
  demoTickets,
} from './demo-floor';
import { GUESTS, phoneFor } from './demo-people';

// main.ts prints the logins after seeding: it takes them from here, with the writer.
export { DEMO_OUTLET_LOGINS, DEMO_USER_LOGINS } from './demo-brands';

/**
 * The demo's writer: inserts the plain data of demo-brands.ts, demo-floor.ts, demo-people.ts and
 * demo-book.ts, in one transaction, turning their names and indexes into the rows' ids.
 */

const sha512 = (secret: string) => createHash('sha512').update(secret, 'utf8').digest('hex');

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(s.brands);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Seeds the demo brands, relative to today in each brand's time zone (docs/architecture.md, Demo data).
 * `history: false` leaves out the five past weeks (demo-history.ts): a test of today's book alone
 * reseeds several times and need not pay for them each time.
 */
export async function seedDemoData(db: Database, now: Date, log: Logger, options: { history?: boolean } = {}): Promise<void> {
  const hashes = new Map<string, string>();
  const secrets = [...DEMO_BRANDS.flatMap((b) => b.outlets.map((o) => o.pin)), ...DEMO_USER_LOGINS.map((u) => u.password)];
  await Promise.all(secrets.map(async (secret) => hashes.set(secret, await hashSecret(sha512(secret)))));

  await db.transaction(async (tx) => {
    const outletIds = new Map<string, string>();
    for (const brand of DEMO_BRANDS) {
      for (const [code, id] of await writeBrand(tx, brand, now, hashes)) outletIds.set(code, id);
    }
    // The five weeks before yesterday, once every outlet's today is written (their codes are taken).
    if (options.history !== false) await writeDemoHistory(tx, now);
    const users = await tx
      .insert(s.users)
      .values(DEMO_USER_LOGINS.map((u) => ({ email: u.email, displayName: u.displayName, passwordHash: hashes.get(u.password)! })))
      .returning({ id: s.users.id });
    const links = DEMO_USER_LOGINS.flatMap((u, i) =>
      u.outletCodes.map((code) => ({ userId: users[i]!.id, outletId: outletIds.get(code)! })),
    );
    if (links.length) await tx.insert(s.userOutlets).values(links);
  });
  log.info('demo data seeded');
}

/** A brand with its tickets, tags, guests and outlets; answers the outlets' ids by code. */
async function writeBrand(tx: Executor, brand: DemoBrand, now: Date, hashes: Map<string, string>) {
  const { outlets, key, enableAutomatedCall: _, ...columns } = brand;
  const [brandRow] = await tx
    .insert(s.brands)
    .values({ ...columns, omsBrandId: `oms-brand-${key}` })
    .returning();
  const brandId = brandRow!.id;
  const tickets = await tx
    .insert(s.tickets)
    .values(demoTickets(brand.countryCode).map((t) => ({ ...t, brandId })))
    .returning({
      id: s.tickets.id,
      typePayment: s.tickets.typePayment,
      price: s.tickets.price,
      refundWindow: s.tickets.refundWindow,
      refundWindowUnit: s.tickets.refundWindowUnit,
    });
  const tagIds = (
    await tx
      .insert(s.tags)
      .values(DEMO_TAGS.map((tag) => ({ brandId, ...tag })))
      .returning()
  ).map((t) => t.id);
  const customers = await writeCustomers(tx, brandId, brand.countryCode);
  const outletIds = new Map<string, string>();
  for (const outlet of outlets) {
    const [outletRow] = await tx
      .insert(s.outlets)
      .values({
        brandId,
        omsOutletId: `oms-outlet-${key}-${outlet.key}`,
        outletName: outlet.outletName,
        bookingSlug: bookingSlugOf(outlet.outletName),
        quickCode: outlet.code,
        pinHash: hashes.get(outlet.pin)!,
        reserveChannelStatus: outlet.reserveChannelStatus ?? 'active',
        address1: outlet.address,
        postalCode: outlet.postalCode || null,
        city: outlet.city,
        state: outlet.state,
        lat: outlet.lat,
        lng: outlet.lng,
        countryCode: brand.countryCode,
        email: `${outlet.key}@${key}.example`,
        phone: storedPhone(outlet.phone, brand.countryCode),
        enableAutomatedCall: brand.enableAutomatedCall,
        ...DEMO_OUTLET_POLICIES,
      })
      .returning();
    const outletId = outletRow!.id;
    outletIds.set(outlet.code, outletId);
    await tx.insert(s.outletEntitlements).values(
      DEMO_ENTITLEMENTS.map((featureCode) => {
        const off = outlet.featuresOff?.find((f) => f.featureCode === featureCode);
        return { outletId, featureCode, enabled: !off, actionsRequired: off?.actionsRequired ?? [] };
      }),
    );
    await tx.insert(s.outletOpeningHours).values(DEMO_OPENING_HOURS.map((hours) => ({ outletId, ...hours })));
    const tableIds = await writeFloor(tx, outletId, brand.countryCode);
    const services = await tx
      .insert(s.serviceTimings)
      // Tanjong Pagar's booking page lets diners choose the room (showArea); Orchard's does not.
      .values(
        [DEMO_SERVICE_TIMINGS.lunch, DEMO_SERVICE_TIMINGS.dinner].map((timing) => ({
          ...timing,
          outletId,
          ticketId: tickets[0]!.id,
          showArea: outlet.code === 'JG-TPAGAR',
        })),
      )
      .returning({ id: s.serviceTimings.id });
    await writeBook(tx, {
      outletId,
      outletCode: outlet.code,
      country: brand.countryCode,
      timezone: brand.timezone,
      now,
      tableIds,
      serviceIds: { lunch: services[0]!.id, dinner: services[1]!.id },
      customers,
      tagIds,
      tickets,
    });
    await writeQueue(tx, {
      outletId,
      country: brand.countryCode,
      now,
      phone: (n) => storedPhone(phoneFor(brand.countryCode, n), brand.countryCode),
    });
  }
  return outletIds;
}

/**
 * A phone as the API stores it: E.164 through the domain's normaliser (issue 27), so the demo's
 * guests fall under one guest per phone per brand (customers_brand_phone_unique) like any other.
 * demo-brands.ts and demo-people.ts write them as people do ("+65 6734 8821").
 */
function storedPhone(written: string, country: Country): string {
  const phone = normalisePhone(written, country);
  if (!phone) throw new Error(`The demo phone ${written} is not a ${country} number`);
  return phone;
}

async function writeCustomers(tx: Executor, brandId: string, country: Country) {
  return tx
    .insert(s.customers)
    .values(
      GUESTS[country].map(([firstName, lastName, language], i) => ({
        brandId,
        firstName,
        lastName,
        language,
        phone: storedPhone(phoneFor(country, i + 1), country),
        email: i % 3 === 0 ? `guest${i + 1}@example.com` : null,
        countryCode: country,
        canSendSmsMarketing: i % 2,
        canSendEmailMarketing: i % 3 === 0 ? 1 : 0,
        notesDiner: i % 7 === 0 ? 'Prefers a quiet table' : null,
      })),
    )
    .returning({
      id: s.customers.id,
      firstName: s.customers.firstName,
      lastName: s.customers.lastName,
      phone: s.customers.phone,
      language: s.customers.language,
    });
}

/** The areas, tables and combinations; answers the tables' ids by name. */
async function writeFloor(tx: Executor, outletId: string, country: Country) {
  const areaRows = await tx
    .insert(s.areas)
    .values(demoAreas(country).map((area) => ({ ...area, outletId })))
    .returning();
  const rows = await tx
    .insert(s.tables)
    .values(DEMO_TABLES.map(({ area, ...table }) => ({ ...table, areaId: areaRows[area]!.id, outletId })))
    .returning({ id: s.tables.id, name: s.tables.name });
  const tableIds = new Map(rows.map((t) => [t.name, t.id]));
  for (const { tables, minPax, maxPax } of DEMO_COMBINATIONS) {
    const [combination] = await tx
      .insert(s.tableCombinations)
      .values({ outletId, name: tables.join(' + '), minPax, maxPax })
      .returning();
    await tx
      .insert(s.tableCombinationMembers)
      .values(tables.map((name) => ({ combinationId: combination!.id, tableId: tableIds.get(name)! })));
  }
  return tableIds;
}

async function writeBook(tx: Executor, target: BookTarget) {
  const { outletId, tableIds, customers, tickets } = target;
  const book = demoBook({
    outletCode: target.outletCode,
    timezone: target.timezone,
    now: target.now,
    tables: DEMO_TABLES,
    services: DEMO_SERVICE_TIMINGS,
    guestCount: customers.length,
    tagCount: target.tagIds.length,
  });
  const rows = await tx
    .insert(s.reservations)
    .values(
      book.bookings.map(({ service, guest, ticket, tag: _, ...booking }) => {
        const customer = customers[guest]!;
        return {
          ...booking,
          code: newReservationCode(),
          outletId,
          serviceTimingId: target.serviceIds[service],
          customerId: customer.id,
          ticketId: tickets[ticket]!.id,
          language: customer.language,
          customerPhone: customer.phone,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          // Made before the demo starts: their messages are planned by the first sweep, but not acknowledged now.
          guestAcknowledged: true,
        };
      }),
    )
    .returning({ id: s.reservations.id, status: s.reservations.status });
  if (book.tableLinks.length) {
    await tx.insert(s.reservationTables).values(
      book.tableLinks.map(({ booking, table, ...link }) => ({
        ...link,
        reservationId: rows[booking]!.id,
        tableId: tableIds.get(table)!,
      })),
    );
  }
  const tagLinks = book.bookings.flatMap((b, i) => (b.tag === null ? [] : [{ reservationId: rows[i]!.id, tagId: target.tagIds[b.tag]! }]));
  if (tagLinks.length) await tx.insert(s.reservationTags).values(tagLinks).onConflictDoNothing();
  // A booking's tags are its guest's too, as a host's tagging makes them (customers/kept-from-booking.ts).
  const guestTags = book.bookings.flatMap((b) =>
    b.tag === null ? [] : [{ customerId: customers[b.guest]!.id, tagId: target.tagIds[b.tag]! }],
  );
  if (guestTags.length) await tx.insert(s.customerTags).values(guestTags).onConflictDoNothing();
  await tx.insert(s.reservationActivities).values(
    rows.map((r) => ({
      reservationId: r.id,
      actorKind: 'system',
      actorName: 'Demo data',
      action: 'created',
      changes: { status: r.status },
    })),
  );

  await writeMoney(tx, target, book, rows);
  for (const { table, status } of book.tableStatuses) {
    await tx
      .update(s.tables)
      .set({ status })
      .where(sql`${s.tables.id} = ${tableIds.get(table)!}`);
  }
}
