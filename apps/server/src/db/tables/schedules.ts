import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { outlets } from './outlets';
import { areas } from './tables';
import { tickets } from './tickets';

// The tables the schedules module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

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
    /** fixed sittings (HH:mm:ss): when any, the service's only slots */
    timeSlots: jsonb().$type<string[]>().notNull().default([]),
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
