import type { GuestForRule } from '@host/domain/guarantee-rule';
import { AUTO_TAG_WINDOW_DAYS, autoTags, thresholdsOrDefaults, type AutoTag, type GuestRecord } from '@host/domain/guest-tags';
import { RESERVATION_STATUS as S } from '@host/domain/statuses';
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, customerTags } from '../../db/tables/customers';
import { lateWindowOf } from '../../lib/late-cancel';
import { guestByPhone } from './find-or-create';

/**
 * A guest's computed tags (docs/rules.md, "Tags Host works out") are read with the guest, never stored: each read counts
 * the guest's bookings at the brand over the year before the outlet's today, so a status change shows at the next read
 * (the live update that announces it) and a no-show drops off on its own a year later (docs/decisions/036-computed-guest-tags.md).
 * Visits count from the days before today (tonight's first-timer stays "First visit" once seated); a no-show or a late
 * cancellation counts as soon as it is marked. One guest's bookings are found by reservations_customer; a page of guests
 * is one statement.
 */
export interface GuestRecordRow extends GuestRecord {
  customerId: string;
  /** the brand's kept thresholds, or null for the defaults */
  thresholds: unknown;
}

/** The records of the guests whose id `customerIds` matches (`= any(array)` or `= id`), as a json array (one element per guest). */
export function guestRecordsJson(customerIds: SQL, today: string | SQLWrapper): SQL {
  // The window's first day, worked out in the statement so that a prepared one takes today as its only value.
  const since = sql`(${today}::date - ${AUTO_TAG_WINDOW_DAYS}::int)`;
  const visit = sql`r.status in (${S.SEATED}, ${S.COMPLETED}) and r.reservation_date < ${today}::date`;
  const noShow = sql`r.status = ${S.NO_SHOW} and not r.is_walk_in and r.reservation_date >= ${since}`;
  const late = sql`r.status = ${S.CANCELLED} and not r.is_walk_in and r.reservation_date >= ${since}
    and r.cancelled_at > r.starts_at - ${lateWindowOf('t')}`;
  const firstOf = (what: SQL) => sql`to_char(min(r.reservation_date) filter (where ${what}), 'YYYY-MM-DD')`;
  return sql`(select coalesce(json_agg(g), '[]') from (
      select c.id as "customerId", b.guest_tag_thresholds as "thresholds",
        count(r.id) filter (where ${visit})::int as "visitsEver",
        count(r.id) filter (where ${visit} and r.reservation_date >= ${since})::int as "visits",
        ${firstOf(sql`${visit} and r.reservation_date >= ${since}`)} as "firstVisit",
        count(r.id) filter (where ${noShow})::int as "noShows",
        ${firstOf(noShow)} as "firstNoShow",
        count(r.id) filter (where ${late})::int as "lateCancellations",
        ${firstOf(late)} as "firstLateCancellation"
      from customers c join brands b on b.id = c.brand_id
        left join reservations r on r.customer_id = c.id
        left join tickets t on t.id = r.ticket_id
      where c.id ${customerIds}
      group by c.id, b.guest_tag_thresholds
    ) g)`;
}

/** Each guest's tags by id, from the records read, by its brand's thresholds. */
export function autoTagsByGuest(records: GuestRecordRow[]): Map<string, AutoTag[]> {
  return new Map(records.map(({ customerId, thresholds, ...record }) => [customerId, autoTags(record, thresholdsOrDefaults(thresholds))]));
}

/** The computed tags of some guests (a profile, the booking dialog's lookup), by the outlet's today. */
export async function autoTagsOf(db: Executor, customerIds: string[], today: string): Promise<Map<string, AutoTag[]>> {
  if (customerIds.length === 0) return new Map();
  const ids = sql`= any(${`{${customerIds.join(',')}}`}::uuid[])`;
  const { rows } = await db.execute<{ records: GuestRecordRow[] }>(sql`select ${guestRecordsJson(ids, today)} as records`);
  return autoTagsByGuest(rows[0]!.records);
}

/**
 * A guest as an outlet's guarantee rule reads them (guarantee-rule.ts), found by the brand and the phone (E.164): Host's tags
 * and the tags a host put on them. A phone the brand has never seen is a first visit.
 */
export async function guestForRule(db: Executor, brandId: string, phone: string, today: string): Promise<GuestForRule> {
  const byPhone = guestByPhone(brandId, phone);
  const [guest] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(byPhone.where, isNull(customers.erasedAt)))
    .orderBy(...byPhone.order)
    .limit(1);
  if (!guest) return { autoTags: [{ code: 'FIRST_VISIT' }], tagIds: [] };
  const tags = await db.select({ id: customerTags.tagId }).from(customerTags).where(eq(customerTags.customerId, guest.id));
  return { autoTags: (await autoTagsOf(db, [guest.id], today)).get(guest.id) ?? [], tagIds: tags.map((tag) => tag.id) };
}
