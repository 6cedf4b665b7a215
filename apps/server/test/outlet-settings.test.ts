import { bookingMessagesSchema } from '@host/domain/notifications/contract';
import { outletDetailsViewSchema, type OutletDetailsView } from '@host/domain/outlet-settings';
import { outletProfileSchema } from '@host/domain/outlets';
import { reservationSchema } from '@host/domain/reservations/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aReservation, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

let server: TestServer;
let jade: OutletFixture;
let host: Host;
let other: OutletFixture;
let taipei: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  jade = await anOutlet(server);
  ({ host } = jade);
  other = await anOutlet(server, { areas: [], tables: [], services: [] });
  taipei = await anOutlet(server, {
    brand: { countryCode: 'TW', timezone: 'Asia/Taipei' },
    outlet: { countryCode: 'TW' },
    areas: [],
    tables: [],
    services: [],
  });
});
afterAll(() => server.close());

const path = (outletId = jade.outlet.id) => `/api/v1/outlets/${outletId}/details`;
const read = async (as: Host = host, outletId = jade.outlet.id) => parseBody(outletDetailsViewSchema, await as.call('GET', path(outletId)));
const bodyOf = (v: OutletDetailsView) => ({
  address1: v.address1,
  address2: v.address2,
  postalCode: v.postalCode,
  city: v.city,
  state: v.state,
  phone: v.phone,
  email: v.email,
  openingHours: v.openingHours,
  defaultAllowSmsNotify: v.defaultAllowSmsNotify,
  defaultAllowEmailNotify: v.defaultAllowEmailNotify,
  defaultAllowAutomatedCallNotify: v.defaultAllowAutomatedCallNotify,
  defaultAllowConfirmationNotify: v.defaultAllowConfirmationNotify,
  defaultAllowReminderNotify: v.defaultAllowReminderNotify,
});
const save = (body: unknown, version: number, as: Host = host, outletId = jade.outlet.id) =>
  as.call('PUT', path(outletId), body, { 'if-match': `"${version}"` });

