import { customerMatchSchema, customerSchema } from '@host/domain/customers';
import { guestTagSettingsViewSchema, type AutoTag } from '@host/domain/guest-tags';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aPhone, aReservation, aTicket, aUser, anOutlet, putInStatus, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

/*
 * The tags Host works out from a guest's year at the brand (issue 32, point 2): Regular, First visit, No-show risk, Late
 * canceller. They come with every booking of the guest, the profile and the booking dialog's lookup, and follow a status
 * change at the next read; the thresholds are the merchant's. The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let place: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server);
});
afterAll(() => server.close());

/** A booking of the guest on a past day, in a status it reached then: history, not the change under test. */
async function pastBooking(host: Host, phone: string, date: string, status: number, cancelledAt?: string) {
  const booking = await aReservation(host, { customerPhone: phone });
  await putInStatus(server, booking.id, status, {
    reservationDate: date,
    startsAt: new Date(`${date}T11:00:00Z`),
    ...(cancelledAt ? { cancelledAt: new Date(cancelledAt) } : {}),
  });
  return booking;
}

const codes = (tags: AutoTag[]) => tags.map((tag) => tag.code);
const tagsOnBooking = async (host: Host, id: string) => (await readReservation(host, id)).user?.autoTags ?? [];

describe("a guest's computed tags", () => {
  it('name a first visit, then a regular by the visits of the last year, on the booking, the profile and the lookup', async () => {
    const { host } = place;
    const phone = aPhone();
    const tonight = await aReservation(host, { customerPhone: phone, time: '20:30' });
    expect(codes(await tagsOnBooking(host, tonight.id))).toEqual(['FIRST_VISIT']);

    // A visit more than a year ago makes the guest no first-timer, but no regular either.
    await pastBooking(host, phone, '2025-02-01', RESERVATION_STATUS.COMPLETED);
    expect(await tagsOnBooking(host, tonight.id)).toEqual([]);

    await pastBooking(host, phone, '2025-11-20', RESERVATION_STATUS.COMPLETED);
    await pastBooking(host, phone, '2026-01-08', RESERVATION_STATUS.COMPLETED);
    await pastBooking(host, phone, '2026-03-02', RESERVATION_STATUS.COMPLETED);
    const regular: AutoTag = { code: 'REGULAR', count: 3, since: '2025-11-20' };
    expect(await tagsOnBooking(host, tonight.id)).toEqual([regular]);
    expect(parseBody(customerSchema, await host.call('GET', `/api/v1/customers/${tonight.customerId}`)).autoTags).toEqual([regular]);
    const [match] = parseBody(
      z.array(customerMatchSchema),
      await host.call('GET', `/api/v1/brands/${host.brandId}/customers/lookup?phone=${encodeURIComponent(phone)}`),
    );
    expect(match!.autoTags).toEqual([regular]);
  });

  it('mark a no-show risk as soon as the second no-show is marked, and drop it when the host takes the mark back', async () => {
    const { host } = place;
    const phone = aPhone();
    await pastBooking(host, phone, '2026-02-14', RESERVATION_STATUS.NO_SHOW);
    const nextWeek = await aReservation(host, { customerPhone: phone, date: '2026-04-07' });
    // Tonight's 19:00, half an hour late (the clock is at 19:30).
    const tonight = await aReservation(host, { customerPhone: phone, date: '2026-03-31', time: '21:00' });
    await putInStatus(server, tonight.id, RESERVATION_STATUS.LATE, {
      reservationTime: '19:00:00',
      startsAt: new Date('2026-03-31T11:00:00Z'),
    });
    expect(codes(await tagsOnBooking(host, nextWeek.id))).toEqual(['FIRST_VISIT']);

    const marked = await host.call('POST', `/api/v1/reservations/${tonight.id}/status`, { status: RESERVATION_STATUS.NO_SHOW });
    expect(marked.status).toBe(200);
    expect(await tagsOnBooking(host, nextWeek.id)).toEqual([
      { code: 'NO_SHOW_RISK', count: 2, since: '2026-02-14' },
      { code: 'FIRST_VISIT', count: 0, since: null },
    ]);

    const takenBack = await host.call('POST', `/api/v1/reservations/${tonight.id}/status`, { status: RESERVATION_STATUS.BOOKED });
    expect(takenBack.status).toBe(200);
    expect(codes(await tagsOnBooking(host, nextWeek.id))).toEqual(['FIRST_VISIT']);
  });

  it("forget a no-show after a year: the window is the 365 days before the outlet's today", async () => {
    const { host } = place;
    const phone = aPhone();
    await pastBooking(host, phone, '2025-03-30', RESERVATION_STATUS.NO_SHOW);
    await pastBooking(host, phone, '2026-02-01', RESERVATION_STATUS.NO_SHOW);
    const next = await aReservation(host, { customerPhone: phone, date: '2026-04-09' });
    expect(codes(await tagsOnBooking(host, next.id))).toEqual(['FIRST_VISIT']);
    // 31 March 2025 is the window's first day.
    await pastBooking(host, phone, '2025-03-31', RESERVATION_STATUS.NO_SHOW);
    expect((await tagsOnBooking(host, next.id))[0]).toEqual({ code: 'NO_SHOW_RISK', count: 2, since: '2025-03-31' });
  });

  it("count a cancellation as late inside the booking's ticket's refund window, or a day before without one", async () => {
    const { host } = place;
    const phone = aPhone();
    // Cancelled three days ahead: in time. Cancelled two hours before: late.
    await pastBooking(host, phone, '2026-03-10', RESERVATION_STATUS.CANCELLED, '2026-03-07T11:00:00Z');
    await pastBooking(host, phone, '2026-03-12', RESERVATION_STATUS.CANCELLED, '2026-03-12T09:00:00Z');
    const later = await aReservation(host, { customerPhone: phone, date: '2026-04-20' });
    expect(codes(await tagsOnBooking(host, later.id))).toEqual(['FIRST_VISIT']);

    // Tomorrow's lunch, cancelled now (19:30 the evening before): inside the day.
    const lunch = await aReservation(host, { customerPhone: phone, time: '12:00' });
    expect((await host.call('POST', `/api/v1/reservations/${lunch.id}/status`, { status: RESERVATION_STATUS.CANCELLED })).status).toBe(200);
    expect((await tagsOnBooking(host, later.id))[0]).toEqual({ code: 'LATE_CANCELLER', count: 2, since: '2026-03-12' });

    // A set menu refunded only up to five days ahead: three days ahead is late for it.
    const setMenu = await aTicket(server, host.brandId, { refundWindow: 5, refundWindowUnit: 'day' });
    const booking = await pastBooking(host, phone, '2026-03-05', RESERVATION_STATUS.CANCELLED, '2026-03-02T11:00:00Z');
    await putInStatus(server, booking.id, RESERVATION_STATUS.CANCELLED, { ticketId: setMenu.id });
    expect((await tagsOnBooking(host, later.id))[0]).toEqual({ code: 'LATE_CANCELLER', count: 3, since: '2026-03-05' });
  });
});

