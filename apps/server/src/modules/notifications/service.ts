import { DomainError } from '@host/domain/errors';
import {
  invalidForwardingAddresses,
  type BookingMessages,
  type DeliveryView,
  type LedgerPage,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@host/domain/notifications/contract';
import type { MessageTemplate } from '@host/domain/notifications/templates';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { caughtMails, confirmationNotifications, messageDeliveries, notificationSettings } from '../../db/tables/notifications';
import { bookingOutletAndCode, ledgerRows, lockBookingWithOutlet, payLinkOf } from './message-reads';
import { messageChannelsOf, saveMessageChannels } from '../outlets/service';
import { ensureGuestToken, planOutletMessagesAgain } from '../reservations/messages-door';
import { recordActivity } from '../../lib/activity';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import type { MessageChannel } from '../../lib/message-providers';
import { inTransaction } from '../../lib/transaction';
import { assertVersion } from '../../lib/write-params';
import { enqueueForBooking } from './message-writer';
import { deliverDueMessages } from './sender';

export { planChangedBookings } from './planner';
export { enqueueQueueMessage, enqueueWaitingListOffer, queueDueMessages } from './message-writer';
export { deliverDueMessages, markMissedConfirmations } from './sender';
export { recordGuestAnswer } from './guest-answers';

const LEDGER_PAGE = 50;

type DeliveryRow = typeof messageDeliveries.$inferSelect;

const deliveryView = (row: DeliveryRow, code: string | null): DeliveryView => ({
  id: row.id,
  outletId: row.outletId,
  reservationId: row.reservationId,
  reservationCode: code,
  channel: row.channel as DeliveryView['channel'],
  template: row.template as DeliveryView['template'],
  language: row.language,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  state: row.state as DeliveryView['state'],
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  fallbackOfId: row.fallbackOfId,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

// ---- A booking's messages, for its host ------------------------------------------------------

/** The session may act on the booking's outlet (403), and the booking exists (404), before anything else. */
async function assertBookingAccess(ctx: AppContext, auth: AuthContext, reservationId: string) {
  const seen = await bookingOutletAndCode(ctx.db, reservationId);
  if (!seen) throw new DomainError('NOT_FOUND', 'reservationMissing');
  assertOutletAccess(auth, seen.outletId);
  return seen;
}

/** What the booking's guest was sent and will be sent. */
export async function bookingMessages(ctx: AppContext, auth: AuthContext, reservationId: string): Promise<BookingMessages> {
  const booking = await assertBookingAccess(ctx, auth, reservationId);
  const planned = await ctx.db
    .select()
    .from(confirmationNotifications)
    .where(eq(confirmationNotifications.reservationId, reservationId))
    .orderBy(confirmationNotifications.sendAt);
  const deliveries = await ctx.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.reservationId, reservationId))
    .orderBy(desc(messageDeliveries.createdAt));
  return {
    planned: planned.map((p) => ({
      id: p.id,
      key: p.key,
      channel: p.channel as MessageChannel,
      type: p.type,
      timing: p.timing,
      status: p.status as 'planned' | 'queued' | 'cancelled',
      isSent: p.isSent,
      sendAt: p.sendAt.toISOString(),
      result: p.result as 'confirmed' | 'cancelled' | 'missed' | null,
      deliveryId: p.deliveryId,
    })),
    deliveries: deliveries.map((d) => deliveryView(d, booking.code)),
  };
}

/**
 * A host sends something to the guest now: an automated call (docs/rules.md section 9's "on demand"), or
 * the pay link again. It goes through the ledger like every message, and is tried at once.
 */
export async function sendNow(
  ctx: AppContext,
  auth: AuthContext,
  reservationId: string,
  what: { channel: MessageChannel | 'byOutlet'; template: MessageTemplate },
): Promise<DeliveryView> {
  await assertBookingAccess(ctx, auth, reservationId);
  const queued = await inTransaction(ctx, async (tx) => {
    const { booking, outlet } = (await lockBookingWithOutlet(tx, reservationId))!;
    // 'byOutlet': SMS where the outlet sends it and the guest has a phone, else email where it sends that.
    const channel: MessageChannel | null =
      what.channel !== 'byOutlet'
        ? what.channel
        : outlet!.enableSms && booking!.customerPhone
          ? 'sms'
          : outlet!.enableEmail
            ? 'email'
            : outlet!.enableSms
              ? 'sms'
              : null;
    const enabled =
      channel === 'sms'
        ? outlet!.enableSms
        : channel === 'email'
          ? outlet!.enableEmail
          : channel === 'phone' && outlet!.enableAutomatedCall;
    if (!channel || !enabled) throw new DomainError('BUSINESS_RULE', 'channelDisabled');
    if (what.template === 'payLink') {
      const request = await payLinkOf(tx, reservationId);
      if (request?.status !== 'pending') throw new DomainError('CONFLICT', 'paymentRequestNotPending');
      // Its checkout is opened just after the request commits (payments' provider-calls): a moment, then again.
      if (!request.link) throw new DomainError('CONFLICT', 'tryAgain');
    }
    // The guest's link is needed in every message; a booking never planned gets its nonce now.
    if (!booking!.guestToken) booking!.guestToken = await ensureGuestToken(tx, reservationId);
    const delivery = await enqueueForBooking(ctx, tx, booking!, { channel, template: what.template });
    if (!delivery) throw new DomainError('BUSINESS_RULE', channel === 'phone' ? 'noPhoneToCall' : 'noContactForChannel');
    await recordActivity(tx, auth, { reservationId: booking!.id, action: 'messageSent', changes: { channel, template: what.template } });
    return delivery;
  });
  await deliverDueMessages(ctx);
  const [sent] = await ctx.db.select().from(messageDeliveries).where(eq(messageDeliveries.id, queued.id));
  return deliveryView(sent!, null);
}

// ---- The outlet's ledger and settings --------------------------------------------------------

/** The outlet's messages, newest first, a page at a time (cursor: the last row's createdAt|id). */
export async function ledger(
  ctx: AppContext,
  outletId: string,
  query: { cursor?: string; state?: string; channel?: string },
): Promise<LedgerPage> {
  const [at, id] = query.cursor?.split('|') ?? [];
  const after =
    at && id && !Number.isNaN(Date.parse(at))
      ? or(lt(messageDeliveries.createdAt, new Date(at)), and(eq(messageDeliveries.createdAt, new Date(at)), lt(messageDeliveries.id, id)))
      : undefined;
  const filter = and(
    after,
    query.state ? eq(messageDeliveries.state, query.state) : undefined,
    query.channel ? eq(messageDeliveries.channel, query.channel) : undefined,
  );
  const rows = await ledgerRows(ctx.db, { outletId, filter, limit: LEDGER_PAGE + 1 });
  const page = rows.slice(0, LEDGER_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((r) => deliveryView(r.delivery, r.code)),
    nextCursor: rows.length > LEDGER_PAGE && last ? `${last.delivery.createdAt.toISOString()}|${last.delivery.id}` : null,
  };
}

/** A mail as the local catcher kept it: what the guest's inbox shows. */
export async function caughtMailOf(ctx: AppContext, outletId: string, deliveryId: string) {
  const [delivery] = await ctx.db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.id, deliveryId), eq(messageDeliveries.outletId, outletId)));
  if (!delivery || delivery.channel !== 'email' || !delivery.providerRef) throw new DomainError('NOT_FOUND', 'mailNotFound');
  const [mail] = await ctx.db
    .select()
    .from(caughtMails)
    .where(eq(caughtMails.messageId, delivery.providerRef))
    .orderBy(desc(caughtMails.receivedAt))
    .limit(1);
  if (!mail) throw new DomainError('NOT_FOUND', 'mailNotFound');
  return {
    subject: mail.subject,
    from: mail.mailFrom,
    replyTo: mail.replyTo,
    to: mail.rcptTo,
    text: mail.text,
    html: mail.html,
    receivedAt: mail.receivedAt.toISOString(),
  };
}

