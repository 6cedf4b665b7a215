import type { SeatedParty } from '@host/domain/waitlist/estimate';
import type { Hold, SuggestCombination, SuggestTable } from '@host/domain/floor/suggest';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { pgClientOf, type Executor } from '../../db/client';

/*
 * A read model (docs/architecture.md): what the door queue's estimate reads of the floor, in one
 * statement, across the outlets', tables' and reservations' tables, never written here.
 */

/** The floor as the wait estimate reads it (packages/domain/src/waitlist/estimate.ts). */
export interface FloorForWaits {
  outlet: { timezone: string; diningInterval: number; cleaningMinutes: number; isEnableTableCombination: boolean } | null;
  tables: SuggestTable[];
  combinations: SuggestCombination[];
  /** each with its booking's dining interval, in minutes */
  seated: Array<SeatedParty & { diningMinutes: number }>;
  /** the holds of bookings still to come, from now to the horizon */
  holds: Hold[];
  /** seated to departed, in minutes, of the outlet's parties over the last 60 days */
  turns: Array<{ pax: number; minutes: number }>;
}

/** The floor now and the bookings due over the next `horizonMinutes`. */
export async function floorForWaits(db: Executor, outletId: string, at: { now: Date; horizonMinutes: number }): Promise<FloorForWaits> {
  const result = await pgClientOf(db).query<{ reads: FloorForWaits }>({
    name: 'floor-for-waits',
    text: FLOOR_FOR_WAITS,
    values: [outletId, at.now.toISOString(), at.horizonMinutes],
  });
  return result.rows[0]!.reads;
}

const { SEATED, COMPLETED } = RESERVATION_STATUS;
const FLOOR_FOR_WAITS = `
  select json_build_object(
    'outlet', (
      select json_build_object('timezone', b.timezone, 'diningInterval', o.reservation_dining_interval,
        'cleaningMinutes', o.table_cleaning_minutes, 'isEnableTableCombination', b.is_enable_table_combination)
      from outlets o join brands b on b.id = o.brand_id where o.id = $1),
    'tables', (
      select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'areaId', t.area_id, 'minPax', t.min_pax,
        'maxPax', t.max_pax, 'status', t.status, 'enabled', t.enabled and a.enabled)), '[]')
      from tables t join areas a on a.id = t.area_id
      where t.outlet_id = $1 and t.deleted_at is null and a.deleted_at is null),
    'combinations', (
      select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'minPax', c.min_pax, 'maxPax', c.max_pax,
        'tableIds', (select coalesce(json_agg(m.table_id), '[]') from table_combination_members m where m.combination_id = c.id))), '[]')
      from table_combinations c where c.outlet_id = $1),
    'seated', (
      select coalesce(json_agg(json_build_object('tableIds',
          (select coalesce(json_agg(rt.table_id), '[]') from reservation_tables rt where rt.reservation_id = r.id and rt.is_active),
        'seatedAt', (extract(epoch from coalesce(r.seated_at, r.starts_at)) * 1000)::float8,
        'pax', r.number_of_adults + r.number_of_children, 'diningMinutes', round(r.dining_interval / 60.0)::int)), '[]')
      from reservations r where r.outlet_id = $1 and r.status = ${SEATED}),
    'holds', (
      select coalesce(json_agg(json_build_object('tableId', rt.table_id, 'reservationId', rt.reservation_id,
        'startsAt', (extract(epoch from rt.starts_at) * 1000)::float8, 'endsAt', (extract(epoch from rt.ends_at) * 1000)::float8)), '[]')
      from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where r.outlet_id = $1 and rt.is_active and r.status <> ${SEATED}
        and rt.ends_at > $2::timestamptz and rt.starts_at < $2::timestamptz + make_interval(mins => $3::int)),
    'turns', (
      select coalesce(json_agg(json_build_object('pax', r.number_of_adults + r.number_of_children,
        'minutes', round(extract(epoch from r.departed_at - r.seated_at) / 60)::int)), '[]')
      from reservations r
      where r.outlet_id = $1 and r.status = ${COMPLETED} and r.seated_at is not null and r.departed_at > r.seated_at
        and r.departed_at > $2::timestamptz - interval '60 days')
  ) as reads`;
