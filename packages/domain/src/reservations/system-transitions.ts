import { RESERVATION_STATUS, type ReservationStatusName } from '../statuses';

/**
 * The status changes Host makes by itself, on an event rather than a person's choice (a person's
 * are `checkTransition`'s, docs/rules.md section 4). Each cause moves a booking from the statuses listed
 * to the ones listed, and no other way: a payment settled for a booking no longer waiting for it
 * (seated, cancelled) changes nothing and is recorded as refused (docs/rules.md, "Statuses").
 */
export const SYSTEM_TRANSITIONS = {
  /** a host or the booking page asks the guest to pay: the booking waits for the money */
  paymentRequested: { from: ['PENDING', 'BOOKED', 'CONFIRMED'], to: ['PENDING'] },
  /** the provider says the guest paid, or their card is held */
  paymentSettled: { from: ['PENDING'], to: ['BOOKED', 'CONFIRMED'] },
  /** a host withdraws a request still waiting for the guest */
  paymentWithdrawn: { from: ['PENDING'], to: ['BOOKED', 'CONFIRMED'] },
  /** the request's expiry passes unpaid */
  paymentExpired: { from: ['PENDING'], to: ['EXPIRED'] },
  /** the clock: not seated by the booking's time plus its grace period */
  lateByClock: { from: ['BOOKED', 'CONFIRMED'], to: ['LATE'] },
} as const satisfies Record<string, { from: readonly ReservationStatusName[]; to: readonly ReservationStatusName[] }>;

export type SystemCause = keyof typeof SYSTEM_TRANSITIONS;

/** Whether Host may move a booking from `from` to `to` for `cause`. */
export function isSystemTransition(cause: SystemCause, from: ReservationStatusName, to: ReservationStatusName): boolean {
  const rule = SYSTEM_TRANSITIONS[cause];
  return (rule.from as readonly string[]).includes(from) && (rule.to as readonly string[]).includes(to);
}

/** The status numbers a cause moves bookings from: what a set-based update (the clock) may touch. */
export function systemSources(cause: SystemCause): number[] {
  return SYSTEM_TRANSITIONS[cause].from.map((name) => RESERVATION_STATUS[name]);
}

/**
 * Where a booking starts once nothing is owed: CONFIRMED where the outlet starts its bookings
 * confirmed (optionAutoReservationStatus), else BOOKED. A new booking, a payment settled and a
 * request withdrawn all read it here.
 */
export function startingStatus(optionAutoReservationStatus: number): 'BOOKED' | 'CONFIRMED' {
  return optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED ? 'CONFIRMED' : 'BOOKED';
}
