import { isOccupied } from '../statuses';

/** A table as the floor shows it, for a drop: its status and who sits there. */
export interface DropSpot {
  status: number;
  party?: { id: string };
}

/** What a drop does: refused (another party sits there), seat at the table, or let the host choose. */
export type DropOutcome<C> = { kind: 'occupied' } | { kind: 'seat'; tableIds: string[] } | { kind: 'choose'; combinations: C[] };

/**
 * A party dragged onto a table on the floor: refused when another party sits there; seated there
 * when the table holds it; otherwise the host chooses among the free combinations with this table
 * that seat the party, or the table anyway (docs/rules.md: 'table not suitable for new pax' asks first).
 * The party's own tables count as free, and so does a table the floor does not show.
 */
export function dropOnTable<C extends { tableIds: readonly string[]; minPax: number; maxPax: number }>(drop: {
  party: { id: string; pax: number };
  table: { id: string; maxPax: number };
  floor: ReadonlyMap<string, DropSpot>;
  combinations: readonly C[];
}): DropOutcome<C> {
  const { party, table, floor } = drop;
  const isFree = (tableId: string) => {
    const spot = floor.get(tableId);
    return !spot || !isOccupied(spot.status) || spot.party?.id === party.id;
  };
  if (!isFree(table.id)) return { kind: 'occupied' };
  if (party.pax <= table.maxPax) return { kind: 'seat', tableIds: [table.id] };
  const combinations = drop.combinations.filter(
    (c) => c.tableIds.includes(table.id) && party.pax >= c.minPax && party.pax <= c.maxPax && c.tableIds.every(isFree),
  );
  return { kind: 'choose', combinations };
}
