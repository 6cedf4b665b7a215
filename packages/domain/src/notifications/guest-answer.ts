import { RESERVATION_STATUS } from '../statuses';

const { BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;

export interface GuestChoices {
  canConfirm: boolean;
  canCancel: boolean;
}

/**
 * What a guest may do from the link in their message (issue 14), by SPEC.md section 4's table as
 * far as a guest reaches: confirm a BOOKED booking, cancel one still to come (PENDING, BOOKED,
 * CONFIRMED). From its time on, and once seated, settled or expired, the guest calls the
 * restaurant ('You are unable to modify this reservation, please contact us directly instead.').
 */
export function guestChoices(booking: { status: number; startsAt: Date }, now: Date): GuestChoices {
  const toCome = booking.startsAt.getTime() > now.getTime();
  return {
    canConfirm: toCome && booking.status === BOOKED,
    canCancel: toCome && [PENDING, BOOKED, CONFIRMED].includes(booking.status as 1 | 6 | 8),
  };
}

/** The result a confirm message records once the guest answered (SPEC.md section 3: confirmed, cancelled, missed). */
export const CONFIRMATION_RESULTS = ['confirmed', 'cancelled', 'missed'] as const;
export type ConfirmationResult = (typeof CONFIRMATION_RESULTS)[number];
