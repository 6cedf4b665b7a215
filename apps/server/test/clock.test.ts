import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import mqtt from 'mqtt';
import { areaWithTablesSchema } from '@host/domain/tables';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from './clock';
import { aReservation, aWalkIn, anOutlet, readReservation } from './factories';
import { parseBody, startTestServer, type Host, type TestServer } from './helper';

// The clock starts at 2026-03-31 19:30 in Singapore (test/clock.ts). Each test sets it where the
// rule turns and calls the sweep itself, as the job queue would, rather than waiting for a tick.
const MINUTE = 60_000;
const at = (time: string) => `2026-03-31T${time}+08:00`;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.setClock(TEST_NOW));
afterAll(() => server.close());

const tableOf = async (host: Host, id: string) => {
  const areas = parseBody(areaWithTablesSchema.array(), await host.call('GET', `/api/v1/outlets/${host.outletId}/areas?all=true`));
  return areas.flatMap((a) => a.tables).find((t) => t.id === id)!;
};
/** What one sweep changed at one outlet (the demo's outlets share the database). */
const sweepAt = async (outletId: string) => {
  const swept = await server.sweep();
  const mine = (changed: Array<{ id: string; outletId: string }>) => changed.filter((c) => c.outletId === outletId).map((c) => c.id);
  return { late: mine(swept.late), overstayed: mine(swept.overstayed), cleaned: mine(swept.cleaned) };
};

describe('the clock sweep: LATE, OVERSTAY and cleaning by the server clock (jobs/clock-sweep.ts)', () => {
  it.each([
    ["the service timing's grace period (dinner: 15 minutes)", '19:45', {}, '19:59:30', '20:00:30'],
    [
      "the outlet's grace period for a booking outside every service (5 minutes)",
      '22:30',
      { availabilityOverride: 'Late table, kitchen agreed' },
      '22:34:30',
      '22:35:30',
    ],
  ])('turns a booking not seated by its time plus %s LATE, once, with a history line', async (_grace, time, extra, inside, past) => {
    const { host, outlet, table } = await anOutlet(server, { outlet: { reservationGracePeriod: 300 }, tables: [{ name: 'L1' }] });
    const booked = await aReservation(host, { date: '2026-03-31', time, tables: [table('L1').id], ...extra });
    server.setClock(at(inside));
    expect(await sweepAt(outlet.id)).toEqual({ late: [], overstayed: [], cleaned: [] });
    expect((await readReservation(host, booked.id)).statusName).toBe('BOOKED');

    server.setClock(at(past));
    expect((await sweepAt(outlet.id)).late).toEqual([booked.id]);
    expect(await readReservation(host, booked.id)).toMatchObject({
      statusName: 'LATE',
      displayStatus: 'LATE',
      version: booked.version + 1,
    });
    // A second sweep (a second server, the next tick) changes nothing more.
    expect((await sweepAt(outlet.id)).late).toEqual([]);
    // No activity schema in the domain yet: the fields read here are checked by value.
    const history = (await host.call('GET', `/api/v1/reservations/${booked.id}/activities`)).body;
    expect(history.filter((a: any) => a.changes?.to === 'LATE').map((a: any) => [a.actorKind, a.changes])).toEqual([
      ['system', { from: 'BOOKED', to: 'LATE', cause: 'lateByClock' }],
    ]);
  });

  it('leaves a seated party, and a confirmed one still inside its grace period, as they are', async () => {
    const { host, outlet, table } = await anOutlet(server, { tables: [{ name: 'K1' }, { name: 'K2' }] });
    const confirmed = await aReservation(host, { date: '2026-03-31', time: '19:45', tables: [table('K1').id] });
    await host.call('POST', `/api/v1/reservations/${confirmed.id}/status`, { status: RESERVATION_STATUS.CONFIRMED });
    const seated = await aReservation(host, { date: '2026-03-31', time: '19:45', tables: [table('K2').id] });
    await host.call('POST', `/api/v1/reservations/${seated.id}/status`, { status: RESERVATION_STATUS.SEATED, tableIds: [table('K2').id] });
    server.setClock(at('19:55:00'));
    expect(await sweepAt(outlet.id)).toEqual({ late: [], overstayed: [], cleaned: [] });
    server.setClock(at('20:01:00'));
    expect((await sweepAt(outlet.id)).late).toEqual([confirmed.id]);
    expect((await readReservation(host, seated.id)).statusName).toBe('SEATED');
  });

  it('turns the tables of a party past its limit time OVERSTAY, shown as OVERSTAYED', async () => {
    const { host, outlet, table } = await anOutlet(server, { tables: [{ name: 'O1' }] });
    const party = await aWalkIn(host, [table('O1').id]);
    server.advanceClock(party.diningInterval * 1000 - MINUTE);
    expect((await sweepAt(outlet.id)).overstayed).toEqual([]);
    server.advanceClock(2 * MINUTE);
    expect((await sweepAt(outlet.id)).overstayed).toEqual([party.id]);
    expect((await readReservation(host, party.id)).displayStatus).toBe('OVERSTAYED');
    expect((await tableOf(host, table('O1').id)).status).toBe(TABLE_STATUS.OVERSTAY);
    expect((await sweepAt(outlet.id)).overstayed).toEqual([]);
  });

  it.each([
    ['frees a departed table after the cleaning time (10 minutes)', 10, 11 * MINUTE, TABLE_STATUS.AVAILABLE],
    ['never frees it where the cleaning time is 0 (a host marks it clean)', 0, 24 * 60 * MINUTE, TABLE_STATUS.REQUIRES_CLEANING],
  ])('%s', async (_what, tableCleaningMinutes, later, expected) => {
    const { host, outlet, table } = await anOutlet(server, { outlet: { tableCleaningMinutes }, tables: [{ name: 'W1' }] });
    const party = await aWalkIn(host, [table('W1').id]);
    await host.call('POST', `/api/v1/reservations/${party.id}/status`, { status: RESERVATION_STATUS.COMPLETED });
    expect((await tableOf(host, table('W1').id)).status).toBe(TABLE_STATUS.REQUIRES_CLEANING);
    server.advanceClock(9 * MINUTE);
    expect((await sweepAt(outlet.id)).cleaned).toEqual([]);
    server.advanceClock(later - 9 * MINUTE);
    expect((await sweepAt(outlet.id)).cleaned).toEqual(expected === TABLE_STATUS.AVAILABLE ? [table('W1').id] : []);
    expect((await tableOf(host, table('W1').id)).status).toBe(expected);
  });
});

