import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, outlets } from '../src/db/schema';
import { signedInHost, startTestServer, type Client, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
const TABLE = { AVAILABLE: 1, IN_USE: 3, BILL_REQUESTED: 4, REQUIRES_CLEANING: 5 };
let server: TestServer;
let host: Client;
let headers: Record<string, string>;
let outletId: string;
let areaId: string;
let phone = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: host, outletId, headers } = await signedInHost(server, 'JG-ORCHARD', '2468'));
  // A room of its own, built through the API, so the demo book cannot get in the way.
  const area = await call('POST', `/api/v1/outlets/${outletId}/areas`, { name: 'Floor test', displayName: 'Floor test room', maxPax: 12 });
  expect(area.status).toBe(201);
  areaId = area.body.id;
});
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return host.request(method, path, { body, headers: { ...headers, ...extra } });
}
async function newTable(name: string, maxPax = 4, minPax = 1) {
  const res = await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId, name, maxPax, minPax });
  expect(res.status).toBe(201);
  return res.body as { id: string; version: number; name: string };
}
async function walkIn(tableIds: string[], pax = 2, extra: Record<string, unknown> = {}) {
  return call('POST', `/api/v1/outlets/${outletId}/reservations`, { isWalkIn: true, numberOfAdults: pax, tableIds, ...extra });
}
async function booking(tableIds: string[], pax = 2, date = '2026-04-03', time = '19:00:00') {
  const res = await call('POST', `/api/v1/outlets/${outletId}/reservations`, {
    reservationDate: date,
    reservationTime: time,
    numberOfAdults: pax,
    customerPhone: `+65 9111 ${String(1000 + phone++)}`,
    customerFirstName: 'Wei',
    customerLastName: 'Lim',
    tableIds,
  });
  expect(res.status).toBe(201);
  return res.body;
}
const tableOf = async (id: string) => {
  const res = await call('GET', `/api/v1/outlets/${outletId}/areas?all=true`);
  return res.body.flatMap((a: any) => a.tables).find((t: any) => t.id === id);
};

