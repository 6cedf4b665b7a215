import type { Customer, CustomerVisit } from '@host/domain/customers';

const ACTIVE = ['PENDING', 'BOOKED', 'CONFIRMED', 'LATE', 'SEATED', 'BILL', 'OVERSTAYED'];

/** Upcoming: a booking from today on that still holds a table; the rest is history. */
export function splitVisits(visits: CustomerVisit[], today: string): { upcoming: CustomerVisit[]; history: CustomerVisit[] } {
  const isUpcoming = (v: CustomerVisit) => v.reservationDate >= today && ACTIVE.includes(v.statusName);
  const upcoming = visits
    .filter(isUpcoming)
    .sort((a, b) => `${a.reservationDate}${a.reservationTime}`.localeCompare(`${b.reservationDate}${b.reservationTime}`));
  return { upcoming, history: visits.filter((v) => !isUpcoming(v)) };
}

/**
 * Where "Book" takes the host: the book, with the guest in the query a new booking reads
 * (`new=1`, the guest's id, phone and names).
 */
export function bookingPathFor(customer: Pick<Customer, 'id' | 'phone' | 'firstName' | 'lastName'>): string {
  const params = new URLSearchParams({ new: '1', customerId: customer.id });
  if (customer.phone) params.set('phone', customer.phone);
  if (customer.firstName) params.set('firstName', customer.firstName);
  if (customer.lastName) params.set('lastName', customer.lastName);
  return `/reservations?${params}`;
}
