import type { Session } from './auth';

/**
 * Who may change what a whole brand shares (issue 27 point 9; docs/decisions/025-who-may-erase.md).
 * A brand's guest book and tickets are one for all its outlets: an outlet's PIN session may read
 * them all (a guest may walk into any outlet, and its services sell the brand's tickets), but it
 * edits only the guests its own outlet knows. Erasing, merging, the tickets and the computed tags' thresholds are the merchant's,
 * and support staff's while they act for an outlet with a reason (decision 014). So is giving money
 * back once a ticket's refund window has passed: the manager's override, with a reason (issue 28).
 */
export const ROLES = ['outletStaff', 'merchant', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** The writes on a brand's shared data that not every session may make; everything else is open to every session of the brand. */
export const BRAND_ACTIONS = [
  'editGuest',
  'mergeGuests',
  'eraseGuest',
  'manageTickets',
  'readSupportAudit',
  'refundAfterWindow',
  'manageGuestTags',
  /** festive evenings across outlets: special days and a set menu ticket at once (issue 32) */
  'setUpFestiveEvenings',
  /** the guests who agreed to marketing, with their phones or emails (issue 32) */
  'exportMarketing',
] as const;
export type BrandAction = (typeof BRAND_ACTIONS)[number];

/** Reason keys of the refusals (messages.ts), 403 on the server and the explanation in the web. */
export type BrandRefusal = 'merchantOnly' | 'guestOfAnotherOutlet';

/** What editing a guest depends on: the outlets the guest booked at or was added at, and the session's. */
export interface GuestReach {
  guestOutletIds: readonly string[];
  sessionOutletIds: readonly string[];
}

/** Why the role may not take the action, or null when it may. Outlet staff edit a guest only with the guest's reach. */
export function brandActionRefusal(role: Role, action: BrandAction, guest?: GuestReach): BrandRefusal | null {
  if (role !== 'outletStaff') return null;
  if (action !== 'editGuest') return 'merchantOnly';
  return guest?.guestOutletIds.some((id) => guest.sessionOutletIds.includes(id)) ? null : 'guestOfAnotherOutlet';
}

/**
 * The role of a signed-in session: an outlet's PIN sign-in has no user; a user
 * is support staff (oddler) or else the merchant's. Support staff reach an outlet only inside an
 * impersonation, so the role holds only there.
 */
export function roleOfSession(session: Pick<Session, 'userInfo'>): Role {
  if (!session.userInfo) return 'outletStaff';
  return session.userInfo.kind === 'oddler' ? 'support' : 'merchant';
}
