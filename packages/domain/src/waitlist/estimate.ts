import { TABLE_STATUS } from '../statuses';
import { overlaps, type Hold, type SuggestCombination, type SuggestTable } from '../floor/suggest';

/**
 * The door queue's quoted wait (issue 30): when each waiting party, in queue order, can sit down, read
 * from the floor as it stands. Every table gets the moment it is next free (now; when its party is
 * expected to leave; after its cleaning), then the parties ahead take theirs first, each at the table
 * or combination that fits it soonest for its whole stay without running into a booking due there.
 * Pure: the server gives the floor, the bookings still to come and the outlet's stays, and the
 * scripted evenings in estimate.test.ts hold it to answers worked out by hand.
 */

/** A party at its tables now. */
export interface SeatedParty {
  tableIds: readonly string[];
  /** epoch ms */
  seatedAt: number;
  pax: number;
  /** how long this party is expected to stay, in minutes, where known (its booking's dining interval); else stayMinutes(pax) */
  stayMinutes?: number;
}

/** A party in the queue, in order. */
export interface QueuedParty {
  id: string;
  pax: number;
  /** the area asked for: tables there first, others only when none there fits the party at all */
  areaId?: string | null;
}

export interface WaitEstimateInput {
  /** epoch ms */
  now: number;
  tables: readonly SuggestTable[];
  combinations?: readonly SuggestCombination[];
  /** the bookings still to come, holding their tables over their dining interval */
  holds: readonly Hold[];
  seated: readonly SeatedParty[];
  /** how long a party of this size stays, in minutes: the outlet's measured turn time, else its dining interval */
  stayMinutes: (pax: number) => number;
  /** minutes a table takes to clean once its party has gone */
  cleaningMinutes: number;
  queue: readonly QueuedParty[];
  /** how far ahead to look, in minutes: a party with no table within it gets no estimate */
  horizonMinutes: number;
}

const MINUTE = 60_000;
/** Minutes a party still seated past its expected stay, or asking for the bill, is taken to need to leave. */
export const LEAVING_MINUTES = 5;

/** A party still seated past its expected stay, or paying, is taken to leave this soon, not at once. */
const TAKEN = new Set<number>([TABLE_STATUS.IN_USE, TABLE_STATUS.OVERSTAY, TABLE_STATUS.BILL_REQUESTED]);

/** When each usable table is next free, epoch ms; a table out of use has none. */
function freeTimes(input: WaitEstimateInput): Map<string, number> {
  const { now, stayMinutes, cleaningMinutes } = input;
  const seatedAt = new Map<string, SeatedParty>();
  for (const party of input.seated) for (const id of party.tableIds) seatedAt.set(id, party);
  const free = new Map<string, number>();
  for (const table of input.tables) {
    if (!table.enabled || table.status === TABLE_STATUS.BLOCKED) continue;
    const party = seatedAt.get(table.id);
    if (party || TAKEN.has(table.status)) {
      const paying = table.status === TABLE_STATUS.BILL_REQUESTED;
      const expected = party && !paying ? party.seatedAt + (party.stayMinutes ?? stayMinutes(party.pax)) * MINUTE : now;
      free.set(table.id, Math.max(expected, now + LEAVING_MINUTES * MINUTE) + cleaningMinutes * MINUTE);
    } else if (table.status === TABLE_STATUS.REQUIRES_CLEANING) free.set(table.id, now + cleaningMinutes * MINUTE);
    else free.set(table.id, now);
  }
  return free;
}

/** The ways to seat a party: single tables and combinations whose range takes it. */
function placesFor(pax: number, input: WaitEstimateInput): Array<{ tableIds: readonly string[]; seats: number; areaIds: Set<string> }> {
  const areaOf = new Map(input.tables.map((t) => [t.id, t.areaId]));
  const singles = input.tables
    .filter((t) => pax >= t.minPax && pax <= t.maxPax)
    .map((t) => ({ tableIds: [t.id], seats: t.maxPax, areaIds: new Set([t.areaId]) }));
  const combined = (input.combinations ?? [])
    .filter((c) => pax >= c.minPax && pax <= c.maxPax)
    .map((c) => ({ tableIds: c.tableIds, seats: c.maxPax, areaIds: new Set(c.tableIds.map((id) => areaOf.get(id) ?? '')) }));
  return [...singles, ...combined];
}

/**
 * The first moment from `from` at which every table is free for the party's stay and the cleaning
 * after it, without meeting a booking's hold; after a booking the table is cleaned before anyone
 * sits. None within the horizon gives null.
 */
