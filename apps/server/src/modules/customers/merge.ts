import { mergeCustomers, phonesOneDigitApart } from '@host/domain/customer-merge';
import type { Customer } from '@host/domain/customers';
import type { DuplicateProbe, PossibleDuplicate } from '@host/domain/customer-duplicates';
import { DomainError } from '@host/domain/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import { customerActivities, customers, customerTags, marketingConsents } from '../../db/tables/customers';
import { reconcileConsents } from './consent';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';
import { lockBookingsOfCustomers, moveBookingsToCustomer } from '../reservations/service';
import { assertNotErased, customerOf, customerView, phoneCountry, storedEmail, storedPhone } from './customer-access';
import * as store from './guest-book-store';
import * as reads from './guest-book-reads';

/** How alike two names must be (pg_trgm similarity) to count, with the same last four phone digits. */
const SIMILAR_NAME = 0.6;

/** Who is being looked for: a guest already in the book (not themselves), or one being added. */
interface Probe {
  brandId: string;
  exceptId: string | null;
  name: string;
  phone: string | null;
  additionalPhone: string | null;
  email: string | null;
}

/** Guests of the brand who may be this one (`findDuplicates`); none for an erased guest. */
export async function possibleDuplicates(ctx: AppContext, auth: AuthContext, id: string): Promise<PossibleDuplicate[]> {
  const row = await customerOf(ctx.db, auth, id);
  if (row.erasedAt) return [];
  return findDuplicates(ctx, {
    brandId: row.brandId,
    exceptId: row.id,
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    additionalPhone: row.additionalPhone,
    email: row.email,
  });
}

/**
 * While a guest is being added (issue 28: said while typing, not only after saving): who in the
 * brand's book they may be. A phone or email not yet complete is no clue rather than an error.
 */
export async function possibleDuplicatesOfNew(ctx: AppContext, brandId: string, input: DuplicateProbe): Promise<PossibleDuplicate[]> {
  const brand = await reads.brandOf(ctx.db, brandId);
  const country = await phoneCountry(ctx.db, brand, input.outletId);
  const clue = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch {
      return null;
    }
  };
  const phone = clue(() => storedPhone(input.phone, country, 'body.phone'));
  const email = clue(() => storedEmail(input.email));
  if (!phone && !email) return [];
  return findDuplicates(ctx, {
    brandId,
    exceptId: null,
    name: `${input.firstName ?? ''} ${input.lastName ?? ''}`,
    phone,
    additionalPhone: null,
    email,
  });
}

/**
 * The same email, a phone of one that is the other's (main or additional), or a similar name with
 * the same last four phone digits or a phone a typo apart (one digit changed, added or left out:
 * issue 28).
 */
async function findDuplicates(ctx: AppContext, probe: Probe): Promise<PossibleDuplicate[]> {
  const name = probe.name.trim().toLowerCase();
  const last4 = (probe.phone ?? '').replace(/\D/g, '').slice(-4);
  const result = await ctx.db.execute<{
    id: string;
    reason: 'email' | 'phone' | 'namePhone';
    phone: string | null;
    same_last4: boolean;
  }>(sql`
    select c.id, c.phone,
      ${last4.length === 4} and right(regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g'), 4) = ${last4} as same_last4,
      case
        when ${probe.email}::text is not null and c.email = ${probe.email} then 'email'
        when (${probe.phone}::text is not null and (c.phone = ${probe.phone} or c.additional_phone = ${probe.phone}))
          or (${probe.additionalPhone}::text is not null
            and (c.phone = ${probe.additionalPhone} or c.additional_phone = ${probe.additionalPhone})) then 'phone'
        else 'namePhone'
      end as reason
    from customers c
    where c.brand_id = ${probe.brandId} and (${probe.exceptId}::uuid is null or c.id <> ${probe.exceptId}) and c.erased_at is null and (
      (${probe.email}::text is not null and c.email = ${probe.email})
      or (${probe.phone}::text is not null and (c.phone = ${probe.phone} or c.additional_phone = ${probe.phone}))
      or (${probe.additionalPhone}::text is not null
        and (c.phone = ${probe.additionalPhone} or c.additional_phone = ${probe.additionalPhone}))
      or (${probe.phone}::text is not null and c.phone is not null and ${name} <> ''
        and similarity(lower(c.first_name || ' ' || c.last_name), ${name}) > ${SIMILAR_NAME}))
    order by same_last4 desc, c.id
    limit 200`);
  // A similar name counts with the same last four digits, or a phone a typo apart (the domain's rule).
  const found = result.rows
    .filter((r) => r.reason !== 'namePhone' || r.same_last4 || phonesOneDigitApart(r.phone, probe.phone))
    .slice(0, 20);
  const ids = found.map((r) => r.id);
  if (ids.length === 0) return [];
  const brand = await reads.brandOf(ctx.db, probe.brandId);
  const [rows, tagMap, figureMap] = await Promise.all([
    ctx.db.select().from(customers).where(inArray(customers.id, ids)),
    reads.tagsOfCustomers(ctx.db, ids),
    reads.figuresOf(ctx.db, probe.brandId, ids, outletToday(ctx, brand.timezone)),
  ]);
  const reasons = new Map(found.map((r) => [r.id, r.reason]));
  return rows.map((c) => ({
    ...store.listItemOf(c, tagMap.get(c.id) ?? [], figureMap.get(c.id) ?? reads.NO_FIGURES),
    reason: reasons.get(c.id)!,
    version: c.version,
  }));
}

