import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { formatMoney, LOCALES } from '@host/domain/locales';
import { messageDay, messageLanguageOf, renderMessage } from '@host/domain/notifications/templates';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import { normalisePhone } from '@host/domain/phone';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE, reservationStatusName } from '@host/domain/statuses';
import { addLocalDays, instantOf, localDateOf } from '@host/domain/time';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { CODE_ALPHABET } from '../lib/reservation-code';
import * as s from '../db/schema';
import { DEMO_BRANDS, type Country } from './demo-brands';
import { freeTable, random } from './demo-book';
import { DEMO_SERVICE_TIMINGS, DEMO_TABLES, type DemoTable } from './demo-floor';
import { GUESTS, phoneFor } from './demo-people';

const { BOOKED, CONFIRMED, PENDING, SEATED, COMPLETED, CANCELLED, NO_SHOW } = RESERVATION_STATUS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The demo's past (issue 31: reports need weeks to show): for every outlet, the days from today-35 to
 * today-2 in its time zone (yesterday on are demo-book.ts's), as the app would have left them.
 * Parties that came and left (seated near their time, staying longer the bigger they are), walk-ins,
 * no-shows and cancellations (some late), booked by staff, on the booking page and on Reserve with
 * Google, by guests of the brand's own (the demo's named guests keep their visits), some of them
 * regulars; deposits, refunds and a card guarantee charged for a no-show; the guests' messages and
 * their confirmations; and each booking's history lines. Deterministic from the outlet's code.
 */

/** Bookings per day against the outlet's usual day (0 is Sunday): quiet early in the week, full on Friday and Saturday. */
const WEEKDAY_LOAD = [1.0, 0.6, 0.7, 0.8, 0.9, 1.35, 1.5];
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
const PARTY_SIZES = [1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10];
/** How far ahead a booking was made, in days: [from, to] with its odds (same day, 1-2, 3-7, 8-30, 31-45). */
const LEAD_DAYS: Array<[number, number, number]> = [
  [0, 0, 0.15],
  [1, 2, 0.25],
  [3, 7, 0.3],
  [8, 30, 0.25],
  [31, 45, 0.05],
];
const REGULARS = 40;
/**
 * Running phone indexes of the history's guests (demo-people.ts's phoneFor): past the named guests' and
 * the queue's (900 on), 1000 per outlet of a country. phoneFor repeats every 10,000 (Taiwan's every 1,000:
 * the demo has one outlet there).
 */
const PHONE_BASE = 100;
const PHONES_PER_OUTLET = 790;
const GUEST_NOTES = ['Window seat if possible', 'High chair needed', 'No pork, please', 'Celebrating an anniversary'];
/** The card guarantee Harbour Dim Sum asked on weekend dinners before retiring it: the demo's held cards (HK$ per guest). */
const GUARANTEE = { name: 'Weekend dinner guarantee', price: 20000, retiredAfterDay: -20 };

/**
 * New guests' names by market, none of them a demo person's (other tests find those by name):
 * given names | family names | language, each list split on '|'.
 */
