import { RESERVATION_STATUS } from '../statuses';

const { BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;

export interface GuestChoices {
  canConfirm: boolean;
  canCancel: boolean;
}

/**
 * What a guest may do from the link in their message (issue 14), by docs/rules.md section 4's table as
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

/** The result a confirm message records once the guest answered (docs/rules.md section 3: confirmed, cancelled, missed). */
export const CONFIRMATION_RESULTS = ['confirmed', 'cancelled', 'missed'] as const;
export type ConfirmationResult = (typeof CONFIRMATION_RESULTS)[number];

/**
 * A guest's link (confirm, change, cancel, see it paid) works until this long after the booking's
 * time, then answers that it has expired: an old message forwarded or found later opens nothing.
 */
export const GUEST_LINK_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** What a guest's self-edit is judged by: the booking, its ticket (if any), and the change asked. */
export interface GuestEdit {
  booking: { status: number; startsAt: Date };
  ticket: { isEnableSelfEdit: boolean; editWindow: number | null } | null;
  /** the outlet's own rule (/settings/booking-management), for a booking without a ticket; none: changeable until its time */
  outlet?: { isEnableSelfEdit: boolean; editWindow: number | null } | null;
  /** when the booking would start after the change */
  newStartsAt: Date;
}

/**
 * Why a guest's confirm or cancel from their link is refused, by docs/rules.md section 8's words, or
 * null: a confirm of a booking still to come that is not BOOKED (confirmed already, or waiting for
 * payment) is 'only allow change reservation status from BOOKED to CONFIRMED'; anything else they
 * may not do is 'You are unable to modify this reservation, please contact us directly instead.'.
 */
export function guestAnswerRefusal(
  booking: { status: number; startsAt: Date },
  answer: 'confirm' | 'cancel',
  now: Date,
): 'onlyBookedToConfirmed' | 'guestCannotModify' | null {
  const choices = guestChoices(booking, now);
  if (answer === 'cancel') return choices.canCancel ? null : 'guestCannotModify';
  if (choices.canConfirm) return null;
  const toCome = booking.startsAt.getTime() > now.getTime();
  return toCome && ([CONFIRMED, PENDING] as number[]).includes(booking.status) ? 'onlyBookedToConfirmed' : 'guestCannotModify';
}

/**
 * Whether a guest may change their booking's day, time or party from their link (issue 18), else
 * the reason by docs/rules.md section 8's words:
 * - only a booking still to come, BOOKED or CONFIRMED, is changed by its guest ('You are unable to
 *   modify this reservation, please contact us directly instead.');
 * - a ticket that does not allow self-edit refuses ("You can't update reservation");
 * - inside the ticket's edit window (hours before the booking), it is too late
 *   ('reservation {code} can't be edited at this time'), and so is a move to a time inside it (issue 33:
 *   a guest two days out cannot move to tonight when the window is 24 hours);
 * - the new time must be to come ('time must be greater than now').
 * A booking without a ticket follows the outlet's own rule the same way, and with none may be changed
 * until its time.
 */
export function guestEditRefusal(
  { booking, ticket, outlet = null, newStartsAt }: GuestEdit,
  now: Date,
): 'guestCannotModify' | 'guestCantUpdate' | 'guestEditClosed' | 'guestTimeNotFuture' | null {
  if (booking.startsAt.getTime() <= now.getTime() || !([BOOKED, CONFIRMED] as number[]).includes(booking.status))
    return 'guestCannotModify';
  const rule = ticket ?? outlet;
  if (rule && !rule.isEnableSelfEdit) return 'guestCantUpdate';
  const closesAt = (startsAt: Date) => startsAt.getTime() - (rule?.editWindow ?? 0) * 3_600_000;
  if (rule?.editWindow != null && closesAt(booking.startsAt) <= now.getTime()) return 'guestEditClosed';
  if (newStartsAt.getTime() <= now.getTime()) return 'guestTimeNotFuture';
  if (rule?.editWindow != null && closesAt(newStartsAt) <= now.getTime()) return 'guestEditClosed';
  return null;
}
