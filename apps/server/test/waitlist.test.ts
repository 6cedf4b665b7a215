import { reservationSchema } from '@host/domain/reservations/reservation';
import { guestQueueViewSchema, queueEntrySchema, queueViewSchema, type QueueEntryInput } from '@host/domain/waitlist/queue';
import { waitlistSettingsViewSchema } from '@host/domain/waitlist/waiting-list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caughtMails, outlets, queueEntries, reservations } from '../src/db/schema';
import { TEST_NOW } from './clock';
import { aWalkIn, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// The door queue (issue 30, docs/rules.md section 10), through HTTP against PostgreSQL. The clock is
// 2026-03-31 19:30 in Singapore (test/clock.ts); the outlets' dinner holds a table 120 minutes.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const seatedSchema = z.object({ entry: queueEntrySchema, reservation: reservationSchema });
const NOW = Date.parse(TEST_NOW);

/** An outlet of its own with three tables: T2 for 2, T4 for 4, T6 for 6 (and the outlet's settings given). */
async function door(outlet: NonNullable<Parameters<typeof anOutlet>[1]>['outlet'] = {}) {
  const fixture = await anOutlet(server, {
    outlet,
    tables: [
      { name: 'T2', seats: 2 },
      { name: 'T4', seats: 4, minPax: 3 },
      { name: 'T6', seats: 6, minPax: 5 },
    ],
  });
  const host = fixture.host;
  const queue = async () => parseBody(queueViewSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/queue`));
  const add = async (party: Partial<QueueEntryInput> & { numberOfAdults: number }) =>
    parseBody(
      queueEntrySchema,
      await host.call('POST', `/api/v1/outlets/${host.outletId}/queue`, { customerFirstName: 'Guest', ...party }),
      201,
    );
  return { ...fixture, queue, add };
}

const act = (host: Host, id: string, version: number, what: string, body: unknown) =>
  host.call('POST', `/api/v1/queue-entries/${id}/${what}`, body, { 'if-match': `"${version}"` });

/** Puts the party's arrival minutes back: the clock is pinned, so a wait is made by moving the join. */
async function joinedMinutesAgo(id: string, minutes: number) {
  await server.db
    .update(queueEntries)
    .set({ joinedAt: new Date(NOW - minutes * 60_000) })
    .where(eq(queueEntries.id, id));
}

describe('the door queue', () => {
  let outlet: OutletFixture & Awaited<ReturnType<typeof door>>;
  beforeAll(async () => {
    outlet = await door();
  });

  it('quotes each party from the floor: the wait for the table that frees first, after the parties ahead', async () => {
    // T2 taken now by a walk-in (dinner holds a table 120 minutes, cleaning takes 10): the only table for two.
    await aWalkIn(outlet.host, [outlet.table('T2').id], { pax: 2 });
    const mei = await outlet.add({ customerFirstName: 'Mei', numberOfAdults: 2, customerPhone: '9123 4567' });
    expect(mei).toMatchObject({ status: 'waiting', quotedMinutes: 130, customerPhone: '+6591234567', version: 1 });
    // Behind Mei, T2 frees again at 23:50: beyond the four hours looked ahead, so no quote.
    const wei = await outlet.add({ customerFirstName: 'Wei', numberOfAdults: 2 });
    expect(wei.quotedMinutes).toBeNull();
    const { entries } = await outlet.queue();
    expect(entries.map((e) => [e.customerFirstName, e.position, e.estimatedMinutes])).toEqual([
      ['Mei', 1, 130],
      ['Wei', 2, null],
    ]);
  });

  it('refuses a phone of no country, an area of another outlet, and no name', async () => {
    const other = await anOutlet(server);
    const post = (body: unknown) => outlet.host.call('POST', `/api/v1/outlets/${outlet.outlet.id}/queue`, body);
    expect(parseError(await post({ customerFirstName: 'A', numberOfAdults: 2, customerPhone: 'call me' }), 422).details).toMatchObject({
      reason: 'invalidPhone',
    });
    expect(parseError(await post({ customerFirstName: 'A', numberOfAdults: 2, areaId: other.area('Main room').id }), 422).message).toBe(
      "Area isn't in outlet",
    );
    expect(parseError(await post({ customerFirstName: '', numberOfAdults: 2 }), 400).details[0]).toMatchObject({
      field: 'body.customerFirstName',
      message: 'Enter a name',
    });
  });

  it('moves a party to the front or after another, and refuses an edit of a stale read with the entry as it is', async () => {
    const { host } = outlet;
    const before = (await outlet.queue()).entries;
    const last = await outlet.add({ customerFirstName: 'Lim', customerLastName: 'Tan', numberOfAdults: 3, numberOfChildren: 1 });
    const moved = parseBody(queueEntrySchema, await act(host, last.id, last.version, 'move', { afterId: null }));
    expect(moved.version).toBe(2);
    expect((await outlet.queue()).entries.map((e) => e.customerFirstName)).toEqual(['Lim', ...before.map((e) => e.customerFirstName)]);
    parseBody(queueEntrySchema, await act(host, last.id, moved.version, 'move', { afterId: before[0]!.id }));
    expect((await outlet.queue()).entries.map((e) => [e.customerFirstName, e.position])).toEqual([
      ['Mei', 1],
      ['Lim', 2],
      ['Wei', 3],
    ]);
    const stale = parseError(
      await host.call('PATCH', `/api/v1/queue-entries/${last.id}`, { notes: 'high chair' }, { 'if-match': '"1"' }),
      409,
    );
    expect(stale.details.current).toMatchObject({ id: last.id, version: 3 });
    const edited = parseBody(
      queueEntrySchema,
      await host.call('PATCH', `/api/v1/queue-entries/${last.id}`, { notes: 'high chair' }, { 'if-match': '"3"' }),
    );
    // An edit changes only what it names: the party's last name and children stay.
    expect(edited).toMatchObject({ notes: 'high chair', version: 4, customerLastName: last.customerLastName, numberOfChildren: 1 });
  });

  it('seats a party as a walk-in linked to its entry, keeps its actual wait beside its quote, and closes the entry', async () => {
    const { host } = outlet;
    const lim = (await outlet.queue()).entries.find((e) => e.customerFirstName === 'Lim')!;
    await joinedMinutesAgo(lim.id, 12);
    const seated = parseBody(seatedSchema, await act(host, lim.id, lim.version, 'seat', { tableIds: [outlet.table('T4').id] }));
    expect(seated.entry).toMatchObject({ status: 'seated', reservationId: seated.reservation.id, actualMinutes: 12, quotedMinutes: 0 });
    expect(seated.reservation).toMatchObject({
      isWalkIn: true,
      statusName: 'SEATED',
      customerFirstName: 'Lim',
      numberOfAdults: 3,
      numberOfChildren: 1,
    });
    const { entries, medianQuoteErrorMinutes } = await outlet.queue();
    expect(entries.map((e) => [e.customerFirstName, e.position])).toEqual([
      ['Mei', 1],
      ['Wei', 2],
    ]);
    expect(medianQuoteErrorMinutes).toBe(12);
    const again = parseError(await act(host, lim.id, seated.entry.version, 'remove', { reason: 'left' }), 409);
    expect(again.message).toBe('This party has already left the queue.');
  });

  it("tells a party its table is ready by SMS through the ledger, in the outlet's words, and marks it told", async () => {
    const { host } = outlet;
    const mei = (await outlet.queue()).entries.find((e) => e.customerFirstName === 'Mei')!;
    const told = parseBody(queueEntrySchema, await act(host, mei.id, mei.version, 'notify', {}));
    expect(told).toMatchObject({ status: 'notified', version: mei.version + 1 });
    expect(told.notifiedAt).not.toBeNull();
    const ledger = await host.call('GET', `/api/v1/outlets/${host.outletId}/messages`);
    const sms = (ledger.body.items as Array<{ template: string; recipient: string; body: string; state: string }>).find(
      (m) => m.template === 'tableReady',
    );
    expect(sms).toMatchObject({ recipient: '+6591234567' });
    expect(['sent', 'delivered']).toContain(sms!.state);
    expect(sms!.body).toMatch(
      new RegExp(`^${outlet.outlet.name}: hi Mei, your table is ready\\. Please come to the host stand now\\. http\\S+/q/[0-9a-f]{64}$`),
    );
    // Told again: the guest may not have seen the first.
    expect((await act(host, mei.id, told.version, 'notify', {})).status).toBe(200);
    const wei = (await outlet.queue()).entries.find((e) => e.customerFirstName === 'Wei')!;
    expect(parseError(await act(host, wei.id, wei.version, 'notify', {}), 422).message).toBe(
      'This party left no phone number or email: tell them at the door.',
    );
  });

  it('tells a party that gave only an email by email in its language; one with a phone too, by email where no SMS is sent', async () => {
    const byMail = await door({ enableEmail: true });
    const added = await byMail.add({ customerFirstName: 'Aishah', numberOfAdults: 2, customerEmail: 'aishah@example.com', language: 'ms' });
    expect(added.customerEmail).toBe('aishah@example.com');
    expect(parseBody(queueEntrySchema, await act(byMail.host, added.id, added.version, 'notify', {})).status).toBe('notified');
    const mails = await server.db.select().from(caughtMails).where(eq(caughtMails.rcptTo, 'aishah@example.com'));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Meja anda di ${byMail.outlet.name} sudah sedia`,
      `Tempat anda dalam barisan di ${byMail.outlet.name}`,
    ]);
    expect(mails.find((m) => m.subject?.startsWith('Meja'))!.text).toMatch(/hai Aishah, meja anda sudah sedia[\s\S]*\/q\/[0-9a-f]{64}/);

    // No SMS at this outlet: the party's phone is passed over for its email; neither, and the host is told why.
    await server.db.update(outlets).set({ enableSms: false }).where(eq(outlets.id, byMail.outlet.id));
    const both = await byMail.add({
      customerFirstName: 'Ravi',
      numberOfAdults: 2,
      customerPhone: '+6591234568',
      customerEmail: 'ravi@example.com',
    });
    expect((await act(byMail.host, both.id, both.version, 'notify', {})).status).toBe(200);
    expect((await server.db.select().from(caughtMails).where(eq(caughtMails.rcptTo, 'ravi@example.com'))).length).toBe(2);
    const phoneOnly = await byMail.add({ customerFirstName: 'Tan', numberOfAdults: 2, customerPhone: '+6591234569' });
    expect(parseError(await act(byMail.host, phoneOnly.id, phoneOnly.version, 'notify', {}), 422).message).toBe(
      'This outlet does not send messages on that channel',
    );
  });

  it("words 'your table is ready' as the outlet wrote it for the party's language", async () => {
    const own = await door();
    const url = `/api/v1/outlets/${own.outlet.id}/notification-settings`;
    const { version, ...settings } = (await own.host.call('GET', url)).body;
    const wording = { 'zh-Hant': { tableReady: '{{name}}，您的座位好了！{{link}}' } };
    expect((await own.host.call('PUT', url, { ...settings, templates: wording }, { 'If-Match': `"${version}"` })).status).toBe(200);
    const party = await own.add({ customerFirstName: '美玲', numberOfAdults: 2, customerPhone: '+6591234570', language: 'zh-Hant' });
    expect((await act(own.host, party.id, party.version, 'notify', {})).status).toBe(200);
    const ledger = await own.host.call('GET', `/api/v1/outlets/${own.outlet.id}/messages`);
    const sms = (ledger.body.items as Array<{ template: string; body: string }>).find((m) => m.template === 'tableReady');
    expect(sms!.body).toMatch(/^美玲，您的座位好了！http\S+\/q\/[0-9a-f]{64}$/);
  });

  it('takes a party off as left or no-show, out of the order', async () => {
    const { host } = outlet;
    const wei = (await outlet.queue()).entries.find((e) => e.customerFirstName === 'Wei')!;
    const gone = parseBody(queueEntrySchema, await act(host, wei.id, wei.version, 'remove', { reason: 'noShow' }));
    expect(gone).toMatchObject({ status: 'noShow' });
    expect(gone.removedAt).not.toBeNull();
    expect((await outlet.queue()).entries.map((e) => e.customerFirstName)).toEqual(['Mei']);
  });

  it("is another outlet's business to no one: another brand's host is refused the queue and its entries", async () => {
    const stranger = (await anOutlet(server)).host;
    const mei = (await outlet.queue()).entries[0]!;
    expect((await stranger.call('GET', `/api/v1/outlets/${outlet.outlet.id}/queue`)).status).toBe(403);
    expect((await act(stranger, mei.id, mei.version, 'remove', { reason: 'left' })).status).toBe(403);
  });
});

