import { DomainError, fieldIssue } from '@host/domain/errors';
import type { Transaction, TransactionPage, transactionListQuerySchema } from '@host/domain/payments/contract';
import { CSV_WORDS, csvOf, csvWord, decimalOf, totalsByCurrency } from '@host/domain/payments/transaction-report';
import { guestName } from '@host/domain/reservations/guest-name';
import { addLocalDays, instantOf } from '@host/domain/time';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';

type Query = z.output<typeof transactionListQuerySchema>;

/** The most rows one CSV export writes; more is refused (a cut-off file would under-report the takings). */
export const CSV_MAX_ROWS = 50_000;

/** Whose transactions a list reads: an outlet's, or every outlet of a brand the session may act for, in the brand's time zone. */
export interface Scope {
  outletIds: string[];
  timezone: string;
  /** names the CSV file: the outlet's code or the brand's short name */
  label: string;
}

/** One outlet (the API contract has checked the session may act on it). */
export async function outletScope(ctx: AppContext, outletId: string): Promise<Scope> {
  const { rows } = await ctx.db.execute<{ timezone: string; label: string }>(
    sql`select b.timezone, o.quick_code as label from outlets o join brands b on b.id = o.brand_id where o.id = ${outletId}`,
  );
  const found = rows[0];
  if (!found) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return { outletIds: [outletId], timezone: found.timezone, label: found.label };
}

