import type { Customer, CustomerInput, CustomerPatch } from '@host/domain/customers';
import { orderedNeeds } from '@host/domain/guest-needs';
import { DomainError, fieldIssue } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import { customers } from '../../db/tables/customers';
import type { AuthContext } from '../../lib/auth-context';
import { noteChanges } from '../../lib/audit-trail';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';
import type { VersionedEdit } from '../../lib/write-params';
import { eq } from 'drizzle-orm';
import {
  assertNotErased,
  assertTagsOfBrand,
  customerOf,
  customerView,
  phoneCountry,
  storedEmail,
  storedName,
  storedPhone,
} from './customer-access';
import * as store from './guest-book-store';
import { recordConsents } from './consent';
import * as reads from './guest-book-reads';

type Written = Omit<CustomerPatch, 'tagIds' | 'outletId'>;
type Stored = Partial<typeof customers.$inferInsert>;

const pgError = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e?.cause?.code ?? e?.code, constraint: e?.cause?.constraint ?? e?.constraint };
};

/** A phone a write gives a guest of the brand; `exceptId`: the guest being edited, who may keep their own. */
interface PhoneClaim {
  brandId: string;
  phone: string | null | undefined;
  exceptId?: string;
}

/** One customer per phone per brand is the unique index's; a write that loses that race is 409 naming the other guest. */
async function phoneTaken(ctx: AppContext, { brandId, phone, exceptId }: PhoneClaim): Promise<never> {
  const other = phone ? await store.customerWithPhone(ctx.db, brandId, phone, exceptId) : undefined;
  throw new DomainError('CONFLICT', 'phoneTaken', {
    details: { customerId: other?.id ?? null, fields: [fieldIssue('body.phone', 'phoneTaken')] },
  });
}

async function guardPhone<T>(ctx: AppContext, claim: PhoneClaim, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code === '23505' && constraint === 'customers_brand_phone_unique') return phoneTaken(ctx, claim);
    throw error;
  }
}

/** The fields as stored: names trimmed and checked, email lower-cased, phones in E.164 for the country. */
async function storedFields(
  db: Executor,
  brand: { id: string; countryCode: string },
  outletId: string | undefined,
  input: Written,
): Promise<Stored> {
  const out: Stored = {};
  const needsCountry = input.phone || input.additionalPhone;
  const country = needsCountry || outletId ? await phoneCountry(db, brand, outletId) : 'SG';
  for (const [key, value] of Object.entries(input) as [keyof Written, unknown][]) {
    if (value === undefined) continue;
    switch (key) {
      case 'firstName':
      case 'lastName':
        out[key] = storedName(value as string, `body.${key}`);
        break;
      case 'email':
        out.email = storedEmail(value as string | null);
        break;
      case 'phone':
      case 'additionalPhone':
        out[key] = storedPhone(value as string | null, country, `body.${key}`);
        break;
      case 'dietary':
        out.dietary = orderedNeeds(value as string[]);
        break;
      default: {
        const text = typeof value === 'string' ? value.trim() : value;
        (out as Record<string, unknown>)[key] = text === '' ? null : text;
      }
    }
  }
  if (out.firstName !== undefined && out.firstName === '') {
    throw new DomainError('BUSINESS_RULE', 'invalidName', {
      params: { name: '' },
      details: { fields: [fieldIssue('body.firstName', 'enterFirstName')] },
    });
  }
  return out;
}

/** POST: a new guest of the brand (a replayed Idempotency-Key is answered before this runs). */
export async function createCustomer(
  ctx: AppContext,
  auth: AuthContext,
  brandId: string,
  input: CustomerInput & { tagIds: string[] },
): Promise<Customer> {
  const { tagIds, outletId, ...written } = input;
  const brand = await reads.brandOf(ctx.db, brandId);
  const fields = await storedFields(ctx.db, brand, outletId, written);
  await assertTagsOfBrand(ctx.db, brandId, tagIds);
  const claim = { brandId, phone: fields.phone };
  if (fields.phone && (await store.customerWithPhone(ctx.db, brandId, fields.phone))) await phoneTaken(ctx, claim);
  return guardPhone(ctx, claim, () =>
    inTransaction(ctx, async (tx) => {
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(customers)
        .values({
          brandId,
          firstName: fields.firstName ?? '',
          ...fields,
          countryCode: fields.countryCode ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await store.replaceCustomerTags(tx, row!.id, tagIds);
      await store.recordCustomerActivity(tx, auth, { customerId: row!.id, action: 'created', changes: {} });
      await recordConsents(tx, row!.id, { before: null, after: row!, source: 'staff', by: auth.actor.name, at: now });
      return customerView(ctx, tx, row!);
    }),
  );
}

/** PATCH with If-Match: only the fields sent change; a stale version is 409 with the guest as they are now. */
export async function updateCustomer(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input }: VersionedEdit<CustomerPatch>,
): Promise<Customer> {
  const { tagIds, outletId, ...written } = input;
  const first = await customerOf(ctx.db, auth, id);
  const brand = await reads.brandOf(ctx.db, first.brandId);
  const fields = await storedFields(ctx.db, brand, outletId, written);
  if (tagIds) await assertTagsOfBrand(ctx.db, brand.id, tagIds);
  const claim = { brandId: brand.id, phone: fields.phone, exceptId: id };
  return guardPhone(ctx, claim, () =>
    inTransaction(ctx, async (tx) => {
      const row = await customerOf(tx, auth, id, true);
      if (row.version !== version)
        throw new DomainError('CONFLICT', 'staleSettings', { details: { current: await customerView(ctx, tx, row) } });
      assertNotErased(row);
      if (fields.phone && fields.phone !== row.phone && (await store.customerWithPhone(tx, brand.id, fields.phone, id)))
        await phoneTaken(ctx, claim);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(fields)) {
        const before = row[key as keyof typeof row];
        // A list (the guest's needs) is the same when it holds the same items.
        if (JSON.stringify(before ?? null) !== JSON.stringify(value ?? null)) changes[key] = { from: before ?? null, to: value ?? null };
      }
      if (tagIds) {
        const before = ((await reads.tagsOfCustomers(tx, [id])).get(id) ?? []).map((t) => t.id).sort();
        const after = [...new Set(tagIds)].sort();
        if (before.join() !== after.join()) {
          changes.tagIds = { from: before, to: after };
          await store.replaceCustomerTags(tx, id, after);
        }
      }
      if (Object.keys(changes).length === 0) return customerView(ctx, tx, row);
      const [saved] = await tx
        .update(customers)
        .set({ ...fields, version: row.version + 1, updatedAt: ctx.clock.now() })
        .where(eq(customers.id, id))
        .returning();
      await store.recordCustomerActivity(tx, auth, { customerId: id, action: 'edited', changes: maskedChanges(changes) });
      await recordConsents(tx, id, { before: row, after: fields, source: 'staff', by: auth.actor.name, at: ctx.clock.now() });
      // The support audit keeps the values, masked as in the logs (issue 27); the history keeps none.
      noteChanges(auth, changes);
      return customerView(ctx, tx, saved!);
    }),
  );
}

/** The history keeps that a phone or email changed, not the values, so an erasure leaves none behind. */
function maskedChanges(changes: Record<string, { from: unknown; to: unknown }>) {
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [
      key,
      ['tagIds', 'gender', 'canSendSmsMarketing', 'canSendEmailMarketing', 'language'].includes(key) ? change : { changed: true },
    ]),
  );
}
