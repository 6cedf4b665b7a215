import { bookingSlugOf } from '@host/domain/booking-page';
import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import { DEMO_ENTITLEMENTS, DEMO_OPENING_HOURS, DEMO_OUTLET_POLICIES, DEMO_SERVICE_TIMINGS, DEMO_TAGS, demoTickets } from '../demo-floor';
import type { RowSink } from './copy-sink';
import { Ids, KIND } from './scale-random';
import { areaNamesOf, floorOf, SCALE_BRANDS, SCALE_MERCHANT, type ScaleBrand, type ScaleOutlet, type ScaleTable } from './scale-shape';

/**
 * How big: the year of twenty outlets; the same twenty outlets as a group two weeks into Host (the bench's anchor for how
 * reads grow with the history: the same floors and as busy a day, two weeks behind it); or the shape in two weeks of five
 * quieter outlets (the bench's smoke run, the server test).
 */
export interface ScaleSize {
  name: 'full' | 'fresh' | 'tiny';
  historyDays: number;
  futureDays: number;
  /** bookings against a full outlet's day */
  density: number;
  /** the brand's first outlets only; undefined: all */
  outletsOf(brand: ScaleBrand): number;
  /** days before today since which the outlets send guests messages (the delivery ledger's start) */
  messagesForDays: number;
}

export const FULL_SIZE: ScaleSize = {
  name: 'full',
  historyDays: 365,
  futureDays: 14,
  density: 1,
  outletsOf: (brand) => brand.outlets.length,
  messagesForDays: 130,
};
export const FRESH_SIZE: ScaleSize = { ...FULL_SIZE, name: 'fresh', historyDays: 14, messagesForDays: 14 };
export const TINY_SIZE: ScaleSize = {
  name: 'tiny',
  historyDays: 14,
  futureDays: 3,
  density: 0.25,
  outletsOf: (brand) => (brand.country === 'SG' ? 2 : 1),
  messagesForDays: 14,
};

/**
 * The day the data set calls today, unless `--today` says otherwise: a fixed date, so the rows never
 * depend on when the command runs. Its "now" is 19:30 in each brand's zone, in the middle of dinner:
 * the day has seated parties, late ones and a live floor.
 */
export const DEFAULT_TODAY = '2026-06-01';
export const NOW_TIME = '19:30:00';

export interface ScaleOptions {
  seed: number;
  today: string;
  size: ScaleSize;
}

export interface PlannedTable extends ScaleTable {
  id: string;
  areaId: string;
}
export interface PlannedService {
  id: string;
  name: 'Lunch' | 'Dinner';
  diningInterval: number;
  gracePeriod: number;
}
export interface PlannedOutlet extends ScaleOutlet {
  id: string;
  /** smallest first: the free-table choice takes the first that fits */
  tables: PlannedTable[];
  lunch: PlannedService;
  dinner: PlannedService;
}
export interface PlannedBrand extends Omit<ScaleBrand, 'outlets'> {
  id: string;
  outlets: PlannedOutlet[];
  tickets: { standard: string; tasting: string; tastingPrice: number; guarantee: string | null };
  /** NOW_TIME on today in the brand's zone */
  now: Date;
}
export interface ScalePlan {
  options: ScaleOptions;
  ids: Ids;
  brands: PlannedBrand[];
  merchantId: string;
}