const NAME_PARTS: Record<Country, string[]> = {
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

/** An outlet's past five weeks. */
export function demoHistory(input: HistoryInput): DemoHistory {
  const rand = random(`history:${input.outletCode}`);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const between = (from: number, to: number) => from + rand() * (to - from);
  const today = localDateOf(input.now, input.timezone);
  const guests = guestBook(input, rand);
  const base = 17 + Math.floor(rand() * 6);
  const bookings: HistoryBooking[] = [];
  let guarantees = 0;

  for (let offset = -35; offset <= -2; offset++) {
    const date = dayOf(today, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const count = Math.round(base * WEEKDAY_LOAD[weekday]! * between(0.85, 1.15));
    const lunchShare = weekday === 0 || weekday === 6 ? 0.45 : 0.35;
    const day = Array.from({ length: count }, (_, i) => {
      const service: 'lunch' | 'dinner' = rand() < lunchShare ? 'lunch' : 'dinner';
      const isWalkIn = rand() < (service === 'lunch' ? 0.14 : 0.08);
      const pax = pick(PARTY_SIZES);
      const children = pax >= 3 && rand() < 0.25 ? (pax >= 5 && rand() < 0.4 ? 2 : 1) : 0;
      const slot = pick(service === 'lunch' ? LUNCH_SLOTS : DINNER_SLOTS);
      // A walk-in comes when it comes; a booking is for a slot of its service.
      const time = isWalkIn ? addMinutes(slot, Math.floor(rand() * 15)) : `${slot}:00`;
      const sources = ['restaurant', 'restaurant', 'customer', 'customer', 'customer', ...(input.takesGoogle ? ['google', 'google'] : [])];
      const source = isWalkIn ? 'walkIn' : pick(sources);
      const fate = rand();
      let status = isWalkIn || fate >= 0.17 ? COMPLETED : fate < 0.07 ? NO_SHOW : CANCELLED;
      let ticket: HistoryBooking['ticket'] = isWalkIn ? null : 'standard';
      // Staff sell the tasting menu (its deposit) by phone for dinners; the services sell the standard table online.
      if (input.takesPayments && source === 'restaurant' && service === 'dinner' && rand() < 0.25) ticket = 'tasting';
      const isGuaranteeNight = weekday >= 5 && offset <= GUARANTEE.retiredAfterDay && service === 'dinner';
      if (input.guaranteePrice && isGuaranteeNight && source === 'restaurant' && pax >= 4 && guarantees < 6) {
        ticket = 'guarantee';
        // Two held cards were charged: parties that did not come.
        if (guarantees++ % 3 === 1) status = NO_SHOW;
      }
      return { key: `${input.outletCode}:${date}:${i}`, service, isWalkIn, pax, children, time, source, status, ticket };
    });
    day.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));

    // One party per table at a time: a booking that finds no free table was never taken.
    const holds = new Map<string, Array<[number, number]>>();
    for (const p of day) {
      const startsAt = instantAt(date, p.time, input.timezone);
      const { diningInterval } = DEMO_SERVICE_TIMINGS[p.service];
      const seatedAt =
        p.status !== COMPLETED ? null : p.isWalkIn ? startsAt : new Date(startsAt.getTime() + Math.round(between(-5, 12)) * MINUTE);
      const turn = 62 + 8 * p.pax - (p.service === 'lunch' ? 12 : 0) + Math.round((rand() + rand() - 1) * 15);
      const departedAt = seatedAt && new Date(seatedAt.getTime() + turn * MINUTE);
      const holdStartsAt = seatedAt ?? startsAt;
      const holdEndsAt = new Date(holdStartsAt.getTime() + diningInterval * 1000);
      const busyFrom = Math.min(startsAt.getTime(), holdStartsAt.getTime());
      const busyTo = Math.max(holdEndsAt.getTime(), departedAt?.getTime() ?? 0);
      const table = freeTable(input.tables, holds, { pax: p.pax, start: busyFrom, end: busyTo, isActive: p.status !== CANCELLED });
      if (!table) continue;
      const guest = p.isWalkIn && rand() < 0.5 ? null : chooseGuest(guests, rand);
      bookings.push(
        lifeOf(input, rand, {
          ...p,
          guest,
          guestRow: guest === null ? null : guests.rows[guest]!,
          date,
          startsAt,
          diningInterval,
          seatedAt,
          departedAt,
          table: table.name,
          holdStartsAt,
          holdEndsAt,
        }),
      );
    }
  }
  return { guests: guests.rows, bookings };
}

