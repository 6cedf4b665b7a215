import { FEATURE, type FeatureCode } from '@host/domain/entitlements';
import { featureNotEnabledDetailsSchema } from '@host/domain/entitlements-schemas';
import { outletProfileSchema } from '@host/domain/outlets';
import { paymentRequestViewSchema } from '@host/domain/payments/contract';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { combinationSchema } from '@host/domain/tables';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outletEntitlements } from '../src/db/schema';
import { aReservation, aTicket, anOutlet, bookingBody, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestServer } from './helper';

// Issue 15: outlet entitlements gate features on the server. A disabled feature answers 403
// featureNotEnabled with what the merchant must do; the session's access to the outlet is checked
// first; an outlet with no entitlement for a feature keeps it.
let server: TestServer;
/** every feature on (no entitlement rows at all) */
let open: OutletFixture;
/** every gated feature off, each with its actions */
let gated: OutletFixture;
/** another brand's outlet */
let stranger: OutletFixture;
let deposit: { id: string };

const ACTIONS: Record<FeatureCode, string[]> = {
  PAYMENT_REQUEST: ['CONNECT_PAYMENT_ACCOUNT', 'ACCEPT_PAYMENT_TERMS'],
  TABLE_COMBINATION: ['UPGRADE_PLAN'],
  AUTOMATED_CALL: ['REGISTER_SENDER_ID'],
  WEB_PUSH: [],
  WAITLIST: ['UPGRADE_PLAN'],
  REPORTS: ['UPGRADE_PLAN', 'CONTACT_ACCOUNT_MANAGER'],
};

async function setFeature(outletId: string, featureCode: FeatureCode, enabled: boolean, actionsRequired: string[] = []) {
  await server.db
    .delete(outletEntitlements)
    .where(and(eq(outletEntitlements.outletId, outletId), eq(outletEntitlements.featureCode, featureCode)));
  await server.db.insert(outletEntitlements).values({ outletId, featureCode, enabled, actionsRequired });
}

/** A 403 naming the feature and exactly what the merchant must do. */
function expectFeatureOff(res: { status: number; body: unknown }, featureCode: FeatureCode) {
  const error = parseError(res as never, 403);
  expect(error.code).toBe('FORBIDDEN');
  expect(error.message).toBe('This feature is not enabled for this outlet.');
  expect(featureNotEnabledDetailsSchema.parse(error.details)).toEqual({
    reason: 'featureNotEnabled',
    featureCode,
    actionsRequired: ACTIONS[featureCode],
  });
}

beforeAll(async () => {
  server = await startTestServer();
  open = await anOutlet(server, { outlet: { enableAutomatedCall: true } });
  gated = await anOutlet(server, { brand: { id: open.brand.id }, outlet: { enableAutomatedCall: true } });
  stranger = await anOutlet(server);
  deposit = await aTicket(server, open.brand.id, {
    typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
    typePrice: TICKET_TYPE_PRICE.PER_PAX,
    price: 2500,
  });
  for (const code of Object.values(FEATURE)) await setFeature(gated.outlet.id, code, false, ACTIONS[code]);
});
afterAll(() => server.close());

describe('the outlet profile lists its entitlements', () => {
  it('as the entitlement rows have them', async () => {
    const profile = parseBody(outletProfileSchema, await gated.host.call('GET', `/api/v1/outlets/${gated.outlet.id}`));
    expect(profile.entitlements).toEqual(
      expect.arrayContaining([{ featureCode: 'PAYMENT_REQUEST', enabled: false, actionsRequired: ACTIONS.PAYMENT_REQUEST }]),
    );
    expect(parseBody(outletProfileSchema, await open.host.call('GET', `/api/v1/outlets/${open.outlet.id}`)).entitlements).toEqual([]);
  });
});

