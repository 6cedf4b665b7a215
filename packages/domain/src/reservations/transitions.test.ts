import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import type { TimeState } from './time-state';
import { messageText } from '../messages';
import { TARGET_STATUSES, allowedTransitions, checkTransition, type TargetStatus, type TransitionCheck } from './transitions';

/**
 * docs/rules.md section 4, restated row by row. PENDING to BOOKED is listed here as the spec has it
 * ("only if payment request type is OTHER_METHOD"); the OTHER_METHOD subject below allows it.
 */
const SPEC: Record<TimeState, Partial<Record<DisplayStatus, TargetStatus[]>>> = {
  TODAY: {
    PENDING: ['CANCELLED', 'BOOKED'],
    BOOKED: ['CONFIRMED', 'SEATED', 'CANCELLED', 'NO_SHOW'],
    CONFIRMED: ['BOOKED', 'SEATED', 'CANCELLED', 'NO_SHOW'],
    LATE: ['BOOKED', 'CONFIRMED', 'SEATED', 'CANCELLED', 'NO_SHOW'],
    SEATED: ['BOOKED', 'CONFIRMED', 'BILL', 'COMPLETED', 'CANCELLED', 'NO_SHOW'],
    BILL: ['BOOKED', 'CONFIRMED', 'SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'],
    OVERSTAYED: ['BOOKED', 'CONFIRMED', 'BILL', 'COMPLETED', 'CANCELLED', 'NO_SHOW'],
    COMPLETED: ['SEATED', 'CANCELLED', 'NO_SHOW'],
    NO_SHOW: ['BOOKED', 'CONFIRMED', 'SEATED', 'CANCELLED', 'COMPLETED'],
    CANCELLED: [],
    EXPIRED: [],
  },
  FUTURE: {
    PENDING: ['CANCELLED', 'BOOKED'],
    BOOKED: ['CONFIRMED', 'CANCELLED'],
    CONFIRMED: ['BOOKED', 'CANCELLED'],
  },
  PAST: {
    COMPLETED: ['CANCELLED', 'NO_SHOW'],
    NO_SHOW: ['COMPLETED', 'CANCELLED'],
  },
};

const FROM: DisplayStatus[] = [
  'PENDING',
  'BOOKED',
  'CONFIRMED',
  'LATE',
  'SEATED',
  'BILL',
  'OVERSTAYED',
  'COMPLETED',
  'NO_SHOW',
  'CANCELLED',
  'EXPIRED',
];
const cases = (['TODAY', 'FUTURE', 'PAST'] as TimeState[]).flatMap((timeState) =>
  FROM.flatMap((from) => TARGET_STATUSES.map((to) => ({ timeState, from, to, allowed: (SPEC[timeState][from] ?? []).includes(to) }))),
);

/** The English a refusal reads as (the catalogue's), as the API answers it. */
const said = (check: TransitionCheck) => (check.ok ? check : { ok: false, message: messageText(check.reason, check.params as never) });

describe('allowed status changes (docs/rules.md section 4)', () => {
  it.each(cases)('$timeState: $from to $to is allowed: $allowed', ({ timeState, from, to, allowed }) => {
    const subject = { display: from, timeState, isWalkIn: false, paymentRequestType: 'OTHER_METHOD' as const };
    expect(allowedTransitions(subject).includes(to)).toBe(allowed);
    expect(checkTransition({ ...subject, hasTables: true }, to).ok).toBe(allowed);
  });

  it.each(['TODAY', 'FUTURE'] as const)('%s: PENDING to BOOKED only when the payment request is OTHER_METHOD', (timeState) => {
    for (const type of [null, 'CARD', 'ATM', 'ONLINE_PAYMENT_LINK'] as const) {
      expect(allowedTransitions({ display: 'PENDING', timeState, isWalkIn: false, paymentRequestType: type })).toEqual(['CANCELLED']);
    }
    expect(allowedTransitions({ display: 'PENDING', timeState, isWalkIn: false, paymentRequestType: 'OTHER_METHOD' })).toEqual([
      'CANCELLED',
      'BOOKED',
    ]);
  });
});

describe('walk-ins (docs/rules.md section 4: limited to SEATED, BILL, COMPLETED, OVERSTAYED)', () => {
  it.each(FROM.flatMap((from) => TARGET_STATUSES.map((to) => ({ from, to }))))(
    'today a walk-in $from may go to $to only if the spec and the walk-in limit allow',
    ({ from, to }) => {
      const allowed = (SPEC.TODAY[from] ?? []).includes(to) && ['SEATED', 'BILL', 'COMPLETED'].includes(to);
      expect(
        allowedTransitions({ display: from, timeState: 'TODAY', isWalkIn: true, paymentRequestType: 'OTHER_METHOD' }).includes(to),
      ).toBe(allowed);
    },
  );

  it("refuses a walk-in to BOOKED with the spec's message", () => {
    expect(said(checkTransition({ display: 'SEATED', timeState: 'TODAY', isWalkIn: true, hasTables: true }, 'BOOKED'))).toEqual({
      ok: false,
      message: "Can't change status of walk in to booked !",
    });
  });
});

describe('refusal messages (docs/rules.md section 8)', () => {
  const subject = (display: DisplayStatus, timeState: TimeState = 'TODAY') => ({ display, timeState, isWalkIn: false, hasTables: true });
  it.each([
    [subject('CANCELLED'), 'BOOKED', "Can't change status of the CANCELLED reservation"],
    [subject('EXPIRED'), 'CONFIRMED', "Can't change status of the EXPIRED reservation"],
    [subject('SEATED', 'PAST'), 'COMPLETED', "Can't change status of the SEATED reservation"],
    [subject('BOOKED', 'FUTURE'), 'SEATED', "Can't be seated reservation other than the current date"],
    [subject('COMPLETED', 'PAST'), 'SEATED', "Can't be seated reservation other than the current date"],
    [subject('BOOKED', 'PAST'), 'CANCELLED', "Can't change status of the BOOKED reservation"],
    [subject('COMPLETED', 'FUTURE'), 'CANCELLED', "Can't change status of the COMPLETED reservation"],
    [subject('BOOKED'), 'COMPLETED', 'Status is not valid'],
    [subject('BOOKED'), 'LATE', 'Status is not valid'],
    [{ ...subject('BOOKED'), hasTables: false }, 'SEATED', 'Cannot change to SEATED status, no assigned tables'],
  ] as const)('%o to %s: %s', (s, to, message) => {
    expect(said(checkTransition(s, to))).toEqual({ ok: false, message });
  });

  it('refuses cancelling where the table has no cancel with "Can\'t cancel the {status} reservation"', () => {
    // Every listed row allows cancelling; only a walk-in cannot be cancelled.
    expect(said(checkTransition({ display: 'SEATED', timeState: 'TODAY', isWalkIn: true, hasTables: true }, 'CANCELLED'))).toEqual({
      ok: false,
      message: "Can't cancel the SEATED reservation",
    });
  });
});
