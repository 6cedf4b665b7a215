import type { OutletRules, TicketLimit, TicketSale } from '@host/domain/availability/slots';
import type { SuggestTable } from '@host/domain/floor/suggest';
import { ACTIVE_STATUSES, RESERVATION_STATUS, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { pgClientOf, type Executor } from '../../db/client';
import { holdOverlaps } from '../../db/hold-overlap';
import type { serviceTimings } from '../../db/tables/schedules';

/*
 * A read model (docs/architecture.md): the availability engine's input, read across the outlets',
 * schedules', tables' and reservations' tables in one statement, and never written here.
 */

/** A ticket's day limit as the engine counts it, with the name a diner is told when it is sold out. */
export type NamedTicketLimit = TicketLimit & { name: string };

/** What the engine reads of an outlet for a range of dates, as one statement answers it. */
export interface AvailabilityReads {
  outlet: (OutletRules & { isEnableTableCombination: boolean }) | null;
  entitlements: Array<{ featureCode: string; enabled: boolean; actionsRequired: string[] }>;
  timings: Array<
    Omit<typeof serviceTimings.$inferSelect, 'createdAt' | 'updatedAt'> & {
      areaIds: string[];
      ticketLimit: NamedTicketLimit | null;
    }
  >;
  blockOuts: Array<{ date: string; entireDay: boolean; startTime: string | null; endTime: string | null }>;
  bookings: Array<{ id: string; date: string; time: string; pax: number }>;
  /** the bookings holding a ticket, every status but CANCELLED and EXPIRED (decision 033) */
  ticketSales: TicketSale[];
  /** the limit of the ticket a host's booking names ($8), when it has one */
  namedTicket: NamedTicketLimit | null;
  areas: Array<{ id: string; displayName: string; bookableOnline: boolean }>;
  tables: Array<SuggestTable & { bookableOnline: boolean }>;
  combinations: Array<{ id: string; name: string; minPax: number; maxPax: number; tableIds: string[] }>;
  holds: Array<{ tableId: string; reservationId: string; startsAt: number; endsAt: number }>;
}

/**
 * Everything the availability engine reads for one outlet and a range of dates, in one statement:
 * the outlet and its brand's zone, its table-combination entitlement, service timings (with their
 * areas), block-outs, active bookings' slots, the enabled areas and tables, the combinations and the
 * tables' active holds over [holdsFrom, holdsTo). Each round trip to PostgreSQL cost more than the
 * engine itself (docs/decisions/017-availability-reads.md); the rows are those of
 * outlets.outletWithBrand, schedules.timingsOf, tables.areasWithTables and combinationsOf, and the active
 * rows of reservation_tables.
 */
export async function availabilityReads(
  db: Executor,
  outletId: string,
  range: { from: string; to: string; holdsFrom: Date; holdsTo: Date; featureCode: string; now: Date; namedTicketId: string | null },
): Promise<AvailabilityReads> {
  // A named statement: each pooled connection parses and plans it once.
  const result = await pgClientOf(db).query<{ reads: AvailabilityReads }>({
    name: 'availability-reads',
    text: AVAILABILITY_READS,
    values: [
      outletId,
      range.featureCode,
      range.from,
      range.to,
      range.holdsTo.toISOString(),
      range.holdsFrom.toISOString(),
      range.now.toISOString(),
      range.namedTicketId,
    ],
  });
  return result.rows[0]!.reads;
}

/**
 * An offer to a guest of the waiting list holds its time and tables like a booking while it is open
 * and unexpired (docs/rules.md section 10); $7 is the server's clock (HOST_NOW in tests).
 */
const OPEN_OFFER = `w.status = 'open' and w.expires_at > $7::timestamptz`;

/** A ticket's day limit (docs/decisions/033-ticket-limit.md): an active ticket that names a maxNumber; `k` is the ticket. */
const TICKET_LIMIT = `json_build_object('ticketId', k.id, 'name', k.name, 'maxNumber', k.max_number,
  'perPax', k.type_price = ${TICKET_TYPE_PRICE.PER_PAX})`;
const LIMITED = 'k.is_active and k.max_number is not null';
/** A booking cancelled, or lapsed unpaid, gives its ticket back; one seated, gone or not come was sold its place. */
const TICKET_RETURNED_STATUSES = [RESERVATION_STATUS.CANCELLED, RESERVATION_STATUS.EXPIRED];

const AVAILABILITY_READS = `
    select json_build_object(
      'outlet', (
        select json_build_object('timezone', b.timezone, 'leadTime', o.reservation_lead_time,
          'diningInterval', o.reservation_dining_interval,
          'minPartySize', o.min_party_size, 'maxPartySize', o.max_party_size, 'maxPaxPerReservation', o.max_pax_per_reservation,
          'isEnableTableCombination', b.is_enable_table_combination)
        from outlets o join brands b on b.id = o.brand_id where o.id = $1),
      'entitlements', (
        select coalesce(json_agg(json_build_object('featureCode', e.feature_code, 'enabled', e.enabled,
          'actionsRequired', e.actions_required)), '[]')
        from outlet_entitlements e where e.outlet_id = $1 and e.feature_code = $2),
      'timings', (
        select coalesce(json_agg(json_build_object('id', st.id, 'outletId', st.outlet_id, 'ticketId', st.ticket_id, 'name', st.name,
          'isRecurring', st.is_recurring,
          'days', st.days, 'dailyStartTime', st.daily_start_time, 'dailyEndTime', st.daily_end_time,
          'recurringStartDate', st.recurring_start_date,
          'recurringEndDate', st.recurring_end_date, 'specificDates', st.specific_dates, 'isClosed', st.is_closed, 'leadTime', st.lead_time,
          'gracePeriod', st.grace_period, 'diningInterval', st.dining_interval, 'intervalTime', st.interval_time,
          'maxPaxPerReservation', st.max_pax_per_reservation,
          'bookingOnline', st.booking_online, 'maxGuest', st.max_guest, 'maxReservation', st.max_reservation,
          'minPartySize', st.min_party_size,
          'maxPartySize', st.max_party_size, 'minBookingTime', st.min_booking_time, 'minBookingTimeUnit', st.min_booking_time_unit,
          'maxBookingTime', st.max_booking_time, 'maxBookingTimeUnit', st.max_booking_time_unit, 'timeSlots', st.time_slots,
          'showArea', st.show_area,
          'isAllArea', st.is_all_area, 'customPolicies', st.custom_policies, 'version', st.version,
          'areaIds', (select coalesce(json_agg(sa.area_id), '[]') from service_timing_areas sa where sa.service_timing_id = st.id),
          'ticketLimit', (select ${TICKET_LIMIT} from tickets k where k.id = st.ticket_id and ${LIMITED}))), '[]')
        from service_timings st where st.outlet_id = $1),
      'namedTicket', (select ${TICKET_LIMIT} from tickets k join outlets o on o.brand_id = k.brand_id
        where o.id = $1 and k.id = $8::uuid and ${LIMITED}),
      'blockOuts', (
        select coalesce(json_agg(json_build_object('date', d.date, 'entireDay', d.entire_day, 'startTime', d.start_time,
          'endTime', d.end_time)), '[]')
        from block_out_days d where d.outlet_id = $1 and d.date between $3::date and $4::date),
      'bookings', (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'date', r.reservation_date, 'time', r.reservation_time,
          'pax', r.number_of_adults + r.number_of_children)), '[]'::jsonb)
        from reservations r
        where r.outlet_id = $1 and r.reservation_date between $3::date and $4::date
          and r.status in (${ACTIVE_STATUSES.join(', ')}) and not r.is_walk_in)
        || (select coalesce(jsonb_agg(jsonb_build_object('id', w.id, 'date', w.date, 'time', w.time, 'pax', w.pax)), '[]'::jsonb)
        from waiting_list_offers w
        where w.outlet_id = $1 and w.date between $3::date and $4::date and ${OPEN_OFFER}),
      'ticketSales', (select coalesce(json_agg(json_build_object('id', r.id, 'date', r.reservation_date, 'ticketId', r.ticket_id,
          'pax', r.number_of_adults + r.number_of_children)), '[]')
        from reservations r
        where r.outlet_id = $1 and r.reservation_date between $3::date and $4::date and r.ticket_id is not null
          and r.status not in (${TICKET_RETURNED_STATUSES.join(', ')})),
      'areas', (
        select coalesce(json_agg(json_build_object('id', a.id, 'displayName', a.display_name, 'bookableOnline', a.bookable_online)
          order by a."order", a.name), '[]')
        from areas a where a.outlet_id = $1 and a.deleted_at is null and a.enabled),
      'tables', (
        select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'areaId', t.area_id, 'minPax', t.min_pax,
          'maxPax', t.max_pax,
          'enabled', t.enabled, 'status', t.status, 'bookableOnline', t.bookable_online) order by a."order", a.name, a.id, t.name), '[]')
        from tables t join areas a on a.id = t.area_id
        where t.outlet_id = $1 and t.deleted_at is null and t.enabled and a.outlet_id = $1 and a.deleted_at is null and a.enabled),
      'combinations', (
        select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'minPax', c.min_pax, 'maxPax', c.max_pax,
          'tableIds', (select coalesce(json_agg(m.table_id), '[]') from table_combination_members m where m.combination_id = c.id))
          order by c.name), '[]')
        from table_combinations c where c.outlet_id = $1),
      'holds', (select coalesce(jsonb_agg(jsonb_build_object('tableId', rt.table_id, 'reservationId', rt.reservation_id,
          'startsAt', (extract(epoch from rt.starts_at) * 1000)::float8,
          'endsAt', (extract(epoch from rt.ends_at) * 1000)::float8)), '[]'::jsonb)
        from reservation_tables rt join tables t on t.id = rt.table_id
        where t.outlet_id = $1 and rt.is_active and ${holdOverlaps('rt', '$6::timestamptz', '$5::timestamptz')})
        || (select coalesce(jsonb_agg(jsonb_build_object('tableId', held.table_id, 'reservationId', w.id,
          'startsAt', (extract(epoch from w.starts_at) * 1000)::float8,
          'endsAt', (extract(epoch from w.ends_at) * 1000)::float8)), '[]'::jsonb)
        from waiting_list_offers w cross join unnest(w.table_ids) as held(table_id)
        where w.outlet_id = $1 and ${OPEN_OFFER} and w.starts_at < $5::timestamptz and w.ends_at > $6::timestamptz)
    ) as reads`;

/**
 * Whether any of `tableIds` is held by another active booking, or an open offer of the waiting list,
 * over [startsAt, endsAt): asked after those tables' locks, so a hold committed meanwhile is seen.
 * `reservationId`: the booking (or the offer being accepted) whose own hold does not count.
 */
export async function heldByAnother(
  db: Executor,
  tableIds: string[],
  window: { startsAt: Date; endsAt: Date },
  { reservationId, now }: { reservationId?: string; now: Date },
): Promise<boolean> {
  const result = await pgClientOf(db).query<{ taken: boolean }>({
    name: 'tables-held-by-another',
    text: `select exists (
      select 1 from reservation_tables rt
      where rt.table_id = any($1::uuid[]) and rt.is_active and ${holdOverlaps('rt', '$2::timestamptz', '$3::timestamptz')}
        and ($4::uuid is null or rt.reservation_id <> $4::uuid))
      or exists (
      select 1 from waiting_list_offers w
      where w.table_ids && $1::uuid[] and w.status = 'open' and w.expires_at > $5::timestamptz
        and w.starts_at < $3::timestamptz and w.ends_at > $2::timestamptz
        and ($4::uuid is null or w.id <> $4::uuid)) as taken`,
    values: [tableIds, window.startsAt.toISOString(), window.endsAt.toISOString(), reservationId ?? null, now.toISOString()],
  });
  return result.rows[0]!.taken;
}
