import type { Database } from '../../db/client';
import { holdOverlaps } from '../../db/hold-overlap';

/** What table suggestions read of an outlet for a local day, as one statement answers it (arrays, to keep it short). */
export interface SuggestionReads {
  /** the local day read: the one asked, or the outlet's today */
  date: string;
  outlet: { timezone: string; diningInterval: number; isEnableTableCombination: boolean } | null;
  entitlements: Array<{ featureCode: string; enabled: boolean; actionsRequired: string[] }>;
  /** enabled tables of enabled areas: id, name, areaId, minPax, maxPax, status, disableDate, the table's blocks, its area's blocks */
  tables: Array<[string, string, string, number, number, number, string | null, unknown[], unknown[]]>;
  /** id, name, minPax, maxPax, tableIds */
  combinations: Array<[string, string, number, number, string[]]>;
  /** tableId, reservationId, startsAt, endsAt (epoch ms) */
  holds: Array<[string, string, number, number]>;
}

/**
 * Everything a table suggestion reads for one local day of an outlet, in one named statement
 * (docs/decisions/017-availability-reads.md): the outlet's zone and dining interval, its table-combination entitlement,
 * the enabled tables of its enabled areas (areasWithTables, with each area's blocks), the combinations (combinationsOf)
 * and the active holds (reservation_tables.is_active) of its tables from noon the day before to 06:00 two days after, in
 * the outlet's zone: wide enough for any booking of the day, however long and past midnight, so one read answers every
 * time of the day and can be kept per day (decision 037). The day is the one asked, or the outlet's today at `now`.
 */
export async function suggestionReads(
  db: Database,
  outletId: string,
  day: { date: string | null; now: Date; featureCode: string },
): Promise<SuggestionReads> {
  const result = await db.$client.query<{ reads: SuggestionReads }>({
    name: 'suggestion-day-reads',
    text: SUGGESTION_READS,
    values: [outletId, day.featureCode, day.date, day.now.toISOString()],
  });
  return result.rows[0]!.reads;
}

const SUGGESTION_READS = `
  with o as (
    select o.id, o.reservation_dining_interval, b.timezone, b.is_enable_table_combination,
      coalesce($3::date, ($4::timestamptz at time zone b.timezone)::date) as day
    from outlets o join brands b on b.id = o.brand_id where o.id = $1)
  select json_build_object(
    'date', (select to_char(o.day, 'YYYY-MM-DD') from o),
    'outlet', (select json_build_object('timezone', o.timezone, 'diningInterval', o.reservation_dining_interval,
      'isEnableTableCombination', o.is_enable_table_combination) from o),
    'entitlements', (
      select coalesce(json_agg(json_build_object('featureCode', e.feature_code, 'enabled', e.enabled,
        'actionsRequired', e.actions_required)), '[]')
      from outlet_entitlements e where e.outlet_id = $1 and e.feature_code = $2),
    'tables', (
      select coalesce(json_agg(json_build_array(t.id, t.name, t.area_id, t.min_pax, t.max_pax, t.status, t.disable_date,
        t.table_blocks, a.area_blocks)
        order by a."order", a.name, a.id, t.name), '[]')
      from tables t join areas a on a.id = t.area_id
      where t.outlet_id = $1 and t.deleted_at is null and t.enabled and a.outlet_id = $1 and a.deleted_at is null and a.enabled),
    'combinations', (
      select coalesce(json_agg(json_build_array(c.id, c.name, c.min_pax, c.max_pax,
        (select coalesce(json_agg(m.table_id), '[]') from table_combination_members m where m.combination_id = c.id))
        order by c.name), '[]')
      from table_combinations c where c.outlet_id = $1),
    'holds', (
      select coalesce(json_agg(json_build_array(rt.table_id, rt.reservation_id,
        (extract(epoch from rt.starts_at) * 1000)::float8, (extract(epoch from rt.ends_at) * 1000)::float8)), '[]')
      from o, reservation_tables rt join tables t on t.id = rt.table_id
      where t.outlet_id = $1 and rt.is_active
        and ${holdOverlaps(
          'rt',
          "(o.day - 1 + time '12:00') at time zone o.timezone",
          "(o.day + 2 + time '06:00') at time zone o.timezone",
        )})
  ) as reads`;
