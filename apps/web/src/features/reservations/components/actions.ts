import type { Reservation } from '@host/domain/reservations/reservation';
import type { RowAction } from '@host/domain/reservations/row-actions';
import type { TargetStatus } from '@host/domain/reservations/transitions';
import { RESERVATION_STATUS } from '@host/domain/statuses';

/** What a row action does to the status (EDIT opens the dialog instead). */
export const ACTION_TARGET: Partial<Record<RowAction, number>> = {
  CANCEL: RESERVATION_STATUS.CANCELLED,
  BOOK: RESERVATION_STATUS.BOOKED,
  CONFIRM: RESERVATION_STATUS.CONFIRMED,
  SEAT: RESERVATION_STATUS.SEATED,
  DEPART: RESERVATION_STATUS.COMPLETED,
  MARK_NOSHOW: RESERVATION_STATUS.NO_SHOW,
};

/** The one-tap action on a row (UI.md): seat, depart, confirm or book, whichever applies first. */
const MAIN_ORDER: RowAction[] = ['SEAT', 'DEPART', 'CONFIRM', 'BOOK', 'MARK_NOSHOW'];
export function mainAction(reservation: Reservation): RowAction | undefined {
  return MAIN_ORDER.find((a) => reservation.allowableActions.some((s) => s.action === a && s.enabled));
}

/** Other status moves the rules allow that no row action covers (unconfirm, bill, complete...). */
export const TARGET_NUMBER: Record<TargetStatus, number | 'BILL'> = {
  BOOKED: RESERVATION_STATUS.BOOKED,
  CONFIRMED: RESERVATION_STATUS.CONFIRMED,
  SEATED: RESERVATION_STATUS.SEATED,
  BILL: 'BILL',
  COMPLETED: RESERVATION_STATUS.COMPLETED,
  CANCELLED: RESERVATION_STATUS.CANCELLED,
  NO_SHOW: RESERVATION_STATUS.NO_SHOW,
};

/** Cancelling and no-show ask once, with the guest's name (UI.md). */
export const ASKS_FIRST = new Set<number>([RESERVATION_STATUS.CANCELLED, RESERVATION_STATUS.NO_SHOW]);

export function guestName(r: Pick<Reservation, 'customerFirstName' | 'customerLastName'>) {
  const first = r.customerFirstName ?? '';
  const last = r.customerLastName ?? '';
  // Chinese names read family name first, without a space.
  if (/\p{Script=Han}/u.test(first + last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}
