import { transactionPageSchema, type TransactionPage } from '@host/domain/payments/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema';
import { aReservation, aUser, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). Every outlet here is at UTC+8, so a
// day in the outlet's zone starts at 16:00 UTC the day before: the rows near midnight tell them apart.
let server: TestServer;
/** Brand A in Singapore: its outlet, and a second outlet of the brand in Malaysia (ringgit). */
let sg: OutletFixture;
let my: OutletFixture;
/** Brand B, Malaysian: its money must never show in brand A's lists or totals. */
let other: OutletFixture;
let host: Host;
const seeded: Record<string, string> = {};

type Row = typeof transactions.$inferInsert;
async function seed(name: string, row: Omit<Row, 'createdAt'> & { at: string }) {
  const { at, ...values } = row;
  const [inserted] = await server.db
    .insert(transactions)
    .values({ ...values, createdAt: new Date(at) })
    .returning({ id: transactions.id });
  seeded[name] = inserted!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  sg = await anOutlet(server, { tables: [{ name: 'T1', seats: 4 }] });
  my = await anOutlet(server, {
    brand: { id: sg.brand.id },
    outlet: { countryCode: 'MY', outletName: 'Test Outlet Johor' },
    tables: [{ name: 'J1', seats: 4 }],
  });
  other = await anOutlet(server, {
    brand: { countryCode: 'MY', timezone: 'Asia/Kuala_Lumpur' },
    outlet: { countryCode: 'MY' },
    tables: [{ name: 'K1', seats: 4 }],
  });
  host = sg.host;
  const tan = await aReservation(host, { customerFirstName: 'Mei Ling', customerLastName: 'Tan', date: '2026-04-03' });
  const chen = await aReservation(host, { customerFirstName: '美玲', customerLastName: '陈', date: '2026-04-04' });
  const johor = await aReservation(my.host, {
    customerFirstName: 'Aisyah',
    customerLastName: 'Rahman',
    date: '2026-04-03',
    customerPhone: '+60 12 345 6789',
  });
  const foreign = await aReservation(other.host, {
    customerFirstName: 'Wei',
    customerLastName: 'Lim',
    date: '2026-04-03',
    customerPhone: '+60 12 345 6790',
  });
  const at = sg.outlet.id;
  await seed('tanDeposit', {
    outletId: at,
    reservationId: tan.id,
    type: 'create',
    status: 'paid',
    amount: 5000,
    currency: 'SGD',
    source: 'System',
    metadataType: 'Deposit',
    refundedAmount: 1000,
    at: '2026-03-31T12:00:00+08:00',
  });
  await seed('tanRefund', {
    outletId: at,
    reservationId: tan.id,
    type: 'refund',
    status: 'succeeded',
    amount: 1000,
    currency: 'SGD',
    source: 'Merchant',
    refundReason: '=SUM(A1:A9)',
    actorName: '@host',
    at: '2026-03-31T13:00:00+08:00',
  });
  await seed('chenPrepaid', {
    outletId: at,
    reservationId: chen.id,
    type: 'create',
    status: 'succeeded',
    amount: 3000,
    currency: 'SGD',
    source: 'Merchant',
    metadataType: 'Full payment',
    at: '2026-03-31T00:10:00+08:00',
  });
  // The same instant as the prepayment: the cursor must still neither repeat nor skip one of them.
  await seed('chenExpired', {
    outletId: at,
    reservationId: chen.id,
    type: 'create',
    status: 'expired',
    amount: 1500,
    currency: 'SGD',
    source: 'System',
    at: '2026-03-31T00:10:00+08:00',
  });
  await seed('lateFailed', {
    outletId: at,
    reservationId: tan.id,
    type: 'create',
    status: 'failed',
    amount: 9900,
    currency: 'SGD',
    source: 'System',
    at: '2026-03-30T23:30:00+08:00',
  });
  await seed('oldPending', {
    outletId: at,
    reservationId: null,
    type: 'create',
    status: 'pending',
    amount: 2000,
    currency: 'SGD',
    source: 'System',
    at: '2026-03-29T10:00:00+08:00',
  });
  await seed('johorDeposit', {
    outletId: my.outlet.id,
    reservationId: johor.id,
    type: 'create',
    status: 'paid',
    amount: 4000,
    currency: 'MYR',
    source: 'System',
    at: '2026-03-31T11:00:00+08:00',
  });
  await seed('foreignDeposit', {
    outletId: other.outlet.id,
    reservationId: foreign.id,
    type: 'create',
    status: 'paid',
    amount: 7777,
    currency: 'MYR',
    source: 'System',
    at: '2026-03-31T12:30:00+08:00',
  });
});
afterAll(() => server.close());

