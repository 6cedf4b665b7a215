import { daysOf, serviceDayOf } from '@host/domain/reports/day-figures';
import { LEAD_TIME_BUCKETS, PACING_SLOT_MINUTES, type ReportTotals } from '@host/domain/reports/report';
import { RESERVATION_STATUS as S } from '@host/domain/statuses';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lateWindowOf } from '../../lib/late-cancel';
import { int, type DayRange, type Days } from './day-range';
import { addMessages, addMoney } from './moved-reads';

/**
 * The reports' figures, each one SQL statement over a run of an outlet's days, grouped by day and service
 * (issue 31, docs/rules.md section 11; a report adds the days up: docs/decisions/028-report-days.md).
 * A booking belongs to its reservation date: the service day it was booked for, whatever the hour it
 * ends (a supper service past midnight stays on the day it began). Money and messages belong to the
 * outlet's local day they happened on, in the brand's time zone. Every read here is served by the
 * outlet-and-date index of its table (reservations_outlet_date, transactions_outlet_created,
 * message_deliveries_outlet).
 */

const ON_BOOK = sql.raw(`(${S.CANCELLED}, ${S.PENDING}, ${S.EXPIRED})`);
const SEATED = sql.raw(`(${S.SEATED}, ${S.COMPLETED})`);
const PAX = sql.raw('(r.number_of_adults + r.number_of_children + r.extra_adult + r.extra_children)');

/** The range's bookings: the outlet, the days, the service. */
function bookingsOf(range: DayRange): SQL {
  return sql`r.outlet_id = ${range.outletId} and r.reservation_date between ${range.from}::date and ${range.to}::date
    and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)`;
}

const DAY = sql.raw(`to_char(r.reservation_date, 'YYYY-MM-DD')`);

/** The headline counts per day and service. */
async function addTotals(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null } & Record<keyof ReportTotals, string>>(sql`
    with b as (
      select ${DAY} as day, r.service_timing_id as service, r.status, r.is_walk_in, ${PAX} as pax, r.starts_at, r.cancelled_at,
        ${lateWindowOf('t')} as late_window
      from reservations r left join tickets t on t.id = r.ticket_id
      where ${bookingsOf(range)}
    )
    select day, service,
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
    from b group by day, service`);
  for (const { day, service, ...counts } of rows) {
    serviceDayOf(days, day, service).totals = Object.fromEntries(
      Object.entries(counts).map(([k, v]) => [k, int(v)]),
    ) as unknown as ReportTotals;
  }
}

/** A booking made by accepting a waiting-list offer counts as the waitlist's, whatever path booked it. */
async function addSources(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null; source: string; bookings: string; covers: string }>(sql`
    select ${DAY} as day, r.service_timing_id as service,
      case when w.reservation_id is not null then 'waitlist' else r.source end as source, count(*) as bookings, sum(${PAX}) as covers
    from reservations r
    left join (
      select distinct reservation_id from waiting_list_entries where outlet_id = ${range.outletId} and reservation_id is not null
    ) w on w.reservation_id = r.id
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by 1, 2, 3`);
  for (const r of rows) serviceDayOf(days, r.day, r.service).sources[r.source] = { bookings: int(r.bookings), covers: int(r.covers) };
}

/** Party sizes and covers per 15-minute slot of the bookings on the book. */
async function addPartySizesAndPacing(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null; pax: number; slot: string; bookings: string }>(sql`
    select ${DAY} as day, r.service_timing_id as service, ${PAX} as pax,
      to_char(
        date_trunc('hour', r.reservation_time::interval)
          + make_interval(mins => (extract(minute from r.reservation_time)::int / ${PACING_SLOT_MINUTES}) * ${PACING_SLOT_MINUTES}),
        'HH24:MI') as slot,
      count(*) as bookings
    from reservations r
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK}
    group by 1, 2, 3, 4`);
  for (const r of rows) {
    const f = serviceDayOf(days, r.day, r.service);
    const [pax, bookings] = [int(r.pax), int(r.bookings)];
    f.partySizes[pax] = (f.partySizes[pax] ?? 0) + bookings;
    f.pacing[r.slot] = (f.pacing[r.slot] ?? 0) + pax * bookings;
  }
}

/** Days from the outlet's day the booking was made to the day it is for; walk-ins have none. */
async function addLeadTimes(db: Executor, range: DayRange, days: Days) {
  const bucket = sql.join(
    LEAD_TIME_BUCKETS.map((b) =>
      b.upToDays === null
        ? sql`else ${b.key}`
        : sql`when r.reservation_date - (r.created_timestamp at time zone ${range.timezone})::date <= ${b.upToDays} then ${b.key}`,
    ),
    sql` `,
  );
  const { rows } = await db.execute<{ day: string; service: string | null; bucket: string; bookings: string }>(sql`
    select ${DAY} as day, r.service_timing_id as service, case ${bucket} end as bucket, count(*) as bookings from reservations r
    where ${bookingsOf(range)} and r.status not in ${ON_BOOK} and not r.is_walk_in
    group by 1, 2, 3`);
  for (const r of rows) serviceDayOf(days, r.day, r.service).leadTimes[r.bucket] = int(r.bookings);
}

