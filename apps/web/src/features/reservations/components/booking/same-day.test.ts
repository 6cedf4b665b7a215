import { describe, expect, it } from 'vitest';
import { sameDayNotice } from './same-day';

const lunch = { outletName: 'Jade Garden Tanjong Pagar', reservationTime: '12:30:00' };
const supper = { outletName: 'Jade Garden Orchard', reservationTime: '22:00:00' };

describe("the guest's other bookings that day, before saving", () => {
  it.each([
    ['no guest known', undefined, [], { warnings: [] }],
    ['a guest with none that day', { oneBookingPerDay: true }, [], { warnings: [] }],
    ['a brand that warns', { oneBookingPerDay: false }, [lunch, supper], { warnings: [lunch, supper] }],
    ['a brand that takes one a day: refused, by the first', { oneBookingPerDay: true }, [lunch, supper], { refusedBy: lunch, warnings: [] }],
  ])('%s', (_, guest, bookings, notice) => {
    expect(sameDayNotice(guest, bookings)).toEqual(notice);
  });
});
