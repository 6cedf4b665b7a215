import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import type { Block } from '@host/domain/tables';
import { suggestTables } from '@host/domain/floor/suggest';
import { dayClock, toSeconds } from '@host/domain/availability/local-day';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { localDateOf, localTimeOf } from '@host/domain/time';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { createLiveOutletCache } from '../../lib/outlet-cache';
import { suggestionReads, type SuggestionReads } from './suggestion-reads';

/** How long a day's floor is kept at most when no live update drops it sooner (a change that publishes nothing). */
const FLOOR_DAY_TTL_MS = 30_000;

/**
 * The outlets' floors per local day, as suggestions read them, kept in this server's memory and dropped by each outlet's
 * live updates (lib/outlet-cache.ts). Kept only where this server publishes every update (the embedded broker): with an
 * external one, other servers' changes are not heard here, so every suggestion reads PostgreSQL.
 */
export function floorDayCache(ctx: AppContext) {
  const cache = createLiveOutletCache<SuggestionReads>(ctx, { ttlMs: FLOOR_DAY_TTL_MS });
  // The outlets' zones, to name today's key for a suggestion "now" without reading first.
  const zones = new Map<string, string>();
  return {
    ctx,
    async read(outletId: string, date: string | null, now: Date): Promise<SuggestionReads> {
      const zone = zones.get(outletId);
      const day = date ?? (zone ? localDateOf(now, zone) : null);
      const load = () => suggestionReads(ctx.db, outletId, { date: day, now, featureCode: FEATURE.TABLE_COMBINATION });
      const reads = day ? await cache.read(outletId, day, load) : await load();
      if (reads.outlet) zones.set(outletId, reads.outlet.timezone);
      return reads;
    },
  };
}
export type FloorDays = ReturnType<typeof floorDayCache>;

/** The best free tables or combinations for a party at a date and time (fewest wasted seats first). */
export async function suggest(
  floorDays: FloorDays,
  auth: AuthContext,
  outletId: string,
  input: { date?: string; time?: string; pax: number; diningInterval?: number; reservationId?: string; areaId?: string; limit: number },
) {
  const { ctx } = floorDays;
  assertOutletAccess(auth, outletId);
  const now = ctx.clock.now();
  const at = input.date && input.time ? { date: input.date, time: input.time } : null;
  const reads = await floorDays.read(outletId, at?.date ?? null, now);
  const { outlet } = reads;
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const query = { ...input, date: input.date ?? localDateOf(now, outlet.timezone), time: input.time ?? localTimeOf(now, outlet.timezone) };
  assertWithinBookingHorizon(query.date, localDateOf(now, outlet.timezone), 'querystring.date');
  const startsAt = at ? new Date(dayClock(at.date, outlet.timezone)(toSeconds(at.time))) : now;
  const endsAt = new Date(startsAt.getTime() + (query.diningInterval ?? outlet.diningInterval) * 1000);
  const combinationsOn = outlet.isEnableTableCombination && isFeatureEnabled(reads.entitlements, FEATURE.TABLE_COMBINATION);
  return suggestTables({
    pax: query.pax,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
    now: now.getTime(),
    // Out of service for this booking: the table's disable date, or an area or table block over the time.
    tables: reads.tables.map(([id, name, areaId, minPax, maxPax, status, disableDate, tableBlocks, areaBlocks]) => ({
      id,
      name,
      areaId,
      minPax,
      maxPax,
      status,
      enabled:
        disableDate !== query.date &&
        !blockedAt([...(areaBlocks as Block[]), ...(tableBlocks as Block[])], { date: query.date, time: query.time, startsAt, endsAt }),
    })),
    combinations: combinationsOn
      ? reads.combinations.map(([id, name, minPax, maxPax, tableIds]) => ({ id, name, minPax, maxPax, tableIds }))
      : [],
    holds: reads.holds.map(([tableId, reservationId, startsAt, endsAt]) => ({ tableId, reservationId, startsAt, endsAt })),
    reservationId: query.reservationId,
    areaId: query.areaId,
    limit: query.limit,
  });
}

/** Whether a block (a local date with start and end times) overlaps a booking starting at `time` on `date`, as long as it dines. */
function blockedAt(
  blocks: Block[],
  { date, time, startsAt, endsAt }: { date: string; time: string; startsAt: Date; endsAt: Date },
): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = minutes(time);
  const end = start + (endsAt.getTime() - startsAt.getTime()) / 60_000;
  return blocks.some((b) => b.date === date && minutes(b.startTime) < end && start < minutes(b.endTime));
}
