import type { CustomerVisit } from '@host/domain/customers';
import { describe, expect, it } from 'vitest';
import { listParams } from '../api/customers';
import { bookingPathFor, splitVisits } from './visits';

const visit = (id: string, reservationDate: string, reservationTime: string, statusName: string): CustomerVisit => ({
  id,
  code: id.toUpperCase(),
  outletId: 'o1',
  outletName: 'Jade Garden Orchard',
  reservationDate,
  reservationTime,
  status: 0,
  statusName,
  pax: 2,
  spend: null,
});

describe("a guest's bookings on the profile", () => {
  // Newest first, as the server lists them.
  const visits = [
    visit('late-dinner', '2026-04-02', '20:00:00', 'BOOKED'),
    visit('early-dinner', '2026-04-02', '18:00:00', 'CONFIRMED'),
    visit('cancelled-next-week', '2026-04-07', '19:00:00', 'CANCELLED'),
    visit('tonight', '2026-03-31', '19:00:00', 'SEATED'),
    visit('last-week', '2026-03-24', '19:00:00', 'COMPLETED'),
    visit('forgotten', '2026-03-20', '19:00:00', 'BOOKED'),
  ];
  it('upcoming: from today on, still holding a table, soonest first; the rest is history, newest first', () => {
    const { upcoming, history } = splitVisits(visits, '2026-03-31');
    expect(upcoming.map((v) => v.id)).toEqual(['tonight', 'early-dinner', 'late-dinner']);
    expect(history.map((v) => v.id)).toEqual(['cancelled-next-week', 'last-week', 'forgotten']);
  });
});

describe('"Book" from a profile', () => {
  it('opens the book with the guest in the query, names in any script', () => {
    const path = bookingPathFor({ id: 'c1', phone: '+6591234567', firstName: '美玲', lastName: '陈' });
    expect(path.startsWith('/reservations?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({
      new: '1',
      customerId: 'c1',
      phone: '+6591234567',
      firstName: '美玲',
      lastName: '陈',
    });
  });
  it('leaves out what an erased or phoneless guest does not have', () => {
    expect(bookingPathFor({ id: 'c2', phone: null, firstName: 'Aisyah', lastName: '' })).toBe(
      '/reservations?new=1&customerId=c2&firstName=Aisyah',
    );
  });
});

describe("the list's query", () => {
  it('names only the filters set, tags comma-separated, with the cursor and page size', () => {
    const params = listParams(
      { q: '陈 美玲', tagIds: 'a,b', minNoShows: 1, smsMarketing: '1', sort: 'visits', direction: 'desc' },
      'next-page',
    );
    expect(Object.fromEntries(params)).toEqual({
      q: '陈 美玲',
      tagIds: 'a,b',
      minNoShows: '1',
      smsMarketing: '1',
      sort: 'visits',
      direction: 'desc',
      cursor: 'next-page',
      limit: '50',
    });
    expect(listParams({ q: '', sort: 'name' }).toString()).toBe('sort=name&limit=50');
  });
});
