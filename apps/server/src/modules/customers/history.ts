import type { CustomerActivity, CustomerVisit } from '@host/domain/customers';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { customerOf } from './customer-access';
import * as store from './guest-book-store';
import * as reads from './guest-book-reads';

/** Every booking of the guest at the brand's outlets, newest first, with its status and what was paid. */
export async function customerVisits(ctx: AppContext, auth: AuthContext, id: string): Promise<CustomerVisit[]> {
  const row = await customerOf(ctx.db, auth, id);
  return (await reads.visitsOfCustomer(ctx.db, row.brandId, id)).map(({ notesDiner: _, ...visit }) => visit);
}

/** The profile's history: created, edited, merged, erased; by whom and when. */
export async function customerActivities(ctx: AppContext, auth: AuthContext, id: string): Promise<CustomerActivity[]> {
  await customerOf(ctx.db, auth, id);
  return store.activitiesOfCustomer(ctx.db, id);
}
