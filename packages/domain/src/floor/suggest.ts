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

/** Active holds by table, leaving out the booking's own (`reservationId`): built once, asked of many windows. */
export function holdsByTable(holds: readonly Hold[], reservationId?: string): Map<string, Hold[]> {
  const byTable = new Map<string, Hold[]>();
  for (const hold of holds) {
    if (hold.reservationId === reservationId) continue;
    const list = byTable.get(hold.tableId);
    if (list) list.push(hold);
    else byTable.set(hold.tableId, [hold]);
  }
  return byTable;
}

/**
 * How long a table taken on the floor now (seated, bill, overstaying, to be cleaned) is still counted
 * taken beyond its booking's hold: a party that overstays holds no booking any more, yet sits there,
 * and half an hour covers its leaving and the table's reset. Only suggestions and the booking page's
 * NO_TABLE read it; a host may still pick the table by hand. A booking five minutes from now is not offered that table (issue 28: the
 * booking dialog offered
 * M1 + M2 at 19:45 while both parties were still seated and the seat chooser, rightly, offered none).
 */
export const STILL_AT_TABLE_MS = 30 * 60_000;

/**
 * What is asked of a table for a party over a window: enabled, in the area, held by no one, and free
 * on the floor if the window begins before a party sitting there now is expected to have gone.
 */
function freeTest(request: Pick<SuggestRequest, 'startsAt' | 'endsAt' | 'now' | 'areaId'>, holds: ReadonlyMap<string, readonly Hold[]>) {
  const { areaId } = request;
  const window = { startsAt: request.startsAt, endsAt: request.endsAt };
  const meetsTheFloor = overlaps(window, { startsAt: request.now, endsAt: request.now + STILL_AT_TABLE_MS });
  return (table: SuggestTable | undefined): table is SuggestTable =>
    !!table &&
    table.enabled &&
    (!areaId || table.areaId === areaId) &&
    (!meetsTheFloor || FREE_ON_THE_FLOOR.includes(table.status)) &&
    !(holds.get(table.id) ?? []).some((h) => overlaps(h, window));
}

/**
 * The best free tables or combinations for a party: every member table enabled, in range and free of
 * other holds over the dining interval (and free on the floor when it begins within STILL_AT_TABLE_MS), fewest
 * wasted seats first, then a single table before a combination, then fewer tables, then by name.
 */
export function suggestTables(request: SuggestRequest): Suggestion[] {
  const { pax, tables, combinations = [], holds, reservationId, limit = 5 } = request;
  const isFree = freeTest(request, holdsByTable(holds, reservationId));
  const tableById = new Map(tables.map((t) => [t.id, t]));

  const found: Suggestion[] = [];
  for (const table of tables) {
    if (pax < table.minPax || pax > table.maxPax || !isFree(table)) continue;
    found.push({
      kind: 'table',
      id: table.id,
      name: table.name,
      tableIds: [table.id],
      capacity: table.maxPax,
      wastedSeats: table.maxPax - pax,
    });
  }
  for (const combination of combinations) {
    if (pax < combination.minPax || pax > combination.maxPax) continue;
    const members = combination.tableIds.map((id) => tableById.get(id));
    if (!members.every(isFree)) continue;
    found.push({
      kind: 'combination',
      id: combination.id,
      name: combination.name,
      tableIds: [...combination.tableIds],
      capacity: combination.maxPax,
      wastedSeats: combination.maxPax - pax,
    });
  }
  return found
    .sort(
      (a, b) =>
        a.wastedSeats - b.wastedSeats ||
        Number(a.kind === 'combination') - Number(b.kind === 'combination') ||
        a.tableIds.length - b.tableIds.length ||
        byName.compare(a.name, b.name),
    )
    .slice(0, limit);
}

/**
 * Whether `suggestTables` would suggest anything (the availability engine's NO_TABLE), without
 * ranking: the first free table or combination answers. The holds come indexed (`holdsByTable`, the
 * booking's own left out) and the tables by id, so a day of slots builds them once.
 */
export function hasSuggestion(
  request: Pick<SuggestRequest, 'pax' | 'startsAt' | 'endsAt' | 'now' | 'tables' | 'combinations' | 'areaId'> & {
    holdsByTable: ReadonlyMap<string, readonly Hold[]>;
    tableById?: ReadonlyMap<string, SuggestTable>;
  },
): boolean {
  const { pax, tables, combinations = [] } = request;
  const isFree = freeTest(request, request.holdsByTable);
  for (const table of tables) if (pax >= table.minPax && pax <= table.maxPax && isFree(table)) return true;
  if (!combinations.length) return false;
  const tableById = request.tableById ?? new Map(tables.map((t) => [t.id, t]));
  for (const combination of combinations) {
    if (pax < combination.minPax || pax > combination.maxPax) continue;
    if (combination.tableIds.every((id) => isFree(tableById.get(id)))) return true;
  }
  return false;
}

/** Whether tables seat a party: a host is asked before seating more guests than the tables hold. */
export function seatsParty(pax: number, tables: readonly { maxPax: number }[]): boolean {
  return tables.reduce((n, t) => n + t.maxPax, 0) >= pax;
}
