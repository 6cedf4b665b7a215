import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/schema';

/** The active tickets of a brand, in their order. */
export async function activeTickets(db: Executor, brandId: string) {
  return db
    .select({ id: tickets.id, name: tickets.name, color: tickets.color, typePayment: tickets.typePayment, typePrice: tickets.typePrice, price: tickets.price })
    .from(tickets)
    .where(and(eq(tickets.brandId, brandId), eq(tickets.isActive, true)))
    .orderBy(asc(tickets.order), asc(tickets.name));
}