describe('two hosts seating one party at once', () => {
  it('give one walk-in booking: the other is told the party has left the queue, and its table stays free', async () => {
    const { host, table, add } = await door();
    const party = await add({ customerFirstName: 'Race', numberOfAdults: 2 });
    const answers = await Promise.all(
      [table('T4').id, table('T6').id].map((tableId) =>
        act(host, party.id, party.version, 'seat', { tableIds: [tableId], allowOverCapacity: true }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(['queueEntryClosed', 'staleVersion']).toContain(lost.body.details?.reason ?? lost.body.reason);
    const bookings = await server.db.select().from(reservations).where(eq(reservations.outletId, host.outletId!));
    expect(bookings.filter((b) => b.customerFirstName === 'Race')).toHaveLength(1);
  });
});

describe('two hosts changing the queue at once', () => {
  it('both go through: removing two parties together neither deadlocks nor loses a place', async () => {
    const { host, add, queue } = await door();
    const parties = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) parties.push(await add({ customerFirstName: name, numberOfAdults: 2 }));
    const answers = await Promise.all([parties[0]!, parties[2]!].map((p) => act(host, p.id, p.version, 'remove', { reason: 'left' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await queue()).entries.map((e) => [e.customerFirstName, e.position])).toEqual([
      ['Two', 1],
      ['Four', 2],
    ]);
  });
});

describe('a full queue', () => {
  it('refuses the hundred-and-first party with a message in words', async () => {
    const { host, add } = await door();
    await Promise.all(Array.from({ length: 100 }, (_, i) => add({ customerFirstName: `P${i}`, numberOfAdults: 2 })));
    const full = parseError(
      await host.call('POST', `/api/v1/outlets/${host.outletId}/queue`, { customerFirstName: 'Late', numberOfAdults: 2 }),
      422,
    );
    expect(full.message).toBe('The queue is full: 100 parties are waiting. Seat or remove some first.');
    const { entries } = parseBody(queueViewSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/queue`));
    expect(entries.map((e) => e.position)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe("a queued party's own link", () => {
  it('sends the link on joining, shows the place and wait, takes "on my way" and leaving, and refuses a forged link', async () => {
    const outlet = await door();
    const { host } = outlet;
    const mei = await outlet.add({ customerFirstName: 'Mei', numberOfAdults: 2, customerPhone: '9123 4567', language: 'zh-Hans' });
    const wei = await outlet.add({ customerFirstName: 'Wei', numberOfAdults: 2, customerPhone: '9123 4568' });
    const ledger = await host.call('GET', `/api/v1/outlets/${host.outletId}/messages`);
    const joined = (ledger.body.items as Array<{ template: string; recipient: string; body: string; language: string }>).find(
      (m) => m.template === 'queueJoined' && m.recipient === '+6591234568',
    );
    expect(joined?.body).toContain('you are in the queue for a table for 2');
    const token = /\/q\/([0-9a-f]{64})$/.exec(joined!.body)![1]!;
    const guest = server.client();
    const view = async () => parseBody(guestQueueViewSchema, await guest.get(`/api/queue/${token}`));
    expect(await view()).toMatchObject({ customerFirstName: 'Wei', pax: 2, status: 'waiting', position: 2, onMyWayAt: null });
    expect((await view()).estimatedMinutes).toEqual((await outlet.queue()).entries[1]!.estimatedMinutes);

    // Told the table is ready, the guest says they are on their way: the host sees it.
    await act(host, wei.id, wei.version, 'notify', {});
    const coming = parseBody(guestQueueViewSchema, await guest.request('POST', `/api/queue/${token}/on-my-way`));
    expect(coming.onMyWayAt).not.toBeNull();
    expect((await outlet.queue()).entries.find((e) => e.id === wei.id)!.onMyWayAt).toBe(coming.onMyWayAt);

    // Leaving from the link takes the party out of the order; a second answer is refused in words.
    expect(parseBody(guestQueueViewSchema, await guest.request('POST', `/api/queue/${token}/leave`))).toMatchObject({
      status: 'left',
      position: null,
    });
    expect((await outlet.queue()).entries.map((e) => [e.id, e.position])).toEqual([[mei.id, 1]]);
    expect(parseError(await guest.request('POST', `/api/queue/${token}/on-my-way`), 409).message).toBe(
      'This party has already left the queue.',
    );
    const forged = `${token.slice(0, 32)}${'0'.repeat(32)}`;
    expect(parseError(await guest.get(`/api/queue/${forged}`), 404).message).toBe('This party is not in the queue.');
  });

  it("quotes no further than the outlet's longest wait, and carries its answer time", async () => {
    const outlet = await door();
    const { host } = outlet;
    // T2 is the only table for two, taken now for 130 minutes with cleaning: past a longest quote of 60 minutes.
    await aWalkIn(host, [outlet.table('T2').id], { pax: 2 });
    const path = `/api/v1/outlets/${host.outletId}/waitlist-settings`;
    const settings = parseBody(waitlistSettingsViewSchema, await host.call('GET', path));
    const { version, ...fields } = settings;
    const saved = await host.call('PUT', path, { ...fields, longestQuoteMinutes: 60, answerMinutes: 5 }, { 'if-match': `"${version}"` });
    expect(saved.status).toBe(200);
    const mei = await outlet.add({ customerFirstName: 'Mei', numberOfAdults: 2 });
    expect(mei.quotedMinutes).toBeNull();
    expect(await outlet.queue()).toMatchObject({ answerMinutes: 5 });
  });
});
