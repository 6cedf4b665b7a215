import { RESERVATION_STATUS, TABLE_STATUS, reservationStatusName, type ReservationStatusName } from '../statuses';

/** What a host sees: the status, or BILL / OVERSTAYED for a seated party by its tables (docs/rules.md section 4). */
export type DisplayStatus = ReservationStatusName | 'BILL' | 'OVERSTAYED';

export const DISPLAY_STATUSES = [
  'PENDING',
  'BOOKED',
  'CONFIRMED',
  'LATE',
  'SEATED',
  'BILL',
  'OVERSTAYED',
  'COMPLETED',
  'NO_SHOW',
  'CANCELLED',
  'EXPIRED',
] as const satisfies readonly DisplayStatus[];

/** SEATED with a table BILL_REQUESTED shows as BILL; SEATED with a table OVERSTAY shows as OVERSTAYED. */
export function displayStatusOf(status: number, tableStatuses: readonly number[]): DisplayStatus {
  const name = reservationStatusName(status);
  if (status !== RESERVATION_STATUS.SEATED) return name;
  // A party that asked for the bill is on its way out: BILL wins over OVERSTAYED.
  if (tableStatuses.includes(TABLE_STATUS.BILL_REQUESTED)) return 'BILL';
  if (tableStatuses.includes(TABLE_STATUS.OVERSTAY)) return 'OVERSTAYED';
  return name;
}

/** Waiting for a table: booked and not yet sat down. */
export const WAITING_STATUSES: readonly DisplayStatus[] = ['PENDING', 'BOOKED', 'CONFIRMED', 'LATE'];
export const isWaiting = (display: DisplayStatus) => WAITING_STATUSES.includes(display);

/** The SEATED family: at the table, whatever the tables say. */
export function isSeatedFamily(display: DisplayStatus): boolean {
  return display === 'SEATED' || display === 'BILL' || display === 'OVERSTAYED';
}
