import { reservationSchema, type Reservation } from '@host/domain/reservations/reservation';
import { rowActions } from '@host/domain/reservations/row-actions';
import { allowedTransitions } from '@host/domain/reservations/transitions';
import { RESERVATION_STATUS, type ReservationStatusName } from '@host/domain/statuses';
import { areaWithTablesSchema, type AreaWithTables, type Table } from '@host/domain/tables';

/**
 * Component tests' data, typed and checked by the domain's own schemas (as the API's answers are):
 * a booking of tonight at 20:00 in Singapore, and an area of tables. Each takes what a test needs to
 * differ.
 */
export const TONIGHT = '2026-03-31';
export const NOW = '2026-03-31T11:30:00.000Z'; // 19:30 in Singapore

export function aTable(over: Partial<Table> & Pick<Table, 'id' | 'name'>): Table {
  return {
    areaId: 'area-1',
    minPax: 1,
    maxPax: 4,
    shape: 'square',
    size: 1,
    status: 1,
    statusChangedAt: NOW,
    enabled: true,
    bookableOnline: true,
    disableDate: null,
    tableBlocks: [],
    x: 0,
    y: 0,
    rotate: 0,
    version: 1,
    ...over,
  };
}

export function anArea(tables: Table[]): AreaWithTables {
  return areaWithTablesSchema.parse({
    id: 'area-1',
    name: 'Main',
    displayName: 'Main',
    color: '#1976d2',
    order: 0,
    enabled: true,
    bookableOnline: true,
    combineAllTable: false,
    minPax: 1,
    maxPax: 12,
    areaBlocks: [],
    version: 1,
    tables,
  });
}

/** A table as a booking carries it. */
export const heldTable = (table: Table) => ({
  id: table.id,
  name: table.name,
  status: table.status,
  version: table.version,
  tableInAreas: { id: 'area-1', name: 'Main' },
});

/**
 * A booking as the API answers it. Its row actions and moves are the domain's for its status, as the
 * server computes them (modules/reservations/view.ts), unless the test gives its own.
 */
export function aBooking(over: Partial<Reservation> & Pick<Reservation, 'id'>): Reservation {
  const time = over.reservationTime ?? '20:00:00';
  const display = over.displayStatus ?? 'BOOKED';
  const timeState = over.timeState ?? 'TODAY';
  const transitions = allowedTransitions({ display, timeState, isWalkIn: over.isWalkIn ?? false });
  // The stored status behind a display one: BILL and OVERSTAYED are a seated party's.
  const stored = (display in RESERVATION_STATUS ? display : 'SEATED') as ReservationStatusName;
  const startsAt = new Date(`${TONIGHT}T${time}+08:00`);
  return reservationSchema.parse({
    code: `R${over.id.toUpperCase().padEnd(7, 'X')}`,
    outletId: 'outlet-1',
    language: 'en',
    source: 'staff',
    diningInterval: 5400,
    serviceTimingId: null,
    serviceTiming: null,
    customerId: null,
    customerPhone: '+6591234567',
    customerFirstName: 'Mei Ling',
    customerLastName: 'Tan',
    user: null,
    reservationDate: TONIGHT,
    reservationTime: time,
    numberOfAdults: 2,
    numberOfChildren: 0,
    extraAdult: 0,
    extraChildren: 0,
    pax: 2,
    status: RESERVATION_STATUS[stored],
    statusName: stored,
    displayStatus: display,
    timeState: 'TODAY',
    isWalkIn: false,
    notes: null,
    notesDiner: null,
    staffNotes: null,
    occasions: [],
    otherOccasions: null,
    createdByRestaurant: true,
    modifiedByRestaurant: false,
    cancelledByRestaurant: false,
    createdByCustomer: false,
    confirmByRestaurant: false,
    allowSmsNotify: true,
    allowEmailNotify: true,
    allowAutomatedCallNotify: false,
    allowConfirmationNotify: true,
    allowReminderNotify: true,
    timeSendReminder: null,
    confirmedAt: null,
    cancelledAt: null,
    seatedAt: null,
    departedAt: null,
    createdTimestamp: NOW,
    modifiedTimestamp: NOW,
    dateTime: startsAt.toISOString(),
    limitTime: new Date(startsAt.getTime() + 5_400_000).toISOString(),
    version: 1,
    tables: [],
    tags: [],
    ticket: null,
    reservationPaymentRequest: null,
    transactions: [],
    allowedTransitions: transitions,
    allowableActions: rowActions({ display, timeState, canBook: transitions.includes('BOOKED') }),
    editable: true,
    ...over,
  });
}
