import { RESERVATION_STATUS, reservationStatusName } from '@host/domain/statuses';
import type { Random } from './scale-random';

const { BOOKED, CONFIRMED, PENDING, SEATED, COMPLETED, CANCELLED, NO_SHOW, LATE, EXPIRED } = RESERVATION_STATUS;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Who did it: the outlet's staff, the guest, or Host itself. */
export type Actor = 'outlet' | 'guest' | 'system';
export type Fate = 'completed' | 'noShow' | 'cancelled' | 'expired';

export interface LifeEvent {
  at: number;
  action: string;
  actor: Actor;
  changes: Record<string, unknown>;
}

export interface Payment {
  kind: 'payment' | 'hold';
  amount: number;
  openedAt: number;
  paidAt: number | null;
  expiredAt: number | null;
  refundedAt: number | null;
  /** a held card let go (the party came or cancelled) or charged (it did not) */
  settledAt: number | null;
  charged: boolean;
}

/** A booking's whole life as it will have been, before `now` cuts it: the instants of each step. */
export interface Life {
  status: number;
  createdAt: number;
  confirmedAt: number | null;
  seatedAt: number | null;
  departedAt: number | null;
  cancelledAt: number | null;
  cancelledByRestaurant: boolean;
  payment: Payment | null;
  events: LifeEvent[];
}

export interface LifeInput {
  isWalkIn: boolean;
  isOnline: boolean;
  fate: Fate;
  start: number;
  createdAt: number;
  gracePeriodMs: number;
  /** minutes seated, for a party that comes */
  turnMinutes: number;
  pax: number;
  /** the money asked when booked: a deposit or a held card */
  payment: { kind: 'payment' | 'hold'; amount: number; currency: string } | null;
  /** when the guest (or the host, by phone) confirmed, if they did */
  confirmAt: number | null;
  confirmedBy: Actor;
  date: string;
  time: string;
  tableId: string;
}

const status = (from: number, to: number, cause?: string) => ({
  from: reservationStatusName(from),
  to: reservationStatusName(to),
  ...(cause ? { cause } : {}),
});

/**
 * The history lines the app writes for a booking's life (modules/reservations, status-door.ts, payments):
 * made, asked to pay and paid (or the link lapsed), confirmed, seated and left, turned LATE by the
 * clock and marked no-show, or cancelled with the deposit given back inside its window.
 */
