import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS } from '../statuses';
import { guestAnswerRefusal, guestChoices, guestEditRefusal } from './guest-answer';

const { BOOKED, SEATED, COMPLETED, CANCELLED, NO_SHOW, CONFIRMED, LATE, PENDING, EXPIRED } = RESERVATION_STATUS;
const now = new Date('2026-03-31T11:30:00Z');
const later = new Date('2026-04-01T11:00:00Z');
const earlier = new Date('2026-03-31T11:00:00Z');
/** three days after `now`: outside any window of two days or less */
const dayAfter = new Date('2026-04-03T11:00:00Z');
/** tonight, three hours after `now` */
const soon = new Date('2026-03-31T14:30:00Z');

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

describe("a guest's answer refused, with the rules' words (issue 33)", () => {
  it.each<[string, number, Date, 'confirm' | 'cancel', string | null]>([
    ['confirming a booked booking', BOOKED, later, 'confirm', null],
    ['confirming twice', CONFIRMED, later, 'confirm', 'onlyBookedToConfirmed'],
    ['confirming one waiting for payment', PENDING, later, 'confirm', 'onlyBookedToConfirmed'],
    ['confirming a cancelled one', CANCELLED, later, 'confirm', 'guestCannotModify'],
    ['confirming at its time', BOOKED, now, 'confirm', 'guestCannotModify'],
    ['cancelling a confirmed one', CONFIRMED, later, 'cancel', null],
    ['cancelling a seated one', SEATED, earlier, 'cancel', 'guestCannotModify'],
  ])('%s: %s', (_name, status, startsAt, answer, refused) => {
    expect(guestAnswerRefusal({ status, startsAt }, answer, now)).toBe(refused);
  });
});

describe("what a guest may change from their link (issue 18, docs/rules.md section 8's refusals)", () => {
  const startsAt = new Date('2026-04-02T11:00:00Z'); // two days after `now`
  const free = null;
  const selfEdit = (editWindow: number | null) => ({ isEnableSelfEdit: true, editWindow });
  it.each([
    ['BOOKED without a ticket, to a later time', BOOKED, free, later, null],
    ['CONFIRMED with a self-edit ticket and no window', CONFIRMED, selfEdit(null), later, null],
    ['a self-edit ticket, outside its 24-hour window', BOOKED, selfEdit(24), dayAfter, null],
    ['a self-edit ticket, inside its 48-hour window', BOOKED, selfEdit(48), later, 'guestEditClosed'],
    ['a ticket without self-edit', BOOKED, { isEnableSelfEdit: false, editWindow: null }, later, 'guestCantUpdate'],
    ['to a time already gone', BOOKED, free, earlier, 'guestTimeNotFuture'],
    ['PENDING (waiting for payment)', PENDING, free, later, 'guestCannotModify'],
    ['SEATED', SEATED, free, later, 'guestCannotModify'],
    ['CANCELLED', CANCELLED, free, later, 'guestCannotModify'],
  ] as const)('%s', (_name, status, ticket, newStartsAt, refusal) => {
    expect(guestEditRefusal({ booking: { status, startsAt }, ticket, newStartsAt }, now)).toBe(refusal);
  });

  it.each([
    ['a self-edit ticket with a 24-hour window, moved to tonight: inside the window', selfEdit(24), soon, 'guestEditClosed'],
    ['a self-edit ticket with a 24-hour window, moved to tomorrow 23.5 hours from now', selfEdit(24), later, 'guestEditClosed'],
    ['a self-edit ticket with a 24-hour window, moved three days on', selfEdit(24), dayAfter, null],
  ] as const)('the window guards the new time too (issue 33): %s', (_name, ticket, newStartsAt, refusal) => {
    expect(guestEditRefusal({ booking: { status: BOOKED, startsAt }, ticket, newStartsAt }, now)).toBe(refusal);
  });

  it.each([
    ["no ticket, the outlet's self-edit off", { isEnableSelfEdit: false, editWindow: null }, later, 'guestCantUpdate'],
    ["no ticket, inside the outlet's 72-hour window", { isEnableSelfEdit: true, editWindow: 72 }, later, 'guestEditClosed'],
    ["no ticket, the outlet's 24-hour window, moved to tonight", { isEnableSelfEdit: true, editWindow: 24 }, soon, 'guestEditClosed'],
    ["no ticket, the outlet's 24-hour window, moved three days on", { isEnableSelfEdit: true, editWindow: 24 }, dayAfter, null],
  ] as const)("a booking without a ticket follows the outlet's rule (issue 33): %s", (_name, outlet, newStartsAt, refusal) => {
    expect(guestEditRefusal({ booking: { status: BOOKED, startsAt }, ticket: null, outlet, newStartsAt }, now)).toBe(refusal);
    // A ticket's own rule comes first.
    expect(guestEditRefusal({ booking: { status: BOOKED, startsAt }, ticket: selfEdit(null), outlet, newStartsAt }, now)).toBe(null);
  });

  it('refuses a booking whose time has come, whatever the ticket', () => {
    expect(guestEditRefusal({ booking: { status: BOOKED, startsAt: now }, ticket: null, newStartsAt: later }, now)).toBe(
      'guestCannotModify',
    );
  });
});
