import type { DayFigures } from '@host/domain/reports/day-figures';
import { addLocalDays } from '@host/domain/time';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import type { DayRange, Days } from './day-range';
import { dayFiguresOf } from './report-reads';

/**
 * Each day's figures of a range (docs/decisions/028-report-days.md): a settled day's as kept in
 * report_days while its mark has not moved, else read and kept; the days still open read every time.
 * A day is settled two days after it, by the outlet's clock and by the database's (UTC): its services
 * are over and its last parties gone, and the triggers that mark a changed day mark it.
 */
export async function figuresOfDays(ctx: AppContext, range: Omit<DayRange, 'serviceTimingId' | 'timezone'>): Promise<Days> {
  const days: Days = new Map();
  const toKeep: Array<{ day: string; mark: number; figures: DayFigures }> = [];
  await ctx.db.transaction(
    async (tx) => {
      // One snapshot: the brand's zone, the marks read with the kept figures, and the figures read again, of one moment
      // (a zone read before it could be older than the marks: figures of one zone kept at the marks of another).
      const { rows } = await tx.execute<{ zone: string; utcLimit: string }>(sql`
        select b.timezone as zone, to_char((now() at time zone 'UTC')::date - 2, 'YYYY-MM-DD') as "utcLimit"
        from outlets o join brands b on b.id = o.brand_id where o.id = ${range.outletId}`);
      const { zone, utcLimit } = rows[0]!;
      const read = { ...range, timezone: zone, serviceTimingId: null };
      const keepUpTo = [addLocalDays(outletToday(ctx, zone), -2), utcLimit].sort()[0]!;
      const lastSettled = [range.to, keepUpTo].sort()[0]!;
      const marks = lastSettled >= range.from ? await keptDays(tx, range.outletId, range.from, lastSettled) : [];
      for (const kept of marks) if (kept.figures) days.set(kept.day, kept.figures);
      for (const run of runsOf(marks.filter((m) => !m.figures))) {
        const figures = await dayFiguresOf(tx, { ...read, from: run[0]!.day, to: run.at(-1)!.day });
        for (const { day, mark } of run) {
          days.set(day, figures.get(day) ?? {});
          toKeep.push({ day, mark, figures: figures.get(day) ?? {} });
        }
      }
      // The open days: yesterday's supper service may still be seated, tomorrow's bookings still come in.
      const firstOpen = lastSettled < range.from ? range.from : addLocalDays(lastSettled, 1);
      if (firstOpen <= range.to) {
        for (const [day, figures] of await dayFiguresOf(tx, { ...read, from: firstOpen, to: range.to })) days.set(day, figures);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (toKeep.length > 0) await keep(ctx.db, range.outletId, toKeep);
  return days;
}

/**
 * The days to read again, in runs of consecutive days (each run read by one set of statements): a day marked
 * in March and the days of last week are two runs, not every day between them. Past a dozen runs, one run
 * from the first to the last costs less than a dozen sets of statements.
 */
function runsOf<Day extends { day: string }>(missing: Day[]): Day[][] {
  const runs: Day[][] = [];
  for (const day of missing) {
    const last = runs.at(-1);
    if (last && addLocalDays(last.at(-1)!.day, 1) === day.day) last.push(day);
    else runs.push([day]);
  }
  return runs.length > MOST_RUNS ? [missing] : runs;
}
const MOST_RUNS = 12;

/** Every day from `from` to `to` with its mark, and its kept figures when they are of that mark. */
async function keptDays(tx: Executor, outletId: string, from: string, to: string) {
  const { rows } = await tx.execute<{ day: string; mark: number; figures: DayFigures | null }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(m.mark, 0) as mark,
      case when k.mark = coalesce(m.mark, 0) then k.figures end as figures
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    left join report_day_marks m on m.outlet_id = ${outletId} and m.day = d.day::date
    left join report_days k on k.outlet_id = ${outletId} and k.day = d.day::date
    order by d.day`);
  return rows;
}

/**
 * Keeps what was read, each day at the mark it was read at; a row kept meanwhile at a later mark (by
 * another report) stays. A day changed since is marked past it already: read again next time.
 */
async function keep(db: Database, outletId: string, days: Array<{ day: string; mark: number; figures: DayFigures }>) {
  const values = sql.join(
    days.map((d) => sql`(${outletId}::uuid, ${d.day}::date, ${d.mark}::int, ${JSON.stringify(d.figures)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into report_days (outlet_id, day, mark, figures) values ${values}
    on conflict (outlet_id, day) do update set mark = excluded.mark, figures = excluded.figures, created_at = now()
    where report_days.mark < excluded.mark`);
}
