import { date, integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { outlets } from './outlets';

// The tables the reports module owns (docs/architecture.md, "The server's modules and the tables they write").

/**
 * A settled day's report figures at an outlet, per service (docs/decisions/028-report-days.md): what the
 * report's statements give for that one day, kept so a year's report reads 365 rows instead of a year of
 * bookings. `mark` is the day's mark when the figures were read: a row whose mark is behind
 * report_day_marks' is stale and read again.
 */
export const reportDays = pgTable(
  'report_days',
  {
    outletId: uuid()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    mark: integer().notNull(),
    /** DayFigures (packages/domain/src/reports/day-figures.ts), by service */
    figures: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.day] })],
);

/**
 * How many times an outlet's past day changed (a booking, its tables, money, a message, a confirmation):
 * bumped by triggers on those tables (migration 0028), for days a report may have kept. No row: never.
 */
export const reportDayMarks = pgTable(
  'report_day_marks',
  {
    outletId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    mark: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.day] })],
);
