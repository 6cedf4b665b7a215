import { displayStatusOf, type DisplayStatus } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { rowActions } from '@host/domain/reservations/row-actions';
import { allowedTransitions } from '@host/domain/reservations/transitions';
import { reservationStatusName, type PaymentRequestType } from '@host/domain/statuses';
import { ApiError } from '../../lib/http';

/**
 * A status change made while Host could not reach its server (issue 17): kept on the device and
 * sent, in order, when the connection returns, with the version of the booking the host saw.
 */
export interface QueuedChange {
  /** unique per change */
  key: string;
  outletId: string;
  reservationId: string;
  /** the guest's name as the row showed it: a conflict names them */
  guest: string;
  /** the status the host saw */
  from: DisplayStatus;
  status: number;
  tableIds?: string[];
  allowOverCapacity?: boolean;
  /** the booking's version the host saw; If-Match when sent */
  version: number;
  queuedAt: number;
  /**
   * Made while Host could reach its server, and not tried yet (issue 28): its first try is a tap
   * online, sent without If-Match (docs/decisions/024), its refusal said as any refused action is.
   * Once a try gets no answer it is an offline change like the others.
   */
  immediate?: boolean;
  /** how many tries the server answered with a 5xx: a few are waited out, not for ever */
  serverFailures?: number;
}

/** A queued change the server refused: shown to the host, never retried or forced. */
export interface Conflict {
  key: string;
  guest: string;
  wanted: DisplayStatus;
  /** the booking as it is now, when the server said (409) */
  current: DisplayStatus | null;
  /** changed: someone else changed the booking; refused: the change is no longer allowed; gone: no such booking any more */
  kind: 'changed' | 'refused' | 'gone';
}

/** What a send's answer means for the queue. */
export type Outcome = { kind: 'sent'; version: number } | { kind: 'conflict'; conflict: Conflict } | { kind: 'later' };

export const wantedOf = (change: QueuedChange): DisplayStatus => reservationStatusName(change.status);

/**
 * The answer to sending `change`: a refusal (409, 422, 404, 403, 400) is a conflict the host sees;
 * no answer, a time-out, a server error, a throttle or a lost session leave it queued for later.
 * A 409 whose booking already has the wanted status is this very change, sent before its answer
 * was lost: sent.
 */
export function outcomeOf(change: QueuedChange, error: unknown): Outcome {
  if (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429
  )
    return { kind: 'later' };
  const current = (error.details as { current?: { status?: number; version?: number; displayStatus?: DisplayStatus } } | undefined)
    ?.current;
  if (error.status === 409 && current?.status === change.status && typeof current.version === 'number')
    return { kind: 'sent', version: current.version };
  const kind = error.status === 409 ? 'changed' : error.status === 404 || error.status === 403 ? 'gone' : 'refused';
  return {
    kind: 'conflict',
    conflict: { key: change.key, guest: change.guest, wanted: wantedOf(change), current: current?.displayStatus ?? null, kind },
  };
}

/**
 * The queue after `sent` went through and the booking is at `version`: the host's later changes to
 * the same booking were made on top of this one, so they now name the version it made.
 */
export function afterSent(queue: readonly QueuedChange[], sent: QueuedChange, version: number): QueuedChange[] {
  return queue
    .filter((c) => c.key !== sent.key)
    .map((c) => (c.reservationId === sent.reservationId && c.version === sent.version ? { ...c, version } : c));
}

/** The queue after `refused` was refused: the later changes to that booking were built on it and go too. */
export function afterConflict(queue: readonly QueuedChange[], refused: QueuedChange): { queue: QueuedChange[]; dropped: QueuedChange[] } {
  const at = queue.findIndex((c) => c.key === refused.key);
  const dropped = queue.filter((c, i) => c.key === refused.key || (i > at && c.reservationId === refused.reservationId));
  return { queue: queue.filter((c) => !dropped.includes(c)), dropped };
}

/**
 * The book as the host sees it with their queued changes applied: the last queued status of each
 * booking, with what it may change to next by the same domain rules the server uses.
 */
export function applyQueued(
  reservations: Reservation[] | undefined,
  queue: readonly QueuedChange[],
  unused: readonly string[] = [],
): Reservation[] | undefined {
  if (!reservations || queue.length === 0) return reservations;
  const last = new Map(queue.map((c) => [c.reservationId, c]));
  return reservations.map((r) => {
    const change = last.get(r.id);
    if (!change) return r;
    const display = displayStatusOf(change.status, []);
    const transitions = allowedTransitions({
      display,
      timeState: r.timeState,
      isWalkIn: r.isWalkIn,
      paymentRequestType: (r.reservationPaymentRequest?.type ?? null) as PaymentRequestType | null,
      unused,
    });
    return {
      ...r,
      status: change.status,
      statusName: reservationStatusName(change.status),
      displayStatus: display,
      allowedTransitions: transitions,
      allowableActions: rowActions({ display, timeState: r.timeState, canBook: transitions.includes('BOOKED'), unused }),
    };
  });
}
