import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version } from '../columns';
import { outlets } from './outlets';

// The tables the tables module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

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
