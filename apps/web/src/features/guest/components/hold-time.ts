/*
 * The time held for a guest on the waiting list (docs/rules.md section 10), as their page shows it.
 * The server says the hour the hold ends on the outlet's clock and how many seconds were left when it
 * answered; the page counts down from that by the time passed since, never by the device's clock,
 * which may be in another zone or simply wrong.
 */

/**
 * What is left of the hold at `now` (a device instant), from `secondsLeft` answered at `readAt`:
 * "14:05" (minutes and seconds; "0:00" once run out).
 */
export function holdLeft(secondsLeft: number, readAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft - Math.max(0, now - readAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A time of the outlet's day as its clock shows it: "19:00:00" → "19:00". */
export const clockTime = (time: string) => time.slice(0, 5);
