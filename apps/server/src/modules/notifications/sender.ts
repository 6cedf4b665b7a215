import { formatMoney, LOCALES, type CountryCode } from '@host/domain/locales';
import {
  isTranslationLanguage,
  messageDay,
  messageLanguageOf,
  renderMessage,
  type MessageTemplate,
  type OutletTemplates,
} from '@host/domain/notifications/templates';
import { phoneForDisplay } from '@host/domain/phone';
import { refundDeadline, refundTermsOf, type RefundTerms } from '@host/domain/payments/money-rules';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { localDateOf, localTimeOf } from '@host/domain/time';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications, messageDeliveries, notificationSettings } from './schema';
import { customers } from '../customers/schema';
import { brands, outletImages, outlets } from '../outlets/schema';
import { paymentRequests } from '../payments/schema';
import { reservations } from '../reservations/schema';
import { tickets } from '../tickets/schema';
import type { AppContext } from '../../lib/context';
import { PermanentSendError, type MessageChannel, type OutgoingMessage, type SendOutcome } from '../../lib/message-providers';
import { inTransaction } from '../../lib/transaction';
import { outletLogoUrlOf } from '../outlets/service';
import { mailHtml } from './mail-html';
import { absoluteUrl, guestPageLinkOf, payLinkOf } from './message-links';

/** Attempts before a message counts as failed; the waits between them double from RETRY_BASE_MS. */
export const MAX_ATTEMPTS = 4;
export const RETRY_BASE_MS = 30_000;
/** Planned messages handed to the ledger per sweep. */
const QUEUE_BATCH = 500;
/** Deliveries tried per sweep, and the time they may take: the next tick (15 s) goes on with the rest. */
const DELIVERY_BATCH = 1000;
const DELIVERY_BUDGET_MS = 10_000;

const { BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;
type ReservationRow = typeof reservations.$inferSelect;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min... */
export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/**
 * Planned messages whose moment came are written in the guest's language and put in the delivery
 * ledger (issue 14). A message whose booking no longer wants it (cancelled, begun), or whose guest
 * has no phone or email on its channel, is cancelled instead.
 */
export async function queueDueMessages(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const due = await tx
      .select({
        notification: confirmationNotifications,
        booking: reservations,
        paymentStatus: paymentRequests.status,
        payLink: paymentRequests.link,
      })
      .from(confirmationNotifications)
      .innerJoin(reservations, eq(reservations.id, confirmationNotifications.reservationId))
      .leftJoin(paymentRequests, eq(paymentRequests.reservationId, reservations.id))
      .where(and(eq(confirmationNotifications.status, 'planned'), sql`${confirmationNotifications.sendAt} <= ${now}`))
      .orderBy(confirmationNotifications.sendAt)
      .limit(QUEUE_BATCH)
      .for('update', { of: confirmationNotifications, skipLocked: true });
    for (const { notification, booking, paymentStatus, payLink } of due) {
      // A pay link waits for its checkout, opened once the request's transaction committed (payments' provider-calls).
      if (notification.type === 'payLink' && paymentStatus === 'pending' && !payLink) continue;
      // A pay link goes only while its booking still waits for that payment (issue 28).
      const wanted =
        (notification.type === 'payLink'
          ? booking.status === PENDING && paymentStatus === 'pending'
          : [BOOKED, CONFIRMED].includes(booking.status as 1 | 6)) && booking.startsAt.getTime() > now.getTime();
      const template: MessageTemplate =
        notification.channel === 'phone'
          ? 'call'
          : notification.type === 'confirm'
            ? notification.timing === 'now'
              ? 'booked'
              : 'confirm'
            : (notification.type as MessageTemplate);
      const delivery = wanted ? await enqueueForBooking(ctx, tx, booking, notification.channel as MessageChannel, template) : null;
      await tx
        .update(confirmationNotifications)
        .set({ status: delivery ? 'queued' : 'cancelled', deliveryId: delivery?.id ?? null, updatedAt: now })
        .where(eq(confirmationNotifications.id, notification.id));
    }
    return due.length;
  });
}

/**
 * Writes one message to a booking's guest into the ledger, queued to go now (a planned message,
 * an on-demand call, a pay link sent again). Null when the guest has no contact on that channel.
 */
