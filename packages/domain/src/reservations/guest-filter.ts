import { guestAndBookingTags, type Tag } from '../brand-tags';
import { dietaryAlert } from '../guest-needs';
import type { Reservation } from './reservation';

/**
 * The day's list narrowed to the guests a host is looking for (issue 32): everyone with an allergy (the kitchen's question
 * before service), or everyone with one tag, on the guest or on the booking (tonight's VIPs, the wheelchair users).
 * Kept in the book's address as `guest=allergy` or `guest=<tag id>`.
 */
export type GuestFilter = 'allergy' | { tagId: string };

export function guestFilterOf(param: string | null): GuestFilter | null {
  if (!param) return null;
  return param === 'allergy' ? 'allergy' : { tagId: param };
}

export const guestFilterParam = (filter: GuestFilter | null): string | null =>
  filter === null ? null : filter === 'allergy' ? 'allergy' : filter.tagId;

type Booked = Pick<Reservation, 'user' | 'tags'>;

/** A booking's tags as the host sees them: its guest's, then its own. */
export const tagsOfBooking = (booking: Booked): Tag[] => guestAndBookingTags(booking.user?.tags ?? [], booking.tags ?? []);

export const hasAllergy = (booking: Booked): boolean => Boolean(booking.user && dietaryAlert(booking.user)?.allergy);

export function matchesGuestFilter(booking: Booked, filter: GuestFilter | null): boolean {
  if (filter === null) return true;
  if (filter === 'allergy') return hasAllergy(booking);
  return tagsOfBooking(booking).some((tag) => tag.id === filter.tagId);
}

/** What the day offers to filter by: how many bookings have an allergy, and each tag the day's guests carry with its count. */
export function guestFilterCounts(bookings: readonly Booked[]): { allergies: number; tags: Array<{ tag: Tag; count: number }> } {
  const byTag = new Map<string, { tag: Tag; count: number }>();
  let allergies = 0;
  for (const booking of bookings) {
    if (hasAllergy(booking)) allergies += 1;
    for (const tag of tagsOfBooking(booking)) {
      const counted = byTag.get(tag.id);
      if (counted) counted.count += 1;
      else byTag.set(tag.id, { tag, count: 1 });
    }
  }
  return { allergies, tags: [...byTag.values()].sort((a, b) => b.count - a.count || a.tag.title.localeCompare(b.tag.title)) };
}