const outletList = async (query = '', as: Host = host, outletId = sg.outlet.id): Promise<TransactionPage> =>
  parseBody(transactionPageSchema, await as.call('GET', `/api/v1/outlets/${outletId}/transactions${query ? `?${query}` : ''}`));
const names = (page: TransactionPage) => page.items.map((t) => Object.keys(seeded).find((name) => seeded[name] === t.id) ?? t.id);

describe('GET /api/v1/outlets/:outletId/transactions', () => {
  it("lists the outlet's transactions newest first, with the booking and the guest, and totals per currency", async () => {
    const page = await outletList();
    expect(names(page)).toEqual([
      'tanRefund',
      'tanDeposit',
      expect.stringMatching(/^chen/),
      expect.stringMatching(/^chen/),
      'lateFailed',
      'oldPending',
    ]);
    expect(page.nextCursor).toBeNull();
    const deposit = page.items.find((t) => t.id === seeded.tanDeposit)!;
    expect(deposit).toMatchObject({
      type: 'create',
      status: 'paid',
      amount: 5000,
      refundedAmount: 1000,
      currency: 'SGD',
      source: 'System',
      metadataType: 'Deposit',
      guestName: 'Mei Ling Tan',
      reservationDate: '2026-04-03',
      outletId: sg.outlet.id,
      outletName: sg.outlet.name,
      createdAt: '2026-03-31T04:00:00.000Z',
    });
    expect(deposit.reservationCode).toMatch(/\w+/);
    expect(page.items.find((t) => t.id === seeded.chenPrepaid)!.guestName).toBe('陈美玲');
    expect(page.items.find((t) => t.id === seeded.oldPending)).toMatchObject({
      reservationId: null,
      reservationCode: null,
      guestName: null,
    });
    // Collected: the paid deposit and the prepayment; refunded: the refund; failed, expired and pending count as rows only.
    expect(page.totals).toEqual([{ currency: 'SGD', collected: 8000, refunded: 1000, net: 7000, count: 6 }]);
  });

  it('filters by type, status and source, and the totals follow the filters', async () => {
    const refunds = await outletList('type=refund');
    expect(names(refunds)).toEqual(['tanRefund']);
    expect(refunds.totals).toEqual([{ currency: 'SGD', collected: 0, refunded: 1000, net: -1000, count: 1 }]);
    const paid = await outletList('status=paid');
    expect(names(paid)).toEqual(['tanDeposit']);
    expect(paid.totals).toEqual([{ currency: 'SGD', collected: 5000, refunded: 0, net: 5000, count: 1 }]);
    expect(names(await outletList('source=Merchant'))).toEqual(['tanRefund', 'chenPrepaid']);
    expect(names(await outletList('type=create&status=failed&source=System'))).toEqual(['lateFailed']);
    const none = await outletList('status=charge');
    expect(none).toEqual({ items: [], nextCursor: null, totals: [] });
  });

  it("reads from and to as whole days in the outlet's time zone, both included", async () => {
    // 00:10 on the 31st in Singapore is 16:10 UTC on the 30th, the same UTC day as 23:30 on the 30th.
    expect(names(await outletList('from=2026-03-31&to=2026-03-31'))).toEqual([
      'tanRefund',
      'tanDeposit',
      expect.stringMatching(/^chen/),
      expect.stringMatching(/^chen/),
    ]);
    expect(names(await outletList('from=2026-03-30&to=2026-03-30'))).toEqual(['lateFailed']);
    expect(names(await outletList('from=2026-03-29&to=2026-03-30'))).toEqual(['lateFailed', 'oldPending']);
    expect(names(await outletList('to=2026-03-29'))).toEqual(['oldPending']);
    const day = await outletList('from=2026-03-31');
    expect(day.totals).toEqual([{ currency: 'SGD', collected: 8000, refunded: 1000, net: 7000, count: 4 }]);
  });

  it('pages with the cursor without repeating or skipping a row, ties on the instant included', async () => {
    const all = names(await outletList());
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TransactionPage = await outletList(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      // Every page carries the totals of everything that matches, not of the page.
      expect(page.totals).toEqual([{ currency: 'SGD', collected: 8000, refunded: 1000, net: 7000, count: 6 }]);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(6);
  });

  it('refuses a bad date, a range that ends before it starts, and a forged cursor (400)', async () => {
    const bad = parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?from=2026-02-30`), 400);
    expect(JSON.stringify(bad.details)).toContain('from');
    parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?to=31-03-2026`), 400);
    const backwards = parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?from=2026-03-31&to=2026-03-30`), 400);
    expect(backwards.details).toEqual([{ field: 'querystring.to', message: 'The end date must not be before the start date' }]);
    const forged = Buffer.from(JSON.stringify({ at: "2026'; drop table transactions; --", id: seeded.tanDeposit })).toString('base64url');
    const cursor = parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?cursor=${forged}`), 400);
    expect(cursor.details).toEqual([
      { field: 'querystring.cursor', message: 'This page of the list is no longer valid: start again from the first page' },
    ]);
    parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?status=lost`), 400);
    expect((await outletList()).items).toHaveLength(6);
  });

  it("refuses another brand's host (403), who sees only their own outlet's ringgit", async () => {
    const refused = parseError(await other.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions`), 403);
    expect(JSON.stringify(refused)).not.toContain('Mei Ling');
    // Authorization comes before validation: a bad date on another brand's outlet is still 403.
    parseError(await other.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?from=nope`), 403);
    parseError(await other.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?format=csv`), 403);
    const own = await outletList('', other.host, other.outlet.id);
    expect(names(own)).toEqual(['foreignDeposit']);
    expect(own.totals).toEqual([{ currency: 'MYR', collected: 7777, refunded: 0, net: 7777, count: 1 }]);
  });
});

