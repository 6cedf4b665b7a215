import { DomainError } from '@host/domain/errors';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  areas,
  blockOutDays,
  customers,
  queueEntries,
  waitingListEntries,
  reservations,
  serviceTimings,
  tableCombinations,
  tables,
  tickets,
} from '../db/schema';
import { assertBrandAccess, assertOutletAccess, type AuthContext } from './auth-context';

/**
 * Who owns the item an /api/v1 item route names (`/api/v1/<kind>/:id...`), so that the API contract
 * refuses another outlet's or brand's caller (403) before anything the request sent is looked at:
 * its If-Match, its Idempotency-Key, its body (issue 27; RFC 9110 section 13.2.1 evaluates
 * preconditions only for a request that would otherwise succeed). Every item route's kind must be
 * here: an /api/v1 route naming an unknown kind stops the start (lib/api-contract.ts).
 */
type Owner = { outletId: string } | { brandId: string };
type OwnerOf = (db: Executor, id: string) => Promise<Owner | undefined>;

const outletOf =
  (table: PgTable & { id: AnyPgColumn; outletId: AnyPgColumn }): OwnerOf =>
  async (db, id) => {
    const [row] = await db.select({ outletId: table.outletId }).from(table).where(eq(table.id, id)).limit(1);
    return row ? { outletId: row.outletId as string } : undefined;
  };
const brandOf =
  (table: PgTable & { id: AnyPgColumn; brandId: AnyPgColumn }): OwnerOf =>
  async (db, id) => {
    const [row] = await db.select({ brandId: table.brandId }).from(table).where(eq(table.id, id)).limit(1);
    return row ? { brandId: row.brandId as string } : undefined;
  };

/**
 * A brand's guests and tickets answer another brand's caller as if they did not exist (404 with the
 * module's own reason: no existence oracle, as their modules always have); an outlet's items, 403.
 */
const OWNER_OF_KIND: Record<string, { of: OwnerOf; hiddenAs?: 'ticketNotFound' | 'customerMissing' }> = {
  reservations: { of: outletOf(reservations) },
  tables: { of: outletOf(tables) },
  areas: { of: outletOf(areas) },
  'table-combinations': { of: outletOf(tableCombinations) },
  'service-timings': { of: outletOf(serviceTimings) },
  'block-out-days': { of: outletOf(blockOutDays) },
  'queue-entries': { of: outletOf(queueEntries) },
  'waiting-list-entries': { of: outletOf(waitingListEntries) },
  tickets: { of: brandOf(tickets), hiddenAs: 'ticketNotFound' },
  customers: { of: brandOf(customers), hiddenAs: 'customerMissing' },
};

/** The kind an item route names (`reservations` of /api/v1/reservations/:id/status), or undefined for any other route. */
export function itemKindOf(url: string): string | undefined {
  const [, api, v1, kind, id] = url.split('/');
  return api === 'api' && v1 === 'v1' && id === ':id' ? kind : undefined;
}

export const isKnownItemKind = (kind: string) => kind in OWNER_OF_KIND;

/** The outlet an item route's item belongs to (undefined: no such item, or a brand's item). */
export async function outletOfItem(db: Executor, kind: string, id: string): Promise<string | undefined> {
  const owner = await OWNER_OF_KIND[kind]?.of(db, id);
  return owner && 'outletId' in owner ? owner.outletId : undefined;
}

/**
 * 403 when the item exists and belongs to an outlet (or brand) the session may not act for. A missing
 * item is left to the handler, whose 404 names the item's own kind.
 */
export async function assertItemAccess(db: Executor, auth: AuthContext, kind: string, id: string) {
  const known = OWNER_OF_KIND[kind];
  const owner = await known?.of(db, id);
  if (!known || !owner) return;
  try {
    if ('outletId' in owner) assertOutletAccess(auth, owner.outletId);
    else await assertBrandAccess(db, auth, owner.brandId);
  } catch (error) {
    if (known.hiddenAs && error instanceof DomainError && error.code === 'FORBIDDEN') throw new DomainError('NOT_FOUND', known.hiddenAs);
    throw error;
  }
}
