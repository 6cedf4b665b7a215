import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import type { Executor } from '../../db/client';
import { reservationActivities } from '../reservations/schema';

/** A history line written by Host itself (a provider's event, the clock), not by a signed-in person. */
export async function recordSystemActivity(db: Executor, reservationId: string, action: string, changes: Record<string, unknown>) {
  await db.insert(reservationActivities).values({ reservationId, actorKind: 'system', actorName: 'Host', action, changes });
}

/** 'Deposit' or 'Full payment' (docs/rules.md section 9's payment metadata type), by the booking's ticket. */
export function metadataTypeOf(typePayment: number | null | undefined): 'Deposit' | 'Full payment' | null {
  if (typePayment === TICKET_TYPE_PAYMENT.PREPAID) return 'Full payment';
  if (typePayment === TICKET_TYPE_PAYMENT.DEPOSIT || typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE) return 'Deposit';
  return null;
}
