import { createHash } from 'node:crypto';
import { RESERVATION_STATUS, TABLE_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE, isActiveStatus } from '@host/domain/statuses';
import { addLocalDays, instantOf, localDateOf } from '@host/domain/time';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client';
import * as s from '../db/schema';
import { hashSecret } from '../lib/password';
import { newReservationCode } from '../lib/reservation-code';
import { GUESTS, phoneFor } from './demo-people';

type Country = 'SG' | 'MY' | 'HK' | 'TW';

/** The demo logins README.md prints (the acceptance tests use them too). */
export const DEMO_USER_LOGINS = [
  { email: 'owner@jadegarden.sg', password: 'host-demo-2026', who: 'merchant: both Jade Garden outlets and Mawar Bangsar' },
  { email: 'support@host.internal', password: 'host-support-2026', who: 'support staff: every brand, with impersonation' },
] as const;

interface BrandSeed {
  key: string;
  brandName: string;
  brandShortName: string;
  countryCode: Country;
  timezone: string;
  routeToHostv3: boolean;
  offerHostv3: boolean;
  outlets: Array<{
    key: string;
    outletName: string;
    code: string;
    pin: string;
    reserveChannelStatus?: string;
    address: string;
    postalCode: string;
    city: string;
    state: string | null;
    lat: number;
    lng: number;
    phone: string;
  }>;
}

const BRANDS: BrandSeed[] = [
  {
    key: 'jade-garden',
    brandName: 'Jade Garden',
    brandShortName: 'JG',
    countryCode: 'SG',
    timezone: 'Asia/Singapore',
    routeToHostv3: true,
    offerHostv3: false,
    outlets: [
      {
        key: 'orchard',
        outletName: 'Jade Garden Orchard',
        code: 'JG-ORCHARD',
        pin: '2468',
        address: '391 Orchard Road, #05-12',
        postalCode: '238872',
        city: 'Singapore',
        state: null,
        lat: 1.3025,
        lng: 103.8345,
        phone: '+65 6734 8821',
      },
      {
        key: 'tanjong-pagar',
        outletName: 'Jade Garden Tanjong Pagar',
        code: 'JG-TPAGAR',
        pin: '1357',
        address: '7 Wallich Street, #02-04',
        postalCode: '078884',
        city: 'Singapore',
        state: null,
        lat: 1.2765,
        lng: 103.8455,
        phone: '+65 6221 4402',
      },
    ],
  },
  {
    key: 'mawar',
    brandName: 'Mawar',
    brandShortName: 'MW',
    countryCode: 'MY',
    timezone: 'Asia/Kuala_Lumpur',
    routeToHostv3: true,
    offerHostv3: false,
    outlets: [
      {
        key: 'bangsar',
        outletName: 'Mawar Bangsar',
        code: 'MW-BANGSAR',
        pin: '8642',
        address: '21 Jalan Telawi 3, Bangsar Baru',
        postalCode: '59100',
        city: 'Kuala Lumpur',
        state: 'Wilayah Persekutuan',
        lat: 3.1318,
        lng: 101.6711,
        phone: '+60 3-2282 1180',
      },
      {
        key: 'penang',
        outletName: 'Mawar Penang',
        code: 'MW-PENANG',
        pin: '9090',
        reserveChannelStatus: 'not_setup',
        address: '88 Lebuh Armenian',
        postalCode: '10200',
        city: 'George Town',
        state: 'Pulau Pinang',
        lat: 5.4145,
        lng: 100.3375,
        phone: '+60 4-261 7730',
      },
    ],
  },
  {
    key: 'harbour-dim-sum',
    brandName: 'Harbour Dim Sum',
    brandShortName: 'HD',
    countryCode: 'HK',
    timezone: 'Asia/Hong_Kong',
    routeToHostv3: true,
    offerHostv3: false,
    outlets: [
      {
        key: 'central',
        outletName: 'Harbour Dim Sum Central',
        code: 'HD-CENTRAL',
        pin: '9753',
        address: "3/F, 18 Queen's Road Central",
        postalCode: '',
        city: 'Hong Kong',
        state: null,
        lat: 22.2819,
        lng: 114.158,
        phone: '+852 2523 9911',
      },
    ],
  },
  {
    key: 'lins-noodle-bar',
    brandName: "Lin's Noodle Bar",
    brandShortName: 'LN',
    countryCode: 'TW',
    timezone: 'Asia/Taipei',
    routeToHostv3: true,
    offerHostv3: false,
    outlets: [
      {
        key: 'daan',
        outletName: "Lin's Noodle Bar Da'an",
        code: 'LN-DAAN',
        pin: '1470',
        address: '大安區永康街 12 號',
        postalCode: '106',
        city: 'Taipei',
        state: null,
        lat: 25.0327,
        lng: 121.5297,
        phone: '+886 2 2321 5566',
      },
    ],
  },
  {
    key: 'kopi-classic',
    brandName: 'Kopi Classic',
    brandShortName: 'KC',
    countryCode: 'SG',
    timezone: 'Asia/Singapore',
    routeToHostv3: false,
    offerHostv3: true,
    outlets: [
      {
        key: 'tiong-bahru',
        outletName: 'Kopi Classic Tiong Bahru',
        code: 'KC-TIONGBAHRU',
        pin: '3690',
        address: '55 Tiong Bahru Road, #01-21',
        postalCode: '160055',
        city: 'Singapore',
        state: null,
        lat: 1.2841,
        lng: 103.8318,
        phone: '+65 6225 0312',
      },
    ],
  },
];