describe("the brand's thresholds", () => {
  it('are the defaults until the merchant sets them; outlet staff may not; a stale or bad save is refused', async () => {
    const { host } = place;
    const path = `/api/v1/brands/${host.brandId}/guest-tag-settings`;
    const before = parseBody(guestTagSettingsViewSchema, await host.call('GET', path));
    expect(before).toMatchObject({ regularVisits: 3, noShows: 2, lateCancellations: 2, isDefault: true });

    const body = { regularVisits: 2, noShows: 1, lateCancellations: 3 };
    expect(parseError(await host.call('PUT', path, body, { 'if-match': `"${before.version}"` }), 403).message).toBeTruthy();

    const owner = await aUser(server, { outletIds: [place.outlet.id] });
    const merchant = await signedInUser(server, owner.email, owner.password);
    const bad = parseError(await merchant.call('PUT', path, { ...body, noShows: 0 }, { 'if-match': `"${before.version}"` }), 400);
    expect(bad.details).toEqual([expect.objectContaining({ field: 'body.noShows' })]);

    const phone = aPhone();
    await pastBooking(host, phone, '2026-01-05', RESERVATION_STATUS.COMPLETED);
    await pastBooking(host, phone, '2026-03-01', RESERVATION_STATUS.NO_SHOW);
    const booking = await aReservation(host, { customerPhone: phone });
    expect(await tagsOnBooking(host, booking.id)).toEqual([]);

    const saved = parseBody(guestTagSettingsViewSchema, await merchant.call('PUT', path, body, { 'if-match': `"${before.version}"` }));
    expect(saved).toMatchObject({ ...body, isDefault: false, version: before.version + 1 });
    expect(codes(await tagsOnBooking(host, booking.id))).toEqual(['NO_SHOW_RISK']);

    const stale = await merchant.call('PUT', path, { ...body, regularVisits: 1 }, { 'if-match': `"${before.version}"` });
    expect(parseError(stale, 409).details.current).toMatchObject(body);

    const regularAtOne = await merchant.call('PUT', path, { ...body, regularVisits: 1 }, { 'if-match': `"${saved.version}"` });
    expect(regularAtOne.status).toBe(200);
    expect(codes(await tagsOnBooking(host, booking.id))).toEqual(['NO_SHOW_RISK', 'REGULAR']);
  });
});
