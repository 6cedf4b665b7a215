import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import { ONLINE_BOOKING_LIMITS, isHoneypotFilled, type OnlineBooking, type OnlineBookingResult } from '@host/domain/online-booking';
import { DEFAULT_LOCALE_PLACEHOLDER } from '@host/domain/locales';
import { createReservationInputSchema } from '@host/domain/reservations/schemas';
import { guestAuthOf } from '../../lib/auth-context';
import { guestLinkToken } from '../../lib/guest-link';
import type { AppContext } from '../../lib/context';
import { countUse, type Limit } from '../../lib/throttle';
import { pushToOutlet } from '../push/service';
import { createReservation, storedPhone } from '../reservations/service';
import { assertPartySize, pageOutlet, type PageOutlet } from './page-reads';

/** A diner paying for a ticket does so while booking: the held time lapses (EXPIRED) after this. */
const ONLINE_PAY_MINUTES = 15;

export { bookingDays, bookingPage, bookingTimes, pageOutlet, type PageOutlet } from './page-reads';
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
  // Only what the outlet's page asks is taken: a field it leaves off, sent anyway, is dropped (children count as guests).
  const answer =
    outlet.isEnableCustomQuestionField && input.customAnswer
      ? `${outlet.customQuestion?.[input.language] || outlet.customQuestion?.en || '?'} ${input.customAnswer}`
      : null;
  const asked = {
    numberOfAdults: outlet.isEnableShowChildren ? input.numberOfAdults : input.numberOfAdults + input.numberOfChildren,
    numberOfChildren: outlet.isEnableShowChildren ? input.numberOfChildren : 0,
    occasions: outlet.isEnableOccasions ? input.occasions : [],
    specialRequest: outlet.isEnableSpecificRequest ? input.specialRequest : undefined,
  };
  const { created, manageUrl } = await placeOnlineBooking(
    ctx,
    found,
    { ...input, ...asked, customerPhone: phone, notes: answer },
    { source: 'customer', limits: [perPhone] },
  );
  return {
    code: created.code,
    status: created.status,
    reservationDate: created.reservationDate,
    reservationTime: created.reservationTime,
    pax: created.numberOfAdults + created.numberOfChildren,
    manageUrl,
    payUrl: created.reservationPaymentRequest?.link ?? null,
  };
}

/** A booking from outside the restaurant, as the page and Reserve with Google hand it over (the phone stored E.164). */
export interface OnlineDetails {
  reservationDate: string;
  reservationTime: string;
  numberOfAdults: number;
  numberOfChildren: number;
  customerPhone: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail?: string;
  occasions?: string[];
  specialRequest?: string;
  notes?: string | null;
  language?: string;
  /** the area chosen (a service that shows its areas) */
  areaId?: string;
}

/**
 * What the booking page and Reserve with Google share: the booking made through the host's own
 * creation (the online channel's rules, the slot's lock), with the email the diner gave, the link to manage
 * it, and a push to the outlet's subscribed browsers (the live update goes out with the creation).
 * `limits`: what the booking, once made, counts against; checked and counted in its transaction.
 */
export async function placeOnlineBooking(
  ctx: AppContext,
  found: PageOutlet,
  details: OnlineDetails,
  options: { source: 'customer' | 'google'; limits?: Limit[] },
) {
  const { outlet, brand } = found;
  const guest = guestAuthOf(options.source, outlet.id, {
    id: details.customerPhone,
    name: [details.customerFirstName, details.customerLastName].filter(Boolean).join(' '),
  });
  const booking = createReservationInputSchema.parse({
    reservationDate: details.reservationDate,
    reservationTime: details.reservationTime,
    numberOfAdults: details.numberOfAdults,
    numberOfChildren: details.numberOfChildren,
    customerPhone: details.customerPhone,
    customerFirstName: details.customerFirstName,
    customerLastName: details.customerLastName,
    occasions: details.occasions ?? [],
    notesDiner: details.specialRequest ?? null,
    notes: details.notes || null,
    language: details.language ?? null,
  });
  // The service's ticket comes with the booking, found under the slot's lock; one that takes money is
  // paid on the pay page, and the booking waits PENDING until then. The manage link's nonce and the
  // diner's email are the booking's own from the start: its first message may be planned at once.
  const guestToken = randomBytes(32).toString('hex');
  const online = {
    source: options.source,
    areaId: details.areaId,
    onlinePayment: { type: 'ONLINE_PAYMENT_LINK' as const, expireTime: ONLINE_PAY_MINUTES },
    guestToken,
    guestEmail: details.customerEmail,
    limits: options.limits,
  };
  const created = await createReservation(ctx, guest, outlet.id, { kind: 'booking', booking, online });

  const params = {
    name: guest.actor.name,
    pax: created.numberOfAdults + created.numberOfChildren,
    date: created.reservationDate,
    time: created.reservationTime.slice(0, 5),
  };
  void pushToOutlet(ctx, outlet.id, {
    title: brand.brandName,
    body: `New online booking: ${params.name}, ${params.pax} guests, ${params.date} at ${params.time}`,
    url: `/${DEFAULT_LOCALE_PLACEHOLDER}/reservations?date=${created.reservationDate}`,
    tag: `booking-${created.id}`,
    key: 'onlineBooking',
    params,
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'push not sent'));
  return { created, manageUrl: `${ctx.publicUrl}/r/${guestLinkToken(ctx.config.ENCRYPTION_SECRET, created.id, guestToken)}` };
}