/** The demo outlet logins README.md prints, from the seed itself (hidden outlets left out). */
export const DEMO_OUTLET_LOGINS = BRANDS.flatMap((brand) =>
  brand.outlets.filter((o) => !o.reserveChannelStatus).map((o) => ({ brand: brand.brandName, outlet: o.outletName, code: o.code, pin: o.pin })),
);

const AREA_NAMES: Record<Country, Array<[string, string]>> = {
  SG: [
    ['Main Hall', 'Main Hall 大堂'],
    ['Garden Terrace', 'Garden Terrace 花园'],
  ],
  MY: [
    ['Ruang Utama', 'Ruang Utama'],
    ['Anjung', 'Anjung Luar'],
  ],
  HK: [
    ['Main Hall', '大廳 Main Hall'],
    ['Private Rooms', '廂房 Private Rooms'],
  ],
  TW: [
    ['Counter', '吧台 Counter'],
    ['Dining Room', '用餐區 Dining Room'],
  ],
};

const TAG_TITLES = ['VIP', 'Regular', 'Birthday', 'Allergy', 'Window seat'];
const OCCASIONS = ['birthday', 'anniversary', 'business', 'date'];

/** A small deterministic generator, so every outlet's demo day looks the same on every machine. */
function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sha512 = (secret: string) => createHash('sha512').update(secret, 'utf8').digest('hex');

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(s.brands);
  return (rows[0]?.n ?? 0) > 0;
}

