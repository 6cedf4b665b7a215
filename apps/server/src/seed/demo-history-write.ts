import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import * as s from '../db/schema';
import { DEMO_BRANDS, type Country } from './demo-brands';
import { DEMO_SERVICE_TIMINGS, DEMO_TABLES } from './demo-floor';
import { GUARANTEE, HOUR } from './demo-history-shape';
import { addOutletRows, insertRows, type Place, type Row } from './demo-history-rows';
import { demoHistory } from './demo-history';

/** The demo's past (demo-history.ts), written: every outlet's history in one statement per table (json_populate_recordset). */

/**
 * Writes the demo's past at every outlet, after every brand's book (seed/demo.ts): the codes today's
 * books took are read first, so none is taken twice. Guests before bookings (the guest book's visit
 * counters are kept by a trigger on reservations, drizzle/0005).
 */
export async function writeDemoHistory(tx: Executor, now: Date): Promise<void> {
  const places = await placesOf(tx, now);
  const taken = new Set((await tx.select({ code: s.reservations.code }).from(s.reservations)).map((r) => r.code));
  const rows: Record<string, Row[]> = {
    customers: [],
    reservations: [],
    reservation_tables: [],
    reservation_activities: [],
    payment_requests: [],
    transactions: [],
    message_deliveries: [],
    confirmation_notifications: [],
  };
  for (const place of places) {
    const history = demoHistory({
      outletCode: place.code,
      country: place.country,
      timezone: place.timezone,
      now,
      tables: DEMO_TABLES,
      outletIndex: place.outletIndex,
      takesPayments: place.takesPayments,
      takesGoogle: place.takesGoogle,
      depositPrice: place.tickets.tastingPrice,
      guaranteePrice: place.tickets.guarantee ? GUARANTEE.price : null,
    });
    addOutletRows(rows, place, history, taken);
  }
  for (const [table, tableRows] of Object.entries(rows)) await insertRows(tx, table, tableRows);
}

/** The demo's outlets in demo-brands.ts's order, each with its index among its country's, and the ids its history points at. */
async function placesOf(tx: Executor, now: Date): Promise<Array<Place & { outletIndex: number }>> {
  const outlets = await tx
    .select({
      id: s.outlets.id,
      code: s.outlets.quickCode,
      name: s.outlets.outletName,
      brandId: s.brands.id,
      brandName: s.brands.brandName,
      country: s.brands.countryCode,
      timezone: s.brands.timezone,
      takesGoogle: s.brands.enableGoogleBooking,
      brandPays: s.brands.isEnablePaymentRequest,
      planPays: s.outletEntitlements.enabled,
    })
    .from(s.outlets)
    .innerJoin(s.brands, eq(s.brands.id, s.outlets.brandId))
    .leftJoin(
      s.outletEntitlements,
      and(eq(s.outletEntitlements.outletId, s.outlets.id), eq(s.outletEntitlements.featureCode, 'PAYMENT_REQUEST')),
    );
  const tables = await tx.select({ outletId: s.tables.outletId, id: s.tables.id, name: s.tables.name }).from(s.tables);
  const services = await tx
    .select({ outletId: s.serviceTimings.outletId, id: s.serviceTimings.id, name: s.serviceTimings.name })
    .from(s.serviceTimings);
  const tickets = await tx
    .select({ brandId: s.tickets.brandId, id: s.tickets.id, order: s.tickets.order, price: s.tickets.price })
    .from(s.tickets);
  const guarantees = await guaranteeTickets(tx, outlets, now);

  const inCountry = (country: string) => DEMO_BRANDS.filter((b) => b.countryCode === country).flatMap((b) => b.outlets.map((o) => o.code));
  return DEMO_BRANDS.flatMap((brand) =>
    brand.outlets.flatMap((demo) => {
      const o = outlets.find((row) => row.code === demo.code);
      if (!o) return [];
      const serviceOf = (name: string) => services.find((t) => t.outletId === o.id && t.name === name)!.id;
      const ticketOf = (order: number) => tickets.find((t) => t.brandId === o.brandId && t.order === order)!;
      return [
        {
          ...o,
          outletIndex: inCountry(brand.countryCode).indexOf(demo.code),
          country: o.country as Country,
          takesPayments: o.brandPays && o.planPays === true,
          tables: new Map(tables.filter((t) => t.outletId === o.id).map((t) => [t.name, t.id])),
          services: { lunch: serviceOf(DEMO_SERVICE_TIMINGS.lunch.name), dinner: serviceOf(DEMO_SERVICE_TIMINGS.dinner.name) },
          tickets: {
            standard: ticketOf(1).id,
            tasting: ticketOf(2).id,
            tastingPrice: ticketOf(2).price,
            guarantee: guarantees.get(o.brandId) ?? null,
          },
        },
      ];
    }),
  );
}

/** Harbour Dim Sum's card guarantee, retired three weeks ago: its held cards are the past's, no service sells it now. */
async function guaranteeTickets(tx: Executor, outlets: Array<{ brandId: string; brandName: string }>, now: Date) {
  const brandId = outlets.find((o) => o.brandName === 'Harbour Dim Sum')?.brandId;
  if (!brandId) return new Map<string, string>();
  const [ticket] = await tx
    .insert(s.tickets)
    .values({
      brandId,
      name: GUARANTEE.name,
      description: 'Friday and Saturday dinners: a card held per guest, charged only if the party does not come.',
      color: '#7635DC',
      typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
      price: GUARANTEE.price,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      order: 3,
      isActive: false,
      createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
      updatedAt: new Date(now.getTime() + GUARANTEE.retiredAfterDay * 24 * HOUR),
    })
    .returning({ id: s.tickets.id });
  return new Map([[brandId, ticket!.id]]);
}