/** Every outlet of the brand the session may act on (a merchant's brand-wide view; a host's is their outlet). */
export async function brandScope(ctx: AppContext, auth: AuthContext, brandId: string): Promise<Scope> {
  const reachable = [...auth.accessibleOutletIds];
  if (!reachable.length) throw new DomainError('FORBIDDEN', 'forbiddenBrand');
  const { rows } = await ctx.db.execute<{ id: string; timezone: string; label: string }>(sql`
    select o.id, b.timezone, b.brand_short_name as label from outlets o join brands b on b.id = o.brand_id
    where o.brand_id = ${brandId} and o.id in (${sql.join(
      reachable.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  if (!rows.length) throw new DomainError('FORBIDDEN', 'forbiddenBrand');
  return { outletIds: rows.map((r) => r.id), timezone: rows[0]!.timezone, label: rows[0]!.label };
}

interface Cursor {
  /** created_at to the microsecond, UTC */
  at: string;
  id: string;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const badCursor = () => new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('querystring.cursor', 'cursorNotValid')] });

function readCursor(value: string): Cursor {
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw badCursor();
  }
  if (typeof cursor?.at !== 'string' || !MICROS.test(cursor.at) || typeof cursor.id !== 'string' || !UUID.test(cursor.id))
    throw badCursor();
  return cursor;
}
const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The filters as conditions; `from` and `to` are whole days in the outlet's time zone, both included. */
function conditionsOf(scope: Scope, query: Query): SQL[] {
  if (query.from && query.to && query.to < query.from) {
    throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('querystring.to', 'endDateBeforeStart')] });
  }
  const conditions: SQL[] = [
    sql`t.outlet_id in (${sql.join(
      scope.outletIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  ];
  if (query.from) conditions.push(sql`t.created_at >= ${instantOf(query.from, '00:00', scope.timezone).toISOString()}::timestamptz`);
  if (query.to)
    conditions.push(sql`t.created_at < ${instantOf(addLocalDays(query.to, 1), '00:00', scope.timezone).toISOString()}::timestamptz`);
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  if (query.type) conditions.push(sql`t.type = ${query.type}`);
  if (query.source) conditions.push(sql`t.source = ${query.source}`);
  return conditions;
}

type Row = {
  id: string;
  reservation_id: string | null;
  code: string | null;
  reservation_date: string | null;
  first_name: string | null;
  last_name: string | null;
  outlet_id: string;
  outlet_name: string;
  payment_request_id: string | null;
  parent_id: string | null;
  type: string;
  status: string;
  status_refund: string | null;
  amount: number;
  refunded_amount: number;
  currency: string;
  metadata_type: string | null;
  source: string;
  refund_reason: string | null;
  refund_message: string | null;
  provider_error: string | null;
  actor_name: string | null;
  created_at: Date;
  /** created_at to the microsecond (the cursor's key) */
  at: string;
  /** created_at in the outlet's time zone, 'yyyy-MM-dd HH:mm' */
  local_at: string;
};

/** Newest first; ties on the instant broken by id, so a page boundary never repeats or skips a row. */
async function selectRows(ctx: AppContext, scope: Scope, conditions: SQL[], limit: number): Promise<Row[]> {
  const { rows } = await ctx.db.execute<Row>(sql`
    select t.id, t.reservation_id, r.code, to_char(r.reservation_date, 'YYYY-MM-DD') as reservation_date,
      r.customer_first_name as first_name, r.customer_last_name as last_name, t.outlet_id, o.outlet_name,
      t.payment_request_id, t.parent_id, t.type, t.status, t.status_refund, t.amount, t.refunded_amount, t.currency,
      t.metadata_type, t.source, t.refund_reason, t.refund_message, t.provider_error, t.actor_name, t.created_at,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      to_char(t.created_at at time zone ${scope.timezone}, 'YYYY-MM-DD HH24:MI') as local_at
    from transactions t
    join outlets o on o.id = t.outlet_id
    left join reservations r on r.id = t.reservation_id
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at desc, t.id desc
    limit ${limit}`);
  return rows;
}

function transactionOf(r: Row): Transaction {
  const name = r.reservation_id ? guestName({ customerFirstName: r.first_name, customerLastName: r.last_name }) : '';
  return {
    id: r.id,
    reservationId: r.reservation_id,
    reservationCode: r.code,
    reservationDate: r.reservation_date,
    guestName: name || null,
    outletId: r.outlet_id,
    outletName: r.outlet_name,
    paymentRequestId: r.payment_request_id,
    parentId: r.parent_id,
    type: r.type as Transaction['type'],
    status: r.status,
    statusRefund: r.status_refund as Transaction['statusRefund'],
    amount: r.amount,
    refundedAmount: r.refunded_amount,
    currency: r.currency,
    metadataType: r.metadata_type as Transaction['metadataType'],
    source: r.source as Transaction['source'],
    refundReason: r.refund_reason,
    refundMessage: r.refund_message,
    providerError: r.provider_error,
    actorName: r.actor_name,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Collected, refunded and net per currency over every row the filters match, not only this page. */
async function totalsOf(ctx: AppContext, conditions: SQL[]) {
  const { rows } = await ctx.db.execute<{ currency: string; type: string; status: string; amount: string; count: number }>(sql`
    select t.currency, t.type, t.status, sum(t.amount)::bigint as amount, count(*)::int as count
    from transactions t
    where ${sql.join(conditions, sql` and `)}
    group by t.currency, t.type, t.status`);
  return totalsByCurrency(rows.map((r) => ({ ...r, amount: Number(r.amount) })));
}

/** A page of the scope's transactions, newest first, with the totals of everything the filters match. */
export async function listTransactions(ctx: AppContext, scope: Scope, query: Query): Promise<TransactionPage> {
  const conditions = conditionsOf(scope, query);
  const paged = [...conditions];
  if (query.cursor) {
    const cursor = readCursor(query.cursor);
    paged.push(sql`(t.created_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  }
  const [rows, totals] = await Promise.all([selectRows(ctx, scope, paged, query.limit + 1), totalsOf(ctx, conditions)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(transactionOf),
    nextCursor: rows.length > query.limit && last ? writeCursor({ at: last.at, id: last.id }) : null,
    totals,
  };
}

const CSV_HEADER = [
  'Date',
  'Time',
  'Outlet',
  'Booking',
  'Booking date',
  'Guest',
  'Type',
  'Status',
  'Refund status',
  'Source',
  'Payment',
  'Currency',
  'Amount',
  'Refunded',
  'Refund reason',
  'By',
  'Transaction ID',
];

/** Every matching row (no paging) as CSV, named after the scope and the dates. */
export async function exportTransactions(ctx: AppContext, scope: Scope, query: Query): Promise<{ filename: string; body: string }> {
  const rows = await selectRows(ctx, scope, conditionsOf(scope, query), CSV_MAX_ROWS + 1);
  if (rows.length > CSV_MAX_ROWS)
    throw new DomainError('BUSINESS_RULE', 'exportTooLarge', { params: { max: CSV_MAX_ROWS.toLocaleString('en-US') } });
  const lines = rows.map((r) => {
    const t = transactionOf(r);
    const [date, time] = r.local_at.split(' ');
    return [
      date,
      time,
      t.outletName,
      t.reservationCode,
      t.reservationDate,
      t.guestName,
      csvWord(CSV_WORDS.type, t.type),
      csvWord(CSV_WORDS.status, t.status),
      csvWord(CSV_WORDS.status, t.statusRefund),
      csvWord(CSV_WORDS.source, t.source),
      t.metadataType,
      t.currency,
      decimalOf(t.amount),
      decimalOf(t.refundedAmount),
      t.refundReason,
      t.actorName,
      t.id,
    ];
  });
  const today = outletToday(ctx, scope.timezone);
  const label =
    scope.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'outlet';
  return { filename: `transactions-${label}-${query.from ?? 'start'}-${query.to ?? today}.csv`, body: csvOf([CSV_HEADER, ...lines]) };
}
