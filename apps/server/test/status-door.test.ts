import { RESERVATION_STATUS } from '@host/domain/statuses';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client';
import type { AuthContext } from '../src/lib/auth-context';
import { moveByPerson, permitPersonChange, type PersonPermit } from '../src/modules/reservations/status-door';

/**
 * Issue 29: a person's status change is written only with the transition table's permit. The type
 * alone could be forged by a cast; the door also refuses a permit it did not give, or one given for
 * another status, before it touches the database (so no database is needed here: it is never reached).
 */
describe("the status door's permit", () => {
  const neverUsed = new Proxy({}, { get: () => expect.unreachable('the database was reached') }) as unknown as Executor;
  const row = { id: '00000000-0000-4000-8000-000000000001' } as Parameters<typeof moveByPerson>[1]['row'];
  const by = {} as AuthContext;
  const subject = {
    display: 'BOOKED',
    timeState: 'TODAY',
    isWalkIn: false,
    paymentRequestType: null,
    unused: [],
    hasTables: true,
  } as const;

  it('refuses a permit made by a cast', async () => {
    const forged = { from: 'BOOKED', to: 'CANCELLED' } as unknown as PersonPermit;
    await expect(moveByPerson(neverUsed, { row, permit: forged, status: RESERVATION_STATUS.CANCELLED, by, fields: {} })).rejects.toThrow(
      /permit/,
    );
  });

  it('refuses a real permit used for another status', async () => {
    const permit = permitPersonChange(subject, 'CONFIRMED');
    expect(permit.to).toBe('CONFIRMED');
    await expect(moveByPerson(neverUsed, { row, permit, status: RESERVATION_STATUS.CANCELLED, by, fields: {} })).rejects.toThrow(/permit/);
  });
});
