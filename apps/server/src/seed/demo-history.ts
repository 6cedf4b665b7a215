import { normalisePhone } from '@host/domain/phone';
import { localDateOf } from '@host/domain/time';
import { freeTable, random } from './demo-book';
import { DEMO_SERVICE_TIMINGS } from './demo-floor';
import { GUESTS, phoneFor } from './demo-people';
import {
  addMinutes,
  CANCELLED,
  COMPLETED,
  dayOf,
  type DemoHistory,
  DINNER_SLOTS,
  GUARANTEE,
  type HistoryBooking,
  type HistoryGuest,
  type HistoryInput,
  instantAt,
  LUNCH_SLOTS,
  MINUTE,
  NAME_PARTS,
  NO_SHOW,
  PARTY_SIZES,
  PHONE_BASE,
  PHONES_PER_OUTLET,
  REGULARS,
  WEEKDAY_LOAD,
} from './demo-history-shape';
import { lifeOf } from './demo-history-life';

/**
 * The demo's past (issue 31: reports need weeks to show): for every outlet, the days from today-35 to
 * today-2 in its time zone (yesterday on are demo-book.ts's), as the app would have left them.
 * Parties that came and left (seated near their time, staying longer the bigger they are), walk-ins,
 * no-shows and cancellations (some late), booked by staff, on the booking page and on Reserve with
 * Google, by guests of the brand's own (the demo's named guests keep their visits), some of them
 * regulars; deposits, refunds and a card guarantee charged for a no-show; the guests' messages and
 * their confirmations; and each booking's history lines. Deterministic from the outlet's code.
 */

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
