import type { Transaction } from '@host/domain/payments/contract';

/**
 * Where a transaction's booking opens: the book on the booking's day, searched for its code (the
 * book's own URL: ?date= and ?q=). Only at the signed-in outlet: the book shows that outlet's
 * bookings, so another outlet's code stays plain text.
 */
export function bookingLinkOf(
  tx: Pick<Transaction, 'reservationCode' | 'reservationDate' | 'outletId'>,
  currentOutletId: string | undefined,
): string | null {
  if (!tx.reservationCode || !tx.reservationDate || tx.outletId !== currentOutletId) return null;
  return `/reservations?${new URLSearchParams({ date: tx.reservationDate, q: tx.reservationCode })}`;
}