describe("a host holds a LATE party's table longer (POST /reservations/{id}/grace-period)", () => {
  /** A booking at 19:45 (dinner: 15 minutes' grace) turned LATE by the clock at 20:00:30. */
  const aLateBooking = async (confirm = false) => {
    const fixture = await anOutlet(server, { tables: [{ name: 'G1' }, { name: 'G2' }] });
    const booked = await aReservation(fixture.host, { date: '2026-03-31', time: '19:45', tables: [fixture.table('G1').id] });
    if (confirm) await fixture.host.call('POST', `/api/v1/reservations/${booked.id}/status`, { status: RESERVATION_STATUS.CONFIRMED });
    server.setClock(at('20:00:30'));
    expect((await sweepAt(fixture.outlet.id)).late).toEqual([booked.id]);
    return { ...fixture, booked: await readReservation(fixture.host, booked.id) };
  };
  /** An instant a few seconds after `iso` at most: the test clock runs on from where it was set. */
  const soonAfter = (iso: string) =>
    expect.toSatisfy((v: string) => Date.parse(v) >= Date.parse(iso) && Date.parse(v) < Date.parse(iso) + 5000, `just after ${iso}`);
  const extend = (host: Host, id: string, minutes: unknown, headers: Record<string, string> = {}) =>
    host.call('POST', `/api/v1/reservations/${id}/grace-period`, { minutes }, headers);

  it('waits as before it was late until the hold ends, then the clock turns it LATE again', async () => {
    const { host, outlet, booked } = await aLateBooking();
    const held = await extend(host, booked.id, 10);
    expect(held.status).toBe(200);
    // The grace period ended at 20:00: ten more minutes count from now, 20:00:30.
    expect(held.body).toMatchObject({
      statusName: 'BOOKED',
      displayStatus: 'BOOKED',
      graceExtendedUntil: soonAfter('2026-03-31T12:10:30Z'),
    });
    expect(held.body.version).toBe(booked.version + 1);
    server.setClock(at('20:10:00'));
    expect((await sweepAt(outlet.id)).late).toEqual([]);
    server.setClock(at('20:10:40'));
    expect((await sweepAt(outlet.id)).late).toEqual([booked.id]);
    const history = (await host.call('GET', `/api/v1/reservations/${booked.id}/activities`)).body as any[];
    expect(history.filter((a) => a.action === 'status').map((a) => [a.actorKind, a.changes])).toEqual(
      expect.arrayContaining([
        ['outlet', { from: 'LATE', to: 'BOOKED', graceExtendedBy: 10, heldUntil: soonAfter('2026-03-31T12:10:30Z') }],
      ]),
    );
    // Late again, held again: from now once more.
    expect((await extend(host, booked.id, 5)).body).toMatchObject({
      statusName: 'BOOKED',
      graceExtendedUntil: soonAfter('2026-03-31T12:15:40Z'),
    });
  });

  it('a confirmed party waits as confirmed; a booking moved to another time loses the hold', async () => {
    const { host, booked } = await aLateBooking(true);
    const held = await extend(host, booked.id, 15);
    expect(held.body).toMatchObject({ statusName: 'CONFIRMED', graceExtendedUntil: soonAfter('2026-03-31T12:15:30Z') });
    const moved = await host.call(
      'PATCH',
      `/api/v1/reservations/${booked.id}`,
      { reservationTime: '21:00:00' },
      { 'if-match': `"${held.body.version}"` },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.graceExtendedUntil).toBeNull();
  });

  it("refuses any status but LATE with the rules' message, a booking changed since, and a bad number of minutes", async () => {
    const { host, table, booked } = await aLateBooking();
    const other = await aReservation(host, { date: '2026-03-31', time: '20:30', tables: [table('G2').id] });
    const refused = await extend(host, other.id, 5);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Grace period only extendable for late reservations');
    expect((await readReservation(host, other.id)).version).toBe(other.version);
    const stale = await extend(host, booked.id, 5, { 'if-match': `"${booked.version - 1}"` });
    expect(stale.status).toBe(409);
    for (const minutes of [0, 61, 'ten']) expect((await extend(host, booked.id, minutes)).status).toBe(400);
    expect((await readReservation(host, booked.id)).statusName).toBe('LATE');
  });

  it("tells the outlet's host screens at once", async () => {
    const { host, booked } = await aLateBooking();
    const client = await mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
      username: 'host',
      password: host.headers.authorization!.slice('Bearer '.length),
      reconnectPeriod: 0,
    });
    try {
      await client.subscribeAsync(`host/outlets/${host.outletId}/reservations`);
      const messages: Array<{ kind: string; ids: string[] }> = [];
      client.on('message', (_topic, payload) => messages.push(JSON.parse(payload.toString())));
      expect((await extend(host, booked.id, 5)).status).toBe(200);
      await expect.poll(() => messages.filter((m) => m.ids.includes(booked.id)).length).toBeGreaterThan(0);
    } finally {
      await client.endAsync();
    }
  });
});