export async function enqueueForBooking(
  ctx: AppContext,
  tx: Executor,
  booking: ReservationRow,
  channel: MessageChannel,
  template: MessageTemplate,
  fallbackOfId: string | null = null,
) {
  const now = ctx.clock.now();
  const [place] = await tx
    .select({ outletName: outlets.outletName, countryCode: outlets.countryCode, timeZone: brands.timezone })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(eq(outlets.id, booking.outletId));
  // The email given with the booking (a diner online), else the guest book's.
  const [guest] =
    channel === 'email' && !booking.guestEmail && booking.customerId
      ? await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, booking.customerId))
      : [];
  const recipient = channel === 'email' ? (booking.guestEmail ?? guest?.email) : booking.customerPhone;
  if (!recipient) return null;
  const [settings] = await tx
    .select({ templates: notificationSettings.templates })
    .from(notificationSettings)
    .where(eq(notificationSettings.outletId, booking.outletId));
  const country = place!.countryCode as CountryCode;
  const language = messageLanguageOf(booking.language, LOCALES[country]?.languageTags[0]);
  const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.reservationId, booking.id));
  const values = {
    name: booking.customerFirstName ?? '',
    outlet: place!.outletName,
    date: messageDay(booking.reservationDate, language),
    time: booking.reservationTime.slice(0, 5),
    pax: String(booking.numberOfAdults + booking.numberOfChildren),
    link: (template === 'payLink' ? payLinkOf(ctx, request?.link) : guestPageLinkOf(ctx, booking)) ?? '',
    amount: request ? formatMoney(request.amount, country) : '',
    deadline: await deadlineText(tx, booking, request ?? null, place!.timeZone, language),
  };
  const message = renderMessage(template, language, values, (settings?.templates ?? {}) as OutletTemplates);
  const [delivery] = await tx
    .insert(messageDeliveries)
    .values({
      outletId: booking.outletId,
      reservationId: booking.id,
      channel,
      template,
      language,
      recipient,
      subject: channel === 'email' ? message.subject : null,
      body: message.body,
      state: 'queued',
      nextAttemptAt: now,
      fallbackOfId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return delivery!;
}

/** When a cancel stops being refunded in full, as the guest reads it; the request is the booking's, read once by the caller. */
async function deadlineText(
  tx: Executor,
  booking: ReservationRow,
  request: RefundTerms | null,
  timeZone: string,
  language: ReturnType<typeof messageLanguageOf>,
) {
  const [ticket] = booking.ticketId
    ? await tx
        .select({ refundWindow: tickets.refundWindow, refundWindowUnit: tickets.refundWindowUnit })
        .from(tickets)
        .where(eq(tickets.id, booking.ticketId))
    : [];
  const terms = refundTermsOf(request, ticket);
  const deadline = terms ? refundDeadline(booking.startsAt, terms) : null;
  return deadline ? `${messageDay(localDateOf(deadline, timeZone), language)} ${localTimeOf(deadline, timeZone).slice(0, 5)}` : '';
}

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
  const [outlet] = await tx
    .select({ o: outlets, logoHash: outletImages.hash })
    .from(outlets)
    .leftJoin(outletImages, eq(outletImages.id, outlets.logoImageId))
    .where(eq(outlets.id, message.outletId));
  const o = outlet!.o;
  const [booking] = message.reservationId
    ? await tx
        .select({
          id: reservations.id,
          guestToken: reservations.guestToken,
          date: reservations.reservationDate,
          time: reservations.reservationTime,
          adults: reservations.numberOfAdults,
          children: reservations.numberOfChildren,
          payLink: paymentRequests.link,
        })
        .from(reservations)
        .leftJoin(paymentRequests, eq(paymentRequests.reservationId, reservations.id))
        .where(eq(reservations.id, message.reservationId))
    : [];
  const language = isTranslationLanguage(message.language) ? message.language : 'en';
  const logo = outletLogoUrlOf(outlet!.logoHash, o.logoUrl);
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
  const [booking] = await tx.select().from(reservations).where(eq(reservations.id, failed.reservationId));
  const [outlet] = await tx.select({ enableEmail: outlets.enableEmail }).from(outlets).where(eq(outlets.id, failed.outletId));
  if (!booking || !outlet?.enableEmail || !booking.allowEmailNotify) return;
  if (![BOOKED, CONFIRMED, PENDING].includes(booking.status as 1 | 6 | 8)) return;
  await enqueueForBooking(ctx, tx, booking, 'email', failed.template as MessageTemplate, failed.id);
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
