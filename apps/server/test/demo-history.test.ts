import { customerPageSchema } from '@host/domain/customers';
import { dayListSchema } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { addLocalDays, instantOf } from '@host/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BRANDS, DEMO_OUTLET_LOGINS } from '../src/seed/demo-brands';
import { DEMO_TABLES } from '../src/seed/demo-floor';
import { demoHistory } from '../src/seed/demo-history';
import type { HistoryInput } from '../src/seed/demo-history-shape';
import { GUESTS } from '../src/seed/demo-people';
import { TEST_NOW } from './clock';
import { parseBody, signedInHost, startTestServer, type TestServer } from './helper';

/**
 * The demo's past (issue 31, seed/demo-history.ts): a newcomer opening last week, or the five weeks
 * before, at any outlet finds evenings that happened. The clock is Tuesday 31 March 2026, 7:30 pm in
 * Singapore (test/clock.ts): the history runs from Tuesday 24 February to Sunday 29 March.
 */

const { COMPLETED, CANCELLED, NO_SHOW } = RESERVATION_STATUS;
const TODAY = '2026-03-31';
const FIRST = addLocalDays(TODAY, -35);
const LAST = addLocalDays(TODAY, -2);
/** The Mondays of the five weeks before this one. */
const WEEKS = [-5, -4, -3, -2, -1].map((w) => addLocalDays('2026-03-30', w * 7));
const ALL_OUTLETS = DEMO_BRANDS.flatMap((b) => b.outlets.map((o) => o.code));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rows = async <T>(text: string, values: unknown[] = []) => (await server.db.$client.query(text, values)).rows as T[];
/** The history's bookings: before yesterday (yesterday on are demo-book.ts's). */
const PAST = `r.reservation_date between '${FIRST}' and '${LAST}'`;

