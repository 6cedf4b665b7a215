/**
 * The grace period: how long after its time a booking is held before it turns LATE (the clock
 * sweep, docs/architecture.md). Seconds, the service timing's or else the outlet's.
 */
export function graceEndsAt(dateTime: string, graceSeconds: number): Date {
  return new Date(Date.parse(dateTime) + graceSeconds * 1000);
}

/**
 * Marking a booking no-show before its time plus the grace period is early: docs/rules.md section 4
 * allows it, so the screen only makes the host sure (issue 19) and names the time.
 */
export function isEarlyForNoShow(dateTime: string, graceSeconds: number, now: Date): boolean {
  return now.getTime() < graceEndsAt(dateTime, graceSeconds).getTime();
}
