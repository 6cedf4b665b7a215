import { isSeatedFamily, isWaiting, type DisplayStatus } from '../reservations/display-status';
import { TABLE_STATUS } from '../statuses';

/** A table shows RESERVED when its next party is due within this many minutes (or already late). */
export const RESERVED_AHEAD_MINUTES = 30;

export interface FloorReservation {
  id: string;
  displayStatus: DisplayStatus;
  pax: number;
  /** ISO instant the booking starts */
  dateTime: string;
  seatedAt: string | null;
  tables: readonly { id: string }[];
}

export interface TableOnFloor<R extends FloorReservation> {
  tableId: string;
  /** the table's status as the floor draws it */
  status: number;
  /** the party sitting there now */
  party?: R;
  /** the next party booked onto it */
  next?: R;
}

/**
 * What each table looks like on the floor: the party at it, the next booking for it, and its
 * status. A free table whose next party is due soon (or late) shows RESERVED.
 */
export function floorOf<R extends FloorReservation>(
  tables: readonly { id: string; status: number }[],
  reservations: readonly R[],
  now: Date,
): Map<string, TableOnFloor<R>> {
  const floor = new Map<string, TableOnFloor<R>>(tables.map((t) => [t.id, { tableId: t.id, status: t.status }]));
  const byTime = [...reservations].sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  for (const r of byTime) {
    for (const { id } of r.tables) {
      const spot = floor.get(id);
      if (!spot) continue;
      if (isSeatedFamily(r.displayStatus)) spot.party ??= r;
      else if (isWaiting(r.displayStatus)) spot.next ??= r;
    }
  }
  const soon = now.getTime() + RESERVED_AHEAD_MINUTES * 60_000;
  for (const spot of floor.values()) {
    const due = spot.next && (spot.next.displayStatus === 'LATE' || new Date(spot.next.dateTime).getTime() <= soon);
    if (spot.status === TABLE_STATUS.AVAILABLE && !spot.party && due) spot.status = TABLE_STATUS.RESERVED;
  }
  return floor;
}

/**
 * Waiting for a table now: not yet seated, and either arrived late (LATE) or due now, within the
 * grace period either side of now (issue 19: not every booking left tonight). A booking later than
 * that is coming, not waiting. `graceSeconds` is the outlet's reservation grace period.
 */
export function isWaitingNow(r: Pick<FloorReservation, 'displayStatus' | 'dateTime'>, now: Date, graceSeconds: number): boolean {
  if (!isWaiting(r.displayStatus)) return false;
  return r.displayStatus === 'LATE' || Date.parse(r.dateTime) <= now.getTime() + graceSeconds * 1000;
}

/** The floor's waiting rail: parties waiting now (isWaitingNow), late ones first, the rest by their time. */
export function waitingList<R extends Pick<FloorReservation, 'displayStatus' | 'dateTime'>>(
  reservations: readonly R[],
  now: Date,
  graceSeconds: number,
): R[] {
  return reservations
    .filter((r) => isWaitingNow(r, now, graceSeconds))
    .sort((a, b) => Number(b.displayStatus === 'LATE') - Number(a.displayStatus === 'LATE') || a.dateTime.localeCompare(b.dateTime));
}

/** Bookings still to come after the waiting ones, by their time (the rail lists them apart). */
export function comingLater<R extends Pick<FloorReservation, 'displayStatus' | 'dateTime'>>(
  reservations: readonly R[],
  now: Date,
  graceSeconds: number,
): R[] {
  return reservations
    .filter((r) => isWaiting(r.displayStatus) && !isWaitingNow(r, now, graceSeconds))
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
}

/** Minutes a party has sat, for the table's label. */
export function minutesSeated(seatedAt: string | null, now: Date): number | null {
  return seatedAt ? Math.max(0, Math.floor((now.getTime() - new Date(seatedAt).getTime()) / 60_000)) : null;
}
