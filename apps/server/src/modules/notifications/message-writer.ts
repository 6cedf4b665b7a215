import { formatMoney, LOCALES, type CountryCode } from '@host/domain/locales';
import {
  messageDay,
  messageLanguageOf,
  renderMessage,
  type MessageTemplate,
  type OutletTemplates,
} from '@host/domain/notifications/templates';
import { refundDeadline, refundTermsOf, type RefundTerms } from '@host/domain/payments/money-rules';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { localDateOf, localTimeOf } from '@host/domain/time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications, messageDeliveries, notificationSettings } from '../../db/tables/notifications';
import {
  guestBookEmailOf,
  lockDueNotifications,
  messagePlaceOf,
  paymentRequestOf,
  ticketRefundTermsOf,
  type MessageBooking,
} from './message-reads';
import type { AppContext } from '../../lib/context';
import type { MessageChannel } from '../../lib/message-providers';
import { inTransaction } from '../../lib/transaction';
import { guestPageLinkOf, payLinkOf } from './message-links';

// Writing a guest's message: the planned ones due now, and one asked for at once, put in the delivery
// ledger in the guest's language (sender.ts hands the ledger to the providers).

/** Planned messages handed to the ledger per sweep. */
const QUEUE_BATCH = 500;

const { BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;

/**
 * Planned messages whose moment came are written in the guest's language and put in the delivery
 * ledger (issue 14). A message whose booking no longer wants it (cancelled, begun), or whose guest
 * has no phone or email on its channel, is cancelled instead.
 */
export async function queueDueMessages(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const due = await lockDueNotifications(tx, now, QUEUE_BATCH);
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
      const delivery = wanted
        ? await enqueueForBooking(ctx, tx, booking, { channel: notification.channel as MessageChannel, template })
        : null;
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
  booking: MessageBooking,
  {
    channel,
    template,
    fallbackOfId = null,
  }: {
    channel: MessageChannel;
    template: MessageTemplate;
    /** the failed delivery this one stands in for (an SMS that failed, sent again by email) */
    fallbackOfId?: string | null;
  },
) {
  const now = ctx.clock.now();
  const place = await messagePlaceOf(tx, booking.outletId);
  // The email given with the booking (a diner online), else the guest book's.
  const guestBookEmail =
    channel === 'email' && !booking.guestEmail && booking.customerId ? await guestBookEmailOf(tx, booking.customerId) : null;
  const recipient = channel === 'email' ? (booking.guestEmail ?? guestBookEmail) : booking.customerPhone;
  if (!recipient) return null;
  const [settings] = await tx
    .select({ templates: notificationSettings.templates })
    .from(notificationSettings)
    .where(eq(notificationSettings.outletId, booking.outletId));
  const country = place.countryCode as CountryCode;
  const language = messageLanguageOf(booking.language, LOCALES[country]?.languageTags[0]);
  const request = await paymentRequestOf(tx, booking.id);
  const values = {
    name: booking.customerFirstName ?? '',
    outlet: place.outletName,
    date: messageDay(booking.reservationDate, language),
    time: booking.reservationTime.slice(0, 5),
    pax: String(booking.numberOfAdults + booking.numberOfChildren),
    link: (template === 'payLink' ? payLinkOf(ctx, request?.link) : guestPageLinkOf(ctx, booking)) ?? '',
    amount: request ? formatMoney(request.amount, country) : '',
    deadline: await deadlineText(tx, booking, request ?? null, { timeZone: place.timeZone, language }),
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

/**
 * A party waiting at the door (issue 30) told it is in the queue, or that its table is ready, in the
 * party's language, else the outlet's; queued to go now through the ledger like every message, with
 * the link to its place. It belongs to no booking (the party has none yet). The caller has chosen the
 * channel (queueChannelOf).
 */
export async function enqueueQueueMessage(
  ctx: AppContext,
  tx: Executor,
  party: {
    template: 'queueJoined' | 'tableReady';
    outletId: string;
    channel: 'sms' | 'email';
    recipient: string;
    language: string | null;
    values: { name: string; pax: number; link: string };
  },
) {
  return enqueueWithoutBooking(ctx, tx, {
    outletId: party.outletId,
    channel: party.channel,
    recipient: party.recipient,
    language: party.language,
    template: party.template,
    values: { ...party.values, pax: String(party.values.pax) },
  });
}

/**
 * A freed time offered to a guest of the day's waiting list (issue 30): by email when they gave one,
 * else by SMS where the outlet sends SMS; null when neither (the host sees the offer and may call).
 */
export async function enqueueWaitingListOffer(
  ctx: AppContext,
  tx: Executor,
  offer: {
    outletId: string;
    email: string | null;
    phone: string;
    sendsSms: boolean;
    language: string | null;
    values: { name: string; date: string; time: string; pax: number; link: string; heldUntil: Date };
  },
) {
  const channel: MessageChannel | null = offer.email ? 'email' : offer.sendsSms ? 'sms' : null;
  if (!channel) return null;
  const { values } = offer;
  const place = await messagePlaceOf(tx, offer.outletId);
  return enqueueWithoutBooking(ctx, tx, {
    outletId: offer.outletId,
    channel,
    recipient: channel === 'email' ? offer.email! : offer.phone,
    language: offer.language,
    template: 'waitlistOffer',
    values: (language) => ({
      name: values.name,
      date: messageDay(values.date, language),
      time: values.time.slice(0, 5),
      pax: String(values.pax),
      link: values.link,
      deadline: localTimeOf(values.heldUntil, place.timeZone).slice(0, 5),
    }),
  });
}

/** A message that belongs to no booking (a party at the door, a guest of the waiting list), put in the ledger to go now. */
async function enqueueWithoutBooking(
  ctx: AppContext,
  tx: Executor,
  message: {
    outletId: string;
    channel: MessageChannel;
    recipient: string;
    language: string | null;
    template: MessageTemplate;
    values: Record<string, string> | ((language: ReturnType<typeof messageLanguageOf>) => Record<string, string>);
  },
) {
  const now = ctx.clock.now();
  const place = await messagePlaceOf(tx, message.outletId);
  const [settings] = await tx
    .select({ templates: notificationSettings.templates })
    .from(notificationSettings)
    .where(eq(notificationSettings.outletId, message.outletId));
  const language = messageLanguageOf(message.language, LOCALES[place.countryCode as CountryCode]?.languageTags[0]);
  const own = typeof message.values === 'function' ? message.values(language) : message.values;
  const rendered = renderMessage(
    message.template,
    language,
    { ...own, outlet: place.outletName },
    (settings?.templates ?? {}) as OutletTemplates,
  );
  const [delivery] = await tx
    .insert(messageDeliveries)
    .values({
      outletId: message.outletId,
      reservationId: null,
      channel: message.channel,
      template: message.template,
      language,
      recipient: message.recipient,
      subject: message.channel === 'email' ? rendered.subject : null,
      body: rendered.body,
      state: 'queued',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return delivery!;
}

/** When a cancel stops being refunded in full, as the guest reads it; the request is the booking's, read once by the caller. */
async function deadlineText(
  tx: Executor,
  booking: MessageBooking,
  request: RefundTerms | null,
  { timeZone, language }: { timeZone: string; language: ReturnType<typeof messageLanguageOf> },
) {
  const ticket = booking.ticketId ? await ticketRefundTermsOf(tx, booking.ticketId) : undefined;
  const terms = refundTermsOf(request, ticket);
  const deadline = terms ? refundDeadline(booking.startsAt, terms) : null;
  return deadline ? `${messageDay(localDateOf(deadline, timeZone), language)} ${localTimeOf(deadline, timeZone).slice(0, 5)}` : '';
}
