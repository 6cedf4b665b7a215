import type { DisplayStatus } from './display-status';

/**
 * The grace period: how long after its time a booking is held before it turns LATE (the clock
 * sweep, docs/architecture.md). Seconds, the service timing's or else the outlet's. A host may hold
 * a LATE party's table longer (`extendedUntil`, docs/rules.md section 4): the booking then ends its
 * grace at that instant instead.
 */
export function graceEndsAt(dateTime: string, graceSeconds: number, extendedUntil: string | null = null): Date {
  return extendedUntil ? new Date(extendedUntil) : new Date(Date.parse(dateTime) + graceSeconds * 1000);
}

/**
 * Marking a booking no-show before its time plus the grace period is early: docs/rules.md section 4
 * allows it, so the screen only makes the host sure (issue 19) and names the time.
 */
export function isEarlyForNoShow(dateTime: string, graceSeconds: number, now: Date, extendedUntil: string | null = null): boolean {
  return now.getTime() < graceEndsAt(dateTime, graceSeconds, extendedUntil).getTime();
}

/** The extensions a host is offered, in minutes (the row's menu, the seat and booking dialogs). */
export const GRACE_EXTENSIONS = [5, 10, 15] as const;

/** Only a LATE booking's grace period may be extended (docs/rules.md section 8); any other is refused. */
export const canExtendGrace = (display: DisplayStatus): boolean => display === 'LATE';

/**
 * Where an extension ends: `minutes` after the grace period's end, or after now if that end has
 * passed (a party 20 minutes late held "5 more minutes" is held until 5 minutes from now, not until
 * a time already gone).
 */
export function extendedGraceEnd(input: {
  dateTime: string;
  graceSeconds: number;
  extendedUntil: string | null;
  now: Date;
  minutes: number;
}): Date {
  const end = graceEndsAt(input.dateTime, input.graceSeconds, input.extendedUntil).getTime();
  return new Date(Math.max(end, input.now.getTime()) + input.minutes * 60_000);
}

/**
 * The status a LATE booking returns to while held: CONFIRMED if it was confirmed (and the outlet uses
 * CONFIRMED), else BOOKED. The clock turns it LATE again when the extension ends unseated.
 */
export function statusWhileHeld(confirmedAt: string | null, unused: readonly string[] = []): 'BOOKED' | 'CONFIRMED' {
  return confirmedAt && !unused.includes('CONFIRMED') ? 'CONFIRMED' : 'BOOKED';
}

/**
 * The local time (HH:mm) a held party's table is held until, from the booking's own local time and
 * the hold's distance from it: no time zone needed by a row of the book. Null when nothing is held.
 */
export function heldUntilTime(r: { reservationTime: string; dateTime: string; graceExtendedUntil: string | null }): string | null {
  if (!r.graceExtendedUntil) return null;
  const [h, m] = r.reservationTime.split(':').map(Number) as [number, number];
  // Whole minutes, cut as a clock shows them (the toast's time, from the instant, reads the same).
  const minutes = h * 60 + m + Math.floor((Date.parse(r.graceExtendedUntil) - Date.parse(r.dateTime)) / 60_000);
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}
