import { CUSTOMER_LOOKUP_LIMIT, customerLookupQuerySchema, customerMatchSchema } from '@host/domain/customers';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { customers } from '../../db/tables/customers';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { loadOutlet } from '../outlets/service';
import { phoneCountry } from './customer-access';
import * as reads from './guest-book-reads';
import { describeGuests } from './lookup-reads';
import { normalisePhone } from '@host/domain/phone';

/**
 * The booking dialog's guest lookup: GET /api/v1/brands/{brandId}/customers/lookup. By `phone` (the
 * phone field: guests whose number ends with its digits) or by `q` (the guest picker: a name in any
 * script, or phone digits), at most CUSTOMER_LOOKUP_LIMIT guests, each with what a host looks at
 * before booking: visits, no-shows, tags, last visits, and (with `outletId` and `date`) their active
 * bookings that day at any of the brand's outlets (docs/rules.md section 8's double booking).
 */
export const customerLookupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/brands/:brandId/customers/lookup',
      {
        schema: {
          tags: ['customers'],
          params: brandParamsSchema,
          querystring: customerLookupQuerySchema,
          response: { 200: z.array(customerMatchSchema) },
        },
      },
      async (request) => {
        const { brandId } = request.params;
        const { phone, q, outletId, date } = request.query;
        // The outlet named must be the session's (else 403) and one of this brand's: the guest book is per brand.
        const outlet = outletId ? (await loadOutlet(ctx.db, request.auth, outletId)).outlet : null;
        if (outlet && outlet.brandId !== brandId) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
        let found: Guest[];
        if (phone !== undefined) {
          // A trunk 0 (0912-345-678 in Taiwan) is not in the stored E.164.
          const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
          // Fewer digits would match most of the guest book.
          if (digits.length < 4)
            throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('querystring.phone', 'phoneTooShort')] });
          // The number as the outlet's country writes it comes first: 91234567 at a Singapore outlet is +65 9123 4567, not a Hong Kong
          // guest's +852 9123 4567.
          const country = await phoneCountry(ctx.db, await reads.brandOf(ctx.db, brandId), outlet?.id);
          const local = normalisePhone(phone, country);
          found = await guestsWhere(
            ctx.db,
            brandId,
            sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${digits}`}`,
            local ? eq(customers.phone, local) : undefined,
          );
        } else {
          found = await guestsWhere(ctx.db, brandId, ...matchOf(q!));
        }
        const today = outletToday(ctx, (await reads.brandOf(ctx.db, brandId)).timezone);
        return describeGuests(ctx.db, { brandId, found, date: outlet && date ? date : null, today });
      },
    );
  };

type Guest = typeof customers.$inferSelect;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
/** Only what a phone is written with ("+65 9123 4567", "(852) 9123-4567"), with at least 4 digits. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * What `q` matches, and how well (first = best): phone digits anywhere in the stored number (a
 * leading trunk 0, as "0912-345-678" in Taiwan, dropped); else every word of it somewhere in the
 * guest's name, as "Tan Wei Ling", "Wei Ling Tan" or, for a Chinese name, "陈慧敏" (surname first, no space).
 */
function matchOf(q: string): [SQL, SQL?] {
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= 4) {
    const local = digits.replace(/^0+/, '');
    return [sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${escapeLike(local)}%`}`];
  }
  const name = sql`lower(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.lastName} || ${customers.firstName})`;
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  // A word of 3 characters or more is matched by LIKE, which the guest book's trigram index serves;
  // a shorter one (陈, Ng) has no trigram, and a plain scan (strpos) is faster than the index for it.
  const where = and(
    ...words.map((word) => ([...word].length >= 3 ? sql`${name} like ${`%${escapeLike(word)}%`}` : sql`strpos(${name}, ${word}) > 0`)),
  )!;
  // A name that starts as typed comes first (陈 finds 陈慧敏 before 林晓陈).
  const prefix = `${escapeLike(q.toLowerCase())}%`;
  const startsAsTyped = sql`(lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${prefix}
    or lower(${customers.lastName} || ${customers.firstName}) like ${prefix}
    or lower(${customers.lastName} || ' ' || ${customers.firstName}) like ${prefix})`;
  return [where, startsAsTyped];
}

const byName = (a: Guest, b: Guest) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

/**
 * At most CUSTOMER_LOOKUP_LIMIT guests: those whose name starts as typed first, then the others,
 * each group by name. Neither query sorts every match, so a common name ("Tan" in a book of
 * 100,000) stops at the first few found rather than ranking thousands; the host types on to narrow.
 */
async function guestsWhere(db: Executor, brandId: string, where: SQL, first?: SQL) {
  const pick = async (condition: SQL, limit: number) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.brandId, brandId), condition))
        .limit(limit)
    ).sort(byName);
  if (!first) return pick(where, CUSTOMER_LOOKUP_LIMIT);
  const best = await pick(and(where, first)!, CUSTOMER_LOOKUP_LIMIT);
  if (best.length === CUSTOMER_LOOKUP_LIMIT) return best;
  return [...best, ...(await pick(and(where, not(first))!, CUSTOMER_LOOKUP_LIMIT - best.length))];
}
