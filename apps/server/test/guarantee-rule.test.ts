import { onlineBookingResultSchema, type OnlineBookingInput } from '@host/domain/booking-page';
import { guaranteeRuleViewSchema, type GuaranteeRule } from '@host/domain/guarantee-rule';
import { RESERVATION_STATUS, TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { DINNER, aDinersBooking, aPhone, aReservation, aTag, aTicket, anOutlet, putInStatus, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type TestServer } from './helper';

/*
 * Deposits by risk (issue 32, point 3): an outlet asks guests who book online for a card guarantee when Host tags them a
 * no-show risk (or a first visit with a large party, or a chosen tag), though the service's ticket asks for none; the
 * booking page is told why. The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let place: OutletFixture;
let guarantee: Awaited<ReturnType<typeof aTicket>>;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { services: [DINNER] });
  // S$ 25.00 a guest, charged only if the guest does not come.
  guarantee = await aTicket(server, place.brand.id, {
    name: 'Card guarantee',
    typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
    typePrice: TICKET_TYPE_PRICE.PER_PAX,
    price: 2500,
  });
});
afterAll(() => server.close());

const rulePath = () => `/api/v1/outlets/${place.outlet.id}/guarantee-rule`;
let days = 0;
/** A diner's booking on a day of its own in April, so no booking of the file takes another's table. */
const aBookingOnItsOwnDay = (overrides: Partial<OnlineBookingInput> = {}): OnlineBookingInput =>
  aDinersBooking({ reservationDate: `2026-04-${String(2 + days++).padStart(2, '0')}`, language: 'en', ...overrides });
const bookOnline = async (booking: OnlineBookingInput) =>
  parseBody(
    onlineBookingResultSchema,
    await server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, { body: booking }),
    201,
  );

async function setRule(rule: Partial<GuaranteeRule>) {
  const { host } = place;
  const current = parseBody(guaranteeRuleViewSchema, await host.call('GET', rulePath()));
  const { version: _version, ...kept } = current;
  return parseBody(
    guaranteeRuleViewSchema,
    await host.call('PUT', rulePath(), { ...kept, ...rule }, { 'if-match': `"${current.version}"` }),
  );
}

/** A guest who did not come, `times` times this year. */
async function noShows(phone: string, times: number) {
  for (let i = 0; i < times; i++) {
    const missed = await aReservation(place.host, { customerPhone: phone, time: '18:00' });
    const date = `2026-0${i + 1}-15`;
    await putInStatus(server, missed.id, RESERVATION_STATUS.NO_SHOW, { reservationDate: date, startsAt: new Date(`${date}T10:00:00Z`) });
  }
}

describe("the outlet's guarantee rule", () => {
  it('is off until set; asks for a paying ticket on sale and the brand’s own tags; a stale save is refused', async () => {
    const { host } = place;
    const off = parseBody(guaranteeRuleViewSchema, await host.call('GET', rulePath()));
    expect(off).toMatchObject({ ticketId: null, noShowRisk: true, tagIds: [] });
    const body = { ticketId: null, noShowRisk: true, lateCanceller: false, firstVisitMinPax: null, tagIds: [] };
    const ifMatch = { 'if-match': `"${off.version}"` };

    const free = await aTicket(server, place.brand.id, { name: 'Free table' });
    const refused = parseError(await host.call('PUT', rulePath(), { ...body, ticketId: free.id }, ifMatch), 422);
    expect(refused.details.fields).toEqual([expect.objectContaining({ field: 'body.ticketId' })]);
    const elsewhere = await anOutlet(server);
    const foreignTag = await aTag(server, elsewhere.brand.id, 'Deposit please');
    const foreign = parseError(
      await host.call('PUT', rulePath(), { ...body, ticketId: guarantee.id, tagIds: [foreignTag.id] }, ifMatch),
      422,
    );
    expect(foreign.details.fields).toEqual([expect.objectContaining({ field: 'body.tagIds' })]);
    const bad = parseError(await host.call('PUT', rulePath(), { ...body, firstVisitMinPax: 0 }, ifMatch), 400);
    expect(bad.details).toEqual([expect.objectContaining({ field: 'body.firstVisitMinPax' })]);

    const saved = parseBody(guaranteeRuleViewSchema, await host.call('PUT', rulePath(), { ...body, ticketId: guarantee.id }, ifMatch));
    expect(saved).toMatchObject({ ticketId: guarantee.id, version: off.version + 1 });
    expect((await host.call('PUT', rulePath(), body, ifMatch)).status).toBe(409);
  });
});

describe('a rule where no payment can be taken', () => {
  it('is refused at the ticket while the brand does not ask guests to pay', async () => {
    const cash = await anOutlet(server, { brand: { isEnablePaymentRequest: false }, services: [DINNER] });
    const held = await aTicket(server, cash.brand.id, { typePayment: TICKET_TYPE_PAYMENT.DEPOSIT, price: 2000 });
    const path = `/api/v1/outlets/${cash.outlet.id}/guarantee-rule`;
    const version = parseBody(guaranteeRuleViewSchema, await cash.host.call('GET', path)).version;
    const rule = { ticketId: held.id, noShowRisk: true, lateCanceller: false, firstVisitMinPax: null, tagIds: [] };
    const refused = parseError(await cash.host.call('PUT', path, rule, { 'if-match': `"${version}"` }), 422);
    expect(refused.details.fields).toEqual([expect.objectContaining({ field: 'body.ticketId', reason: 'paymentRequestDisabled' })]);
    expect((await cash.host.call('PUT', path, { ...rule, ticketId: null }, { 'if-match': `"${version}"` })).status).toBe(200);
  });
});

