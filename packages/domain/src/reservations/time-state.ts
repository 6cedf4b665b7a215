/** A reservation's day against the outlet's today (SPEC.md section 3, derived). */
export type TimeState = 'TODAY' | 'FUTURE' | 'PAST';

/** Both dates are the outlet's local yyyy-MM-dd, so string order is calendar order. */
export function timeStateOf(reservationDate: string, outletToday: string): TimeState {
  if (reservationDate === outletToday) return 'TODAY';
  return reservationDate > outletToday ? 'FUTURE' : 'PAST';
}

/** Limit time: the start plus the dining interval (seconds). */
export function limitTimeOf(startsAt: Date, diningIntervalSeconds: number): Date {
  return new Date(startsAt.getTime() + diningIntervalSeconds * 1000);
}
