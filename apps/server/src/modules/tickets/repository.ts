import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outlets, tickets } from '../../db/schema';

/** The active tickets of a brand (or of the brand an outlet belongs to), in their order. */
export async function activeTickets(db: Executor, owner: { brandId: string } | { outletId: string }) {
  const columns = { id: tickets.id, name: tickets.name, color: tickets.color, typePayment: tickets.typePayment, typePrice: tickets.typePrice, price: tickets.price };
  const active = eq(tickets.isActive, true);
  const query = 'brandId' in owner
    ? db.select(columns).from(tickets).where(and(eq(tickets.brandId, owner.brandId), active))
    : db.select(columns).from(tickets).innerJoin(outlets, eq(outlets.brandId, tickets.brandId)).where(and(eq(outlets.id, owner.outletId), active));
  return query.orderBy(asc(tickets.order), asc(tickets.name));
}
