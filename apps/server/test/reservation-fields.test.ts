import { bookingMessagesSchema } from '@host/domain/notifications/contract';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationNotifications } from '../src/db/schema';
import { aReservation, anOutlet, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestServer } from './helper';

// The reservation as docs/rules.md section 3 lists it (issue 33, item 4): its outlet, its planned
// messages, its table's status by name, and the extra guests staff add. The clock is 2026-03-31 19:30
// in Singapore (test/clock.ts).
let server: TestServer;
let place: OutletFixture;
beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, {
    tables: [
      { name: 'X1', seats: 8 },
      { name: 'X2', seats: 4 },
    ],
  });
});
afterAll(() => server.close());

describe('a reservation as the API answers it', () => {
  it('names its outlet, its table status and the extra guests in its size; staff change the extras, never below 0', async () => {
    const { host, outlet, table } = place;
    const made = await aReservation(host, { date: '2026-03-31', time: '21:00', tables: [table('X1').id], extraAdult: 1, extraChildren: 2 });
    expect(made).toMatchObject({
      outlet: { id: outlet.id, outletName: outlet.name },
      extraAdult: 1,
      extraChildren: 2,
      pax: 5,
      tableStatus: 'AVAILABLE',
      tables: [{ name: 'X1', statusName: 'AVAILABLE' }],
    });
    const more = await host.call('PATCH', `/api/v1/reservations/${made.id}`, { extraAdult: 3 }, { 'if-match': `"${made.version}"` });
    expect(parseBody(reservationSchema, more)).toMatchObject({ extraAdult: 3, extraChildren: 2, pax: 7 });
    const negative = await host.call(
      'PATCH',
      `/api/v1/reservations/${made.id}`,
      { extraChildren: -1 },
      { 'if-match': `"${more.body.version}"` },
    );
    expect(parseError(negative, 400).details).toEqual([{ field: 'body.extraChildren', message: 'Extra guests cannot be fewer than 0' }]);

    server.setClock('2026-03-31T20:55:00+08:00');
    await host.call('POST', `/api/v1/reservations/${made.id}/status`, { status: RESERVATION_STATUS.SEATED });
    expect(await readReservation(host, made.id)).toMatchObject({ tableStatus: 'IN_USE', tables: [{ statusName: 'IN_USE' }] });
  });

  it('lists the messages planned and sent for it, as its message ledger does', async () => {
    const { host } = place;
    const booking = await aReservation(host, { date: '2026-04-02', time: '19:00' });
    for (let i = 0; i < 10; i++) await server.sweep();
    const ledger = parseBody(bookingMessagesSchema, await host.call('GET', `/api/v1/reservations/${booking.id}/messages`));
    const read = await readReservation(host, booking.id);
    expect(ledger.planned.length).toBeGreaterThan(0);
    expect(read.confirmationNotifications.map((n) => [n.channel, n.type, n.timing, n.status, n.sendAt, n.result])).toEqual(
      ledger.planned.map((p) => [p.channel, p.type, p.timing, p.status, p.sendAt, p.result]),
    );
    // A confirm message the guest answered carries the answer (docs/rules.md section 3's result).
    const sent = ledger.planned.find((p) => p.type === 'confirm' && p.isSent);
    expect(sent).toBeDefined();
    await server.db.update(confirmationNotifications).set({ result: 'confirmed' }).where(eq(confirmationNotifications.id, sent!.id));
    expect((await readReservation(host, booking.id)).confirmationNotifications.find((n) => n.id === sent!.id)?.result).toBe('confirmed');
  });

  it("refuses a locked field with its status group's words (docs/rules.md section 8)", async () => {
    const { host, table } = place;
    server.setClock('2026-03-31T19:30:00+08:00');
    const patch = (id: string, version: number, body: object) =>
      host.call('PATCH', `/api/v1/reservations/${id}`, body, { 'if-match': `"${version}"` });
    // Seated: its time stays.
    const seated = await aReservation(host, { date: '2026-03-31', time: '19:45', tables: [table('X2').id] });
    const sat = await host.call('POST', `/api/v1/reservations/${seated.id}/status`, { status: RESERVATION_STATUS.SEATED });
    expect(parseError(await patch(seated.id, sat.body.version, { reservationTime: '20:30:00' }), 422).message).toBe(
      'Reservation time cannot be changed',
    );
    // A booking of a day gone by: says so, with its status.
    const tomorrow = await aReservation(host, { date: '2026-04-01', time: '12:00' });
    server.setClock('2026-04-03T12:00:00+08:00');
    expect(parseError(await patch(tomorrow.id, tomorrow.version, { notes: 'late note' }), 422).message).toBe(
      "A BOOKED reservation can't be changed once its day has passed",
    );
    // Cancelled: the generic words.
    server.setClock('2026-03-31T19:30:00+08:00');
    const cancelled = await aReservation(host, { date: '2026-04-02', time: '12:00' });
    const gone = await host.call('POST', `/api/v1/reservations/${cancelled.id}/status`, { status: RESERVATION_STATUS.CANCELLED });
    expect(parseError(await patch(cancelled.id, gone.body.version, { notes: 'too late' }), 422).message).toBe(
      "Reservation can't change infomation !",
    );
  });
});
