import { localTimeOf } from '@host/domain/time';
import type { WaitingListEntry } from '@host/domain/waitlist/waiting-list';
import { parseISO } from 'date-fns';

/** A guest's window is picked in quarter hours, as the booking page sells times. */
export const WINDOW_STEP_MINUTES = 15;
/** A new guest's window is first set this long (docs/ui.md: a dialog opens with the best choice made). */
const SUGGESTED_WINDOW_STEPS = 8;

interface OpeningRange {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** 0 for Sunday, as the outlet's opening hours count days, of a local date ('2026-03-31'). */
export const dayOfWeekOf = (date: string) => parseISO(date).getDay();

/**
 * The times ('HH:mm') a guest's window may start or end at: every quarter hour the outlet is open that
 * day of the week, both ends included; the whole day when no hours are set for it.
 */
export function windowTimes(openingHours: readonly OpeningRange[], dayOfWeek: number): string[] {
  const ranges = openingHours.filter((range) => range.dayOfWeek === dayOfWeek);
  const spans = ranges.length ? ranges.map((r) => [minutesOf(r.startTime), minutesOf(r.endTime)] as const) : [[0, 24 * 60 - 1] as const];
  const times = new Set<number>();
  for (const [start, end] of spans) {
    const first = Math.ceil(start / WINDOW_STEP_MINUTES) * WINDOW_STEP_MINUTES;
    for (let minute = first; minute <= end; minute += WINDOW_STEP_MINUTES) times.add(minute);
  }
  return [...times].sort((a, b) => a - b).map(timeOf);
}

/**
 * The window a new guest starts with: from the first of `times` not before `nowTime` (the outlet's
 * clock, today; null for another day), for two hours or to the day's last time. Null when the day
 * has fewer than two times to choose from.
 */
export function suggestedWindow(times: readonly string[], nowTime: string | null): { windowStart: string; windowEnd: string } | null {
  if (times.length < 2) return null;
  const next = nowTime === null ? 0 : times.findIndex((time) => time >= nowTime.slice(0, 5));
  const start = Math.min(next === -1 ? times.length - 2 : next, times.length - 2);
  const end = Math.min(start + SUGGESTED_WINDOW_STEPS, times.length - 1);
  return { windowStart: times[start]!, windowEnd: times[end]! };
}

/** Those still on the list, in the order they will be offered times; then those who left it, latest first. */
export function splitWaitingList(entries: readonly WaitingListEntry[]) {
  const onList = entries.filter((e) => e.position !== null).sort((a, b) => a.position! - b.position!);
  const left = entries.filter((e) => e.position === null).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { onList, left };
}

/**
 * The whole minutes an offer is still held for at `now`: rounded up, so "1 min" shows until the hold
 * lapses, then 0 (the server passes the time on at its next tick).
 */
export function minutesLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 60_000));
}

/** A guest's window as the host reads it: "18:30–20:30". */
export const windowText = (entry: Pick<WaitingListEntry, 'windowStart' | 'windowEnd'>) =>
  `${entry.windowStart.slice(0, 5)}–${entry.windowEnd.slice(0, 5)}`;

/** How many a guest's party is, children included. */
export const partyOf = (entry: Pick<WaitingListEntry, 'numberOfAdults' | 'numberOfChildren'>) =>
  entry.numberOfAdults + entry.numberOfChildren;

/** The name the host calls a guest by. */
export const guestName = (entry: Pick<WaitingListEntry, 'customerFirstName' | 'customerLastName'>) =>
  [entry.customerFirstName, entry.customerLastName].filter(Boolean).join(' ');

/**
 * Where a guest stands, as a key under reservations.json waitlist.status with its values: an offer
 * names its time, how long it is held (the outlet's clock) and the minutes left; a guest off the list
 * says why. An offer whose hold ran out shows so until the server's next tick passes the time on.
 */
export type EntryStanding =
  | { key: 'waiting' }
  | { key: 'offered'; time: string; until: string; count: number }
  | { key: 'holdEnded'; time: string }
  | { key: 'booked' | 'declined' | 'lapsed'; time: string }
  | { key: 'dayEnded' | 'cancelled' };

export function standingOf(entry: Pick<WaitingListEntry, 'status' | 'offer'>, now: Date, timeZone: string): EntryStanding {
  const offer = entry.offer;
  const time = offer?.time.slice(0, 5) ?? '';
  switch (entry.status) {
    case 'waiting':
      return { key: 'waiting' };
    case 'offered': {
      if (!offer) return { key: 'waiting' };
      const count = minutesLeft(offer.expiresAt, now);
      const until = localTimeOf(new Date(offer.expiresAt), timeZone).slice(0, 5);
      return count > 0 ? { key: 'offered', time, until, count } : { key: 'holdEnded', time };
    }
    case 'booked':
      return offer ? { key: 'booked', time } : { key: 'cancelled' };
    case 'declined':
      return offer ? { key: 'declined', time } : { key: 'cancelled' };
    case 'expired':
      // Expired is an offer not answered in time, or the day ending while the guest still waited.
      return offer?.status === 'expired' ? { key: 'lapsed', time } : { key: 'dayEnded' };
    case 'cancelled':
      return { key: 'cancelled' };
  }
}
