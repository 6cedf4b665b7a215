import type { ServiceTimingInput } from '@host/domain/availability/schedules';
import type { OnlineBookingInput } from '@host/domain/booking-page';
import type { OutletProfile, ReservationSettings } from '@host/domain/outlets';
import { reservationSchema, reservationWithWarningsSchema, type Reservation } from '@host/domain/reservations/reservation';
import type { CreateReservationInput } from '@host/domain/reservations/schemas';
import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { areaSchema, tableSchema, type Area, type Table } from '@host/domain/tables';
import { addLocalDays, localDateOf } from '@host/domain/time';
import { eq } from 'drizzle-orm';
import { brands, outlets, reservations, tags, tickets, userOutlets, users } from '../src/db/schema';
import { hashSecret } from '../src/lib/password';
import { TEST_NOW } from './clock';
import { parseBody, sha512, signedInHost, type Host, type TestServer } from './helper';

/**
 * Test data a test makes for itself, with defaults a test overrides (as cal.com's booking scenarios
 * do), so what a test asserts on never depends on the demo seed. Through the API where it can make
 * it (areas, tables, service timings, bookings), in the database where it cannot (brands, outlets,
 * users, tickets, tags, a status no request reaches).
 */

let sequence = 0;
/**
 * Unique within a test file's database (each file has its own copy), and across the files that
 * share one (the cluster's): a per-file prefix, then a count.
 */
const FILE_PREFIX = Math.random().toString(36).slice(2, 5).toUpperCase();
const nextId = () => `${FILE_PREFIX}${(++sequence).toString(36).toUpperCase()}`;

/** A service timing as POST .../service-timings takes it. */
export type ServiceSpec = Partial<ServiceTimingInput> & { name: string };

/** Lunch 11:30-14:30 and dinner 17:30-22:00 every day, a slot every 15 minutes, no pacing limits (intervals in seconds). */
export const LUNCH: ServiceSpec = {
  name: 'Lunch',
  days: [0, 1, 2, 3, 4, 5, 6],
  dailyStartTime: '11:30',
  dailyEndTime: '14:30',
  diningInterval: 5400,
  intervalTime: 900,
  leadTime: 3600,
  gracePeriod: 900,
};
export const DINNER: ServiceSpec = { ...LUNCH, name: 'Dinner', dailyStartTime: '17:30', dailyEndTime: '22:00', diningInterval: 7200 };

export interface TableSpec {
  name: string;
  /** the most guests it seats (maxPax) */
  seats?: number;
  minPax?: number;
  /** the area's name; the first area when absent */
  area?: string;
}

export interface OutletOptions {
  /** an existing brand to add the outlet to, or the columns of a new one */
  brand?: { id: string } | Partial<typeof brands.$inferInsert>;
  /** columns of the outlet row (cleaning minutes, grace period, reserve channel, ...) */
  outlet?: Partial<typeof outlets.$inferInsert>;
  pin?: string;
  /** default: one area, 'Main room'; the other fields as POST .../areas takes them */
  areas?: Array<{ name: string; [field: string]: unknown }>;
  /** default: T1 for 2, T2 for 4, T3 for 6 in the first area */
  tables?: TableSpec[];
  /** default: LUNCH and DINNER; a service's fields not given are DINNER's */
  services?: ServiceSpec[];
}

export interface OutletFixture {
  brand: typeof brands.$inferSelect;
  outlet: { id: string; brandId: string; code: string; name: string; omsOutletId: string; timezone: string; pin: string };
  /** a host signed in at the outlet by its code and PIN */
  host: Host;
  area(name: string): Area;
  table(name: string): Table;
  /** the service timing as the API answered its creation */
  service(name: string): { id: string; version: number; [field: string]: any };
}

const DEFAULT_TABLES: TableSpec[] = [
  { name: 'T1', seats: 2 },
  { name: 'T2', seats: 4 },
  { name: 'T3', seats: 6 },
];

/** A PIN or password as stored (scrypt takes a while: once per secret in a file). */
const hashes = new Map<string, Promise<string>>();
const secretHash = (secret: string) => hashes.get(secret) ?? hashes.set(secret, hashSecret(sha512(secret))).get(secret)!;

/** A brand of its own: Singapore's, with table combinations and payment requests on. */
export async function aBrand(server: TestServer, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const id = nextId();
  const [brand] = await server.db
    .insert(brands)
    .values({
      omsBrandId: `oms-brand-test-${id}`,
      brandName: `Test Brand ${id}`,
      brandShortName: `TB${id}`,
      countryCode: 'SG',
      timezone: 'Asia/Singapore',
      isEnableTableCombination: true,
      isEnablePaymentRequest: true,
      ...overrides,
    })
    .returning();
  return brand!;
}

