import { LATE_CANCEL_DEFAULT_HOURS, LEAD_TIME_BUCKETS, PACING_SLOT_MINUTES, type ReportTotals } from '@host/domain/reports/report';
import { COLLECTED_STATUSES, REFUNDED_STATUSES } from '@host/domain/payments/transaction-report';
import { RESERVATION_STATUS as S } from '@host/domain/statuses';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The reports' figures, each one SQL statement over an outlet's days (issue 31, docs/rules.md section 11).
 * A booking belongs to its reservation date: the service day it was booked for, whatever the hour it
 * ends (a supper service past midnight stays on the day it began). Money and messages belong to the
 * outlet's local day they happened on, in the brand's time zone. Every read here is served by the
 * outlet-and-date index of its table (reservations_outlet_date, transactions_outlet_created,
 * message_deliveries_outlet).
 */
export interface DayRange {
  outletId: string;
  from: string;
  to: string;
  /** one service only, or all */
  serviceTimingId: string | null;
  timezone: string;
  now: Date;
}

const ON_BOOK = sql.raw(`(${S.CANCELLED}, ${S.PENDING}, ${S.EXPIRED})`);
const SEATED = sql.raw(`(${S.SEATED}, ${S.COMPLETED})`);
const PAX = sql.raw('(r.number_of_adults + r.number_of_children + r.extra_adult + r.extra_children)');
const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** The range's bookings: the outlet, the days, the service. */
function bookingsOf(range: DayRange): SQL {
  return sql`r.outlet_id = ${range.outletId} and r.reservation_date between ${range.from}::date and ${range.to}::date
    and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)`;
}

const int = (v: unknown) => Number(v ?? 0);

export async function totalsOf(db: Executor, range: DayRange): Promise<ReportTotals> {
  const { rows } = await db.execute<Record<keyof ReportTotals, string>>(sql`
    with b as (
      select r.status, r.is_walk_in, ${PAX} as pax, r.starts_at, r.cancelled_at,
        case t.refund_window_unit
          when 'minute' then make_interval(mins => t.refund_window)
          when 'hour' then make_interval(hours => t.refund_window)
          when 'day' then make_interval(days => t.refund_window)
          else make_interval(hours => ${LATE_CANCEL_DEFAULT_HOURS})
        end as late_window
      from reservations r left join tickets t on t.id = r.ticket_id
      where ${bookingsOf(range)}
    )
    select
      count(*) filter (where status not in ${ON_BOOK}) as "bookings",
      coalesce(sum(pax) filter (where status not in ${ON_BOOK}), 0) as "covers",
      count(*) filter (where status in ${SEATED}) as "seatedBookings",
      coalesce(sum(pax) filter (where status in ${SEATED}), 0) as "seatedCovers",
      count(*) filter (where status not in ${ON_BOOK} and is_walk_in) as "walkIns",
      count(*) filter (where status not in ${ON_BOOK} and not is_walk_in and starts_at <= ${range.now}) as "dueBookings",
      count(*) filter (where status = ${S.NO_SHOW} and not is_walk_in) as "noShows",
      count(*) filter (where (status not in ${ON_BOOK} or status = ${S.CANCELLED}) and not is_walk_in) as "madeBookings",
      count(*) filter (where status = ${S.CANCELLED} and not is_walk_in) as "cancellations",
      count(*) filter (where status = ${S.CANCELLED} and not is_walk_in and cancelled_at > starts_at - late_window) as "lateCancellations"
    from b`);
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, int(v)])) as unknown as ReportTotals;
}

