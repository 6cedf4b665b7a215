import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications } from '../../db/tables/notifications';

/**
 * The guest answered from their link: the confirm messages sent and not yet answered take the answer
 * as their result (the ledger and the missed-confirmation sweep read it).
 */
export async function recordGuestAnswer(db: Executor, reservationId: string, result: 'confirmed' | 'cancelled', at: Date) {
  await db
    .update(confirmationNotifications)
    .set({ result, updatedAt: at })
    .where(
      and(
        eq(confirmationNotifications.reservationId, reservationId),
        eq(confirmationNotifications.type, 'confirm'),
        eq(confirmationNotifications.isSent, true),
        sql`${confirmationNotifications.result} is null`,
      ),
    );
}
