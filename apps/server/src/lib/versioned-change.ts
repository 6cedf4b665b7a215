import type { AffectedReservation } from '@host/domain/floor/affected';
import { changedFields } from '@host/domain/support';
import type { Executor } from '../db/client';
import { confirmAffected, type AffectedAction } from './affected';
import { noteChanges } from './audit-trail';
import type { AuthContext } from './auth-context';
import type { AppContext } from './context';
import { publishChange, type ChangeKind } from './live-updates';
import { inTransaction } from './transaction';
import { assertVersion } from './write-params';

/** One edit of a versioned row, in the order every settings write takes (docs/architecture.md, No lost edit). */
export interface VersionedChange<Row extends { version: number; outletId: string }, Saved> {
  /** Reads the row under its lock (and any lock the change needs); throws the module's not-found. */
  lock: (tx: Executor) => Promise<Row>;
  /** The version the caller read (If-Match or body). */
  version: number;
  /** What a stale caller is shown of the row as it is now (409 details.current). */
  current?: (row: Row) => unknown;
  /** The rules the new values must keep, checked on the locked row; throws the rule's 422. */
  check?: (tx: Executor, row: Row) => Promise<void>;
  /** Upcoming bookings the change would touch: listed (409 AFFECTED_RESERVATIONS) until confirmed. */
  affected?: { of: (tx: Executor, row: Row) => Promise<AffectedReservation[]>; confirm: boolean; action: AffectedAction };
  /** The write itself, told which bookings were confirmed as affected. */
  write: (tx: Executor, row: Row, affectedIds: string[]) => Promise<Saved>;
  /** What the outlet's open screens are told after the commit (the affected bookings are added). */
  publish: { kind: ChangeKind; ids: (row: Row, saved: Saved) => string[] };
}

/**
 * Lock, version, rules, affected bookings, confirm, write; then, after the commit, the live update.
 * One sequence for every versioned write (tables, areas, combinations, service timings, block-outs,
 * outlet settings), so none of them can skip a step.
 */
export async function changeVersioned<Row extends { version: number; outletId: string }, Saved>(
  ctx: AppContext,
  auth: AuthContext,
  change: VersionedChange<Row, Saved>,
): Promise<Saved> {
  const done = await inTransaction(ctx, async (tx) => {
    const row = await change.lock(tx);
    assertVersion(row, change.version, change.current?.(row));
    await change.check?.(tx, row);
    const affectedIds = change.affected ? await confirmAffected(tx, auth, await change.affected.of(tx, row), change.affected) : [];
    const saved = await change.write(tx, row, affectedIds);
    // The row as read under the lock against the row written: what changed, for the support audit.
    noteChanges(auth, changedFields(row, saved));
    return { row, saved, affectedIds };
  });
  await publishChange(ctx, done.row.outletId, change.publish.kind, [...change.publish.ids(done.row, done.saved), ...done.affectedIds]);
  return done.saved;
}
