import type { Tag } from '@host/domain/brand-tags';
import { RESERVATION_STATUS, reservationStatusName } from '@host/domain/statuses';
import { COLLECTED_STATUSES } from '@host/domain/payments/money-rules';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { customerTags } from '../../db/tables/customers';
import { brands, outlets, tags } from '../../db/tables/outlets';
import { reservations } from '../../db/tables/reservations';

/**
 * A read model (docs/architecture.md, the modules and their tables): what the guest book reads beyond
 * its own tables: the brand and its outlets, its tags, and each guest's bookings, figures and spend.
 */

/** Visits are completed or seated bookings (the contract's figures). */
export const VISIT_STATUSES = [RESERVATION_STATUS.COMPLETED, RESERVATION_STATUS.SEATED];

/** Bookings still to come: held and not yet seated. */
const UPCOMING_STATUSES = [RESERVATION_STATUS.BOOKED, RESERVATION_STATUS.CONFIRMED, RESERVATION_STATUS.LATE, RESERVATION_STATUS.PENDING];

const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The outlets a guest is known at: where they have a booking (any status), and where an outlet's
 * PIN session added them (their 'created' history entry names the outlet). Their staff may edit the
 * guest (docs/decisions/025-who-may-erase.md). Undefined when there is no such guest.
 */
export async function outletsOfGuest(db: Executor, id: string): Promise<string[] | undefined> {
  const result = await db.execute<{ outlet_ids: string[] }>(sql`
    select array(
      select r.outlet_id::text from reservations r where r.customer_id = c.id
      union
      select o.id::text from customer_activities a join outlets o on o.id::text = a.actor_id
        where a.customer_id = c.id and a.action = 'created' and a.actor_kind = 'outlet'
      order by 1) as outlet_ids
    from customers c where c.id = ${id}`);
  return result.rows[0]?.outlet_ids;
}

export async function brandOf(db: Executor, brandId: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  return brand!;
}

export async function outletOfBrand(db: Executor, brandId: string, outletId: string) {
  const [outlet] = await db
    .select({ id: outlets.id, countryCode: outlets.countryCode, brandId: outlets.brandId })
    .from(outlets)
    .where(and(eq(outlets.id, outletId), eq(outlets.brandId, brandId)));
  return outlet;
}

export async function tagsOfBrandByIds(db: Executor, brandId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.brandId, brandId), inArray(tags.id, ids)));
}

/** Each guest's tags, by title. */
export async function tagsOfCustomers(db: Executor, ids: string[]) {
  const byCustomer = new Map<string, Tag[]>();
  if (ids.length === 0) return byCustomer;
  const rows = await db
    .select({ customerId: customerTags.customerId, id: tags.id, title: tags.title, colour: tags.colour })
    .from(customerTags)
    .innerJoin(tags, eq(tags.id, customerTags.tagId))
    .where(inArray(customerTags.customerId, ids))
    .orderBy(asc(tags.title));
  for (const { customerId, ...tag } of rows) byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), tag]);
  return byCustomer;
}

export interface Figures {
  visits: number;
  noShows: number;
  cancellations: number;
  upcoming: number;
  lastVisit: string | null;
  averageParty: number | null;
  spend: number;
}

export const NO_FIGURES: Figures = { visits: 0, noShows: 0, cancellations: 0, upcoming: 0, lastVisit: null, averageParty: null, spend: 0 };

/** What a booking's guest paid and was not given back: collected charges less their refunds. */
const paidAndKept = (reservationId: SQL) =>
  sql`select sum(t.amount - t.refunded_amount) as amount from transactions t
    where t.reservation_id = ${reservationId} and t.type = 'create' and t.status in (${sql.join(
      COLLECTED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`;

/**
 * The figures a host looks at, over all the brand's outlets. Spend is what the guest paid for the
 * visits they came to, less refunds (issue 28): an upcoming booking's prepayment is not spent yet,
 * and a no-show's kept deposit is a fee, not what they spent with the restaurant.
 */
export async function figuresOf(db: Executor, brandId: string, ids: string[], today: string) {
  const byCustomer = new Map<string, Figures>();
  if (ids.length === 0) return byCustomer;
  const result = await db.execute<{
    customer_id: string;
    visits: number;
    no_shows: number;
    cancellations: number;
    upcoming: number;
    last_visit: string | null;
    average_party: string | null;
    spend: string;
  }>(sql`
    select r.customer_id,
      count(*) filter (where r.status in (${list(VISIT_STATUSES)}))::int as visits,
      count(*) filter (where r.status = ${RESERVATION_STATUS.NO_SHOW})::int as no_shows,
      count(*) filter (where r.status = ${RESERVATION_STATUS.CANCELLED})::int as cancellations,
      count(*) filter (where r.status in (${list(UPCOMING_STATUSES)}) and r.reservation_date >= ${today}::date)::int as upcoming,
      to_char(max(r.reservation_date) filter (where r.status in (${list(VISIT_STATUSES)})), 'YYYY-MM-DD') as last_visit,
      round(avg(r.number_of_adults + r.number_of_children) filter (where r.status in (${list(VISIT_STATUSES)})), 1)::text as average_party,
      coalesce(sum(paid.amount) filter (where r.status in (${list(VISIT_STATUSES)})), 0)::text as spend
    from reservations r
    join outlets o on o.id = r.outlet_id and o.brand_id = ${brandId}
    left join lateral (${paidAndKept(sql`r.id`)}) paid on true
    where r.customer_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by r.customer_id`);
  for (const row of result.rows) {
    byCustomer.set(row.customer_id, {
      visits: row.visits,
      noShows: row.no_shows,
      cancellations: row.cancellations,
      upcoming: row.upcoming,
      lastVisit: row.last_visit,
      averageParty: row.average_party === null ? null : Number(row.average_party),
      spend: Number(row.spend),
    });
  }
  return byCustomer;
}

/**
 * A guest's bookings at the brand's outlets (`where` narrows them), each named as a host knows it: its code,
 * outlet, day and time, and `more` of it. The one query for a guest's bookings across the brand, whoever asks.
 */
export function bookingsOfGuestAtBrand<T extends SelectedFields>(
  db: Executor,
  guest: { brandId: string; customerId: string },
  more: T,
  where?: SQL,
) {
  return db
    .select({
      id: reservations.id,
      code: reservations.code,
      outletId: reservations.outletId,
      outletName: outlets.outletName,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      ...more,
    })
    .from(reservations)
    .innerJoin(outlets, eq(outlets.id, reservations.outletId))
    .where(and(eq(reservations.customerId, guest.customerId), eq(outlets.brandId, guest.brandId), where));
}

/** A guest's bookings at the brand's outlets, newest first, with what was paid for each. */
export async function visitsOfCustomer(db: Executor, brandId: string, customerId: string) {
  const rows = await bookingsOfGuestAtBrand(
    db,
    { brandId, customerId },
    {
      status: reservations.status,
      pax: sql<number>`(${reservations.numberOfAdults} + ${reservations.numberOfChildren})::int`,
      notesDiner: reservations.notesDiner,
      spend: sql<string | null>`(select paid.amount::text from (${paidAndKept(sql`${reservations.id}`)}) paid)`,
    },
  ).orderBy(desc(reservations.reservationDate), desc(reservations.reservationTime));
  return rows.map((r) => ({ ...r, statusName: reservationStatusName(r.status), spend: r.spend === null ? null : Number(r.spend) }));
}
