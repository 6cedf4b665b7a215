import { isTranslationLanguage, messageDay, type MessageTemplate } from '@host/domain/notifications/templates';
import { phoneForDisplay } from '@host/domain/phone';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications, messageDeliveries } from '../../db/tables/notifications';
import { fallbackOf, mailBookingOf, mailOutletOf } from './message-reads';
import type { AppContext } from '../../lib/context';
import { PermanentSendError, type MessageChannel, type OutgoingMessage, type SendOutcome } from '../../lib/message-providers';
import { inTransaction } from '../../lib/transaction';
import { outletLogoUrlOf } from '../outlets/service';
import { lockBookingBeforeItsDay } from '../reservations/status-door';
import { mailHtml } from './mail-html';
import { enqueueForBooking } from './message-writer';
import { absoluteUrl, guestPageLinkOf, payLinkOf } from './message-links';

const { BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;

/** Attempts before a message counts as failed; the waits between them double from RETRY_BASE_MS. */
export const MAX_ATTEMPTS = 4;
export const RETRY_BASE_MS = 30_000;
/** Deliveries tried per sweep, and the time they may take: the next tick (15 s) goes on with the rest. */
const DELIVERY_BATCH = 1000;
const DELIVERY_BUDGET_MS = 10_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min... */
export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/** How long a claimed message is held by the server sending it: after that, another server may try it. */
const SEND_LEASE_MS = 2 * 60_000;

/**
 * Hands due ledger messages to their providers. Each is claimed in a short transaction (locked with
 * SKIP LOCKED, its next attempt pushed past a lease), sent with no database connection held (a
 * provider may take seconds), then settled in another: two servers never send one message at once,
 * and a server lost mid-send leaves the message to be tried again once the lease ends. A failure is
 * tried again after a doubling wait, up to MAX_ATTEMPTS; a final failure of an SMS falls back to
 * email where the guest allows it. Reasons are kept without the recipient.
 */
export async function deliverDueMessages(ctx: AppContext): Promise<number> {
  let delivered = 0;
  const started = Date.now();
  for (let i = 0; i < DELIVERY_BATCH && Date.now() - started < DELIVERY_BUDGET_MS; i++) {
    const claimed = await claimDueMessage(ctx);
    if (!claimed) break;
    const { message, copyTo, mail } = claimed;
    const provider = ctx.messages[message.channel as MessageChannel];
    try {
      const outcome = await provider.send({
        id: message.id,
        channel: message.channel as MessageChannel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
        language: message.language,
        copyTo,
        ...(mail ? { mail } : {}),
      });
      await settleDelivery(ctx, message, { provider: provider.name, outcome });
    } catch (error) {
      await settleDelivery(ctx, message, { provider: provider.name, error });
    }
    delivered++;
  }
  return delivered;
}

type DeliveryRow = typeof messageDeliveries.$inferSelect;

async function claimDueMessage(
  ctx: AppContext,
): Promise<{ message: DeliveryRow; copyTo: string[]; mail?: OutgoingMessage['mail'] } | null> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const [message] = await tx
      .select()
      .from(messageDeliveries)
      .where(and(sql`${messageDeliveries.state} in ('queued', 'retried')`, sql`${messageDeliveries.nextAttemptAt} <= ${now}`))
      .orderBy(messageDeliveries.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!message) return null;
    const [claimed] = await tx
      .update(messageDeliveries)
      .set({ attempts: message.attempts + 1, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS), updatedAt: now })
      .where(eq(messageDeliveries.id, message.id))
      .returning();
    if (message.channel !== 'email') return { message: claimed!, copyTo: [] };
    const { copyTo, mail } = await mailOf(ctx, tx, claimed!);
    return { message: claimed!, copyTo, mail };
  });
}

/**
 * What a guest's mail carries besides its text (issue 28): the restaurant's name as its sender, a
 * reply to the outlet's email, and an HTML part with the logo, the booking and one button. The
 * outlet's forwarding addresses get a blind copy of every mail to its guests.
 */