describe('what a host sees of the past weeks', () => {
  it.each(DEMO_OUTLET_LOGINS.map((l) => [l.code, l.pin]))(
    '%s: each of the five past weeks had a busy Friday, every booking of it finished, parties seated before they left',
    async (code, pin) => {
      const host = await signedInHost(server, code, pin);
      for (const monday of WEEKS) {
        const friday = addLocalDays(monday, 4);
        const day = parseBody(dayListSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/reservations?date=${friday}`));
        const completed = day.reservations.filter((r) => r.statusName === 'COMPLETED');
        expect(completed.length, `${code} on ${friday}`).toBeGreaterThan(8);
        const unfinished = day.reservations.filter((r) => !['COMPLETED', 'NO_SHOW', 'CANCELLED'].includes(r.statusName));
        expect(
          unfinished.map((r) => `${r.code} ${r.statusName}`),
          `${code} on ${friday}: a finished day`,
        ).toEqual([]);
        for (const r of completed) {
          expect(new Date(r.departedAt!).getTime(), r.code).toBeGreaterThan(new Date(r.seatedAt!).getTime());
          expect(r.tables.length, `${r.code} sat at a table`).toBe(1);
        }
      }
    },
  );

  it('the guest book has regulars of its own, who came several times; the named demo guests kept their visits', async () => {
    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const page = parseBody(
      customerPageSchema,
      await host.call('GET', `/api/v1/brands/${host.brandId}/customers?sort=visits&direction=desc&limit=20`),
    );
    const regulars = page.items.filter((c) => c.visits >= 3);
    expect(regulars.length).toBeGreaterThan(10);
    const named = new Set(GUESTS.SG.map(([first, last]) => `${first} ${last}`));
    expect(regulars.filter((c) => named.has(`${c.firstName} ${c.lastName}`))).toEqual([]);
    // No demo person has a booking before yesterday: their figures are demo-book.ts's alone.
    const [before] = await rows<{ n: number }>(
      `select count(*)::int as n from reservations r join customers c on c.id = r.customer_id
       where ${PAST} and (c.first_name, c.last_name) in (${GUESTS.SG.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')})`,
      GUESTS.SG.flat().filter((_, i) => i % 3 !== 2),
    );
    expect(before!.n).toBe(0);
  });

  it("a past booking's history says how it went: made, seated, completed", async () => {
    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const day = parseBody(
      dayListSchema,
      await host.call('GET', `/api/v1/outlets/${host.outletId}/reservations?date=${addLocalDays(TODAY, -7)}`),
    );
    const booking = day.reservations.find((r) => r.statusName === 'COMPLETED' && !r.isWalkIn)!;
    const lines = parseBody(
      z.array(z.object({ action: z.string(), changes: z.record(z.string(), z.unknown()) })),
      await host.call('GET', `/api/v1/reservations/${booking.id}/activities`),
    );
    const actions = lines.map((l) => (l.action === 'status' ? `${String(l.changes.from)}>${String(l.changes.to)}` : l.action));
    expect(actions.filter((a) => a === 'created')).toHaveLength(1);
    expect(actions.filter((a) => /^(BOOKED|CONFIRMED)>SEATED$/.test(a))).toHaveLength(1);
    expect(actions.filter((a) => a === 'SEATED>COMPLETED')).toHaveLength(1);
  });
});

describe('the history holds together', () => {
  it.each(ALL_OUTLETS)('%s: completed bookings every week; no-shows, cancellations (some late) and walk-ins', async (code) => {
    const weeks = await rows<{ week: string; completed: number }>(
      `select to_char(date_trunc('week', r.reservation_date), 'YYYY-MM-DD') as week, count(*)::int as completed
       from reservations r join outlets o on o.id = r.outlet_id where o.quick_code = $1 and ${PAST} and r.status = ${COMPLETED} group by 1`,
      [code],
    );
    for (const monday of WEEKS)
      expect(weeks.find((w) => w.week === monday)?.completed ?? 0, `${code}, week of ${monday}`).toBeGreaterThan(40);
    const [mix] = await rows<{
      noShows: number;
      cancelled: number;
      lateCancels: number;
      walkIns: number;
      walkInsNotCompleted: number;
      sources: number;
      bookings: number;
    }>(
      `select count(*) filter (where r.status = ${NO_SHOW})::int as "noShows",
         count(*) filter (where r.status = ${CANCELLED})::int as cancelled,
         count(*) filter (where r.status = ${CANCELLED} and r.cancelled_at > r.starts_at - interval '24 hours')::int as "lateCancels",
         count(*) filter (where r.is_walk_in and r.source = 'walkIn' and r.status = ${COMPLETED})::int as "walkIns",
         count(*) filter (where r.is_walk_in and r.status <> ${COMPLETED})::int as "walkInsNotCompleted",
         count(distinct r.source)::int as sources, count(*)::int as bookings
       from reservations r join outlets o on o.id = r.outlet_id where o.quick_code = $1 and ${PAST}`,
      [code],
    );
    expect(mix!.noShows / mix!.bookings).toBeGreaterThan(0.03);
    expect(mix!.cancelled / mix!.bookings).toBeGreaterThan(0.05);
    expect(mix!.lateCancels).toBeGreaterThan(0);
    expect(mix!.lateCancels).toBeLessThan(mix!.cancelled);
    expect(mix!.walkIns).toBeGreaterThan(20);
    expect(mix!.walkInsNotCompleted).toBe(0);
    expect(mix!.sources).toBeGreaterThanOrEqual(3);
  });

  it('times are in order: made before the time, seated near it, left after a turn that grows with the party, all before now', async () => {
    const wrong = await rows<{ code: string }>(
      `select r.code from reservations r where ${PAST} and not (
         r.created_timestamp <= r.starts_at and r.starts_at < $1::timestamptz
         and (r.status <> ${COMPLETED} or (r.seated_at between r.starts_at - interval '5 minutes' and r.starts_at + interval '12 minutes'
              and r.departed_at > r.seated_at and r.departed_at < $1::timestamptz))
         and (r.status <> ${CANCELLED} or r.cancelled_at between r.created_timestamp and r.starts_at)
         and (r.confirmed_at is null or r.confirmed_at between r.created_timestamp and r.starts_at))`,
      [TEST_NOW],
    );
    expect(wrong).toEqual([]);
    const turns = await rows<{ pax: number; minutes: number }>(
      `select r.number_of_adults + r.number_of_children as pax, avg(extract(epoch from r.departed_at - r.seated_at) / 60)::float as minutes
       from reservations r where ${PAST} and r.status = ${COMPLETED} group by 1 order by 1`,
    );
    const minutes = (pax: number) => turns.find((t) => t.pax === pax)!.minutes;
    expect(minutes(2)).toBeGreaterThan(65);
    expect(minutes(2)).toBeLessThan(85);
    expect(minutes(6)).toBeGreaterThan(95);
    expect(minutes(6)).toBeLessThan(120);
  });

  it('no table held two parties at once: each seated party from sitting down to leaving, each no-show for its time', async () => {
    const clashes = await rows<{ a: string; b: string }>(
      `with held as (
         select rt.table_id, r.code,
           tstzrange(least(rt.starts_at, r.starts_at), greatest(rt.ends_at, coalesce(r.departed_at, rt.ends_at))) as span
         from reservation_tables rt join reservations r on r.id = rt.reservation_id
         where ${PAST} and r.status in (${COMPLETED}, ${NO_SHOW}))
       select a.code as a, b.code as b from held a join held b on a.table_id = b.table_id and a.code < b.code and a.span && b.span`,
    );
    expect(clashes).toEqual([]);
    // Every booking has one table of its size, let go (finished bookings hold nothing: drizzle/0001).
    const [links] = await rows<{ bookings: number; linked: number; fits: number; active: number }>(
      `select count(distinct r.id)::int as bookings, count(rt.*)::int as linked,
         count(*) filter (where r.number_of_adults + r.number_of_children between t.min_pax and t.max_pax)::int as fits,
         count(*) filter (where rt.is_active)::int as active
       from reservations r left join reservation_tables rt on rt.reservation_id = r.id left join tables t on t.id = rt.table_id
       where ${PAST}`,
    );
    expect(links).toEqual({ bookings: links!.bookings, linked: links!.bookings, fits: links!.bookings, active: 0 });
  });

  it("a booking's history ends where its status is, its version counts its changes, and the sweep finds nothing to do", async () => {
    const wrong = await rows<{ code: string }>(
      `select r.code from reservations r
       cross join lateral (select a.changes->>'to' as last_to, count(*) over () as changes from reservation_activities a
         where a.reservation_id = r.id and a.action = 'status' order by a.created_at desc, a.id limit 1) s
       where ${PAST} and (s.last_to is distinct from (array['BOOKED','SEATED','COMPLETED','CANCELLED','NO_SHOW'])[r.status]
         or r.version <> s.changes + 1 or r.notifications_version <> r.version)`,
    );
    expect(wrong).toEqual([]);
    // The clock marks unanswered asks missed at the booking's time: the past's are answered or missed already.
    const count = () =>
      rows<{ n: number }>(
        `select count(*)::int as n from confirmation_notifications n join reservations r on r.id = n.reservation_id
         where ${PAST} and n.type = 'confirm' and n.is_sent and n.result is distinct from 'missed'`,
      );
    const before = await count();
    const swept = await server.sweep();
    expect(swept.late).toEqual([]);
    expect(await count()).toEqual(before);
  });

  it('money where the plan takes payments: deposits paid, some refunded, held cards charged for no-shows at Harbour Dim Sum', async () => {
    const money = await rows<{ code: string; currency: string; paid: number; refunded: number; charged: number; requests: number }>(
      `select o.quick_code as code, t.currency,
         count(*) filter (where t.type = 'create' and t.status = 'paid' and p.status = 'paid')::int as paid,
         count(*) filter (where t.type = 'refund' and t.status = 'succeeded' and t.parent_id is not null)::int as refunded,
         count(*) filter (where t.type = 'create' and t.status = 'charge' and p.kind = 'hold' and r.status = ${NO_SHOW})::int as charged,
         count(distinct p.id)::int as requests
       from transactions t join outlets o on o.id = t.outlet_id join reservations r on r.id = t.reservation_id
       left join payment_requests p on p.id = t.payment_request_id where ${PAST} group by 1, 2 order by 1`,
    );
    expect(money.map((m) => [m.code, m.currency])).toEqual([
      ['HD-CENTRAL', 'HKD'],
      ['JG-ORCHARD', 'SGD'],
      ['JG-TPAGAR', 'SGD'],
      ['KC-TIONGBAHRU', 'SGD'],
      ['MW-PENANG', 'MYR'],
    ]);
    for (const m of money) expect(m.paid, m.code).toBeGreaterThan(10);
    expect(money.reduce((n, m) => n + m.refunded, 0)).toBeGreaterThan(2);
    expect(money.find((m) => m.code === 'HD-CENTRAL')!.charged).toBeGreaterThanOrEqual(1);
    // A refund gives back what its charge counts as refunded, never more.
    const [unbalanced] = await rows<{ n: number }>(
      `select count(*)::int as n from transactions c where c.type = 'create'
         and c.refunded_amount <> coalesce((select sum(f.amount) from transactions f where f.parent_id = c.id), 0)`,
    );
    expect(unbalanced!.n).toBe(0);
  });

  it('messages by SMS and email, most delivered, some failed; confirmations only where the guest confirmed', async () => {
    const sent = await rows<{ channel: string; state: string; n: number }>(
      `select m.channel, m.state, count(*)::int as n from message_deliveries m join reservations r on r.id = m.reservation_id
       where ${PAST} group by 1, 2 order by 1, 2`,
    );
    expect(sent.map((s) => `${s.channel} ${s.state}`)).toEqual(['email delivered', 'email failed', 'sms delivered', 'sms failed']);
    const delivered = sent.filter((s) => s.state === 'delivered').reduce((n, s) => n + s.n, 0);
    expect(delivered / sent.reduce((n, s) => n + s.n, 0)).toBeGreaterThan(0.9);
    const [confirmed] = await rows<{ bookings: number; withoutLine: number }>(
      `select count(distinct r.id)::int as bookings,
         count(distinct r.id) filter (where not exists (select 1 from reservation_activities a where a.reservation_id = r.id
           and a.action = 'status' and a.changes->>'to' = 'CONFIRMED' and a.actor_kind = 'guest'))::int as "withoutLine"
       from reservations r join confirmation_notifications n on n.reservation_id = r.id and n.result = 'confirmed' where ${PAST}`,
    );
    expect(confirmed!.bookings).toBeGreaterThan(100);
    expect(confirmed!.withoutLine).toBe(0);
  });
});

describe('the same outlet gives the same past (seeded generator)', () => {
  const input: HistoryInput = {
    outletCode: 'JG-ORCHARD',
    country: 'SG',
    timezone: 'Asia/Singapore',
    now: new Date(TEST_NOW),
    tables: DEMO_TABLES,
    outletIndex: 0,
    takesPayments: true,
    takesGoogle: true,
    depositPrice: 8800,
    guaranteePrice: null,
  };

  it('twice the same history, from Tuesday 24 February to Sunday 29 March', () => {
    const history = demoHistory(input);
    expect(demoHistory(input)).toEqual(history);
    const dates = history.bookings.map((b) => b.reservationDate).sort();
    expect([dates[0], dates.at(-1)]).toEqual([FIRST, LAST]);
    expect(history.bookings[0]!.startsAt.getTime()).toBeGreaterThanOrEqual(instantOf(FIRST, '11:30:00', 'Asia/Singapore').getTime());
  });

  it('the database holds what the generator made: the same bookings by day and status, and the same guests', async () => {
    const history = demoHistory(input);
    const planned = new Map<string, number>();
    for (const b of history.bookings)
      planned.set(`${b.reservationDate} ${b.status}`, (planned.get(`${b.reservationDate} ${b.status}`) ?? 0) + 1);
    const stored = await rows<{ day: string; status: number; n: number }>(
      `select to_char(r.reservation_date, 'YYYY-MM-DD') as day, r.status, count(*)::int as n
       from reservations r join outlets o on o.id = r.outlet_id where o.quick_code = 'JG-ORCHARD' and ${PAST} group by 1, 2`,
    );
    expect(new Map(stored.map((s) => [`${s.day} ${s.status}`, s.n]))).toEqual(planned);
    const phones = new Set(history.bookings.flatMap((b) => (b.guest === null ? [] : [history.guests[b.guest]!.phone])));
    const [guests] = await rows<{ n: number }>(`select count(*)::int as n from customers where phone = any($1)`, [[...phones]]);
    expect(guests!.n).toBe(phones.size);
  });
});
