import type { Customer, CustomerExport } from '@host/domain/customers';
import { DomainError } from '@host/domain/errors';
import { eq, sql } from 'drizzle-orm';
import { customerActivities, customers, customerTags, marketingConsents } from '../../db/tables/customers';
import { recordActivity } from '../../lib/activity';
import { publishChange } from '../../lib/live-updates';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';
import { eraseGuestFromBookings, lockBookingsOfCustomers } from '../reservations/service';
import { customerOf, customerView } from './customer-access';
import * as store from './guest-book-store';
import * as reads from './guest-book-reads';

/** A guest's data on request (PDPA in SG and MY, PDPO in HK, PDPA in TW): profile, tags, bookings at the brand and history. */
export async function exportCustomer(ctx: AppContext, auth: AuthContext, id: string): Promise<CustomerExport> {
  const row = await customerOf(ctx.db, auth, id);
  const [customer, visits, activities] = await Promise.all([
    customerView(ctx, ctx.db, row),
    reads.visitsOfCustomer(ctx.db, row.brandId, id),
    store.activitiesOfCustomer(ctx.db, id),
  ]);
  return { exportedAt: ctx.clock.now().toISOString(), customer, reservations: visits, activities };
}

/**
 * Erasure on request: the bookings stay for the books, but nothing on the profile or on its bookings
 * names, reaches or describes the person any more. The profile keeps its id, marked erased.
 */
export async function eraseCustomer(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: { version: number; reason: string },
): Promise<Customer> {
  const erased = await inTransaction(ctx, async (tx) => {
    // The session's brand's guest before anything is locked; then bookings before the guest, in id
    // order: the order a status change takes them (booking, then its guest).
    await customerOf(tx, auth, id);
    await lockBookingsOfCustomers(tx, [id]);
    const row = await customerOf(tx, auth, id, true);
    if (row.version !== input.version)
      throw new DomainError('CONFLICT', 'staleSettings', { details: { current: await customerView(ctx, tx, row) } });
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
        dietary: [],
        dietaryNotes: null,
        seatingPreference: null,
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
    // Nobody is to be sent marketing, and no record says what an erased guest once agreed to.
    await tx.delete(marketingConsents).where(eq(marketingConsents.customerId, id));
    // A merge's history kept the duplicate's other email, phones and name (merge.ts): they go too.
    await tx
      .update(customerActivities)
      .set({ changes: sql`${customerActivities.changes} - 'setAside'` })
      .where(eq(customerActivities.customerId, id));
    const blanked = await eraseGuestFromBookings(tx, id);
    const ids = blanked.map((r) => r.id);
    for (const reservationId of ids) await recordActivity(tx, auth, { reservationId, action: 'customerErased', changes: {} });
    // A creating POST's stored answer (kept a day for a retry) quoted the guest: a replay must not bring it back.
    await tx.execute(sql`delete from idempotency_keys where body like ${`%${id}%`}`);
    await store.recordCustomerActivity(tx, auth, {
      customerId: id,
      action: 'erased',
      changes: { reason: input.reason, reservations: ids.length },
    });
    return { view: await customerView(ctx, tx, saved!), outlets: [...new Set(blanked.map((r) => r.outletId))], ids };
  });
  for (const outletId of erased.outlets) await publishChange(ctx, outletId, 'reservation.updated', erased.ids);
  return erased.view;
}
