import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import type { Block } from '@host/domain/tables';
import { suggestTables } from '@host/domain/floor/suggest';
import { dayClock, toSeconds } from '@host/domain/availability/local-day';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { localDateOf, localTimeOf } from '@host/domain/time';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { suggestionReads } from './suggestion-reads';

/** The best free tables or combinations for a party at a date and time (fewest wasted seats first). */
export async function suggest(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: { date?: string; time?: string; pax: number; diningInterval?: number; reservationId?: string; areaId?: string; limit: number },
) {
  assertOutletAccess(auth, outletId);
  const now = ctx.clock.now();
  const at = input.date && input.time ? { date: input.date, time: input.time } : null;
  const reads = await suggestionReads(ctx.db, outletId, {
    date: at?.date ?? null,
    time: at?.time ?? null,
    now,
    diningInterval: input.diningInterval ?? null,
    featureCode: FEATURE.TABLE_COMBINATION,
  });
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
