import { RESERVATION_STATUS } from '@host/domain/statuses';
import { addLocalDays, instantOf } from '@host/domain/time';
import { type Country } from './demo-brands';
import { type DemoTable } from './demo-floor';

/**
 * The demo's past (demo-history.ts), its shape: the odds it draws from (days, slots, parties, lead
 * times, names) and the types of what it plans; shared by the plan, a booking's life and the writer.
 */

export const { BOOKED, CONFIRMED, PENDING, SEATED, COMPLETED, CANCELLED, NO_SHOW } = RESERVATION_STATUS;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Bookings per day against the outlet's usual day (0 is Sunday): quiet early in the week, full on Friday and Saturday. */
export const WEEKDAY_LOAD = [1.0, 0.6, 0.7, 0.8, 0.9, 1.35, 1.5];
/** When parties book a table, weighted by repeats (the demo's five weeks and the scale data set's year). */
export const LUNCH_SLOTS = ['11:30', '11:45', '12:00', '12:00', '12:15', '12:30', '12:30', '12:45', '13:00', '13:15', '13:30'];
export const DINNER_SLOTS = [
  '17:30',
  '18:00',
  '18:15',
  '18:30',
  '18:30',
  '18:45',
  '19:00',
  '19:00',
  '19:15',
  '19:30',
  '19:30',
  '19:45',
  '20:00',
  '20:30',
  '21:00',
];
/** Mostly twos and fours; now and then a table for ten. */
export const PARTY_SIZES = [1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10];
/** How far ahead a booking was made, in days: [from, to] with its odds (same day, 1-2, 3-7, 8-30, 31-45). */
export const LEAD_DAYS: Array<[number, number, number]> = [
  [0, 0, 0.15],
  [1, 2, 0.25],
  [3, 7, 0.3],
  [8, 30, 0.25],
  [31, 45, 0.05],
];
export const REGULARS = 40;
/**
 * Running phone indexes of the history's guests (demo-people.ts's phoneFor): past the named guests' and
 * the queue's (900 on), 1000 per outlet of a country. phoneFor repeats every 10,000 (Taiwan's every 1,000:
 * the demo has one outlet there).
 */
export const PHONE_BASE = 100;
export const PHONES_PER_OUTLET = 790;
export const GUEST_NOTES = ['Window seat if possible', 'High chair needed', 'No pork, please', 'Celebrating an anniversary'];
/** The card guarantee Harbour Dim Sum asked on weekend dinners before retiring it: the demo's held cards (HK$ per guest). */
export const GUARANTEE = { name: 'Weekend dinner guarantee', price: 20000, retiredAfterDay: -20 };

/**
 * New guests' names by market, none of them a demo person's (other tests find those by name):
 * given names | family names | language, each list split on '|'.
 */
export const NAME_PARTS: Record<Country, string[]> = {
  SG: [
    'Alicia|Bryan|Cheryl|Darren|Elaine|Gavin|Hui Min / Tan|Lim|Lee|Ng|Ong|Wong|Goh / en-SG',
    'Ivan|Jasmine|Kenneth|Li Ting|Melvin|Pei Shan|Russell / Chan|Teo|Ang|Tay|Toh|Foo|Neo / en-SG',
    '嘉欣|子豪|欣怡|俊伟|雅婷|志强|丽娟|家伟|晓玲|国华 / 陈|林|黄|李|吴|王|郑|许 / zh-SG',
    'Aisyah|Faizal|Syahmi|Ravi|Deepa|Karthik|Anitha|Zulkifli / Abdullah|Rahim|Osman|Menon|Raj|Nair / en-SG',
  ],
  MY: [
    'Aiman|Danial|Fikri|Irfan|Nabil|Rizal|Syazwan / bin Abdullah|bin Yusof|bin Hassan|bin Othman / ms-MY',
    'Balqis|Erna|Hanis|Liyana|Qistina|Wardah / binti Ahmad|binti Ismail|binti Rahman|binti Sulaiman / ms-MY',
    'Kah Wai|Mun Yee|Jia Hui|Wai Keong|Siew Ling|Boon Kiat / Tan|Lim|Wong|Chong|Yap|Teoh|Ooi / en-MY',
    '伟明|慧玲|丽萍|俊豪|美琪 / 陈|林|张|刘|曾 / zh-MY',
    'Arun|Devi|Priya|Vijay|Shalini / Subramaniam|Krishnan|Ramasamy|Nadarajah / en-MY',
  ],
  HK: [
    '嘉怡|浩然|詩婷|俊熙|凱琳|家樂|曉晴|志豪|穎欣|子健 / 陳|李|黃|張|何|梁|鄧|馬|朱 / zh-Hant-HK',
    'Ka Man|Hoi Yan|Chun Wai|Wing Sze|Ho Yin|Carmen|Dicky|Gigi|Kenny|Mandy / Chan|Wong|Lee|Cheung|Tam|Tang|Chu / en-HK',
  ],
  TW: [
    '宜庭|俊傑|佳蓉|冠廷|思妤|彥廷|雅雯|家瑋|柏宇|品妍 / 陳|林|黃|張|李|王|吳|劉|蔡 / zh-Hant-TW',
    'Yu-Ting|Po-Han|Hsin-Yi|Chia-Wei|Jessica|Allen|Vicky|Tony|Wendy / Chen|Lin|Huang|Chang|Wang|Tsai|Yang / en-TW',
  ],
};

