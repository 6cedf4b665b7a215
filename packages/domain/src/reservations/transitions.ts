import type { PaymentRequestType } from '../statuses';
import type { DisplayStatus } from './display-status';
import type { TimeState } from './time-state';

/** The statuses a host may move a reservation to (display statuses: BILL is a SEATED party's table). */
export const TARGET_STATUSES = ['BOOKED', 'CONFIRMED', 'SEATED', 'BILL', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

type TransitionTable = Partial<Record<DisplayStatus, readonly TargetStatus[]>>;

/** docs/rules.md section 4, reservation dated today. */
const TODAY: TransitionTable = {
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
  // EXPIRED: "not shown" in docs/rules.md; an expired booking (its payment window passed) stays as it is.
};

/** docs/rules.md section 4, future-dated: PENDING as today; BOOKED and CONFIRMED between themselves or cancelled. */
const FUTURE: TransitionTable = {
  PENDING: ['CANCELLED', 'BOOKED'],
  BOOKED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['BOOKED', 'CANCELLED'],
};

/** docs/rules.md section 4, past-dated. */
const PAST: TransitionTable = {
  COMPLETED: ['CANCELLED', 'NO_SHOW'],
  NO_SHOW: ['COMPLETED', 'CANCELLED'],
};

const TABLES: Record<TimeState, TransitionTable> = { TODAY, FUTURE, PAST };

/** docs/rules.md section 4's moves from a status on a day, before any booking's own limits (shown in settings). */
export const movesFrom = (display: DisplayStatus, timeState: TimeState): readonly TargetStatus[] => TABLES[timeState][display] ?? [];

/** docs/rules.md section 4: walk-in reservations are limited to these targets. */
export const WALK_IN_TARGETS: readonly DisplayStatus[] = ['SEATED', 'BILL', 'COMPLETED', 'OVERSTAYED'];

export interface TransitionSubject {
  display: DisplayStatus;
  timeState: TimeState;
  isWalkIn: boolean;
  /** The reservation's payment request type, if it has one (PENDING to BOOKED needs OTHER_METHOD). */
  paymentRequestType?: PaymentRequestType | null;
  /** Statuses the outlet does not use (status-settings.ts): never a target, whatever the table says. */
  unused?: readonly string[];
}

/** Every status this reservation may move to now. */
export function allowedTransitions(subject: TransitionSubject): TargetStatus[] {
  const targets = TABLES[subject.timeState][subject.display] ?? [];
  return targets.filter((target) => {
    if (subject.unused?.includes(target)) return false;
    if (subject.isWalkIn && !WALK_IN_TARGETS.includes(target)) return false;
    if (subject.display === 'PENDING' && target === 'BOOKED') return subject.paymentRequestType === 'OTHER_METHOD';
    return true;
  });
}

/** Why a host may not make a status change, as a reason key of the message catalogue. */
export type TransitionRefusal =
  | { reason: 'statusNotValid' | 'walkInToBooked' | 'seatOnlyToday' | 'seatNeedsTable'; params?: undefined }
  | { reason: 'cantChangeStatus' | 'cantCancel' | 'statusNotInUse'; params: { status: string } };
export type TransitionCheck = { ok: true } | ({ ok: false } & TransitionRefusal);

/**
 * Whether a host may move the reservation to `target`, with docs/rules.md section 8's message when not.
 * `hasTables`: a party can only be seated at a table.
 */
export function checkTransition(subject: TransitionSubject & { hasTables: boolean }, target: string): TransitionCheck {
  const refuse = (refusal: TransitionRefusal): TransitionCheck => ({ ok: false, ...refusal });
  if (!(TARGET_STATUSES as readonly string[]).includes(target)) return refuse({ reason: 'statusNotValid' });
  const to = target as TargetStatus;
  if (subject.unused?.includes(to)) return refuse({ reason: 'statusNotInUse', params: { status: to } });
  if (subject.isWalkIn && to === 'BOOKED') return refuse({ reason: 'walkInToBooked' });
  if (to === 'SEATED' && subject.timeState !== 'TODAY') return refuse({ reason: 'seatOnlyToday' });
  const possible = TABLES[subject.timeState][subject.display] ?? [];
  if (possible.length === 0) return refuse({ reason: 'cantChangeStatus', params: { status: subject.display } });
  if (!allowedTransitions(subject).includes(to)) {
    return refuse(to === 'CANCELLED' ? { reason: 'cantCancel', params: { status: subject.display } } : { reason: 'statusNotValid' });
  }
  if (to === 'SEATED' && !subject.hasTables) return refuse({ reason: 'seatNeedsTable' });
  return { ok: true };
}
