import type { Customer } from '@host/domain/customers';
import { reservationSchema, type Reservation } from '@host/domain/reservations/reservation';
import { isEditable } from '@host/domain/reservations/editable';
import { rowActions } from '@host/domain/reservations/row-actions';
import { allowedTransitions } from '@host/domain/reservations/transitions';
import { RESERVATION_STATUS, tableStatusName, type ReservationStatusName } from '@host/domain/statuses';
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
  statusName: tableStatusName(table.status),
  version: table.version,
  tableInAreas: { id: 'area-1', name: 'Main' },
});

/**
 * A booking as the API answers it. Its row actions, moves and editability are the domain's for its
 * status and day, by the functions the server's view uses (modules/reservations/view.ts). Its tables
 * are as the test gives them: a seated party's are IN_USE only where a test says so.
 */
export function aBooking(over: Partial<Reservation> & Pick<Reservation, 'id'>): Reservation {
  const display = over.displayStatus ?? 'BOOKED';
  const timeState = over.timeState ?? 'TODAY';
  const time = over.reservationTime ?? '20:00:00';
  // A booking of another day is dated so: tomorrow, or yesterday.
  const date = over.reservationDate ?? (timeState === 'FUTURE' ? '2026-04-01' : timeState === 'PAST' ? '2026-03-30' : TONIGHT);
  const transitions = allowedTransitions({ display, timeState, isWalkIn: over.isWalkIn ?? false });
  // The stored status behind a display one: BILL and OVERSTAYED are a seated party's.
  const stored = (display in RESERVATION_STATUS ? display : 'SEATED') as ReservationStatusName;
  const startsAt = new Date(`${date}T${time}+08:00`);
  return reservationSchema.parse({
    code: `R${over.id.toUpperCase().padEnd(7, 'X')}`,
    outletId: 'outlet-1',
    outlet: { id: 'outlet-1', outletName: 'Jade Garden Orchard' },
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
    reservationDate: date,
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
    graceExtendedUntil: null,
    createdTimestamp: NOW,
    modifiedTimestamp: NOW,
    dateTime: startsAt.toISOString(),
    limitTime: new Date(startsAt.getTime() + 5_400_000).toISOString(),
    version: 1,
    tables: [],
    tableStatus: over.tables?.[0]?.statusName ?? null,
    tags: [],
    ticket: null,
    reservationPaymentRequest: null,
    transactions: [],
    confirmationNotifications: [],
    allowedTransitions: transitions,
    allowableActions: rowActions({ display, timeState, canBook: transitions.includes('BOOKED') }),
    editable: isEditable(display, timeState),
    ...over,
  });
}

const platformNone: Customer['platform'] = {
  passId: null,
  mcaId: null,
  merchantId: null,
  username: null,
  barcode: null,
  favouriteItemIds: [],
  accountActivated: false,
  photoUrl: null,
};
/** A guest of the guest book as the API answers it, nothing but a name and phone known; `overrides` set the rest. */
export const aGuest = ({
  platform,
  ...overrides
}: Partial<Omit<Customer, 'platform'>> & { platform?: Partial<Customer['platform']> } = {}): Customer => ({
  id: 'c1',
  brandId: 'b1',
  salutation: null,
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: null,
  phone: '+6591234567',
  additionalPhone: null,
  organisationName: null,
  address: null,
  gender: 0,
  birthday: null,
  language: null,
  postalCode: null,
  countryCode: null,
  state: null,
  city: null,
  notesDiner: null,
  dietary: [],
  dietaryNotes: null,
  seatingPreference: null,
  canSendSmsMarketing: 0,
  canSendEmailMarketing: 0,
  marketingConsent: { sms: null, email: null },
  platform: { ...platformNone, ...platform },
  tags: [],
  autoTags: [],
  figures: { visits: 0, noShows: 0, cancellations: 0, upcoming: 0, lastVisit: null, averageParty: null, spend: 0 },
  seenAtOutletIds: [],
  erasedAt: null,
  version: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
