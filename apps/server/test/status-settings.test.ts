import { DISPLAY_STATUS_COLOURS } from '@host/domain/floor/palette';
import { MESSAGES } from '@host/domain/messages';
import { outletProfileSchema } from '@host/domain/outlets';
import { statusSettingsViewSchema } from '@host/domain/reservations/status-settings-schemas';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from './clock';
import { aReservation, anOutlet, readReservation, reservationRulesOf } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

// /settings/status-management (issue 15): the outlet chooses the statuses' words, colours and use;
// docs/rules.md section 4's rules between them are not its to change.
const { BOOKED, CONFIRMED } = RESERVATION_STATUS;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.setClock(TEST_NOW));
afterAll(() => server.close());

const read = async (host: Host) =>
  parseBody(statusSettingsViewSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/status-settings`));
const save = (host: Host, version: number, body: unknown) =>
  host.call('PUT', `/api/v1/outlets/${host.outletId}/status-settings`, body, { 'if-match': String(version) });

describe('GET and PUT /api/v1/outlets/{outletId}/status-settings', () => {
  it(
    'keeps what new bookings start as, the words and colours, and the statuses not used; ' + 'the host screen gets them with the outlet',
    async () => {
      const { host } = await anOutlet(server);
      const before = await read(host);
      expect(before).toMatchObject({ optionAutoReservationStatus: BOOKED, looks: {}, unused: [] });
      const looks = {
        SEATED: { label: 'At table', color: DISPLAY_STATUS_COLOURS.BILL.color },
        BOOKED: { label: null, color: DISPLAY_STATUS_COLOURS.PENDING.color },
      };
      const saved = parseBody(
        statusSettingsViewSchema,
        await save(host, before.version, { optionAutoReservationStatus: CONFIRMED, looks, unused: ['LATE'] }),
      );
      expect(saved).toEqual({ optionAutoReservationStatus: CONFIRMED, looks, unused: ['LATE'], version: before.version + 1 });
      expect(await read(host)).toEqual(saved);
      const profile = parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}`));
      expect(profile).toMatchObject({
        optionAutoReservationStatus: CONFIRMED,
        statusUse: { looks, unused: ['LATE'] },
        version: saved.version,
      });
      // New staff bookings start as chosen.
      expect((await aReservation(host, { tables: [] })).statusName).toBe('CONFIRMED');
    },
  );

  it('answers a stale version with 409 and what is there now; nothing changes', async () => {
    const { host } = await anOutlet(server);
    const { version } = await read(host);
    expect((await save(host, version, { optionAutoReservationStatus: BOOKED, looks: {}, unused: ['CONFIRMED'] })).status).toBe(200);
    const stale = await save(host, version, { optionAutoReservationStatus: CONFIRMED, looks: {}, unused: [] });
    expect(parseError(stale, 409).code).toBe('CONFLICT');
    expect(stale.body.details.current).toMatchObject({ unused: ['CONFIRMED'], version: version + 1 });
    expect(await read(host)).toMatchObject({ optionAutoReservationStatus: BOOKED, unused: ['CONFIRMED'] });
  });

  it.each([
    ['BOOKED turned off', { unused: ['BOOKED'] }, 'body.unused.0', 'statusAlwaysUsed'],
    [
      'new bookings starting as an unused CONFIRMED',
      { optionAutoReservationStatus: CONFIRMED, unused: ['CONFIRMED'] },
      'body.optionAutoReservationStatus',
      'autoStatusNotInUse',
    ],
    ['a colour off the palette', { looks: { SEATED: { label: null, color: '#FFFF00' } } }, 'body.looks.SEATED.color', 'colourNotValid'],
    [
      'a word of 25 characters',
      { looks: { SEATED: { label: 'x'.repeat(25), color: null } } },
      'body.looks.SEATED.label',
      'statusLabelTooLong',
    ],
  ] as const)('refuses %s with 400 naming the field', async (_name, change, field, reason) => {
    const { host } = await anOutlet(server);
    const { version } = await read(host);
    const res = await save(host, version, { optionAutoReservationStatus: BOOKED, looks: {}, unused: [], ...change });
    expect(parseError(res, 400).details).toContainEqual({ field, message: MESSAGES[reason] });
    expect(await read(host)).toMatchObject({ version, unused: [], looks: {} });
  });

  it("another brand's outlet is refused before anything is read or written", async () => {
    const mine = await anOutlet(server);
    const theirs = await anOutlet(server);
    expect((await mine.host.call('GET', `/api/v1/outlets/${theirs.outlet.id}/status-settings`)).status).toBe(403);
    const res = await mine.host.call(
      'PUT',
      `/api/v1/outlets/${theirs.outlet.id}/status-settings`,
      { optionAutoReservationStatus: BOOKED, looks: {}, unused: ['LATE'] },
      { 'if-match': '1' },
    );
    expect(res.status).toBe(403);
    expect((await read(theirs.host)).unused).toEqual([]);
  });
});

