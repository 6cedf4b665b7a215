import { FEATURE } from '@host/domain/entitlements';
import type { Block } from '@host/domain/tables';
import { suggestTables } from '@host/domain/floor/suggest';
import { instantOf, localDateOf, localTimeOf } from '@host/domain/time';
import type { AuthContext } from '../../lib/auth-context';
import { hasFeature } from '../../lib/feature-gate';
import type { AppContext } from '../../lib/context';
import { loadOutlet } from '../outlets/service';
import * as repo from './repository';

/** The best free tables or combinations for a party at a date and time (fewest wasted seats first). */
export async function suggest(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: { date?: string; time?: string; pax: number; diningInterval?: number; reservationId?: string; areaId?: string; limit: number },
) {
  const { outlet, brand } = await loadOutlet(ctx.db, auth, outletId);
  const now = ctx.clock.now();
  const query = { ...input, date: input.date ?? localDateOf(now, brand.timezone), time: input.time ?? localTimeOf(now, brand.timezone) };
  const startsAt = input.date && input.time ? instantOf(query.date, query.time, brand.timezone) : now;
  const endsAt = new Date(startsAt.getTime() + (query.diningInterval ?? outlet.reservationDiningInterval) * 1000);
  const areas = await repo.areasWithTables(ctx.db, outletId);
  const combinationsOn = brand.isEnableTableCombination && (await hasFeature(ctx.db, outletId, FEATURE.TABLE_COMBINATION));
  const combinations = combinationsOn ? await repo.combinationsOf(ctx.db, outletId) : [];
  const holds = await repo.holdsBetween(ctx.db, outletId, startsAt, endsAt);
  return suggestTables({
    pax: query.pax,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
    now: now.getTime(),
    // Out of service for this booking: the table's disable date, or an area or table block over the time.
    tables: areas.flatMap((a) =>
      a.tables.map((t) => ({
        ...t,
        enabled: t.enabled && t.disableDate !== query.date && !blockedAt([...(a.areaBlocks as Block[]), ...(t.tableBlocks as Block[])], query.date, query.time, endsAt, startsAt),
      })),
    ),
    combinations,
    holds: holds.map((h) => ({ ...h, startsAt: h.startsAt.getTime(), endsAt: h.endsAt.getTime() })),
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
