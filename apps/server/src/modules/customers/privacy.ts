import type { Customer, CustomerExport } from '@host/domain/customers';
import { DomainError } from '@host/domain/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import { customers, customerTags, reservationActivities, reservations } from '../../db/schema';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';
import { customerOf, customerView } from './customer-access';
import * as store from './guest-book-store';

/** A guest's data on request (PDPA in SG and MY, PDPO in HK, PDPA in TW): profile, tags, bookings at the brand and history. */
export async function exportCustomer(ctx: AppContext, auth: AuthContext, id: string): Promise<CustomerExport> {
  const row = await customerOf(ctx.db, auth, id);
  const [customer, visits, activities] = await Promise.all([customerView(ctx, ctx.db, row), store.visitsOfCustomer(ctx.db, row.brandId, id), store.activitiesOfCustomer(ctx.db, id)]);
  return { exportedAt: ctx.clock.now().toISOString(), customer, reservations: visits, activities };
}

/** Booking fields that identify the guest, blanked on erasure, and the history entries that quoted them. */
const IDENTIFYING_CHANGES = ['customerPhone', 'customerFirstName', 'customerLastName', 'notesDiner'];

/**
 * Erasure on request: the bookings stay for the books, but nothing on the profile or on its bookings
 * names, reaches or describes the person any more. The profile keeps its id, marked erased.
 */
export async function eraseCustomer(ctx: AppContext, auth: AuthContext, id: string, input: { version: number; reason: string }): Promise<Customer> {
  return inTransaction(ctx, async (tx) => {
    const row = await customerOf(tx, auth, id, true);
    if (row.version !== input.version) throw new DomainError('CONFLICT', 'staleSettings', { details: { current: await customerView(ctx, tx, row) } });
    if (row.erasedAt) throw new DomainError('BUSINESS_RULE', 'customerErased');
    const now = ctx.clock.now();
    const [saved] = await tx
      .update(customers)
      .set({
        salutation: null,
        firstName: '',
        lastName: '',
        email: null,
        phone: null,
        additionalPhone: null,
        organisationName: null,
        address: null,
        gender: 0,
        birthday: null,
        postalCode: null,
        state: null,
        city: null,
        notesDiner: null,
        username: null,
        barcode: null,
        photoUrl: null,
        passId: null,
        mcaId: null,
        canSendSmsMarketing: 0,
        canSendEmailMarketing: 0,
        erasedAt: now,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(customers.id, id))
      .returning();
    await tx.delete(customerTags).where(eq(customerTags.customerId, id));
    const blanked = await tx
      .update(reservations)
      .set({ customerFirstName: '', customerLastName: '', customerPhone: null, notesDiner: null })
      .where(eq(reservations.customerId, id))
      .returning({ id: reservations.id });
    const ids = blanked.map((r) => r.id);
    if (ids.length) {
      await tx
        .update(reservationActivities)
        .set({ changes: sql`${reservationActivities.changes} - ${sql.raw(`array[${IDENTIFYING_CHANGES.map((k) => `'${k}'`).join(', ')}]`)}` })
        .where(inArray(reservationActivities.reservationId, ids));
      for (const reservationId of ids) await recordActivity(tx, auth, reservationId, 'customerErased', {});
    }
    await store.recordCustomerActivity(tx, auth, id, 'erased', { reason: input.reason, reservations: ids.length });
    return customerView(ctx, tx, saved!);
  });
}
