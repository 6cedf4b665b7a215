import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { type StatusUse } from '@host/domain/reservations/status-settings';
import { statusUseOf } from '@host/domain/reservations/status-settings-schemas';
import type { AutoTag } from '@host/domain/guest-tags';
import type { Tag } from '@host/domain/brand-tags';
import { autoTagsByGuest, guestRecordsJson, type GuestRecordRow } from '../customers/service';
import type { ReservationRow } from './repository';

/**
 * What a reservation is shown with (its tables, tags, ticket, payment request, transactions,
 * service), loaded for a whole page of rows in one query per relation, never one per row.
 */
export interface ReservationRelations {
  tables: Map<string, Array<{ id: string; name: string; status: number; version: number; areaId: string; areaName: string }>>;
  tags: Map<string, Tag[]>;
  tickets: Map<
    string,
    {
      id: string;
      name: string;
      color: string;
      typePayment: number;
      typePrice: number;
      price: number;
      refundWindow: number | null;
      refundWindowUnit: string | null;
    }
  >;
  paymentRequests: Map<
    string,
    {
      id: string;
      type: string;
      status: string;
      amount: number;
      currency: string;
      link: string | null;
      expireDateTime: Date | null;
      refundWindow: number | null;
      refundWindowUnit: string | null;
    }
  >;
  transactions: Map<
    string,
    Array<{ id: string; status: string; amount: number; type: string; refundReason: string | null; refundMessage: string | null }>
  >;
  customers: Map<
    string,
    {
      id: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      email: string | null;
      notesDiner: string | null;
      dietary: string[];
      dietaryNotes: string | null;
      seatingPreference: string | null;
      autoTags: AutoTag[];
      /** the brand's tags on the guest (customer_tags), by title */
      tags: Tag[];
    }
  >;
  serviceTimings: Map<string, { id: string; name: string }>;
  /** Each outlet's name, by id. */
  outlets: Map<string, { id: string; outletName: string }>;
  /** The guest messages planned or sent for each booking (docs/rules.md section 3's confirmationNotifications), by send time. */
  confirmations: Map<string, ConfirmationNotification[]>;
  /** Each outlet's statuses in use (/settings/status-management), by outlet id. */
  statusUse: Map<string, StatusUse>;
}

export interface ConfirmationNotification {
  id: string;
  channel: string;
  type: string;
  timing: string | null;
  status: string;
  isSent: boolean;
  sendAt: string;
  result: 'confirmed' | 'cancelled' | 'missed' | null;
}

const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * One round trip for every relation of a page of rows: each relation is a json_agg subquery of one
 * statement (issue 16: a booking's answer read them in eight queries one after another). `today` is the
 * outlet's: its guests' computed tags count the year before it.
 */
export async function loadRelations(db: Executor, rows: ReservationRow[], today: string): Promise<ReservationRelations> {
  const idsOf = (pick: (r: ReservationRow) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => Boolean(v)))];
  const ids = idsOf((r) => r.id);
  const ticketIds = idsOf((r) => r.ticketId);
  const customerIds = idsOf((r) => r.customerId);
  const outletIds = idsOf((r) => r.outletId);
  const timingIds = idsOf((r) => r.serviceTimingId);
  const related = ids.length === 0 ? EMPTY : await relatedRows(db, { ids, ticketIds, customerIds, outletIds, timingIds }, today);
  const autoTags = autoTagsByGuest(related.guestRecords);
  return {
    tables: group(related.tables, (r) => r.reservationId) as ReservationRelations['tables'],
    tags: group(related.tags, (r) => r.reservationId) as ReservationRelations['tags'],
    tickets: new Map(related.tickets.map((t) => [t.id, t])),
    paymentRequests: new Map(
      related.paymentRequests.map(({ reservationId, expireDateTime, ...p }) => [
        reservationId,
        { ...p, expireDateTime: expireDateTime ? new Date(expireDateTime) : null },
      ]),
    ),
    transactions: group(related.transactions, (t) => t.reservationId),
    customers: new Map(related.customers.map((c) => [c.id, { ...c, autoTags: autoTags.get(c.id) ?? [] }])),
    serviceTimings: new Map(related.serviceTimings.map((t) => [t.id, t])),
    outlets: new Map(related.outlets.map((o) => [o.id, { id: o.id, outletName: o.outletName }])),
    confirmations: new Map(
      [...group(related.confirmations, (n) => n.reservationId)].map(([id, list]) => [id, list.map(({ reservationId: _, ...n }) => n)]),
    ),
    statusUse: new Map(related.outlets.map((o) => [o.id, statusUseOf(o.statusSettings)])),
  };
}

/** The rows of each relation as json_agg returns them (timestamps as ISO text). */
interface RelatedRows {
  tables: Array<{ reservationId: string; id: string; name: string; status: number; version: number; areaId: string; areaName: string }>;
  tags: Array<Tag & { reservationId: string }>;
  tickets: Array<ReservationRelations['tickets'] extends Map<string, infer T> ? T : never>;
  paymentRequests: Array<
    Omit<ReservationRelations['paymentRequests'] extends Map<string, infer T> ? T : never, 'expireDateTime'> & {
      reservationId: string;
      expireDateTime: string | null;
    }
  >;
  transactions: Array<{
    reservationId: string;
    id: string;
    status: string;
    amount: number;
    type: string;
    refundReason: string | null;
    refundMessage: string | null;
  }>;
  customers: Array<Omit<ReservationRelations['customers'] extends Map<string, infer T> ? T : never, 'autoTags'>>;
  guestRecords: GuestRecordRow[];
  serviceTimings: Array<{ id: string; name: string }>;
  outlets: Array<{ id: string; outletName: string; statusSettings: { looks?: unknown; unused?: unknown } }>;
  confirmations: Array<ConfirmationNotification & { reservationId: string }>;
}