export function lifeOf(input: LifeInput, rand: Random): Life {
  const between = (from: number, to: number) => from + rand() * (to - from);
  const { start, createdAt: made } = input;
  const events: LifeEvent[] = [];
  const line = (at: number, action: string, actor: Actor, changes: Record<string, unknown>) => events.push({ at, action, actor, changes });
  line(made, input.isWalkIn ? 'walk-in' : 'created', input.isOnline ? 'guest' : 'outlet', {
    status: input.isWalkIn ? SEATED : BOOKED,
    date: input.date,
    time: input.time,
    pax: input.pax,
    tableIds: [input.tableId],
  });
  if (input.isWalkIn) {
    const departedAt = start + input.turnMinutes * MINUTE;
    line(departedAt, 'status', 'outlet', status(SEATED, COMPLETED));
    return {
      status: COMPLETED,
      createdAt: made,
      confirmedAt: null,
      seatedAt: start,
      departedAt,
      cancelledAt: null,
      cancelledByRestaurant: false,
      payment: null,
      events,
    };
  }

  let payment: Payment | null = null;
  let current: number = BOOKED;
  if (input.payment) {
    const { kind, amount, currency } = input.payment;
    line(made, 'status', 'outlet', status(BOOKED, PENDING, 'paymentRequested'));
    line(made, 'paymentRequested', 'outlet', { type: 'CARD', amount, currency, expireDateTime: new Date(made + HOUR).toISOString() });
    payment = { kind, amount, openedAt: made, paidAt: null, expiredAt: null, refundedAt: null, settledAt: null, charged: false };
    if (input.fate === 'expired') {
      payment.expiredAt = made + HOUR;
      line(payment.expiredAt, 'status', 'system', status(PENDING, EXPIRED, 'paymentExpired'));
      return {
        status: EXPIRED,
        createdAt: made,
        confirmedAt: null,
        seatedAt: null,
        departedAt: null,
        cancelledAt: null,
        cancelledByRestaurant: false,
        payment,
        events,
      };
    }
    payment.paidAt = made + Math.min(between(3, 40) * MINUTE, (start - made) / 2);
    line(payment.paidAt, 'status', 'system', status(PENDING, BOOKED, 'paymentSettled'));
    line(payment.paidAt, kind === 'hold' ? 'cardHeld' : 'paymentReceived', 'system', { amount, currency });
  }
  const readyAt = payment?.paidAt ?? made;

  let cancelledAt: number | null = null;
  if (input.fate === 'cancelled') cancelledAt = cancelTime(readyAt, start, rand);
  const until = cancelledAt ?? start;
  let confirmedAt: number | null = null;
  if (input.confirmAt !== null && input.confirmAt > readyAt && input.confirmAt < until) {
    confirmedAt = input.confirmAt;
    line(confirmedAt, 'status', input.confirmedBy, status(BOOKED, CONFIRMED));
    current = CONFIRMED;
  }

  let seatedAt: number | null = null;
  let departedAt: number | null = null;
  let cancelledByRestaurant = false;
  let final: number;
  if (input.fate === 'completed') {
    seatedAt = start + Math.round(between(-5, 12)) * MINUTE;
    departedAt = seatedAt + input.turnMinutes * MINUTE;
    line(seatedAt, 'status', 'outlet', status(current, SEATED));
    line(departedAt, 'status', 'outlet', status(SEATED, COMPLETED));
    if (payment?.kind === 'hold') payment.settledAt = departedAt;
    final = COMPLETED;
  } else if (input.fate === 'noShow') {
    const lateAt = start + input.gracePeriodMs;
    const markedAt = start + Math.round(between(25, 50)) * MINUTE;
    line(lateAt, 'status', 'system', status(current, LATE, 'lateByClock'));
    line(markedAt, 'status', 'outlet', status(LATE, NO_SHOW));
    if (payment?.kind === 'hold') {
      payment.settledAt = markedAt + MINUTE;
      payment.charged = true;
      line(markedAt + MINUTE, 'noShowCharged', 'system', { amount: payment.amount, currency: input.payment!.currency });
    }
    final = NO_SHOW;
  } else {
    cancelledByRestaurant = rand() < 0.3;
    line(cancelledAt!, 'status', cancelledByRestaurant ? 'outlet' : 'guest', status(current, CANCELLED));
    if (payment?.kind === 'hold') payment.settledAt = cancelledAt;
    // Inside the ticket's 24-hour refund window the deposit goes back by itself; a late cancel keeps it.
    if (payment?.kind === 'payment' && cancelledAt! <= start - 24 * HOUR) {
      payment.refundedAt = cancelledAt;
      line(cancelledAt!, 'refund', 'system', { amount: payment.amount, reason: 'cancelledInWindow' });
    }
    final = CANCELLED;
  }
  return { status: final, createdAt: made, confirmedAt, seatedAt, departedAt, cancelledAt, cancelledByRestaurant, payment, events };
}

/** A cancel: one in five (and every booking made less than a day ahead) inside the last 24 hours, the others earlier. */
function cancelTime(made: number, start: number, rand: Random): number {
  const dayBefore = start - 24 * HOUR;
  if (made < dayBefore - HOUR && rand() >= 0.2) return made + 10 * MINUTE + Math.floor(rand() * (dayBefore - made - 10 * MINUTE));
  const late = start - (30 + Math.floor(rand() * 1200)) * MINUTE;
  return late > made + 5 * MINUTE ? late : made + Math.floor((start - made) / 2);
}

/**
 * The life as it stands at `now`: the lines written so far, the status they leave, and the steps
 * still to come left out (today's dinner is booked, not yet seated; a deposit asked a minute ago is pending).
 */
export function lifeAt(life: Life, now: number): Life {
  if (life.events.every((e) => e.at <= now)) return life;
  const events = life.events.filter((e) => e.at <= now);
  let current = life.status;
  for (const e of events) {
    if (e.action === 'status') current = statusOfName(e.changes.to as string);
    else if (e.action === 'created' || e.action === 'walk-in') current = e.changes.status as number;
  }
  const before = (at: number | null) => (at !== null && at <= now ? at : null);
  const payment = life.payment && {
    ...life.payment,
    paidAt: before(life.payment.paidAt),
    expiredAt: before(life.payment.expiredAt),
    refundedAt: before(life.payment.refundedAt),
    settledAt: before(life.payment.settledAt),
    charged: life.payment.charged && before(life.payment.settledAt) !== null,
  };
  return {
    ...life,
    status: current,
    confirmedAt: before(life.confirmedAt),
    seatedAt: before(life.seatedAt),
    departedAt: before(life.departedAt),
    cancelledAt: before(life.cancelledAt),
    cancelledByRestaurant: life.cancelledByRestaurant && before(life.cancelledAt) !== null,
    payment,
    events,
  };
}

const BY_NAME = new Map(Object.entries(RESERVATION_STATUS));
const statusOfName = (name: string) => BY_NAME.get(name)!;

/** Holds of these statuses are active: they keep the table (docs/architecture.md, Storage: no double booking). */
export const ACTIVE_STATUSES = new Set<number>([BOOKED, CONFIRMED, LATE, SEATED, PENDING]);