describe('GET /api/v1/brands/:brandId/transactions', () => {
  it("gives a merchant every outlet of the brand they may act for, totals kept per currency, and no other brand's money", async () => {
    const merchant = await aUser(server, { outletIds: [sg.outlet.id, my.outlet.id, other.outlet.id] });
    const login = await server.client().loginWithEmail(merchant.email, merchant.password);
    expect(login.status).toBe(200);
    const token = login.body.hostV2AuthToken as string;
    const res = await server
      .client()
      .get(`/api/v1/brands/${sg.brand.id}/transactions?from=2026-03-31&to=2026-03-31`, { authorization: `Bearer ${token}` });
    const page = parseBody(transactionPageSchema, res);
    expect(names(page)).toEqual([
      'tanRefund',
      'tanDeposit',
      'johorDeposit',
      expect.stringMatching(/^chen/),
      expect.stringMatching(/^chen/),
    ]);
    expect(page.items.find((t) => t.id === seeded.johorDeposit)).toMatchObject({
      outletName: 'Test Outlet Johor',
      currency: 'MYR',
      guestName: 'Aisyah Rahman',
    });
    expect(page.totals).toEqual([
      { currency: 'MYR', collected: 4000, refunded: 0, net: 4000, count: 1 },
      { currency: 'SGD', collected: 8000, refunded: 1000, net: 7000, count: 4 },
    ]);
    expect(page.items.map((t) => t.id)).not.toContain(seeded.foreignDeposit);
  });

  it("gives an outlet's host only their own outlet, and refuses another brand's host (403)", async () => {
    const page = parseBody(transactionPageSchema, await host.call('GET', `/api/v1/brands/${sg.brand.id}/transactions`));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((t) => t.outletId === sg.outlet.id)).toBe(true);
    expect(page.items).toHaveLength(6);
    expect(page.totals.map((t) => t.currency)).toEqual(['SGD']);
    parseError(await other.host.call('GET', `/api/v1/brands/${sg.brand.id}/transactions`), 403);
    parseError(await other.host.call('GET', `/api/v1/brands/${sg.brand.id}/transactions?format=csv`), 403);
  });
});

