import type { Database } from '../../db/client';

/** What table suggestions read of an outlet around a time, as one statement answers it (arrays, to keep it short). */
export interface SuggestionReads {
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
 * Everything a table suggestion reads, in one named statement (docs/decisions/017-availability-reads.md):
 * the outlet's zone and dining interval, its table-combination entitlement, the enabled tables of its
 * enabled areas (areasWithTables, with each area's blocks), the combinations (combinationsOf) and the
 * active holds (reservation_tables.is_active) of its tables near the party's window: its start is the local date and time read in
 * the outlet's zone by PostgreSQL, or now, and two hours either side cover any difference in how
 * a DST gap is read; suggestTables checks each hold against the exact window.
 */
export async function suggestionReads(
  db: Database,
  outletId: string,
  at: { date: string | null; time: string | null; now: Date; diningInterval: number | null; featureCode: string },
): Promise<SuggestionReads> {
  const result = await db.$client.query<{ reads: SuggestionReads }>({
    name: 'suggestion-reads',
    text: SUGGESTION_READS,
    values: [outletId, at.featureCode, at.date, at.time, at.now.toISOString(), at.diningInterval],
  });
  return result.rows[0]!.reads;
}

const SUGGESTION_READS = `
  with o as (
    select o.id, o.reservation_dining_interval, b.timezone, b.is_enable_table_combination,
      coalesce(($3::date + $4::time) at time zone b.timezone, $5::timestamptz) as starts_at
    from outlets o join brands b on b.id = o.brand_id where o.id = $1)
  select json_build_object(
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
        and rt.starts_at < o.starts_at + make_interval(secs => coalesce($6::int, o.reservation_dining_interval)) + interval '2 hours'
        and rt.ends_at > o.starts_at - interval '2 hours')
  ) as reads`;