describe('areas and tables in settings (SPEC.md sections 2, 3, 8)', () => {
  it('adds, edits with the version read, and reorders areas', async () => {
    const created = await call('POST', `/api/v1/outlets/${outletId}/areas`, { name: 'Bar', displayName: 'Bar counter', color: '#8E33FF' });
    expect(created.body).toMatchObject({ name: 'Bar', enabled: true, minPax: 1, version: 1 });
    const edited = await call('PATCH', `/api/v1/areas/${created.body.id}`, { displayName: 'The bar' }, { 'if-match': '"1"' });
    expect(edited.body).toMatchObject({ displayName: 'The bar', color: '#8E33FF', version: 2 });
    const stale = await call('PATCH', `/api/v1/areas/${created.body.id}`, { displayName: 'Old' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.details.current.displayName).toBe('The bar');
    expect((await call('PATCH', `/api/v1/areas/${created.body.id}`, { displayName: 'No version' })).status).toBe(428);

    const all = await call('GET', `/api/v1/outlets/${outletId}/areas?all=true`);
    const ids = all.body.map((a: any) => a.id);
    const order = [...all.body.filter((a: any) => a.id === created.body.id), ...all.body.filter((a: any) => a.id !== created.body.id)].map(({ id, version }: any) => ({ id, version }));
    expect(ids).toContain(created.body.id);
    const reordered = await call('PUT', `/api/v1/outlets/${outletId}/area-order`, { areas: order });
    expect(reordered.body[0].name).toBe('Bar');
    // The same order sent again was read before the first one bumped every area: refused, nothing lost.
    const staleOrder = await call('PUT', `/api/v1/outlets/${outletId}/area-order`, { areas: [...order].reverse() });
    expect([staleOrder.status, staleOrder.body.details.areaIds.length]).toEqual([409, order.length]);
    expect((await call('PUT', `/api/v1/outlets/${outletId}/area-order`, { areas: [] })).body.message).toBe('Areas not null');
  });

  it("refuses a table without an area, in another outlet's area, or before any area exists", async () => {
    const noArea = await call('POST', `/api/v1/outlets/${outletId}/tables`, { name: 'Z1', maxPax: 2 });
    expect([noArea.status, noArea.body.message]).toEqual([422, 'Areas not null']);
    const [bangsar] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    const [foreignArea] = await server.db.select().from(areas).where(eq(areas.outletId, bangsar!.id));
    const foreign = await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId: foreignArea!.id, name: 'Z2', maxPax: 2 });
    expect([foreign.status, foreign.body.message]).toEqual([422, "Area isn't in outlet"]);
    const taipei = await signedInHost(server, 'LN-DAAN', '1470');
    await server.db.update(areas).set({ deletedAt: new Date() }).where(eq(areas.outletId, taipei.outletId));
    const first = await taipei.client.request('POST', `/api/v1/outlets/${taipei.outletId}/tables`, { body: { areaId, name: 'Z3', maxPax: 2 }, headers: taipei.headers });
    expect([first.status, first.body.message]).toEqual([422, 'You need setting areas first']);
  });

  it('refuses two tables of one name and a minimum above the maximum', async () => {
    await newTable('N1');
    expect((await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId, name: 'n1', maxPax: 2 })).status).toBe(409);
    const upsideDown = await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId, name: 'N2', minPax: 6, maxPax: 2 });
    expect(upsideDown.status).toBe(400);
  });

  it('saves the floor plan: place, rotation, shape and size', async () => {
    const t = await newTable('P1');
    const unversioned = await call('PUT', `/api/v1/outlets/${outletId}/floor-plan`, { tables: [{ id: t.id, x: 420, y: 300, rotate: 45, shape: 'booth', size: 3 }] });
    expect([unversioned.status, unversioned.body.details[0].field]).toEqual([400, 'body.tables.0.version']);
    const saved = await call('PUT', `/api/v1/outlets/${outletId}/floor-plan`, { tables: [{ id: t.id, x: 420, y: 300, rotate: 45, shape: 'booth', size: 3, version: t.version }] });
    expect(saved.status).toBe(200);
    expect(await tableOf(t.id)).toMatchObject({ x: 420, y: 300, rotate: 45, shape: 'booth', size: 3 });
    const [bangsar] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    expect((await call('PUT', `/api/v1/outlets/${bangsar!.id}/floor-plan`, { tables: [{ id: t.id, x: 1, y: 1, rotate: 0, shape: 'round', size: 1 }] })).status).toBe(403);
    const outside = await call('PUT', `/api/v1/outlets/${outletId}/floor-plan`, { tables: [{ id: t.id, x: 5000, y: 1, rotate: 0, shape: 'round', size: 1 }] });
    expect(outside.status).toBe(400);
  });

  it('two managers moving one table from the same plan: one move is saved, the other is told', async () => {
    const t = await newTable('P2');
    const read = (await tableOf(t.id)).version;
    const move = (x: number) => call('PUT', `/api/v1/outlets/${outletId}/floor-plan`, { tables: [{ id: t.id, x, y: 300, rotate: 0, shape: 'round', size: 2, version: read }] });
    const answers = await Promise.all([move(200), move(600)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.details.tableIds).toEqual([t.id]);
    const kept = await tableOf(t.id);
    expect([kept.x, kept.version]).toEqual([answers[0]!.status === 200 ? 200 : 600, read + 1]);
    // Read again, the second manager's move goes through.
    expect((await call('PUT', `/api/v1/outlets/${outletId}/floor-plan`, { tables: [{ id: t.id, x: 640, y: 300, rotate: 0, shape: 'round', size: 2, version: kept.version }] })).status).toBe(200);
  });
});

