import { DomainError } from '@host/domain/errors';
import { seatsParty } from '@host/domain/floor/suggest';
import { TABLE_STATUS } from '@host/domain/statuses';
import type { Executor } from '../../db/client';
import { partiesSeatedAt } from '../tables/service';
import * as repo from './repository';
import { lockTables } from '../../lib/locks';

/**
 * Claims tables for a party sitting down now, under the tables' locks (taken in one order, so two
 * hosts seating one table queue rather than deadlock): the tables are the outlet's and in service,
 * not blocked, no other party sits there, and they seat the party unless the host agreed to a squeeze.
 */
export async function claimTablesForSeating(
  tx: Executor,
  input: { outletId: string; reservationId?: string; pax: number; tableIds: string[]; allowOverCapacity: boolean },
) {
  const ids = [...new Set(input.tableIds)];
  await lockTables(tx, ids);
  const rows = await repo.tablesOfOutlet(tx, input.outletId, ids);
  if (rows.length !== ids.length || rows.some((t) => !t.enabled || t.status === TABLE_STATUS.BLOCKED))
    throw new DomainError('BUSINESS_RULE', 'tableNotValid');
  if ((await partiesSeatedAt(tx, ids, input.reservationId)).length) throw new DomainError('CONFLICT', 'tableTaken');
  if (!input.allowOverCapacity && !seatsParty(input.pax, rows)) {
    throw new DomainError('TABLE_NOT_SUITABLE', 'notSuitable', {
      details: { pax: input.pax, seats: rows.reduce((n, t) => n + t.maxPax, 0) },
    });
  }
  return rows;
}

/**
 * A seated party holds its tables from when it sat for its dining interval: the real occupancy, so
 * a party seated early frees the table early, and one seated late keeps it as long as it needs.
 */
export function seatedWindow(row: { diningInterval: number }, seatedAt: Date) {
  return { startsAt: seatedAt, endsAt: new Date(seatedAt.getTime() + row.diningInterval * 1000) };
}
