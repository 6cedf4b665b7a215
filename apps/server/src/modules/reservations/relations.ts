import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas, customers, outlets, paymentRequests, reservationTables, reservationTags, serviceTimings, tables, tags, tickets, transactions } from '../../db/schema';
import { statusUseOf, type StatusUse } from '@host/domain/reservations/status-settings';
import type { ReservationRow } from './repository';

/**
 * What a reservation is shown with (its tables, tags, ticket, payment request, transactions,
 * service), loaded for a whole page of rows in one query per relation, never one per row.
 */
export interface ReservationRelations {
  tables: Map<string, Array<{ id: string; name: string; status: number; version: number; areaId: string; areaName: string }>>;
  tags: Map<string, Array<{ id: string; title: string }>>;
  tickets: Map<string, { id: string; name: string; color: string; typePayment: number; typePrice: number; price: number; refundWindow: number | null; refundWindowUnit: string | null }>;
  paymentRequests: Map<
    string,
    { id: string; type: string; status: string; amount: number; currency: string; link: string | null; expireDateTime: Date | null; refundWindow: number | null; refundWindowUnit: string | null }
  >;
  transactions: Map<string, Array<{ id: string; status: string; amount: number; type: string }>>;
  customers: Map<string, { id: string; firstName: string; lastName: string; phone: string | null; email: string | null; notesDiner: string | null }>;
  serviceTimings: Map<string, { id: string; name: string }>;
  /** Each outlet's statuses in use (/settings/status-management), by outlet id. */
  statusUse: Map<string, StatusUse>;
}

const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

export async function loadRelations(db: Executor, rows: ReservationRow[]): Promise<ReservationRelations> {
  const ids = rows.map((r) => r.id);
  const none = ids.length === 0;
  const idsOf = (pick: (r: ReservationRow) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => Boolean(v)))];
  const ticketIds = idsOf((r) => r.ticketId);
  const customerIds = idsOf((r) => r.customerId);
  const timingIds = idsOf((r) => r.serviceTimingId);
  // One after another: inside a transaction these share one connection (pg queues no parallel queries).
  const tableRows = await (none
    ? []
    : db
        .select({ reservationId: reservationTables.reservationId, id: tables.id, name: tables.name, status: tables.status, version: tables.version, areaId: areas.id, areaName: areas.name })
        .from(reservationTables)
        .innerJoin(tables, eq(tables.id, reservationTables.tableId))
        .innerJoin(areas, eq(areas.id, tables.areaId))
        .where(inArray(reservationTables.reservationId, ids))
        .orderBy(asc(tables.name)));
  const tagRows = await (none
    ? []
    : db
        .select({ reservationId: reservationTags.reservationId, id: tags.id, title: tags.title })
        .from(reservationTags)
        .innerJoin(tags, eq(tags.id, reservationTags.tagId))
        .where(inArray(reservationTags.reservationId, ids)));
  const ticketRows = await (ticketIds.length ? db.select().from(tickets).where(inArray(tickets.id, ticketIds)) : []);
  const requestRows = await (none ? [] : db.select().from(paymentRequests).where(inArray(paymentRequests.reservationId, ids)));
  const transactionRows = await (none ? [] : db.select().from(transactions).where(inArray(transactions.reservationId, ids)));
  const customerRows = await (customerIds.length ? db.select().from(customers).where(inArray(customers.id, customerIds)) : []);
  const outletIds = idsOf((r) => r.outletId);
  const outletRows = await (outletIds.length ? db.select({ id: outlets.id, statusSettings: outlets.statusSettings }).from(outlets).where(inArray(outlets.id, outletIds)) : []);
  const timingRows = await (timingIds.length ? db.select({ id: serviceTimings.id, name: serviceTimings.name }).from(serviceTimings).where(inArray(serviceTimings.id, timingIds)) : []);
  return {
    tables: group(tableRows, (r) => r.reservationId) as ReservationRelations['tables'],
    tags: group(tagRows, (r) => r.reservationId) as ReservationRelations['tags'],
    tickets: new Map(
      ticketRows.map((t) => [
        t.id,
        { id: t.id, name: t.name, color: t.color, typePayment: t.typePayment, typePrice: t.typePrice, price: t.price, refundWindow: t.refundWindow, refundWindowUnit: t.refundWindowUnit },
      ]),
    ),
    paymentRequests: new Map(
      requestRows.map((p) => [
        p.reservationId,
        {
          id: p.id,
          type: p.type,
          status: p.status,
          amount: p.amount,
          currency: p.currency,
          link: p.link,
          expireDateTime: p.expireDateTime,
          refundWindow: p.refundWindow,
          refundWindowUnit: p.refundWindowUnit,
        },
      ]),
    ),
    transactions: group(
      transactionRows.map((t) => ({ reservationId: t.reservationId!, id: t.id, status: t.status, amount: t.amount, type: t.type })),
      (t) => t.reservationId,
    ),
    customers: new Map(customerRows.map((c) => [c.id, { id: c.id, firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email, notesDiner: c.notesDiner }])),
    serviceTimings: new Map(timingRows.map((t) => [t.id, t])),
    statusUse: new Map(outletRows.map((o) => [o.id, statusUseOf(o.statusSettings)])),
  };
}