describe('the outlet profile', () => {
  it('saves the address, phone (as E.164), email, opening hours and notify defaults, and reads them back', async () => {
    const before = await read();
    const body = {
      ...bodyOf(before),
      address1: '  1 Orchard Road ',
      address2: '#02-01',
      postalCode: '238801',
      city: 'Singapore',
      state: '',
      phone: '6123 4567',
      email: 'hello@jade.example',
      openingHours: [
        { dayOfWeek: 5, startTime: '18:00', endTime: '23:00' },
        { dayOfWeek: 5, startTime: '11:30', endTime: '14:30' },
        { dayOfWeek: 0, startTime: '10:00', endTime: '22:00' },
      ],
      defaultAllowAutomatedCallNotify: true,
      defaultAllowReminderNotify: false,
    };
    const saved = parseBody(outletDetailsViewSchema, await save(body, before.version));
    expect(saved).toMatchObject({
      address1: '1 Orchard Road',
      state: null,
      phone: '+6561234567',
      email: 'hello@jade.example',
      defaultAllowAutomatedCallNotify: true,
      defaultAllowReminderNotify: false,
      version: before.version + 1,
    });
    expect(saved.openingHours).toEqual([
      { dayOfWeek: 0, startTime: '10:00', endTime: '22:00' },
      { dayOfWeek: 5, startTime: '11:30', endTime: '14:30' },
      { dayOfWeek: 5, startTime: '18:00', endTime: '23:00' },
    ]);
    expect(await read()).toEqual(saved);
    const profile = parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${jade.outlet.id}`));
    expect(profile).toMatchObject({ phone: '+6561234567', address1: '1 Orchard Road', version: saved.version });
    expect(profile.openingHours).toHaveLength(3);
  });

  it('a new booking starts with the notify defaults, unless it says otherwise', async () => {
    const view = await read();
    parseBody(
      outletDetailsViewSchema,
      await save(
        { ...bodyOf(view), defaultAllowSmsNotify: false, defaultAllowConfirmationNotify: false, defaultAllowReminderNotify: true },
        view.version,
      ),
    );
    const booking = reservationSchema.parse(await aReservation(host));
    expect(booking).toMatchObject({ allowSmsNotify: false, allowConfirmationNotify: false, allowReminderNotify: true });
    const asked = reservationSchema.parse(await aReservation(host, { allowConfirmationNotify: true }));
    expect(asked.allowConfirmationNotify).toBe(true);
  });

  it("keeps the SMS permissions by who made the booking, and the clock plans a staff booking's SMS by them", async () => {
    const view = await read();
    expect(Object.values(view.smsPermissions).every(Boolean)).toBe(true);
    const smsPermissions = { ...view.smsPermissions, isAllowMerchantSendSmsConfirm: false, isAllowCustomerSendSmsReminder: false };
    const saved = parseBody(
      outletDetailsViewSchema,
      await save(
        {
          ...bodyOf(view),
          defaultAllowSmsNotify: true,
          defaultAllowReminderNotify: true,
          defaultAllowConfirmationNotify: true,
          smsPermissions,
        },
        view.version,
      ),
    );
    expect(saved.smsPermissions).toEqual(smsPermissions);
    // Left out of a save, they stay as they are.
    expect(parseBody(outletDetailsViewSchema, await save(bodyOf(saved), saved.version)).smsPermissions).toEqual(smsPermissions);

    // A staff booking two days ahead: no SMS asking to confirm (merchant flag off); the reminder SMS still goes (only the customer one is
    // off).
    server.setClock('2026-03-31T13:00:00+08:00');
    const booking = await aReservation(host, { date: '2026-04-02', time: '19:00' });
    for (let i = 0; i < 20; i++) {
      const { messages } = await server.sweep();
      if (messages.planned + messages.queued + messages.delivered === 0) break;
    }
    const { planned } = parseBody(bookingMessagesSchema, await host.call('GET', `/api/v1/reservations/${booking.id}/messages`));
    const sms = planned.filter((m) => m.channel === 'sms').map((m) => m.type);
    expect(sms).toContain('reminder');
    expect(sms).not.toContain('confirm');
  });

  it('refuses a stale version with 409', async () => {
    const view = await read();
    parseBody(outletDetailsViewSchema, await save({ ...bodyOf(view), city: 'Singapore 1' }, view.version));
    const stale = parseError(await save({ ...bodyOf(view), city: 'Singapore 2' }, view.version), 409);
    expect(stale.details.reason).toBe('staleSettings');
    expect((await read()).city).toBe('Singapore 1');
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a phone that cannot exist in Singapore', { phone: '123' }, 422, 'phoneNotValid'],
    ['a phone with letters', { phone: '6123 ABCD' }, 422, 'phoneNotValid'],
    ['an email without its domain', { email: 'hello@' }, 400, 'body.email'],
    [
      'hours that end before they start',
      { openingHours: [{ dayOfWeek: 1, startTime: '22:00', endTime: '11:00' }] },
      400,
      'body.openingHours.0.endTime',
    ],
    [
      'hours that overlap',
      {
        openingHours: [
          { dayOfWeek: 1, startTime: '11:00', endTime: '15:00' },
          { dayOfWeek: 1, startTime: '14:00', endTime: '22:00' },
        ],
      },
      400,
      'body.openingHours.1.startTime',
    ],
  ])('refuses %s', async (_, change, status, what) => {
    const view = await read();
    const error = parseError(await save({ ...bodyOf(view), ...change }, view.version), status);
    if (status === 422) {
      expect(error.details.reason).toBe(what);
      expect(error.details.fields[0].field).toBe('phone');
    } else expect(error.details.map((d: { field: string }) => d.field)).toContain(what);
    expect((await read()).version).toBe(view.version);
  });

  it("reads a phone in the outlet's own country", async () => {
    const view = await read(taipei.host, taipei.outlet.id);
    const saved = parseBody(
      outletDetailsViewSchema,
      await save({ ...bodyOf(view), phone: '0912-345-678' }, view.version, taipei.host, taipei.outlet.id),
    );
    expect(saved.phone).toBe('+886912345678');
  });

  it("is another brand's outlet: 403 to read and to save", async () => {
    const view = await read();
    expect((await other.host.call('GET', path())).status).toBe(403);
    expect((await save(bodyOf(view), view.version, other.host)).status).toBe(403);
    expect((await read()).version).toBe(view.version);
  });
});