describe('payment requests', () => {
  it('are refused at an outlet without them, and the booking is left as it was', async () => {
    const booking = await aReservation(gated.host, { ticketId: deposit.id, pax: 2 });
    expectFeatureOff(
      await gated.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 }),
      'PAYMENT_REQUEST',
    );
    expect((await readReservation(gated.host, booking.id)).status).toBe(RESERVATION_STATUS.BOOKED);
    expectFeatureOff(
      await gated.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request/resend`, { channel: 'sms' }),
      'PAYMENT_REQUEST',
    );
    // Reading what there is stays open: money already taken must stay visible and refundable.
    expect((await gated.host.call('GET', `/api/v1/reservations/${booking.id}/payment-request`)).status).toBe(200);
  });

  it('are refused before the body is looked at', async () => {
    const booking = await aReservation(gated.host, { ticketId: deposit.id, pax: 2 });
    expectFeatureOff(
      await gated.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'NOT_A_TYPE' }),
      'PAYMENT_REQUEST',
    );
  });

  it('are refused when asked with a new booking, and no booking is made', async () => {
    const before = (await gated.host.call('GET', `/api/v1/outlets/${gated.outlet.id}/reservations?date=${bookingBody().reservationDate}`))
      .body.length;
    const res = await gated.host.call('POST', `/api/v1/outlets/${gated.outlet.id}/reservations`, {
      ...bookingBody({ ticketId: deposit.id, pax: 2 }),
      paymentRequest: { type: 'CARD', expireTime: 60 },
    });
    expectFeatureOff(res, 'PAYMENT_REQUEST');
    expect(
      (await gated.host.call('GET', `/api/v1/outlets/${gated.outlet.id}/reservations?date=${bookingBody().reservationDate}`)).body.length,
    ).toBe(before);
  });

  it('work at an outlet with no entitlement row for them, and again once the feature is enabled', async () => {
    const booking = await aReservation(open.host, { ticketId: deposit.id, pax: 2 });
    parseBody(
      paymentRequestViewSchema,
      await open.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 }),
      201,
    );

    const other = await anOutlet(server, { brand: { id: open.brand.id } });
    await setFeature(other.outlet.id, FEATURE.PAYMENT_REQUEST, false, ['VERIFY_BUSINESS']);
    const waiting = await aReservation(other.host, { ticketId: deposit.id, pax: 2 });
    expect(
      parseError(await other.host.call('POST', `/api/v1/reservations/${waiting.id}/payment-request`, { type: 'CARD', expireTime: 60 }), 403)
        .details,
    ).toMatchObject({
      actionsRequired: ['VERIFY_BUSINESS'],
    });
    await setFeature(other.outlet.id, FEATURE.PAYMENT_REQUEST, true);
    parseBody(
      paymentRequestViewSchema,
      await other.host.call('POST', `/api/v1/reservations/${waiting.id}/payment-request`, { type: 'CARD', expireTime: 60 }),
      201,
    );
  });
});

describe('table combinations', () => {
  const body = (o: OutletFixture) => ({ name: 'T1 + T2', tableIds: [o.table('T1').id, o.table('T2').id], minPax: 4, maxPax: 6 });

  it('cannot be made, changed or deleted at an outlet without them; the list still reads', async () => {
    const other = await anOutlet(server, { brand: { id: open.brand.id } });
    const made = parseBody(
      combinationSchema,
      await other.host.call('POST', `/api/v1/outlets/${other.outlet.id}/table-combinations`, body(other)),
      201,
    );
    await setFeature(other.outlet.id, FEATURE.TABLE_COMBINATION, false, ACTIONS.TABLE_COMBINATION);
    expectFeatureOff(
      await other.host.call('POST', `/api/v1/outlets/${other.outlet.id}/table-combinations`, { ...body(other), name: 'Another' }),
      'TABLE_COMBINATION',
    );
    expectFeatureOff(
      await other.host.call('PUT', `/api/v1/table-combinations/${made.id}`, body(other), { 'if-match': `"${made.version}"` }),
      'TABLE_COMBINATION',
    );
    expectFeatureOff(
      await other.host.call('DELETE', `/api/v1/table-combinations/${made.id}`, undefined, { 'if-match': `"${made.version}"` }),
      'TABLE_COMBINATION',
    );
    expect((await other.host.call('GET', `/api/v1/outlets/${other.outlet.id}/table-combinations`)).body).toHaveLength(1);
  });

  it('are left out of table suggestions while the feature is off', async () => {
    const other = await anOutlet(server, {
      brand: { id: open.brand.id },
      tables: [
        { name: 'T1', seats: 2 },
        { name: 'T2', seats: 2 },
      ],
    });
    parseBody(
      combinationSchema,
      await other.host.call('POST', `/api/v1/outlets/${other.outlet.id}/table-combinations`, {
        name: 'T1 + T2',
        tableIds: [other.table('T1').id, other.table('T2').id],
        minPax: 3,
        maxPax: 4,
      }),
      201,
    );
    const suggest = () => other.host.call('GET', `/api/v1/outlets/${other.outlet.id}/table-suggestions?pax=4`);
    const names = (res: { body: any }) => JSON.stringify(res.body);
    expect(names(await suggest())).toContain('T1 + T2');
    await setFeature(other.outlet.id, FEATURE.TABLE_COMBINATION, false, ACTIONS.TABLE_COMBINATION);
    expect(names(await suggest())).not.toContain('T1 + T2');
  });

  it('work at an outlet that has them', async () => {
    parseBody(combinationSchema, await open.host.call('POST', `/api/v1/outlets/${open.outlet.id}/table-combinations`, body(open)), 201);
  });
});

describe('automated calls and web push', () => {
  it('a call now is refused at an outlet without calls, and goes out at one with them', async () => {
    const booking = await aReservation(gated.host);
    expectFeatureOff(await gated.host.call('POST', `/api/v1/reservations/${booking.id}/calls`), 'AUTOMATED_CALL');
    const elsewhere = await aReservation(open.host);
    expect((await open.host.call('POST', `/api/v1/reservations/${elsewhere.id}/calls`)).status).toBe(201);
  });

  it("a test push is refused at an outlet without push, checked against the session's own outlet", async () => {
    expectFeatureOff(
      await gated.host.call('POST', '/api/v1/outlets/trigger-notification', { externalId: gated.outlet.omsOutletId }),
      'WEB_PUSH',
    );
    expect((await open.host.call('POST', '/api/v1/outlets/trigger-notification', { externalId: open.outlet.omsOutletId })).status).toBe(
      200,
    );
  });
});

describe('reports', () => {
  it("are refused at an outlet without them, answered at one with them, and a brand's report leaves the outlet out", async () => {
    const range = 'from=2026-03-23&to=2026-03-29';
    expectFeatureOff(await gated.host.call('GET', `/api/v1/outlets/${gated.outlet.id}/reports?${range}`), 'REPORTS');
    expect((await open.host.call('GET', `/api/v1/outlets/${open.outlet.id}/reports?${range}`)).status).toBe(200);
    const brand = await gated.host.call('GET', `/api/v1/brands/${gated.brand.id}/reports?${range}`);
    expect(brand.status).toBe(200);
    expect(brand.body.outlets).toEqual([]);
  });
});

describe('the waitlist', () => {
  it("turns off the door queue and the day's waiting list, their parties' and guests' routes too", async () => {
    const at = `/api/v1/outlets/${gated.outlet.id}`;
    // A party and a guest left from before the plan lost the waitlist.
    await setFeature(gated.outlet.id, FEATURE.WAITLIST, true);
    const party = await gated.host.call('POST', `${at}/queue`, { customerFirstName: 'Mei', numberOfAdults: 2 });
    const guest = await gated.host.call('POST', `${at}/waiting-list`, {
      date: '2026-04-01',
      windowStart: '19:00',
      windowEnd: '21:00',
      numberOfAdults: 2,
      customerFirstName: 'Siew Lan',
      customerPhone: '+6591234567',
    });
    expect([party.status, guest.status]).toEqual([201, 201]);
    await setFeature(gated.outlet.id, FEATURE.WAITLIST, false, ACTIONS.WAITLIST);

    const ifMatch = { 'if-match': `"${party.body.version}"` };
    for (const res of [
      await gated.host.call('GET', `${at}/queue`),
      await gated.host.call('POST', `${at}/queue`, { customerFirstName: 'Ah Kow', numberOfAdults: 2 }),
      await gated.host.call('PATCH', `/api/v1/queue-entries/${party.body.id}`, { notes: 'high chair' }, ifMatch),
      await gated.host.call('POST', `/api/v1/queue-entries/${party.body.id}/remove`, { reason: 'left' }, ifMatch),
      await gated.host.call('GET', `${at}/waiting-list?date=2026-04-01`),
      await gated.host.call('POST', `/api/v1/waiting-list-entries/${guest.body.id}/remove`, {}),
    ])
      expectFeatureOff(res, 'WAITLIST');
    // Nothing was changed by the refused calls: with the plan back, the party still waits and the guest is still listed.
    await setFeature(gated.outlet.id, FEATURE.WAITLIST, true);
    const queue = await gated.host.call('GET', `${at}/queue`);
    expect(queue.body.entries.map((e: { id: string; notes: string | null }) => [e.id, e.notes])).toEqual([[party.body.id, null]]);
    const list = await gated.host.call('GET', `${at}/waiting-list?date=2026-04-01`);
    expect(list.body.entries.map((e: { id: string }) => e.id)).toEqual([guest.body.id]);
    await setFeature(gated.outlet.id, FEATURE.WAITLIST, false, ACTIONS.WAITLIST);
  });
});

describe('the session is checked before the entitlement', () => {
  it("another brand's outlet in the path is 403 forbiddenOutlet, not featureNotEnabled", async () => {
    const res = await stranger.host.call('POST', `/api/v1/outlets/${gated.outlet.id}/table-combinations`, body());
    expect(parseError(res, 403).details).toEqual({ reason: 'forbiddenOutlet' });
  });

  it("another brand's booking or combination named by id is 403 forbiddenOutlet too", async () => {
    const booking = await aReservation(gated.host, { ticketId: deposit.id, pax: 2 });
    expect(
      parseError(
        await stranger.host.call('POST', `/api/v1/reservations/${booking.id}/payment-request`, { type: 'CARD', expireTime: 60 }),
        403,
      ).details,
    ).toEqual({ reason: 'forbiddenOutlet' });
    expect(parseError(await stranger.host.call('POST', `/api/v1/reservations/${booking.id}/calls`), 403).details).toEqual({
      reason: 'forbiddenOutlet',
    });
  });

  it('no token is 401 and an unknown booking is 404, whatever the feature', async () => {
    expect((await server.client().post(`/api/v1/outlets/${gated.outlet.id}/table-combinations`, body())).status).toBe(401);
    parseError(
      await gated.host.call('POST', '/api/v1/reservations/00000000-0000-4000-8000-000000000000/payment-request', {
        type: 'CARD',
        expireTime: 60,
      }),
      404,
    );
  });

  function body() {
    return { name: 'X', tableIds: [gated.table('T1').id, gated.table('T2').id], minPax: 2, maxPax: 6 };
  }
});
