import { refundDeadline, refundTermsOf } from '@host/domain/payments/money-rules';
import { planBookingMessages, type NotificationTiming, type PlannedMessage, type QuietHours } from '@host/domain/notifications/schedule';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications } from '../../db/tables/notifications';
import { factsOf, type Facts } from './planner-reads';
import { lockBookingsToPlan, markMessagesPlanned, type BookingToPlan } from '../reservations/messages-door';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';

/** Bookings (re)planned per sweep: a burst of changes (a settings change, the demo) is caught up over a few ticks. */
const PLAN_BATCH = 200;
const PLAN_BUDGET_MS = 5_000;

/**
 * The clock's part in guest messages (issue 14): every booking whose version moved since its
 * messages were planned is planned again: a booking made, moved, paid, confirmed or cancelled.
 * Rows still planned are moved to their new moment, or cancelled when the plan no longer has them;
 * what was already handed to the ledger stays, so nothing is sent twice. Bookings are locked with
 * SKIP LOCKED: two servers sweeping at once plan each booking once. A batch costs a fixed handful
 * of queries, whatever its size.
 */
export async function planChangedBookings(ctx: AppContext): Promise<number> {
  // Batch after batch within the budget: a burst (a settings change, a new demo) does not hold up
  // the booking made a minute ago for many ticks.
  let planned = 0;
  const started = Date.now();
  while (Date.now() - started < PLAN_BUDGET_MS) {
    const batch = await planBatch(ctx);
    planned += batch;
    if (batch < PLAN_BATCH) break;
  }
  return planned;
}

async function planBatch(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const due = await lockBookingsToPlan(tx, PLAN_BATCH);
    if (!due.length) return 0;
    const facts = await factsOf(tx, due);
    const now = ctx.clock.now();
    const plans = due.map((booking) => ({ booking, plan: planOf(booking, facts, now) }));
    await writePlans(tx, plans, now);
    return due.length;
  });
}

function planOf(booking: BookingToPlan, facts: Facts, now: Date): PlannedMessage[] {
  const place = facts.places.get(booking.outletId)!;
  const settings = facts.settings.get(booking.outletId);
  const terms = refundTermsOf(facts.requestTerms.get(booking.id), booking.ticketId ? facts.ticketTerms.get(booking.ticketId) : null);
  const planned = planBookingMessages({
    now,
    startsAt: booking.startsAt,
    timeZone: place.timeZone,
    outlet: {
      enableSMS: place.enableSms,
      enableEmail: place.enableEmail,
      enableAutomatedCall: place.enableAutomatedCall,
      smsPermissions: place.smsPermissions,
    },
    booking: {
      allowSmsNotify: booking.allowSmsNotify,
      allowEmailNotify: booking.allowEmailNotify,
      allowAutomatedCallNotify: booking.allowAutomatedCallNotify,
      allowConfirmationNotify: booking.allowConfirmationNotify,
      allowReminderNotify: booking.allowReminderNotify,
      // Stored as the moment to remind; the plan takes minutes before the start.
      timeSendReminder: booking.timeSendReminder
        ? Math.round((booking.startsAt.getTime() - booking.timeSendReminder.getTime()) / 60_000)
        : null,
      hasPhone: Boolean(booking.customerPhone),
      hasEmail: Boolean(booking.guestEmail) || (booking.customerId !== null && facts.emails.has(booking.customerId)),
      status: booking.status,
      madeByGuest: booking.createdByCustomer || booking.source === 'customer' || booking.source === 'google',
      awaitingPayment: facts.awaitingPayment.has(booking.id),
    },
    refundDeadline: facts.paid.has(booking.id) && terms ? refundDeadline(booking.startsAt, terms) : null,
    quietHours: quietHoursOf(settings),
    timings: settings
      ? { confirm: settings.confirmTimings as NotificationTiming[], calls: settings.callTimings as NotificationTiming[] }
      : undefined,
  });
  // The acknowledgement goes once per booking: with its first plan that has one (a booking paid
  // later is acknowledged then), kept while it waits out quiet hours, never sent again.
  // The pay link is no acknowledgement: the booking is acknowledged once it is paid.
  return planned.filter((m) => !isAcknowledgement(m) || !booking.guestAcknowledged || facts.waitingAcks.has(`${booking.id}|${m.key}`));
}

function isAcknowledgement(message: PlannedMessage) {
  return message.timing === 'now' && message.type !== 'payLink';
}

function quietHoursOf(settings: { quietStart: string | null; quietEnd: string | null } | undefined): QuietHours | null {
  return settings?.quietStart && settings.quietEnd ? { start: settings.quietStart, end: settings.quietEnd } : null;
}

async function writePlans(tx: Executor, plans: Array<{ booking: BookingToPlan; plan: PlannedMessage[] }>, now: Date) {
  const ids = plans.map((p) => p.booking.id);
  const rows = plans.flatMap(({ booking, plan }) =>
    plan.map((m) => ({
      reservationId: booking.id,
      key: m.key,
      channel: m.channel,
      type: m.type,
      timing: m.timing,
      sendAt: m.sendAt,
      status: 'planned',
      updatedAt: now,
    })),
  );
  // Planned rows the new plans no longer have are cancelled (a cancel, a move past a moment, a channel turned off).
  await tx.execute(sql`
    update confirmation_notifications n set status = 'cancelled', updated_at = ${now}
    where n.reservation_id = any(${pgUuids(ids)}) and n.status = 'planned'
      and not exists (
        select 1
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ rid: r.reservationId, key: r.key })))}::jsonb) as k(rid uuid, key text)
        where k.rid = n.reservation_id and k.key = n.key)`);
  if (rows.length) {
    await tx
      .insert(confirmationNotifications)
      .values(rows)
      .onConflictDoUpdate({
        target: [confirmationNotifications.reservationId, confirmationNotifications.key],
        set: { sendAt: sql`excluded.send_at`, updatedAt: now },
        // What was handed to the ledger (or cancelled and planned again) keeps its history.
        setWhere: sql`${confirmationNotifications.status} = 'planned'`,
      });
  }
  const acknowledged = plans.filter((p) => p.plan.some(isAcknowledgement)).map((p) => p.booking.id);
  const withMessages = plans.filter((p) => p.plan.length > 0).map((p) => p.booking.id);
  await markMessagesPlanned(tx, { ids, acknowledged, withMessages });
}

/** A uuid[] parameter. */
const pgUuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