describe('a status the outlet does not use', () => {
  it('CONFIRMED: a host cannot confirm (422 saying so), the row says why, and bookings already confirmed stay so', async () => {
    const { host } = await anOutlet(server);
    const confirmed = await aReservation(host, { date: '2026-03-31', time: '21:00', tables: [] });
    expect((await host.call('POST', `/api/v1/reservations/${confirmed.id}/status`, { status: CONFIRMED })).status).toBe(200);
    const booked = await aReservation(host, { date: '2026-03-31', time: '21:15', tables: [] });
    const { version } = await read(host);
    expect((await save(host, version, { optionAutoReservationStatus: BOOKED, looks: {}, unused: ['CONFIRMED'] })).status).toBe(200);

    const refused = parseError(await host.call('POST', `/api/v1/reservations/${booked.id}/status`, { status: CONFIRMED }), 422);
    expect(refused).toMatchObject({
      message: 'This outlet does not use the CONFIRMED status (Settings, Statuses).',
      details: { reason: 'statusNotInUse', params: { status: 'CONFIRMED' } },
    });
    const row = await readReservation(host, booked.id);
    expect(row.statusName).toBe('BOOKED');
    expect(row.allowedTransitions).not.toContain('CONFIRMED');
    expect(row.allowableActions.find((a) => a.action === 'CONFIRM')).toEqual({
      action: 'CONFIRM',
      enabled: false,
      reason: 'rowActions.reason.notInUse',
    });
    expect((await readReservation(host, confirmed.id)).statusName).toBe('CONFIRMED');
    // The other moves are docs/rules.md's, unchanged.
    expect((await host.call('POST', `/api/v1/reservations/${confirmed.id}/status`, { status: BOOKED })).status).toBe(200);
  });

  it('CONFIRMED: the booking rules cannot make new bookings start as it either', async () => {
    const { host } = await anOutlet(server);
    const { version } = await read(host);
    expect((await save(host, version, { optionAutoReservationStatus: BOOKED, looks: {}, unused: ['CONFIRMED'] })).status).toBe(200);
    const profile = parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}`));
    const rules = {
      ...reservationRulesOf(profile),
      reservationPolicy: null,
      reservationCancellationPolicy: null,
      optionAutoReservationStatus: CONFIRMED,
    };
    const res = await host.call('PUT', `/api/v1/outlets/${host.outletId}/reservation-settings`, rules, {
      'if-match': String(profile.version),
    });
    expect(parseError(res, 422).details.fields).toContainEqual(
      expect.objectContaining({ field: 'body.optionAutoReservationStatus', reason: 'autoStatusNotInUse' }),
    );
  });

  it('LATE: the clock no longer marks a party late; where LATE is used it does', async () => {
    const quiet = await anOutlet(server);
    const marking = await anOutlet(server);
    const { version } = await read(quiet.host);
    expect((await save(quiet.host, version, { optionAutoReservationStatus: BOOKED, looks: {}, unused: ['LATE'] })).status).toBe(200);
    const notLate = await aReservation(quiet.host, { date: '2026-03-31', time: '19:45', tables: [], availabilityOverride: 'Test table' });
    const late = await aReservation(marking.host, { date: '2026-03-31', time: '19:45', tables: [], availabilityOverride: 'Test table' });
    server.setClock('2026-03-31T21:00:00+08:00');
    const swept = await server.sweep();
    expect(swept.late.map((l) => l.id)).toContain(late.id);
    expect(swept.late.map((l) => l.id)).not.toContain(notLate.id);
    expect((await readReservation(quiet.host, notLate.id)).statusName).toBe('BOOKED');
  });
});