describe('the job queue (pg-boss) runs the sweep on its own', () => {
  /** Polls through HTTP until the check holds: the queue ticks every half second here. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('frees a departed table, and does again after a restart', async () => {
    const { host, table } = await anOutlet(server, { tables: [{ name: 'J1' }, { name: 'J2' }] });
    const depart = async (name: string) => {
      const party = await aWalkIn(host, [table(name).id]);
      await host.call('POST', `/api/v1/reservations/${party.id}/status`, { status: RESERVATION_STATUS.COMPLETED });
    };
    await server.startJobs();
    try {
      await depart('J1');
      server.advanceClock(11 * MINUTE);
      expect(
        (
          await eventually(
            () => tableOf(host, table('J1').id),
            (t) => t.status === TABLE_STATUS.AVAILABLE,
          )
        ).status,
      ).toBe(TABLE_STATUS.AVAILABLE);
      await server.stopJobs();
      await depart('J2');
      server.advanceClock(11 * MINUTE);
      await server.startJobs();
      expect(
        (
          await eventually(
            () => tableOf(host, table('J2').id),
            (t) => t.status === TABLE_STATUS.AVAILABLE,
          )
        ).status,
      ).toBe(TABLE_STATUS.AVAILABLE);
    } finally {
      await server.stopJobs();
    }
  });
});
