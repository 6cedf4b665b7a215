import { setTimeout as sleep } from 'node:timers/promises';
import { bookingMessagesSchema } from '@host/domain/notifications/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outlets } from '../src/db/schema';
import { aReservation, anOutlet, type OutletFixture } from './factories';
import { parseBody, startTestServer, type TestServer } from './helper';

/*
 * The sweep that queues due messages takes each booking it writes for as it picks it, and passes over one a host's
 * change holds: it never waits on a booking while it holds what that change will want next (the day's report mark
 * its writes take), which made a deadlock that PostgreSQL broke by failing the host's no-show with 409 "try again".
 */
let server: TestServer;
let sg: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  // Only this test's outlet sends: the demo's evening stays out of the sweeps.
  await server.db.update(outlets).set({ enableSms: false, enableEmail: false, enableAutomatedCall: false });
  sg = await anOutlet(server);
});
afterAll(() => server?.close());

const reminderOf = async (id: string) =>
  parseBody(bookingMessagesSchema, await sg.host.call('GET', `/api/v1/reservations/${id}/messages`)).planned.find(
    (p) => p.key === 'confirm:sms:24h',
  )?.status;

/** 'waited' as soon as any session of the test's database waits for a lock; never, while `until` is pending. */
async function lockWait(until: Promise<unknown>) {
  let settled = false;
  void until.finally(() => (settled = true));
  while (!settled) {
    const { rows } = await server.db.$client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0]!.n > 0) return 'waited';
    await sleep(20);
  }
  return 'swept';
}

it("passes over a booking a host's change holds, without waiting, and queues its reminder once it is free", async () => {
  server.setClock('2026-03-31T13:00:00+08:00');
  const free = await aReservation(sg.host, { date: '2026-04-01', time: '19:00' });
  const held = await aReservation(sg.host, { date: '2026-04-01', time: '19:00' });
  await server.sweep();
  expect([await reminderOf(free.id), await reminderOf(held.id)]).toEqual(['planned', 'planned']);

  // The 24-hour reminders are due; a host's status change has the second booking's row.
  server.setClock('2026-03-31T19:00:30+08:00');
  const hostsChange = await server.db.$client.connect();
  try {
    await hostsChange.query('begin');
    await hostsChange.query('select id from reservations where id = $1 for update', [held.id]);
    const sweep = server.sweep();
    expect(await Promise.race([sweep.then(() => 'swept'), lockWait(sweep)])).toBe('swept');
    expect(await reminderOf(free.id)).toBe('queued');
    expect(await reminderOf(held.id)).toBe('planned');
  } finally {
    await hostsChange.query('rollback');
    hostsChange.release();
  }
  await server.sweep();
  expect(await reminderOf(held.id)).toBe('queued');
});
