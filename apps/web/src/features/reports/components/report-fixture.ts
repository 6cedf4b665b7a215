import type { OutletReport, ReportTotals } from '@host/domain/reports/report';
import type { ReportWords } from './section-model';

/** Test data: an outlet's report with every list filled, each figure easy to follow by hand. */
export function totalsOf(overrides: Partial<ReportTotals> = {}): ReportTotals {
  return {
    bookings: 40,
    covers: 120,
    seatedBookings: 30,
    seatedCovers: 90,
    walkIns: 5,
    dueBookings: 35,
    noShows: 7,
    madeBookings: 50,
    cancellations: 10,
    lateCancellations: 4,
    ...overrides,
  };
}

export function outletReportOf(overrides: Partial<OutletReport> = {}): OutletReport {
  return {
    outletId: 'orchard',
    outletName: 'Jade Garden Orchard',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    from: '2026-03-23',
    to: '2026-03-24',
    serviceTimingId: null,
    totals: totalsOf(),
    previous: totalsOf({ covers: 100, noShows: 5, dueBookings: 50 }),
    byDay: [
      { date: '2026-03-23', bookings: 20, covers: 60, seatedCovers: 50 },
      { date: '2026-03-24', bookings: 20, covers: 60, seatedCovers: 40 },
    ],
    byService: [
      { serviceTimingId: 'lunch', name: 'Lunch', bookings: 15, covers: 40, seatedCovers: 30 },
      { serviceTimingId: 'dinner', name: 'Dinner', bookings: 25, covers: 80, seatedCovers: 60 },
    ],
    sources: [
      { source: 'restaurant', bookings: 10, covers: 30 },
      { source: 'customer', bookings: 25, covers: 75 },
      { source: 'walkIn', bookings: 5, covers: 15 },
    ],
    partySizes: [
      { pax: 4, bookings: 10 },
      { pax: 2, bookings: 30 },
    ],
    leadTimes: [
      { bucket: 'sameDay', bookings: 8 },
      { bucket: 'threeToSevenDays', bookings: 27 },
    ],
    turnTimes: [
      { pax: 2, parties: 20, medianMinutes: 75, averageMinutes: 80 },
      { pax: 4, parties: 10, medianMinutes: 95, averageMinutes: 100 },
    ],
    utilisation: {
      overall: 0.42,
      byService: [{ serviceTimingId: 'dinner', name: 'Dinner', ratio: 0.5 }],
      byArea: [{ areaId: 'main', name: 'Main hall', ratio: null }],
    },
    pacing: [
      { weekday: 1, slot: '19:00', covers: 12 },
      { weekday: 1, slot: '19:30:00', covers: 6 },
      { weekday: 2, slot: '19:00', covers: 4 },
    ],
    money: [{ currency: 'SGD', collected: 123450, refunded: 5000, guaranteesCharged: 2000 }],
    messages: [{ channel: 'sms', sent: 30, delivered: 28, failed: 2 }],
    guestConfirmed: 12,
    repeatGuests: { seatedCovers: 90, repeatCovers: 30 },
    ...overrides,
  };
}

/** Words that show what was asked for: the key, and the values given. */
export const testWords: ReportWords = {
  t: (key, options) => {
    const values = Object.entries(options ?? {}).filter(([k]) => k !== 'defaultValue');
    return values.length ? `${key}(${values.map(([, v]) => String(v)).join(',')})` : key;
  },
  day: (date) => `day ${date}`,
  weekday: (n) => ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][n]!,
};
