import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/tables/tickets';

export type TicketRow = typeof tickets.$inferSelect;

/** The active tickets of a brand, in their order. */
export async function activeTickets(db: Executor, brandId: string) {
  return db
    .select({
      id: tickets.id,
      name: tickets.name,
      color: tickets.color,
      typePayment: tickets.typePayment,
      typePrice: tickets.typePrice,
      price: tickets.price,
    })
    .from(tickets)
    .where(and(eq(tickets.brandId, brandId), eq(tickets.isActive, true)))
    .orderBy(asc(tickets.order), asc(tickets.name));
}

/** Every ticket of a brand, retired ones too, in their order. */
export async function ticketsOf(db: Executor, brandId: string) {
  return db.select().from(tickets).where(eq(tickets.brandId, brandId)).orderBy(asc(tickets.order), asc(tickets.name), asc(tickets.id));
}

export async function ticketById(db: Executor, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

/** A ticket's payment type alone, by its id: payments names the metadata of a transaction made with it. */
export async function ticketTypePayment(db: Executor, id: string) {
  const [row] = await db.select({ typePayment: tickets.typePayment }).from(tickets).where(eq(tickets.id, id));
  return row;
}

export async function lockTicket(db: Executor, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

/** The order a new ticket takes: after the brand's last. */
export async function nextOrder(db: Executor, brandId: string) {
  const [row] = await db
    .select({ last: max(tickets.order) })
    .from(tickets)
    .where(eq(tickets.brandId, brandId));
  return (row?.last ?? 0) + 1;
}

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: Executor, id: string, values: Partial<typeof tickets.$inferInsert>) {
  const [row] = await db.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}

export async function setOrder(db: Executor, id: string, order: number) {
  await db.update(tickets).set({ order }).where(eq(tickets.id, id));
}

export async function deleteTicket(db: Executor, id: string) {
  await db.delete(tickets).where(eq(tickets.id, id));
}
