import { isSeatedFamily, isWaiting, type DisplayStatus } from '../reservations/display-status';
import { TABLE_STATUS, isOccupied } from '../statuses';
import { overlaps } from './suggest';

/** A booking as the table picker needs it: who, how many, and the span it holds its tables for. */
export interface HoldingReservation {
  id: string;
  displayStatus: DisplayStatus;
  pax: number;
  /** ISO instants: the booking's start and its limit time (start plus dining interval) */
  dateTime: string;
  limitTime: string;
  seatedAt: string | null;
  /** seconds */
  diningInterval: number;
  tables: readonly { id: string }[];
}

/**
 * What a table is to a party about to sit down over [startsAt, endsAt): free (perhaps with a later
 * booking after), in use by a seated party until about when, held by a booking that overlaps, being
 * cleaned (a host may still seat there: the server allows it), or blocked.
 */
export type TableAvailability<R extends HoldingReservation> =
  | { kind: 'free'; later?: R }
  | { kind: 'cleaning'; later?: R }
  | { kind: 'inUse'; party?: R; until?: Date }
  | { kind: 'reserved'; booking: R; at: Date }
  | { kind: 'blocked' };

/** Only a free table, or one waiting for a wipe, can be taken; the rest would fail with 'tableTaken'. */
export const canTake = (a: TableAvailability<HoldingReservation>) => a.kind === 'free' || a.kind === 'cleaning';

/**
 * When a seated party gives its table back: the hold the server wrote when it sat down (seated at
 * plus its dining interval), or its limit time if the seating time is unknown.
 */
export function inUseUntil(party: Pick<HoldingReservation, 'seatedAt' | 'limitTime' | 'diningInterval'>): Date {
  return party.seatedAt ? new Date(Date.parse(party.seatedAt) + party.diningInterval * 1000) : new Date(party.limitTime);
}

/**
 * Each table's availability for a party sitting down over [startsAt, endsAt), from the tables'
 * statuses and the day's bookings (the same holds the server's no-overlap constraint checks). The
 * party's own booking (`reservationId`) never blocks it.
 */
export function tableAvailability<R extends HoldingReservation>(
  tables: readonly { id: string; status: number }[],
  reservations: readonly R[],
  window: { startsAt: number; endsAt: number; reservationId?: string },
): Map<string, TableAvailability<R>> {
  const others = [...reservations].filter((r) => r.id !== window.reservationId).sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  const result = new Map<string, TableAvailability<R>>();
  for (const table of tables) {
    const holders = others.filter((r) => r.tables.some((tb) => tb.id === table.id));
    const party = holders.find((r) => isSeatedFamily(r.displayStatus));
    if (table.status === TABLE_STATUS.BLOCKED) {
      result.set(table.id, { kind: 'blocked' });
    } else if (party || isOccupied(table.status)) {
      result.set(table.id, party ? { kind: 'inUse', party, until: inUseUntil(party) } : { kind: 'inUse' });
    } else {
      const waiting = holders.filter((r) => isWaiting(r.displayStatus));
      const clash = waiting.find((r) => overlaps(window, { startsAt: Date.parse(r.dateTime), endsAt: Date.parse(r.limitTime) }));
      const later = waiting.find((r) => Date.parse(r.dateTime) >= window.endsAt);
      if (clash) result.set(table.id, { kind: 'reserved', booking: clash, at: new Date(clash.dateTime) });
      else
        result.set(table.id, { kind: table.status === TABLE_STATUS.REQUIRES_CLEANING ? 'cleaning' : 'free', ...(later ? { later } : {}) });
    }
  }
  return result;
}
