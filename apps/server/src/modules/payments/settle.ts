// TEMPORARY (pay-page branch): replaced by the payments use cases on merge
import type { PaymentEvent } from '@host/domain/payments/contract';
import { and, eq } from 'drizzle-orm';
import { paymentEvents, paymentRequests } from '../../db/schema';
import type { AppContext } from '../../lib/context';

/** Records the event by its id (a replay applies nothing) and marks the request paid, or its card held. */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<{ applied: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx.select({ id: paymentRequests.id }).from(paymentRequests).where(eq(paymentRequests.providerRef, event.data.checkoutId));
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, paymentRequestId: request?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { applied: false };
    if (request && (event.type === 'payment.succeeded' || event.type === 'card.held')) {
      await tx
        .update(paymentRequests)
        .set({ status: event.type === 'card.held' ? 'guaranteed' : 'paid', paidAt: ctx.clock.now() })
        .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'pending')));
    }
    return { applied: true };
  });
}