/** An outlet with its floor and services, and a host signed in there. */
export async function anOutlet(server: TestServer, options: OutletOptions = {}): Promise<OutletFixture> {
  const existing = options.brand && 'id' in options.brand ? options.brand.id : undefined;
  const brand = existing ? (await server.db.select().from(brands).where(eq(brands.id, existing)))[0]! : await aBrand(server, options.brand);
  const id = nextId();
  const pin = options.pin ?? '2580';
  const [row] = await server.db
    .insert(outlets)
    .values({
      brandId: brand.id,
      omsOutletId: `oms-outlet-test-${id}`,
      outletName: `Test Outlet ${id}`,
      quickCode: `TEST-${id}`,
      pinHash: await secretHash(pin),
      countryCode: brand.countryCode,
      ...options.outlet,
    })
    .returning();
  const host = await signedInHost(server, row!.quickCode, pin);

  const areas = new Map<string, Area>();
  for (const area of options.areas ?? [{ name: 'Main room' }]) {
    areas.set(
      area.name,
      parseBody(areaSchema, await host.call('POST', `/api/v1/outlets/${row!.id}/areas`, { displayName: area.name, ...area }), 201),
    );
  }
  const tables = new Map<string, Table>();
  const first = [...areas.values()][0];
  for (const spec of options.tables ?? DEFAULT_TABLES) {
    const areaId = spec.area ? areas.get(spec.area)?.id : first?.id;
    const body = { areaId, name: spec.name, maxPax: spec.seats ?? 4, minPax: spec.minPax ?? 1 };
    tables.set(spec.name, parseBody(tableSchema, await host.call('POST', `/api/v1/outlets/${row!.id}/tables`, body), 201));
  }
  const services = new Map<string, any>();
  for (const timing of options.services ?? [LUNCH, DINNER]) {
    const res = await host.call('POST', `/api/v1/outlets/${row!.id}/service-timings`, { ...DINNER, ...timing });
    if (res.status !== 201) throw new Error(`service timing ${timing.name}: ${res.status} ${JSON.stringify(res.body)}`);
    services.set(timing.name, res.body);
  }

  const named =
    <T>(kind: string, map: Map<string, T>) =>
    (name: string) => {
      const found = map.get(name);
      if (!found) throw new Error(`no ${kind} named ${name} in this outlet`);
      return found;
    };
  return {
    brand,
    outlet: {
      id: row!.id,
      brandId: brand.id,
      code: row!.quickCode,
      name: row!.outletName,
      omsOutletId: row!.omsOutletId,
      timezone: brand.timezone,
      pin,
    },
    host,
    area: named('area', areas),
    table: named('table', tables),
    service: named('service timing', services),
  };
}

/**
 * A user who signs in by email: a merchant acting for the outlets given, or support staff when the
 * email is of the internal domain (INTERNAL_EMAIL_DOMAIN, host.internal in tests).
 */
export async function aUser(
  server: TestServer,
  options: { email?: string; password?: string; displayName?: string; outletIds?: string[] } = {},
) {
  const id = nextId();
  const email = options.email ?? `merchant-${id.toLowerCase()}@example.com`;
  const password = options.password ?? 'a-test-password-2026';
  const [user] = await server.db
    .insert(users)
    .values({ email, displayName: options.displayName ?? `Merchant ${id}`, passwordHash: await secretHash(password) })
    .returning();
  if (options.outletIds?.length)
    await server.db.insert(userOutlets).values(options.outletIds.map((outletId) => ({ userId: user!.id, outletId })));
  return { id: user!.id, email, password };
}

/** A ticket of the brand: a free table for the booking unless overridden (a per-pax deposit, say). */
export async function aTicket(server: TestServer, brandId: string, overrides: Partial<typeof tickets.$inferInsert> = {}) {
  const [ticket] = await server.db
    .insert(tickets)
    .values({
      brandId,
      name: `Ticket ${nextId()}`,
      color: '#2065D1',
      typePayment: TICKET_TYPE_PAYMENT.NO_PAYMENT,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
      ...overrides,
    })
    .returning();
  return ticket!;
}

export async function aTag(server: TestServer, brandId: string, title = `Tag ${nextId()}`) {
  const [tag] = await server.db.insert(tags).values({ brandId, title }).returning();
  return tag!;
}

