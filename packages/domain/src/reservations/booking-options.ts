import type { CountryCode } from '../locales';

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

/** The dialling prefix a new booking's phone field starts with, by the outlet's country. */
export const DIALLING_PREFIX: Record<CountryCode, string> = { SG: '+65', MY: '+60', HK: '+852', TW: '+886' };
