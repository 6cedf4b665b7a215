import { displayStatusOf } from '@host/domain/reservations/display-status';
import { isEditable } from '@host/domain/reservations/editable';
import type { Reservation } from '@host/domain/reservations/reservation';
import { rowActions } from '@host/domain/reservations/row-actions';
import { limitTimeOf, timeStateOf } from '@host/domain/reservations/time-state';
import { allowedTransitions } from '@host/domain/reservations/transitions';
import { reservationStatusName, tableStatusName, type PaymentRequestType } from '@host/domain/statuses';
import type { ReservationRelations } from './relations';
import type { ReservationRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A reservation row and its relations as the API returns it, derived fields by the domain rules. */
export function toReservation(row: ReservationRow, related: ReservationRelations, outletToday: string): Reservation {
  const tables = related.tables.get(row.id) ?? [];
  const display = displayStatusOf(
    row.status,
    tables.map((t) => t.status),
  );
  const timeState = timeStateOf(row.reservationDate, outletToday);
  const paymentRequest = related.paymentRequests.get(row.id) ?? null;
  const unused = related.statusUse.get(row.outletId)?.unused ?? [];
  const subject = {
    display,
    timeState,
    isWalkIn: row.isWalkIn,
    paymentRequestType: (paymentRequest?.type ?? null) as PaymentRequestType | null,
    unused,
  };
  const transitions = allowedTransitions(subject);
  return {
    id: row.id,
    code: row.code,
    outletId: row.outletId,
    outlet: related.outlets.get(row.outletId) ?? { id: row.outletId, outletName: '' },
    language: row.language,
    source: row.source,
    diningInterval: row.diningInterval,
    serviceTimingId: row.serviceTimingId,
    serviceTiming: row.serviceTimingId ? (related.serviceTimings.get(row.serviceTimingId) ?? null) : null,
    customerId: row.customerId,
    customerPhone: row.customerPhone,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    user: row.customerId ? (related.customers.get(row.customerId) ?? null) : null,
    reservationDate: row.reservationDate,
    reservationTime: row.reservationTime,
    numberOfAdults: row.numberOfAdults,
    numberOfChildren: row.numberOfChildren,
    extraAdult: row.extraAdult,
    extraChildren: row.extraChildren,
    pax: row.numberOfAdults + row.numberOfChildren + row.extraAdult + row.extraChildren,
    status: row.status,
    statusName: reservationStatusName(row.status),
    displayStatus: display,
    timeState,
    isWalkIn: row.isWalkIn,
    notes: row.notes,
    notesDiner: row.notesDiner,
    staffNotes: row.staffNotes,
    occasions: row.occasions,
    otherOccasions: row.otherOccasions,
    createdByRestaurant: row.createdByRestaurant,
    modifiedByRestaurant: row.modifiedByRestaurant,
    cancelledByRestaurant: row.cancelledByRestaurant,
    createdByCustomer: row.createdByCustomer,
    confirmByRestaurant: row.confirmByRestaurant,
    allowSmsNotify: row.allowSmsNotify,
    allowEmailNotify: row.allowEmailNotify,
    allowAutomatedCallNotify: row.allowAutomatedCallNotify,
    allowConfirmationNotify: row.allowConfirmationNotify,
    allowReminderNotify: row.allowReminderNotify,
    timeSendReminder: iso(row.timeSendReminder),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    seatedAt: iso(row.seatedAt),
    departedAt: iso(row.departedAt),
    graceExtendedUntil: iso(row.graceExtendedUntil),
    createdTimestamp: row.createdTimestamp.toISOString(),
    modifiedTimestamp: row.modifiedTimestamp.toISOString(),
    dateTime: row.startsAt.toISOString(),
    limitTime: limitTimeOf(row.startsAt, row.diningInterval).toISOString(),
    version: row.version,
    tables: tables.map((t) => ({
      id: t.id,
      name: t.name,
      status: t.status,
      statusName: tableStatusName(t.status),
      version: t.version,
      tableInAreas: { id: t.areaId, name: t.areaName },
    })),
    tableStatus: tables[0] ? tableStatusName(tables[0].status) : null,
    tags: related.tags.get(row.id) ?? [],
    ticket: row.ticketId ? (related.tickets.get(row.ticketId) ?? null) : null,
    reservationPaymentRequest: paymentRequest && { ...paymentRequest, expireDateTime: iso(paymentRequest.expireDateTime) },
    transactions: related.transactions.get(row.id) ?? [],
    confirmationNotifications: related.confirmations.get(row.id) ?? [],
    allowedTransitions: transitions,
    allowableActions: rowActions({ display, timeState, canBook: transitions.includes('BOOKED'), unused }),
    editable: isEditable(display, timeState),
  };
}