let phones = 0;
/** A Singapore mobile number no other booking in the file has, so no booking meets another's guest. */
export function aPhone() {
  const digits = String(++phones).padStart(7, '0');
  return `+65 9${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** The day after the test clock's today in Singapore: the default booking date. */
export const TOMORROW = addLocalDays(localDateOf(new Date(TEST_NOW), 'Asia/Singapore'), 1);

export interface ReservationOptions extends Partial<CreateReservationInput> {
  /** yyyy-MM-dd; default TOMORROW (a test that moves the clock on a day or more names its dates) */
  date?: string;
  /** HH:mm or HH:mm:ss; default 19:00 */
  time?: string;
  /** adults; default 2 */
  pax?: number;
  /** the tables' ids */
  tables?: string[];
}

/** The create body of a staff booking, for a test that expects it refused. */
export function bookingBody(options: ReservationOptions = {}): CreateReservationInput {
  const { date, time, pax, tables, ...fields } = options;
  return {
    reservationDate: date ?? TOMORROW,
    reservationTime: time ? (time.length === 5 ? `${time}:00` : time) : '19:00:00',
    numberOfAdults: pax ?? 2,
    customerPhone: aPhone(),
    customerFirstName: 'Mei Ling',
    customerLastName: 'Tan',
    ...(tables ? { tableIds: tables } : {}),
    ...fields,
  };
}

/** A staff booking made through the API (201), as it answered. */
export async function aReservation(host: Host, options: ReservationOptions = {}) {
  return parseBody(
    reservationWithWarningsSchema,
    await host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, bookingBody(options)),
    201,
  );
}

/** A walk-in seated now at the tables given (201). */
export async function aWalkIn(host: Host, tableIds: string[], options: { pax?: number; [field: string]: unknown } = {}) {
  const { pax, ...fields } = options;
  const res = await host.call('POST', `/api/v1/outlets/${host.outletId}/reservations`, {
    isWalkIn: true,
    numberOfAdults: pax ?? 2,
    tableIds,
    ...fields,
  });
  return parseBody(reservationWithWarningsSchema, res, 201);
}

/** A reservation read back through the API. */
export async function readReservation(host: Host, id: string): Promise<Reservation> {
  return parseBody(reservationSchema, await host.call('GET', `/api/v1/reservations/${id}`));
}

/**
 * Puts a reservation in a status no request reaches from where it is (PENDING, EXPIRED, a past
 * COMPLETED), straight in the database: a fixture, not a transition under test.
 */
export async function putInStatus(server: TestServer, id: string, status: number, columns: Partial<typeof reservations.$inferInsert> = {}) {
  const [changed] = await server.db
    .update(reservations)
    .set({ status, ...columns })
    .where(eq(reservations.id, id))
    .returning({ outletId: reservations.outletId });
  // Told to the outlet as every status change is after its commit: what the server keeps of the outlet's day is dropped.
  if (changed) await server.realtime.publish(changed.outletId, { kind: 'reservation.status', ids: [id] });
}

/** The outlet's booking rules as /settings/booking-management sends them, read off its profile: a test changes what it is about. */
export const reservationRulesOf = (profile: OutletProfile) => ({
  minPartySize: profile.minPartySize,
  maxPartySize: profile.maxPartySize,
  maxPaxPerReservation: profile.maxPaxPerReservation,
  reservationLeadTime: profile.reservationLeadTime,
  reservationGracePeriod: profile.reservationGracePeriod,
  reservationIntervalTime: profile.reservationIntervalTime as ReservationSettings['reservationIntervalTime'],
  reservationDiningInterval: profile.reservationDiningInterval,
  reservationPolicy: profile.reservationPolicy,
  reservationCancellationPolicy: profile.reservationCancellationPolicy,
  optionAutoReservationStatus: profile.optionAutoReservationStatus as ReservationSettings['optionAutoReservationStatus'],
});

/** A diner's booking as the booking page sends it: 2 April at 19:00 for two, policies accepted; a phone of its own. */
export const aDinersBooking = (overrides: Partial<OnlineBookingInput> = {}): OnlineBookingInput => ({
  reservationDate: '2026-04-02',
  reservationTime: '19:00',
  numberOfAdults: 2,
  customerPhone: aPhone(),
  customerFirstName: 'Siew Lan',
  customerLastName: 'Ong',
  customerEmail: 'siew.lan@example.com',
  acceptPolicies: true,
  language: 'zh-Hans',
  ...overrides,
});
