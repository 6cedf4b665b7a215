import type { Country } from '../demo-brands';

/**
 * The scale data set's restaurant group as plain data (issue 34): four brands, one per market, each in
 * its own time zone and currency, twenty outlets in all, four of them with 60 tables. seed/scale
 * writes a year of bookings for each (scale-bookings.ts).
 */
export interface ScaleOutlet {
  key: string;
  name: string;
  code: string;
  tableCount: number;
  city: string;
}

export interface ScaleBrand {
  key: string;
  name: string;
  shortName: string;
  country: Country;
  timezone: string;
  /** the brand takes deposits (its outlets' plans do too): Taiwan's does not, as in the demo */
  takesPayments: boolean;
  takesGoogle: boolean;
  /** a card held per guest on weekend dinners for big parties, charged for a no-show (minor units per guest) */
  guaranteePerGuest: number | null;
  outlets: ScaleOutlet[];
}

export const SCALE_BRANDS: ScaleBrand[] = [
  {
    key: 'lotus-kitchen',
    name: 'Lotus Kitchen',
    shortName: 'LK',
    country: 'SG',
    timezone: 'Asia/Singapore',
    takesPayments: true,
    takesGoogle: true,
    guaranteePerGuest: null,
    outlets: [
      { key: 'raffles', name: 'Lotus Kitchen Raffles Place', code: 'LK-RAFFLES', tableCount: 60, city: 'Singapore' },
      { key: 'holland', name: 'Lotus Kitchen Holland Village', code: 'LK-HOLLAND', tableCount: 40, city: 'Singapore' },
      { key: 'katong', name: 'Lotus Kitchen Katong', code: 'LK-KATONG', tableCount: 32, city: 'Singapore' },
    ],
  },
  {
    key: 'rasa-dapur',
    name: 'Rasa Dapur',
    shortName: 'RD',
    country: 'MY',
    timezone: 'Asia/Kuala_Lumpur',
    takesPayments: true,
    takesGoogle: true,
    guaranteePerGuest: null,
    outlets: [
      { key: 'klcc', name: 'Rasa Dapur KLCC', code: 'RD-KLCC', tableCount: 60, city: 'Kuala Lumpur' },
      { key: 'bangsar', name: 'Rasa Dapur Bangsar', code: 'RD-BANGSAR', tableCount: 48, city: 'Kuala Lumpur' },
      { key: 'pj', name: 'Rasa Dapur Petaling Jaya', code: 'RD-PJ', tableCount: 40, city: 'Petaling Jaya' },
      { key: 'penang', name: 'Rasa Dapur Gurney', code: 'RD-GURNEY', tableCount: 40, city: 'George Town' },
      { key: 'jb', name: 'Rasa Dapur Johor Bahru', code: 'RD-JB', tableCount: 32, city: 'Johor Bahru' },
      { key: 'ipoh', name: 'Rasa Dapur Ipoh', code: 'RD-IPOH', tableCount: 32, city: 'Ipoh' },
    ],
  },
  {
    key: 'golden-harbour',
    name: 'Golden Harbour',
    shortName: 'GH',
    country: 'HK',
    timezone: 'Asia/Hong_Kong',
    takesPayments: true,
    takesGoogle: false,
    guaranteePerGuest: 20000,
    outlets: [
      { key: 'central', name: 'Golden Harbour Central', code: 'GH-CENTRAL', tableCount: 60, city: 'Hong Kong' },
      { key: 'tst', name: 'Golden Harbour Tsim Sha Tsui', code: 'GH-TST', tableCount: 60, city: 'Hong Kong' },
      { key: 'cwb', name: 'Golden Harbour Causeway Bay', code: 'GH-CWB', tableCount: 48, city: 'Hong Kong' },
      { key: 'mongkok', name: 'Golden Harbour Mong Kok', code: 'GH-MONGKOK', tableCount: 40, city: 'Hong Kong' },
      { key: 'shatin', name: 'Golden Harbour Sha Tin', code: 'GH-SHATIN', tableCount: 40, city: 'Hong Kong' },
      { key: 'kwuntong', name: 'Golden Harbour Kwun Tong', code: 'GH-KWUNTONG', tableCount: 32, city: 'Hong Kong' },
    ],
  },
  {
    key: 'formosa-noodle-house',
    name: 'Formosa Noodle House',
    shortName: 'FN',
    country: 'TW',
    timezone: 'Asia/Taipei',
    takesPayments: false,
    takesGoogle: true,
    guaranteePerGuest: null,
    outlets: [
      { key: 'xinyi', name: 'Formosa Noodle House Xinyi', code: 'FN-XINYI', tableCount: 60, city: 'Taipei' },
      { key: 'daan', name: "Formosa Noodle House Da'an", code: 'FN-DAAN', tableCount: 48, city: 'Taipei' },
      { key: 'zhongshan', name: 'Formosa Noodle House Zhongshan', code: 'FN-ZHONGSHAN', tableCount: 40, city: 'Taipei' },
      { key: 'banqiao', name: 'Formosa Noodle House Banqiao', code: 'FN-BANQIAO', tableCount: 32, city: 'New Taipei' },
      { key: 'taichung', name: 'Formosa Noodle House Taichung', code: 'FN-TAICHUNG', tableCount: 32, city: 'Taichung' },
    ],
  },
];

