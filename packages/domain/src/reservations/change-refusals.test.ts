import { describe, expect, it } from 'vitest';
import { changeRefusal } from './change-refusals';
import type { DisplayStatus } from './display-status';
import { fieldStates, type EditableField } from './editable';
import type { TimeState } from './time-state';

describe("a locked field's refusal names its status group (docs/rules.md section 8, issue 33)", () => {
  it.each<[string, DisplayStatus, TimeState, EditableField, string]>([
    ['a seated party keeps its time', 'SEATED', 'TODAY', 'reservationTime', 'timeLocked'],
    ['a party with the bill keeps its date', 'BILL', 'TODAY', 'reservationDate', 'timeLocked'],
    ['an overstaying party keeps its time', 'OVERSTAYED', 'TODAY', 'reservationTime', 'timeLocked'],
    ['a departed party keeps its tables', 'COMPLETED', 'PAST', 'tableIds', 'tableLocked'],
    ['a no-show keeps its tables', 'NO_SHOW', 'PAST', 'tableIds', 'tableLocked'],
    ['a booking of a day gone by keeps its party', 'BOOKED', 'PAST', 'numberOfAdults', 'waitingPropertyLocked'],
    ['a confirmed booking of a day gone by keeps its notes', 'CONFIRMED', 'PAST', 'notes', 'waitingPropertyLocked'],
    ['a booking waiting for payment keeps its guest', 'PENDING', 'TODAY', 'customerFirstName', 'pendingPropertyLocked'],
    ['a cancelled booking keeps its notes', 'CANCELLED', 'TODAY', 'notes', 'cannotChangeInformation'],
    ['a departed party keeps its name', 'COMPLETED', 'TODAY', 'customerLastName', 'cannotChangeInformation'],
  ])('%s: %s', (_, display, timeState, field, reason) => {
    // Only locked fields are refused: each case is one the edit rules lock.
    expect(fieldStates(display, timeState).find((f) => f.field === field)!.editable).toBe(false);
    expect(changeRefusal(display, field).reason).toBe(reason);
  });

  it('a waiting booking names its status', () => {
    expect(changeRefusal('LATE', 'notes')).toEqual({ reason: 'waitingPropertyLocked', params: { status: 'LATE' } });
  });
});
