import { formatMoney } from '@host/domain/locales';
import { outletReportSchema, type OutletReport } from '@host/domain/reports/report';
import { weeklySummaryPreferenceSchema } from '@host/domain/reports/weekly-summary';
import { RESERVATION_STATUS as S } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtMails, outletEntitlements, reservations, transactions, weeklySummarySends } from '../src/db/schema';
import { sendWeeklySummaries } from '../src/modules/weekly-summary/service';
import { aUser, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

// Issue 31, item 3: the Monday summary. The test clock is Tuesday 2026-03-31 in Singapore (test/clock.ts); the
// summary is sent by calling the job's handler with a pinned instant, Monday 30 March 08:00 in the brand's zone,
// for the week of 23-29 March. Past bookings are written straight into the tables (the fixture, as reports.test.ts).
let server: TestServer;
let sg: OutletFixture;
let second: OutletFixture;
let unentitled: OutletFixture;
let london: OutletFixture;
let owner: Host;
let ownerEmail: string;
let hk: Host;
let hkEmail: string;
let silentEmail: string;
let londonEmail: string;
const TZ = 'Asia/Singapore';
const WEEK = { from: '2026-03-23', to: '2026-03-29' };
const MONDAY_8AM = '2026-03-30T08:00:00+08:00';
let codes = 0;

async function book(outlet: OutletFixture, b: { date: string; time: string; adults: number; status: number; seated?: boolean }) {
  const startsAt = instantOf(b.date, `${b.time}:00`, outlet.outlet.timezone);
  await server.db.insert(reservations).values({
    code: `WKS${++codes}${Date.now() % 100_000}`,
    outletId: outlet.outlet.id,
    serviceTimingId: outlet.service('Dinner').id,
    source: 'restaurant',
    isWalkIn: false,
    diningInterval: 7200,
    customerFirstName: `Guest ${codes}`,
    reservationDate: b.date,
    reservationTime: `${b.time}:00`,
    startsAt,
    numberOfAdults: b.adults,
    status: b.status,
    seatedAt: b.seated ? startsAt : null,
    departedAt: b.seated ? new Date(startsAt.getTime() + 90 * 60_000) : null,
    cancelledAt: b.status === S.CANCELLED ? new Date(startsAt.getTime() - 3 * 86_400_000) : null,
    createdTimestamp: new Date(startsAt.getTime() - 7 * 86_400_000),
  });
}

const send = (at: string) => sendWeeklySummaries(server.context, new Date(at));
const mailsTo = (email: string) => server.db.select().from(caughtMails).where(eq(caughtMails.rcptTo, email));
const reportOf = async (outletId: string): Promise<OutletReport> =>
  parseBody(outletReportSchema, await owner.call('GET', `/api/v1/outlets/${outletId}/reports?from=${WEEK.from}&to=${WEEK.to}`));

beforeAll(async () => {
  server = await startTestServer();
  sg = await anOutlet(server, { tables: [{ name: 'T1', seats: 6 }] });
  second = await anOutlet(server, { brand: { id: sg.brand.id }, tables: [{ name: 'S1', seats: 4 }] });
  unentitled = await anOutlet(server, { brand: { id: sg.brand.id }, tables: [{ name: 'U1', seats: 4 }] });
  await server.db
    .insert(outletEntitlements)
    .values({ outletId: unentitled.outlet.id, featureCode: 'REPORTS', enabled: false, actionsRequired: ['UPGRADE_PLAN'] });
  london = await anOutlet(server, { brand: { countryCode: 'SG', timezone: 'Europe/London' }, tables: [{ name: 'L1', seats: 4 }] });

  const outlets = [sg.outlet.id, second.outlet.id, unentitled.outlet.id];
  const o = await aUser(server, { displayName: 'Mei Ling', outletIds: outlets });
  ownerEmail = o.email;
  owner = await signedInUser(server, o.email, o.password);
  const h = await aUser(server, { displayName: '陳大文', outletIds: [sg.outlet.id] });
  hkEmail = h.email;
  hk = await signedInUser(server, h.email, h.password);
  silentEmail = (await aUser(server, { outletIds: outlets })).email;
  const l = await aUser(server, { displayName: 'Ada', outletIds: [london.outlet.id] });
  londonEmail = l.email;
  const londoner = await signedInUser(server, l.email, l.password);
  expect((await londoner.call('PUT', '/api/v1/me/weekly-summary', { enabled: true, language: 'en' })).status).toBe(200);

  // The week: 4 + 2 + 6 seated (12 covers), a no-show, a cancellation; the week before: 2 seated.
  await book(sg, { date: '2026-03-23', time: '19:00', adults: 4, status: S.COMPLETED, seated: true });
  await book(sg, { date: '2026-03-25', time: '19:00', adults: 2, status: S.COMPLETED, seated: true });
  await book(sg, { date: '2026-03-28', time: '20:00', adults: 6, status: S.COMPLETED, seated: true });
  await book(sg, { date: '2026-03-27', time: '19:30', adults: 2, status: S.NO_SHOW });
  await book(sg, { date: '2026-03-29', time: '19:30', adults: 2, status: S.CANCELLED });
  await book(sg, { date: '2026-03-18', time: '19:00', adults: 2, status: S.COMPLETED, seated: true });
  await book(second, { date: '2026-03-24', time: '19:00', adults: 3, status: S.COMPLETED, seated: true });
  await book(unentitled, { date: '2026-03-24', time: '19:00', adults: 5, status: S.COMPLETED, seated: true });
  await book(london, { date: '2026-03-24', time: '19:00', adults: 2, status: S.COMPLETED, seated: true });
  await server.db.insert(transactions).values({
    outletId: sg.outlet.id,
    type: 'create',
    status: 'succeeded',
    amount: 5000,
    currency: 'SGD',
    source: 'System',
    createdAt: instantOf('2026-03-26', '12:00:00', TZ),
  });
});
afterAll(() => server.close());

describe("a merchant's choice", () => {
  it('is off until the merchant switches it on, in a language, for themselves only', async () => {
    const before = parseBody(weeklySummaryPreferenceSchema, await owner.call('GET', '/api/v1/me/weekly-summary'));
    expect(before).toEqual({ enabled: false, language: 'en', lastSent: null });
    const on = parseBody(
      weeklySummaryPreferenceSchema,
      await owner.call('PUT', '/api/v1/me/weekly-summary', { enabled: true, language: 'en' }),
    );
    expect(on).toEqual({ enabled: true, language: 'en', lastSent: null });
    const zh = await hk.call('PUT', '/api/v1/me/weekly-summary', { enabled: true, language: 'zh-Hant' });
    expect(parseBody(weeklySummaryPreferenceSchema, zh).language).toBe('zh-Hant');
    expect(parseBody(weeklySummaryPreferenceSchema, await owner.call('GET', '/api/v1/me/weekly-summary')).enabled).toBe(true);
  });

  it('is refused to an outlet session (403, before its body is read), without a token (401), and for bad input (400)', async () => {
    expect(parseError(await sg.host.call('PUT', '/api/v1/me/weekly-summary', { enabled: true, language: 'en' }), 403).details).toEqual({
      reason: 'merchantOnly',
    });
    expect(parseError(await sg.host.call('PUT', '/api/v1/me/weekly-summary', { enabled: 'yes' }), 403).details?.reason).toBe(
      'merchantOnly',
    );
    expect(parseError(await sg.host.call('GET', '/api/v1/me/weekly-summary'), 403).details?.reason).toBe('merchantOnly');
    expect((await server.client().request('PUT', '/api/v1/me/weekly-summary', { body: { enabled: 'x' } })).status).toBe(401);
    for (const body of [
      { enabled: 'yes', language: 'en' },
      { enabled: true, language: 'fr' },
      { enabled: true },
      { enabled: true, language: 'en', x: 1 },
    ])
      expect((await owner.call('PUT', '/api/v1/me/weekly-summary', body)).status, JSON.stringify(body)).toBe(400);
    expect(parseBody(weeklySummaryPreferenceSchema, await owner.call('GET', '/api/v1/me/weekly-summary')).enabled).toBe(true);
  });
});

describe('the Monday summary', () => {
  it('waits for Monday 08:00 in the brand’s zone', async () => {
    expect(await send('2026-03-29T23:00:00+08:00')).toEqual({ sent: 0, failed: 0 });
    expect(await send('2026-03-30T07:59:00+08:00')).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(ownerEmail)).toEqual([]);
  });

  it('goes once to each merchant who asked, with the week’s figures of their outlets that have reports, and the link', async () => {
    // Two servers' jobs at the same moment: each summary is claimed once.
    const [a, b] = await Promise.all([send(MONDAY_8AM), send(MONDAY_8AM)]);
    expect(a.sent + b.sent).toBe(2);
    expect(a.failed + b.failed).toBe(0);

    const [mail, ...more] = await mailsTo(ownerEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${sg.brand.brandName}: your week of Mon, 23 Mar to Sun, 29 Mar`);
    expect(mail!.mailFrom).toContain('Host');
    const text = mail!.text!;
    expect(text).toContain('Hello Mei Ling,');
    expect(text).toContain(sg.outlet.name);
    expect(text).toContain(second.outlet.name);
    expect(text).not.toContain(unentitled.outlet.name);
    // The figures are the reports service's for that week.
    const report = await reportOf(sg.outlet.id);
    expect(report.totals.seatedCovers).toBe(12);
    expect(report.previous.seatedCovers).toBe(2);
    expect(text).toContain(`Covers seated: ${report.totals.seatedCovers} (+10 on the week before)`);
    expect(text).toContain(`Bookings: ${report.totals.bookings} (+3 on the week before)`);
    // One no-show of four due; the week before none of one.
    expect(text).toContain('No-show rate: 25.0% (+25.0 pts on the week before)');
    expect(text).toContain('Cancellation rate: 20.0% (+20.0 pts on the week before)');
    expect(text).toContain(`Deposits collected: ${formatMoney(report.money[0]!.collected, 'SG')} (+S$ 50.00 on the week before)`);
    const secondReport = await reportOf(second.outlet.id);
    expect(text).toContain(`Covers seated: ${secondReport.totals.seatedCovers} (+3 on the week before)`);
    const link = `${server.url}/en_SG/reports?range=custom&from=2026-03-23&to=2026-03-29`;
    expect(text).toContain(`See the full report: ${link}`);
    expect(mail!.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const recorded = await server.db.select().from(weeklySummarySends).where(eq(weeklySummarySends.brandId, sg.brand.id));
    expect(recorded.map((r) => [r.weekFrom, r.weekTo, r.state]).sort()).toEqual([
      ['2026-03-23', '2026-03-29', 'sent'],
      ['2026-03-23', '2026-03-29', 'sent'],
    ]);
    expect(parseBody(weeklySummaryPreferenceSchema, await owner.call('GET', '/api/v1/me/weekly-summary')).lastSent).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
      sentAt: new Date(MONDAY_8AM).toISOString(),
    });
  });

  it('is written in the merchant’s language', async () => {
    const [mail] = await mailsTo(hkEmail);
    expect(mail!.subject).toBe(`${sg.brand.brandName}：3月23日週一至3月29日週日的一週`);
    expect(mail!.text).toContain('陳大文您好：');
    expect(mail!.text).toContain('入座人數: 12（較前一週+10）');
    expect(mail!.text).toContain('未到率: 25.0%（較前一週+25.0個百分點）');
    // Only the outlet this merchant acts for; the page opens in Traditional Chinese.
    expect(mail!.text).not.toContain(second.outlet.name);
    expect(mail!.text).toContain(`${server.url}/zh_HK/reports?range=custom&from=2026-03-23&to=2026-03-29`);
  });

  it('is not sent again for the same week, nor to a merchant who did not ask', async () => {
    expect(await send(MONDAY_8AM)).toEqual({ sent: 0, failed: 0 });
    expect(await send('2026-03-30T11:30:00+08:00')).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(ownerEmail)).toHaveLength(1);
    expect(await mailsTo(hkEmail)).toHaveLength(1);
    expect(await mailsTo(silentEmail)).toEqual([]);
  });

  it('goes at 08:00 in each brand’s own zone', async () => {
    expect(await mailsTo(londonEmail)).toEqual([]);
    // 08:00 in London (summer time from 29 March) is 15:00 in Singapore.
    expect(await send('2026-03-30T06:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await send('2026-03-30T07:00:00Z')).toEqual({ sent: 1, failed: 0 });
    const [mail] = await mailsTo(londonEmail);
    expect(mail!.text).toContain(london.outlet.name);
    expect(mail!.text).toContain('Covers seated: 2 (+2 on the week before)');
  });

  it('stops once the merchant switches it off', async () => {
    await owner.call('PUT', '/api/v1/me/weekly-summary', { enabled: false, language: 'en' });
    await send('2026-04-06T08:00:00+08:00');
    expect(await mailsTo(ownerEmail)).toHaveLength(1);
    expect(await mailsTo(hkEmail)).toHaveLength(2);
    const weeks = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from weekly_summary_sends where week_from = '2026-03-30' and brand_id = ${sg.brand.id}`,
    );
    expect(weeks.rows[0]!.n).toBe(1);
  });
});
