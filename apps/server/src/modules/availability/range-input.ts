import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import type { Channel, SlotsInput, TimeUnit } from '@host/domain/availability/slots';
import { dayClock } from '@host/domain/availability/local-day';
import { DomainError } from '@host/domain/errors';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { addLocalDays } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { createLiveOutletCache, type OutletCache } from '../../lib/outlet-cache';
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

/** How long a day's reads are kept at most when no live update drops them sooner (a change that publishes nothing). */
const KEPT_DAY_TTL_MS = 30_000;
/** Days kept per server: the outlets' next few days at once, a bound on memory (a busy 60-table day is some 150 kB). */
const KEPT_DAYS_MAX = 128;
const keptDaysByApp = new WeakMap<AppContext, OutletCache<repo.AvailabilityReads>>();

/**
 * The outlets' days as the engine reads them, kept in this server's memory and dropped by each outlet's live updates
 * (lib/outlet-cache.ts, docs/decisions/017-availability-reads.md), one store per app. Kept only where this server hears
 * every update (the embedded broker), as the table suggestions' floor (tables/suggestions.ts).
 */
function keptDaysOf(ctx: AppContext) {
  let kept = keptDaysByApp.get(ctx);
  if (!kept) {
    kept = createLiveOutletCache<repo.AvailabilityReads>(ctx, { ttlMs: KEPT_DAY_TTL_MS, maxEntries: KEPT_DAYS_MAX });
    keptDaysByApp.set(ctx, kept);
  }
  return kept;
}

/** The statement's reads for the dates asked and the day on either side (services past midnight), on `db`. */
function loadReads(ctx: AppContext, db: Executor, outletId: string, query: RangeQuery) {
  const before = addLocalDays(query.from, -1);
  const after = addLocalDays(query.to, 1);
  // The zone comes with the rows; the holds' window is set in it, so a first guess of UTC+14..-12 is narrowed in inputOf.
  return repo.availabilityReads(db, outletId, {
    from: before,
    to: after,
    holdsFrom: new Date(Date.parse(`${before}T00:00:00Z`) - 14 * 3_600_000),
    holdsTo: new Date(Date.parse(`${addLocalDays(after, 1)}T06:00:00Z`) + 12 * 3_600_000),
    featureCode: FEATURE.TABLE_COMBINATION,
    now: ctx.clock.now(),
    namedTicketId: query.ticketId ?? null,
  });
}

/**
 * The engine's input for a range of local dates, read on `db`, never from what is kept: a booking's check in its
 * transaction (after its slot's lock), and the waiting list's offers in theirs.
 */
export async function readRangeInput(ctx: AppContext, db: Executor, outletId: string, query: RangeQuery) {
  return inputOf(ctx, query, await loadReads(ctx, db, outletId, query));
}

/**
 * The engine's input for an answer that only advises (rangeInputOf in service.ts: the times a host or a diner is shown,
 * the calendars' days; a booking is checked again under its lock): one day comes from the reads this server keeps, a
 * range of several is read.
 */
export async function readAdvisingInput(ctx: AppContext, outletId: string, query: RangeQuery) {
  const load = () => loadReads(ctx, ctx.db, outletId, query);
  // Keyed by what the statement reads: the day and the ticket named (the party, channel and booking are the engine's).
  const reads =
    query.from === query.to ? await keptDaysOf(ctx).read(outletId, `${query.from} ${query.ticketId ?? '-'}`, load) : await load();
  return inputOf(ctx, query, reads);
}

function inputOf(ctx: AppContext, query: RangeQuery, reads: repo.AvailabilityReads) {
  const before = addLocalDays(query.from, -1);
  const after = addLocalDays(query.to, 1);
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
