import { dayOfWeek, fromSeconds, nextDate, previousDate, toSeconds } from './local-day';
import type { TimingRule } from './slot-rules';

/**
 * The service timings that run on a date: its special days if it has any, else the weekly ones. Every slot read starts here,
 * so a special day overrides the week everywhere alike.
 */
export function timingsOn<T extends DayRule>(date: string, timings: readonly T[]): T[] {
  return timingsRunningOn(date, timings, dayOfWeek);
}

/** What says on which days a service runs. */
type DayRule = Pick<TimingRule, 'isRecurring' | 'isClosed' | 'days' | 'specificDates' | 'recurringStartDate' | 'recurringEndDate'>;

/**
 * timingsOn with the day of the week read by the caller's own calendar: the reference engine (slots-reference.ts) passes its
 * date-fns reading, so which services run is one rule while each engine keeps its own date arithmetic.
 */
export function timingsRunningOn<T extends DayRule>(date: string, timings: readonly T[], weekdayOf: (date: string) => number): T[] {
  const special = timings.filter((t) => !t.isRecurring && t.specificDates.includes(date));
  if (special.length) return special.filter((t) => !t.isClosed);
  const weekday = weekdayOf(date);
  return timings.filter(
    (t) =>
      t.isRecurring &&
      !t.isClosed &&
      t.days.includes(weekday) &&
      (!t.recurringStartDate || t.recurringStartDate <= date) &&
      (!t.recurringEndDate || date <= t.recurringEndDate),
  );
}

type ServiceHours = Pick<TimingRule, 'dailyStartTime' | 'dailyEndTime' | 'intervalTime' | 'timeSlots'>;

/**
 * A service's slots as seconds from its date's midnight: from its start, each step (never under five minutes), before its end,
 * a day on when the end is at or before the start (the service runs past midnight). Both engines walk these bounds.
 */
export function serviceBounds(timing: ServiceHours): { start: number; end: number; step: number } {
  const start = toSeconds(timing.dailyStartTime);
  const end = toSeconds(timing.dailyEndTime);
  return { start, end: end <= start ? end + 86_400 : end, step: Math.max(300, timing.intervalTime) };
}

/**
 * A service's slots in seconds from its date's midnight, in order: its fixed sittings when it has
 * any (each inside its hours; one earlier than the start is past midnight), else every step from
 * its start before its end. Both engines take their slots from here.
 */
export function slotSecondsOf(timing: ServiceHours): number[] {
  const { start, end, step } = serviceBounds(timing);
  if (timing.timeSlots?.length) {
    const sittings = timing.timeSlots.map((time) => toSeconds(time)).map((s) => (s < start ? s + 86_400 : s));
    return [...new Set(sittings)].filter((s) => s < end).sort((a, b) => a - b);
  }
  const seconds: number[] = [];
  for (let s = start; s < end; s += step) seconds.push(s);
  return seconds;
}

/** A slot of a service: its local date and time, and that time in seconds from its date's midnight. */
export interface ServiceSlot {
  date: string;
  time: string;
  seconds: number;
}

function serviceSlotsOf(timing: ServiceHours, date: string): ServiceSlot[] {
  const slots: ServiceSlot[] = [];
  let next: string | undefined;
  for (const s of slotSecondsOf(timing)) {
    const pastMidnight = s >= 86_400;
    slots.push({ date: pastMidnight ? (next ??= nextDate(date)) : date, time: fromSeconds(s), seconds: s % 86_400 });
  }
  return slots;
}

/**
 * Every slot time of a service on a date: its fixed sittings, else from its start each interval before its end (past
 * midnight when the end is earlier).
 * The engine's times without its seconds, for callers that book on them.
 */
export function slotTimesOf(timing: ServiceHours, date: string): Array<{ date: string; time: string }> {
  return serviceSlotsOf(timing, date).map(({ date: d, time }) => ({ date: d, time }));
}

/**
 * The service whose slot a local date and time is, and the slot: a service of that date, or one of
 * the evening before running past midnight into it. A booking's own service is found this way, not
 * by its date alone, so one made after midnight still belongs to last night's service.
 */
export function serviceSlotAt(
  timings: readonly TimingRule[],
  date: string,
  time: string,
): { timing: TimingRule; slot: { date: string; time: string } } | undefined {
  const found = serviceSlotWithSecondsAt(timings, date, time);
  return found && { timing: found.timing, slot: { date: found.slot.date, time: found.slot.time } };
}

/**
 * The service running at a moment, on or off its slots (a walk-in seated now): one of the date's services whose hours hold
 * the time (its start in, its end out), else last night's running past midnight into it. Special and closed days count
 * as they do for slots.
 */
export function serviceRunningAt<T extends DayRule & ServiceHours>(timings: readonly T[], date: string, time: string): T | undefined {
  const seconds = toSeconds(time);
  const holds = (timing: T, at: number) => {
    const { start, end } = serviceBounds(timing);
    return start <= at && at < end;
  };
  return (
    timingsOn(date, timings).find((timing) => holds(timing, seconds)) ??
    timingsOn(previousDate(date), timings).find((timing) => holds(timing, seconds + 86_400))
  );
}

/**
 * Like serviceSlotAt, keeping the slot's seconds: the engine places a slot on the outlet's clock by them, without parsing its
 * time again.
 */
export function serviceSlotWithSecondsAt(
  timings: readonly TimingRule[],
  date: string,
  time: string,
): { timing: TimingRule; slot: ServiceSlot } | undefined {
  for (const serviceDate of [date, previousDate(date)]) {
    for (const timing of timingsOn(serviceDate, timings)) {
      const slot = serviceSlotsOf(timing, serviceDate).find((s) => s.date === date && s.time.slice(0, 5) === time.slice(0, 5));
      if (slot) return { timing, slot };
    }
  }
  return undefined;
}

/**
 * The slots of a calendar day as the day's book lists them: last night's services past midnight, then its own. One walk, so
 * computeSlots and bookableDays never disagree on a day's times.
 */
export function* slotsOfDay(date: string, timings: readonly TimingRule[]): Generator<{ timing: TimingRule; slot: ServiceSlot }> {
  for (const serviceDate of [previousDate(date), date])
    for (const timing of timingsOn(serviceDate, timings))
      for (const slot of serviceSlotsOf(timing, serviceDate)) if (slot.date === date) yield { timing, slot };
}
