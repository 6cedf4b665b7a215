import { DomainError } from '@host/domain/errors';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { timeStateOf } from '@host/domain/reservations/time-state';
import { RESERVATION_STATUS, TABLE_STATUS, isActiveStatus, reservationStatusName, type PaymentRequestType } from '@host/domain/statuses';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './repository';
import { markTablesStatus } from '../tables/service';
import { claimTablesForSeating, seatedWindow } from './seating';
import { inTransaction } from '../../lib/transaction';
import { publishChange } from '../../lib/live-updates';
import { lockForChange, viewOf } from './reservation-access';
import { moveByPerson, permitPersonChange } from './status-door';
import { askProvider, settleStatusChange } from '../payments/service';

const { BOOKED, SEATED, COMPLETED, CANCELLED, CONFIRMED } = RESERVATION_STATUS;

/** A status change as a caller asks for it. */
export interface StatusChange {
  status: number;
  /** seating at these tables (SEATED only), instead of the booking's own */
  seatAtTableIds?: string[];
  /** the host agreed to seat more than the tables hold */
  allowOverCapacity?: boolean;
  /** the version the host saw (If-Match): a booking changed since is refused, never overwritten */
  expectedVersion?: number;
}

/**
 * POST /api/v1/reservations/{id}/status: moves a reservation by docs/rules.md section 4's rules, with
 * its timestamps and its tables' statuses. Seating may name the tables (seat at table X). With
 * `expectedVersion` (an optional If-Match: a change queued offline, issue 17) a booking changed
 * since is refused with 409 and the booking as it is now, never overwritten.
 */
export async function changeStatus(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { status, seatAtTableIds, allowOverCapacity = false, expectedVersion }: StatusChange,
): Promise<Reservation> {
  const result = await inTransaction(ctx, async (tx) => {
    const { row, today, related, tables, display } = await lockForChange(ctx, tx, auth, id);
    if (expectedVersion !== undefined && row.version !== expectedVersion) {
      throw new DomainError('CONFLICT', 'staleVersion', { details: { current: await viewOf(tx, row, today) } });
    }
    const target = reservationStatusName(status);

    const seatsAtNamedTables = target === 'SEATED' && !!seatAtTableIds?.length;
    let tableIds = seatsAtNamedTables ? [...new Set(seatAtTableIds)] : tables.map((t) => t.id);
    const permit = permitPersonChange(
      {
        display,
        timeState: timeStateOf(row.reservationDate, today),
        isWalkIn: row.isWalkIn,
        paymentRequestType: (related.paymentRequests.get(row.id)?.type ?? null) as PaymentRequestType | null,
        // A guest's own "confirm" is their answer, whatever the outlet's hosts use; a host's is not.
        unused: auth.actor.kind === 'guest' ? [] : (related.statusUse.get(row.outletId)?.unused ?? []),
        hasTables: tableIds.length > 0,
      },
      target,
      target === 'SEATED' && display === 'BILL' ? 'SEATED' : target,
    );

    const now = ctx.clock.now();
    const wasSeated = isSeatedFamily(display);
    const sitsDown = status === SEATED && !wasSeated;
    if (sitsDown) {
      // Named tables must seat the party; its own booked tables were chosen for it already.
      const claimed = await claimTablesForSeating(tx, {
        outletId: row.outletId,
        reservationId: row.id,
        pax: row.numberOfAdults + row.numberOfChildren,
        tableIds,
        allowOverCapacity: allowOverCapacity || !seatsAtNamedTables,
      });
      tableIds = claimed.map((t) => t.id);
    }
    // A guest answering their link changes the booking themselves, not the restaurant (issue 14).
    const byRestaurant = auth.actor.kind !== 'guest';
    const updated = await moveByPerson(tx, {
      row,
      permit,
      status,
      by: auth,
      note: seatAtTableIds?.length ? { tableIds } : {},
      fields: {
        confirmedAt: status === CONFIRMED ? now : row.confirmedAt,
        confirmByRestaurant: status === CONFIRMED ? byRestaurant : row.confirmByRestaurant,
        seatedAt: status === SEATED ? (wasSeated ? row.seatedAt : now) : status === BOOKED || status === CONFIRMED ? null : row.seatedAt,
        departedAt: status === COMPLETED ? now : status === SEATED ? null : row.departedAt,
        cancelledAt: status === CANCELLED ? now : row.cancelledAt,
        cancelledByRestaurant: status === CANCELLED ? byRestaurant : row.cancelledByRestaurant,
        modifiedByRestaurant: byRestaurant,
        modifiedTimestamp: now,
        version: row.version + 1,
      },
    });

    // Holds follow the status: active ones count against double booking (may raise 409 here).
    // A party sitting down holds its tables from the real seating time on.
    if (sitsDown) {
      const window = seatedWindow(row, now);
      await repo.holdTables(tx, row.id, { tableIds, startsAt: window.startsAt, endsAt: window.endsAt, isActive: true });
    } else {
      await repo.setHoldsActive(tx, row.id, isActiveStatus(status));
    }
    if (status === SEATED) await markTablesStatus(tx, tableIds, TABLE_STATUS.IN_USE, now);
    // A departed party leaves a table to be cleaned; any other way out (a mistake undone) frees it.
    else if (wasSeated)
      await markTablesStatus(tx, tableIds, status === COMPLETED ? TABLE_STATUS.REQUIRES_CLEANING : TABLE_STATUS.AVAILABLE, now);

    // The money follows: a refund on a cancel inside the window, a held card charged on a no-show (issue 13).
    await settleStatusChange(ctx, tx, auth, { booking: row, from: reservationStatusName(row.status), to: target });
    return { row: updated, today, outletId: row.outletId };
  });
  // Told at once, before any call to a provider (up to its time limit); the money it settled, once it answers.
  await publishChange(ctx, result.outletId, 'reservation.status', [id]);
  const { asked } = await askProvider(ctx, [id]);
  if (asked) await publishChange(ctx, result.outletId, 'reservation.updated', [id]);
  return viewOf(ctx.db, result.row, result.today);
}
