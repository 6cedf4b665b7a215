import type { BookingPageView, BookingTimesView, JoinWaitingListInput } from './api';
import type { Contact } from './contact-fields';
import { TYPE_SHOW_AVAILABLE_ONLY, type Language } from './locale';

/*
 * The day's waiting list on the booking page (docs/rules.md section 10): which days and times let a
 * diner join it, and the window (earliest and latest time they could come) they choose.
 */

/** The window's two selects move in quarter hours. */
export const WINDOW_STEP_MINUTES = 15;
/** The hours the window's selects span at least; a day with no time of its own starts on the evening. */
const USUAL_HOURS = { first: '11:00', last: '22:00' };
const EVENING = { start: '18:00', hours: 3 };
const LAST_OF_DAY = 23 * 60 + 45;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether the party can book any time of the day, in any service or any of its areas. */
export function hasBookableTime(times: BookingTimesView): boolean {
  const anyFree = (list: ReadonlyArray<{ available: boolean }>) => list.some((slot) => slot.available);
  return times.services.some((s) => anyFree(s.times) || !!s.areas?.some((a) => anyFree(a.times)));
}

/**
 * The waiting list is offered on a day read with no time the party can book, when the outlet takes
 * names online. A page that lists every time (full ones struck out) lists no service on a day the
 * restaurant is closed online: no list then. A page that lists bookable times only cannot tell a
 * closed day from a full one, and offers the list on both.
 */
export function offersWaitingList(page: Pick<BookingPageView, 'waitingListOnline' | 'typeShowTimeslots'>, times: BookingTimesView | null) {
  if (!page.waitingListOnline || !times || hasBookableTime(times)) return false;
  return times.services.some((s) => s.times.length) || page.typeShowTimeslots === TYPE_SHOW_AVAILABLE_ONLY;
}

/**
 * The days of the month shown that have no time for the party but may still be picked to join their
 * waiting list: from today up to the month's last bookable day (past it, the outlet may not sell
 * online yet, and a name put down there would wait for nothing).
 */
export function waitingListDays(days: Map<string, boolean> | null, today: string, takesNames: boolean): Set<string> {
  if (!takesNames || !days) return new Set();
  const lastOpen = [...days].filter(([, open]) => open).reduce((last, [date]) => (date > last ? date : last), '');
  return new Set([...days].filter(([date, open]) => !open && date >= today && date <= lastOpen).map(([date]) => date));
}

/** The times the day lists, in its services and their areas, bookable or not: "19:00", in order, once each. */
export function listedTimes(times: BookingTimesView | null): string[] {
  const all = (times?.services ?? []).flatMap((s) => [...s.times, ...(s.areas ?? []).flatMap((a) => a.times)]);
  return [...new Set(all.map((slot) => slot.time.slice(0, 5)))].sort();
}

/**
 * The times a window may start or end at: every quarter hour of the usual hours, widened to take in
 * any time the day lists outside them (a breakfast, a late supper). Wider than the day's own times:
 * a diner may wait for any hour they could come, and the list offers only what the outlet sells.
 */
export function windowTimes(times: BookingTimesView | null): string[] {
  const listed = listedTimes(times).map(minutesOf);
  const step = WINDOW_STEP_MINUTES;
  const first = Math.floor(Math.min(minutesOf(USUAL_HOURS.first), ...listed) / step) * step;
  const last = Math.min(LAST_OF_DAY, Math.ceil(Math.max(minutesOf(USUAL_HOURS.last), ...listed) / step) * step);
  return Array.from({ length: (last - first) / step + 1 }, (_, i) => timeOf(first + i * step));
}

/**
 * The window chosen to start with: from the day's first time from 18:00 on (else its first time, else
 * 18:00), for three hours or to the last time that may be chosen.
 */
export function defaultWindow(options: readonly string[], listed: readonly string[]): { start: string; end: string } {
  const wanted = listed.find((time) => time >= EVENING.start) ?? listed[0] ?? EVENING.start;
  const quarter = timeOf(Math.floor(minutesOf(wanted) / WINDOW_STEP_MINUTES) * WINDOW_STEP_MINUTES);
  // The last time cannot start a window: nothing follows it.
  const startable = options.slice(0, -1);
  const start = startable.includes(quarter) ? quarter : (startable.filter((time) => time < quarter).at(-1) ?? startable[0]!);
  const end = timeOf(Math.min(minutesOf(start) + EVENING.hours * 60, minutesOf(options[options.length - 1]!)));
  return { start, end };
}

/** The times the window may end at: those after its start (the server refuses an end at or before it). */
export const endTimesAfter = (options: readonly string[], start: string) => options.filter((time) => time > start);

/** What the page sends to join the list: the day, the window, the party (all adults here) and the diner, trimmed. */
export function waitingBodyOf(args: {
  date: string;
  window: { start: string; end: string };
  party: number;
  contact: Contact;
  notes: string;
  website: string;
  language: Language;
}): JoinWaitingListInput {
  const { contact } = args;
  const email = contact.customerEmail.trim();
  const notes = args.notes.trim();
  return {
    date: args.date,
    windowStart: args.window.start,
    windowEnd: args.window.end,
    numberOfAdults: args.party,
    numberOfChildren: 0,
    customerFirstName: contact.customerFirstName.trim(),
    customerLastName: contact.customerLastName.trim(),
    customerPhone: contact.customerPhone.trim(),
    ...(email ? { customerEmail: email } : {}),
    ...(notes ? { notes } : {}),
    language: args.language,
    ...(args.website ? { website: args.website } : {}),
  };
}
