import { z } from 'zod';

/**
 * docs/rules.md section 4's affected-reservation reasons. The floor's changes raise the last four;
 * the others belong to service timings, tickets and block-out days.
 */
export const AFFECTED_REASONS = [
  'SERVICE_TIMING_DELETED',
  'TICKET_REPLACED',
  'AREA_REMOVED',
  'INTERVAL_CHANGED',
  'PARTY_SIZE_LIMITS',
  'BLOCK_OUT',
  'TABLES_REMOVED',
  'TABLES_DISABLED',
  'TABLE_PAX_CHANGED',
] as const;
export type AffectedReason = (typeof AFFECTED_REASONS)[number];

/** docs/rules.md section 5: a blocking affected-reservation list has at least one reason per entry. */
export const affectedReservationSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  pax: z.number().int(),
  tableNames: z.array(z.string()),
  reasons: z.array(z.enum(AFFECTED_REASONS)).min(1),
});
export type AffectedReservation = z.infer<typeof affectedReservationSchema>;
export const affectedListSchema = z.array(affectedReservationSchema).min(1);

/** A table before and after a change; `null` after means it is removed. */
export interface TableChange {
  id: string;
  areaId: string;
  before: { enabled: boolean; minPax: number; maxPax: number };
  after: { enabled: boolean; minPax: number; maxPax: number; areaRemoved?: boolean } | null;
}

export interface BookedOnTables {
  pax: number;
  tables: readonly { id: string; minPax: number; maxPax: number }[];
}

/** Why a booking is touched by changes to its tables: empty when it is not. */
export function affectedReasons(booking: BookedOnTables, changes: readonly TableChange[]): AffectedReason[] {
  const reasons = new Set<AffectedReason>();
  const byId = new Map(changes.map((c) => [c.id, c]));
  let paxChanged = false;
  for (const table of booking.tables) {
    const change = byId.get(table.id);
    if (!change) continue;
    if (change.after === null) reasons.add('TABLES_REMOVED');
    else if (change.after.areaRemoved) reasons.add('AREA_REMOVED');
    else if (change.before.enabled && !change.after.enabled) reasons.add('TABLES_DISABLED');
    else if (change.after.minPax !== change.before.minPax || change.after.maxPax !== change.before.maxPax) paxChanged = true;
  }
  // Capacity is the booking's tables together: a pax change matters only when they no longer fit the party.
  if (paxChanged) {
    const after = booking.tables.map((t) => byId.get(t.id)?.after ?? t);
    const seats = after.reduce((n, t) => n + t.maxPax, 0);
    const tooFewGuests = after.length === 1 && booking.pax < after[0]!.minPax;
    if (booking.pax > seats || tooFewGuests) reasons.add('TABLE_PAX_CHANGED');
  }
  return [...reasons];
}
