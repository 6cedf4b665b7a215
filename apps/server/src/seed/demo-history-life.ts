import { CURRENCY_OF } from '@host/domain/payments/contract';
import { reservationStatusName } from '@host/domain/statuses';
import {
  type Actor,
  BOOKED,
  CANCELLED,
  COMPLETED,
  CONFIRMED,
  dayOf,
  GUEST_NOTES,
  type HistoryBooking,
  type HistoryGuest,
  type HistoryInput,
  type HistoryMessage,
  type HistoryPayment,
  HOUR,
  instantAt,
  LEAD_DAYS,
  MINUTE,
  NO_SHOW,
  PENDING,
  type Planned,
  SEATED,
} from './demo-history-shape';

/** The demo's past (demo-history.ts): one planned booking's life, from being made to its last message. */

/** A booking's life: when it was made, paid, told, confirmed, seated, left, cancelled or given up, and the lines that says so. */
export function lifeOf(input: HistoryInput, rand: () => number, p: Planned): HistoryBooking {
  const between = (from: number, to: number) => from + rand() * (to - from);
  const start = p.startsAt.getTime();
  const createdAt = p.isWalkIn ? p.startsAt : madeAt(p, input.timezone, rand);
  const made = createdAt.getTime();
  const events: HistoryBooking['events'] = [];
  const line = (at: number, action: string, actor: Actor, changes: Record<string, unknown>) =>
    events.push({ at: new Date(at), action, actor, changes });
  const moved = (at: number, [from, to]: [number, number], actor: Actor, cause?: string) =>
    line(at, 'status', actor, { from: reservationStatusName(from), to: reservationStatusName(to), ...(cause ? { cause } : {}) });
  const online = p.source === 'customer' || p.source === 'google';
  line(made, p.isWalkIn ? 'walk-in' : 'created', online ? 'guest' : 'outlet', {
    status: p.isWalkIn ? SEATED : BOOKED,
    date: p.date,
    time: p.time,
    pax: p.pax,
  });

  // A paying ticket: the host asks for the money by card link as the booking is made; the guest pays within the hour.
  let payment: HistoryPayment | null = null;
  const price = p.ticket === 'tasting' ? input.depositPrice : p.ticket === 'guarantee' ? input.guaranteePrice : null;
  if (price) {
    const amount = price * p.pax;
    const kind = p.ticket === 'guarantee' ? 'hold' : 'payment';
    const paidAt = made + Math.min(between(3, 40) * MINUTE, (start - made) / 2);
    const currency = CURRENCY_OF[input.country];
    moved(made, [BOOKED, PENDING], 'outlet', 'paymentRequested');
    line(made, 'paymentRequested', 'outlet', { type: 'CARD', amount, currency, expireDateTime: new Date(made + HOUR).toISOString() });
    moved(paidAt, [PENDING, BOOKED], 'system', 'paymentSettled');
    line(paidAt, kind === 'hold' ? 'cardHeld' : 'paymentReceived', 'system', { amount, currency });
    payment = { kind, amount, openedAt: new Date(made), paidAt: new Date(paidAt), refundedAt: null, settledAt: null, charged: false };
  }
  const readyAt = payment ? payment.paidAt.getTime() : made;

  const cancelledAt = p.status === CANCELLED ? cancelTime(readyAt, start, rand) : null;
  const cancelledByRestaurant = cancelledAt !== null && rand() < 0.35;
  // One guest in ten turned the booking's messages off; a walk-in keeps the outlet's defaults and is sent nothing (they are here).
  const allowMessages = p.isWalkIn || rand() < 0.9;
  const messages =
    allowMessages && !p.isWalkIn && p.guestRow
      ? messagesOf(p.guestRow!, { readyAt, start, payment, until: cancelledAt ?? start }, rand)
      : [];

  // The guest answers from the first message that reached them, before their time (and before any cancel).
  const heard = messages.find((m) => m.state === 'delivered' && m.type === 'confirm');
  const confirmOdds = p.status === COMPLETED ? 0.55 : p.status === NO_SHOW ? 0.25 : 0.3;
  const until = cancelledAt ?? start;
  let confirmedAt: number | null = null;
  if (heard && rand() < confirmOdds) {
    const at = heard.sendAt.getTime() + Math.min(between(5, 180) * MINUTE, (until - heard.sendAt.getTime()) / 2);
    if (at < until) confirmedAt = at;
  }
  const kept = messages.filter((m) => confirmedAt === null || m.sendAt.getTime() <= confirmedAt || m.type !== 'confirm');
  for (const m of kept) {
    if (m.type !== 'confirm' || m.state !== 'delivered') continue;
    const guestCancelled = cancelledAt !== null && !cancelledByRestaurant && p.source !== 'google';
    m.result = confirmedAt !== null ? 'confirmed' : guestCancelled ? 'cancelled' : 'missed';
  }
  let status: number = BOOKED;
  if (confirmedAt !== null) {
    moved(confirmedAt, [BOOKED, CONFIRMED], 'guest');
    status = CONFIRMED;
  }

  if (p.status === COMPLETED) {
    if (!p.isWalkIn) moved(p.seatedAt!.getTime(), [status, SEATED], 'outlet');
    moved(p.departedAt!.getTime(), [SEATED, COMPLETED], 'outlet');
    if (payment?.kind === 'hold') payment.settledAt = p.departedAt;
  } else if (p.status === NO_SHOW) {
    const markedAt = start + Math.round(between(25, 50)) * MINUTE;
    moved(markedAt, [status, NO_SHOW], 'outlet');
    if (payment?.kind === 'hold') {
      payment.settledAt = new Date(markedAt + MINUTE);
      payment.charged = true;
      line(markedAt + MINUTE, 'noShowCharged', 'system', { amount: payment.amount, currency: CURRENCY_OF[input.country] });
    }
  } else {
    moved(cancelledAt!, [status, CANCELLED], cancelledByRestaurant ? 'outlet' : 'guest');
    if (payment?.kind === 'hold') payment.settledAt = new Date(cancelledAt!);
    // Inside the ticket's 24-hour refund window the deposit goes back by itself; a late cancel keeps it.
    if (payment?.kind === 'payment' && cancelledAt! <= start - 24 * HOUR) {
      payment.refundedAt = new Date(cancelledAt!);
      line(cancelledAt!, 'refund', 'system', { amount: payment.amount, reason: 'cancelledInWindow' });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    key: p.key,
    service: p.service,
    guest: p.guest,
    ticket: p.ticket,
    source: p.source,
    isWalkIn: p.isWalkIn,
    reservationDate: p.date,
    reservationTime: p.time,
    startsAt: p.startsAt,
    diningInterval: p.diningInterval,
    adults: p.pax - p.children,
    children: p.children,
    status: p.status,
    table: p.table,
    holdStartsAt: p.holdStartsAt,
    holdEndsAt: p.holdEndsAt,
    createdAt,
    confirmedAt: confirmedAt === null ? null : new Date(confirmedAt),
    seatedAt: p.seatedAt,
    departedAt: p.departedAt,
    cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
    cancelledByRestaurant,
    allowMessages,
    notes: !p.isWalkIn && rand() < 0.12 ? GUEST_NOTES[Math.floor(rand() * GUEST_NOTES.length)]! : null,
    occasions: !p.isWalkIn && rand() < 0.08 ? ['birthday'] : [],
    events,
    payment,
    messages: kept,
  };
}

/** When a booking was made: the same day from 9 am (at least 45 minutes ahead), or days to weeks before, between 9 am and 10 pm. */
function madeAt(p: Planned, timezone: string, rand: () => number): Date {
  let r = rand();
  const [from, to] = LEAD_DAYS.find(([, , odds]) => (r -= odds) < 0) ?? LEAD_DAYS[0]!;
  const days = from + Math.floor(rand() * (to - from + 1));
  const dayStart = instantAt(dayOf(p.date, -days), '09:00:00', timezone).getTime();
  const latest = days === 0 ? p.startsAt.getTime() - 45 * MINUTE : dayStart + 13 * HOUR;
  return new Date(dayStart + Math.floor(rand() * Math.max(1, (latest - dayStart) / MINUTE)) * MINUTE);
}

/** A cancel: one in five (and every booking made less than a day ahead) inside the last 24 hours, the others earlier. */
function cancelTime(made: number, start: number, rand: () => number): number {
  const dayBefore = start - 24 * HOUR;
  if (made < dayBefore - HOUR && rand() >= 0.2) return made + 10 * MINUTE + Math.floor(rand() * (dayBefore - made - 10 * MINUTE));
  const late = start - (30 + Math.floor(rand() * 1200)) * MINUTE;
  return late > made + 5 * MINUTE ? late : made + Math.floor((start - made) / 2);
}

/**
 * What Host sent the guest (rules of @host/domain/notifications/schedule): the pay link when asked to pay,
 * the acknowledgement once booked, the asks to confirm 24 and 5 hours ahead (those the booking was made
 * early enough for); by SMS, and by email too to a guest who gave one. A few never arrived.
 */
function messagesOf(
  guest: HistoryGuest,
  at: { readyAt: number; start: number; payment: HistoryPayment | null; until: number },
  rand: () => number,
): HistoryMessage[] {
  const sends: Array<Pick<HistoryMessage, 'type' | 'timing'> & { at: number }> = [];
  if (at.payment) sends.push({ type: 'payLink', timing: 'now', at: at.payment.openedAt.getTime() + MINUTE });
  sends.push({ type: 'confirm', timing: 'now', at: at.readyAt + MINUTE });
  for (const [timing, lead] of [
    ['24h', 24 * HOUR],
    ['5h', 5 * HOUR],
  ] as const)
    if (at.start - lead > at.readyAt + MINUTE) sends.push({ type: 'confirm', timing, at: at.start - lead });
  const channels = guest.email ? (['sms', 'email'] as const) : (['sms'] as const);
  return sends
    .filter((m) => m.at < at.until)
    .flatMap((m) =>
      channels.map((channel) => ({
        channel,
        type: m.type,
        timing: m.timing,
        sendAt: new Date(m.at),
        // An SMS that fails goes again by email to a guest who gave one (sender.ts): here only guests without one lose an SMS.
        state: rand() < (channel === 'email' ? 0.03 : guest.email ? 0 : 0.05) ? ('failed' as const) : ('delivered' as const),
        result: null,
      })),
    );
}
