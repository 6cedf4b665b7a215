import { and, eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, outlets, paymentRequests, reservations, tables, tickets } from '../src/db/schema';
import { startTestServer, type Client, type TestServer } from './helper';

let server: TestServer;
let host: Client;
let headers: Record<string, string>;
let outletId: string;
let tableIds: string[];
let phoneCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  host = server.client();
  const login = await host.loginWithPin('JG-ORCHARD', '2468');
  outletId = login.body.outlet.id;
  headers = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
  // A room of its own, so the demo book (which holds most tables tonight) cannot get in the way.
  const [room] = await server.db.insert(areas).values({ outletId, name: 'Test room', displayName: 'Test room' }).returning();
  const rows = await server.db
    .insert(tables)
    .values(Array.from({ length: 12 }, (_, i) => ({ outletId, areaId: room!.id, name: `X${i + 1}`, minPax: 1, maxPax: 6 })))
    .returning();
  tableIds = rows.map((t) => t.id);
});
afterAll(() => server.close());

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
const nextPhone = () => `+65 9000 ${String(1000 + phoneCounter++).padStart(4, '0')}`;
const booking = (overrides: Record<string, unknown> = {}) => ({
  reservationDate: '2026-04-02',
  reservationTime: '19:00:00',
  numberOfAdults: 2,
  customerPhone: nextPhone(),
  customerFirstName: 'Mei Ling',
  customerLastName: 'Tan',
  ...overrides,
});
const create = (body: unknown, extra: Record<string, string> = {}) => host.request('POST', `/api/v1/outlets/${outletId}/reservations`, { body, headers: { ...headers, ...extra } });
const status = (id: string, body: unknown) => host.request('POST', `/api/v1/reservations/${id}/status`, { body, headers });
const patch = (id: string, version: number | null, body: unknown) =>
  host.request('PATCH', `/api/v1/reservations/${id}`, { body, headers: { ...headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) } });

describe('the book of a day', () => {
  it("lists today's reservations by the outlet's clock, every status among them", async () => {
    const res = await host.get(`/api/v1/outlets/${outletId}/reservations`, headers);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe('2026-03-31');
    expect(res.body.reservations.length).toBeGreaterThanOrEqual(25);
    const statuses = new Set(res.body.reservations.map((r: any) => r.statusName));
    expect([...statuses].sort()).toEqual(['BOOKED', 'CANCELLED', 'COMPLETED', 'CONFIRMED', 'EXPIRED', 'LATE', 'NO_SHOW', 'PENDING', 'SEATED']);
    const seated = res.body.reservations.filter((r: any) => r.statusName === 'SEATED');
    expect(seated.length).toBeGreaterThan(0);
    expect(seated.every((r: any) => r.tables.length > 0)).toBe(true);
    expect(new Set(seated.map((r: any) => r.displayStatus))).toEqual(new Set(['SEATED', 'BILL', 'OVERSTAYED']));
    const first = res.body.reservations[0];
    expect(first).toMatchObject({ timeState: 'TODAY', outletId });
    expect(first.allowableActions).toHaveLength(7);
  });

  it('refuses another outlet and a malformed date', async () => {
    const other = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    expect((await host.get(`/api/v1/outlets/${other[0]!.id}/reservations`, headers)).status).toBe(403);
    const bad = await host.get(`/api/v1/outlets/${outletId}/reservations?date=31-03-2026`, headers);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'querystring.date', message: 'invalid "date"' }]);
    const impossible = await host.get(`/api/v1/outlets/${outletId}/reservations?date=2026-02-30`, headers);
    expect([impossible.status, impossible.body.details[0].message]).toEqual([400, 'invalid "date"']);
  });

  it('counts bookings and covers per day for the calendar', async () => {
    const res = await host.get(`/api/v1/outlets/${outletId}/reservations?from=2026-03-30&to=2026-04-14`, headers);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(16);
    const today = res.body.days.find((d: any) => d.date === '2026-03-31');
    expect(today.bookings).toBeGreaterThan(15);
    expect(today.covers).toBeGreaterThan(today.bookings);
    expect(today.byStatus.CANCELLED).toBeGreaterThan(0);
  });

  it('finds a booking by name, phone or code', async () => {
    const created = await create(booking({ customerFirstName: 'Searchable', customerLastName: 'Guest', customerPhone: '+65 8123 4567' }));
    for (const q of ['Searchable', 'guest', '81234567', created.body.code]) {
      const res = await host.get(`/api/v1/outlets/${outletId}/reservations?q=${encodeURIComponent(q)}`, headers);
      expect(res.body.reservations.map((r: any) => r.id)).toContain(created.body.id);
    }
  });
});

