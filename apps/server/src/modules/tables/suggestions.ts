import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import type { Block } from '@host/domain/tables';
import { suggestTables } from '@host/domain/floor/suggest';
import { instantOf, localDateOf, localTimeOf } from '@host/domain/time';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/** The best free tables or combinations for a party at a date and time (fewest wasted seats first). */
export async function suggest(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: { date?: string; time?: string; pax: number; diningInterval?: number; reservationId?: string; areaId?: string; limit: number },
) {
  assertOutletAccess(auth, outletId);
  const now = ctx.clock.now();
  // One statement reads it all (repository.suggestionReads); the zone comes with it, so the holds are
  // asked for a day either side of the time read as UTC, which covers every zone and dining interval.
  const around = input.date && input.time ? Date.parse(`${input.date}T${input.time.length === 5 ? `${input.time}:00` : input.time}Z`) : now.getTime();
  const reads = await repo.suggestionReads(ctx.db, outletId, { from: new Date(around - DAY_MS), to: new Date(around + 2 * DAY_MS), featureCode: FEATURE.TABLE_COMBINATION });
  const { outlet } = reads;
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const query = { ...input, date: input.date ?? localDateOf(now, outlet.timezone), time: input.time ?? localTimeOf(now, outlet.timezone) };
  const startsAt = input.date && input.time ? instantOf(query.date, query.time, outlet.timezone) : now;
  const endsAt = new Date(startsAt.getTime() + (query.diningInterval ?? outlet.diningInterval) * 1000);
  const combinationsOn = outlet.isEnableTableCombination && isFeatureEnabled(reads.entitlements, FEATURE.TABLE_COMBINATION);
  return suggestTables({
    pax: query.pax,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
    now: now.getTime(),
    // Out of service for this booking: the table's disable date, or an area or table block over the time.
    tables: reads.tables.map((t) => ({
      ...t,
      enabled: t.enabled && t.disableDate !== query.date && !blockedAt([...(t.areaBlocks as Block[]), ...(t.tableBlocks as Block[])], query.date, query.time, endsAt, startsAt),
    })),
    combinations: combinationsOn ? reads.combinations : [],
    holds: reads.holds,
    reservationId: query.reservationId,
    areaId: query.areaId,
    limit: query.limit,
  });
}

/** Whether a block (a local date with start and end times) overlaps a booking starting at `time` on `date`. */
function blockedAt(blocks: Block[], date: string, time: string, endsAt: Date, startsAt: Date): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = minutes(time);
  const end = start + (endsAt.getTime() - startsAt.getTime()) / 60_000;
  return blocks.some((b) => b.date === date && minutes(b.startTime) < end && start < minutes(b.endTime));
}