/** Seeds the demo brands, relative to today in each brand's time zone (DESIGN.md, Demo data). */
export async function seedDemoData(db: Database, now: Date, log: Logger): Promise<void> {
  const hashes = new Map<string, string>();
  const secrets = [...BRANDS.flatMap((b) => b.outlets.map((o) => o.pin)), ...DEMO_USER_LOGINS.map((u) => u.password)];
  await Promise.all(secrets.map(async (secret) => hashes.set(secret, await hashSecret(sha512(secret)))));

  await db.transaction(async (tx) => {
    const outletIds = new Map<string, string>();
    for (const brand of BRANDS) {
      const [brandRow] = await tx
        .insert(s.brands)
        .values({
          omsBrandId: `oms-brand-${brand.key}`,
          brandName: brand.brandName,
          brandShortName: brand.brandShortName,
          countryCode: brand.countryCode,
          timezone: brand.timezone,
          routeToHostv3: brand.routeToHostv3,
          offerHostv3: brand.offerHostv3,
          // Taiwan's brand shows the floor without combinations.
          isEnableTableCombination: brand.countryCode !== 'TW',
          isEnablePaymentRequest: brand.countryCode !== 'TW',
          enableGoogleBooking: brand.countryCode === 'SG',
        })
        .returning();
      const brandId = brandRow!.id;
      const tickets = await seedTickets(tx, brandId, brand.countryCode);
      const tagIds = (
        await tx
          .insert(s.tags)
          .values(TAG_TITLES.map((title) => ({ brandId, title })))
          .returning()
      ).map((t) => t.id);
      const customers = await seedCustomers(tx, brandId, brand.countryCode);
      for (const outlet of brand.outlets) {
        const [outletRow] = await tx
          .insert(s.outlets)
          .values({
            brandId,
            omsOutletId: `oms-outlet-${brand.key}-${outlet.key}`,
            outletName: outlet.outletName,
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
            email: `${outlet.key}@${brand.key}.example`,
            phone: outlet.phone,
            enableAutomatedCall: brand.countryCode === 'SG',
            reservationPolicy: 'Tables are held for 15 minutes past the booking time.',
            reservationCancellationPolicy: 'Please let us know 24 hours ahead if your plans change.',
          })
          .returning();
        const outletId = outletRow!.id;
        outletIds.set(outlet.code, outletId);
        await tx.insert(s.outletEntitlements).values(['RESERVATION', 'TABLE_MANAGEMENT', 'PAYMENT_REQUEST', 'WEB_PUSH'].map((featureCode) => ({ outletId, featureCode, enabled: true })));
        await tx.insert(s.outletOpeningHours).values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ outletId, dayOfWeek, startTime: '11:00:00', endTime: '22:30:00' })));
        const tables = await seedFloor(tx, outletId, brand.countryCode);
        const services = await seedServiceTimings(tx, outletId, tickets[0]!);
        await seedReservations(tx, {
          outletId,
          timezone: brand.timezone,
          now,
          tables,
          services,
          customers,
          tagIds,
          tickets,
          rand: random(`${outlet.code}`),
        });
      }
    }
    const [owner] = await tx
      .insert(s.users)
      .values([
        { email: DEMO_USER_LOGINS[0].email, displayName: 'Jade Garden Owner', passwordHash: hashes.get(DEMO_USER_LOGINS[0].password)! },
        { email: DEMO_USER_LOGINS[1].email, displayName: 'Host Support', passwordHash: hashes.get(DEMO_USER_LOGINS[1].password)! },
      ])
      .returning();
    await tx.insert(s.userOutlets).values(['JG-ORCHARD', 'JG-TPAGAR', 'MW-BANGSAR'].map((code) => ({ userId: owner!.id, outletId: outletIds.get(code)! })));
  });
  log.info('demo data seeded');
}

async function seedTickets(tx: Executor, brandId: string, country: Country) {
  const tasting = { SG: 8800, MY: 18800, HK: 38800, TW: 120000 }[country];
  return tx
    .insert(s.tickets)
    .values([
      {
        brandId,
        name: 'Standard table',
        description: 'A table for the party, no payment needed.',
        color: '#2065D1',
        typePayment: TICKET_TYPE_PAYMENT.NO_PAYMENT,
        typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
        order: 1,
      },
      {
        brandId,
        name: "Chef's tasting menu",
        description: 'Seven courses; a deposit per guest holds the table.',
        color: '#B76E00',
        typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
        price: tasting,
        typePrice: TICKET_TYPE_PRICE.PER_PAX,
        usualPrice: tasting,
        order: 2,
        collectDeposit: true,
        refundWindow: 24,
        refundWindowUnit: 'hour',
        editWindow: 24,
      },
    ])
    .returning({ id: s.tickets.id, typePayment: s.tickets.typePayment, price: s.tickets.price });
}