const EMPTY: RelatedRows = {
  tables: [],
  tags: [],
  tickets: [],
  paymentRequests: [],
  transactions: [],
  customers: [],
  guestRecords: [],
  serviceTimings: [],
  outlets: [],
  confirmations: [],
};

/**
 * The relations' statement, built once (db/prepared.ts). For one booking (`= id`) it is sent by name:
 * one plan serves every booking, so PostgreSQL plans it once (planned for each call, it cost three
 * times its work, 1.7 ms a booking). For a page of bookings (`= any(ids)`, one to hundreds) it is
 * planned for each call's ids, as a plan kept for one page could serve a longer one badly.
 */
const relationsOf = (one: boolean) =>
  preparedSql<{ related: RelatedRows }>(one ? 'reservation_relations_one' : null, () => {
    const match = (name: string) => (one ? sql`= ${sql.placeholder(name)}::uuid` : sql`= any(${sql.placeholder(name)}::uuid[])`);
    const [ids, ticketIds, customerIds, outletIds, timingIds] = ['ids', 'ticketIds', 'customerIds', 'outletIds', 'timingIds'].map(match);
    return sql`
        select json_build_object(
          'tables', (select coalesce(json_agg(json_build_object('reservationId', rt.reservation_id, 'id', t.id, 'name', t.name,
              'status', t.status, 'version', t.version, 'areaId', a.id, 'areaName', a.name) order by t.name), '[]')
            from reservation_tables rt join tables t on t.id = rt.table_id join areas a on a.id = t.area_id
            where rt.reservation_id ${ids}),
          'tags', (select coalesce(json_agg(json_build_object('reservationId', rg.reservation_id, 'id', g.id, 'title', g.title,
              'colour', g.colour) order by g.title), '[]')
            from reservation_tags rg join tags g on g.id = rg.tag_id where rg.reservation_id ${ids}),
          'tickets', (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color,
              'typePayment', k.type_payment, 'typePrice', k.type_price, 'price', k.price,
              'refundWindow', k.refund_window, 'refundWindowUnit', k.refund_window_unit)), '[]')
            from tickets k where k.id ${ticketIds}),
          'paymentRequests', (select coalesce(json_agg(json_build_object('reservationId', p.reservation_id, 'id', p.id,
              'type', p.type, 'status', p.status, 'amount', p.amount, 'currency', p.currency, 'link', p.link,
              'expireDateTime', p.expire_date_time, 'refundWindow', p.refund_window, 'refundWindowUnit', p.refund_window_unit)), '[]')
            from payment_requests p where p.reservation_id ${ids}),
          'transactions', (select coalesce(json_agg(json_build_object('reservationId', x.reservation_id, 'id', x.id,
              'status', x.status, 'amount', x.amount, 'type', x.type, 'refundReason', x.refund_reason,
              'refundMessage', x.refund_message) order by x.created_at), '[]')
            from transactions x where x.reservation_id ${ids}),
          'customers', (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
              'phone', c.phone, 'email', c.email, 'notesDiner', c.notes_diner, 'dietary', c.dietary, 'dietaryNotes', c.dietary_notes,
              'seatingPreference', c.seating_preference,
              'tags', (select coalesce(json_agg(json_build_object('id', g.id, 'title', g.title, 'colour', g.colour) order by g.title), '[]')
                from customer_tags ct join tags g on g.id = ct.tag_id where ct.customer_id = c.id))), '[]')
            from customers c where c.id ${customerIds}),
          'guestRecords', ${guestRecordsJson(customerIds!, sql.placeholder('today'))},
          'serviceTimings', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name)), '[]')
            from service_timings s where s.id ${timingIds}),
          'outlets', (select coalesce(json_agg(json_build_object('id', o.id, 'outletName', o.outlet_name,
              'statusSettings', o.status_settings)), '[]')
            from outlets o where o.id ${outletIds}),
          'confirmations', (select coalesce(json_agg(json_build_object('reservationId', n.reservation_id, 'id', n.id,
              'channel', n.channel, 'type', n.type, 'timing', n.timing, 'status', n.status, 'isSent', n.is_sent, 'result', n.result,
              'sendAt', to_char(n.send_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by n.send_at), '[]')
            from confirmation_notifications n where n.reservation_id ${ids})
        ) as related`;
  });
const relationsOfPage = relationsOf(false);
const relationsOfOne = relationsOf(true);

async function relatedRows(
  db: Executor,
  of: { ids: string[]; ticketIds: string[]; customerIds: string[]; outletIds: string[]; timingIds: string[] },
  today: string,
): Promise<RelatedRows> {
  const one = of.ids.length === 1;
  const value = (list: string[]) => (one ? (list[0] ?? null) : `{${list.join(',')}}`);
  const [row] = await (one ? relationsOfOne : relationsOfPage)(db, {
    ids: value(of.ids),
    ticketIds: value(of.ticketIds),
    customerIds: value(of.customerIds),
    outletIds: value(of.outletIds),
    timingIds: value(of.timingIds),
    today,
  });
  return row!.related;
}