function firstFit(
  tableIds: readonly string[],
  window: { from: number; stay: number; cleaning: number; until: number },
  holds: ReadonlyMap<string, readonly Hold[]>,
) {
  const { from, stay, cleaning, until } = window;
  let start = from;
  for (;;) {
    if (start > until) return null;
    const window = { startsAt: start, endsAt: start + stay + cleaning };
    const clash = tableIds.flatMap((id) => holds.get(id) ?? []).filter((h) => overlaps(h, window));
    if (!clash.length) return start;
    start = Math.max(...clash.map((h) => h.endsAt)) + cleaning;
  }
}

/**
 * A party ahead leaves a bigger table free for a party behind that needs it, when a smaller one frees
 * within this many minutes: a couple does not sit at the eight-top the party of eight behind it is
 * waiting for. With no one behind needing it, the party takes whatever frees first.
 */
export const SMALLER_PLACE_MINUTES = 10;

type Found = { start: number; tableIds: readonly string[]; seats: number };

/** Where a party sits: the soonest place (fewest seats on a tie), or a smaller one soon after that keeps a big one for someone behind. */
function bestOf(found: readonly Found[], behind: readonly number[]): Found | null {
  if (!found.length) return null;
  const soonest = found.reduce((a, b) => (b.start < a.start || (b.start === a.start && b.seats < a.seats) ? b : a));
  const smaller = found
    .filter((f) => f.seats < soonest.seats && f.start <= soonest.start + SMALLER_PLACE_MINUTES * MINUTE)
    .sort((a, b) => a.seats - b.seats || a.start - b.start)[0];
  const keptFor = smaller && behind.some((pax) => pax > smaller.seats && pax <= soonest.seats);
  return keptFor ? smaller : soonest;
}

/**
 * Each queued party's wait in whole minutes (rounded up), in queue order; null when no table seats it
 * within the horizon.
 */
export function estimateWaits(input: WaitEstimateInput): Map<string, number | null> {
  const { now } = input;
  const cleaning = input.cleaningMinutes * MINUTE;
  const free = freeTimes(input);
  const holds = new Map<string, Hold[]>();
  for (const hold of input.holds) holds.set(hold.tableId, [...(holds.get(hold.tableId) ?? []), hold]);
  const until = now + input.horizonMinutes * MINUTE;
  const waits = new Map<string, number | null>();
  for (const [index, party] of input.queue.entries()) {
    const behind = input.queue.slice(index + 1).map((p) => p.pax);
    const stay = input.stayMinutes(party.pax) * MINUTE;
    const places = placesFor(party.pax, input).filter((p) => p.tableIds.length > 0 && p.tableIds.every((id) => free.has(id)));
    const fits = (among: typeof places) =>
      among.flatMap((place) => {
        const from = Math.max(...place.tableIds.map((id) => free.get(id)!));
        const start = firstFit(place.tableIds, { from, stay, cleaning, until }, holds);
        return start === null ? [] : [{ start, tableIds: place.tableIds, seats: place.seats }];
      });
    // The area asked for while a table there can seat the party in time; else wherever one can.
    const inArea = party.areaId ? bestOf(fits(places.filter((p) => p.areaIds.has(party.areaId!))), behind) : null;
    const best = inArea ?? bestOf(fits(places), behind);
    if (!best) {
      waits.set(party.id, null);
      continue;
    }
    for (const id of best.tableIds) free.set(id, best.start + stay + cleaning);
    waits.set(party.id, Math.ceil((best.start - now) / MINUTE));
  }
  return waits;
}

/** What a host says at the door: nothing under five minutes, else the wait rounded up to five. */
export function quotedMinutes(minutes: number): number {
  return minutes < 5 ? 0 : Math.ceil(minutes / 5) * 5;
}

/**
 * The minutes a party of each size has stayed at this outlet (seated to gone), as a median per size
 * once there are enough of them (MIN_TURNS), for the estimate's stays; sizes with fewer fall back.
 */
export const MIN_TURNS = 5;
export function medianTurns(turns: readonly { pax: number; minutes: number }[]): Map<number, number> {
  const bySize = new Map<number, number[]>();
  for (const turn of turns) bySize.set(turn.pax, [...(bySize.get(turn.pax) ?? []), turn.minutes]);
  const medians = new Map<number, number>();
  for (const [pax, minutes] of bySize) {
    if (minutes.length < MIN_TURNS) continue;
    medians.set(pax, median(minutes));
  }
  return medians;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
