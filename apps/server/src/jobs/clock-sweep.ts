import { lockClockSweep } from '../lib/locks';
import type { LiveChangeKind } from '@host/domain/live-updates';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import { markLateBookings } from '../modules/reservations/status-door';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context';
import { askProviderForLeftovers, expireUnpaidRequests, openLeftoverCheckouts } from '../modules/payments/service';
import { forgetExpiredAnswers } from '../lib/idempotency';
import { forgetSpentUses } from '../lib/throttle';
import { matchWaitingLists } from '../modules/waitlist/offers';
import { deliverDueMessages, markMissedConfirmations, planChangedBookings, queueDueMessages } from '../modules/notifications/service';

const { SEATED } = RESERVATION_STATUS;

export interface SweepResult {
  late: Array<{ id: string; outletId: string }>;
  overstayed: Array<{ id: string; outletId: string }>;
  cleaned: Array<{ id: string; outletId: string }>;
  /** PENDING bookings whose payment request lapsed unpaid (issue 13) */
  expired: Array<{ id: string; outletId: string }>;
  /** guest messages (issue 14): bookings planned, messages put in the ledger, deliveries tried */
  messages: { planned: number; queued: number; delivered: number };
  /** the day's waiting lists (issue 30): offers made to guests waiting, and offers that lapsed unanswered */
  waitingList: { offered: number; lapsed: number };
}

/**
 * What the clock does to the book, by the server's clock (HOST_NOW included). Each step is one
 * conditional UPDATE, so a second run, or a second server running it at once, changes nothing more:
 * - a booking not seated by its time plus the grace period turns LATE (service timing's grace, else the outlet's),
 *   where the outlet uses LATE (/settings/status-management);
 * - a seated party past its limit time (start plus dining interval) turns its tables OVERSTAY;
 * - a table left REQUIRES_CLEANING past the outlet's cleaning time frees itself;
 * - an unpaid payment request past its expiry lapses, and its PENDING booking turns EXPIRED.
 */
export async function sweepClock(ctx: AppContext): Promise<SweepResult> {
  const book = await sweepBook(ctx);
  // Provider calls a use case wrote but could not make (a provider down, a server stopped after commit).
  await openLeftoverCheckouts(ctx);
  await askProviderForLeftovers(ctx);
  await forgetExpiredAnswers(ctx);
  await forgetSpentUses(ctx);
  // Before the messages: an offer made this tick goes out this tick.
  const waitingList = await offerToWaitingLists(ctx);
  const messages = await sendGuestMessages(ctx);
  return { ...book, waitingList, messages };
}

/** The sweep's first step, the book's statuses and tables by the clock (above), published: a tick without its messages. */
export async function sweepBook(ctx: AppContext): Promise<Pick<SweepResult, 'late' | 'overstayed' | 'cleaned' | 'expired'>> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await lockClockSweep(tx);
    // Through the reservations' status door, as every status change (issue 29).
    const late = { rows: await markLateBookings(tx, now) };
    const overstayed = await tx.execute<{ id: string; outlet_id: string }>(sql`
      update tables t set status = ${TABLE_STATUS.OVERSTAY}, status_changed_at = ${now}, updated_at = ${now}
      from reservation_tables rt join reservations r on r.id = rt.reservation_id
      where rt.table_id = t.id and rt.is_active and r.status = ${SEATED} and t.status = ${TABLE_STATUS.IN_USE}
        and r.starts_at + make_interval(secs => r.dining_interval) <= ${now}
      returning r.id, r.outlet_id`);
    const cleaned = await tx.execute<{ id: string; outlet_id: string }>(sql`
      update tables t set status = ${TABLE_STATUS.AVAILABLE}, status_changed_at = ${now}, updated_at = ${now}
      from outlets o
      where o.id = t.outlet_id and t.status = ${TABLE_STATUS.REQUIRES_CLEANING} and o.table_cleaning_minutes > 0
        and t.status_changed_at + make_interval(mins => o.table_cleaning_minutes) <= ${now}
      returning t.id, t.outlet_id`);
    const expired = await expireUnpaidRequests(ctx, tx);
    const pick = (rows: Array<{ id: string; outlet_id: string }>) => rows.map((r) => ({ id: r.id, outletId: r.outlet_id }));
    return { late: pick(late.rows), overstayed: pick(overstayed.rows), cleaned: pick(cleaned.rows), expired };
  });
  await publishByOutlet(ctx, 'reservation.status', result.expired);
  await publishByOutlet(ctx, 'reservation.late', result.late);
  await publishByOutlet(ctx, 'reservation.overstay', result.overstayed);
  await publishByOutlet(ctx, 'table.status', result.cleaned);
  return result;
}

/** Freed times offered to the waiting lists; a failure is logged and tried again next tick. */
async function offerToWaitingLists(ctx: AppContext): Promise<SweepResult['waitingList']> {
  try {
    return await matchWaitingLists(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'waiting lists not matched this tick');
    return { offered: 0, lapsed: 0 };
  }
}

/**
 * Guest messages (issue 14): plan what changed, put what is due in the ledger, hand the ledger to
 * the providers. A failure here is logged and tried again next tick; the book's own sweep is done.
 */
async function sendGuestMessages(ctx: AppContext): Promise<SweepResult['messages']> {
  try {
    const planned = await planChangedBookings(ctx);
    const queued = await queueDueMessages(ctx);
    const delivered = await deliverDueMessages(ctx);
    await markMissedConfirmations(ctx);
    return { planned, queued, delivered };
  } catch (error) {
    ctx.log.warn({ err: error }, 'guest messages not sent this tick');
    return { planned: 0, queued: 0, delivered: 0 };
  }
}

async function publishByOutlet(ctx: AppContext, kind: LiveChangeKind, changed: Array<{ id: string; outletId: string }>) {
  const byOutlet = new Map<string, string[]>();
  for (const { id, outletId } of changed) byOutlet.set(outletId, [...(byOutlet.get(outletId) ?? []), id]);
  for (const [outletId, ids] of byOutlet) {
    await ctx.realtime
      .publish(outletId, { kind, ids: [...new Set(ids)] })
      .catch((error) => ctx.log.warn({ err: error }, 'live update not published'));
  }
}