/** Every id of the structure, from the seed: the same seed names the same rows. */
export function planScale(options: ScaleOptions): ScalePlan {
  const ids = new Ids(options.seed);
  const brands = SCALE_BRANDS.map((brand): PlannedBrand => {
    const brandId = ids.next(KIND.brand);
    const tastingPrice = demoTickets(brand.country)[1]!.price!;
    return {
      ...brand,
      id: brandId,
      now: instantOf(options.today, NOW_TIME, brand.timezone),
      tickets: {
        standard: ids.next(KIND.ticket),
        tasting: ids.next(KIND.ticket),
        tastingPrice,
        guarantee: brand.guaranteePerGuest ? ids.next(KIND.ticket) : null,
      },
      outlets: brand.outlets.slice(0, options.size.outletsOf(brand)).map((outlet) => {
        const outletId = ids.next(KIND.outlet);
        const areaIds = areaNamesOf(brand.country).map(() => ids.next(KIND.area));
        const tables = floorOf(outlet.tableCount)
          .map((t) => ({ ...t, id: ids.next(KIND.table), areaId: areaIds[t.area]! }))
          .sort((a, b) => a.maxPax - b.maxPax);
        const service = (name: 'Lunch' | 'Dinner'): PlannedService => {
          const timing = name === 'Lunch' ? DEMO_SERVICE_TIMINGS.lunch : DEMO_SERVICE_TIMINGS.dinner;
          return { id: ids.next(KIND.service), name, diningInterval: timing.diningInterval, gracePeriod: timing.gracePeriod };
        };
        return { ...outlet, id: outletId, tables, lunch: service('Lunch'), dinner: service('Dinner') };
      }),
    };
  });
  return { options, ids, brands, merchantId: ids.next(KIND.user) };
}

