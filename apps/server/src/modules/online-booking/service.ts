import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import {
  ONLINE_BOOKING_LIMITS,
  isHoneypotFilled,
  type BookingPageView,
  type BookingTimesView,
  type OnlineBooking,
  type OnlineBookingResult,
} from '@host/domain/online-booking';
import { TYPE_SHOW_TIMESLOTS } from '@host/domain/booking-page';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import { DEFAULT_LOCALE_PLACEHOLDER, type CountryCode } from '@host/domain/locales';
import { phoneForDisplay } from '@host/domain/phone';
import { createReservationInputSchema } from '@host/domain/reservations/schemas';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { brands, outletImages, outlets } from '../outlets/schema';
import { serviceTimings } from '../schedules/schema';
import { tickets } from '../tickets/schema';
import { guestAuthOf } from '../../lib/auth-context';
import { guestLinkToken } from '../../lib/guest-link';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { countUse, type Limit } from '../../lib/throttle';
import { onlineAvailability, onlineAvailableDays } from '../availability/service';
import { imageUrlOf, policyTranslationsOf } from '../outlets/service';
import { pushToOutlet } from '../push/service';
import { createReservation, storedPhone } from '../reservations/service';

/** A diner paying for a ticket does so while booking: the held time lapses (EXPIRED) after this. */
const ONLINE_PAY_MINUTES = 15;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The outlet of a booking page: by its slug, or by its id (an outlet without a slug yet). Only an
 * outlet and brand that take bookings (not 'not_applicable' or 'not_setup') have a page.
 */
async function pageOutlet(ctx: AppContext, ref: string) {
  const byRef = UUID.test(ref)
    ? or(eq(outlets.id, ref), eq(outlets.bookingSlug, ref.toLowerCase()))
    : eq(outlets.bookingSlug, ref.toLowerCase());
  const [found] = await ctx.db
    .select({ outlet: outlets, brand: brands })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(
      and(
        byRef,
        sql`${outlets.reserveChannelStatus} not in ('not_applicable', 'not_setup')`,
        sql`${brands.reserveChannelStatus} not in ('not_applicable', 'not_setup')`,
      ),
    );
  if (!found) throw new DomainError('NOT_FOUND', 'bookingPageNotFound');
  return found;
}

/** GET /api/book/{outlet} */
export async function bookingPage(ctx: AppContext, ref: string): Promise<BookingPageView> {
  const { outlet: o, brand } = await pageOutlet(ctx, ref);
  const imageIds = [o.logoImageId, o.coverImageId].filter((id): id is string => !!id);
  const images = imageIds.length
    ? await ctx.db.select({ id: outletImages.id, hash: outletImages.hash }).from(outletImages).where(inArray(outletImages.id, imageIds))
    : [];
  const urlOf = (id: string | null) => {
    const image = images.find((i) => i.id === id);
    return image ? imageUrlOf(image.hash) : null;
  };
  return {
    outletId: o.id,
    slug: o.bookingSlug ?? o.id,
    name: o.outletName,
    brandName: brand.brandName,
    countryCode: o.countryCode,
    timezone: brand.timezone,
    address: [o.address1, o.address2, o.postalCode, o.city].filter(Boolean).join(', ') || null,
    // Stored E.164; the page shows it as people read it ("+65 6734 8821") without loading libphonenumber.
    phone: o.phone ? phoneForDisplay(o.phone) : null,
    welcomeText: o.bookingWelcomeText,
    customQuestion: o.customQuestion,
    logoUrl: urlOf(o.logoImageId) ?? o.logoUrl,
    coverUrl: urlOf(o.coverImageId),
    reservationPolicy: o.reservationPolicy,
    cancellationPolicy: o.reservationCancellationPolicy,
    policyTranslations: policyTranslationsOf(o.policyTranslations),
    minPartySize: o.minPartySize,
    maxPartySize: o.maxPartySize,
    isEnableSpecificRequest: o.isEnableSpecificRequest,
    isEnableOccasions: o.isEnableOccasions,
    isEnableShowChildren: o.isEnableShowChildren,
    isEnableCustomQuestionField: o.isEnableCustomQuestionField,
    typeShowTimeslots: o.typeShowTimeslots,
    today: outletToday(ctx, brand.timezone),
  };
}