describe('creating', () => {
  it("creates a staff booking with a code, finds or creates the guest by phone, and warns of the same day's other booking", async () => {
    const phone = nextPhone();
    const first = await create(booking({ customerPhone: phone, tableIds: [tableIds[2]], occasions: ['birthday'], staffNotes: 'Cake at 9' }));
    expect(first.status).toBe(201);
    expect(first.headers.get('etag')).toBe('"1"');
    expect(first.body).toMatchObject({ source: 'restaurant', createdByRestaurant: true, statusName: 'BOOKED', timeState: 'FUTURE', pax: 2, warnings: [] });
    expect(first.body.code).toMatch(/^R[A-Z2-9]{7}$/);
    expect(first.body.tables.map((t: any) => t.id)).toEqual([tableIds[2]]);
    expect(first.body.serviceTiming.name).toBe('Dinner');

    const second = await create(booking({ customerPhone: phone, reservationTime: '12:00:00' }));
    expect(second.status).toBe(201);
    expect(second.body.customerId).toBe(first.body.customerId);
    expect(second.body.warnings).toEqual([
      { code: 'DOUBLE_BOOKING', message: expect.stringMatching(/already has a booking at Jade Garden Orchard on 2026-04-02 19:00/), reservationIds: [first.body.id] },
    ]);
  });

  it('answers the rules with their exact messages', async () => {
    const past = await create(booking({ reservationDate: '2026-03-31', reservationTime: '12:00:00' }));
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Reservation time must be in the future.');

    const badDate = await create(booking({ reservationDate: '2026-02-30' }));
    expect(badDate.status).toBe(400);
    expect(badDate.body.details).toEqual([{ field: 'body.reservationDate', message: 'invalid "reservationDate"' }]);
    const badTime = await create(booking({ reservationTime: '7pm' }));
    expect(badTime.body.details).toEqual([{ field: 'body.reservationTime', message: 'invalid "reservationTime"' }]);

    const foreignTable = await server.db.select().from(tables).innerJoin(outlets, eq(outlets.id, tables.outletId)).where(eq(outlets.quickCode, 'MW-BANGSAR')).limit(1);
    const badTable = await create(booking({ tableIds: [foreignTable[0]!.tables.id] }));
    expect(badTable.status).toBe(422);
    expect(badTable.body.message).toBe('Table is not valid');
  });

  it('lets exactly one of 50 concurrent bookings for one table and time through; the rest get 409', async () => {
    const attempts = await Promise.all(Array.from({ length: 50 }, () => create(booking({ reservationDate: '2026-04-03', reservationTime: '20:00:00', tableIds: [tableIds[4]] }))));
    const counts = attempts.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 201: 1, 409: 49 });
    expect(attempts.find((r) => r.status === 409)!.body.message).toBe('That table is already taken at this time. Choose another table or time.');
    const held = await server.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.reservationDate, '2026-04-03'), eq(reservations.reservationTime, '20:00:00'), eq(reservations.outletId, outletId)));
    expect(held).toHaveLength(1);
  });

  it('allows the same table once the first party has gone (the intervals do not overlap)', async () => {
    const early = await create(booking({ reservationDate: '2026-04-04', reservationTime: '18:00:00', tableIds: [tableIds[5]] }));
    const late = await create(booking({ reservationDate: '2026-04-04', reservationTime: '20:00:00', tableIds: [tableIds[5]] }));
    const overlapping = await create(booking({ reservationDate: '2026-04-04', reservationTime: '19:30:00', tableIds: [tableIds[5]] }));
    expect([early.status, late.status, overlapping.status]).toEqual([201, 201, 409]);
  });

  it('answers a replayed Idempotency-Key with the first answer, even when the replays race', async () => {
    const body = booking({ reservationDate: '2026-04-05' });
    const key = 'tablet-7f3a9c21-retry';
    const answers = await Promise.all([create(body, { 'idempotency-key': key }), create(body, { 'idempotency-key': key }), create(body, { 'idempotency-key': key })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await server.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.customerPhone, body.customerPhone), eq(reservations.outletId, outletId)));
    expect(rows).toHaveLength(1);
  });

  it('seats a walk-in now at the chosen table', async () => {
    const res = await create({ isWalkIn: true, numberOfAdults: 3, tableIds: [tableIds[9]] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isWalkIn: true, source: 'walkIn', statusName: 'SEATED', reservationDate: '2026-03-31', customerFirstName: null });
    expect(res.body.seatedAt).not.toBeNull();
    expect(res.body.tables[0].status).toBe(3);
    const noTable = await create({ isWalkIn: true, numberOfAdults: 2, tableIds: [] });
    expect(noTable.status).toBe(400);
  });
});

