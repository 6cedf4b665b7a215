import { serviceDayOf } from '@host/domain/reports/day-figures';
import { COLLECTED_STATUSES, REFUNDED_STATUSES } from '@host/domain/payments/transaction-report';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { int, type DayRange, type Days } from './day-range';

// What moved on a day at the outlet (docs/rules.md section 11): money and guest messages belong to the outlet's
// local day they happened on, in the brand's time zone, under their booking's service (none without a booking).

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** Whether an instant falls on the outlet's local days of the range: [start of `from`, start of the day after `to`). */
const withinDays = (column: SQL, range: DayRange) =>
  sql`${column} >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
    and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${range.timezone})`;
/** The outlet's local day of an instant. */
const localDay = (column: SQL, range: DayRange) => sql`to_char((${column} at time zone ${range.timezone})::date, 'YYYY-MM-DD')`;

/**
 * Money that moved each day, per currency: taken in, given back, and card guarantees charged (a charge on
 * a held card), under its booking's service (money of no booking under none).
 */
export async function addMoney(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{
    day: string;
    service: string | null;
    currency: string;
    collected: string;
    refunded: string;
    guarantees: string;
  }>(sql`
    select ${localDay(sql`t.created_at`, range)} as day, r.service_timing_id as service, t.currency,
      coalesce(sum(t.amount) filter (where t.type = 'create' and t.status in ${inList(COLLECTED_STATUSES)}), 0) as collected,
      coalesce(sum(t.amount) filter (where t.type = 'refund' and t.status in ${inList(REFUNDED_STATUSES)}), 0) as refunded,
      coalesce(sum(t.amount) filter (
        where t.type = 'create' and t.status in ${inList(COLLECTED_STATUSES)} and p.kind = 'hold'), 0) as guarantees
    from transactions t
    left join payment_requests p on p.id = t.payment_request_id
    left join reservations r on r.id = t.reservation_id
    where t.outlet_id = ${range.outletId} and ${withinDays(sql`t.created_at`, range)}
      and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)
    group by 1, 2, 3`);
  for (const r of rows) {
    serviceDayOf(days, r.day, r.service).money[r.currency] = {
      collected: int(r.collected),
      refunded: int(r.refunded),
      guaranteesCharged: int(r.guarantees),
    };
  }
}

/**
 * Guest messages created each day, per channel: sent (handed to the provider: sent or delivered),
 * delivered (the provider confirmed it), failed (refused after every try). A message replaced by a
 * retry counts once, as its retry.
 */
export async function addMessages(db: Executor, range: DayRange, days: Days) {
  const { rows } = await db.execute<{
    day: string;
    service: string | null;
    channel: string;
    sent: string;
    delivered: string;
    failed: string;
  }>(sql`
    select ${localDay(sql`m.created_at`, range)} as day, r.service_timing_id as service, m.channel,
      count(*) filter (where m.state in ('sent', 'delivered')) as sent,
      count(*) filter (where m.state = 'delivered') as delivered,
      count(*) filter (where m.state = 'failed') as failed
    from message_deliveries m
    left join reservations r on r.id = m.reservation_id
    where m.outlet_id = ${range.outletId} and ${withinDays(sql`m.created_at`, range)}
      and (${range.serviceTimingId}::uuid is null or r.service_timing_id = ${range.serviceTimingId}::uuid)
    group by 1, 2, 3`);
  for (const r of rows) {
    serviceDayOf(days, r.day, r.service).messages[r.channel] = { sent: int(r.sent), delivered: int(r.delivered), failed: int(r.failed) };
  }
}