describe('changes that touch bookings list them and ask first', () => {
  it('a smaller table lists the booking it no longer seats, then goes on when confirmed', async () => {
    const t = await newTable('A1', 6);
    const booked = await booking([t.id], 5);
    const shrink = await call('PATCH', `/api/v1/tables/${t.id}`, { maxPax: 4 }, { 'if-match': `"${t.version}"` });
    expect(shrink.status).toBe(409);
    expect(shrink.body.code).toBe('AFFECTED_RESERVATIONS');
    expect(shrink.body.details.reservations).toEqual([expect.objectContaining({ id: booked.id, code: booked.code, pax: 5, tableNames: ['A1'], reasons: ['TABLE_PAX_CHANGED'] })]);
    // A change that leaves the party seated goes straight on.
    const fine = await call('PATCH', `/api/v1/tables/${t.id}`, { maxPax: 5 }, { 'if-match': `"${t.version}"` });
    expect(fine.status).toBe(200);
    const confirmed = await call('PATCH', `/api/v1/tables/${t.id}?confirm=true`, { maxPax: 4 }, { 'if-match': `"${fine.body.version}"` });
    expect(confirmed.body.maxPax).toBe(4);
    const after = await call('GET', `/api/v1/reservations/${booked.id}`);
    expect(after.body.version).toBe(booked.version + 1);
    expect(after.body.tables.map((x: any) => x.name)).toEqual(['A1']);
  });

  it('deleting a booked table lists the booking; confirmed, the booking waits for a new table', async () => {
    const t = await newTable('A2');
    const booked = await booking([t.id]);
    expect((await call('DELETE', `/api/v1/tables/${t.id}`)).status).toBe(428);
    const attempt = await call('DELETE', `/api/v1/tables/${t.id}`, undefined, { 'if-match': `"${t.version}"` });
    expect(attempt.status).toBe(409);
    expect(attempt.body.details.reservations[0].reasons).toEqual(['TABLES_REMOVED']);
    expect((await call('DELETE', `/api/v1/tables/${t.id}?confirm=true`, undefined, { 'if-match': `"${t.version + 1}"` })).status).toBe(409);
    expect((await call('DELETE', `/api/v1/tables/${t.id}?confirm=true`, undefined, { 'if-match': `"${t.version}"` })).status).toBe(204);
    expect(await tableOf(t.id)).toBeUndefined();
    const after = await call('GET', `/api/v1/reservations/${booked.id}`);
    expect(after.body.tables).toEqual([]);
    const history = await call('GET', `/api/v1/reservations/${booked.id}/activities`);
    expect(history.body.some((a: any) => a.action === 'tables-affected')).toBe(true);
  });

  it('disabling an area lists the bookings on its tables', async () => {
    const area = await call('POST', `/api/v1/outlets/${outletId}/areas`, { name: 'Patio', displayName: 'Patio' });
    const t = await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId: area.body.id, name: 'PA1', maxPax: 4 });
    await booking([t.body.id]);
    const off = await call('PATCH', `/api/v1/areas/${area.body.id}`, { enabled: false }, { 'if-match': '"1"' });
    expect(off.status).toBe(409);
    expect(off.body.details.reservations[0].reasons).toEqual(['TABLES_DISABLED']);
    const removed = await call('DELETE', `/api/v1/areas/${area.body.id}`, undefined, { 'if-match': '"1"' });
    expect(removed.body.details.reservations[0].reasons).toEqual(['AREA_REMOVED']);
  });

  it('refuses to delete a table a party sits at', async () => {
    const t = await newTable('A3');
    expect((await walkIn([t.id])).status).toBe(201);
    const attempt = await call('DELETE', `/api/v1/tables/${t.id}?confirm=true`, undefined, { 'if-match': `"${t.version}"` });
    expect(attempt.status).toBe(422);
    expect(attempt.body.message).toMatch(/^Tables in use cannot be deleted\. Undeploy them from the floor plan first/);
    expect(await tableOf(t.id)).toBeDefined();
  });
});