describe('editing with If-Match', () => {
  it('needs the version read, refuses a stale one with 409 and the current reservation, and keeps every field', async () => {
    const created = await create(booking({ reservationDate: '2026-04-06' }));
    const id = created.body.id;
    expect((await patch(id, null, { notes: 'x' })).status).toBe(428);

    const ok = await patch(id, 1, { notes: 'Window seat please', numberOfAdults: 4 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 2, notes: 'Window seat please', numberOfAdults: 4, modifiedByRestaurant: true });

    const stale = await patch(id, 1, { notes: 'Overwritten?' });
    expect(stale.status).toBe(409);
    expect(stale.body.details.current).toMatchObject({ version: 2, notes: 'Window seat please' });
  });

  it('lets one of two edits with the same version through; the other gets 409', async () => {
    const created = await create(booking({ reservationDate: '2026-04-07' }));
    const [a, b] = await Promise.all([patch(created.body.id, 1, { staffNotes: 'from host A' }), patch(created.body.id, 1, { staffNotes: 'from host B' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'from host A' : 'from host B';
    expect((await host.get(`/api/v1/reservations/${created.body.id}`, headers)).body.staffNotes).toBe(winner);
  });

  it('loses nothing when a status change races an edit', async () => {
    for (let i = 0; i < 5; i++) {
      const created = await create(booking({ reservationDate: '2026-04-08', reservationTime: ['11:30:00', '12:00:00', '12:30:00', '13:00:00', '13:30:00'][i] }));
      const [edit, confirm] = await Promise.all([patch(created.body.id, 1, { notes: `note ${i}` }), status(created.body.id, { status: 6 })]);
      expect(confirm.status).toBe(200);
      expect([200, 409]).toContain(edit.status);
      const now = (await host.get(`/api/v1/reservations/${created.body.id}`, headers)).body;
      expect(now.statusName).toBe('CONFIRMED');
      expect(now.notes).toBe(edit.status === 200 ? `note ${i}` : null);
      expect(now.version).toBe(edit.status === 200 ? 3 : 2);
    }
  });

  it('keeps date and time of a seated party, and pax of a per-pax ticket', async () => {
    const walkIn = await create({ isWalkIn: true, numberOfAdults: 2, tableIds: [tableIds[10]] });
    const moved = await patch(walkIn.body.id, 1, { reservationTime: '21:00:00' });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe('Reservation time cannot be changed');

    const [tasting] = await server.db.select().from(tickets).where(eq(tickets.typePrice, 1)).limit(1);
    const created = await create(booking({ reservationDate: '2026-04-09', ticketId: tasting!.id }));
    const pax = await patch(created.body.id, 1, { numberOfAdults: 5 });
    expect(pax.status).toBe(422);
    expect(pax.body.message).toBe('Cannot change pax when ticket price is per pax');
  });

  it("refuses any change to a cancelled reservation with the spec's message", async () => {
    const created = await create(booking({ reservationDate: '2026-04-10' }));
    const cancelled = await status(created.body.id, { status: 4 });
    expect(cancelled.body).toMatchObject({ statusName: 'CANCELLED', cancelledByRestaurant: true });
    expect(cancelled.body.cancelledAt).not.toBeNull();
    const edit = await patch(created.body.id, cancelled.body.version, { notes: 'too late' });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe("Reservation can't change infomation !");
  });
});

describe('status changes', () => {
  async function todaysBooking(time: string, tableId?: string) {
    // Tomorrow's booking moved into today would be refused as past; create today later tonight.
    const res = await create(booking({ reservationDate: '2026-03-31', reservationTime: time, ...(tableId ? { tableIds: [tableId] } : {}) }));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('seats a booked party only at a table, today; the table turns IN_USE', async () => {
    const party = await todaysBooking('21:45:00');
    const noTable = await status(party.id, { status: 2 });
    expect(noTable.status).toBe(422);
    expect(noTable.body.message).toBe('Cannot change to SEATED status, no assigned tables');
    const seated = await status(party.id, { status: 2, tableIds: [tableIds[11]] });
    expect(seated.status).toBe(200);
    expect(seated.body).toMatchObject({ statusName: 'SEATED', displayStatus: 'SEATED' });
    expect(seated.body.seatedAt).not.toBeNull();
    expect(seated.body.tables).toEqual([expect.objectContaining({ id: tableIds[11], status: 3 })]);

    const done = await status(party.id, { status: 3 });
    expect(done.body.statusName).toBe('COMPLETED');
    expect(done.body.departedAt).not.toBeNull();
    expect(done.body.allowableActions.filter((a: any) => a.enabled)).toEqual([]);
  });

  it('lets one of two hosts seating two parties at one table win', async () => {
    const a = await todaysBooking('21:30:00');
    const b = await todaysBooking('21:30:00');
    const [first, second] = await Promise.all([status(a.id, { status: 2, tableIds: [tableIds[3]] }), status(b.id, { status: 2, tableIds: [tableIds[3]] })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });

  it.each([
    ['a future party seated', '2026-04-11', 2, "Can't be seated reservation other than the current date"],
    ['an unknown status number', '2026-04-11', 42, 'invalid status'],
  ])('refuses %s', async (_what, date, target, message) => {
    const created = await create(booking({ reservationDate: date }));
    const res = await status(created.body.id, { status: target });
    // A rule broken is 422 with its message; a malformed body is 400 with the field's message.
    expect(res.status === 400 ? res.body.details[0].message : res.body.message).toBe(message);
  });

  it('refuses a walk-in back to BOOKED and anything on a cancelled booking', async () => {
    const walkIn = await create({ isWalkIn: true, numberOfAdults: 2, tableIds: [tableIds[8]] });
    const booked = await status(walkIn.body.id, { status: 1 });
    expect(booked.status).toBe(422);
    expect(booked.body.message).toBe("Can't change status of walk in to booked !");

    const created = await create(booking({ reservationDate: '2026-04-12' }));
    await status(created.body.id, { status: 4 });
    const again = await status(created.body.id, { status: 6 });
    expect(again.body.message).toBe("Can't change status of the CANCELLED reservation");
  });

  it('books a PENDING reservation only when its payment request is OTHER_METHOD', async () => {
    const created = await create(booking({ reservationDate: '2026-04-13' }));
    await server.db.update(reservations).set({ status: 8 }).where(eq(reservations.id, created.body.id));
    await server.db.insert(paymentRequests).values({ reservationId: created.body.id, type: 'CARD', status: 'pending' });
    expect((await status(created.body.id, { status: 1 })).body.message).toBe('Status is not valid');
    await server.db.update(paymentRequests).set({ type: 'OTHER_METHOD' }).where(eq(paymentRequests.reservationId, created.body.id));
    expect((await status(created.body.id, { status: 1 })).body.statusName).toBe('BOOKED');
  });

  it("says 'ID reservation not exist.' for an unknown id", async () => {
    const res = await status('00000000-0000-4000-8000-000000000000', { status: 6 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('ID reservation not exist.');
  });

  it('keeps the history of who changed what', async () => {
    const created = await create(booking({ reservationDate: '2026-04-14' }));
    await status(created.body.id, { status: 6 });
    const history = await host.get(`/api/v1/reservations/${created.body.id}/activities`, headers);
    expect(history.body.map((a: any) => [a.action, a.actorName])).toEqual([
      ['created', 'JG-ORCHARD'],
      ['status', 'JG-ORCHARD'],
    ]);
    expect(history.body[1].changes).toEqual({ from: 'BOOKED', to: 'CONFIRMED' });
  });
});

describe('live updates', () => {
  it("publishes each committed change to the outlet's topic", async () => {
    const login = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const client = await mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, { username: 'host', password: login.body.hostV2AuthToken, reconnectPeriod: 0 });
    try {
      await client.subscribeAsync(`host/outlets/${outletId}/reservations`);
      const message = new Promise<any>((resolve) => client.on('message', (_t, payload) => resolve(JSON.parse(payload.toString()))));
      const created = await create(booking({ reservationDate: '2026-04-14', reservationTime: '12:30:00' }));
      expect(await message).toEqual({ kind: 'reservation.created', ids: [created.body.id] });
    } finally {
      await client.endAsync();
    }
  });
});

describe('tables, tags and guest lookup for the booking dialog', () => {
  it("lists the outlet's areas with their tables", async () => {
    const res = await host.get(`/api/v1/outlets/${outletId}/areas`, headers);
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => a.name)).toEqual(expect.arrayContaining(['Main Hall', 'Garden Terrace']));
    expect(res.body.find((a: any) => a.name === 'Main Hall').tables.length).toBe(8);
  });

  it('shows a seated party as BILL when its table asks for the bill, and only then', async () => {
    const walkIn = await create({ isWalkIn: true, numberOfAdults: 2, tableIds: [tableIds[7]] });
    const versionOf = async (id: string) => ({
      'if-match': `"${(await host.get(`/api/v1/outlets/${outletId}/areas`, headers)).body.flatMap((a: any) => a.tables).find((t: any) => t.id === id).version}"`,
    });
    const bill = await host.post(`/api/v1/tables/${tableIds[7]}/status`, { status: 4 }, { ...headers, ...(await versionOf(tableIds[7]!)) });
    expect(bill.status).toBe(200);
    const party = await host.get(`/api/v1/reservations/${walkIn.body.id}`, headers);
    expect(party.body.displayStatus).toBe('BILL');
    expect(party.body.allowedTransitions).toContain('COMPLETED');
    const empty = await host.post(`/api/v1/tables/${tableIds[6]}/status`, { status: 4 }, { ...headers, ...(await versionOf(tableIds[6]!)) });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Status is not valid');
  });

  it('finds a guest by phone with their visits, within the brand only', async () => {
    const login = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const brandId = login.body.brand.id;
    await create(booking({ customerPhone: '+65 8765 4321', customerFirstName: 'Lookup', reservationDate: '2026-04-15' }));
    const res = await host.get(`/api/v1/brands/${brandId}/customers?phone=87654321`, headers);
    expect(res.body).toEqual([expect.objectContaining({ firstName: 'Lookup', phone: '+65 8765 4321', visits: 1 })]);
    const tags = await host.get(`/api/v1/brands/${brandId}/tags`, headers);
    expect(tags.body.map((t: any) => t.title)).toContain('VIP');
    const [mawar] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    expect((await host.get(`/api/v1/brands/${mawar!.brandId}/tags`, headers)).status).toBe(403);
  });
});