async function seedCustomers(tx: Executor, brandId: string, country: Country) {
  return tx
    .insert(s.customers)
    .values(
      GUESTS[country].map(([firstName, lastName, language], i) => ({
        brandId,
        firstName,
        lastName,
        language,
        phone: phoneFor(country, i + 1),
        email: i % 3 === 0 ? `guest${i + 1}@example.com` : null,
        countryCode: country,
        canSendSmsMarketing: i % 2,
        canSendEmailMarketing: i % 3 === 0 ? 1 : 0,
        notesDiner: i % 7 === 0 ? 'Prefers a quiet table' : null,
      })),
    )
    .returning({ id: s.customers.id, firstName: s.customers.firstName, lastName: s.customers.lastName, phone: s.customers.phone, language: s.customers.language });
}

interface SeededTable {
  id: string;
  minPax: number;
  maxPax: number;
}

/** Two areas on a floor plan: a grid of 2-, 4- and 6-seat tables and a round table for 10. */
async function seedFloor(tx: Executor, outletId: string, country: Country): Promise<SeededTable[]> {
  const [main, second] = await tx
    .insert(s.areas)
    .values(
      AREA_NAMES[country].map(([name, displayName], order) => ({
        outletId,
        name,
        displayName,
        order,
        color: order === 0 ? '#2065D1' : '#00A76F',
        bookableOnline: true,
        minPax: 1,
        maxPax: order === 0 ? 10 : 6,
      })),
    )
    .returning();
  const layout: Array<{ areaId: string; name: string; minPax: number; maxPax: number; shape: string; x: number; y: number; size: number }> = [];
  const mainTables: Array<[number, number, string]> = [
    [2, 2, 'square'],
    [2, 2, 'square'],
    [2, 4, 'square'],
    [2, 4, 'square'],
    [3, 4, 'rectangle'],
    [3, 6, 'rectangle'],
    [4, 6, 'booth'],
    [6, 10, 'round'],
  ];
  mainTables.forEach(([minPax, maxPax, shape], i) =>
    layout.push({
      areaId: main!.id,
      name: `M${i + 1}`,
      minPax: minPax === 2 && maxPax === 2 ? 1 : minPax,
      maxPax,
      shape,
      x: 130 + (i % 4) * 240,
      y: 170 + Math.floor(i / 4) * 280,
      size: maxPax >= 6 ? 2 : 1,
    }),
  );
  const sideTables: Array<[number, number, string]> = [
    [1, 2, 'round'],
    [1, 2, 'round'],
    [2, 4, 'square'],
    [2, 4, 'square'],
    [1, 2, 'round'],
    [1, 2, 'round'],
    [2, 4, 'square'],
    [2, 6, 'rectangle'],
  ];
  sideTables.forEach(([minPax, maxPax, shape], i) => layout.push({ areaId: second!.id, name: `T${i + 1}`, minPax, maxPax, shape, x: 130 + (i % 4) * 240, y: 170 + Math.floor(i / 4) * 280, size: 1 }));
  const rows = await tx
    .insert(s.tables)
    .values(layout.map((t) => ({ ...t, outletId })))
    .returning({ id: s.tables.id, name: s.tables.name, minPax: s.tables.minPax, maxPax: s.tables.maxPax });
  // Tables pushed together for bigger parties: two two-tops, two four-tops, and the terrace pair.
  const byName = new Map(rows.map((t) => [t.name, t.id]));
  for (const [members, minPax, maxPax] of [
    [['M1', 'M2'], 3, 4],
    [['M3', 'M4'], 5, 8],
    [['T3', 'T4'], 5, 8],
  ] as const) {
    const [combination] = await tx
      .insert(s.tableCombinations)
      .values({ outletId, name: members.join(' + '), minPax, maxPax })
      .returning();
    await tx.insert(s.tableCombinationMembers).values(members.map((name) => ({ combinationId: combination!.id, tableId: byName.get(name)! })));
  }
  return rows;
}