describe('seating on the floor', () => {
  it('asks before seating more guests than the table holds', async () => {
    const t = await newTable('S1', 2);
    const squeeze = await walkIn([t.id], 3);
    expect([squeeze.status, squeeze.body.code, squeeze.body.message]).toEqual([422, 'TABLE_NOT_SUITABLE', 'table not suitable for new pax']);
    expect((await walkIn([t.id], 3, { allowOverCapacity: true })).status).toBe(201);
  });

  it('moves a seated party: its bill goes along, the old table waits to be cleaned', async () => {
    const [from, to] = [await newTable('S2'), await newTable('S3')];
    const party = (await walkIn([from.id])).body;
    const seatedAt = await tableOf(from.id);
    expect((await call('POST', `/api/v1/tables/${from.id}/status`, { status: TABLE.BILL_REQUESTED })).status).toBe(428);
    expect((await call('POST', `/api/v1/tables/${from.id}/status`, { status: TABLE.BILL_REQUESTED }, { 'if-match': `"${seatedAt.version}"` })).status).toBe(200);
    // A second host's bill on the same read is refused: the table changed since.
    expect((await call('POST', `/api/v1/tables/${from.id}/status`, { status: TABLE.BILL_REQUESTED }, { 'if-match': `"${seatedAt.version}"` })).status).toBe(409);
    const moved = await call('POST', `/api/v1/reservations/${party.id}/tables`, { tableIds: [to.id] });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ displayStatus: 'BILL', tables: [expect.objectContaining({ name: 'S3' })] });
    expect((await tableOf(from.id)).status).toBe(TABLE.REQUIRES_CLEANING);
    expect((await tableOf(to.id)).status).toBe(TABLE.BILL_REQUESTED);
  });

  it('departs to cleaning, then a host marks the table clean; the bill needs a party', async () => {
    const t = await newTable('S4');
    const party = (await walkIn([t.id])).body;
    const departed = await call('POST', `/api/v1/reservations/${party.id}/status`, { status: 3 });
    expect(departed.body.statusName).toBe('COMPLETED');
    expect((await tableOf(t.id)).status).toBe(TABLE.REQUIRES_CLEANING);
    const version = { 'if-match': `"${(await tableOf(t.id)).version}"` };
    const bill = await call('POST', `/api/v1/tables/${t.id}/status`, { status: TABLE.BILL_REQUESTED }, version);
    expect([bill.status, bill.body.message]).toEqual([422, 'Status is not valid']);
    const clean = await call('POST', `/api/v1/tables/${t.id}/status`, { status: TABLE.AVAILABLE }, version);
    expect(clean.body.status).toBe(TABLE.AVAILABLE);
    // The table is free again: the next party sits there.
    expect((await walkIn([t.id])).status).toBe(201);
  });

  it('two hosts seating two parties at one table at once: one wins, one hears the table is taken', async () => {
    for (let round = 0; round < 5; round++) {
      const t = await newTable(`R${round}`);
      const other = await signedInHost(server, 'JG-ORCHARD', '2468');
      const [a, b] = await Promise.all([
        walkIn([t.id]),
        other.client.request('POST', `/api/v1/outlets/${outletId}/reservations`, { body: { isWalkIn: true, numberOfAdults: 2, tableIds: [t.id] }, headers: other.headers }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
    }
  });

  it('a party seated at a combination and another at one of its tables, at once: exactly one sits', async () => {
    for (let round = 0; round < 5; round++) {
      const [left, right] = [await newTable(`C${round}a`), await newTable(`C${round}b`)];
      const big = await booking([], 6, '2026-03-31', '20:00:00');
      const [seatBig, seatSmall] = await Promise.all([call('POST', `/api/v1/reservations/${big.id}/status`, { status: 2, tableIds: [left.id, right.id] }), walkIn([right.id])]);
      expect([seatBig.status, seatSmall.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect([seatBig.status, seatSmall.status]).toContain(409);
    }
  });
});

describe('table combinations and suggestions', () => {
  it('keeps combinations to two or more tables that seat the range, once per set', async () => {
    const [a, b] = [await newTable('K1', 4), await newTable('K2', 4)];
    const made = await call('POST', `/api/v1/outlets/${outletId}/table-combinations`, { name: 'K1 + K2', tableIds: [a.id, b.id], minPax: 5, maxPax: 8 });
    expect(made.status).toBe(201);
    const again = await call('POST', `/api/v1/outlets/${outletId}/table-combinations`, { name: 'Again', tableIds: [b.id, a.id], minPax: 5, maxPax: 8 });
    expect([again.status, again.body.message]).toEqual([422, 'A combination of these tables already exists']);
    const tooBig = await call('POST', `/api/v1/outlets/${outletId}/table-combinations`, { name: 'Big', tableIds: [a.id, b.id], minPax: 5, maxPax: 9 });
    expect(tooBig.body.message).toBe('Maximum pax is more than the tables seat together');
    const list = await call('GET', `/api/v1/outlets/${outletId}/table-combinations`);
    expect(list.body.find((c: any) => c.id === made.body.id).tableIds.sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses combinations where the brand has not enabled them', async () => {
    const taipei = await signedInHost(server, 'LN-DAAN', '1470');
    const res = await taipei.client.request('POST', `/api/v1/outlets/${taipei.outletId}/table-combinations`, {
      body: { name: 'x', tableIds: [crypto.randomUUID(), crypto.randomUUID()], minPax: 2, maxPax: 4 },
      headers: taipei.headers,
    });
    expect([res.status, res.body.message]).toEqual([422, 'Table combination is not enabled for this brand']);
  });

  it('suggests the free table or combination with the fewest wasted seats, and never a held member', async () => {
    const when = 'date=2026-04-10&time=12:00:00';
    const eight = await call('GET', `/api/v1/outlets/${outletId}/table-suggestions?${when}&pax=8&areaId=${areaId}`);
    expect(eight.status).toBe(200);
    expect(eight.body[0]).toMatchObject({ kind: 'combination', name: 'K1 + K2', wastedSeats: 0 });
    const k1 = eight.body[0].tableIds[0];
    await booking([k1], 2, '2026-04-10', '12:30:00');
    const after = await call('GET', `/api/v1/outlets/${outletId}/table-suggestions?${when}&pax=8&areaId=${areaId}`);
    expect(after.body.find((s: any) => s.name === 'K1 + K2')).toBeUndefined();
    const two = await call('GET', `/api/v1/outlets/${outletId}/table-suggestions?${when}&pax=2&limit=3`);
    expect(two.body.length).toBeGreaterThan(0);
    expect(two.body.every((s: any) => s.kind === 'table' && s.capacity >= 2)).toBe(true);
    expect(two.body.map((s: any) => s.wastedSeats)).toEqual([...two.body.map((s: any) => s.wastedSeats)].sort((x: number, y: number) => x - y));
  });

  it('leaves out a table on its disable date or under a block', async () => {
    const t = await newTable('BLK', 3);
    const query = (date: string, time: string) => call('GET', `/api/v1/outlets/${outletId}/table-suggestions?date=${date}&time=${time}&pax=3&areaId=${areaId}&limit=20`);
    const offered = async (date: string, time: string) => (await query(date, time)).body.some((s: any) => s.id === t.id);
    expect(await offered('2026-04-20', '19:00:00')).toBe(true);
    await call('PATCH', `/api/v1/tables/${t.id}`, { disableDate: '2026-04-20', tableBlocks: [{ date: '2026-04-21', startTime: '18:00', endTime: '20:00' }] }, { 'if-match': `"${t.version}"` });
    expect(await offered('2026-04-20', '19:00:00')).toBe(false);
    expect(await offered('2026-04-21', '17:00:00')).toBe(false); // a 90-minute dinner runs into the block
    expect(await offered('2026-04-21', '20:00:00')).toBe(true);
  });

  it("keeps the outlet's cleaning time, for its own outlet only", async () => {
    const before = (await call('GET', `/api/v1/outlets/${outletId}`)).body.version;
    expect((await call('PATCH', `/api/v1/outlets/${outletId}/floor-settings`, { tableCleaningMinutes: 25 })).status).toBe(428);
    const saved = await call('PATCH', `/api/v1/outlets/${outletId}/floor-settings`, { tableCleaningMinutes: 25 }, { 'if-match': `"${before}"` });
    expect(saved.body).toEqual({ tableCleaningMinutes: 25, version: before + 1 });
    expect((await call('PATCH', `/api/v1/outlets/${outletId}/floor-settings`, { tableCleaningMinutes: 30 }, { 'if-match': `"${before}"` })).status).toBe(409);
    expect((await call('GET', `/api/v1/outlets/${outletId}`)).body.tableCleaningMinutes).toBe(25);
    const [bangsar] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    expect((await call('PATCH', `/api/v1/outlets/${bangsar!.id}/floor-settings`, { tableCleaningMinutes: 5 })).status).toBe(403);
    expect((await call('PATCH', `/api/v1/outlets/${outletId}/floor-settings`, { tableCleaningMinutes: -1 })).status).toBe(400);
  });
});