export async function byDayOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ date: string; bookings: string; covers: string; seatedCovers: string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      count(r.id) filter (where r.status not in ${ON_BOOK}) as bookings,
      coalesce(sum(${PAX}) filter (where r.status not in ${ON_BOOK}), 0) as covers,
      coalesce(sum(${PAX}) filter (where r.status in ${SEATED}), 0) as "seatedCovers"
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
    left join reservations r on r.reservation_date = d.day::date and ${bookingsOf(range)}
    group by d.day order by d.day`);
  return rows.map((r) => ({ date: r.date, bookings: int(r.bookings), covers: int(r.covers), seatedCovers: int(r.seatedCovers) }));
}

export async function byServiceOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ id: string | null; name: string | null; bookings: string; covers: string; seatedCovers: string }>(sql`
    select r.service_timing_id as id, min(s.name) as name,
      count(*) as bookings, sum(${PAX}) as covers,
      coalesce(sum(${PAX}) filter (where r.status in ${SEATED}), 0) as "seatedCovers"
    from reservations r left join service_timings s on s.id = r.service_timing_id
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by r.service_timing_id order by min(s.daily_start_time) nulls last, min(s.name)`);
  return rows.map((r) => ({
    serviceTimingId: r.id,
    name: r.name ?? '',
    bookings: int(r.bookings),
    covers: int(r.covers),
    seatedCovers: int(r.seatedCovers),
  }));
}

/** A booking made by accepting a waiting-list offer counts as the waitlist's, whatever path booked it. */
export async function sourcesOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ source: string; bookings: string; covers: string }>(sql`
    select case when w.reservation_id is not null then 'waitlist' else r.source end as source,
      count(*) as bookings, sum(${PAX}) as covers
    from reservations r
    left join (
      select distinct reservation_id from waiting_list_entries where outlet_id = ${range.outletId} and reservation_id is not null
    ) w on w.reservation_id = r.id
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by 1`);
  return rows.map((r) => ({ source: r.source, bookings: int(r.bookings), covers: int(r.covers) }));
}

export async function partySizesOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ pax: number; bookings: string }>(sql`
    select ${PAX} as pax, count(*) as bookings from reservations r
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by 1 order by 1`);
  return rows.map((r) => ({ pax: int(r.pax), bookings: int(r.bookings) }));
}

/** Days from the outlet's day the booking was made to the day it is for; walk-ins have none. */
export async function leadTimesOf(db: Executor, range: DayRange) {
  const bucket = sql.join(
    LEAD_TIME_BUCKETS.map((b) =>
      b.upToDays === null
        ? sql`else ${b.key}`
        : sql`when r.reservation_date - (r.created_timestamp at time zone ${range.timezone})::date <= ${b.upToDays} then ${b.key}`,
    ),
    sql` `,
  );
  const { rows } = await db.execute<{ bucket: string; bookings: string }>(sql`
    select case ${bucket} end as bucket, count(*) as bookings from reservations r
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK} and not r.is_walk_in
    group by 1`);
  const counts = new Map(rows.map((r) => [r.bucket, int(r.bookings)]));
  return LEAD_TIME_BUCKETS.map((b) => ({ bucket: b.key, bookings: counts.get(b.key) ?? 0 }));
}

export async function turnTimesOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ pax: number; parties: string; median: number; average: number }>(sql`
    select ${PAX} as pax, count(*) as parties,
      round(percentile_cont(0.5) within group (order by extract(epoch from r.departed_at - r.seated_at) / 60)) as median,
      round(avg(extract(epoch from r.departed_at - r.seated_at) / 60)) as average
    from reservations r
    where ${bookingsOf(range)} and r.status in ${SEATED} and r.seated_at is not null and r.departed_at > r.seated_at
    group by 1 order by 1`);
  return rows.map((r) => ({ pax: int(r.pax), parties: int(r.parties), medianMinutes: int(r.median), averageMinutes: int(r.average) }));
}

/**
 * Seat-minutes the range's seated parties occupied: covers x seated to departed (a party still seated
 * counts to now, at most its dining interval), per service and per area (a party on several tables
 * shares its seat-minutes among them). Every link counts, active or not: a booking's links are its current
 * tables (a move replaces them), and a finished booking's are made inactive (table-holds.ts). The
 * links are read per seated booking by the primary key (`offset 0` keeps the lateral a nested loop):
 * joined whole, PostgreSQL read all of reservation_tables (a year at scale: 450 ms, 175 ms so).
 */
export async function occupiedSeatMinutesOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ kind: 'service' | 'area'; id: string | null; minutes: number }>(sql`
    with seated as (
      select r.id, r.service_timing_id, ${PAX} as pax,
        greatest(0, extract(epoch from coalesce(r.departed_at,
          least(${range.now}::timestamptz, r.seated_at + make_interval(secs => r.dining_interval))) - r.seated_at) / 60) as minutes
      from reservations r
      where ${bookingsOf(range)} and r.status in ${SEATED} and r.seated_at is not null
    ),
    shares as (
      select s.pax * s.minutes / count(*) over (partition by s.id) as minutes, t.area_id
      from seated s
      cross join lateral (select rt.table_id from reservation_tables rt where rt.reservation_id = s.id offset 0) l
      join tables t on t.id = l.table_id
    )
    select 'service' as kind, service_timing_id as id, sum(pax * minutes) as minutes from seated group by service_timing_id
    union all
    select 'area', area_id, sum(minutes) from shares group by area_id`);
  return rows.map((r) => ({ kind: r.kind, id: r.id, minutes: Number(r.minutes ?? 0) }));
}

/** The outlet's seats (each table's most guests), by area: what a service opens. */
export async function seatsOf(db: Executor, outletId: string) {
  const { rows } = await db.execute<{ id: string; name: string; seats: string }>(sql`
    select a.id, a.display_name as name, coalesce(sum(t.max_pax) filter (where t.enabled and t.deleted_at is null), 0) as seats
    from areas a left join tables t on t.area_id = a.id
    where a.outlet_id = ${outletId} and a.deleted_at is null
    group by a.id order by min(a."order"), a.display_name`);
  return rows.map((r) => ({ areaId: r.id, name: r.name, seats: int(r.seats) }));
}

/** The days of the range an entire-day block-out closed. */
export async function closedDaysOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ date: string }>(sql`
    select distinct to_char(date, 'YYYY-MM-DD') as date from block_out_days
    where outlet_id = ${range.outletId} and entire_day and date between ${range.from}::date and ${range.to}::date`);
  return new Set(rows.map((r) => r.date));
}

/** Covers on the book by weekday (ISO: 1 Monday) and 15-minute slot. */
export async function pacingOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ weekday: number; slot: string; covers: string }>(sql`
    select extract(isodow from r.reservation_date)::int as weekday,
      to_char(
        date_trunc('hour', r.reservation_time::interval)
          + make_interval(mins => (extract(minute from r.reservation_time)::int / ${PACING_SLOT_MINUTES}) * ${PACING_SLOT_MINUTES}),
        'HH24:MI') as slot,
      sum(${PAX}) as covers
    from reservations r
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({ weekday: int(r.weekday), slot: r.slot, covers: int(r.covers) }));
}

