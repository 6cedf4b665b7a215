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
import { NO_SERVICE, sumDays, type RangeSums } from '@host/domain/reports/day-figures';
import type { CountryCode } from '@host/domain/locales';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import { FEATURE } from '@host/domain/entitlements';
import { serviceTimingsOf } from '../schedules/service';
import type { DayRange } from './day-range';
import { figuresOfDays } from './report-days';
import * as reads from './report-reads';

/** An outlet's report over a range (the API contract has checked the session may see the outlet, and its REPORTS entitlement). */
export async function outletReport(
  ctx: AppContext,
  outletId: string,
  query: { from: string; to: string; serviceTimingId?: string | undefined },
): Promise<OutletReport> {
  const header = await reads.outletHeaderOf(ctx.db, outletId);
  if (!header) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const range: DayRange = {
    outletId,
    from: query.from,
    to: query.to,
    serviceTimingId: query.serviceTimingId ?? null,
    timezone: header.timezone,
    now: ctx.clock.now(),
  };
  const before = previousRange(range.from, range.to);
  // The range and the days before it, as one run of days: most of it kept, read once (report-days.ts).
  const days = await figuresOfDays(ctx, { ...range, from: before.from });
  const figuresOf = (day: string) => days.get(day) ?? {};
  const service = range.serviceTimingId;
  const sums = sumDays({ from: range.from, to: range.to, service }, figuresOf);
  const previous = sumDays({ ...before, service }, figuresOf).totals;
  const timings = await serviceTimingsOf(ctx.db, outletId);
  const utilisation = await utilisationOf(ctx, range, timings, sums);
  const byChannel = new Map(Object.entries(sums.messages));
  const timingById = new Map(timings.map((t) => [t.id, t]));
  // Services in the schedule's order (start, then name); bookings of no service, or of one since deleted, last.
  const byService = [...sums.byService]
    .map(([key, counts]) => ({ key, timing: key === NO_SERVICE ? undefined : timingById.get(key), counts }))
    .sort(
      (a, b) =>
        Number(!a.timing) - Number(!b.timing) ||
        (a.timing?.dailyStartTime ?? '').localeCompare(b.timing?.dailyStartTime ?? '') ||
        (a.timing?.name ?? '').localeCompare(b.timing?.name ?? ''),
    )
    .map(({ key, timing, counts }) => ({ serviceTimingId: key === NO_SERVICE ? null : key, name: timing?.name ?? '', ...counts }));
  return {
    outletId,
    outletName: header.name,
    currency: CURRENCY_OF[header.country as CountryCode] ?? 'SGD',
    timeZone: header.timezone,
    from: range.from,
    to: range.to,
    serviceTimingId: range.serviceTimingId,
    totals: sums.totals,
    previous,
    byDay: sums.byDay,
    byService,
    // Every source in a fixed order, none left out: a chart's bars keep their places from week to week.
    sources: REPORT_SOURCES.map((source: ReportSource) => ({
      source,
      bookings: sums.sources[source]?.bookings ?? 0,
      covers: sums.sources[source]?.covers ?? 0,
    })),
    partySizes: sums.partySizes,
    leadTimes: sums.leadTimes,
    turnTimes: sums.turnTimes,
    utilisation,
    pacing: sums.pacing,
    money: sums.money,
    messages: REPORT_CHANNELS.map((channel) => ({
      channel,
      sent: byChannel.get(channel)?.sent ?? 0,
      delivered: byChannel.get(channel)?.delivered ?? 0,
      failed: byChannel.get(channel)?.failed ?? 0,
    })),
    guestConfirmed: sums.guestConfirmed,
    repeatGuests: sums.repeatGuests,
  };
}

/**
 * Seat-minutes occupied over seat-minutes open. What is open comes from the schedule's own rule of
 * which services run on a day (timingsOn, the availability engine's), less the days an entire-day
 * block-out closed: each running service opens its hours times the outlet's seats (an area's seats
 * for the area's figure).
 */
async function utilisationOf(
  ctx: AppContext,
  range: DayRange,
  timings: Awaited<ReturnType<typeof serviceTimingsOf>>,
  sums: RangeSums,
): Promise<OutletReport['utilisation']> {
  const [seats, closed] = await Promise.all([reads.seatsOf(ctx.db, range.outletId), reads.closedDaysOf(ctx.db, range)]);
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
  const occupiedOf = (kind: 'service' | 'area', id: string) =>
    (kind === 'service' ? sums.occupiedByService : sums.occupiedByArea).get(id) ?? 0;
  const allOccupied = [...sums.occupiedByService.values()].reduce((sum, m) => sum + m, 0);
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
