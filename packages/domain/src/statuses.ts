/** docs/rules.md section 4: reservation statuses by number. */
export const RESERVATION_STATUS = {
  BOOKED: 1,
  SEATED: 2,
  COMPLETED: 3,
  CANCELLED: 4,
  NO_SHOW: 5,
  CONFIRMED: 6,
  LATE: 7,
  PENDING: 8,
  EXPIRED: 9,
} as const;
export type ReservationStatusName = keyof typeof RESERVATION_STATUS;
export type ReservationStatus = (typeof RESERVATION_STATUS)[ReservationStatusName];

/** docs/rules.md section 4: table statuses by number. */
export const TABLE_STATUS = {
  AVAILABLE: 1,
  RESERVED: 2,
  IN_USE: 3,
  BILL_REQUESTED: 4,
  REQUIRES_CLEANING: 5,
  BLOCKED: 6,
  OVERSTAY: 7,
} as const;
export type TableStatusName = keyof typeof TABLE_STATUS;
export type TableStatus = (typeof TABLE_STATUS)[TableStatusName];

/**
 * A status table turned round: the name of each number, and a reading that refuses a number the table lacks
 * (docs/rules.md section 5 on unknown numbers).
 */
function statusNames<Name extends string>(statuses: Record<Name, number>) {
  const names = Object.fromEntries(Object.entries(statuses).map(([name, n]) => [n, name])) as Record<number, Name>;
  return {
    has: (value: number) => value in names,
    nameOf: (status: number): Name => {
      const name = names[status];
      if (!name) throw new Error('invalid status');
      return name;
    },
  };
}
const RESERVATION_STATUS_NAMES = statusNames(RESERVATION_STATUS);
const TABLE_STATUS_NAMES = statusNames(TABLE_STATUS);

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'number' && RESERVATION_STATUS_NAMES.has(value);
}

/** The status string of a status number (docs/rules.md section 3, derived); docs/rules.md section 5 on unknown numbers. */
export function reservationStatusName(status: number): ReservationStatusName {
  return RESERVATION_STATUS_NAMES.nameOf(status);
}

export function tableStatusName(status: number): TableStatusName {
  return TABLE_STATUS_NAMES.nameOf(status);
}

/** Statuses whose table holds count against double booking (the no-overlap guarantee). */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = [
  RESERVATION_STATUS.BOOKED,
  RESERVATION_STATUS.CONFIRMED,
  RESERVATION_STATUS.LATE,
  RESERVATION_STATUS.SEATED,
  RESERVATION_STATUS.PENDING,
];

export function isActiveStatus(status: number): boolean {
  return (ACTIVE_STATUSES as readonly number[]).includes(status);
}

/** A party sits at a table in these statuses: nobody else is seated there. */
export const OCCUPIED_TABLE_STATUSES: readonly number[] = [TABLE_STATUS.IN_USE, TABLE_STATUS.BILL_REQUESTED, TABLE_STATUS.OVERSTAY];
export const isOccupied = (status: number) => OCCUPIED_TABLE_STATUSES.includes(status);

/** docs/rules.md section 3 and 9 constants used across features. */
export const RESERVATION_SOURCES = ['google', 'restaurant', 'customer', 'walkIn'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
export const TICKET_TYPE_PAYMENT = { NO_PAYMENT: 1, DEPOSIT: 2, PREPAID: 3, CARD_GUARANTEE: 4 } as const;
export const TICKET_TYPE_PRICE = { PER_PAX: 1, PER_BOOKING: 2 } as const;
export const PAYMENT_REQUEST_TYPES = ['CARD', 'ATM', 'ONLINE_PAYMENT_LINK', 'OTHER_METHOD'] as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[number];
export const isPaymentRequestType = (type: string): type is PaymentRequestType =>
  (PAYMENT_REQUEST_TYPES as readonly string[]).includes(type);
