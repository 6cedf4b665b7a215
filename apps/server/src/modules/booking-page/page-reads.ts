import { DomainError } from '@host/domain/errors';
import { FEATURE } from '@host/domain/entitlements';
import { WAITLIST_DEFAULTS } from '@host/domain/waitlist/waiting-list';
import type { BookingPageTicket, BookingPageView, BookingTimesView } from '@host/domain/booking-page';
import { TYPE_SHOW_TIMESLOTS } from '@host/domain/booking-page-settings';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import type { CountryCode } from '@host/domain/locales';
import { phoneForDisplay } from '@host/domain/phone';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { brands, outletImages, outlets } from '../../db/tables/outlets';
import { serviceTimings } from '../../db/tables/schedules';
import { tickets } from '../../db/tables/tickets';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { onlineAvailability, onlineAvailableDays } from '../availability/service';
import { imageUrlOf, policyTranslationsOf } from '../outlets/service';

// What a diner's booking page reads: the outlet, its days and times, the tickets its services sell.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The outlet of a booking page: by its slug, or by its id (an outlet without a slug yet). Only an
 * outlet and brand that take bookings (not 'not_applicable' or 'not_setup') have a page.
 */
export async function pageOutlet(ctx: AppContext, ref: string) {
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
    waitingListOnline: await takesNamesOnline(ctx, o.id),
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

/**
 * Whether a diner who finds no time may join the day's waiting list (issue 30): the outlet has the
 * WAITLIST feature, runs it, and takes names online (waitlist/settings.ts; no row: the defaults, on).
 */
async function takesNamesOnline(ctx: AppContext, outletId: string): Promise<boolean> {
  const { rows } = await ctx.db.execute<{ on: boolean }>(sql`
    select not exists (
        select 1 from outlet_entitlements e where e.outlet_id = ${outletId} and e.feature_code = ${FEATURE.WAITLIST} and not e.enabled)
      and coalesce(
        (select s.enabled and s.join_online from waitlist_settings s where s.outlet_id = ${outletId}),
        ${WAITLIST_DEFAULTS.joinOnline})
      as on`);
  return rows[0]?.on === true;
}

export function assertPartySize(outlet: { minPartySize: number; maxPartySize: number }, pax: number) {
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
  // A service whose ticket is sold out that day is listed, without times, so the page can say so (AVAILABLE_ONLY too).
  const soldOut = slots.filter((slot) => !slot.reasons.includes('NOT_ONLINE') && slot.reasons.includes('TICKET_SOLD_OUT'));
  const listed = shown(slots);
  const services = new Map<string, BookingTimesView['services'][number]>();
  const ticketsLeftOf = (serviceTimingId: string) =>
    slots.reduce<number | null>(
      (least, slot) =>
        slot.serviceTimingId !== serviceTimingId || slot.ticketsLeft === null
          ? least
          : Math.min(least ?? slot.ticketsLeft, slot.ticketsLeft),
      null,
    );
  const sold = await ticketsOfServices(ctx, outlet.countryCode, [...new Set([...listed, ...soldOut].map((slot) => slot.serviceTimingId))]);
  const timesOf = (list: typeof slots, serviceTimingId: string) =>
    list.filter((slot) => slot.serviceTimingId === serviceTimingId).map((slot) => ({ time: slot.time, available: slot.available }));
  for (const slot of [...listed, ...soldOut]) {
    if (services.has(slot.serviceTimingId)) continue;
    const areasOfService = areas.filter((area) => area.serviceTimingIds.has(slot.serviceTimingId));
    services.set(slot.serviceTimingId, {
      serviceTimingId: slot.serviceTimingId,
      name: slot.serviceName,
      ticket: sold.get(slot.serviceTimingId) ?? null,
      times: timesOf(listed, slot.serviceTimingId),
      ticketsLeft: ticketsLeftOf(slot.serviceTimingId),
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
  if (!serviceTimingIds.length) return new Map<string, BookingPageTicket>();
  const rows = await ctx.db
    .select({ serviceTimingId: serviceTimings.id, ticket: tickets })
    .from(serviceTimings)
    .innerJoin(tickets, and(eq(tickets.id, serviceTimings.ticketId), eq(tickets.isActive, true)))
    .where(inArray(serviceTimings.id, serviceTimingIds));
  return new Map(rows.map(({ serviceTimingId, ticket }) => [serviceTimingId, pageTicketOf(ticket, countryCode)]));
}

/** A ticket as the diner's page shows it, priced in the outlet's currency. */
export function pageTicketOf(
  ticket: { id: string; name: string; typePayment: number; typePrice: number; price: number },
  countryCode: string,
): BookingPageTicket {
  const { id, name, typePayment, typePrice, price } = ticket;
  return { id, name, typePayment, typePrice, price, currency: CURRENCY_OF[countryCode as CountryCode] ?? 'SGD' };
}

/** An outlet that takes bookings, as pageOutlet found it. */
export type PageOutlet = Awaited<ReturnType<typeof pageOutlet>>;
