import { instantOf } from '../time';
import type { Slot, SlotReason, SlotsInput, TicketLimit, TimingRule } from './slot-rules';

/*
 * The answers both availability engines give, built in one place: the fast one (slots.ts) and the reference it is held to
 * (slots-reference.ts, by slots.reference.test.ts) differ in how they read a slot's rules, never in how they report them.
 */

/** What a slot's rules found: why it cannot take the party (empty: bookable), and the covers and bookings it already has. */
export interface SlotReading {
  reasons: SlotReason[];
  coversBooked: number;
  bookingsCount: number;
  ticketsLeft: number | null;
}

/** A slot of a day's list: its local date and time, its instant, its service and that service's pacing beside the reading. */
export function slotOf(timing: TimingRule, at: { date: string; time: string }, reading: SlotReading & { startsAt: Date | number }): Slot {
  return {
    date: at.date,
    time: at.time,
    startsAt: new Date(reading.startsAt).toISOString(),
    serviceTimingId: timing.id,
    serviceName: timing.name,
    available: reading.reasons.length === 0,
    reasons: reading.reasons,
    coversBooked: reading.coversBooked,
    maxGuest: timing.maxGuest,
    bookingsCount: reading.bookingsCount,
    maxReservation: timing.maxReservation,
    ticketsLeft: reading.ticketsLeft,
  };
}

/** Whether a party can be booked at one local date and time: the service running then, its dining interval and reasons. */
export interface SlotCheck {
  serviceTimingId: string | null;
  diningInterval: number | null;
  reasons: SlotReason[];
  /** what the ticket counted has left that day (null: no limit), so a refusal can say "only 3 left" */
  ticketsLeft: number | null;
}

/** A check's answer when a service runs at the time: that service, its dining interval, its slot's reasons and ticket. */
export function serviceSlotCheck(timing: TimingRule, { reasons, ticketsLeft }: Pick<SlotReading, 'reasons' | 'ticketsLeft'>): SlotCheck {
  return { serviceTimingId: timing.id, diningInterval: timing.diningInterval, reasons, ticketsLeft };
}

/** A check's answer when no service runs at the time: CLOSED, and PAST too once the time has gone, as the outlet's zone reads it. */
export function closedSlotCheck(input: Pick<SlotsInput, 'date' | 'now' | 'outlet'>, time: string): SlotCheck {
  const startsAt = instantOf(input.date, time, input.outlet.timezone);
  return {
    serviceTimingId: null,
    diningInterval: null,
    reasons: startsAt.getTime() <= input.now.getTime() ? ['PAST', 'CLOSED'] : ['CLOSED'],
    ticketsLeft: null,
  };
}

/**
 * A ticket's limit read against what it sold that day (docs/decisions/033-ticket-limit.md): what is left (covers for a ticket
 * priced per guest, bookings for one per booking), and whether the party fits in it. Both engines ask this one rule.
 */
export function ticketReading(
  limit: TicketLimit | null | undefined,
  sold: { covers: number; count: number },
  pax: number,
): { ticketsLeft: number | null; soldOut: boolean } {
  if (!limit) return { ticketsLeft: null, soldOut: false };
  const ticketsLeft = Math.max(0, limit.maxNumber - (limit.perPax ? sold.covers : sold.count));
  return { ticketsLeft, soldOut: (limit.perPax ? pax : 1) > ticketsLeft };
}
