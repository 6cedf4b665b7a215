import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets, serviceTimings } from '../src/db/schema';
import { signedInHost, startTestServer, type Client, type TestServer } from './helper';

// The clock is 2026-03-31 19:30 in Singapore (test/clock.ts). Dinner runs 17:30 to 22:00 every day.
let server: TestServer;
let host: Client;
let headers: Record<string, string>;
let outletId: string;
let phone = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: host, outletId, headers } = await signedInHost(server, 'JG-TPAGAR', '1357'));
});
afterAll(() => server.close());

const booking = (date: string, time: string, numberOfAdults = 2, extra: Record<string, unknown> = {}) =>
  host.request('POST', `/api/v1/outlets/${outletId}/reservations`, {
    headers,
    body: { reservationDate: date, reservationTime: time, numberOfAdults, customerPhone: `+65 9333 ${String(1000 + phone++)}`, customerFirstName: 'Slot', customerLastName: 'Tester', ...extra },
  });

describe('availability: the bookable times of a day, and why the others are not', () => {
  it("lists the services' slots with their reasons, for staff and online", async () => {
    const staff = await host.get(`/api/v1/outlets/${outletId}/availability?date=2026-03-31&pax=2`, headers);
    expect(staff.status).toBe(200);
    const byTime = new Map(staff.body.slots.map((s: any) => [s.time, s]));
    expect((byTime.get('12:00:00') as any).reasons).toContain('PAST');
    expect((byTime.get('11:30:00') as any).serviceName).toBe('Lunch');
    expect(staff.body.slots.filter((s: any) => s.serviceName === 'Dinner').map((s: any) => s.time.slice(0, 5))).toEqual([
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
    ]);
    // Online, the hour of lead time closes 19:45 and 20:15; staff may still book them.
    const online = await host.get(`/api/v1/outlets/${outletId}/availability?date=2026-03-31&pax=2&channel=online`, headers);
    const onlineSlot = online.body.slots.find((s: any) => s.time === '20:15:00');
    expect(onlineSlot.reasons).toContain('LEAD_TIME');
    expect(staff.body.slots.find((s: any) => s.time === '20:15:00').reasons).not.toContain('LEAD_TIME');
  });

  it('refuses another outlet and a malformed date', async () => {
    const [bangsar] = await server.db.select().from(outlets).where(eq(outlets.quickCode, 'MW-BANGSAR'));
    expect((await host.get(`/api/v1/outlets/${bangsar!.id}/availability?date=2026-04-01&pax=2`, headers)).status).toBe(403);
    const bad = await host.get(`/api/v1/outlets/${outletId}/availability?date=01-04-2026&pax=2`, headers);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'querystring.date', message: 'invalid "reservationDate"' })]);
  });

  it('refuses a booking outside every service, unless the host says why; the reason is kept', async () => {
    const refused = await booking('2026-04-05', '16:00:00');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', details: { reasons: ['CLOSED'] } });
    const forced = await booking('2026-04-05', '16:00:00', 2, { availabilityOverride: 'Regular guest, kitchen agreed' });
    expect(forced.status).toBe(201);
    const history = (await host.get(`/api/v1/reservations/${forced.body.id}/activities`, headers)).body;
    expect(history[0].changes.availabilityOverride).toEqual({ reasons: ['CLOSED'], reason: 'Regular guest, kitchen agreed' });
  });

  it('twenty hosts booking the last covers of a slot at once never pass maxGuest', async () => {
    await server.db.update(serviceTimings).set({ maxGuest: 10, maxReservation: 50 }).where(eq(serviceTimings.outletId, outletId));
    const date = '2026-04-20';
    const already = (await host.get(`/api/v1/outlets/${outletId}/availability?date=${date}&pax=1`, headers)).body.slots.find((s: any) => s.time === '19:00:00').coversBooked;
    const answers = await Promise.all(Array.from({ length: 20 }, () => booking(date, '19:00:00', 2)));
    const created = answers.filter((a) => a.status === 201).length;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 201 || (a.status === 422 && a.body.details.reasons.includes('PACING_COVERS')))).toBe(true);
    expect(already + created * 2).toBeLessThanOrEqual(10);
    expect(created).toBe(Math.floor((10 - already) / 2));
    const after = (await host.get(`/api/v1/outlets/${outletId}/availability?date=${date}&pax=2`, headers)).body.slots.find((s: any) => s.time === '19:00:00');
    expect(after.coversBooked).toBe(already + created * 2);
    expect(after.reasons).toContain('PACING_COVERS');
  });

  it('an edit to a full slot is refused; the booking keeps its time', async () => {
    // maxGuest is 10 since the test before; fill 20:00 to the last cover.
    const date = '2026-04-21';
    const mine = await booking(date, '18:00:00', 2);
    let filled = 0;
    while ((await booking(date, '20:00:00', 1)).status === 201) filled++;
    expect(filled).toBeGreaterThan(0);
    const moved = await host.request('PATCH', `/api/v1/reservations/${mine.body.id}`, { headers: { ...headers, 'if-match': '"1"' }, body: { reservationTime: '20:00:00' } });
    expect(moved.status).toBe(422);
    expect(moved.body.details.reasons).toEqual(['PACING_COVERS']);
    expect((await host.get(`/api/v1/reservations/${mine.body.id}`, headers)).body.reservationTime).toBe('18:00:00');
  });
});
