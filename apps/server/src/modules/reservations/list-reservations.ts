import { DomainError, fieldIssue } from '@host/domain/errors';
import { isValidDate } from '@host/domain/reservations/schemas';
import { reservationStatusName } from '@host/domain/statuses';
import { addLocalDays } from '@host/domain/time';
import { activityEntryOf } from '../../lib/activity';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './repository';
import { loadOutlet } from '../outlets/service';
import { outletToday } from '../../lib/clock';
import { reservationOf, viewOf, viewsOf } from './reservation-access';

const MAX_CALENDAR_DAYS = 62;

function assertDate(value: string, field: string) {
  if (!isValidDate(value))
    throw new DomainError('BAD_REQUEST', 'invalidQueryDate', {
      params: { field },
      details: [fieldIssue(`querystring.${field}`, 'invalidQueryDate', { field })],
    });
}

/** The book of one day (default: the outlet's today), in time order. */
export async function listDay(ctx: AppContext, auth: AuthContext, outletId: string, date?: string) {
  const { brand } = await loadOutlet(ctx.db, auth, outletId);
  const today = outletToday(ctx, brand.timezone);
  const day = date ?? today;
  assertDate(day, 'date');
  const rows = await repo.findReservationsOfDay(ctx.db, outletId, day);
  return { date: day, today, now: ctx.clock.now().toISOString(), reservations: await viewsOf(ctx.db, rows, today) };
}

/** Bookings and covers per day for the calendar, with counts per status, from one local date to another (both in). */
export async function calendar(ctx: AppContext, auth: AuthContext, outletId: string, { from, to }: { from: string; to: string }) {
  await loadOutlet(ctx.db, auth, outletId);
  assertDate(from, 'from');
  assertDate(to, 'to');
  if (to < from || addLocalDays(from, MAX_CALENDAR_DAYS) < to)
    throw new DomainError('BAD_REQUEST', 'calendarSpan', { params: { days: MAX_CALENDAR_DAYS } });
  const rows = await repo.countsByDay(ctx.db, outletId, from, to);
  const days: Array<{ date: string; bookings: number; covers: number; byStatus: Record<string, number> }> = [];
  for (let date = from; date <= to; date = addLocalDays(date, 1)) {
    const ofDay = rows.filter((r) => r.date === date);
    // Covers and bookings count the parties expected or served, not cancellations and no-shows.
    const counted = ofDay.filter((r) => ![4, 5, 9].includes(r.status));
    days.push({
      date,
      bookings: counted.reduce((n, r) => n + r.bookings, 0),
      covers: counted.reduce((n, r) => n + r.covers, 0),
      byStatus: Object.fromEntries(ofDay.map((r) => [reservationStatusName(r.status), r.bookings])),
    });
  }
  return { from, to, days };
}

export async function search(ctx: AppContext, auth: AuthContext, outletId: string, query: string) {
  const { brand } = await loadOutlet(ctx.db, auth, outletId);
  const today = outletToday(ctx, brand.timezone);
  const rows = await repo.searchReservations(ctx.db, outletId, query.trim());
  return { date: today, today, now: ctx.clock.now().toISOString(), reservations: await viewsOf(ctx.db, rows, today) };
}

export async function getReservation(ctx: AppContext, auth: AuthContext, id: string) {
  const row = await reservationOf(ctx.db, auth, id);
  const { brand } = await loadOutlet(ctx.db, auth, row.outletId);
  return viewOf(ctx.db, row, outletToday(ctx, brand.timezone));
}

/** The reservation's history: who changed what, when (docs/architecture.md, History). */
export async function history(ctx: AppContext, auth: AuthContext, id: string) {
  await reservationOf(ctx.db, auth, id);
  const rows = await repo.activitiesOf(ctx.db, id);
  return rows.map(activityEntryOf);
}