export async function settingsOf(ctx: AppContext, outletId: string): Promise<NotificationSettings> {
  const outlet = await messageChannelsOf(ctx.db, outletId);
  const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.outletId, outletId));
  return {
    enableSMS: outlet!.enableSms,
    enableEmail: outlet!.enableEmail,
    enableAutomatedCall: outlet!.enableAutomatedCall,
    confirmTimings: (row?.confirmTimings ?? ['now', '24h', '5h']) as NotificationSettings['confirmTimings'],
    callTimings: (row?.callTimings ?? ['3h', '2h', '1h']) as NotificationSettings['callTimings'],
    quietStart: row?.quietStart ?? null,
    quietEnd: row?.quietEnd ?? null,
    templates: (row?.templates ?? {}) as NotificationSettings['templates'],
    forwardingAddress: outlet!.forwardingAddress,
    // An outlet that never saved its settings reads as version 1, Host's defaults.
    version: row?.version ?? 1,
  };
}

/**
 * Saves the outlet's settings at the version the manager read (409 with the current ones when
 * someone saved meanwhile). Bookings to come are planned again by the next sweep: a change of
 * timings or quiet hours moves their messages.
 */
export async function saveSettings(
  ctx: AppContext,
  outletId: string,
  version: number,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const invalid = invalidForwardingAddresses(input.forwardingAddress);
  if (invalid.length) throw new DomainError('BUSINESS_RULE', 'forwardingAddressInvalid', { params: { emails: invalid.join(', ') } });
  await inTransaction(ctx, async (tx) => {
    const [current] = await tx.select().from(notificationSettings).where(eq(notificationSettings.outletId, outletId)).for('update');
    const currentVersion = current?.version ?? 1;
    assertVersion({ version: currentVersion }, version, await settingsOf(ctx, outletId));
    const now = ctx.clock.now();
    const values = {
      confirmTimings: input.confirmTimings,
      callTimings: input.callTimings,
      quietStart: input.quietStart,
      quietEnd: input.quietEnd,
      templates: input.templates as Record<string, Record<string, string>>,
      updatedAt: now,
    };
    if (current)
      await tx
        .update(notificationSettings)
        .set({ ...values, version: currentVersion + 1 })
        .where(eq(notificationSettings.outletId, outletId));
    else await tx.insert(notificationSettings).values({ outletId, ...values, version: currentVersion + 1 });
    await saveMessageChannels(
      tx,
      outletId,
      {
        enableSms: input.enableSMS,
        enableEmail: input.enableEmail,
        enableAutomatedCall: input.enableAutomatedCall,
        forwardingAddress: input.forwardingAddress.map((a) => a.trim()),
      },
      now,
    );
    // Every booking to come is planned again with the new settings.
    await planOutletMessagesAgain(tx, outletId, now);
  });
  return settingsOf(ctx, outletId);
}