/** Who signs in to see the group: a merchant of all twenty outlets (printed by the command, in README.md). */
export const SCALE_MERCHANT = {
  email: 'owner@pearldining.example',
  password: 'host-scale-2026',
  displayName: 'Pearl Dining Group Owner',
};
/** Every scale outlet's PIN, with its code (LK-RAFFLES and the others above). */
export const SCALE_OUTLET_PIN = '8080';

export interface ScaleTable {
  name: string;
  area: number;
  minPax: number;
  maxPax: number;
  shape: string;
  x: number;
  y: number;
  size: number;
}

const AREA_NAMES: Record<Country, string[]> = {
  SG: ['Main Hall', 'Garden Terrace', 'Private Rooms'],
  MY: ['Ruang Utama', 'Anjung', 'Bilik Persendirian'],
  HK: ['大廳 Main Hall', '露台 Terrace', '廂房 Private Rooms'],
  TW: ['用餐區 Dining Room', '吧台 Counter', '包廂 Private Rooms'],
};

export const areaNamesOf = (country: Country) => AREA_NAMES[country];

/**
 * An outlet's floor of `count` tables: two-tops and four-tops most, some sixes and eights, a round
 * table for ten per 20 tables; half in the main hall, the rest on the terrace and in private rooms
 * (where the big tables are).
 */
export function floorOf(count: number): ScaleTable[] {
  const tens = Math.max(1, Math.round(count / 20));
  const eights = Math.round(count * 0.06);
  const sixes = Math.round(count * 0.14);
  const fours = Math.round(count * 0.4);
  const twos = count - tens - eights - sixes - fours;
  const seats: Array<[number, number, string]> = [
    ...Array.from({ length: twos }, () => [1, 2, 'square'] as [number, number, string]),
    ...Array.from({ length: fours }, () => [2, 4, 'square'] as [number, number, string]),
    ...Array.from({ length: sixes }, () => [4, 6, 'rectangle'] as [number, number, string]),
    ...Array.from({ length: eights }, () => [5, 8, 'booth'] as [number, number, string]),
    ...Array.from({ length: tens }, () => [7, 10, 'round'] as [number, number, string]),
  ];
  const mainCount = Math.ceil(count / 2);
  const terraceCount = Math.ceil((count - mainCount) * 0.6);
  const placed = new Map<number, number>();
  return seats.map(([minPax, maxPax, shape], i) => {
    // The big tables go to the private rooms, the small ones fill the hall first.
    const area = maxPax >= 8 ? 2 : i < mainCount ? 0 : i < mainCount + terraceCount ? 1 : 2;
    const n = placed.get(area) ?? 0;
    placed.set(area, n + 1);
    const prefix = ['M', 'T', 'P'][area]!;
    return {
      name: `${prefix}${n + 1}`,
      area,
      minPax,
      maxPax,
      shape,
      x: 130 + (n % 6) * 200,
      y: 170 + Math.floor(n / 6) * 220,
      size: maxPax >= 6 ? 2 : 1,
    };
  });
}
