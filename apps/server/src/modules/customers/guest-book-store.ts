import type { Tag } from '@host/domain/brand-tags';
import type { CustomerListItem } from '@host/domain/customers';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerActivities, customers, customerTags } from '../../db/tables/customers';
import { activityEntryOf, actorOf } from '../../lib/activity';
import type { AuthContext } from '../../lib/auth-context';
import type { Figures } from './guest-book-reads';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Executor, id: string, lock = false) {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks several guests in id order, so two merges of one pair queue rather than deadlock. */
export async function lockCustomers(db: Executor, ids: string[]) {
  const rows: CustomerRow[] = [];
  for (const id of [...ids].sort()) {
    const row = await findCustomer(db, id, true);
    if (row) rows.push(row);
  }
  return rows;
}

/** The guest of this brand holding this phone (E.164, or as older rows wrote it: compared by its digits), if any. */
export async function customerWithPhone(db: Executor, brandId: string, phone: string, exceptId?: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.brandId, brandId),
        sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') = ${phone.replace(/\D/g, '')}`,
        exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export async function replaceCustomerTags(db: Executor, customerId: string, tagIds: string[]) {
  await db.delete(customerTags).where(eq(customerTags.customerId, customerId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(customerTags).values(unique.map((tagId) => ({ customerId, tagId })));
}

/** A guest's history line: what was done (`action`) and from what to what (`changes`), by the request's actor. */
export async function recordCustomerActivity(
  db: Executor,
  auth: AuthContext,
  { customerId, action, changes }: { customerId: string; action: string; changes: Record<string, unknown> },
) {
  await db.insert(customerActivities).values({ customerId, ...actorOf(auth), action, changes });
}

export async function activitiesOfCustomer(db: Executor, customerId: string) {
  const rows = await db
    .select()
    .from(customerActivities)
    .where(eq(customerActivities.customerId, customerId))
    .orderBy(desc(customerActivities.createdAt), desc(customerActivities.id));
  return rows.map(activityEntryOf);
}

/** A list row from a guest and their figures. */
export function listItemOf(
  row: Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'phone' | 'email' | 'canSendSmsMarketing' | 'canSendEmailMarketing'>,
  tagList: Tag[],
  figures: Pick<Figures, 'visits' | 'noShows' | 'lastVisit'>,
): CustomerListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    tags: tagList,
    canSendSmsMarketing: row.canSendSmsMarketing,
    canSendEmailMarketing: row.canSendEmailMarketing,
    visits: figures.visits,
    noShows: figures.noShows,
    lastVisit: figures.lastVisit,
  };
}