async function seedServiceTimings(tx: Executor, outletId: string, ticket: { id: string }) {
  const rows = await tx
    .insert(s.serviceTimings)
    .values([
      {
        outletId,
        ticketId: ticket.id,
        name: 'Lunch',
        days: [0, 1, 2, 3, 4, 5, 6],
        dailyStartTime: '11:30:00',
        dailyEndTime: '14:30:00',
        diningInterval: 5400,
        intervalTime: 900,
        leadTime: 3600,
        gracePeriod: 900,
        maxGuest: 40,
        maxReservation: 12,
        minPartySize: 1,
        maxPartySize: 10,
        bookingOnline: true,
      },
      {
        outletId,
        ticketId: ticket.id,
        name: 'Dinner',
        days: [0, 1, 2, 3, 4, 5, 6],
        dailyStartTime: '17:30:00',
        dailyEndTime: '22:00:00',
        diningInterval: 7200,
        intervalTime: 900,
        leadTime: 3600,
        gracePeriod: 900,
        maxGuest: 60,
        maxReservation: 16,
        minPartySize: 1,
        maxPartySize: 10,
        bookingOnline: true,
      },
    ])
    .returning({ id: s.serviceTimings.id, name: s.serviceTimings.name, diningInterval: s.serviceTimings.diningInterval });
  return { lunch: rows[0]!, dinner: rows[1]! };
}

const { BOOKED, SEATED, COMPLETED, CANCELLED, NO_SHOW, CONFIRMED, LATE, PENDING, EXPIRED } = RESERVATION_STATUS;
/**
 * Today's book in time order: the earliest parties are done, the middle ones at the table or late,
 * the evening still to come, so every status shows on the host screen whatever the hour.
 */
const TODAY_PATTERN = [
  COMPLETED,
  COMPLETED,
  NO_SHOW,
  COMPLETED,
  CANCELLED,
  COMPLETED,
  EXPIRED,
  COMPLETED,
  SEATED,
  SEATED,
  LATE,
  SEATED,
  SEATED,
  LATE,
  SEATED,
  CONFIRMED,
  BOOKED,
  PENDING,
  BOOKED,
  CONFIRMED,
  CANCELLED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  PENDING,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
];
const TABLE_PRIORITY: number[] = [SEATED, LATE, CONFIRMED, BOOKED, PENDING, COMPLETED, NO_SHOW, CANCELLED, EXPIRED];
const PAST_PATTERN = [COMPLETED, COMPLETED, NO_SHOW, COMPLETED, CANCELLED, COMPLETED, COMPLETED, COMPLETED];
const FUTURE_PATTERN = [BOOKED, CONFIRMED, BOOKED, PENDING, BOOKED, CANCELLED, CONFIRMED, BOOKED];

interface ReservationSeedInput {
  outletId: string;
  timezone: string;
  now: Date;
  tables: SeededTable[];
  services: { lunch: { id: string; diningInterval: number }; dinner: { id: string; diningInterval: number } };
  customers: Array<{ id: string; firstName: string; lastName: string; phone: string | null; language: string | null }>;
  tagIds: string[];
  tickets: Array<{ id: string; typePayment: number; price: number }>;
  rand: () => number;
}

