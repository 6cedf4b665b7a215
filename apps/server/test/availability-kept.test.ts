import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOutDays } from '../src/db/schema';
import { DINNER, anOutlet, bookingBody, type OutletFixture } from './factories';
import { parseError, startTestServer, type Host, type TestServer } from './helper';

/*
 * An outlet's day of times is kept in the server's memory between its changes (docs/decisions/017-availability-reads.md,
 * issue 34 point 5): a host's or a diner's question is answered without reading PostgreSQL again, until the outlet
 * publishes a change; a booking is still checked against PostgreSQL under its lock. A block-out written behind the
 * server's back (as no screen can) shows what is kept and when it is dropped. The clock is 2026-03-31 19:30 in Singapore.
 */
let server: TestServer;
let place: OutletFixture;
let host: Host;
const date = '2026-04-20';

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { services: [DINNER] });
  ({ host } = place);
});
afterAll(() => server.close());

const reasonsAt = async (time: string, path = `/api/v1/outlets/${place.outlet.id}/availability?date=${date}&pax=2`) => {
  const res = await host.call('GET', path);
  expect(res.status).toBe(200);
  return (res.body.slots as Array<{ time: string; reasons: string[] }>).find((s) => s.time === `${time}:00`)?.reasons;
};
const booking = (on: string, time: string) =>
  host.call('POST', `/api/v1/outlets/${place.outlet.id}/reservations`, bookingBody({ date: on, time, pax: 2, customerFirstName: 'Kept' }));

describe("an outlet's day of times, kept between its changes", () => {
  it('answers from memory until the outlet publishes a change, and never lets a booking through on what it kept', async () => {
    expect(await reasonsAt('19:00')).toEqual([]);
    // The whole day blocked behind the server's back: what it kept still answers, as no change was published.
    await server.db.insert(blockOutDays).values({ outletId: place.outlet.id, name: 'Private event', date, entireDay: true });
    expect(await reasonsAt('19:00')).toEqual([]);
    // A booking is checked on PostgreSQL under its lock: refused, whatever was kept.
    expect(parseError(await booking(date, '19:00'), 422).details.reasons).toContain('BLOCKED');
    expect(await reasonsAt('19:00')).toEqual([]);
    // Any change the outlet publishes (a booking for another day) drops its kept days: the next answer reads the block-out.
    expect((await booking('2026-04-21', '19:00')).status).toBe(201);
    expect(await reasonsAt('19:00')).toContain('BLOCKED');
  });

  it('shows a change made through Host at once: a block-out a manager adds', async () => {
    const day = `/api/v1/outlets/${place.outlet.id}/availability?date=2026-04-22&pax=2`;
    expect(await reasonsAt('19:00', day)).toEqual([]);
    const block = { date: '2026-04-22', entireDay: true, name: 'Private event' };
    expect((await host.call('POST', `/api/v1/outlets/${place.outlet.id}/block-out-days?confirm=true`, block)).status).toBe(201);
    expect(await reasonsAt('19:00', day)).toContain('BLOCKED');
  });
});
