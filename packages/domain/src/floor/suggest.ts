import { TABLE_STATUS } from '../statuses';

/** A table as the suggestion needs it. */
export interface SuggestTable {
  id: string;
  name: string;
  areaId: string;
  minPax: number;
  maxPax: number;
  enabled: boolean;
  status: number;
}

/** Two or more tables that seat a bigger party together, with their own pax range. */
export interface SuggestCombination {
  id: string;
  name: string;
  tableIds: readonly string[];
  minPax: number;
  maxPax: number;
}

/** An active booking's hold on a table over [startsAt, endsAt), epoch milliseconds. */
export interface Hold {
  tableId: string;
  reservationId: string;
  startsAt: number;
  endsAt: number;
}

export interface SuggestRequest {
  pax: number;
  startsAt: number;
  endsAt: number;
  /** the server's now: a table must also be free on the floor if the party sits down now */
  now: number;
  tables: readonly SuggestTable[];
  combinations?: readonly SuggestCombination[];
  holds: readonly Hold[];
  /** the reservation being seated or moved: its own holds do not block it */
  reservationId?: string;
  areaId?: string;
  limit?: number;
}

export interface Suggestion {
  kind: 'table' | 'combination';
  /** the table's or the combination's id */
  id: string;
  name: string;
  tableIds: string[];
  capacity: number;
  wastedSeats: number;
}

/** Half-open intervals overlap when each starts before the other ends. */
export function overlaps(a: { startsAt: number; endsAt: number }, b: { startsAt: number; endsAt: number }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** Table names in their natural order (T2 before T10); one collator, built once. */
const byName = new Intl.Collator('en', { numeric: true });

/** Statuses of a table a party can sit down at right now. */
const FREE_ON_THE_FLOOR: readonly number[] = [TABLE_STATUS.AVAILABLE, TABLE_STATUS.RESERVED];

/**
 * The best free tables or combinations for a party: every member table enabled, in range and free of
 * other holds over the dining interval (and free on the floor when the interval has begun), fewest
 * wasted seats first, then a single table before a combination, then fewer tables, then by name.
 */
export function suggestTables(request: SuggestRequest): Suggestion[] {
  const { pax, tables, combinations = [], holds, reservationId, areaId, limit = 5 } = request;
  const window = { startsAt: request.startsAt, endsAt: request.endsAt };
  const seatsNow = request.startsAt <= request.now && request.now < request.endsAt;
  const holdsByTable = new Map<string, Hold[]>();
  for (const hold of holds) {
    if (hold.reservationId === reservationId) continue;
    const list = holdsByTable.get(hold.tableId);
    if (list) list.push(hold);
    else holdsByTable.set(hold.tableId, [hold]);
  }
  const tableById = new Map(tables.map((t) => [t.id, t]));
  const isFree = (table: SuggestTable | undefined): table is SuggestTable =>
    !!table && table.enabled && (!areaId || table.areaId === areaId) && (!seatsNow || FREE_ON_THE_FLOOR.includes(table.status)) && !(holdsByTable.get(table.id) ?? []).some((h) => overlaps(h, window));

  const found: Suggestion[] = [];
  for (const table of tables) {
    if (pax < table.minPax || pax > table.maxPax || !isFree(table)) continue;
    found.push({ kind: 'table', id: table.id, name: table.name, tableIds: [table.id], capacity: table.maxPax, wastedSeats: table.maxPax - pax });
  }
  for (const combination of combinations) {
    if (pax < combination.minPax || pax > combination.maxPax) continue;
    const members = combination.tableIds.map((id) => tableById.get(id));
    if (!members.every(isFree)) continue;
    found.push({ kind: 'combination', id: combination.id, name: combination.name, tableIds: [...combination.tableIds], capacity: combination.maxPax, wastedSeats: combination.maxPax - pax });
  }
  return found
    .sort((a, b) => a.wastedSeats - b.wastedSeats || Number(a.kind === 'combination') - Number(b.kind === 'combination') || a.tableIds.length - b.tableIds.length || byName.compare(a.name, b.name))
    .slice(0, limit);
}

/** Whether tables seat a party: a host is asked before seating more guests than the tables hold. */
export function seatsParty(pax: number, tables: readonly { maxPax: number }[]): boolean {
  return tables.reduce((n, t) => n + t.maxPax, 0) >= pax;
}
