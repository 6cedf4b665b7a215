import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS } from '../statuses';
import { guestChoices } from './guest-answer';

const { BOOKED, SEATED, COMPLETED, CANCELLED, NO_SHOW, CONFIRMED, LATE, PENDING, EXPIRED } = RESERVATION_STATUS;
const now = new Date('2026-03-31T11:30:00Z');
const later = new Date('2026-04-01T11:00:00Z');
const earlier = new Date('2026-03-31T11:00:00Z');

describe('what a guest may do from their link', () => {
  it.each([
    ['BOOKED, to come: confirm or cancel', BOOKED, later, true, true],
    ['CONFIRMED, to come: cancel only (already confirmed)', CONFIRMED, later, false, true],
    ['PENDING (waiting for payment): cancel only', PENDING, later, false, true],
    ['BOOKED at its time already: call the restaurant', BOOKED, now, false, false],
    ['LATE: call the restaurant', LATE, earlier, false, false],
    ['SEATED', SEATED, earlier, false, false],
    ['COMPLETED', COMPLETED, earlier, false, false],
    ['CANCELLED', CANCELLED, later, false, false],
    ['NO_SHOW', NO_SHOW, earlier, false, false],
    ['EXPIRED', EXPIRED, later, false, false],
  ])('%s', (_name, status, startsAt, canConfirm, canCancel) => {
    expect(guestChoices({ status, startsAt }, now)).toEqual({ canConfirm, canCancel });
  });
});