function assertPartySize(outlet: { minPartySize: number; maxPartySize: number }, pax: number) {
  if (pax < outlet.minPartySize || pax > outlet.maxPartySize) {
    throw new DomainError('BUSINESS_RULE', 'partyOutsideLimits', { params: { min: outlet.minPartySize, max: outlet.maxPartySize } });
  }
}

/** GET /api/book/{outlet}/days: which days of a range have a time the party can book online. */
export async function bookingDays(ctx: AppContext, ref: string, query: { from: string; to: string; pax: number }) {
  const { outlet } = await pageOutlet(ctx, ref);
  assertPartySize(outlet, query.pax);
  return { from: query.from, to: query.to, pax: query.pax, days: await onlineAvailableDays(ctx, outlet.id, query) };
}

/**
 * GET /api/book/{outlet}/times: the day's times by service. A service not open online is not listed.
 * typeShowTimeslots ALL lists every other time too, a full one shown as not bookable (the diner sees
 * the hours); AVAILABLE_ONLY lists only times the party can book.
 */
export async function bookingTimes(
  ctx: AppContext,
  ref: string,
  query: { date: string; pax: number },
  options: { reservationId?: string } = {},
): Promise<BookingTimesView> {
  const { outlet } = await pageOutlet(ctx, ref);
  assertPartySize(outlet, query.pax);
  const { slots, areas } = await onlineAvailability(ctx, outlet.id, { ...query, reservationId: options.reservationId });
  const showAll = outlet.typeShowTimeslots !== TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY;
  const shown = (list: typeof slots) => list.filter((slot) => !slot.reasons.includes('NOT_ONLINE') && (showAll || slot.available));
  const listed = shown(slots);
  const sold = await ticketsOfServices(ctx, outlet.countryCode, [...new Set(listed.map((slot) => slot.serviceTimingId))]);
  const timesOf = (list: typeof slots, serviceTimingId: string) =>
    list.filter((slot) => slot.serviceTimingId === serviceTimingId).map((slot) => ({ time: slot.time, available: slot.available }));
  const services = new Map<string, BookingTimesView['services'][number]>();
  for (const slot of listed) {
    if (services.has(slot.serviceTimingId)) continue;
    const areasOfService = areas.filter((area) => area.serviceTimingIds.has(slot.serviceTimingId));
    services.set(slot.serviceTimingId, {
      serviceTimingId: slot.serviceTimingId,
      name: slot.serviceName,
      ticket: sold.get(slot.serviceTimingId) ?? null,
      times: timesOf(listed, slot.serviceTimingId),
      areas: areasOfService.length
        ? areasOfService
            .map((area) => ({ id: area.id, name: area.name, times: timesOf(shown(area.slots), slot.serviceTimingId) }))
            .filter((area) => area.times.length)
        : null,
    });
  }
  return { date: query.date, pax: query.pax, services: [...services.values()] };
}

/** The ticket each service sells with a booking (an active one of the brand), as the page shows it. */
async function ticketsOfServices(ctx: AppContext, countryCode: string, serviceTimingIds: string[]) {
  if (!serviceTimingIds.length) return new Map<string, NonNullable<BookingTimesView['services'][number]['ticket']>>();
  const rows = await ctx.db
    .select({ serviceTimingId: serviceTimings.id, ticket: tickets })
    .from(serviceTimings)
    .innerJoin(tickets, and(eq(tickets.id, serviceTimings.ticketId), eq(tickets.isActive, true)))
    .where(inArray(serviceTimings.id, serviceTimingIds));
  const currency = CURRENCY_OF[countryCode as CountryCode] ?? 'SGD';
  return new Map(
    rows.map(({ serviceTimingId, ticket }) => [
      serviceTimingId,
      { id: ticket.id, name: ticket.name, typePayment: ticket.typePayment, typePrice: ticket.typePrice, price: ticket.price, currency },
    ]),
  );
}

/** An outlet that takes bookings, as pageOutlet found it. */
export type PageOutlet = Awaited<ReturnType<typeof pageOutlet>>;
export { pageOutlet };

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
