import { addDays, addHours, addMinutes, addMonths, addWeeks, addYears } from 'date-fns';
import type { Hold, SuggestCombination, SuggestTable } from '../floor/suggest';

/** Why a time cannot be booked (docs/rules.md's block-out and service rules, and pacing). */
export const SLOT_REASONS = [
  'PAST',
  'LEAD_TIME',
  'OUTSIDE_BOOKING_WINDOW',
  'CLOSED',
  'BLOCKED',
  'NOT_ONLINE',
  'PARTY_SIZE',
  'PACING_COVERS',
  'PACING_BOOKINGS',
  'TICKET_SOLD_OUT',
  'NO_TABLE',
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];
export type Channel = 'staff' | 'online';
/** Reasons a host may book past, with a reason recorded; a diner online never can. */
export const OVERRIDABLE: ReadonlySet<SlotReason> = new Set([
  'LEAD_TIME',
  'OUTSIDE_BOOKING_WINDOW',
  'CLOSED',
  'BLOCKED',
  'PARTY_SIZE',
  'PACING_COVERS',
  'PACING_BOOKINGS',
  'TICKET_SOLD_OUT',
  'NO_TABLE',
]);

export type TimeUnit = 'minutes' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface OutletRules {
  timezone: string;
  /** seconds */
  leadTime: number;
  diningInterval: number;
  minPartySize: number;
  maxPartySize: number;
  maxPaxPerReservation: number;
}

export interface TimingRule {
  id: string;
  name: string;
  isRecurring: boolean;
  /** 0 Sunday .. 6 Saturday */
  days: readonly number[];
  dailyStartTime: string;
  /** at or before the start: the service runs past midnight */
  dailyEndTime: string;
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  /** a special day: these dates only, with their own times, or closed */
  specificDates: readonly string[];
  isClosed: boolean;
  /** seconds; null falls back to the outlet's */
  leadTime: number | null;
  diningInterval: number;
  intervalTime: number;
  /** fixed sittings (HH:mm:ss): when any, the service's only slots (18:00 and 20:30), not every interval */
  timeSlots?: readonly string[];
  maxPaxPerReservation: number | null;
  bookingOnline: boolean;
  maxGuest: number | null;
  maxReservation: number | null;
  minPartySize: number | null;
  maxPartySize: number | null;
  minBookingTime: number | null;
  minBookingTimeUnit: TimeUnit | null;
  maxBookingTime: number | null;
  maxBookingTimeUnit: TimeUnit | null;
  isAllArea: boolean;
  areaIds: readonly string[];
  /** the ticket the service sells, when it limits how many are sold a day (docs/decisions/033-ticket-limit.md) */
  ticketLimit?: TicketLimit | null;
}

/**
 * A ticket's maxNumber as the engine counts it (docs/decisions/033-ticket-limit.md): per outlet and local date, across
 * every service selling it; covers for a ticket priced per guest, bookings for one priced per booking.
 */
export interface TicketLimit {
  ticketId: string;
  maxNumber: number;
  perPax: boolean;
}

export interface BlockOutRule {
  date: string;
  entireDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** An active booking of the outlet: its slot (local date and time) and covers. */
export interface BookedSlot {
  id: string;
  date: string;
  time: string;
  pax: number;
}

/**
 * A booking that took a ticket and still holds it (every status but CANCELLED and EXPIRED: a party seated, gone or not come
 * was sold its place): counted against that ticket's limit on its date (docs/decisions/033-ticket-limit.md).
 */
export interface TicketSale {
  id: string;
  date: string;
  ticketId: string;
  pax: number;
}

export interface FloorForSlots {
  tables: ReadonlyArray<SuggestTable & { bookableOnline: boolean }>;
  areas: ReadonlyArray<{ id: string; bookableOnline: boolean }>;
  combinations: readonly SuggestCombination[];
  holds: readonly Hold[];
}

export interface SlotsInput {
  date: string;
  pax: number;
  now: Date;
  channel: Channel;
  outlet: OutletRules;
  timings: readonly TimingRule[];
  blockOuts: readonly BlockOutRule[];
  bookings: readonly BookedSlot[];
  /** the day's sales of tickets, for their limits; none: no ticket counted */
  ticketSales?: readonly TicketSale[];
  floor: FloorForSlots;
  /** the booking being edited: its own covers and holds do not count against it */
  reservationId?: string;
  /** a diner's chosen area (a service with showArea): only its tables seat the party */
  areaId?: string;
  /** seconds: the booking's own dining interval (a host may have lengthened it), else the service's */
  diningInterval?: number;
  /**
   * The ticket the booking takes, when not its service's: a host names their own (null: none, so no ticket's limit counts).
   * Absent, each service's own ticket counts, as a diner books it.
   */
  ticket?: TicketLimit | null;
}

export interface Slot {
  /** the local date the slot falls on (the next day for a service past midnight) */
  date: string;
  time: string;
  startsAt: string;
  serviceTimingId: string;
  serviceName: string;
  available: boolean;
  reasons: SlotReason[];
  coversBooked: number;
  maxGuest: number | null;
  bookingsCount: number;
  maxReservation: number | null;
  /** what the service's ticket has left that day (covers per guest, or bookings): null when it has no limit */
  ticketsLeft: number | null;
}

const ADD: Record<TimeUnit, (d: Date, n: number) => Date> = {
  minutes: addMinutes,
  hour: addHours,
  day: addDays,
  week: addWeeks,
  month: addMonths,
  year: addYears,
};

/** A service's booking window is counted in its own unit; both engines (slots.ts and its reference) must read it alike. */
export function addTimeUnits(date: Date, amount: number, unit: TimeUnit): Date {
  return ADD[unit](date, amount);
}

/**
 * Whether a block-out covers a local date and time (its date, and the whole day or the time): one
 * reading for the slots, the schedules' checks and the reference engine, so a block-out closes the same times everywhere.
 */
export function blockOutCovers(block: BlockOutRule, at: { date: string; time: string }): boolean {
  if (block.date !== at.date) return false;
  if (block.entireDay) return true;
  return (
    !!block.startTime &&
    !!block.endTime &&
    block.startTime.slice(0, 5) <= at.time.slice(0, 5) &&
    at.time.slice(0, 5) < block.endTime.slice(0, 5)
  );
}