async function seedReservations(tx: Executor, input: ReservationSeedInput) {
  const { rand, tables, customers, outletId, timezone, now } = input;
  const today = localDateOf(now, timezone);
  const holds = new Map<string, Array<[number, number]>>();
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const lunchSlots = ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'];
  const dinnerSlots = ['17:30', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:30', '21:00'];

  const days: Array<{ date: string; statuses: number[] }> = [
    { date: addLocalDays(today, -1), statuses: PAST_PATTERN },
    { date: today, statuses: TODAY_PATTERN.slice(0, 25 + Math.floor(rand() * 14)) },
    ...Array.from({ length: 14 }, (_, i) => ({ date: addLocalDays(today, i + 1), statuses: FUTURE_PATTERN.slice(0, 4 + Math.floor(rand() * 5)) })),
  ];

  const reservations: Array<typeof s.reservations.$inferInsert> = [];
  const tableLinks: Array<{ index: number; tableId: string; startsAt: Date; endsAt: Date; isActive: boolean }> = [];
  const tagLinks: Array<{ index: number; tagId: string }> = [];
  for (const day of days) {
    // Times in order so the pattern (done, at the table, to come) follows the clock of the day.
    const times = day.statuses.map((_, i) => (i < day.statuses.length * 0.3 ? pick(lunchSlots) : pick(dinnerSlots)));
    const sorted = [...times].sort();
    day.statuses.forEach((status, i) => {
      const time = `${sorted[i]}:00`;
      const service = time < '16:00:00' ? input.services.lunch : input.services.dinner;
      const adults = 1 + Math.floor(rand() * 5);
      const children = rand() < 0.2 ? 1 : 0;
      const startsAt = instantOf(day.date, time, timezone);
      const isWalkIn = day.date === today && status === SEATED && i % 4 === 0;
      const customer = pick(customers);
      const ticket = rand() < 0.2 ? input.tickets[1]! : input.tickets[0]!;
      const index = reservations.length;
      if (rand() < 0.3) tagLinks.push({ index, tagId: pick(input.tagIds) });
      const minutesAgo = (m: number) => new Date(Math.min(now.getTime(), startsAt.getTime()) - m * 60_000);
      const endsAt = new Date(startsAt.getTime() + service.diningInterval * 1000);
      reservations.push({
        code: newReservationCode(),
        outletId,
        serviceTimingId: service.id,
        customerId: customer.id,
        ticketId: ticket.id,
        language: customer.language,
        source: isWalkIn ? 'walkIn' : pick(['restaurant', 'customer', 'customer', 'google']),
        diningInterval: service.diningInterval,
        customerPhone: customer.phone,
        customerFirstName: customer.firstName,
        customerLastName: customer.lastName,
        reservationDate: day.date,
        reservationTime: time,
        startsAt,
        numberOfAdults: adults,
        numberOfChildren: children,
        status,
        isWalkIn,
        notes: rand() < 0.2 ? pick(['No peanuts, please', 'High chair needed', 'Celebrating a promotion', 'Quiet corner if possible']) : null,
        staffNotes: rand() < 0.15 ? pick(['Regular: likes the window table', 'Called to confirm', 'Complimentary dessert']) : null,
        occasions: rand() < 0.2 ? [pick(OCCASIONS)] : [],
        createdByRestaurant: isWalkIn,
        createdByCustomer: !isWalkIn,
        confirmedAt: status === CONFIRMED ? minutesAgo(120) : null,
        // A party at the table now sat down within the last two hours, even one booked for lunch.
        seatedAt:
          status === SEATED
            ? new Date(Math.min(now.getTime(), Math.max(startsAt.getTime() - 5 * 60_000, now.getTime() - (20 + (index % 5) * 20) * 60_000)))
            : status === COMPLETED
              ? minutesAgo(0)
              : null,
        departedAt: status === COMPLETED ? new Date(Math.min(now.getTime(), endsAt.getTime())) : null,
        cancelledAt: status === CANCELLED ? minutesAgo(300) : null,
        cancelledByRestaurant: status === CANCELLED && rand() < 0.5,
        createdTimestamp: minutesAgo(60 * 24 * 3),
      });
    });
  }

  // Tables: seated parties first (a seated party always has its table), then the rest of the book;
  // a booking no table fits at its time waits unassigned, as hosts see on a full night.
  const byPriority = reservations.map((r, index) => ({ r, index })).sort((a, b) => TABLE_PRIORITY.indexOf(a.r.status) - TABLE_PRIORITY.indexOf(b.r.status));
  for (const { r, index } of byPriority) {
    const start = r.startsAt.getTime();
    const end = start + r.diningInterval * 1000;
    const table = freeTable(tables, holds, r.numberOfAdults + (r.numberOfChildren ?? 0), start, end, isActiveStatus(r.status));
    if (table) tableLinks.push({ index, tableId: table.id, startsAt: r.startsAt, endsAt: new Date(end), isActive: isActiveStatus(r.status) });
  }

  const rows = await tx
    .insert(s.reservations)
    .values(reservations)
    .returning({ id: s.reservations.id, status: s.reservations.status, date: s.reservations.reservationDate, ticketId: s.reservations.ticketId, pax: s.reservations.numberOfAdults });
  if (tableLinks.length) {
    await tx.insert(s.reservationTables).values(tableLinks.map(({ index, ...link }) => ({ ...link, reservationId: rows[index]!.id })));
  }
  if (tagLinks.length)
    await tx
      .insert(s.reservationTags)
      .values(tagLinks.map(({ index, tagId }) => ({ reservationId: rows[index]!.id, tagId })))
      .onConflictDoNothing();
  await tx.insert(s.reservationActivities).values(rows.map((r) => ({ reservationId: r.id, actorKind: 'system', actorName: 'Demo data', action: 'created', changes: { status: r.status } })));

  // Deposits: pending bookings wait on a payment link; tasting-menu bookings have paid.
  const pending = rows.filter((r) => r.status === PENDING);
  if (pending.length) {
    await tx.insert(s.paymentRequests).values(
      pending.map((r) => ({
        reservationId: r.id,
        type: 'ONLINE_PAYMENT_LINK',
        status: 'pending',
        amount: 5000,
        expireTime: 60,
        expireDateTime: new Date(now.getTime() + 3600_000),
        link: `https://pay.example/${r.id}`,
      })),
    );
  }
  const deposits = rows.filter((r) => r.ticketId === input.tickets[1]!.id && r.status !== PENDING);
  if (deposits.length) {
    await tx.insert(s.transactions).values(deposits.map((r) => ({ reservationId: r.id, outletId, status: 'paid', amount: input.tickets[1]!.price * r.pax, type: 'create', source: 'System' })));
  }

  // Tables in use show who sits there: one wants the bill, one has overstayed, one waits to be cleaned.
  const seatedTables = [...new Set(tableLinks.filter((l) => rows[l.index]!.status === SEATED && rows[l.index]!.date === today).map((l) => l.tableId))];
  const statuses: Array<{ tableId: string; status: number }> = seatedTables.map((tableId, i) => ({
    tableId,
    status: i === 0 ? TABLE_STATUS.BILL_REQUESTED : i === 1 ? TABLE_STATUS.OVERSTAY : TABLE_STATUS.IN_USE,
  }));
  const idle = tables.find((t) => !seatedTables.includes(t.id));
  if (idle) statuses.push({ tableId: idle.id, status: TABLE_STATUS.REQUIRES_CLEANING });
  for (const { tableId, status } of statuses) {
    await tx
      .update(s.tables)
      .set({ status })
      .where(sql`${s.tables.id} = ${tableId}`);
  }
}

/** The smallest table that fits and is free over the interval (only active holds block a table). */
function freeTable(tables: SeededTable[], holds: Map<string, Array<[number, number]>>, pax: number, start: number, end: number, isActive: boolean) {
  const fitting = tables.filter((t) => t.minPax <= pax && t.maxPax >= pax).sort((a, b) => a.maxPax - b.maxPax);
  for (const table of fitting) {
    const taken = holds.get(table.id) ?? [];
    if (isActive && taken.some(([s0, e0]) => s0 < end && start < e0)) continue;
    if (isActive) holds.set(table.id, [...taken, [start, end]]);
    return table;
  }
  return undefined;
}
