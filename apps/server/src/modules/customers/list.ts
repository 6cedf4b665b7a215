import type { CustomerPage, customerListQuerySchema } from '@host/domain/customers';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import * as store from './guest-book-store';

type Query = z.output<typeof customerListQuerySchema>;

/**
 * The text a name search looks in: first and last name both ways round, and the last name run into
 * the first, so 'Tan Mei Ling', 'Mei Ling Tan' and 陈美玲 (stored 美玲 / 陈) all find the guest. The
 * same expression is trigram-indexed (customers_name_trgm, drizzle/0005): keep them identical.
 */
const NAME_TEXT = sql.raw(`lower(c.first_name || ' ' || c.last_name || ' ' || c.last_name || c.first_name)`);
/** The phone's digits, trigram-indexed (customers_phone_digits_trgm). */
const PHONE_DIGITS = sql.raw(`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g')`);
/** What a host may type around a phone's digits. */
const PHONE_WRITING = /^[+\d\s\-().]+$/;

/** Each sort's keys (with their SQL type, for the cursor) before the id that breaks ties. */
const SORT_KEYS: Record<Query['sort'], { expr: string; type: string }[]> = {
  name: [
    { expr: 'lower(c.first_name)', type: 'text' },
    { expr: 'lower(c.last_name)', type: 'text' },
  ],
  createdAt: [{ expr: 'c.created_at', type: 'timestamptz' }],
  visits: [{ expr: 'coalesce(s.visits, 0)', type: 'int' }],
  noShows: [{ expr: 'coalesce(s.no_shows, 0)', type: 'int' }],
  // Never visited sorts as the oldest visit.
  lastVisit: [{ expr: "coalesce(s.last_visit, date '0001-01-01')", type: 'date' }],
};

interface Cursor {
  sort: Query['sort'];
  direction: Query['direction'];
  keys: string[];
  id: string;
}

const badCursor = () => new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('querystring.cursor', 'cursorNotValid')] });

function readCursor(value: string, query: Query): Cursor {
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw badCursor();
  }
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  // A cursor belongs to the order it was made for; another sort's would skip or repeat guests.
  if (cursor?.sort !== query.sort || cursor.direction !== query.direction || typeof cursor.id !== 'string' || !uuid.test(cursor.id)) throw badCursor();
  if (!Array.isArray(cursor.keys) || cursor.keys.length !== SORT_KEYS[query.sort].length || cursor.keys.some((k) => typeof k !== 'string' || k.length > 200)) throw badCursor();
  return cursor;
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A name in any script, or a phone in any common writing, as a condition on the guest. */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (PHONE_WRITING.test(text) && digits.length >= 3) {
    // Stored E.164 has no trunk prefix: 0912-345-678 (Taiwan) is +886 912 345 678, 012-345 6789 (Malaysia) +60 12 345 6789.
    const national = digits.replace(/^0+/, '');
    return sql`${PHONE_DIGITS} like ${`%${literal(national || digits)}%`}`;
  }
  // Every word is in the name, in any order (trigram-indexed from three characters; shorter words are checked on the rows the others leave).
  const words = text.split(' ');
  return sql.join(
    words.map((w) => sql`${NAME_TEXT} like ${`%${literal(w)}%`}`),
    sql` and `,
  );
}

export async function listCustomers(ctx: AppContext, _auth: AuthContext, brandId: string, query: Query): Promise<CustomerPage> {
  const brand = await store.brandOf(ctx.db, brandId);
  const today = outletToday(ctx, brand.timezone);
  const needsStats = query.sort === 'visits' || query.sort === 'noShows' || query.sort === 'lastVisit' || query.lastVisitFrom || query.lastVisitTo || query.minNoShows !== undefined;
  const keys = SORT_KEYS[query.sort];
  const dir = sql.raw(query.direction === 'desc' ? 'desc' : 'asc');
  const conditions: SQL[] = [sql`c.brand_id = ${brandId}`, sql`c.erased_at is null`];
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.tagIds?.length) {
    conditions.push(
      sql`exists (select 1 from customer_tags ct where ct.customer_id = c.id and ct.tag_id in (${sql.join(
        query.tagIds.map((t) => sql`${t}::uuid`),
        sql`, `,
      )}))`,
    );
  }
  if (query.lastVisitFrom) conditions.push(sql`s.last_visit >= ${query.lastVisitFrom}::date`);
  if (query.lastVisitTo) conditions.push(sql`s.last_visit <= ${query.lastVisitTo}::date`);
  if (query.minNoShows !== undefined && query.minNoShows > 0) conditions.push(sql`coalesce(s.no_shows, 0) >= ${query.minNoShows}`);
  if (query.smsMarketing !== undefined) conditions.push(sql`c.can_send_sms_marketing = ${query.smsMarketing}`);
  if (query.emailMarketing !== undefined) conditions.push(sql`c.can_send_email_marketing = ${query.emailMarketing}`);
  if (query.cursor) {
    const cursor = readCursor(query.cursor, query);
    const left = sql.join([...keys.map((k) => sql.raw(k.expr)), sql.raw('c.id')], sql`, `);
    const right = sql.join([...keys.map((k, i) => sql`${cursor.keys[i]}::${sql.raw(k.type)}`), sql`${cursor.id}::uuid`], sql`, `);
    conditions.push(query.direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`);
  }

  const visits = sql.raw(`${RESERVATION_STATUS.COMPLETED}, ${RESERVATION_STATUS.SEATED}`);
  // The figures a sort or filter needs, over the brand's bookings; else they are read for the page alone.
  const stats = needsStats
    ? sql`left join (
        select r.customer_id,
          count(*) filter (where r.status in (${visits}))::int as visits,
          count(*) filter (where r.status = ${RESERVATION_STATUS.NO_SHOW})::int as no_shows,
          max(r.reservation_date) filter (where r.status in (${visits})) as last_visit
        from reservations r join outlets o on o.id = r.outlet_id and o.brand_id = ${brandId}
        where r.customer_id is not null
        group by r.customer_id) s on s.customer_id = c.id`
    : sql``;
  const order = sql.join([...keys.map((k) => sql`${sql.raw(k.expr)} ${dir}`), sql`c.id ${dir}`], sql`, `);
  const keyColumns = sql.join(
    keys.map((k, i) => sql`(${sql.raw(k.expr)})::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const result = await ctx.db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string | null;
    can_send_sms_marketing: number;
    can_send_email_marketing: number;
    [key: `k${number}`]: string;
  }>(sql`
    select c.id, c.first_name, c.last_name, c.phone, c.email, c.can_send_sms_marketing, c.can_send_email_marketing, ${keyColumns}
    from customers c ${stats}
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${query.limit + 1}`);
  const rows = result.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const nextCursor = result.rows.length > query.limit && last ? writeCursor({ sort: query.sort, direction: query.direction, keys: keys.map((_, i) => last[`k${i}`]!), id: last.id }) : null;
  const ids = rows.map((r) => r.id);
  const [tagMap, figureMap] = await Promise.all([store.tagsOfCustomers(ctx.db, ids), store.figuresOf(ctx.db, brandId, ids, today)]);
  return {
    items: rows.map((r) =>
      store.listItemOf(
        {
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          phone: r.phone,
          email: r.email,
          canSendSmsMarketing: r.can_send_sms_marketing,
          canSendEmailMarketing: r.can_send_email_marketing,
        },
        tagMap.get(r.id) ?? [],
        figureMap.get(r.id) ?? store.NO_FIGURES,
      ),
    ),
    nextCursor,
  };
}
