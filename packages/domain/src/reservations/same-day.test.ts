import { describe, expect, it } from 'vitest';
import { sameDayRule } from './same-day';

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