/** The brands, outlets, floors, services, tickets and the merchant: the rows the bookings point at. */
export function writeStructure(sink: RowSink, plan: ScalePlan, hashes: { pin: string; password: string }) {
  const { ids, options } = plan;
  // Set up a little over a year before today.
  const since = new Date(`${options.today}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - options.size.historyDays - 35);
  for (const brand of plan.brands) {
    sink.row('brands', {
      id: brand.id,
      oms_brand_id: `oms-brand-scale-${brand.key}`,
      brand_name: brand.name,
      brand_short_name: brand.shortName,
      country_code: brand.country,
      timezone: brand.timezone,
      enable_google_booking: brand.takesGoogle,
      is_enable_table_combination: true,
      is_enable_payment_request: brand.takesPayments,
      created_at: since,
      updated_at: since,
    });
    const [standard, tasting] = demoTickets(brand.country);
    for (const [id, ticket] of [
      [brand.tickets.standard, standard!],
      [brand.tickets.tasting, tasting!],
    ] as const)
      sink.row('tickets', { id, brand_id: brand.id, ...ticketColumns(ticket), created_at: since, updated_at: since });
    if (brand.tickets.guarantee)
      sink.row('tickets', {
        id: brand.tickets.guarantee,
        brand_id: brand.id,
        ...ticketColumns(standard!),
        name: 'Weekend dinner guarantee',
        description: 'Friday and Saturday dinners for four or more: a card held per guest, charged only if the party does not come.',
        color: '#7635DC',
        type_payment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
        price: brand.guaranteePerGuest,
        type_price: TICKET_TYPE_PRICE.PER_PAX,
        order: 3,
        created_at: since,
        updated_at: since,
      });
    for (const { title, colour } of DEMO_TAGS) sink.row('tags', { id: ids.next(KIND.tag), brand_id: brand.id, title, colour });
    for (const outlet of brand.outlets) writeOutlet(sink, plan, { brand, outlet, since, pinHash: hashes.pin });
  }
  sink.row('users', {
    id: plan.merchantId,
    email: SCALE_MERCHANT.email,
    display_name: SCALE_MERCHANT.displayName,
    password_hash: hashes.password,
    created_at: since,
    updated_at: since,
  });
  for (const outlet of plan.brands.flatMap((b) => b.outlets)) sink.row('user_outlets', { user_id: plan.merchantId, outlet_id: outlet.id });
}

type DemoTicket = ReturnType<typeof demoTickets>[number];
const ticketColumns = (t: DemoTicket) => ({
  name: t.name,
  description: t.description,
  color: t.color,
  type_payment: t.typePayment,
  price: t.price ?? 0,
  type_price: t.typePrice,
  usual_price: t.usualPrice ?? null,
  order: t.order,
  collect_deposit: t.collectDeposit ?? false,
  refund_window: t.refundWindow ?? null,
  refund_window_unit: t.refundWindowUnit ?? null,
  edit_window: t.editWindow ?? null,
});

function writeOutlet(sink: RowSink, plan: ScalePlan, at: { brand: PlannedBrand; outlet: PlannedOutlet; since: Date; pinHash: string }) {
  const { ids } = plan;
  const { brand, outlet, since } = at;
  sink.row('outlets', {
    id: outlet.id,
    brand_id: brand.id,
    oms_outlet_id: `oms-outlet-scale-${brand.key}-${outlet.key}`,
    outlet_name: outlet.name,
    booking_slug: bookingSlugOf(outlet.name),
    quick_code: outlet.code,
    pin_hash: at.pinHash,
    city: outlet.city,
    country_code: brand.country,
    email: `${outlet.key}@${brand.key}.example`,
    reservation_policy: DEMO_OUTLET_POLICIES.reservationPolicy,
    reservation_cancellation_policy: DEMO_OUTLET_POLICIES.reservationCancellationPolicy,
    policy_translations: DEMO_OUTLET_POLICIES.policyTranslations,
    created_at: since,
    updated_at: since,
  });
  for (const feature_code of DEMO_ENTITLEMENTS)
    sink.row('outlet_entitlements', {
      outlet_id: outlet.id,
      feature_code,
      enabled: feature_code !== 'PAYMENT_REQUEST' || brand.takesPayments,
    });
  for (const hours of DEMO_OPENING_HOURS)
    sink.row('outlet_opening_hours', {
      id: ids.next(KIND.openingHours),
      outlet_id: outlet.id,
      day_of_week: hours.dayOfWeek,
      start_time: hours.startTime,
      end_time: hours.endTime,
    });
  const areaIds = [...new Set(outlet.tables.map((t) => t.areaId))];
  areaNamesOf(brand.country).forEach((name, order) => {
    const id = outlet.tables.find((t) => t.area === order)?.areaId;
    if (!id || !areaIds.includes(id)) return;
    sink.row('areas', {
      id,
      outlet_id: outlet.id,
      name,
      display_name: name,
      order,
      color: ['#2065D1', '#00A76F', '#B76E00'][order],
      max_pax: order === 2 ? 10 : 6,
      created_at: since,
      updated_at: since,
    });
  });
  for (const t of outlet.tables)
    sink.row('tables', {
      id: t.id,
      outlet_id: outlet.id,
      area_id: t.areaId,
      name: t.name,
      min_pax: t.minPax,
      max_pax: t.maxPax,
      shape: t.shape,
      size: t.size,
      x: t.x,
      y: t.y,
      status_changed_at: since,
      created_at: since,
      updated_at: since,
    });
  // Two four-tops of the hall pushed together for six to eight.
  const fours = outlet.tables.filter((t) => t.maxPax === 4 && t.area === 0).slice(0, 2);
  if (fours.length === 2) {
    const id = ids.next(KIND.combination);
    sink.row('table_combinations', {
      id,
      outlet_id: outlet.id,
      name: fours.map((t) => t.name).join(' + '),
      min_pax: 5,
      max_pax: 8,
      created_at: since,
    });
    for (const t of fours) sink.row('table_combination_members', { combination_id: id, table_id: t.id });
  }
  for (const [service, timing] of [
    [outlet.lunch, DEMO_SERVICE_TIMINGS.lunch],
    [outlet.dinner, DEMO_SERVICE_TIMINGS.dinner],
  ] as const)
    sink.row('service_timings', {
      id: service.id,
      outlet_id: outlet.id,
      ticket_id: brand.tickets.standard,
      name: timing.name,
      days: timing.days,
      daily_start_time: timing.dailyStartTime,
      daily_end_time: timing.dailyEndTime,
      lead_time: timing.leadTime,
      grace_period: timing.gracePeriod,
      dining_interval: timing.diningInterval,
      interval_time: timing.intervalTime,
      max_guest: Math.round((timing.maxGuest * outlet.tableCount) / 16),
      max_reservation: Math.round((timing.maxReservation * outlet.tableCount) / 16),
      min_party_size: timing.minPartySize,
      max_party_size: timing.maxPartySize,
      booking_online: timing.bookingOnline,
      created_at: since,
      updated_at: since,
    });
}
