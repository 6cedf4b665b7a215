import { RESERVATION_STATUS } from '../statuses';
import { addLocalDays, instantOf, localDateOf, localTimeOf } from '../time';
import { isSmsAllowed, type SmsMessageType } from './sms-permissions';

/**
 * The guest messages of one booking, planned ahead (docs/rules.md section 9: "SMS and email at 24h, 5h
 * and now; before-refund 24h; calls at 3h, 2h, 1h and on demand; reminders 24h"), one per row of
 * section 3's confirmation notification. The server stores the plan and sends each row when its
 * sendAt comes; "on demand" calls are never planned, a host asks for them.
 */

export const NOTIFICATION_CHANNELS = ['sms', 'email', 'phone'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/**
 * In priority order: when two messages meet on one channel and minute, the earlier type stays.
 * payLink: the payment a PENDING booking waits for, sent as its first message (issue 28).
 */
export const NOTIFICATION_TYPES = ['confirm', 'reminder', 'beforeRefund', 'payLink'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TIMINGS = ['now', '24h', '5h', '3h', '2h', '1h'] as const;
export type NotificationTiming = (typeof NOTIFICATION_TIMINGS)[number];
/** A named timing, or a reminder at the booking's own timeSendReminder that names none ('90m'). */
export type PlannedTiming = NotificationTiming | `${number}m`;

export interface PlannedMessage {
  channel: NotificationChannel;
  type: NotificationType;
  timing: PlannedTiming;
  sendAt: Date;
  /** `${type}:${channel}:${timing}`: unique per booking, so planning again never sends a message twice */
  key: string;
}

/** 'HH:mm' wall-clock times in the outlet's zone; start after end wraps midnight (22:00 to 08:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export interface SchedulePlanInput {
  now: Date;
  startsAt: Date;
  /** IANA zone of the outlet's brand: quiet hours are its wall clock, never the server's */
  timeZone: string;
  /** smsPermissions: the outlet's isAllow{Customer,Merchant}SendSms* flags (sms-permissions.ts) */
  outlet: { enableSMS: boolean; enableEmail: boolean; enableAutomatedCall: boolean; smsPermissions?: unknown };
  booking: {
    allowSmsNotify: boolean;
    allowEmailNotify: boolean;
    allowAutomatedCallNotify: boolean;
    allowConfirmationNotify: boolean;
    allowReminderNotify: boolean;
    /** minutes before the start; when above 0 it replaces the 24h reminder */
    timeSendReminder: number | null;
    hasPhone: boolean;
    hasEmail: boolean;
    status: number;
    /** the guest booked it themselves (online, Google), not the restaurant's staff */
    madeByGuest?: boolean;
    /** PENDING on a payment request with a link to pay at, still waiting (issue 28) */
    awaitingPayment?: boolean;
  };
  /** the last moment a cancel is refunded in full (money-rules.ts refundDeadline), else null */
  refundDeadline: Date | null;
  quietHours: QuietHours | null;
  /** the outlet's chosen timings, else docs/rules.md section 9's */
  timings?: { confirm?: NotificationTiming[]; calls?: NotificationTiming[] };
}

const MINUTE = 60_000;
const DEFAULT_CONFIRM_TIMINGS: readonly NotificationTiming[] = ['now', '24h', '5h'];
const DEFAULT_CALL_TIMINGS: readonly NotificationTiming[] = ['3h', '2h', '1h'];
const DEFAULT_REMINDER_MINUTES = 24 * 60;
/** Minutes before the start; 'now' is the planning moment itself, not a lead. */
const LEAD_MINUTES: Record<Exclude<NotificationTiming, 'now'>, number> = {
  '24h': 24 * 60,
  '5h': 5 * 60,
  '3h': 3 * 60,
  '2h': 2 * 60,
  '1h': 60,
};
/** A message held back to the end of quiet hours must still leave the guest time to answer or come. */
const QUIET_END_MARGIN = 30 * MINUTE;
/** The before-refund message goes this long before the refund deadline (docs/rules.md section 9, "before-refund 24h"). */
const BEFORE_REFUND_LEAD = 24 * 60 * MINUTE;

interface Planned {
  channel: NotificationChannel;
  type: NotificationType;
  timing: PlannedTiming;
  sendAt: Date;
}

/** The messages still to send for a booking, sorted by sendAt then key. */
export function planBookingMessages(input: SchedulePlanInput): PlannedMessage[] {
  if (!isPlannable(input)) return [];
  const due = plannedByRule(input).filter(
    (m) => m.sendAt.getTime() >= input.now.getTime() && m.sendAt.getTime() < input.startsAt.getTime(),
  );
  const placed = due.flatMap((m) => {
    // The pay link answers what the host just did (often with the guest on the phone), and expires
    // within the hour: it goes now, quiet hours or not.
    const sendAt = m.type === 'payLink' ? m.sendAt : outsideQuietHours(m.sendAt, input);
    return sendAt ? [{ ...m, sendAt }] : [];
  });
  return onePerChannelMinute(placed)
    .map((m) => ({ ...m, key: `${m.type}:${m.channel}:${m.timing}` }))
    .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Only a booking still to come and still open hears from us. PENDING waits for its payment: the
 * pay link is its one message (issue 28), and the rest is planned once it turns BOOKED. SEATED and
 * LATE guests are at (or on their way to) the door; the others are settled.
 */
function isPlannable({ booking, now, startsAt }: SchedulePlanInput): boolean {
  const isOpen = booking.status === RESERVATION_STATUS.BOOKED || booking.status === RESERVATION_STATUS.CONFIRMED;
  const isPaying = booking.status === RESERVATION_STATUS.PENDING && Boolean(booking.awaitingPayment);
  return (isOpen || isPaying) && startsAt.getTime() > now.getTime();
}

function plannedByRule(input: SchedulePlanInput): Planned[] {
  const { booking, now, startsAt, refundDeadline } = input;
  const open = (['sms', 'email'] as const).filter((channel) => isChannelOpen(channel, input));
  // The outlet may allow an SMS for bookings its staff made and not for those guests made, or the reverse.
  const textsFor = (type: SmsMessageType) =>
    open.filter((channel) => channel !== 'sms' || isSmsAllowed(input.outlet.smsPermissions, booking.madeByGuest ?? false, type));
  // The pay link is transactional, as the booking's own acknowledgement is: the same permission.
  if (booking.status === RESERVATION_STATUS.PENDING)
    return textsFor('confirm').map((channel) => ({ channel, type: 'payLink', timing: 'now', sendAt: now }));
  // A CONFIRMED guest has answered: acknowledge and remind, but ask no more.
  const isConfirmed = booking.status === RESERVATION_STATUS.CONFIRMED;
  const at = (timing: NotificationTiming) => (timing === 'now' ? now : new Date(startsAt.getTime() - LEAD_MINUTES[timing] * MINUTE));
  const planned: Planned[] = [];

  if (booking.allowConfirmationNotify) {
    const confirmTimings = distinct(input.timings?.confirm ?? DEFAULT_CONFIRM_TIMINGS).filter((timing) => !isConfirmed || timing === 'now');
    for (const channel of textsFor('confirm'))
      for (const timing of confirmTimings) planned.push({ channel, type: 'confirm', timing, sendAt: at(timing) });
    if (!isConfirmed && isChannelOpen('phone', input)) {
      for (const timing of distinct(input.timings?.calls ?? DEFAULT_CALL_TIMINGS))
        planned.push({ channel: 'phone', type: 'confirm', timing, sendAt: at(timing) });
    }
  }
  if (booking.allowReminderNotify) {
    const minutes = reminderMinutes(booking.timeSendReminder);
    const sendAt = new Date(startsAt.getTime() - minutes * MINUTE);
    for (const channel of textsFor('reminder')) planned.push({ channel, type: 'reminder', timing: timingOf(minutes), sendAt });
  }
  // Money rules, not the guest's notify choices: a paying guest is always told the refund is closing.
  if (refundDeadline) {
    const sendAt = new Date(refundDeadline.getTime() - BEFORE_REFUND_LEAD);
    for (const channel of textsFor('beforeRefund')) planned.push({ channel, type: 'beforeRefund', timing: '24h', sendAt });
  }
  return planned;
}

/** The outlet offers the channel, the guest accepts it, and we hold the contact to reach them. */
function isChannelOpen(channel: NotificationChannel, { outlet, booking }: SchedulePlanInput): boolean {
  if (channel === 'sms') return outlet.enableSMS && booking.allowSmsNotify && booking.hasPhone;
  if (channel === 'email') return outlet.enableEmail && booking.allowEmailNotify && booking.hasEmail;
  return outlet.enableAutomatedCall && booking.allowAutomatedCallNotify && booking.hasPhone;
}

function reminderMinutes(timeSendReminder: number | null): number {
  if (timeSendReminder === null || timeSendReminder <= 0) return DEFAULT_REMINDER_MINUTES;
  if (!Number.isInteger(timeSendReminder)) throw new RangeError('timeSendReminder is whole minutes');
  return timeSendReminder;
}

/** A custom lead equal to a named one keeps that name, so switching 24h to 1440 minutes keeps the key and sends nothing twice. */
function timingOf(minutes: number): PlannedTiming {
  const named = (Object.keys(LEAD_MINUTES) as Array<keyof typeof LEAD_MINUTES>).find((timing) => LEAD_MINUTES[timing] === minutes);
  return named ?? `${minutes}m`;
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * A message due in quiet hours goes just before they start if that is not past yet (earlier still
 * reaches the guest in time); else when they end, if that leaves QUIET_END_MARGIN before the start;
 * else not at all. The checks on the moved instant cover DST zones, where a wall time may be missing or twice.
 */
function outsideQuietHours(sendAt: Date, { quietHours, timeZone, now, startsAt }: SchedulePlanInput): Date | null {
  if (!quietHours || !isInQuietHours(sendAt, timeZone, quietHours)) return sendAt;
  const period = quietPeriodAround(sendAt, timeZone, quietHours);
  const isFree = (instant: Date) => !isInQuietHours(instant, timeZone, quietHours);
  const justBefore = new Date(period.start.getTime() - MINUTE);
  if (justBefore.getTime() >= now.getTime() && isFree(justBefore)) return justBefore;
  const isEndInTime = period.end.getTime() >= now.getTime() && period.end.getTime() < startsAt.getTime() - QUIET_END_MARGIN;
  if (isEndInTime && isFree(period.end)) return period.end;
  return null;
}

/**
 * Whether an instant falls in the quiet hours of the outlet's wall clock: start included, end not; start equal to end is no quiet at all.
 */
export function isInQuietHours(instant: Date, timeZone: string, quiet: QuietHours): boolean {
  const start = minutesOfClock(quiet.start);
  const end = minutesOfClock(quiet.end);
  const minute = minutesOfClock(localTimeOf(instant, timeZone).slice(0, 5));
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The quiet period an instant inside quiet hours belongs to; after midnight, a wrapping one began the evening before. */
function quietPeriodAround(instant: Date, timeZone: string, quiet: QuietHours): { start: Date; end: Date } {
  const date = localDateOf(instant, timeZone);
  const minute = minutesOfClock(localTimeOf(instant, timeZone).slice(0, 5));
  const wraps = minutesOfClock(quiet.start) > minutesOfClock(quiet.end);
  const beganYesterday = wraps && minute < minutesOfClock(quiet.end);
  const endsTomorrow = wraps && !beganYesterday;
  return {
    start: instantOf(beganYesterday ? addLocalDays(date, -1) : date, quiet.start, timeZone),
    end: instantOf(endsTomorrow ? addLocalDays(date, 1) : date, quiet.end, timeZone),
  };
}

function minutesOfClock(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) throw new RangeError(`quiet hours are 'HH:mm', not '${clock}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * A guest gets one message a minute per channel: of those meeting there (often after a quiet-hours
 * move, or a 24h request beside the 24h reminder), the higher type stays (confirm, reminder,
 * beforeRefund), then the earlier named timing (the 'now' acknowledgement over a 5h request).
 */
function onePerChannelMinute(messages: readonly Planned[]): Planned[] {
  const kept = new Map<string, Planned>();
  for (const message of messages) {
    const slot = `${message.channel}@${Math.floor(message.sendAt.getTime() / MINUTE)}`;
    const held = kept.get(slot);
    if (!held || outranks(message, held)) kept.set(slot, message);
  }
  return [...kept.values()];
}

function outranks(a: Planned, b: Planned): boolean {
  const byType = NOTIFICATION_TYPES.indexOf(a.type) - NOTIFICATION_TYPES.indexOf(b.type);
  return byType !== 0 ? byType < 0 : timingRank(a.timing) < timingRank(b.timing);
}

function timingRank(timing: PlannedTiming): number {
  const named = (NOTIFICATION_TIMINGS as readonly string[]).indexOf(timing);
  return named === -1 ? NOTIFICATION_TIMINGS.length : named;
}