async function mailOf(
  ctx: AppContext,
  tx: Executor,
  message: DeliveryRow,
): Promise<{ copyTo: string[]; mail: NonNullable<OutgoingMessage['mail']> }> {
  const outlet = await mailOutletOf(tx, message.outletId);
  const o = outlet.o;
  const booking = message.reservationId ? await mailBookingOf(tx, message.reservationId) : undefined;
  const language = isTranslationLanguage(message.language) ? message.language : 'en';
  const logo = outletLogoUrlOf(outlet.logoHash, o.logoUrl);
  // The button's link, made as the message's own was (never read back out of text a guest's name is in).
  const link = !booking ? null : message.template === 'payLink' ? payLinkOf(ctx, booking.payLink) : guestPageLinkOf(ctx, booking);
  const html = mailHtml({
    language,
    subject: message.subject ?? '',
    text: message.body,
    outletName: o.outletName,
    logoUrl: logo ? absoluteUrl(logo, ctx.publicUrl) : null,
    booking: booking
      ? { date: messageDay(booking.date, language), time: booking.time.slice(0, 5), pax: String(booking.adults + booking.children) }
      : null,
    link,
    pays: message.template === 'payLink',
    address: [o.address1, o.address2, o.postalCode, o.city].filter(Boolean).join(', ') || null,
    phone: o.phone ? phoneForDisplay(o.phone) : null,
    repliesReach: Boolean(o.email),
  });
  return { copyTo: o.forwardingAddress, mail: { fromName: o.outletName, replyTo: o.email, html } };
}

async function settleDelivery(ctx: AppContext, message: DeliveryRow, result: { provider: string; outcome?: SendOutcome; error?: unknown }) {
  await inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const { attempts } = message;
    // Settled by the attempt that claimed it only: a lease that ran out meanwhile belongs to another try.
    const mine = and(eq(messageDeliveries.id, message.id), eq(messageDeliveries.attempts, attempts));
    if (result.outcome) {
      const [settled] = await tx
        .update(messageDeliveries)
        .set({
          state: result.outcome.state,
          provider: result.provider,
          providerRef: result.outcome.providerRef,
          sentAt: now,
          nextAttemptAt: null,
          lastError: null,
          updatedAt: now,
        })
        .where(mine)
        .returning({ id: messageDeliveries.id });
      if (settled) {
        await tx
          .update(confirmationNotifications)
          .set({ isSent: true, updatedAt: now })
          .where(eq(confirmationNotifications.deliveryId, message.fallbackOfId ?? message.id));
      }
      return;
    }
    const reason = reasonOf(result.error, message.recipient);
    const final = result.error instanceof PermanentSendError || attempts >= MAX_ATTEMPTS;
    // The fallback writes a message for the booking: its row first, then the delivery's update and its day's mark.
    const fallsBack = final && message.channel === 'sms' && message.reservationId;
    if (fallsBack) await lockBookingBeforeItsDay(tx, fallsBack);
    const [settled] = await tx
      .update(messageDeliveries)
      .set({
        state: final ? 'failed' : 'retried',
        provider: result.provider,
        lastError: reason,
        nextAttemptAt: final ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        updatedAt: now,
      })
      .where(mine)
      .returning({ id: messageDeliveries.id });
    ctx.log.warn({ deliveryId: message.id, channel: message.channel, attempts, final, reason }, 'a guest message was not sent');
    if (settled && final && message.channel === 'sms') await fallBackToEmail(ctx, tx, message);
  });
}

/** A failed SMS goes by email instead, if the outlet sends email and the guest allows it and has an address. */
async function fallBackToEmail(ctx: AppContext, tx: Executor, failed: typeof messageDeliveries.$inferSelect) {
  if (!failed.reservationId) return;
  const { booking, sendsEmail } = await fallbackOf(tx, { reservationId: failed.reservationId, outletId: failed.outletId });
  if (!booking || !sendsEmail || !booking.allowEmailNotify) return;
  if (![BOOKED, CONFIRMED, PENDING].includes(booking.status as 1 | 6 | 8)) return;
  await enqueueForBooking(ctx, tx, booking, { channel: 'email', template: failed.template as MessageTemplate, fallbackOfId: failed.id });
}

/** A provider's refusal in a line for the ledger: the error's message, cut short; never the recipient. */
function reasonOf(error: unknown, recipient: string): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.split(recipient).join('***').slice(0, 300);
}

/** Confirm messages the guest never answered by the booking's time count as missed (docs/rules.md section 3). */
export async function markMissedConfirmations(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.execute(sql`
    update confirmation_notifications n set result = 'missed', updated_at = ${now}
    from reservations r
    where r.id = n.reservation_id and n.type = 'confirm' and n.is_sent and n.result is null and r.starts_at <= ${now}`);
}
