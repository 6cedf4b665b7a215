import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { OPTIONAL_STATUSES, isStatusInUse, type StatusUse } from '@host/domain/reservations/status-settings';

export type Usage = 'used' | 'notUsed' | 'always';

export const usageOf = (status: DisplayStatus, use: Pick<StatusUse, 'unused'>): Usage =>
  !(OPTIONAL_STATUSES as readonly string[]).includes(status) ? 'always' : isStatusInUse(status, use) ? 'used' : 'notUsed';
