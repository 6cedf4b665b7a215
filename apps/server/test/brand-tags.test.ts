import { BRAND_TAG_LIMIT } from '@host/domain/brand-tags';
import { brandTagViewSchema } from '@host/domain/brand-tags-schemas';
import { onlineBookingResultSchema, type OnlineBookingInput } from '@host/domain/booking-page';
import { customerSchema } from '@host/domain/customers';
import { guaranteeRuleViewSchema } from '@host/domain/guarantee-rule';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tags } from '../src/db/schema';
import { aDinersBooking, aPhone, aReservation, aTag, aTicket, aUser, anOutlet, readReservation, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

/*
 * The brand's own tags and what travels with the guest (issue 32, point 1): the merchant keeps the tags (a title and a
 * colour each); a tag put on a booking becomes its guest's; a diner's stated allergies join the guest's record. The clock
 * is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let place: OutletFixture;
let merchant: Host;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server);
  const owner = await aUser(server, { outletIds: [place.outlet.id] });
  merchant = await signedInUser(server, owner.email, owner.password);
});
afterAll(() => server.close());

const tagsPath = () => `/api/v1/brands/${place.brand.id}/tags`;
const listTags = async (host: Host = place.host) => parseBody(z.array(brandTagViewSchema), await host.call('GET', tagsPath()));
const addTag = async (title: string, colour = 'blue') =>
  parseBody(brandTagViewSchema, await merchant.call('POST', tagsPath(), { title, colour }), 201);
const guestOf = async (customerId: string | null) =>
  parseBody(customerSchema, await place.host.call('GET', `/api/v1/customers/${customerId}`));

describe("the brand's tags", () => {
  it('are the merchant’s to add, rename, recolour and delete; outlet staff read them', async () => {
    const wheelchair = await addTag('  Wheelchair ', 'blue');
    expect(wheelchair).toMatchObject({ title: 'Wheelchair', colour: 'blue', version: 1 });
    expect((await listTags()).find((tag) => tag.id === wheelchair.id)).toEqual(wheelchair);

    const byStaff = await place.host.call('POST', tagsPath(), { title: 'Press', colour: 'red' });
    expect(parseError(byStaff, 403).message).toBeTruthy();
    const staffEdit = await place.host.call(
      'PUT',
      `${tagsPath()}/${wheelchair.id}`,
      { title: 'Wheels', colour: 'red' },
      { 'if-match': '"1"' },
    );
    expect(staffEdit.status).toBe(403);

    const renamed = parseBody(
      brandTagViewSchema,
      await merchant.call('PUT', `${tagsPath()}/${wheelchair.id}`, { title: 'Wheelchair access', colour: 'teal' }, { 'if-match': '"1"' }),
    );
    expect(renamed).toMatchObject({ title: 'Wheelchair access', colour: 'teal', version: 2 });
    // An edit from the tag as it was read before: refused with the tag as it is now, never a silent overwrite.
    const stale = await merchant.call('PUT', `${tagsPath()}/${wheelchair.id}`, { title: 'Wheels', colour: 'red' }, { 'if-match': '"1"' });
    expect(parseError(stale, 409).details.current).toMatchObject({ title: 'Wheelchair access', version: 2 });

    expect((await merchant.call('DELETE', `${tagsPath()}/${wheelchair.id}`, undefined, { 'if-match': '"2"' })).status).toBe(204);
    expect((await listTags()).some((tag) => tag.id === wheelchair.id)).toBe(false);
    const gone = await merchant.call('PUT', `${tagsPath()}/${wheelchair.id}`, { title: 'Back', colour: 'red' }, { 'if-match': '"2"' });
    expect(parseError(gone, 404).details.reason).toBe('tagNotFound');
  });

  it('refuses a title another tag has in any case, a colour off the palette, and an empty name, at the field', async () => {
    await addTag('Birthday club', 'pink');
    const taken = parseError(await merchant.call('POST', tagsPath(), { title: 'BIRTHDAY CLUB', colour: 'red' }), 409);
    expect(taken.details.fields).toEqual([expect.objectContaining({ field: 'body.title', reason: 'tagNameTaken' })]);
    const bad = parseError(await merchant.call('POST', tagsPath(), { title: '', colour: '#ff0000' }), 400);
    expect(bad.details.map((issue: { field: string }) => issue.field).sort()).toEqual(['body.colour', 'body.title']);
  });

  it('makes one tag of two merchants adding the same title at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => merchant.call('POST', tagsPath(), { title: 'Sommelier', colour: 'purple' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await listTags()).filter((tag) => tag.title === 'Sommelier')).toHaveLength(1);
  });

  it('keeps at most the limit', async () => {
    const other = await anOutlet(server);
    const owner = await aUser(server, { outletIds: [other.outlet.id] });
    const otherMerchant = await signedInUser(server, owner.email, owner.password);
    await server.db
      .insert(tags)
      .values(Array.from({ length: BRAND_TAG_LIMIT }, (_, i) => ({ brandId: other.brand.id, title: `Tag ${i}` })));
    const full = await otherMerchant.call('POST', `/api/v1/brands/${other.brand.id}/tags`, { title: 'One more', colour: 'red' });
    expect(parseError(full, 422).details).toMatchObject({ reason: 'tooManyTags', params: { max: BRAND_TAG_LIMIT } });
  });

  it("are found only within the brand: another brand's tag is not found", async () => {
    const elsewhere = await anOutlet(server);
    const foreign = await aTag(server, elsewhere.brand.id, 'Theirs');
    const answer = await merchant.call('PUT', `${tagsPath()}/${foreign.id}`, { title: 'Mine now', colour: 'red' }, { 'if-match': '"1"' });
    expect(answer.status).toBe(404);
    const removed = await merchant.call('DELETE', `${tagsPath()}/${foreign.id}`, undefined, { 'if-match': '"1"' });
    expect(removed.status).toBe(404);
  });

  it("is not deleted while an outlet's guarantee rule asks guests with it", async () => {
    const deposit = await addTag('Ask for deposit', 'red');
    const ticket = await aTicket(server, place.brand.id, { name: 'Deposit', typePayment: TICKET_TYPE_PAYMENT.DEPOSIT, price: 2000 });
    const rulePath = `/api/v1/outlets/${place.outlet.id}/guarantee-rule`;
    const rule = parseBody(guaranteeRuleViewSchema, await place.host.call('GET', rulePath));
    const body = { ticketId: ticket.id, noShowRisk: false, lateCanceller: false, firstVisitMinPax: null, tagIds: [deposit.id] };
    expect((await place.host.call('PUT', rulePath, body, { 'if-match': `"${rule.version}"` })).status).toBe(200);

    const refused = parseError(await merchant.call('DELETE', `${tagsPath()}/${deposit.id}`, undefined, { 'if-match': '"1"' }), 422);
    expect(refused.details).toMatchObject({ reason: 'tagInGuaranteeRule', params: { outlet: place.outlet.name } });
    expect((await listTags()).some((tag) => tag.id === deposit.id)).toBe(true);
  });
});

describe('tags and needs that travel with the guest', () => {
  it("a booking's tag becomes its guest's, shown in its colour on every later booking; one taken off the guest stays off", async () => {
    const vip = await addTag('VIP', 'amber');
    const corporate = await addTag('Corporate', 'indigo');
    const phone = aPhone();
    const first = await aReservation(place.host, { customerPhone: phone, tagIds: [vip.id], date: '2026-04-03' });
    const guest = await guestOf(first.customerId);
    expect(guest.tags).toEqual([{ id: vip.id, title: 'VIP', colour: 'amber' }]);

    const later = await aReservation(place.host, { customerPhone: phone, date: '2026-04-20' });
    const read = await readReservation(place.host, later.id);
    expect(read.tags).toEqual([]);
    expect(read.user?.tags).toEqual([{ id: vip.id, title: 'VIP', colour: 'amber' }]);

    // The host takes VIP off the guest; an edit of the first booking that leaves its tags as they were does not bring it back.
    const edited = await place.host.call('PATCH', `/api/v1/customers/${guest.id}`, { tagIds: [] }, { 'if-match': `"${guest.version}"` });
    expect(edited.status).toBe(200);
    const { version } = await readReservation(place.host, first.id);
    const tagged = await place.host.call(
      'PATCH',
      `/api/v1/reservations/${first.id}`,
      { tagIds: [vip.id, corporate.id], staffNotes: 'Invoice to the company' },
      { 'if-match': `"${version}"` },
    );
    expect(tagged.status).toBe(200);
    expect((await guestOf(guest.id)).tags.map((tag) => tag.title)).toEqual(['Corporate']);
  });

  it("a diner's stated allergies join what the guest book knows, never replacing it", async () => {
    const phone = aPhone();
    const known = await place.host.call('POST', `/api/v1/brands/${place.brand.id}/customers`, {
      firstName: 'Hui Min',
      lastName: 'Lee',
      phone,
      dietary: ['halal'],
      dietaryNotes: 'No alcohol in sauces',
    });
    expect(known.status).toBe(201);
    const book = async (overrides: Partial<OnlineBookingInput>) =>
      parseBody(
        onlineBookingResultSchema,
        await server
          .client()
          .request('POST', `/api/book/${place.outlet.id}/reservations`, { body: aDinersBooking({ customerPhone: phone, ...overrides }) }),
        201,
      );
    await book({ reservationDate: '2026-04-08', dietary: ['shellfish'], dietaryNotes: 'Severe: carries an EpiPen' });
    const after = await guestOf(known.body.id);
    expect(after.dietary).toEqual(['shellfish', 'halal']);
    expect(after.dietaryNotes).toBe('No alcohol in sauces\nSevere: carries an EpiPen');
    expect(after.version).toBe(known.body.version + 1);

    // Said again on the next booking: nothing is added twice.
    await book({ reservationDate: '2026-04-09', dietary: ['shellfish'], dietaryNotes: 'severe: carries an epipen' });
    expect(await guestOf(known.body.id)).toMatchObject({ dietary: ['shellfish', 'halal'], version: after.version });

    const refused = await server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, {
      body: aDinersBooking({ reservationDate: '2026-04-10', dietary: ['peanut butter' as 'nuts'] }),
    });
    expect(parseError(refused, 400).details).toEqual([expect.objectContaining({ field: 'body.dietary.0' })]);
  });
});
