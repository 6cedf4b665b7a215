import type { SlotReason } from '../availability/slots';
import { DEFAULT_COUNTRY, type CountryCode } from '../locales';

/** The occasions a booking can mark (the dialog shows each as occasions.{name}). */
export const OCCASIONS = ['birthday', 'anniversary', 'business', 'date'] as const;

/** Every `stepMinutes` from `first` to `last` (HH:mm, the same day), as HH:mm:ss. */
export function timesBetween(first: string, last: string, stepMinutes: number): string[] {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const pad = (n: number) => String(n).padStart(2, '0');
  const times: string[] = [];
  for (let m = minutesOf(first); m <= minutesOf(last); m += stepMinutes) times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`);
  return times;
}

/** The times a host offers in the booking dialog: every 15 minutes, 10:00 to 23:45. */
export const HOST_BOOKING_TIMES: readonly string[] = timesBetween('10:00', '23:45', 15);

/** The lengths a host picks a booking's dining interval from, in minutes (the dialog's Length). */
export const DINING_LENGTH_MINUTES: readonly number[] = [30, 45, 60, 75, 90, 105, 120, 150, 180, 210, 240, 300, 360];

/**
 * The lengths offered for a booking, in seconds: the usual ones, and the booking's own when it is none
 * of them (a service of 100 minutes), in order.
 */
export function diningLengthChoices(current?: number | null): number[] {
  const usual = DINING_LENGTH_MINUTES.map((m) => m * 60);
  return current && !usual.includes(current) ? [...usual, current].sort((a, b) => a - b) : usual;
}

/** A length as hours and minutes, for the words of the dialog ("1 h 30 min"). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.round(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The dialling prefix a new booking's phone field starts with, by the outlet's country. */
export const DIALLING_PREFIX: Record<CountryCode, string> = { SG: '+65', MY: '+60', HK: '+852', TW: '+886' };

/** The outlet's country from the prefix its phone field starts with (the dialog is handed the prefix). */
export function countryOfPrefix(prefix: string): CountryCode {
  const found = (Object.entries(DIALLING_PREFIX) as Array<[CountryCode, string]>).find(([, p]) => p === prefix.trim());
  return found?.[0] ?? DEFAULT_COUNTRY;
}

/** One time of a day as the availability route answers it (views.ts slotViewSchema, the fields read here). */
export interface SlotAtTime {
  date: string;
  time: string;
  available: boolean;
  reasons: readonly SlotReason[];
}

export interface BookingTimes {
  /** times the rules let the party book, earliest first: the first is where a new booking opens */
  bookable: string[];
  /** the rest, each with why not (CLOSED when no service has it): those still ahead first, then the past */
  refused: Array<{ time: string; reasons: SlotReason[] }>;
}

/**
 * The booking dialog's time list for a date (issue 19): bookable times first, then the others a host
 * may still book with a reason, each with why, and last the times already gone (which the server
 * refuses: 'Reservation time must be in the future.'), so the list no longer opens on the past.
 */
export function bookingTimes(times: readonly string[], slots: readonly SlotAtTime[], date: string): BookingTimes {
  const slotAt = new Map(slots.filter((s) => s.date === date).map((s) => [s.time.slice(0, 5), s]));
  const bookable: string[] = [];
  const later: BookingTimes['refused'] = [];
  const past: BookingTimes['refused'] = [];
  for (const time of times) {
    const slot = slotAt.get(time.slice(0, 5));
    if (slot?.available) bookable.push(time);
    else (slot?.reasons.includes('PAST') ? past : later).push({ time, reasons: slot ? [...slot.reasons] : ['CLOSED'] });
  }
  return { bookable, refused: [...later, ...past] };
}

/**
 * Where a new booking's time opens (issue 19): the time asked for when it can be booked, else the
 * next bookable time after it, else the first bookable time of the day; none when nothing is.
 */
export function openingTime(times: BookingTimes, wanted: string): string | undefined {
  if (times.bookable.includes(wanted)) return wanted;
  return times.bookable.find((t) => t > wanted) ?? times.bookable[0];
}
