import { lastVisitRange, type CustomerPage, type customerListQuerySchema } from '@host/domain/customers';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import * as store from './guest-book-store';
import * as reads from './guest-book-reads';

type Query = z.output<typeof customerListQuerySchema>;

/**
 * The text a name search looks in: first and last name both ways round, and the last name run into
 * the first, so 'Tan Mei Ling', 'Mei Ling Tan' and 陈美玲 (stored 美玲 / 陈) all find the guest. The
 * same expression is trigram-indexed (customers_name_trgm, drizzle/0005): keep them identical.
 */
const NAME_TEXT = sql.raw(`lower(c.first_name || ' ' || c.last_name || ' ' || c.last_name || c.first_name)`);
/** The phone's digits, trigram-indexed (customers_phone_digits_trgm). */
const PHONE_DIGITS = sql.raw(`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g')`);
/** The columns a list row and its sort keys read. */
const LIST_COLUMNS =
  'c.id, c.first_name, c.last_name, c.phone, c.email, c.can_send_sms_marketing, c.can_send_email_marketing, ' +
  'c.visit_count, c.no_show_count, c.last_visit_date, c.created_at';
/** What a host may type around a phone's digits. */
const PHONE_WRITING = /^[+\d\s\-().]+$/;

/** Each sort's keys (with their SQL type, for the cursor) before the id that breaks ties; each has its index (drizzle/0005). */
const SORT_KEYS: Record<Query['sort'], { expr: string; type: string }[]> = {
  name: [
    { expr: 'lower(c.first_name)', type: 'text' },
    { expr: 'lower(c.last_name)', type: 'text' },
  ],
  createdAt: [{ expr: 'c.created_at', type: 'timestamptz' }],
  visits: [{ expr: 'c.visit_count', type: 'int' }],
  noShows: [{ expr: 'c.no_show_count', type: 'int' }],
  // Never visited sorts as the oldest visit.
  lastVisit: [{ expr: "coalesce(c.last_visit_date, '0001-01-01'::date)", type: 'date' }],
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
  if (cursor?.sort !== query.sort || cursor.direction !== query.direction || typeof cursor.id !== 'string' || !uuid.test(cursor.id))
    throw badCursor();
  if (
    !Array.isArray(cursor.keys) ||
    cursor.keys.length !== SORT_KEYS[query.sort].length ||
    cursor.keys.some((k) => typeof k !== 'string' || k.length > 200)
  )
    throw badCursor();
  return cursor;
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first character after every string that starts with `prefix` (C.UTF-8 collation: code point order). */
const LAST = String.fromCodePoint(0x10ffff);

/**
 * A name in any script, or a phone in any common writing, as a condition on the guest. From three
 * characters a word is looked for anywhere in the name (the trigram index); a query of shorter words
 * only (Ng, 陈, 美玲) has no trigram, so each word is the start of the first or the last name (btree ranges).
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (PHONE_WRITING.test(text) && digits.length >= 3) {
    // Stored E.164 has no trunk prefix: 0912-345-678 (Taiwan) is +886 912 345 678, 012-345 6789 (Malaysia) +60 12 345 6789.
    const national = digits.replace(/^0+/, '');
    return sql`${PHONE_DIGITS} like ${`%${literal(national || digits)}%`}`;
  }
  const words = text.split(' ');
  if (words.some((w) => [...w].length >= 3)) {
    return sql.join(
      words.map((w) => sql`${NAME_TEXT} like ${`%${literal(w)}%`}`),
      sql` and `,
    );
  }
  const startsName = (w: string) =>
    sql`((lower(c.first_name) >= ${w} and lower(c.first_name) < ${w + LAST})
      or (lower(c.last_name) >= ${w} and lower(c.last_name) < ${w + LAST}))`;
  return sql.join(
    words.map((w) => {
      // Two Chinese characters are a given name (美玲) or a surname and a given name run together (王芳, 陈美).
      const chars = [...w];
      if (chars.length !== 2 || !/\p{Script=Han}/u.test(w)) return startsName(w);
      return sql`(${startsName(w)} or (${startsName(chars[0]!)} and ${startsName(chars[1]!)}))`;
    }),
    sql` and `,
  );
}

export async function listCustomers(ctx: AppContext, _auth: AuthContext, brandId: string, query: Query): Promise<CustomerPage> {
  const keys = SORT_KEYS[query.sort];
  const dir = sql.raw(query.direction === 'desc' ? 'desc' : 'asc');
  // What narrows the book (a search, tags, no-shows, last visit) finds its guests by its own index
  // first, then they are sorted: walking the sort's index and filtering would read most of the book
  // for a name that sorts late (CJK after Latin) or a no-show who never visited.
  const narrowing: SQL[] = [];
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) narrowing.push(search);
  if (query.tagIds?.length) {
    narrowing.push(
      sql`exists (select 1 from customer_tags ct where ct.customer_id = c.id and ct.tag_id in (${sql.join(
        query.tagIds.map((t) => sql`${t}::uuid`),
        sql`, `,
      )}))`,
    );
  }
  // On the indexed expression (customers_brand_last_visit); a date filter never matches "never visited" (0001-01-01).
  const lastVisit = sql.raw(SORT_KEYS.lastVisit[0]!.expr);
  const window = query.lastVisit ? lastVisitRange(query.lastVisit, outletToday(ctx, (await reads.brandOf(ctx.db, brandId)).timezone)) : {};
  const visitFrom = query.lastVisitFrom ?? window.from;
  const visitTo = query.lastVisitTo ?? window.to;
  if (visitFrom || visitTo) {
    narrowing.push(sql`${lastVisit} between ${visitFrom ?? '0001-01-02'}::date and ${visitTo ?? '9999-12-31'}::date`);
  }
  if (query.minNoShows !== undefined && query.minNoShows > 0) narrowing.push(sql`c.no_show_count >= ${query.minNoShows}`);
  const conditions: SQL[] = [];
  if (query.smsMarketing !== undefined) conditions.push(sql`c.can_send_sms_marketing = ${query.smsMarketing}`);
  if (query.emailMarketing !== undefined) conditions.push(sql`c.can_send_email_marketing = ${query.emailMarketing}`);
  if (query.cursor) {
    const cursor = readCursor(query.cursor, query);
    const left = sql.join([...keys.map((k) => sql.raw(k.expr)), sql.raw('c.id')], sql`, `);
    const right = sql.join([...keys.map((k, i) => sql`${cursor.keys[i]}::${sql.raw(k.type)}`), sql`${cursor.id}::uuid`], sql`, `);
    conditions.push(query.direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`);
  }
  const mine = sql`c.brand_id = ${brandId} and c.erased_at is null`;
  const source = narrowing.length
    ? sql`(with hits as materialized (select ${sql.raw(LIST_COLUMNS)} from customers c
        where ${sql.join([mine, ...narrowing], sql` and `)}) select * from hits) c`
    : sql`customers c`;
  const where = narrowing.length ? conditions : [mine, ...conditions];
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
    visit_count: number;
    no_show_count: number;
    last_visit: string | null;
    [key: `k${number}`]: string;
  }>(sql`
    select c.id, c.first_name, c.last_name, c.phone, c.email, c.can_send_sms_marketing, c.can_send_email_marketing,
      c.visit_count, c.no_show_count, to_char(c.last_visit_date, 'YYYY-MM-DD') as last_visit, ${keyColumns}
    from ${source}
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by ${order}
    limit ${query.limit + 1}`);
  const rows = result.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const nextCursor =
    result.rows.length > query.limit && last
      ? writeCursor({ sort: query.sort, direction: query.direction, keys: keys.map((_, i) => last[`k${i}`]!), id: last.id })
      : null;
  const tagMap = await reads.tagsOfCustomers(
    ctx.db,
    rows.map((r) => r.id),
  );
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
        { visits: r.visit_count, noShows: r.no_show_count, lastVisit: r.last_visit },
      ),
    ),
    nextCursor,
  };
}