describe('a guest booking online', () => {
  it('with three no-shows is asked for the card guarantee and told why; a guest without is not', async () => {
    await setRule({ ticketId: guarantee.id, noShowRisk: true });
    const risky = aPhone();
    await noShows(risky, 3);

    const asked = await bookOnline(aBookingOnItsOwnDay({ customerPhone: risky, numberOfAdults: 3 }));
    expect(asked.status).toBe(RESERVATION_STATUS.PENDING);
    expect(asked.payUrl).toMatch(/\/pay\//);
    expect(asked.guarantee).toEqual({
      reason: 'NO_SHOW_RISK',
      ticket: expect.objectContaining({ id: guarantee.id, typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE, price: 2500, currency: 'SGD' }),
    });
    // The pay page asks for what the ticket says: S$ 25.00 for each of the three.
    const token = asked.payUrl!.split('/pay/')[1]!;
    const pay = await server.client().get(`/api/pay/${token}`);
    expect(pay.status).toBe(200);
    expect(pay.body.amount).toBe(7500);

    const welcome = await bookOnline(aBookingOnItsOwnDay());
    expect(welcome).toMatchObject({ payUrl: null, guarantee: null });
    expect(welcome.status).not.toBe(RESERVATION_STATUS.PENDING);
  });

  it('a first visit with a large party, or a guest a host tagged, when the rule names them', async () => {
    const tag = await aTag(server, place.brand.id, 'Ask for a deposit');
    await setRule({ ticketId: guarantee.id, noShowRisk: true, firstVisitMinPax: 6, tagIds: [tag.id] });
    expect((await bookOnline(aBookingOnItsOwnDay({ numberOfAdults: 6 }))).guarantee?.reason).toBe('FIRST_VISIT_LARGE_PARTY');
    expect((await bookOnline(aBookingOnItsOwnDay({ numberOfAdults: 5 }))).guarantee).toBeNull();

    const tagged = aPhone();
    const before = await aReservation(place.host, { customerPhone: tagged, time: '18:00' });
    const profile = await place.host.call('GET', `/api/v1/customers/${before.customerId}`);
    const edited = await place.host.call(
      'PATCH',
      `/api/v1/customers/${before.customerId}`,
      { tagIds: [tag.id] },
      { 'if-match': `"${profile.body.version}"` },
    );
    expect(edited.status).toBe(200);
    expect((await bookOnline(aBookingOnItsOwnDay({ customerPhone: tagged }))).guarantee?.reason).toBe('TAGGED');
  });

  it("leaves a service's own paying ticket as it is, and asks nothing once the rule is off", async () => {
    const risky = aPhone();
    await noShows(risky, 2);
    // An outlet of the brand whose dinner sells a S$ 30.00 deposit, with the same rule.
    const deposit = await aTicket(server, place.brand.id, { typePayment: TICKET_TYPE_PAYMENT.DEPOSIT, price: 3000 });
    const selling = await anOutlet(server, { brand: { id: place.brand.id }, services: [{ ...DINNER, ticketId: deposit.id }] });
    const rule = { ticketId: guarantee.id, noShowRisk: true, lateCanceller: false, firstVisitMinPax: null, tagIds: [] };
    const path = `/api/v1/outlets/${selling.outlet.id}/guarantee-rule`;
    const version = parseBody(guaranteeRuleViewSchema, await selling.host.call('GET', path)).version;
    expect((await selling.host.call('PUT', path, rule, { 'if-match': `"${version}"` })).status).toBe(200);
    const paysDeposit = parseBody(
      onlineBookingResultSchema,
      await server
        .client()
        .request('POST', `/api/book/${selling.outlet.id}/reservations`, { body: aBookingOnItsOwnDay({ customerPhone: risky }) }),
      201,
    );
    expect(paysDeposit.guarantee).toBeNull();
    expect(paysDeposit.payUrl).toMatch(/\/pay\//);

    await setRule({ ticketId: null });
    expect(await bookOnline(aBookingOnItsOwnDay({ customerPhone: risky, reservationTime: '20:00' }))).toMatchObject({
      payUrl: null,
      guarantee: null,
    });
  });

  it('is not asked of a guest booking through Reserve with Google, who could neither be told why nor pay', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const basic = `Basic ${Buffer.from(`${config.GOOGLE_BOOKING_USER}:${config.GOOGLE_BOOKING_PASSWORD}`).toString('base64')}`;
    const google = await anOutlet(server, { brand: { enableGoogleBooking: true }, services: [DINNER] });
    const held = await aTicket(server, google.brand.id, {
      typePayment: TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
      typePrice: TICKET_TYPE_PRICE.PER_PAX,
      price: 2500,
    });
    const path = `/api/v1/outlets/${google.outlet.id}/guarantee-rule`;
    const version = parseBody(guaranteeRuleViewSchema, await google.host.call('GET', path)).version;
    const rule = { ticketId: held.id, noShowRisk: true, lateCanceller: false, firstVisitMinPax: 1, tagIds: [] };
    expect((await google.host.call('PUT', path, rule, { 'if-match': `"${version}"` })).status).toBe(200);

    const made = await server.client().request('POST', '/api/integrations/google/v3/CreateBooking', {
      headers: { authorization: basic },
      body: {
        slot: {
          merchant_id: google.outlet.id,
          service_id: 'dinner',
          start_sec: String(instantOf('2026-04-02', '19:00:00', 'Asia/Singapore').getTime() / 1000),
          duration_sec: '7200',
          resources: { party_size: 2 },
        },
        user_information: { user_id: 'g-risk', given_name: 'Wei', family_name: 'Chen', telephone: aPhone(), email: 'wei@example.com' },
        idempotency_token: `token-${Date.now()}`,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // A first visit of two, which the booking page would ask to guarantee: Google's guest is booked as the service sells it.
    expect(made.body.booking.status).toBe('CONFIRMED');
  });
});
