import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS } from '../statuses';
import { sameDayRule, sameGuestTwice, type DayBooking } from './same-day';

const lunch = { outletName: 'Jade Garden Tanjong Pagar', reservationTime: '12:30:00' };
const supper = { outletName: 'Jade Garden Orchard', reservationTime: '22:00:00' };

describe("a guest's other bookings that day", () => {
  it.each([
    ['none, at a brand that warns', false, [], { warnings: [] }],
    ['none, at a brand that takes one a day', true, [], { warnings: [] }],
    ['two, at a brand that warns: both named', false, [lunch, supper], { warnings: [lunch, supper] }],
    ['two, at a brand that takes one a day: refused, by the first', true, [lunch, supper], { refusedBy: lunch, warnings: [] }],
  ])('%s', (_, oneBookingPerDay, bookings, outcome) => {
    expect(sameDayRule(oneBookingPerDay, bookings)).toEqual(outcome);
  });
});

describe('the same guest twice in a day’s book', () => {
  const { BOOKED, SEATED, CANCELLED, NO_SHOW, COMPLETED } = RESERVATION_STATUS;
  const at = (id: string, time: string, status: number, guest: { customerId?: string; customerPhone?: string }): DayBooking => ({
    id,
    reservationTime: `${time}:00`,
    status,
    customerId: guest.customerId ?? null,
    customerPhone: guest.customerPhone ?? null,
  });
  const mei = { customerId: 'mei' };
  it.each<[string, DayBooking[], Record<string, string[]>]>([
    ['one booking each: nothing', [at('a', '12:00', BOOKED, mei), at('b', '19:00', BOOKED, { customerId: 'tan' })], {}],
    [
      'lunch and dinner: each names the other',
      [at('a', '12:00', SEATED, mei), at('b', '19:00', BOOKED, mei)],
      { a: ['19:00'], b: ['12:00'] },
    ],
    [
      'three: each names the other two, earliest first',
      [at('a', '21:00', BOOKED, mei), at('b', '12:00', BOOKED, mei), at('c', '18:00', BOOKED, mei)],
      { a: ['12:00', '18:00'], b: ['18:00', '21:00'], c: ['12:00', '21:00'] },
    ],
    [
      'a cancelled, no-show or finished booking holds nothing',
      [at('a', '12:00', CANCELLED, mei), at('b', '13:00', NO_SHOW, mei), at('c', '14:00', COMPLETED, mei), at('d', '19:00', BOOKED, mei)],
      {},
    ],
    [
      'no guest-book entry: the phone tells',
      [at('a', '12:00', BOOKED, { customerPhone: '+6591234567' }), at('b', '19:00', BOOKED, { customerPhone: '+6591234567' })],
      { a: ['19:00'], b: ['12:00'] },
    ],
    ['no id and no phone: never matched', [at('a', '12:00', BOOKED, {}), at('b', '19:00', BOOKED, {})], {}],
  ])('%s', (_, bookings, expected) => {
    expect(Object.fromEntries(sameGuestTwice(bookings))).toEqual(expected);
  });
});
