import { describe, expect, it } from 'vitest';
import { availabilityViewSchema, blockOutViewSchema, serviceTimingViewSchema } from './views';

const slot = {
  date: '2026-03-31',
  time: '19:00:00',
  startsAt: '2026-03-31T11:00:00.000Z',
  serviceTimingId: 's1',
  serviceName: 'Dinner',
  available: false,
  reasons: ['PACING_COVERS'],
  coversBooked: 40,
  maxGuest: 40,
  bookingsCount: 12,
  maxReservation: null,
  ticketsLeft: null,
};
const timing = {
  id: 't1',
  name: 'Supper',
  ticketId: null,
  isRecurring: true,
  days: [5, 6],
  dailyStartTime: '22:30:00',
  dailyEndTime: '01:00:00',
  recurringStartDate: null,
  recurringEndDate: null,
  specificDates: [],
  isClosed: false,
  leadTime: null,
  gracePeriod: 900,
  diningInterval: 5400,
  intervalTime: 900,
  timeSlots: [],
  maxPaxPerReservation: null,
  bookingOnline: true,
  maxGuest: null,
  maxReservation: null,
  minPartySize: 1,
  maxPartySize: 10,
  minBookingTime: null,
  minBookingTimeUnit: null,
  maxBookingTime: 2,
  maxBookingTimeUnit: 'month',
  showArea: false,
  isAllArea: true,
  areaIds: [],
  customPolicies: [{ title: 'Dress code', description: 'Smart casual' }],
  endsNextDay: true,
  version: 3,
};
const blockOut = {
  id: 'b1',
  date: '2026-04-01',
  entireDay: false,
  startTime: '18:00:00',
  endTime: '22:00:00',
  name: 'Private event',
  reason: null,
  showReason: false,
  reasonStaffNotes: null,
  version: 1,
};

describe('availability and schedule answers read as the server sends them', () => {
  it.each<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, boolean]>([
    ["a day's times", availabilityViewSchema, { date: '2026-03-31', pax: 2, channel: 'staff', slots: [slot] }, true],
    ['a day closed online', availabilityViewSchema, { date: '2026-03-31', pax: 2, channel: 'online', slots: [] }, true],
    [
      'a time with a reason the rules do not have',
      availabilityViewSchema,
      { date: '2026-03-31', pax: 2, channel: 'staff', slots: [{ ...slot, reasons: ['FULL_MOON'] }] },
      false,
    ],
    ['a service past midnight', serviceTimingViewSchema, timing, true],
    ['a service without its version', serviceTimingViewSchema, { ...timing, version: undefined }, false],
    ['a block-out of some hours', blockOutViewSchema, blockOut, true],
    ['a block-out of the whole day', blockOutViewSchema, { ...blockOut, entireDay: true, startTime: null, endTime: null }, true],
    ['a block-out without its name', blockOutViewSchema, { ...blockOut, name: undefined }, false],
  ])('%s', (_, schema, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted);
  });
});
