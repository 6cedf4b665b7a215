import type { DisplayStatus } from './display-status';
import { isSeatedFamily } from './display-status';
import type { EditableField } from './editable';

/**
 * Why a host may not change a field of a booking in its status now, by status group (docs/rules.md
 * section 8's property-change restrictions), as a message key of the catalogue:
 * - the seated family keeps its date and time ('Reservation time cannot be changed');
 * - a party that left, was cancelled or did not come keeps its tables ('COMPLETE, CANCELLED and NO_SHOW cannot change table');
 * - a booking still waiting (BOOKED, CONFIRMED, LATE) is locked only once its day has passed: it says so;
 * - a booking waiting for payment changes only its length, tables, occasions, requests and notes;
 * - anything else: the generic "Reservation can't change infomation !".
 * Called only for a field the edit rules (editable.ts) lock.
 */
export type ChangeRefusal =
  | { reason: 'timeLocked' | 'tableLocked' | 'pendingPropertyLocked' | 'cannotChangeInformation'; params?: undefined }
  | { reason: 'waitingPropertyLocked'; params: { status: string } };

export function changeRefusal(display: DisplayStatus, field: EditableField): ChangeRefusal {
  if (isSeatedFamily(display) && (field === 'reservationDate' || field === 'reservationTime')) return { reason: 'timeLocked' };
  if (field === 'tableIds' && (display === 'COMPLETED' || display === 'CANCELLED' || display === 'NO_SHOW'))
    return { reason: 'tableLocked' };
  if (display === 'BOOKED' || display === 'CONFIRMED' || display === 'LATE')
    return { reason: 'waitingPropertyLocked', params: { status: display } };
  if (display === 'PENDING') return { reason: 'pendingPropertyLocked' };
  return { reason: 'cannotChangeInformation' };
}