type Planned = {
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

/** A booking's life: when it was made, paid, told, confirmed, seated, left, cancelled or given up, and the lines that says so. */
function lifeOf(input: HistoryInput, rand: () => number, p: Planned): HistoryBooking {
  const between = (from: number, to: number) => from + rand() * (to - from);
  const start = p.startsAt.getTime();
  const createdAt = p.isWalkIn ? p.startsAt : madeAt(p, input.timezone, rand);
  const made = createdAt.getTime();
  const events: HistoryBooking['events'] = [];
  const line = (at: number, action: string, actor: Actor, changes: Record<string, unknown>) =>
    events.push({ at: new Date(at), action, actor, changes });
  const moved = (at: number, [from, to]: [number, number], actor: Actor, cause?: string) =>
    line(at, 'status', actor, { from: reservationStatusName(from), to: reservationStatusName(to), ...(cause ? { cause } : {}) });
  const online = p.source === 'customer' || p.source === 'google';
  line(made, p.isWalkIn ? 'walk-in' : 'created', online ? 'guest' : 'outlet', {
    status: p.isWalkIn ? SEATED : BOOKED,
    date: p.date,
    time: p.time,
    pax: p.pax,
  });

  // A paying ticket: the host asks for the money by card link as the booking is made; the guest pays within the hour.
  let payment: HistoryPayment | null = null;
  const price = p.ticket === 'tasting' ? input.depositPrice : p.ticket === 'guarantee' ? input.guaranteePrice : null;
  if (price) {
    const amount = price * p.pax;
    const kind = p.ticket === 'guarantee' ? 'hold' : 'payment';
    const paidAt = made + Math.min(between(3, 40) * MINUTE, (start - made) / 2);
    const currency = CURRENCY_OF[input.country];
    moved(made, [BOOKED, PENDING], 'outlet', 'paymentRequested');
    line(made, 'paymentRequested', 'outlet', { type: 'CARD', amount, currency, expireDateTime: new Date(made + HOUR).toISOString() });
    moved(paidAt, [PENDING, BOOKED], 'system', 'paymentSettled');
    line(paidAt, kind === 'hold' ? 'cardHeld' : 'paymentReceived', 'system', { amount, currency });
    payment = { kind, amount, openedAt: new Date(made), paidAt: new Date(paidAt), refundedAt: null, settledAt: null, charged: false };
  }
  const readyAt = payment ? payment.paidAt.getTime() : made;

  const cancelledAt = p.status === CANCELLED ? cancelTime(readyAt, start, rand) : null;
  const cancelledByRestaurant = cancelledAt !== null && rand() < 0.35;
  // One guest in ten turned the booking's messages off; a walk-in keeps the outlet's defaults and is sent nothing (they are here).
  const allowMessages = p.isWalkIn || rand() < 0.9;
  const messages =
    allowMessages && !p.isWalkIn && p.guestRow
      ? messagesOf(p.guestRow!, { readyAt, start, payment, until: cancelledAt ?? start }, rand)
      : [];

  // The guest answers from the first message that reached them, before their time (and before any cancel).
  const heard = messages.find((m) => m.state === 'delivered' && m.type === 'confirm');
  const confirmOdds = p.status === COMPLETED ? 0.55 : p.status === NO_SHOW ? 0.25 : 0.3;
  const until = cancelledAt ?? start;
  let confirmedAt: number | null = null;
  if (heard && rand() < confirmOdds) {
    const at = heard.sendAt.getTime() + Math.min(between(5, 180) * MINUTE, (until - heard.sendAt.getTime()) / 2);
    if (at < until) confirmedAt = at;
  }
  const kept = messages.filter((m) => confirmedAt === null || m.sendAt.getTime() <= confirmedAt || m.type !== 'confirm');
  for (const m of kept) {
    if (m.type !== 'confirm' || m.state !== 'delivered') continue;
    const guestCancelled = cancelledAt !== null && !cancelledByRestaurant && p.source !== 'google';
    m.result = confirmedAt !== null ? 'confirmed' : guestCancelled ? 'cancelled' : 'missed';
  }
  let status: number = BOOKED;
  if (confirmedAt !== null) {
    moved(confirmedAt, [BOOKED, CONFIRMED], 'guest');
    status = CONFIRMED;
  }

  if (p.status === COMPLETED) {
    if (!p.isWalkIn) moved(p.seatedAt!.getTime(), [status, SEATED], 'outlet');
    moved(p.departedAt!.getTime(), [SEATED, COMPLETED], 'outlet');
    if (payment?.kind === 'hold') payment.settledAt = p.departedAt;
  } else if (p.status === NO_SHOW) {
    const markedAt = start + Math.round(between(25, 50)) * MINUTE;
    moved(markedAt, [status, NO_SHOW], 'outlet');
    if (payment?.kind === 'hold') {
      payment.settledAt = new Date(markedAt + MINUTE);
      payment.charged = true;
      line(markedAt + MINUTE, 'noShowCharged', 'system', { amount: payment.amount, currency: CURRENCY_OF[input.country] });
    }
  } else {
    moved(cancelledAt!, [status, CANCELLED], cancelledByRestaurant ? 'outlet' : 'guest');
    if (payment?.kind === 'hold') payment.settledAt = new Date(cancelledAt!);
    // Inside the ticket's 24-hour refund window the deposit goes back by itself; a late cancel keeps it.
    if (payment?.kind === 'payment' && cancelledAt! <= start - 24 * HOUR) {
      payment.refundedAt = new Date(cancelledAt!);
      line(cancelledAt!, 'refund', 'system', { amount: payment.amount, reason: 'cancelledInWindow' });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    key: p.key,
    service: p.service,
    guest: p.guest,
    ticket: p.ticket,
    source: p.source,
    isWalkIn: p.isWalkIn,
    reservationDate: p.date,
    reservationTime: p.time,
    startsAt: p.startsAt,
    diningInterval: p.diningInterval,
    adults: p.pax - p.children,
    children: p.children,
    status: p.status,
    table: p.table,
    holdStartsAt: p.holdStartsAt,
    holdEndsAt: p.holdEndsAt,
    createdAt,
    confirmedAt: confirmedAt === null ? null : new Date(confirmedAt),
    seatedAt: p.seatedAt,
    departedAt: p.departedAt,
    cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
    cancelledByRestaurant,
    allowMessages,
    notes: !p.isWalkIn && rand() < 0.12 ? GUEST_NOTES[Math.floor(rand() * GUEST_NOTES.length)]! : null,
    occasions: !p.isWalkIn && rand() < 0.08 ? ['birthday'] : [],
    events,
    payment,
    messages: kept,
  };
}

/** When a booking was made: the same day from 9 am (at least 45 minutes ahead), or days to weeks before, between 9 am and 10 pm. */
function madeAt(p: Planned, timezone: string, rand: () => number): Date {
  let r = rand();
  const [from, to] = LEAD_DAYS.find(([, , odds]) => (r -= odds) < 0) ?? LEAD_DAYS[0]!;
  const days = from + Math.floor(rand() * (to - from + 1));
  const dayStart = instantAt(dayOf(p.date, -days), '09:00:00', timezone).getTime();
  const latest = days === 0 ? p.startsAt.getTime() - 45 * MINUTE : dayStart + 13 * HOUR;
  return new Date(dayStart + Math.floor(rand() * Math.max(1, (latest - dayStart) / MINUTE)) * MINUTE);
}

/** A cancel: one in five (and every booking made less than a day ahead) inside the last 24 hours, the others earlier. */
function cancelTime(made: number, start: number, rand: () => number): number {
  const dayBefore = start - 24 * HOUR;
  if (made < dayBefore - HOUR && rand() >= 0.2) return made + 10 * MINUTE + Math.floor(rand() * (dayBefore - made - 10 * MINUTE));
  const late = start - (30 + Math.floor(rand() * 1200)) * MINUTE;
  return late > made + 5 * MINUTE ? late : made + Math.floor((start - made) / 2);
}

/**
 * What Host sent the guest (rules of @host/domain/notifications/schedule): the pay link when asked to pay,
 * the acknowledgement once booked, the asks to confirm 24 and 5 hours ahead (those the booking was made
 * early enough for); by SMS, and by email too to a guest who gave one. A few never arrived.
 */
function messagesOf(
  guest: HistoryGuest,
  at: { readyAt: number; start: number; payment: HistoryPayment | null; until: number },
  rand: () => number,
): HistoryMessage[] {
  const sends: Array<Pick<HistoryMessage, 'type' | 'timing'> & { at: number }> = [];
  if (at.payment) sends.push({ type: 'payLink', timing: 'now', at: at.payment.openedAt.getTime() + MINUTE });
  sends.push({ type: 'confirm', timing: 'now', at: at.readyAt + MINUTE });
  for (const [timing, lead] of [
    ['24h', 24 * HOUR],
    ['5h', 5 * HOUR],
  ] as const)
    if (at.start - lead > at.readyAt + MINUTE) sends.push({ type: 'confirm', timing, at: at.start - lead });
  const channels = guest.email ? (['sms', 'email'] as const) : (['sms'] as const);
  return sends
    .filter((m) => m.at < at.until)
    .flatMap((m) =>
      channels.map((channel) => ({
        channel,
        type: m.type,
        timing: m.timing,
        sendAt: new Date(m.at),
        // An SMS that fails goes again by email to a guest who gave one (sender.ts): here only guests without one lose an SMS.
        state: rand() < (channel === 'email' ? 0.03 : guest.email ? 0 : 0.05) ? ('failed' as const) : ('delivered' as const),
        result: null,
      })),
    );
}

/** The brand's guests this outlet sees: its regulars first, then one-time guests as they come. */
function guestBook(input: HistoryInput, rand: () => number) {
  const parts = NAME_PARTS[input.country].map((line) => line.split(' / ').map((part) => part.split('|')) as [string[], string[], [string]]);
  const taken = new Set(GUESTS[input.country].map(([first, last]) => `${first} ${last}`));
  const rows: HistoryGuest[] = [];
  let n = PHONE_BASE + 1000 * input.outletIndex;
  const add = () => {
    let name: [string, string, string];
    do {
      const [given, family, [language]] = parts[Math.floor(rand() * parts.length)]!;
      name = [given[Math.floor(rand() * given.length)]!, family[Math.floor(rand() * family.length)]!, language];
    } while (taken.has(`${name[0]} ${name[1]}`));
    let phone: string | undefined;
    while (!phone) phone = normalisePhone(phoneFor(input.country, n++), input.country) ?? undefined;
    if (n > PHONE_BASE + 1000 * input.outletIndex + PHONES_PER_OUTLET) throw new Error(`${input.outletCode}: too many history guests`);
    const email = rand() < 0.3 ? `diner${n}.${input.outletCode.toLowerCase()}@example.com` : null;
    rows.push({ firstName: name[0], lastName: name[1], language: name[2], phone, email });
    return rows.length - 1;
  };
  for (let i = 0; i < REGULARS; i++) add();
  return { rows, add };
}

/** A third of the parties are regulars (a few of them very regular); the rest come once. */
function chooseGuest(guests: ReturnType<typeof guestBook>, rand: () => number): number {
  return rand() < 0.35 ? Math.floor(REGULARS * rand() ** 1.7) : guests.add();
}

/** instantOf and addLocalDays, remembered: the history asks for the same days and slots thousands of times (the seed's time). */
const instants = new Map<string, Date>();
const days = new Map<string, string>();
function instantAt(date: string, time: string, timezone: string): Date {
  const key = `${date} ${time} ${timezone}`;
  let instant = instants.get(key);
  if (!instant) instants.set(key, (instant = instantOf(date, time, timezone)));
  return instant;
}
function dayOf(date: string, offset: number): string {
  const key = `${date} ${offset}`;
  let day = days.get(key);
  if (!day) days.set(key, (day = addLocalDays(date, offset)));
  return day;
}

const addMinutes = (slot: string, minutes: number) => {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
};

/* ---------------------------------------------------------------------------------------------- */
/* The writer: every outlet's history in one statement per table (json_populate_recordset).        */
/* ---------------------------------------------------------------------------------------------- */

type Row = Record<string, unknown>;
interface Place {
  id: string;
  code: string;
  name: string;
  brandId: string;
  brandName: string;
  country: Country;
  timezone: string;
  takesGoogle: boolean;
  takesPayments: boolean;
  tables: Map<string, string>;
  services: { lunch: string; dinner: string };
  tickets: { standard: string; tasting: string; tastingPrice: number; guarantee: string | null };
}

/**
 * Writes the demo's past at every outlet, after every brand's book (seed/demo.ts): the codes today's
 * books took are read first, so none is taken twice. Guests before bookings (the guest book's visit
 * counters are kept by a trigger on reservations, drizzle/0005).
 */
export async function writeDemoHistory(tx: Executor, now: Date): Promise<void> {
  const places = await placesOf(tx, now);
  const taken = new Set((await tx.select({ code: s.reservations.code }).from(s.reservations)).map((r) => r.code));
  const rows: Record<string, Row[]> = {
    customers: [],
    reservations: [],
    reservation_tables: [],
    reservation_activities: [],
    payment_requests: [],
    transactions: [],
    message_deliveries: [],
    confirmation_notifications: [],
  };
  for (const place of places) {
    const history = demoHistory({
      outletCode: place.code,
      country: place.country,
      timezone: place.timezone,
      now,
      tables: DEMO_TABLES,
      outletIndex: place.outletIndex,
      takesPayments: place.takesPayments,
      takesGoogle: place.takesGoogle,
      depositPrice: place.tickets.tastingPrice,
      guaranteePrice: place.tickets.guarantee ? GUARANTEE.price : null,
    });
    addOutletRows(rows, place, history, taken);
  }
  for (const [table, tableRows] of Object.entries(rows)) await insertRows(tx, table, tableRows);
}

/** The demo's outlets in demo-brands.ts's order, each with its index among its country's, and the ids its history points at. */
async function placesOf(tx: Executor, now: Date): Promise<Array<Place & { outletIndex: number }>> {
  const outlets = await tx
    .select({
      id: s.outlets.id,
      code: s.outlets.quickCode,
      name: s.outlets.outletName,
      brandId: s.brands.id,
      brandName: s.brands.brandName,
      country: s.brands.countryCode,
      timezone: s.brands.timezone,
      takesGoogle: s.brands.enableGoogleBooking,
      brandPays: s.brands.isEnablePaymentRequest,
      planPays: s.outletEntitlements.enabled,
    })
    .from(s.outlets)
    .innerJoin(s.brands, eq(s.brands.id, s.outlets.brandId))
    .leftJoin(
      s.outletEntitlements,
      and(eq(s.outletEntitlements.outletId, s.outlets.id), eq(s.outletEntitlements.featureCode, 'PAYMENT_REQUEST')),
    );
  const tables = await tx.select({ outletId: s.tables.outletId, id: s.tables.id, name: s.tables.name }).from(s.tables);
  const services = await tx
    .select({ outletId: s.serviceTimings.outletId, id: s.serviceTimings.id, name: s.serviceTimings.name })
    .from(s.serviceTimings);
  const tickets = await tx
    .select({ brandId: s.tickets.brandId, id: s.tickets.id, order: s.tickets.order, price: s.tickets.price })
    .from(s.tickets);
  const guarantees = await guaranteeTickets(tx, outlets, now);

  const inCountry = (country: string) => DEMO_BRANDS.filter((b) => b.countryCode === country).flatMap((b) => b.outlets.map((o) => o.code));
  return DEMO_BRANDS.flatMap((brand) =>
    brand.outlets.flatMap((demo) => {
      const o = outlets.find((row) => row.code === demo.code);
      if (!o) return [];
      const serviceOf = (name: string) => services.find((t) => t.outletId === o.id && t.name === name)!.id;
      const ticketOf = (order: number) => tickets.find((t) => t.brandId === o.brandId && t.order === order)!;
      return [
        {
          ...o,
          outletIndex: inCountry(brand.countryCode).indexOf(demo.code),
          country: o.country as Country,
          takesPayments: o.brandPays && o.planPays === true,
          tables: new Map(tables.filter((t) => t.outletId === o.id).map((t) => [t.name, t.id])),
          services: { lunch: serviceOf(DEMO_SERVICE_TIMINGS.lunch.name), dinner: serviceOf(DEMO_SERVICE_TIMINGS.dinner.name) },
          tickets: {
            standard: ticketOf(1).id,
            tasting: ticketOf(2).id,
            tastingPrice: ticketOf(2).price,
            guarantee: guarantees.get(o.brandId) ?? null,
          },
        },
      ];
    }),
  );
}

/** Harbour Dim Sum's card guarantee, retired three weeks ago: its held cards are the past's, no service sells it now. */
async function guaranteeTickets(tx: Executor, outlets: Array<{ brandId: string; brandName: string }>, now: Date) {
  const brandId = outlets.find((o) => o.brandName === 'Harbour Dim Sum')?.brandId;
  if (!brandId) return new Map<string, string>();
  const [ticket] = await tx
    .insert(s.tickets)
    .values({
      brandId,
      name: GUARANTEE.name,
      description: 'Friday and Saturday dinners: a card held per guest, charged only if the party does not come.',
      color: '#7635DC',
      typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
      price: GUARANTEE.price,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      order: 3,
      isActive: false,
      createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
      updatedAt: new Date(now.getTime() + GUARANTEE.retiredAfterDay * 24 * HOUR),
    })
    .returning({ id: s.tickets.id });
  return new Map([[brandId, ticket!.id]]);
}

function addOutletRows(rows: Record<string, Row[]>, place: Place, history: DemoHistory, taken: Set<string>) {
  // A guest is in the book from their first booking on.
  const firstSeen = new Map<number, Date>();
  for (const { guest, createdAt } of history.bookings) {
    const seen = guest === null ? undefined : firstSeen.get(guest);
    if (guest !== null && (!seen || createdAt < seen)) firstSeen.set(guest, createdAt);
  }
  const customerIds = history.guests.map(() => randomUUID());
  history.guests.forEach((g, i) => {
    if (!firstSeen.has(i)) return;
    rows.customers!.push({
      id: customerIds[i],
      brand_id: place.brandId,
      first_name: g.firstName,
      last_name: g.lastName,
      language: g.language,
      phone: g.phone,
      email: g.email,
      country_code: place.country,
      can_send_sms_marketing: i % 2,
      can_send_email_marketing: g.email ? 1 : 0,
      created_at: firstSeen.get(i),
      updated_at: firstSeen.get(i),
    });
  });

  for (const b of history.bookings) {
    const id = randomUUID();
    const guest = b.guest === null ? null : history.guests[b.guest]!;
    const customerId = b.guest === null ? null : customerIds[b.guest]!;
    const tableId = place.tables.get(b.table)!;
    const changes = b.events.filter((e) => e.action === 'status');
    const last = changes.at(-1);
    rows.reservations!.push({
      id,
      code: codeOf(b.key, taken),
      outlet_id: place.id,
      service_timing_id: place.services[b.service],
      customer_id: customerId,
      ticket_id: b.ticket === null ? null : b.ticket === 'guarantee' ? place.tickets.guarantee : place.tickets[b.ticket],
      language: guest?.language ?? null,
      source: b.source,
      dining_interval: b.diningInterval,
      customer_phone: guest?.phone ?? null,
      customer_first_name: guest?.firstName ?? null,
      customer_last_name: guest?.lastName ?? '',
      reservation_date: b.reservationDate,
      reservation_time: b.reservationTime,
      starts_at: b.startsAt,
      number_of_adults: b.adults,
      number_of_children: b.children,
      status: b.status,
      is_walk_in: b.isWalkIn,
      notes: b.notes,
      occasions: b.occasions,
      created_by_restaurant: b.source === 'restaurant' || b.isWalkIn,
      created_by_customer: b.source === 'customer' || b.source === 'google',
      modified_by_restaurant: last?.actor === 'outlet',
      cancelled_by_restaurant: b.cancelledByRestaurant,
      allow_sms_notify: b.allowMessages,
      allow_email_notify: b.allowMessages,
      confirmed_at: b.confirmedAt,
      cancelled_at: b.cancelledAt,
      seated_at: b.seatedAt,
      departed_at: b.departedAt,
      created_timestamp: b.createdAt,
      modified_timestamp: last?.at ?? b.createdAt,
      version: 1 + changes.length,
      // Planned already, and acknowledged: the clock sweep has nothing to send for the past.
      notifications_version: 1 + changes.length,
      guest_acknowledged: true,
      guest_email: b.source === 'customer' || b.source === 'google' ? (guest?.email ?? null) : null,
      guest_token: b.messages.length ? randomBytes(32).toString('hex') : null,
    });
    rows.reservation_tables!.push({
      reservation_id: id,
      table_id: tableId,
      starts_at: b.holdStartsAt,
      ends_at: b.holdEndsAt,
      is_active: false,
    });
    for (const e of b.events) {
      const actor =
        e.actor === 'outlet'
          ? { actor_kind: 'outlet', actor_id: place.id, actor_name: place.code }
          : e.actor === 'guest'
            ? { actor_kind: 'guest', actor_id: customerId, actor_name: `${guest!.firstName} ${guest!.lastName}` }
            : { actor_kind: 'system', actor_id: null, actor_name: 'Host' };
      const withTables = e.action === 'created' || e.action === 'walk-in' ? { ...e.changes, tableIds: [tableId] } : e.changes;
      rows.reservation_activities!.push({ reservation_id: id, ...actor, action: e.action, changes: withTables, created_at: e.at });
    }
    if (b.payment) addPaymentRows(rows, place, b, id);
    for (const m of b.messages) addMessageRows(rows, place, { booking: b, id, guest: guest! }, m);
  }
}

function addPaymentRows(rows: Record<string, Row[]>, place: Place, b: HistoryBooking, reservationId: string) {
  const p = b.payment!;
  const currency = CURRENCY_OF[place.country];
  const requestId = randomUUID();
  const chargeId = randomUUID();
  const token = randomBytes(32).toString('hex');
  const isHold = p.kind === 'hold';
  rows.payment_requests!.push({
    id: requestId,
    reservation_id: reservationId,
    type: 'CARD',
    kind: p.kind,
    status: isHold ? 'guaranteed' : 'paid',
    amount: p.amount,
    currency,
    expire_date_time: new Date(p.openedAt.getTime() + HOUR),
    expire_time: 60,
    provider: 'local',
    provider_ref: `lc_${randomUUID()}`,
    token,
    link: `/pay/${token}`,
    // The tasting menu's terms (demo-floor.ts): refunded in full up to 24 hours ahead; a held card is not a payment.
    refund_window: isHold ? null : 24,
    refund_window_unit: isHold ? null : 'hour',
    paid_at: p.paidAt,
    version: 2,
    created_at: p.openedAt,
    updated_at: p.paidAt,
  });
  rows.transactions!.push(
    transactionRow(place, {
      id: chargeId,
      reservation_id: reservationId,
      payment_request_id: requestId,
      parent_id: null,
      // A held card is let go when the party comes (or cancels), and charged when it does not.
      status: isHold ? (p.charged ? 'charge' : 'no_charge') : 'paid',
      status_refund: null,
      amount: p.amount,
      refunded_amount: p.refundedAt ? p.amount : 0,
      type: 'create',
      refund_reason: null,
      provider_ref: `lch_${randomBytes(12).toString('hex')}`,
      actor_name: p.charged ? place.code : null,
      created_at: p.paidAt,
      updated_at: p.refundedAt ?? p.settledAt ?? p.paidAt,
    }),
  );
  if (p.refundedAt)
    rows.transactions!.push(
      transactionRow(place, {
        id: randomUUID(),
        reservation_id: reservationId,
        payment_request_id: requestId,
        parent_id: chargeId,
        status: 'succeeded',
        status_refund: 'succeeded',
        amount: p.amount,
        refunded_amount: 0,
        type: 'refund',
        refund_reason: 'Cancelled inside the refund window',
        provider_ref: `lre_${randomUUID()}`,
        actor_name: null,
        created_at: p.refundedAt,
        updated_at: p.refundedAt,
      }),
    );
  return requestId;
}

const transactionRow = (place: Place, row: Row): Row => ({
  ...row,
  outlet_id: place.id,
  currency: CURRENCY_OF[place.country],
  metadata_type: 'Deposit',
  source: 'System',
});

/** A message in the ledger as the sender left it, and the plan's row that queued it (modules/notifications). */
function addMessageRows(
  rows: Record<string, Row[]>,
  place: Place,
  { booking, id, guest }: { booking: HistoryBooking; id: string; guest: HistoryGuest },
  m: HistoryMessage,
) {
  const deliveryId = randomUUID();
  const language = messageLanguageOf(guest.language, LOCALES[place.country].languageTags[0]);
  const template = m.type === 'payLink' ? 'payLink' : m.timing === 'now' ? 'booked' : 'confirm';
  // The link is the guest's page, signed with the server's secret the seed does not hold: left out, as for a booking with no link.
  const text = renderMessage(template, language, {
    name: guest.firstName,
    outlet: place.name,
    date: messageDay(booking.reservationDate, language),
    time: booking.reservationTime.slice(0, 5),
    pax: String(booking.adults + booking.children),
    link: '',
    amount: booking.payment ? formatMoney(booking.payment.amount, place.country) : '',
  });
  const delivered = m.state === 'delivered';
  const provider = m.channel === 'sms' ? 'local-sms' : 'smtp-catcher';
  // A failure is the provider not answering four times (sender.ts: MAX_ATTEMPTS, waits of 30 s doubling).
  const settledAt = new Date(m.sendAt.getTime() + (delivered ? 5_000 : 210_000));
  rows.message_deliveries!.push({
    id: deliveryId,
    outlet_id: place.id,
    reservation_id: id,
    channel: m.channel,
    template,
    language,
    recipient: m.channel === 'sms' ? guest.phone : guest.email,
    subject: m.channel === 'email' ? text.subject : null,
    body: text.body,
    state: m.state,
    attempts: delivered ? 1 : 4,
    last_error: delivered ? null : 'TimeoutError: The operation was aborted due to timeout',
    provider,
    provider_ref: delivered ? (m.channel === 'sms' ? `${provider}-${deliveryId}` : `<${deliveryId}@host.local>`) : null,
    sent_at: delivered ? settledAt : null,
    created_at: m.sendAt,
    updated_at: settledAt,
  });
  rows.confirmation_notifications!.push({
    reservation_id: id,
    key: `${m.type}:${m.channel}:${m.timing}`,
    channel: m.channel,
    type: m.type,
    timing: m.timing,
    status: 'queued',
    is_sent: delivered,
    send_at: m.sendAt,
    result: m.result,
    delivery_id: deliveryId,
    created_at: booking.createdAt,
    updated_at: settledAt,
  });
}

/** A code from the booking's key, the next salt when a code is taken (today's books' random ones, or another of the past). */
function codeOf(key: string, taken: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const bytes = createHash('sha256').update(`${key}#${salt}`).digest();
    const code = `R${[...bytes.subarray(0, 7)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** Many rows in one statement: the rows as one JSON parameter, read by the table's own row type (keys are column names). */
async function insertRows(tx: Executor, table: string, rows: Row[]) {
  if (!rows.length) return;
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  const target = sql.identifier(table);
  const json = JSON.stringify(rows);
  await tx.execute(sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`);
}
