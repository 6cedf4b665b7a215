import type { Reservation } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { afterConflict, afterSent, applyQueued, outcomeOf, type QueuedChange } from './queue';

const { BOOKED, CONFIRMED, SEATED, CANCELLED, COMPLETED } = RESERVATION_STATUS;

let n = 0;
const change = (reservationId: string, status: number, version: number): QueuedChange => ({
  key: `k${++n}`,
  outletId: 'o-1',
  reservationId,
  guest: `Guest ${reservationId}`,
  from: 'BOOKED',
  status,
  version,
  queuedAt: n,
});

describe('sending the offline queue', () => {
  it('a change sent moves the later changes to the same booking onto the version it made, and no other', () => {
    const arrive = change('a', CONFIRMED, 3);
    const seat = change('a', SEATED, 3);
    const other = change('b', CANCELLED, 3);
    const edited = change('a', COMPLETED, 7);
    expect(afterSent([arrive, seat, other, edited], arrive, 4)).toEqual([{ ...seat, version: 4 }, other, edited]);
  });

  it("a refused change takes the host's later changes to that booking with it, not others'", () => {
    const confirm = change('a', CONFIRMED, 3);
    const other = change('b', SEATED, 1);
    const seat = change('a', SEATED, 3);
    const { queue, dropped } = afterConflict([confirm, other, seat], confirm);
    expect(queue).toEqual([other]);
    expect(dropped).toEqual([confirm, seat]);
  });

  it.each([
    [
      new ApiError(409, 'CONFLICT', 'stale', { current: { status: CANCELLED, version: 5, displayStatus: 'CANCELLED' } }),
      {
        kind: 'conflict',
        conflict: expect.objectContaining({ kind: 'changed', wanted: 'SEATED', current: 'CANCELLED', guest: 'Guest a' }),
      },
    ],
    [
      new ApiError(422, 'BUSINESS_RULE', 'no table'),
      { kind: 'conflict', conflict: expect.objectContaining({ kind: 'refused', current: null }) },
    ],
    [new ApiError(404, 'NOT_FOUND', 'gone'), { kind: 'conflict', conflict: expect.objectContaining({ kind: 'gone' }) }],
    [new ApiError(403, 'FORBIDDEN', 'not yours'), { kind: 'conflict', conflict: expect.objectContaining({ kind: 'gone' }) }],
    [new ApiError(0, 'NETWORK', 'no answer'), { kind: 'later' }],
    [new ApiError(0, 'TIMEOUT', 'slow'), { kind: 'later' }],
    [new ApiError(503, 'UNAVAILABLE', 'busy'), { kind: 'later' }],
    [new ApiError(429, 'TOO_MANY', 'wait'), { kind: 'later' }],
    [new ApiError(401, 'UNAUTHENTICATED', 'signed out'), { kind: 'later' }],
    [new TypeError('Failed to fetch'), { kind: 'later' }],
  ])('%s: %j', (error, outcome) => {
    expect(outcomeOf(change('a', SEATED, 3), error)).toEqual(outcome);
  });

  it('a 409 whose booking already has the wanted status is this change, sent before its answer was lost', () => {
    const seat = change('a', SEATED, 3);
    expect(
      outcomeOf(seat, new ApiError(409, 'CONFLICT', 'stale', { current: { status: SEATED, version: 4, displayStatus: 'SEATED' } })),
    ).toEqual({ kind: 'sent', version: 4 });
  });
});

describe('the book with queued changes applied', () => {
  const booked = {
    id: 'a',
    status: BOOKED,
    statusName: 'BOOKED',
    displayStatus: 'BOOKED',
    timeState: 'TODAY',
    isWalkIn: false,
    reservationPaymentRequest: null,
    version: 3,
    allowedTransitions: ['CONFIRMED', 'SEATED', 'CANCELLED', 'NO_SHOW'],
    allowableActions: [],
  } as unknown as Reservation;
  const other = { ...booked, id: 'b' } as Reservation;

  it("shows each booking's last queued status, with its next moves by the domain's rules, and keeps the version seen", () => {
    const [a, b] = applyQueued([booked, other], [change('a', CONFIRMED, 3), change('a', SEATED, 3)])!;
    expect(a).toMatchObject({ status: SEATED, statusName: 'SEATED', displayStatus: 'SEATED', version: 3 });
    expect(a!.allowedTransitions).toContain('COMPLETED');
    expect(a!.allowableActions.find((x) => x.action === 'DEPART')).toEqual({ action: 'DEPART', enabled: true });
    expect(b).toBe(other);
  });

  it("leaves the book as it is with nothing queued, and follows the outlet's statuses not in use", () => {
    const list = [booked];
    expect(applyQueued(list, [])).toBe(list);
    const [a] = applyQueued(list, [change('a', BOOKED, 3)], ['CONFIRMED'])!;
    expect(a!.allowedTransitions).not.toContain('CONFIRMED');
  });
});
