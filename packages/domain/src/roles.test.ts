import { describe, expect, it } from 'vitest';
import type { Session } from './auth';
import { brandActionRefusal, roleOfSession, type BrandAction, type BrandRefusal, type GuestReach, type Role } from './roles';

const ORCHARD = 'outlet-orchard';
const TANJONG_PAGAR = 'outlet-tanjong-pagar';
const atOrchard: GuestReach = { guestOutletIds: [ORCHARD], sessionOutletIds: [ORCHARD] };
const onlyElsewhere: GuestReach = { guestOutletIds: [TANJONG_PAGAR], sessionOutletIds: [ORCHARD] };
const atBoth: GuestReach = { guestOutletIds: [TANJONG_PAGAR, ORCHARD], sessionOutletIds: [ORCHARD] };
const nowhere: GuestReach = { guestOutletIds: [], sessionOutletIds: [ORCHARD] };

// docs/decisions/025-who-may-erase.md: the table, as the decision writes it.
describe('who may change what a brand shares', () => {
  it.each<[Role, BrandAction, GuestReach | undefined, BrandRefusal | null]>([
    // Outlet staff edit the guests their outlet knows: booked or added there.
    ['outletStaff', 'editGuest', atOrchard, null],
    ['outletStaff', 'editGuest', atBoth, null],
    ['outletStaff', 'editGuest', onlyElsewhere, 'guestOfAnotherOutlet'],
    ['outletStaff', 'editGuest', nowhere, 'guestOfAnotherOutlet'],
    ['outletStaff', 'editGuest', undefined, 'guestOfAnotherOutlet'],
    // ...and nothing the whole brand loses or shares: however well their outlet knows the guest.
    ['outletStaff', 'mergeGuests', atOrchard, 'merchantOnly'],
    ['outletStaff', 'eraseGuest', atOrchard, 'merchantOnly'],
    ['outletStaff', 'manageTickets', undefined, 'merchantOnly'],
    ['outletStaff', 'manageGuestTags', undefined, 'merchantOnly'],
    ['outletStaff', 'setUpFestiveEvenings', undefined, 'merchantOnly'],
    ['outletStaff', 'exportMarketing', undefined, 'merchantOnly'],
    ['outletStaff', 'readSupportAudit', undefined, 'merchantOnly'],
    ['outletStaff', 'refundAfterWindow', undefined, 'merchantOnly'],
    // The merchant and support staff acting for an outlet: all of it, any guest of the brand.
    ['merchant', 'editGuest', onlyElsewhere, null],
    ['merchant', 'editGuest', nowhere, null],
    ['merchant', 'mergeGuests', undefined, null],
    ['merchant', 'eraseGuest', onlyElsewhere, null],
    ['merchant', 'manageTickets', undefined, null],
    ['merchant', 'manageGuestTags', undefined, null],
    ['merchant', 'setUpFestiveEvenings', undefined, null],
    ['merchant', 'exportMarketing', undefined, null],
    ['merchant', 'readSupportAudit', undefined, null],
    ['merchant', 'refundAfterWindow', undefined, null],
    ['support', 'editGuest', onlyElsewhere, null],
    ['support', 'mergeGuests', undefined, null],
    ['support', 'eraseGuest', nowhere, null],
    ['support', 'manageTickets', undefined, null],
    ['support', 'manageGuestTags', undefined, null],
    ['support', 'readSupportAudit', undefined, null],
    ['support', 'refundAfterWindow', undefined, null],
  ])('%s, %s, %j: %s', (role, action, guest, refusal) => {
    expect(brandActionRefusal(role, action, guest)).toBe(refusal);
  });
});

describe('the role of a session', () => {
  const user = (kind: 'merchant' | 'oddler'): Pick<Session, 'userInfo'> => ({
    userInfo: { email: 'someone@example.com', kind, isImpersonation: kind === 'oddler', brands: [], accountId: 'user-1' },
  });
  it.each<[string, Pick<Session, 'userInfo'>, Role]>([
    ['an outlet signed in by code and PIN', { userInfo: null }, 'outletStaff'],
    ['a merchant signed in by email', user('merchant'), 'merchant'],
    ['support staff acting for an outlet', user('oddler'), 'support'],
  ])('%s: %s', (_, session, role) => {
    expect(roleOfSession(session)).toBe(role);
  });
});
