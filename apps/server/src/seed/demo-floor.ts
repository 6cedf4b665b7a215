import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import type { Country } from './demo-brands';

/**
 * What every demo outlet has besides its bookings, as plain data (seed/demo.ts writes it): the
 * brand's tickets and tags, the outlet's features and hours, its floor and its two services.
 */

/** The brand's tags and their colours (packages/domain/src/brand-tags.ts); a host's allergies and regulars have fields of their own. */
export const DEMO_TAGS = [
  { title: 'VIP', colour: 'amber' },
  { title: 'Wheelchair', colour: 'blue' },
  { title: 'Birthday', colour: 'pink' },
  { title: 'Corporate', colour: 'indigo' },
  { title: 'Window seat', colour: 'teal' },
] as const;

/** Every outlet's features (the gated ones are @host/domain/entitlements' FEATURE); an outlet may leave some off (demo-brands.ts). */
export const DEMO_ENTITLEMENTS = [
  'RESERVATION',
  'TABLE_MANAGEMENT',
  'PAYMENT_REQUEST',
  'TABLE_COMBINATION',
  'AUTOMATED_CALL',
  'WEB_PUSH',
  'WAITLIST',
  'REPORTS',
];

/** Open 11:00 to 22:30 every day of the week (0 is Sunday). */
export const DEMO_OPENING_HOURS = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '11:00:00', endTime: '22:30:00' }));

export const DEMO_OUTLET_POLICIES = {
  reservationPolicy: 'Tables are held for 15 minutes past the booking time.',
  reservationCancellationPolicy: 'Please let us know 24 hours ahead if your plans change.',
  // The outlet's own translations, as a restaurant in these markets writes them (issue 28).
  policyTranslations: {
    reservation: {
      'zh-Hans': '座位将为您保留至预订时间后15分钟。',
      'zh-Hant': '座位將為您保留至訂位時間後15分鐘。',
      ms: 'Meja ditahan selama 15 minit selepas waktu tempahan.',
    },
    cancellation: {
      'zh-Hans': '如行程有变，请提前24小时告知我们。',
      'zh-Hant': '如行程有變，請提前24小時告知我們。',
      ms: 'Sila maklumkan kami 24 jam lebih awal jika rancangan anda berubah.',
    },
  },
};

/** A free standard table, and a tasting menu with a deposit per guest in the market's currency (minor units). */
export function demoTickets(country: Country) {
  const tasting = { SG: 8800, MY: 18800, HK: 38800, TW: 120000 }[country];
  return [
    {
      name: 'Standard table',
      description: 'A table for the party, no payment needed.',
      color: '#2065D1',
      typePayment: TICKET_TYPE_PAYMENT.NO_PAYMENT,
      typePrice: TICKET_TYPE_PRICE.PER_BOOKING,
      order: 1,
    },
    {
      name: "Chef's tasting menu",
      description: 'Seven courses; a deposit per guest holds the table and is taken off the bill.',
      color: '#B76E00',
      typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
      price: tasting,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      usualPrice: tasting,
      order: 2,
      collectDeposit: true,
      refundWindow: 24,
      refundWindowUnit: 'hour',
      editWindow: 24,
    },
  ];
}

const AREA_NAMES: Record<Country, Array<[string, string]>> = {
  SG: [
    ['Main Hall', 'Main Hall 大堂'],
    ['Garden Terrace', 'Garden Terrace 花园'],
  ],
  MY: [
    ['Ruang Utama', 'Ruang Utama'],
    ['Anjung', 'Anjung Luar'],
  ],
  HK: [
    ['Main Hall', '大廳 Main Hall'],
    ['Private Rooms', '廂房 Private Rooms'],
  ],
  TW: [
    ['Counter', '吧台 Counter'],
    ['Dining Room', '用餐區 Dining Room'],
  ],
};

/** The two areas of the floor, in order: the main room, then the side room. */
export function demoAreas(country: Country) {
  return AREA_NAMES[country].map(([name, displayName], order) => ({
    name,
    displayName,
    order,
    color: order === 0 ? '#2065D1' : '#00A76F',
    bookableOnline: true,
    minPax: 1,
    maxPax: order === 0 ? 10 : 6,
  }));
}

export interface DemoTable {
  /** 0: the main room, 1: the side room */
  area: 0 | 1;
  name: string;
  minPax: number;
  maxPax: number;
  shape: string;
  x: number;
  y: number;
  size: number;
}

/** A grid of 2-, 4- and 6-seat tables and a round table for 10 in the main room; two-tops and four-tops on the side. */
export const DEMO_TABLES: DemoTable[] = (() => {
  const grid = (i: number) => ({ x: 130 + (i % 4) * 240, y: 170 + Math.floor(i / 4) * 280 });
  const main: Array<[number, number, string]> = [
    [2, 2, 'square'],
    [2, 2, 'square'],
    [2, 4, 'square'],
    [2, 4, 'square'],
    [3, 4, 'rectangle'],
    [3, 6, 'rectangle'],
    [4, 6, 'booth'],
    [6, 10, 'round'],
  ];
  const side: Array<[number, number, string]> = [
    [1, 2, 'round'],
    [1, 2, 'round'],
    [2, 4, 'square'],
    [2, 4, 'square'],
    [1, 2, 'round'],
    [1, 2, 'round'],
    [2, 4, 'square'],
    [2, 6, 'rectangle'],
  ];
  return [
    // A two-top seats one guest too.
    ...main.map(([minPax, maxPax, shape], i) => ({
      area: 0 as const,
      name: `M${i + 1}`,
      minPax: minPax === 2 && maxPax === 2 ? 1 : minPax,
      maxPax,
      shape,
      ...grid(i),
      size: maxPax >= 6 ? 2 : 1,
    })),
    ...side.map(([minPax, maxPax, shape], i) => ({ area: 1 as const, name: `T${i + 1}`, minPax, maxPax, shape, ...grid(i), size: 1 })),
  ];
})();

/** Tables pushed together for bigger parties: two two-tops, two four-tops, and the terrace pair. */
export const DEMO_COMBINATIONS = [
  { tables: ['M1', 'M2'], minPax: 3, maxPax: 4 },
  { tables: ['M3', 'M4'], minPax: 5, maxPax: 8 },
  { tables: ['T3', 'T4'], minPax: 5, maxPax: 8 },
];

/** Lunch and dinner every day, sold on the standard table (the first ticket). Times in seconds. */
export const DEMO_SERVICE_TIMINGS = {
  lunch: {
    name: 'Lunch',
    days: [0, 1, 2, 3, 4, 5, 6],
    dailyStartTime: '11:30:00',
    dailyEndTime: '14:30:00',
    diningInterval: 5400,
    intervalTime: 900,
    leadTime: 3600,
    gracePeriod: 900,
    maxGuest: 40,
    maxReservation: 12,
    minPartySize: 1,
    maxPartySize: 10,
    bookingOnline: true,
  },
  dinner: {
    name: 'Dinner',
    days: [0, 1, 2, 3, 4, 5, 6],
    dailyStartTime: '17:30:00',
    dailyEndTime: '22:00:00',
    diningInterval: 7200,
    intervalTime: 900,
    leadTime: 3600,
    gracePeriod: 900,
    maxGuest: 60,
    maxReservation: 16,
    minPartySize: 1,
    maxPartySize: 10,
    bookingOnline: true,
  },
};