export interface HistoryInput {
  outletCode: string;
  country: Country;
  timezone: string;
  now: Date;
  tables: DemoTable[];
  /** the outlet's place among the demo's outlets of its country: its guests' phones are its own */
  outletIndex: number;
  /** the outlet's plan and brand take payment requests: deposits for the tasting menu */
  takesPayments: boolean;
  /** the brand takes Reserve with Google */
  takesGoogle: boolean;
  /** the tasting menu's deposit per guest, minor units */
  depositPrice: number;
  /** the brand's retired card guarantee, if it had one: per guest, minor units */
  guaranteePrice: number | null;
}

export interface HistoryGuest {
  firstName: string;
  lastName: string;
  language: string;
  /** E.164 */
  phone: string;
  email: string | null;
}

/** Who did it: the outlet's staff, the guest, or Host itself. */
export type Actor = 'outlet' | 'guest' | 'system';

export interface HistoryBooking {
  /** seeds the booking's code */
  key: string;
  service: 'lunch' | 'dinner';
  /** indexes `guests`; null: a walk-in who left no name */
  guest: number | null;
  ticket: 'standard' | 'tasting' | 'guarantee' | null;
  source: string;
  isWalkIn: boolean;
  reservationDate: string;
  reservationTime: string;
  startsAt: Date;
  diningInterval: number;
  adults: number;
  children: number;
  status: number;
  table: string;
  /** the table's hold: from the seating (or the booking's time) for the dining interval */
  holdStartsAt: Date;
  holdEndsAt: Date;
  createdAt: Date;
  confirmedAt: Date | null;
  seatedAt: Date | null;
  departedAt: Date | null;
  cancelledAt: Date | null;
  cancelledByRestaurant: boolean;
  allowMessages: boolean;
  notes: string | null;
  occasions: string[];
  /** history lines, in order */
  events: Array<{ at: Date; action: string; actor: Actor; changes: Record<string, unknown> }>;
  payment: HistoryPayment | null;
  messages: HistoryMessage[];
}

export interface HistoryPayment {
  kind: 'payment' | 'hold';
  amount: number;
  openedAt: Date;
  paidAt: Date;
  /** deposits given back on a cancel inside the refund window */
  refundedAt: Date | null;
  /** a held card: charged for a no-show, else let go */
  settledAt: Date | null;
  charged: boolean;
}

export interface HistoryMessage {
  channel: 'sms' | 'email';
  type: 'confirm' | 'payLink';
  timing: 'now' | '24h' | '5h';
  sendAt: Date;
  state: 'delivered' | 'failed';
  result: 'confirmed' | 'cancelled' | 'missed' | null;
}

export interface DemoHistory {
  guests: HistoryGuest[];
  bookings: HistoryBooking[];
}

export type Planned = {
  key: string;
  service: 'lunch' | 'dinner';
  isWalkIn: boolean;
  pax: number;
  children: number;
  time: string;
  source: string;
  status: number;
  ticket: HistoryBooking['ticket'];
  guest: number | null;
  guestRow: HistoryGuest | null;
  date: string;
  startsAt: Date;
  diningInterval: number;
  seatedAt: Date | null;
  departedAt: Date | null;
  table: string;
  holdStartsAt: Date;
  holdEndsAt: Date;
};

/** instantOf and addLocalDays, remembered: the history asks for the same days and slots thousands of times (the seed's time). */
const instants = new Map<string, Date>();
const days = new Map<string, string>();
export function instantAt(date: string, time: string, timezone: string): Date {
  const key = `${date} ${time} ${timezone}`;
  let instant = instants.get(key);
  if (!instant) instants.set(key, (instant = instantOf(date, time, timezone)));
  return instant;
}
export function dayOf(date: string, offset: number): string {
  const key = `${date} ${offset}`;
  let day = days.get(key);
  if (!day) days.set(key, (day = addLocalDays(date, offset)));
  return day;
}

export const addMinutes = (slot: string, minutes: number) => {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
};
