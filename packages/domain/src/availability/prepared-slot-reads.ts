import { holdsByTable, type Hold, type SuggestTable } from '../floor/suggest';
import { dayClock } from './local-day';
import { addTimeUnits, type SlotsInput, type TimingRule } from './slot-rules';

/**
 * What every slot of a request asks again, worked out once (docs/decisions/017-availability-reads.md):
 * the covers and bookings per slot, the holds per table, the tables each service offers, each
 * date's clock in the outlet's zone and each service's booking window. A month of days shares one.
 */
export interface PreparedSlotReads {
  booked: Map<string, { covers: number; count: number }>;
  /** each ticket's covers and bookings per local date, keyed by ticketDayKey */
  ticketsSold: Map<string, { covers: number; count: number }>;
  holds: Map<string, Hold[]>;
  floorOf: (timing: TimingRule) => { tables: SuggestTable[]; tableById: Map<string, SuggestTable> };
  clockOf: (date: string) => (seconds: number) => number;
  windowOf: (timing: TimingRule) => { notBefore: number | null; notAfter: number | null };
}

/** Bookings count against a slot by its minute: a booking stored with seconds still fills the slot it was made for. */
export const slotKey = (date: string, time: string) => `${date} ${time.slice(0, 5)}`;
/** A ticket's sales count per local date (docs/decisions/033-ticket-limit.md). */
export const ticketDayKey = (date: string, ticketId: string) => `${date} ${ticketId}`;

const addTo = (counts: Map<string, { covers: number; count: number }>, key: string, pax: number) => {
  const found = counts.get(key);
  if (found) {
    found.covers += pax;
    found.count += 1;
  } else counts.set(key, { covers: pax, count: 1 });
};

/** Built once per request (a day, a month of days, one check) so that no slot redoes the indexing; see PreparedSlotReads. */
export function prepareSlotReads(input: Omit<SlotsInput, 'date'>): PreparedSlotReads {
  const { floor, outlet, now } = input;
  const online = input.channel === 'online';
  const booked = new Map<string, { covers: number; count: number }>();
  const ticketsSold = new Map<string, { covers: number; count: number }>();
  for (const b of input.bookings) {
    if (b.id === input.reservationId) continue;
    addTo(booked, slotKey(b.date, b.time), b.pax);
  }
  for (const sale of input.ticketSales ?? []) {
    if (sale.id !== input.reservationId) addTo(ticketsSold, ticketDayKey(sale.date, sale.ticketId), sale.pax);
  }
  const onlineAreas = new Set(floor.areas.filter((a) => a.bookableOnline).map((a) => a.id));
  const floors = new Map<TimingRule, { tables: SuggestTable[]; tableById: Map<string, SuggestTable> }>();
  const clocks = new Map<string, (seconds: number) => number>();
  const windows = new Map<TimingRule, { notBefore: number | null; notAfter: number | null }>();
  return {
    booked,
    ticketsSold,
    holds: holdsByTable(floor.holds, input.reservationId),
    floorOf: (timing) => {
      let found = floors.get(timing);
      if (!found) {
        const tables = floor.tables.filter(
          (t) =>
            (timing.isAllArea || timing.areaIds.includes(t.areaId)) &&
            (!online || (t.bookableOnline && onlineAreas.has(t.areaId))) &&
            (!input.areaId || t.areaId === input.areaId),
        );
        found = { tables, tableById: new Map(tables.map((t) => [t.id, t])) };
        floors.set(timing, found);
      }
      return found;
    },
    clockOf: (date) => {
      let clock = clocks.get(date);
      if (!clock) clocks.set(date, (clock = dayClock(date, outlet.timezone)));
      return clock;
    },
    windowOf: (timing) => {
      let found = windows.get(timing);
      if (!found) {
        const { minBookingTime: min, minBookingTimeUnit: minUnit, maxBookingTime: max, maxBookingTimeUnit: maxUnit } = timing;
        found = {
          notBefore: min && minUnit ? addTimeUnits(now, min, minUnit).getTime() : null,
          notAfter: max && maxUnit ? addTimeUnits(now, max, maxUnit).getTime() : null,
        };
        windows.set(timing, found);
      }
      return found;
    },
  };
}
