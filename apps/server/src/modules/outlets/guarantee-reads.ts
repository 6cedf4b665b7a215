import { isPayingTicket } from '@host/domain/payments/money-rules';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): the tickets module's ticket as an outlet's guarantee
 * rule names it, whether it is one of the brand's paying tickets on sale.
 */
export async function isPayingTicketOnSale(db: Executor, brandId: string, ticketId: string): Promise<boolean> {
  const [ticket] = await db
    .select({ isActive: tickets.isActive, typePayment: tickets.typePayment, typePrice: tickets.typePrice, price: tickets.price })
    .from(tickets)
    .where(and(eq(tickets.brandId, brandId), eq(tickets.id, ticketId)));
  return Boolean(ticket?.isActive && isPayingTicket(ticket));
}
