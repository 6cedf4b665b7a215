import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost, startTestServer, type Client, type TestServer } from './helper';

// The clock starts at 2026-03-31 19:30 in Singapore (test/clock.ts); the tests move it on.
const MINUTE = 60_000;
let server: TestServer;
let host: Client;
let headers: Record<string, string>;
let outletId: string;
let areaId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: host, outletId, headers } = await signedInHost(server, 'HD-CENTRAL', '9753'));
  areaId = (await call('POST', `/api/v1/outlets/${outletId}/areas`, { name: 'Clock room', displayName: 'Clock room' })).body.id;
  await server.startJobs();
});
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown) {
  return host.request(method, path, { body, headers });
}
async function newTable(name: string) {
  return (await call('POST', `/api/v1/outlets/${outletId}/tables`, { areaId, name, maxPax: 4 })).body as { id: string };
}
/** Polls through HTTP until the check holds: the sweep runs on its own, every half second here. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const reservation = async (id: string) => (await call('GET', `/api/v1/reservations/${id}`)).body;
const table = async (id: string) => (await call('GET', `/api/v1/outlets/${outletId}/areas?all=true`)).body.flatMap((a: any) => a.tables).find((t: any) => t.id === id);

describe('timed work: LATE, OVERSTAY and cleaning by the clock (pg-boss)', () => {
  it('turns a booking not seated by its time plus the grace period LATE, once, with a history line', async () => {
    const t = await newTable('L1');
    const created = await call('POST', `/api/v1/outlets/${outletId}/reservations`, {
      reservationDate: '2026-03-31',
      reservationTime: '19:45:00',
      numberOfAdults: 2,
      customerPhone: '+852 9123 0001',
      customerFirstName: 'Ka Ming',
      tableIds: [t.id],
    });
    expect(created.status).toBe(201);
    server.advanceClock(20 * MINUTE); // 19:50: inside the grace period
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await reservation(created.body.id)).statusName).toBe('BOOKED');
    server.advanceClock(10 * MINUTE); // 20:00: past 19:45 plus 15 minutes
    const late = await eventually(
      () => reservation(created.body.id),
      (r) => r.statusName === 'LATE',
    );
    expect(late).toMatchObject({ statusName: 'LATE', displayStatus: 'LATE', version: created.body.version + 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const history = (await call('GET', `/api/v1/reservations/${created.body.id}/activities`)).body;
    expect(history.filter((a: any) => a.changes?.to === 'LATE')).toHaveLength(1);
  });

  it('turns the tables of a party past its limit time OVERSTAY, shown as OVERSTAYED', async () => {
    const t = await newTable('O1');
    const party = (await call('POST', `/api/v1/outlets/${outletId}/reservations`, { isWalkIn: true, numberOfAdults: 2, tableIds: [t.id] })).body;
    server.advanceClock(party.diningInterval * 1000 + MINUTE);
    const over = await eventually(
      () => reservation(party.id),
      (r) => r.displayStatus === 'OVERSTAYED',
    );
    expect(over.displayStatus).toBe('OVERSTAYED');
    expect((await table(t.id)).status).toBe(7);
  });

  it('frees a departed table after the cleaning time, and keeps working after a restart', async () => {
    const t = await newTable('W1');
    const party = (await call('POST', `/api/v1/outlets/${outletId}/reservations`, { isWalkIn: true, numberOfAdults: 2, tableIds: [t.id] })).body;
    await call('POST', `/api/v1/reservations/${party.id}/status`, { status: 3 });
    expect((await table(t.id)).status).toBe(5);
    await server.stopJobs();
    server.advanceClock(11 * MINUTE); // the outlet's cleaning time is 10 minutes
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await table(t.id)).status).toBe(5); // nothing runs while the jobs are down
    await server.startJobs();
    expect(
      (
        await eventually(
          () => table(t.id),
          (x) => x.status === 1,
        )
      ).status,
    ).toBe(1);
  });
});