describe('?format=csv', () => {
  const csvOf = async (query: string, as: Host = host, path = `/api/v1/outlets/${sg.outlet.id}/transactions`) => {
    const res = await as.call('GET', `${path}?format=csv&${query}`);
    expect(res.status, String(res.body)).toBe(200);
    return {
      res,
      lines: (res.body as string)
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    };
  };

  it('answers every matching row as a CSV file named after the outlet and the dates, with amounts as decimals', async () => {
    const { res, lines } = await csvOf('from=2026-03-31&to=2026-03-31');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="transactions-${sg.outlet.code.toLowerCase()}-2026-03-31-2026-03-31.csv"`,
    );
    expect(lines[0]).toBe(
      'Date,Time,Outlet,Booking,Booking date,Guest,Type,Status,Refund status,Source,' +
        'Payment,Currency,Amount,Refunded,Refund reason,By,Transaction ID',
    );
    expect(lines).toHaveLength(5);
    const deposit = lines.find((l) => l.endsWith(seeded.tanDeposit!))!.split(',');
    expect(deposit).toEqual([
      '2026-03-31',
      '12:00',
      sg.outlet.name,
      expect.stringMatching(/\w+/),
      '2026-04-03',
      'Mei Ling Tan',
      // The page's words, not the codes (issue 28).
      'Payment',
      'Paid',
      '',
      'System',
      'Deposit',
      'SGD',
      '50.00',
      '10.00',
      '',
      '',
      seeded.tanDeposit,
    ]);
    expect(lines.find((l) => l.endsWith(seeded.chenPrepaid!))).toContain(',陈美玲,');
    // Midnight in the outlet's zone: 00:10 on the 31st, never 16:10 on the 30th.
    expect(lines.find((l) => l.endsWith(seeded.chenPrepaid!))!.startsWith('2026-03-31,00:10,')).toBe(true);
  });

  it('writes text a spreadsheet would run as a formula with a quote in front', async () => {
    const { lines } = await csvOf('type=refund');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=SUM(A1:A9),'@host,");
    expect(lines[1]).not.toMatch(/,=|,@/);
  });

  it('follows the filters with no paging, and names an open range up to today', async () => {
    const { res, lines } = await csvOf('limit=1&source=System');
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual([
      seeded.tanDeposit,
      seeded.chenExpired,
      seeded.lateFailed,
      seeded.oldPending,
    ]);
    expect(res.headers.get('content-disposition')).toContain(`-start-2026-03-31.csv`);
  });

  it("exports the merchant's brand under the brand's name, and refuses a bad date (400)", async () => {
    const { res, lines } = await csvOf('from=2026-03-31&to=2026-03-31', host, `/api/v1/brands/${sg.brand.id}/transactions`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="transactions-${sg.brand.brandShortName.toLowerCase()}-2026-03-31-2026-03-31.csv"`,
    );
    expect(lines).toHaveLength(5);
    parseError(await host.call('GET', `/api/v1/outlets/${sg.outlet.id}/transactions?format=csv&from=2026-13-01`), 400);
  });

  it('refuses to cut an export short: past 50,000 rows it asks for fewer dates (422)', async () => {
    const busy = await anOutlet(server, { tables: [{ name: 'B1', seats: 2 }] });
    await server.db.execute(sql`
      insert into transactions (outlet_id, status, amount, type, source, currency, created_at)
      select ${busy.outlet.id}::uuid, 'paid', 100, 'create', 'System', 'SGD', timestamptz '2026-03-01 12:00+08' + n * interval '1 second'
      from generate_series(1, 50001) n`);
    const refused = parseError(await busy.host.call('GET', `/api/v1/outlets/${busy.outlet.id}/transactions?format=csv`), 422);
    expect(refused.message).toBe('More than 50,000 transactions match: export a shorter range of dates');
    // The first day alone (12:00:01 to 23:59:59, 43,199 rows) is written whole.
    const { lines } = await csvOf('from=2026-03-01&to=2026-03-01', busy.host, `/api/v1/outlets/${busy.outlet.id}/transactions`);
    expect(lines).toHaveLength(43_199 + 1);
    expect(lines.at(-1)!.startsWith('2026-03-01,12:00,')).toBe(true);
  });
});
