import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import {
  ONLINE_BOOKING_LIMITS,
  isHoneypotFilled,
  type DinerBooking,
  type OnlineBooking,
  type OnlineBookingResult,
} from '@host/domain/booking-page';
import { DEFAULT_LOCALE_PLACEHOLDER } from '@host/domain/locales';
import { guestAuthOf } from '../../lib/auth-context';
import { guestLinkToken } from '../../lib/guest-link';
import type { AppContext } from '../../lib/context';
import { countUse, type Limit } from '../../lib/throttle';
import { pushToOutlet } from '../push/service';
import { createOnlineBooking, storedPhone, type OfferTaken } from '../reservations/service';
import { assertPartySize, pageOutlet, pageTicketOf, type PageOutlet } from './page-reads';

export { assertPartySize, bookingDays, bookingPage, bookingTimes, pageOutlet, type PageOutlet } from './page-reads';
/**
 * POST /api/book/{outlet}/reservations: a diner's booking (source 'customer'), made by the same code
 * as a host's, checked by the same engine on the online channel, inside the slot's lock. Throttled
 * per address and per phone; a filled honeypot is refused without a booking.
 */
export async function bookOnline(
  ctx: AppContext,
  ref: string,
  input: OnlineBooking,
  request: { ip: string },
): Promise<OnlineBookingResult> {
  const found = await pageOutlet(ctx, ref);
  if (isHoneypotFilled(input)) throw new DomainError('BUSINESS_RULE', 'bookingRefused');
  const { outlet } = found;
  assertPartySize(outlet, input.numberOfAdults + input.numberOfChildren);
  const phone = storedPhone(input.customerPhone, outlet.countryCode);
  // Every attempt counts against the address; only bookings made count against the phone, so no one
  // can lock a stranger's phone out with refused attempts. The phone is counted by its hash: the
  // throttle's table holds no guest's number. It is checked here (a phone at its limit is refused
  // before anything else, its attempt not counted against the address) and counted with the
  // booking, in the booking's transaction under the phone's lock: bookings racing on one phone are
  // counted one at a time (issue 27).
  const perPhone = { subject: `book:phone:${createHash('sha256').update(phone).digest('hex')}`, ...ONLINE_BOOKING_LIMITS.perPhone };
  await countUse(ctx, [
    { ...perPhone, record: false },
    { subject: `book:ip:${request.ip}`, ...ONLINE_BOOKING_LIMITS.perAddress },
  ]);
  // The page's own fields stay here: the policies were accepted (the schema), the honeypot is empty, and the answer
  // to the outlet's question becomes the booking's notes.
  const { acceptPolicies: _accepted, website: _honeypot, customAnswer, ...booking } = input;
  // Only what the outlet's page asks is taken: a field it leaves off, sent anyway, is dropped (children count as guests).
  const notes =
    outlet.isEnableCustomQuestionField && customAnswer
      ? `${outlet.customQuestion?.[input.language] || outlet.customQuestion?.en || '?'} ${customAnswer}`
      : null;
  const asked = {
    numberOfAdults: outlet.isEnableShowChildren ? input.numberOfAdults : input.numberOfAdults + input.numberOfChildren,
    numberOfChildren: outlet.isEnableShowChildren ? input.numberOfChildren : 0,
    occasions: outlet.isEnableOccasions ? input.occasions : [],
    specialRequest: outlet.isEnableSpecificRequest ? input.specialRequest : undefined,
  };
  const { created, manageUrl } = await placeOnlineBooking(ctx, found, {
    booking: { ...booking, ...asked, customerPhone: phone, notes },
    source: 'customer',
    limits: [perPhone],
  });
  return onlineResultOf(created, manageUrl, outlet.countryCode);
}

/** What a diner is told of the booking made: its code, when, for how many, where to manage and pay it, and any guarantee asked. */
export function onlineResultOf(
  created: Awaited<ReturnType<typeof createOnlineBooking>>,
  manageUrl: string,
  countryCode: string,
): OnlineBookingResult {
  return {
    code: created.code,
    status: created.status,
    reservationDate: created.reservationDate,
    reservationTime: created.reservationTime,
    pax: created.numberOfAdults + created.numberOfChildren,
    manageUrl,
    payUrl: created.reservationPaymentRequest?.link ?? null,
    guarantee:
      created.guaranteeReason && created.ticket
        ? { reason: created.guaranteeReason, ticket: pageTicketOf(created.ticket, countryCode) }
        : null,
  };
}

/**
 * What the booking page and Reserve with Google share: the diner's booking made by the online channel
 * (reservations' createOnlineBooking: its rules, the slot's lock), with a fresh nonce for the link to
 * manage it, and a push to the outlet's subscribed browsers (the live update goes out with the creation).
 * `limits`: what the booking, once made, counts against; checked and counted in its transaction.
 */
export async function placeOnlineBooking(
  ctx: AppContext,
  found: PageOutlet,
  { booking, source, limits, offer }: { booking: DinerBooking; source: 'customer' | 'google'; limits?: Limit[]; offer?: OfferTaken },
) {
  const { outlet, brand } = found;
  const guest = guestAuthOf(source, outlet.id, {
    id: booking.customerPhone,
    name: [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(' '),
  });
  // The manage link's nonce is the booking's own from the start: its first message may be planned at once.
  const guestToken = randomBytes(32).toString('hex');
  const created = await createOnlineBooking(ctx, guest, outlet.id, { booking, source, guestToken, limits, offer });
  pushBookingNews(ctx, {
    outletId: outlet.id,
    booking: created,
    guestName: guest.actor.name,
    title: brand.brandName,
    key: 'onlineBooking',
    says: (p) => `New online booking: ${p.name}, ${p.pax} guests, ${p.date} at ${p.time}`,
  });
  return { created, manageUrl: `${ctx.publicUrl}/r/${guestLinkToken(ctx.config.ENCRYPTION_SECRET, created.id, guestToken)}` };
}

/** What a booking's push says of it, in the params the web's locale words it by (a type, so it fits a push's params). */
type BookingNewsParams = { name: string; pax: number; date: string; time: string };

/**
 * Tells the outlet's subscribed browsers of a guest's booking (web push), for the booking page and Reserve
 * with Google alike: one link to the booking's day, one tag per booking (a later push replaces it). Sent in
 * the background: a push that fails never fails the booking.
 */
export function pushBookingNews(
  ctx: AppContext,
  news: {
    outletId: string;
    booking: { id: string; reservationDate: string; reservationTime: string; numberOfAdults: number; numberOfChildren: number };
    guestName: string;
    title: string;
    key: 'onlineBooking' | 'guestCancelled';
    /** the English line; `key` names its wording in the web's locales */
    says: (params: BookingNewsParams) => string;
  },
) {
  const { booking } = news;
  const params: BookingNewsParams = {
    name: news.guestName,
    pax: booking.numberOfAdults + booking.numberOfChildren,
    date: booking.reservationDate,
    time: booking.reservationTime.slice(0, 5),
  };
  void pushToOutlet(ctx, news.outletId, {
    title: news.title,
    body: news.says(params),
    url: `/${DEFAULT_LOCALE_PLACEHOLDER}/reservations?date=${booking.reservationDate}`,
    tag: `booking-${booking.id}`,
    key: news.key,
    params,
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'push not sent'));
}
