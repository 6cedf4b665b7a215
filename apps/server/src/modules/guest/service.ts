/*
 * The guest's own page behind the link in their messages (issue 14, 18, 28): no session, the signed
 * token is the key. What they see, the times they may move to, their change, confirm and cancel.
 */
import { phoneForDisplay } from '@host/domain/phone';
import { DomainError } from '@host/domain/errors';
import { type GuestBookingView, type GuestChangeInput } from '@host/domain/notifications/contract';
import { DEFAULT_LOCALE_PLACEHOLDER } from '@host/domain/locales';
import { GUEST_LINK_KEPT_MS, guestAnswerRefusal, guestChoices, guestEditRefusal } from '@host/domain/notifications/guest-answer';
import { instantOf } from '@host/domain/time';
import { RESERVATION_STATUS, reservationStatusName } from '@host/domain/statuses';
import { guestBookingOf, guestMoneyOf, heldAreaOf, type GuestBooking } from './booking-reads';
import { guestLinkSigned, reservationIdOfToken } from '../../lib/guest-link';
import { guestAuthOf, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import type { BookingTimesView } from '@host/domain/booking-page';
import { bookingTimes } from '../booking-page/service';
import { recordGuestAnswer } from '../notifications/service';
import { outletLogoUrlOf } from '../outlets/service';
import { pushToOutlet } from '../push/service';
import { changeStatus, updateReservation } from '../reservations/service';
import { guestMarketingOf, setGuestMarketing } from '../customers/service';
import { inTransaction } from '../../lib/transaction';
import type { GuestMarketingInput } from '@host/domain/marketing-consent';

async function bookingByToken(ctx: AppContext, token: string) {
  const reservationId = reservationIdOfToken(token);
  const found = reservationId ? await guestBookingOf(ctx.db, reservationId) : undefined;
  // The link is signed with the booking's nonce (lib/guest-link.ts): an id alone, or an old link, opens nothing.
  if (!found || !guestLinkSigned(ctx.config.ENCRYPTION_SECRET, token, found.booking.id, found.booking.guestToken))
    throw new DomainError('NOT_FOUND', 'guestLinkNotFound');
  if (found.booking.startsAt.getTime() + GUEST_LINK_KEPT_MS < ctx.clock.now().getTime())
    throw new DomainError('NOT_FOUND', 'guestLinkExpired');
  return found;
}

/** The guest acting from their link, for the history and the rules. */
const guestActorOf = (booking: GuestBooking['booking']): AuthContext =>
  guestAuthOf('guest', booking.outletId, {
    id: booking.customerId ?? booking.id,
    name: [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(' ') || 'Guest',
  });

/** What the guest sees behind their link: the booking, and what they may still do with it. */
export async function guestView(ctx: AppContext, token: string): Promise<GuestBookingView> {
  const { booking, outletName, outletLogo, outletPhone, outletSlug, timeZone, party, ticket, outletRule, payLink } = await bookingByToken(
    ctx,
    token,
  );
  const now = ctx.clock.now();
  return {
    code: booking.code,
    outletName,
    outletLogoUrl: outletLogoUrlOf(outletLogo.hash, outletLogo.url),
    // Written as the country writes it, for the guest to read and dial.
    outletPhone: phoneForDisplay(outletPhone) || null,
    outletRef: outletSlug ?? booking.outletId,
    reservationDate: booking.reservationDate,
    reservationTime: booking.reservationTime.slice(0, 5),
    pax: booking.numberOfAdults + booking.numberOfChildren,
    numberOfAdults: booking.numberOfAdults,
    numberOfChildren: booking.numberOfChildren,
    guestFirstName: booking.customerFirstName,
    status: reservationStatusName(booking.status),
    language: booking.language,
    timeZone,
    ...guestChoices(booking, now),
    canChange: guestEditRefusal({ booking, ticket, outlet: outletRule, newStartsAt: booking.startsAt }, now) === null,
    payUrl: booking.status === RESERVATION_STATUS.PENDING && payLink ? new URL(payLink, ctx.publicUrl).href : null,
    payments: await guestMoneyOf(ctx.db, booking.id),
    minPartySize: party.min,
    maxPartySize: party.max,
    marketing: await guestMarketingOf(ctx.db, booking.customerId),
  };
}

/**
 * PUT /api/guest/{token}/marketing (issue 32): the guest's own yes or no to marketing by SMS and email, recorded as theirs
 * with when. Open while the link is; a booking without a guest in the guest book has nothing to set.
 */
export async function guestMarketing(ctx: AppContext, token: string, input: GuestMarketingInput): Promise<GuestBookingView> {
  const { booking } = await bookingByToken(ctx, token);
  if (!booking.customerId) throw new DomainError('NOT_FOUND', 'guestLinkNotFound');
  const customerId = booking.customerId;
  await inTransaction(ctx, (tx) => setGuestMarketing(ctx, tx, customerId, input));
  return guestView(ctx, token);
}

/**
 * The times a guest may move their booking to (issue 18): the booking page's times of the outlet,
 * with the guest's own covers and tables not counted against them (the page's own would show the
 * guest's slot as fuller than it is for them).
 */
export async function guestTimes(ctx: AppContext, token: string, query: { date: string; pax: number }): Promise<BookingTimesView> {
  const { booking, outletSlug } = await bookingByToken(ctx, token);
  const times = await bookingTimes(ctx, outletSlug ?? booking.outletId, query, { reservationId: booking.id });
  // A guest moves within what they booked: a service selling another ticket is a new booking (updateReservation refuses it).
  const sameTicket = (service: BookingTimesView['services'][number]) => (service.ticket?.id ?? null) === (booking.ticketId ?? null);
  // A booking seated in an area moves within it (updateReservation): a service that shows its areas offers that area's times.
  const held = await heldAreaOf(ctx.db, booking.id);
  return {
    ...times,
    services: times.services.filter(sameTicket).map((service) => {
      const area = held && service.areas?.find((a) => a.id === held.areaId);
      return area ? { ...service, times: area.times, areas: null } : service;
    }),
  };
}

/**
 * The guest changes their booking's day, time or party from their link (issue 18): the domain's
 * refusals first (guestEditRefusal), then the same edit a host makes, checked on the
 * online channel under the slot's lock, recorded as the guest's; the host's screen updates live
 * and the outlet's subscribed browsers hear of it.
 */
export async function guestChange(ctx: AppContext, token: string, change: GuestChangeInput): Promise<GuestBookingView> {
  const { booking, timeZone, party, ticket, outletRule } = await bookingByToken(ctx, token);
  const date = change.reservationDate ?? booking.reservationDate;
  const time = change.reservationTime ?? booking.reservationTime;
  const refusal = guestEditRefusal({ booking, ticket, outlet: outletRule, newStartsAt: instantOf(date, time, timeZone) }, ctx.clock.now());
  if (refusal === 'guestEditClosed') throw new DomainError('BUSINESS_RULE', refusal, { params: { code: booking.code } });
  if (refusal) throw new DomainError('BUSINESS_RULE', refusal);
  const adults = change.numberOfAdults ?? booking.numberOfAdults;
  const children = change.numberOfChildren ?? booking.numberOfChildren;
  if (adults + children < party.min || adults + children > party.max)
    throw new DomainError('BUSINESS_RULE', 'partyOutsideLimits', { params: { min: party.min, max: party.max } });
  const unchanged =
    date === booking.reservationDate &&
    time.slice(0, 5) === booking.reservationTime.slice(0, 5) &&
    adults === booking.numberOfAdults &&
    children === booking.numberOfChildren;
  if (unchanged) return guestView(ctx, token);
  const guest = guestActorOf(booking);
  await updateReservation(ctx, guest, booking.id, {
    expectedVersion: booking.version,
    body: { reservationDate: date, reservationTime: time, numberOfAdults: adults, numberOfChildren: children },
    byGuest: true,
  });
  const params = { name: guest.actor.name, pax: adults + children, date, time: time.slice(0, 5) };
  await pushToOutlet(ctx, booking.outletId, {
    title: 'Host',
    body: `${params.name} changed their booking: ${params.pax} guests, ${params.date} at ${params.time}`,
    url: `/${DEFAULT_LOCALE_PLACEHOLDER}/reservations?date=${date}`,
    tag: `booking-${booking.id}`,
    key: 'guestChanged',
    params,
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'push not sent'));
  return guestView(ctx, token);
}

/**
 * The guest confirms or cancels from their link (issue 14): by the status rules (domain
 * reservations/transitions.ts) through the same status change a host makes (so a cancel inside the
 * refund window refunds), recorded as the guest's; the confirm messages sent take the answer as
 * their result, and the host's screen updates live.
 */
export async function guestAnswer(ctx: AppContext, token: string, answer: 'confirm' | 'cancel'): Promise<GuestBookingView> {
  const { booking } = await bookingByToken(ctx, token);
  const refused = guestAnswerRefusal(booking, answer, ctx.clock.now());
  if (refused) throw new DomainError('BUSINESS_RULE', refused);
  const guest = guestActorOf(booking);
  await changeStatus(ctx, guest, booking.id, {
    status: answer === 'confirm' ? RESERVATION_STATUS.CONFIRMED : RESERVATION_STATUS.CANCELLED,
  });
  // The outlet's subscribed browsers hear of it at once (web push; never fails the answer).
  const params = {
    name: guest.actor.name,
    pax: booking.numberOfAdults + booking.numberOfChildren,
    date: booking.reservationDate,
    time: booking.reservationTime.slice(0, 5),
  };
  const key = answer === 'confirm' ? 'guestConfirmed' : 'guestCancelled';
  await pushToOutlet(ctx, booking.outletId, {
    title: 'Host',
    body: `${params.name} ${answer === 'confirm' ? 'confirmed' : 'cancelled'}: ${params.pax} guests, ${params.date} at ${params.time}`,
    url: `/${DEFAULT_LOCALE_PLACEHOLDER}/reservations?date=${booking.reservationDate}`,
    tag: `booking-${booking.id}`,
    key,
    params,
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'push not sent'));
  await recordGuestAnswer(ctx.db, booking.id, answer === 'confirm' ? 'confirmed' : 'cancelled', ctx.clock.now());
  return guestView(ctx, token);
}
