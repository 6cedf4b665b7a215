import type { DisplayStatus } from './display-status';

/** What the book needs of a reservation to place it. */
export interface Placed {
  reservationDate: string;
  dateTime: string;
  displayStatus: DisplayStatus;
  serviceTiming: { name: string } | null;
}

export interface BookGroup<R> {
  name: string;
  rows: R[];
}

/**
 * The book's groups (docs/ui.md): by service in the order the day runs (by date when searching), late
 * parties at the top of their group and the rest in time order. `otherService` names rows without one.
 */
export function groupBook<R extends Placed>(
  reservations: readonly R[],
  options: { searching: boolean; otherService: string },
): BookGroup<R>[] {
  const byStart = [...reservations].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const groups = new Map<string, R[]>();
  for (const r of byStart) {
    const key = options.searching ? r.reservationDate : (r.serviceTiming?.name ?? options.otherService);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const isLate = (r: R) => Number(r.displayStatus === 'LATE');
  return [...groups.entries()].map(([name, rows]) => ({ name, rows: [...rows].sort((a, b) => isLate(b) - isLate(a)) }));
}

/** Where the "now" line sits: before the row at `before` of group `group`. */
export interface NowMark {
  group: number;
  before: number;
}

/**
 * Issue 19: the book opens on the service running now, or the next one. The line goes before the
 * first party due at or after `now` (late parties, floated to the top, are already past it); after
 * the last party when every one is earlier; nowhere on an empty book.
 */
export function nowMark(groups: readonly BookGroup<Placed>[], now: Date): NowMark | null {
  if (groups.every((g) => g.rows.length === 0)) return null;
  for (const [group, { rows }] of groups.entries()) {
    const before = rows.findIndex((r) => r.displayStatus !== 'LATE' && Date.parse(r.dateTime) >= now.getTime());
    if (before >= 0) return { group, before };
  }
  const last = groups.findLastIndex((g) => g.rows.length > 0);
  return { group: last, before: groups[last]!.rows.length };
}
