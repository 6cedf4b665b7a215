import { DomainError, fieldIssue } from '@host/domain/errors';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@host/domain/locales';
import { normalisePhone } from '@host/domain/phone';
import { displayStatusOf } from '@host/domain/reservations/display-status';
import { sameDayRule } from '@host/domain/reservations/same-day';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { loadOutlet } from '../outlets/service';
import { loadRelations } from './relations';
import * as repo from './repository';
import { toReservation } from './view';

/** A reservation the session may act on, or docs/rules.md's 'ID reservation not exist.' */
export async function reservationOf(db: Executor, auth: AuthContext, id: string, lock = false) {
  const row = lock ? await repo.lockReservation(db, id) : await repo.findReservation(db, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('BUSINESS_RULE', 'reservationMissing');
  return row;
}

export async function viewsOf(db: Executor, rows: repo.ReservationRow[], today: string): Promise<Reservation[]> {
  const related = await loadRelations(db, rows, today);
  return rows.map((row) => toReservation(row, related, today));
}

export async function viewOf(db: Executor, row: repo.ReservationRow, today: string): Promise<Reservation> {
  return (await viewsOf(db, [row], today))[0]!;
}

/**
 * A guest's phone as stored: E.164 for the outlet's country (phone.ts), so one guest is one number
 * however a host typed it. Letters or a number that cannot exist are docs/rules.md section 8's
 * 'Invalid phone number: {phone}' (422), naming the field.
 */
export function storedPhone(written: string, outletCountry: string, field = 'body.customerPhone'): string {
  const country: CountryCode = (COUNTRY_CODES as readonly string[]).includes(outletCountry)
    ? (outletCountry as CountryCode)
    : DEFAULT_COUNTRY;
  const phone = normalisePhone(written, country);
  if (!phone)
    throw new DomainError('BUSINESS_RULE', 'invalidPhone', {
      params: { phone: written },
      details: { fields: [fieldIssue(field, 'invalidPhone', { phone: written })] },
    });
  return phone;
}

/**
 * docs/rules.md section 8: the customer already has a booking that day at one of the brand's outlets, in a
 * status that still holds a table; the warning names each (outlet, date, time). With the brand's
 * preventMultipleSameDayBookingsEnabled, such a booking is refused instead (422
 * 'sameDayBookingRefused'), checked under a lock on the guest's row so two racing bookings of one
 * guest cannot both pass.
 */
export async function sameDayBookings(
  db: Executor,
  input: {
    brand: { id: string; preventMultipleSameDayBookingsEnabled: boolean };
    customerId: string | null;
    date: string;
    excludeId?: string;
    /** a diner or guest outside the restaurant: anyone can type a phone, so the refusal names no booking */
    byGuest?: boolean;
  },
): Promise<Warning[]> {
  if (!input.customerId) return [];
  if (input.brand.preventMultipleSameDayBookingsEnabled) await repo.lockCustomer(db, input.customerId);
  const others = await repo.otherActiveBookings(db, {
    brandId: input.brand.id,
    customerId: input.customerId,
    date: input.date,
    excludeId: input.excludeId,
  });
  const { refusedBy, warnings } = sameDayRule(input.brand.preventMultipleSameDayBookingsEnabled, others);
  if (refusedBy && input.byGuest) {
    throw new DomainError('BUSINESS_RULE', 'sameDayBookingRefusedOnline', {
      details: { fields: [fieldIssue('body.customerPhone', 'sameDayBookingRefusedOnline')] },
    });
  }
  if (refusedBy) {
    const params = { outletName: refusedBy.outletName, date: refusedBy.reservationDate, time: refusedBy.reservationTime.slice(0, 5) };
    throw new DomainError('BUSINESS_RULE', 'sameDayBookingRefused', {
      params,
      details: { fields: [fieldIssue('body.customerPhone', 'sameDayBookingRefused', params)], reservationIds: others.map((o) => o.id) },
    });
  }
  if (warnings.length === 0) return [];
  const at = warnings.map((o) => `${o.outletName} on ${o.reservationDate} at ${o.reservationTime.slice(0, 5)}`).join(', ');
  return [
    {
      code: 'DOUBLE_BOOKING',
      message: `The customer already has a booking at ${at}, so another reservation may double book.`,
      reservationIds: warnings.map((o) => o.id),
      bookings: warnings,
    },
  ];
}

/** The tables named are the outlet's and in service, else docs/rules.md's 'Table is not valid'. */
export async function assertTablesOfOutlet(db: Executor, outletId: string, tableIds: string[]) {
  const unique = [...new Set(tableIds)];
  const found = await repo.tablesOfOutlet(db, outletId, unique);
  if (found.length !== unique.length || found.some((t) => !t.enabled)) throw new DomainError('BUSINESS_RULE', 'tableNotValid');
  return unique;
}

/**
 * The ids a booking names besides its tables belong to its brand or outlet: another brand's ticket,
 * service or tag, or one that does not exist, is refused (422), never stored or echoed.
 */
export async function assertReferences(
  db: Executor,
  scope: { brandId: string; outletId: string },
  refs: { ticketId?: string | null; serviceTimingId?: string | null; tagIds?: string[] },
) {
  if (refs.ticketId) {
    const ticket = await repo.ticketOfBrand(db, scope.brandId, refs.ticketId);
    if (!ticket?.isActive)
      throw new DomainError('BUSINESS_RULE', 'dataNotValid', { details: [fieldIssue('body.ticketId', 'ticketNotOnSale')] });
  }
  if (refs.serviceTimingId && !(await repo.serviceTimingOfOutlet(db, scope.outletId, refs.serviceTimingId))) {
    throw new DomainError('BUSINESS_RULE', 'serviceTimingMissing', { details: [fieldIssue('body.serviceTimingId', 'serviceNotOfOutlet')] });
  }
  const tagIds = [...new Set(refs.tagIds ?? [])];
  if (tagIds.length && (await repo.tagsOfBrand(db, scope.brandId, tagIds)).length !== tagIds.length) {
    throw new DomainError('BUSINESS_RULE', 'tagMissing', { details: [fieldIssue('body.tagIds', 'tagNotOfBrand')] });
  }
}

/** A reservation locked for a change, with its outlet's today, its relations, tables and display status. */
export async function lockForChange(ctx: AppContext, tx: Executor, auth: AuthContext, id: string) {
  const row = await reservationOf(tx, auth, id, true);
  const { brand } = await loadOutlet(tx, auth, row.outletId);
  const today = outletToday(ctx, brand.timezone);
  const related = await loadRelations(tx, [row], today);
  const tables = related.tables.get(row.id) ?? [];
  return {
    row,
    today,
    related,
    tables,
    display: displayStatusOf(
      row.status,
      tables.map((t) => t.status),
    ),
  };
}
