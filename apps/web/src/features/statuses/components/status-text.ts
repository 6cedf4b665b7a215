import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { OPTIONAL_STATUSES, isStatusInUse, type StatusUse } from '@host/domain/reservations/status-settings';

/** In the order a booking lives them: before, at the table, after. */
export const STATUS_ORDER: readonly DisplayStatus[] = [
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
];

export type Usage = 'used' | 'notUsed' | 'always';

export const usageOf = (status: DisplayStatus, use: Pick<StatusUse, 'unused'>): Usage =>
  !(OPTIONAL_STATUSES as readonly string[]).includes(status) ? 'always' : isStatusInUse(status, use) ? 'used' : 'notUsed';
