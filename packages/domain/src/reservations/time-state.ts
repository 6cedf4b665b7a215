import { DomainError, fieldIssue } from '../errors';

/** A reservation's day against the outlet's today (docs/rules.md section 3, derived). */
export type TimeState = 'TODAY' | 'FUTURE' | 'PAST';

/** Both dates are the outlet's local yyyy-MM-dd, so string order is calendar order. */
export function timeStateOf(reservationDate: string, outletToday: string): TimeState {
  if (reservationDate === outletToday) return 'TODAY';
  return reservationDate > outletToday ? 'FUTURE' : 'PAST';
}

/** How far ahead staff may book: three years (a wedding banquet), not a typo's 2126. */
export const BOOKING_HORIZON_YEARS = 3;

/** A date past the horizon from the outlet's today (both yyyy-MM-dd). */
export function isBeyondBookingHorizon(reservationDate: string, outletToday: string): boolean {
  const horizon = `${String(Number(outletToday.slice(0, 4)) + BOOKING_HORIZON_YEARS).padStart(4, '0')}${outletToday.slice(4)}`;
  return reservationDate > horizon;
}

/**
 * 422 dateTimeNotValid (beyondHorizon, naming `field`) for a date past the horizon: one rule for a
 * booking's date and for a date a query asks about (availability, table suggestions; issue 27).
 */
export function assertWithinBookingHorizon(date: string, outletToday: string, field: string) {
  if (isBeyondBookingHorizon(date, outletToday)) {
    throw new DomainError('BUSINESS_RULE', 'dateTimeNotValid', {
      details: [fieldIssue(field, 'beyondHorizon', { years: BOOKING_HORIZON_YEARS })],
    });
  }
}

/** Limit time: the start plus the dining interval (seconds). */
export function limitTimeOf(startsAt: Date, diningIntervalSeconds: number): Date {
  return new Date(startsAt.getTime() + diningIntervalSeconds * 1000);
}
