import { DomainError } from '@host/domain/errors';
import { seatsParty } from '@host/domain/floor/suggest';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TABLE_STATUS, isActiveStatus } from '@host/domain/statuses';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './repository';
import { markTablesStatus } from '../tables/service';
import { claimTablesForSeating, seatedWindow } from './seating';
import { recordActivity } from '../../lib/activity';
import { inTransaction } from '../../lib/transaction';
import { publishChange } from '../../lib/live-updates';
import { assertTablesOfOutlet, lockForChange, viewOf } from './reservation-access';

/** A move as a caller asks for it. */
export interface TableMove {
  tableIds: string[];
  /** the host agreed to seat more than the tables hold */
  allowOverCapacity: boolean;
  /** the version the host saw (If-Match): a booking changed since is refused, never overwritten */
  expectedVersion?: number;
}

/**
 * POST /api/v1/reservations/{id}/tables: puts a party at other tables. A seated party moves on the
 * floor (its old tables go to cleaning, the new ones carry its table status); a waiting booking is
 * re-assigned over its booked time. More guests than seats asks first ('table not suitable for new pax').
 */
export async function moveReservation(ctx: AppContext, auth: AuthContext, id: string, move: TableMove): Promise<Reservation> {
  const result = await inTransaction(ctx, async (tx) => {
    const { row, today, tables: before, display } = await lockForChange(ctx, tx, auth, id);
    // An optional If-Match, as on a status change (docs/decisions/024-writes-without-if-match.md).
    if (move.expectedVersion !== undefined && row.version !== move.expectedVersion) {
      throw new DomainError('CONFLICT', 'staleVersion', { details: { current: await viewOf(tx, row, today) } });
    }
    if (['COMPLETED', 'CANCELLED', 'NO_SHOW', 'EXPIRED'].includes(display)) throw new DomainError('BUSINESS_RULE', 'tableLocked');
    const pax = row.numberOfAdults + row.numberOfChildren;
    const now = ctx.clock.now();
    const seated = isSeatedFamily(display);

    let tableIds: string[];
    if (seated) {
      tableIds = (
        await claimTablesForSeating(tx, {
          outletId: row.outletId,
          reservationId: row.id,
          pax,
          tableIds: move.tableIds,
          allowOverCapacity: move.allowOverCapacity,
        })
      ).map((t) => t.id);
      const window = seatedWindow(row, row.seatedAt ?? now);
      await repo.holdTables(tx, row.id, { tableIds, startsAt: window.startsAt, endsAt: window.endsAt, isActive: true });
      const left = before.filter((t) => !tableIds.includes(t.id)).map((t) => t.id);
      // The party takes its table status along: the bill asked for, or the overstay, stays with it.
      const carried = before.find((t) => t.status !== TABLE_STATUS.IN_USE)?.status ?? TABLE_STATUS.IN_USE;
      await markTablesStatus(tx, left, TABLE_STATUS.REQUIRES_CLEANING, now);
      await markTablesStatus(tx, tableIds, carried, now);
    } else {
      tableIds = await assertTablesOfOutlet(tx, row.outletId, move.tableIds);
      if (!move.allowOverCapacity && !seatsParty(pax, await repo.tablesOfOutlet(tx, row.outletId, tableIds))) {
        throw new DomainError('TABLE_NOT_SUITABLE', 'notSuitable');
      }
      await repo.holdTables(tx, row.id, {
        tableIds,
        startsAt: row.startsAt,
        endsAt: new Date(row.startsAt.getTime() + row.diningInterval * 1000),
        isActive: isActiveStatus(row.status),
      });
    }
    const updated = await repo.updateReservation(tx, row.id, {
      modifiedByRestaurant: true,
      modifiedTimestamp: now,
      version: row.version + 1,
    });
    const names = (await repo.tablesOfOutlet(tx, row.outletId, tableIds)).map((t) => t.name);
    await recordActivity(tx, auth, { reservationId: row.id, action: 'tables', changes: { from: before.map((t) => t.name), to: names } });
    return { row: updated, today, outletId: row.outletId };
  });
  await publishChange(ctx, result.outletId, 'reservation.tables', [id]);
  return viewOf(ctx.db, result.row, result.today);
}