/**
 * Makes two profiles one, in one transaction: both rows locked in id order and both versions
 * checked (409 if either changed since the host looked), the duplicate's bookings, tags and history
 * moved to the kept guest, its empty fields filled (customer-merge.ts), then the duplicate deleted.
 */
export async function mergeCustomer(
  ctx: AppContext,
  auth: AuthContext,
  keptId: string,
  input: { duplicateId: string; version: number; duplicateVersion: number },
): Promise<Customer> {
  if (keptId === input.duplicateId) throw new DomainError('BUSINESS_RULE', 'mergeSelf');
  return inTransaction(ctx, async (tx) => {
    const first = await customerOf(tx, auth, keptId);
    // Both guests are the session's brand's before anything of theirs is locked.
    const second = await customerOf(tx, auth, input.duplicateId);
    if (second.brandId !== first.brandId) throw new DomainError('NOT_FOUND', 'customerMissing');
    // Bookings before guests, each in id order: the order a status change takes them (a booking, then its guest's figures).
    await lockBookingsOfCustomers(tx, [keptId, input.duplicateId]);
    const locked = await store.lockCustomers(tx, [keptId, input.duplicateId]);
    const kept = locked.find((r) => r.id === keptId);
    const duplicate = locked.find((r) => r.id === input.duplicateId);
    // The duplicate must be a guest of the same brand; another brand's is one that does not exist here.
    if (!kept || !duplicate || duplicate.brandId !== first.brandId) throw new DomainError('NOT_FOUND', 'customerMissing');
    if (kept.version !== input.version)
      throw new DomainError('CONFLICT', 'staleSettings', { details: { current: await customerView(ctx, tx, kept) } });
    if (duplicate.version !== input.duplicateVersion)
      throw new DomainError('CONFLICT', 'staleSettings', { details: { current: await customerView(ctx, tx, duplicate) } });
    assertNotErased(kept);
    assertNotErased(duplicate);

    const { merged, changed, setAside } = mergeCustomers(
      { ...kept, gender: kept.gender ?? 0 },
      { ...duplicate, gender: duplicate.gender ?? 0 },
    );
    // A phone the kept guest takes over from the duplicate may be a third guest's: say who, never a 500 from the unique index.
    if (merged.phone && merged.phone !== kept.phone && merged.phone !== duplicate.phone) {
      const other = await store.customerWithPhone(tx, kept.brandId, merged.phone, kept.id);
      if (other) throw new DomainError('CONFLICT', 'phoneTaken', { details: { customerId: other.id } });
    }
    const moved = await moveBookingsToCustomer(tx, duplicate.id, kept.id);
    await tx.execute(
      sql`insert into customer_tags (customer_id, tag_id)
        select ${kept.id}, tag_id from customer_tags where customer_id = ${duplicate.id} on conflict do nothing`,
    );
    const movedTags = await tx.select({ tagId: customerTags.tagId }).from(customerTags).where(eq(customerTags.customerId, duplicate.id));
    await tx.update(customerActivities).set({ customerId: kept.id }).where(eq(customerActivities.customerId, duplicate.id));
    // The duplicate's consent records stay as the history of the one guest; a no on either profile is the answer now.
    await tx.update(marketingConsents).set({ customerId: kept.id }).where(eq(marketingConsents.customerId, duplicate.id));
    await reconcileConsents(tx, kept.id, merged, { by: auth.actor.name, at: ctx.clock.now() });
    // The duplicate goes before the kept guest takes its phone: one phone, one guest, at every moment.
    await tx.delete(customers).where(eq(customers.id, duplicate.id));
    const [saved] = await tx
      .update(customers)
      .set({ ...merged, version: kept.version + 1, updatedAt: ctx.clock.now() })
      .where(eq(customers.id, kept.id))
      .returning();
    await store.recordCustomerActivity(tx, auth, {
      customerId: kept.id,
      action: 'merged',
      changes: {
        duplicateId: duplicate.id,
        reservationIds: moved.map((r) => r.id),
        tagIds: movedTags.map((t) => t.tagId),
        fields: changed,
        setAside,
      },
    });
    for (const { id } of moved)
      await recordActivity(tx, auth, { reservationId: id, action: 'customerMerged', changes: { from: duplicate.id, to: kept.id } });
    return customerView(ctx, tx, saved!);
  });
}