/** Whether an instant falls on the outlet's local days of the range: [start of `from`, start of the day after `to`). */
const withinDays = (column: SQL, range: DayRange) =>
  sql`${column} >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
    and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${range.timezone})`;

/**
 * Money that moved in the range, per currency: taken in, given back, and card guarantees charged (a
 * charge on a held card). With one service chosen, only its bookings' money.
 */
export async function moneyOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ currency: string; collected: string; refunded: string; guarantees: string }>(sql`
    select t.currency,
      coalesce(sum(t.amount) filter (where t.type = 'create' and t.status in ${inList(COLLECTED_STATUSES)}), 0) as collected,
      coalesce(sum(t.amount) filter (where t.type = 'refund' and t.status in ${inList(REFUNDED_STATUSES)}), 0) as refunded,
      coalesce(sum(t.amount) filter (
        where t.type = 'create' and t.status in ${inList(COLLECTED_STATUSES)} and p.kind = 'hold'), 0) as guarantees
    from transactions t
    left join payment_requests p on p.id = t.payment_request_id
    left join reservations r on r.id = t.reservation_id
    where t.outlet_id = ${range.outletId} and ${withinDays(sql`t.created_at`, range)}
      and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)
    group by t.currency order by t.currency`);
  return rows.map((r) => ({
    currency: r.currency,
    collected: int(r.collected),
    refunded: int(r.refunded),
    guaranteesCharged: int(r.guarantees),
  }));
}

/**
 * Guest messages created in the range, per channel: sent (handed to the provider: sent or delivered),
 * delivered (the provider confirmed it), failed (refused after every try). A message replaced by a
 * retry counts once, as its retry.
 */
export async function messagesOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ channel: string; sent: string; delivered: string; failed: string }>(sql`
    select m.channel,
      count(*) filter (where m.state in ('sent', 'delivered')) as sent,
      count(*) filter (where m.state = 'delivered') as delivered,
      count(*) filter (where m.state = 'failed') as failed
    from message_deliveries m
    left join reservations r on r.id = m.reservation_id
    where m.outlet_id = ${range.outletId} and ${withinDays(sql`m.created_at`, range)}
      and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)
    group by m.channel`);
  return rows.map((r) => ({ channel: r.channel, sent: int(r.sent), delivered: int(r.delivered), failed: int(r.failed) }));
}

/**
 * The range's bookings whose guest confirmed from a message. `offset 0` keeps the check a probe of
 * the confirmed-notifications index per booking: as a semi-join PostgreSQL hashed every confirmed
 * notification of every outlet (a year at scale: 211 ms, 49 ms as probes).
 */
export async function guestConfirmedOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ n: string }>(sql`
    select count(*) as n from reservations r
    where ${bookingsOf(range)} and exists (
      select 1 from confirmation_notifications c where c.reservation_id = r.id and c.result = 'confirmed' offset 0)`);
  return int(rows[0]?.n);
}

/** Seated covers, and those of guests seated at any of the brand's outlets before. */
export async function repeatGuestsOf(db: Executor, range: DayRange) {
  const { rows } = await db.execute<{ seated: string; repeat: string }>(sql`
    select coalesce(sum(${PAX}), 0) as seated,
      coalesce(sum(${PAX}) filter (where r.customer_id is not null and exists (
        select 1 from reservations e
        where e.customer_id = r.customer_id and e.status in ${SEATED} and e.starts_at < r.starts_at)), 0) as repeat
    from reservations r
    where ${bookingsOf(range)} and r.status in ${SEATED}`);
  return { seatedCovers: int(rows[0]?.seated), repeatCovers: int(rows[0]?.repeat) };
}

export async function outletHeaderOf(db: Executor, outletId: string) {
  const { rows } = await db.execute<{ name: string; timezone: string; country: string; brandId: string }>(sql`
    select o.outlet_name as name, b.timezone, o.country_code as country, o.brand_id as "brandId"
    from outlets o join brands b on b.id = o.brand_id where o.id = ${outletId}`);
  return rows[0] ?? null;
}
