import type { GuestBookingView } from '@host/domain/notifications/contract';

/** What the guest's status line says: a guest knows five states, not the host's eleven. */
export type GuestStatus = 'pending' | 'booked' | 'confirmed' | 'cancelled' | 'past';

/**
 * docs/rules.md section 4 as the guest sees it. A booking still to come may always be cancelled
 * (guestChoices), so an open booking the guest can no longer cancel has had its time.
 */
export function guestStatusOf(view: Pick<GuestBookingView, 'status' | 'canCancel'>): GuestStatus {
  if (view.status === 'CANCELLED' || view.status === 'EXPIRED') return 'cancelled';
  const isOpen = view.status === 'PENDING' || view.status === 'BOOKED' || view.status === 'CONFIRMED';
  if (!isOpen || !view.canCancel) return 'past';
  if (view.status === 'PENDING') return 'pending';
  return view.status === 'CONFIRMED' ? 'confirmed' : 'booked';
}
