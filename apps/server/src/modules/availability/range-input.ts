import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import type { Channel, SlotsInput, TimeUnit } from '@host/domain/availability/slots';
import { dayClock } from '@host/domain/availability/local-day';
import { DomainError } from '@host/domain/errors';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { addLocalDays } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import * as repo from './availability-reads';

/** The dates, party and channel the engine is asked about; `ticketId`: the ticket a host's booking names (null: none). */
export interface RangeQuery {
  from: string;
  to: string;
  pax: number;
  channel: Channel;
  reservationId?: string;
  ticketId?: string | null;
}

/**
 * The engine's input for a range of local dates (rangeInputOf in service.ts), on `db`: the pool, or a booking's transaction
 * (after its slot's lock).
 */
export async function readRangeInput(ctx: AppContext, db: Executor, outletId: string, query: RangeQuery) {
  const before = addLocalDays(query.from, -1);
  const after = addLocalDays(query.to, 1);
  // The zone comes with the rows; the holds' window is set in it, so a first guess of UTC+14..-12 is widened below.
  const reads = await repo.availabilityReads(db, outletId, {
    from: before,
    to: after,
    holdsFrom: new Date(Date.parse(`${before}T00:00:00Z`) - 14 * 3_600_000),
    holdsTo: new Date(Date.parse(`${addLocalDays(after, 1)}T06:00:00Z`) + 12 * 3_600_000),
    featureCode: FEATURE.TABLE_COMBINATION,
    now: ctx.clock.now(),
    namedTicketId: query.ticketId ?? null,
  });
  const { outlet } = reads;
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  // A date asked about is bounded as a booking's date is (issue 27): past the horizon, no times.
  assertWithinBookingHorizon(query.to, outletToday(ctx, outlet.timezone), query.from === query.to ? 'querystring.date' : 'querystring.to');
  const holdsFrom = dayClock(before, outlet.timezone)(0);
  const holdsTo = dayClock(addLocalDays(after, 1), outlet.timezone)(6 * 3600);
  const combinationsOn = outlet.isEnableTableCombination && isFeatureEnabled(reads.entitlements, FEATURE.TABLE_COMBINATION);
  return {
    pax: query.pax,
    now: ctx.clock.now(),
    channel: query.channel,
    reservationId: query.reservationId,
    // A host's booking is held to the ticket it names, none included; absent, each service's own counts.
    ticket: query.ticketId === undefined ? undefined : reads.namedTicket,
    outlet,
    timings: reads.timings.map((t) => ({
      ...t,
      minBookingTimeUnit: t.minBookingTimeUnit as TimeUnit | null,
      maxBookingTimeUnit: t.maxBookingTimeUnit as TimeUnit | null,
    })),
    blockOuts: reads.blockOuts,
    bookings: reads.bookings,
    ticketSales: reads.ticketSales,
    floor: {
      tables: reads.tables,
      areas: reads.areas,
      combinations: combinationsOn ? reads.combinations : [],
      holds: reads.holds.filter((h) => h.startsAt < holdsTo && h.endsAt > holdsFrom),
    },
  } satisfies Omit<SlotsInput, 'date'>;
}
