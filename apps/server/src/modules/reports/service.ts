import { timingsOn } from '@host/domain/availability/service-slots';
import { toSeconds } from '@host/domain/availability/local-day';
import { DomainError } from '@host/domain/errors';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import {
  previousRange,
  REPORT_CHANNELS,
  REPORT_SOURCES,
  sumTotals,
  type BrandReport,
  type OutletReport,
  type ReportSource,
} from '@host/domain/reports/report';
import { addLocalDays } from '@host/domain/time';
import type { CountryCode } from '@host/domain/locales';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import { FEATURE } from '@host/domain/entitlements';
import { serviceTimingsOf } from '../schedules/service';
import * as reads from './report-reads';

/** An outlet's report over a range (the API contract has checked the session may see the outlet, and its REPORTS entitlement). */
export async function outletReport(
  ctx: AppContext,
  outletId: string,
  query: { from: string; to: string; serviceTimingId?: string | undefined },
): Promise<OutletReport> {
  const header = await reads.outletHeaderOf(ctx.db, outletId);
  if (!header) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const range: reads.DayRange = {
    outletId,
    from: query.from,
    to: query.to,
    serviceTimingId: query.serviceTimingId ?? null,
    timezone: header.timezone,
    now: ctx.clock.now(),
  };
  const before = { ...range, ...previousRange(range.from, range.to) };
  const [
    totals,
    previous,
    byDay,
    byService,
    sources,
    partySizes,
    leadTimes,
    turnTimes,
    pacing,
    money,
    messages,
    guestConfirmed,
    repeatGuests,
    utilisation,
  ] = await Promise.all([
    reads.totalsOf(ctx.db, range),
    reads.totalsOf(ctx.db, before),
    reads.byDayOf(ctx.db, range),
    reads.byServiceOf(ctx.db, range),
    reads.sourcesOf(ctx.db, range),
    reads.partySizesOf(ctx.db, range),
    reads.leadTimesOf(ctx.db, range),
    reads.turnTimesOf(ctx.db, range),
    reads.pacingOf(ctx.db, range),
    reads.moneyOf(ctx.db, range),
    reads.messagesOf(ctx.db, range),
    reads.guestConfirmedOf(ctx.db, range),
    reads.repeatGuestsOf(ctx.db, range),
    utilisationOf(ctx, range),
  ]);
  const bySource = new Map(sources.map((s) => [s.source, s]));
  const byChannel = new Map(messages.map((m) => [m.channel, m]));
  return {
    outletId,
    outletName: header.name,
    currency: CURRENCY_OF[header.country as CountryCode] ?? 'SGD',
    timeZone: header.timezone,
    from: range.from,
    to: range.to,
    serviceTimingId: range.serviceTimingId,
    totals,
    previous,
    byDay,
    byService,
    // Every source in a fixed order, none left out: a chart's bars keep their places from week to week.
    sources: REPORT_SOURCES.map((source: ReportSource) => ({
      source,
      bookings: bySource.get(source)?.bookings ?? 0,
      covers: bySource.get(source)?.covers ?? 0,
    })),
    partySizes,
    leadTimes,
    turnTimes,
    utilisation,
    pacing,
    money,
    messages: REPORT_CHANNELS.map((channel) => ({
      channel,
      sent: byChannel.get(channel)?.sent ?? 0,
      delivered: byChannel.get(channel)?.delivered ?? 0,
      failed: byChannel.get(channel)?.failed ?? 0,
    })),
    guestConfirmed,
    repeatGuests,
  };
}

/**
 * Seat-minutes occupied over seat-minutes open. What is open comes from the schedule's own rule of
 * which services run on a day (timingsOn, the availability engine's), less the days an entire-day
 * block-out closed: each running service opens its hours times the outlet's seats (an area's seats
 * for the area's figure).
 */
async function utilisationOf(ctx: AppContext, range: reads.DayRange): Promise<OutletReport['utilisation']> {
  const [timings, seats, closed, occupied] = await Promise.all([
    serviceTimingsOf(ctx.db, range.outletId),
    reads.seatsOf(ctx.db, range.outletId),
    reads.closedDaysOf(ctx.db, range),
    reads.occupiedSeatMinutesOf(ctx.db, range),
  ]);
  const rules = timings.map((t) => ({ ...t, days: t.days ?? [], specificDates: t.specificDates ?? [] }));
  const openMinutes = new Map<string, number>();
  for (let day = range.from; day <= range.to; day = addLocalDays(day, 1)) {
    if (closed.has(day)) continue;
    for (const t of timingsOn(day, rules)) {
      if (range.serviceTimingId && t.id !== range.serviceTimingId) continue;
      openMinutes.set(t.id, (openMinutes.get(t.id) ?? 0) + serviceMinutes(t));
    }
  }
  const totalSeats = seats.reduce((sum, a) => sum + a.seats, 0);
  const allOpen = [...openMinutes.values()].reduce((sum, m) => sum + m, 0);
  const occupiedOf = (kind: 'service' | 'area', id: string) => occupied.find((o) => o.kind === kind && o.id === id)?.minutes ?? 0;
  const allOccupied = occupied.filter((o) => o.kind === 'service').reduce((sum, o) => sum + o.minutes, 0);
  const ratio = (used: number, open: number) => (open > 0 ? round4(used / open) : null);
  return {
    overall: ratio(allOccupied, totalSeats * allOpen),
    byService: timings
      .filter((t) => openMinutes.has(t.id))
      .sort((a, b) => a.dailyStartTime.localeCompare(b.dailyStartTime) || a.name.localeCompare(b.name))
      .map((t) => ({
        serviceTimingId: t.id,
        name: t.name,
        ratio: ratio(occupiedOf('service', t.id), totalSeats * openMinutes.get(t.id)!),
      })),
    byArea: seats.map((a) => ({ areaId: a.areaId, name: a.name, ratio: ratio(occupiedOf('area', a.areaId), a.seats * allOpen) })),
  };
}

/** A service's hours in minutes; one that ends at or before its start runs past midnight. */
function serviceMinutes(t: { dailyStartTime: string; dailyEndTime: string }): number {
  const start = toSeconds(t.dailyStartTime);
  let end = toSeconds(t.dailyEndTime);
  if (end <= start) end += 86_400;
  return (end - start) / 60;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The brand's outlets the session may see with reports in their plan, side by side, and their sum.
 * `outletIds` narrows them; an outlet outside the session's reach is refused, never silently dropped.
 */
export async function brandReport(
  ctx: AppContext,
  auth: AuthContext,
  brandId: string,
  query: { from: string; to: string; outletIds?: string | undefined },
): Promise<BrandReport> {
  const { rows } = await ctx.db.execute<{ id: string }>(sql`select id from outlets where brand_id = ${brandId} order by outlet_name`);
  const reachable = rows.map((r) => r.id).filter((id) => auth.accessibleOutletIds.has(id));
  let chosen = reachable;
  if (query.outletIds !== undefined) {
    const asked = [
      ...new Set(
        query.outletIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (asked.some((id) => !reachable.includes(id))) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
    chosen = reachable.filter((id) => asked.includes(id));
  }
  const withReports: string[] = [];
  for (const id of chosen) if (await hasFeature(ctx.db, id, FEATURE.REPORTS)) withReports.push(id);
  const outlets = await Promise.all(withReports.map((id) => outletReport(ctx, id, query)));
  return {
    from: query.from,
    to: query.to,
    outlets,
    totals: sumTotals(outlets.map((o) => o.totals)),
    previous: sumTotals(outlets.map((o) => o.previous)),
  };
}