/** Each departed party's stay in whole seconds, by party size. */
async function addTurnTimes(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null; pax: number; seconds: number[] }>(sql`
    select ${DAY} as day, r.service_timing_id as service, ${PAX} as pax,
      array_agg(round(extract(epoch from r.departed_at - r.seated_at))::int) as seconds
    from reservations r
    where ${bookingsOf(range)} and r.status in ${SEATED} and r.seated_at is not null and r.departed_at > r.seated_at
    group by 1, 2, 3`);
  for (const r of rows) serviceDayOf(days, r.day, r.service).turnSeconds[int(r.pax)] = r.seconds.map(int);
}

/**
 * Seat-minutes the range's seated parties occupied: covers x seated to departed (a party still seated
 * counts to now, at most its dining interval), per service and per area (a party on several tables
 * shares its seat-minutes among them). Every link counts, active or not: a booking's links are its current
 * tables (a move replaces them), and a finished booking's are made inactive (table-holds.ts). The
 * links are read per seated booking by the primary key (`offset 0` keeps the lateral a nested loop):
 * joined whole, PostgreSQL read all of reservation_tables (a year at scale: 450 ms, 175 ms so).
 */
async function addOccupiedSeatMinutes(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{
    kind: 'service' | 'area';
    day: string;
    service: string | null;
    area: string | null;
    minutes: number;
  }>(sql`
    with seated as (
      select r.id, ${DAY} as day, r.service_timing_id as service, ${PAX} as pax,
        greatest(0, extract(epoch from coalesce(r.departed_at,
          least(${range.now}::timestamptz, r.seated_at + make_interval(secs => r.dining_interval))) - r.seated_at) / 60) as minutes
      from reservations r
      where ${bookingsOf(range)} and r.status in ${SEATED} and r.seated_at is not null
    ),
    shares as (
      select s.day, s.service, s.pax * s.minutes / count(*) over (partition by s.id) as minutes, t.area_id
      from seated s
      cross join lateral (select rt.table_id from reservation_tables rt where rt.reservation_id = s.id offset 0) l
      join tables t on t.id = l.table_id
    )
    select 'service' as kind, day, service, null::uuid as area, sum(pax * minutes) as minutes from seated group by day, service
    union all
    select 'area', day, service, area_id, sum(minutes) from shares group by day, service, area_id`);
  for (const r of rows) {
    const f = serviceDayOf(days, r.day, r.service);
    if (r.kind === 'service') f.occupiedMinutes = Number(r.minutes ?? 0);
    else if (r.area) f.areaMinutes[r.area] = Number(r.minutes ?? 0);
  }
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

/**
 * The bookings whose guest confirmed from a message. `offset 0` keeps the check a probe of the
 * confirmed-notifications index per booking: as a semi-join PostgreSQL hashed every confirmed
 * notification of every outlet (a year at scale: 211 ms, 49 ms as probes).
 */
async function addGuestConfirmed(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null; n: string }>(sql`
    select ${DAY} as day, r.service_timing_id as service, count(*) as n from reservations r
    where ${bookingsOf(range)} and exists (
      select 1 from confirmation_notifications c where c.reservation_id = r.id and c.result = 'confirmed' offset 0)
    group by 1, 2`);
  for (const r of rows) serviceDayOf(days, r.day, r.service).guestConfirmed = int(r.n);
}

/** Seated covers, and those of guests seated at any of the brand's outlets before. */
async function addRepeatGuests(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{ day: string; service: string | null; seated: string; repeat: string }>(sql`
    select ${DAY} as day, r.service_timing_id as service, coalesce(sum(${PAX}), 0) as seated,
      coalesce(sum(${PAX}) filter (where r.customer_id is not null and exists (
        select 1 from reservations e
        where e.customer_id = r.customer_id and e.status in ${SEATED} and e.starts_at < r.starts_at)), 0) as repeat
    from reservations r
    where ${bookingsOf(range)} and r.status in ${SEATED}
    group by 1, 2`);
  for (const r of rows) serviceDayOf(days, r.day, r.service).repeat = { seatedCovers: int(r.seated), repeatCovers: int(r.repeat) };
}

/**
 * Every figure of each day of the range, by service: the statements one after another (a report's
 * transaction is one connection). A day with nothing has an empty object.
 */
export async function dayFiguresOf(db: Executor, range: DayRange): Promise<Days> {
  const days: Days = new Map(daysOf(range.from, range.to).map((day) => [day, {}]));
  for (const add of [
    addTotals,
    addSources,
    addPartySizesAndPacing,
    addLeadTimes,
    addTurnTimes,
    addOccupiedSeatMinutes,
    addMoney,
    addMessages,
    addGuestConfirmed,
    addRepeatGuests,
  ])
    await add(db, range, days);
  return days;
}

export async function outletHeaderOf(db: Executor, outletId: string) {
  const { rows } = await db.execute<{ name: string; timezone: string; country: string; brandId: string }>(sql`
    select o.outlet_name as name, b.timezone, o.country_code as country, o.brand_id as "brandId"
    from outlets o join brands b on b.id = o.brand_id where o.id = ${outletId}`);
  return rows[0] ?? null;
}
