import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, messageDeliveries, outlets, reservations } from '../src/db/schema';
import { retryDelayMs } from '../src/modules/notifications/sender';
import { aReservation, anOutlet } from './factories';
import { startTestServer, type TestServer } from './helper';
import { startTwilioStandIn } from './twilio-stand-in';

/*
 * An SMS the provider refuses for good falls back to email (a message written for the booking). That settling takes the
 * booking's row before it raises the message's day's report mark (decision 006): a host's change holds the row, then its
 * own update raises the same mark. Taken the other way round, the two waited on each other, and PostgreSQL failed one:
 * the fallback was lost, or the host's change failed with "try again".
 */
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
let server: TestServer;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  server = await startTestServer(twilio.env);
  // Only this test's outlet sends.
  await server.db.update(outlets).set({ enableSms: false, enableEmail: false, enableAutomatedCall: false });
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});

/** Resolves once any session of the test's database waits for a lock. */
async function someoneWaits() {
  for (;;) {
    const { rows } = await server.db.$client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0]!.n > 0) return;
    await sleep(20);
  }
}

it('a refused SMS falls back to email while a host changes the booking: both go through, neither is failed', async () => {
  const place = await anOutlet(server, { outlet: { enableEmail: true } });
  server.setClock('2026-03-31T13:00:00+08:00');
  // Tonight's booking: its day and its message's day are one report day (the database's own clock has them past).
  const booking = await aReservation(place.host, { date: '2026-03-31', time: '19:00', allowReminderNotify: false });
  const [row] = await server.db.select({ customerId: reservations.customerId }).from(reservations).where(eq(reservations.id, booking.id));
  await server.db.update(customers).set({ email: 'fallback@example.com' }).where(eq(customers.id, row!.customerId!));
  // The first try fails and is tried again later; the second is refused for good.
  twilio.answers.push(500, 400);
  await server.sweep();
  const smsOf = async () =>
    (await server.db.select().from(messageDeliveries).where(eq(messageDeliveries.reservationId, booking.id))).filter(
      (d) => d.channel === 'sms',
    );
  expect((await smsOf()).map((d) => d.state)).toEqual(['retried']);

  server.advanceClock(retryDelayMs(1) + 1000);
  const hostsChange = await server.db.$client.connect();
  try {
    await hostsChange.query('begin');
    await hostsChange.query('select id from reservations where id = $1 for update', [booking.id]);
    const swept = server.sweep();
    await someoneWaits();
    // The host's change goes on: its update raises the day's mark, which the sweep has not taken yet.
    await hostsChange.query('update reservations set staff_notes = $2 where id = $1', [booking.id, 'Window seat']);
    await hostsChange.query('commit');
    await swept;
  } finally {
    hostsChange.release();
  }
  const [sms] = await smsOf();
  expect(sms).toMatchObject({ state: 'failed' });
  const [fallback] = await server.db.select().from(messageDeliveries).where(eq(messageDeliveries.fallbackOfId, sms!.id));
  expect(fallback).toMatchObject({ channel: 'email', recipient: 'fallback@example.com' });
  const [kept] = await server.db.select({ note: reservations.staffNotes }).from(reservations).where(eq(reservations.id, booking.id));
  expect(kept!.note).toBe('Window seat');
});
