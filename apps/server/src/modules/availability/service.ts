import { bookableDays, computeSlots, type Channel } from '@host/domain/availability/slots';
import { MAX_AVAILABILITY_DAYS } from '@host/domain/availability/schedules';
import { DomainError } from '@host/domain/errors';
import { addLocalDays } from '@host/domain/time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import { readAdvisingInput, readRangeInput, type RangeQuery } from './range-input';

/**
 * The engine's input for a range of local dates, read in one statement (availability-reads.ts):
 * the bookings and block-outs from the day before to the day after, the holds from the day before's
 * midnight to 06:00 two days after (services past midnight), as slotsInputOf reads them for a day.
 * A day's reads are kept until the outlet's next change (range-input.ts readAdvisingInput).
 */
async function rangeInputOf(ctx: AppContext, auth: AuthContext, outletId: string, query: RangeQuery) {
  assertOutletAccess(auth, outletId);
  return readAdvisingInput(ctx, outletId, query);
}

/**
 * The diners' page (issue 18): the online channel's times of a day, and for the services that show
 * their areas (showArea) each area's own times, from one read. Open to anyone: no session, and
 * nothing in the answer names a guest. `reservationId`: a guest changing their booking, whose own
 * covers and tables do not count against the times offered.
 */
export async function onlineAvailability(ctx: AppContext, outletId: string, query: { date: string; pax: number; reservationId?: string }) {
  const input = await readAdvisingInput(ctx, outletId, {
    from: query.date,
    to: query.date,
    pax: query.pax,
    channel: 'online',
    reservationId: query.reservationId,
  });
  const day = { ...input, date: query.date };
  const showing = input.timings.filter((t) => t.showArea);
  const onlineAreas = showing.length
    ? input.floor.areas.filter((a) => a.bookableOnline && input.floor.tables.some((t) => t.areaId === a.id && t.bookableOnline))
    : [];
  return {
    slots: computeSlots(day),
    areas: onlineAreas
      .map((area) => ({
        id: area.id,
        // The name the outlet shows guests ('Garden Terrace 花园'), not its floor name.
        name: area.displayName,
        serviceTimingIds: new Set(showing.filter((t) => t.isAllArea || t.areaIds.includes(area.id)).map((t) => t.id)),
        slots: computeSlots({ ...day, areaId: area.id }),
      }))
      .filter((area) => area.serviceTimingIds.size > 0),
  };
}

/**
 * The online channel's times of a day as `db` sees them: in a transaction, the offers it made count
 * (the waiting list's offers, made one guest after another, never exceed what is free).
 */
export async function onlineSlotsOn(ctx: AppContext, db: Executor, outletId: string, query: { date: string; pax: number }) {
  const input = await readRangeInput(ctx, db, outletId, { from: query.date, to: query.date, pax: query.pax, channel: 'online' });
  return computeSlots({ ...input, date: query.date });
}

export async function onlineAvailableDays(ctx: AppContext, outletId: string, query: { from: string; to: string; pax: number }) {
  if (query.to < query.from || addLocalDays(query.from, MAX_AVAILABILITY_DAYS) < query.to)
    throw new DomainError('BAD_REQUEST', 'calendarSpan', { params: { days: MAX_AVAILABILITY_DAYS } });
  const input = await readAdvisingInput(ctx, outletId, { ...query, channel: 'online' });
  return bookableDays({ ...input, from: query.from, to: query.to });
}

/** A query's ticket: 'none' is a booking without one (null); absent, each service's own counts (undefined). */
const namedTicketOf = (ticketId: string | undefined) => (ticketId === 'none' ? null : ticketId);

/** GET /api/v1/outlets/{outletId}/availability: every time of the day, bookable or with its reasons. */
export async function availability(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  query: { date: string; pax: number; channel: Channel; reservationId?: string; ticketId?: string },
) {
  const input = await rangeInputOf(ctx, auth, outletId, {
    ...query,
    ticketId: namedTicketOf(query.ticketId),
    from: query.date,
    to: query.date,
  });
  return { date: query.date, pax: query.pax, channel: query.channel, slots: computeSlots({ ...input, date: query.date }) };
}

/** GET /api/v1/outlets/{outletId}/availability/days: each date of a range, with whether it has a time the party can book. */
export async function availableDays(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  query: { from: string; to: string; pax: number; channel: Channel; ticketId?: string },
) {
  assertOutletAccess(auth, outletId);
  if (query.to < query.from || addLocalDays(query.from, MAX_AVAILABILITY_DAYS) < query.to)
    throw new DomainError('BAD_REQUEST', 'calendarSpan', { params: { days: MAX_AVAILABILITY_DAYS } });
  const input = await rangeInputOf(ctx, auth, outletId, { ...query, ticketId: namedTicketOf(query.ticketId) });
  return {
    from: query.from,
    to: query.to,
    pax: query.pax,
    channel: query.channel,
    days: bookableDays({ ...input, from: query.from, to: query.to }),
  };
}

export { enforceAvailability } from './enforce';
