import { onlineBookingResultSchema } from '@host/domain/booking-page';
import { customerSchema } from '@host/domain/customers';
import { guestBookingViewSchema } from '@host/domain/notifications/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDinersBooking, aPhone, aUser, anOutlet, DINNER, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

/*
 * Consent that is respected (issue 32, point 5): a guest's yes or no to marketing by SMS and email is recorded with when and
 * how (staff in the guest book, or the guest from their link), and the marketing export lists only the guests who said
 * yes. The clock is 2026-03-31 19:30 in Singapore (test/clock.ts).
 */
let server: TestServer;
let place: OutletFixture;
let merchant: Host;
/** The test clock's now, running on from 19:30 in Singapore. */
const NOW = /^2026-03-31T11:3\d:\d\d\.\d{3}Z$/;
let ownerEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  place = await anOutlet(server, { services: [DINNER] });
  const owner = await aUser(server, { outletIds: [place.outlet.id], displayName: 'Grace Lim' });
  ownerEmail = owner.email;
  merchant = await signedInUser(server, owner.email, owner.password);
});
afterAll(() => server.close());

const guestPath = () => `/api/v1/brands/${place.brand.id}/customers`;
const readGuest = async (id: string) => parseBody(customerSchema, await place.host.call('GET', `/api/v1/customers/${id}`));
const exportOf = async (channel: string, host: Host = merchant) =>
  host.call('GET', `/api/v1/brands/${place.brand.id}/marketing-export?channel=${channel}&format=csv`);
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('a guest’s marketing consent', () => {
  it('is recorded with when and who when staff set it, and a withdrawal is recorded too', async () => {
    const made = await merchant.call('POST', guestPath(), { firstName: 'Wen', lastName: 'Koh', phone: aPhone(), canSendSmsMarketing: 1 });
    expect(made.status).toBe(201);
    expect(made.body.marketingConsent).toEqual({
      sms: { granted: true, at: expect.stringMatching(NOW), source: 'staff', by: ownerEmail },
      email: null,
    });

    const guest = await readGuest(made.body.id);
    const withdrawn = await merchant.call(
      'PATCH',
      `/api/v1/customers/${guest.id}`,
      { canSendSmsMarketing: 0, canSendEmailMarketing: 1, email: 'wen.koh@example.com' },
      { 'if-match': `"${guest.version}"` },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.marketingConsent).toMatchObject({
      sms: { granted: false, source: 'staff', by: ownerEmail },
      email: { granted: true, source: 'staff' },
    });
  });

  it('is the guest’s to give and withdraw from their booking’s link', async () => {
    const phone = aPhone();
    const booked = parseBody(
      onlineBookingResultSchema,
      await server.client().request('POST', `/api/book/${place.outlet.id}/reservations`, {
        body: aDinersBooking({ customerPhone: phone, language: 'en' }),
      }),
      201,
    );
    const token = new URL(booked.manageUrl).pathname.split('/').pop()!;
    const before = parseBody(guestBookingViewSchema, await server.client().get(`/api/guest/${token}`));
    expect(before.marketing).toEqual({ sms: false, email: false });

    const said = await server.client().request('PUT', `/api/guest/${token}/marketing`, { body: { sms: true, email: false } });
    expect(parseBody(guestBookingViewSchema, said).marketing).toEqual({ sms: true, email: false });
    const [found] = (await place.host.call('GET', `${guestPath()}?q=${encodeURIComponent(phone.replace(/\D/g, '').slice(-8))}`)).body.items;
    const guest = await readGuest(found.id);
    expect(guest.canSendSmsMarketing).toBe(1);
    expect(guest.marketingConsent.sms).toEqual({ granted: true, at: expect.stringMatching(NOW), source: 'guest', by: null });

    // Said again: nothing new to record.
    await server.client().request('PUT', `/api/guest/${token}/marketing`, { body: { sms: true, email: false } });
    expect((await readGuest(found.id)).version).toBe(guest.version);

    // A yes to email a host recorded meanwhile is not undone by the guest's page, read before it, changing SMS.
    const meanwhile = await merchant.call(
      'PATCH',
      `/api/v1/customers/${found.id}`,
      { canSendEmailMarketing: 1, email: 'aisyah@example.com' },
      { 'if-match': `"${guest.version}"` },
    );
    expect(meanwhile.status).toBe(200);
    await server.client().request('PUT', `/api/guest/${token}/marketing`, { body: { sms: false } });
    expect(await readGuest(found.id)).toMatchObject({ canSendSmsMarketing: 0, canSendEmailMarketing: 1 });

    const bad = await server.client().request('PUT', `/api/guest/${token}/marketing`, { body: { sms: 'yes' } });
    expect(bad.status).toBe(400);
    const forged = await server
      .client()
      .request('PUT', `/api/guest/${token.slice(0, -2)}xx/marketing`, { body: { sms: true, email: true } });
    expect(forged.status).toBe(404);
  });
});

describe('a merge', () => {
  it('takes a no on either profile, and the profile never shows an agreement the merged guest does not hold', async () => {
    const phone = aPhone();
    const kept = await merchant.call('POST', guestPath(), { firstName: 'Mei', lastName: 'Ong', phone });
    const duplicate = await merchant.call('POST', guestPath(), {
      firstName: 'Mei',
      lastName: 'Ong',
      phone: aPhone(),
      canSendSmsMarketing: 1,
    });
    const merged = await merchant.call('POST', `/api/v1/customers/${kept.body.id}/merge`, {
      duplicateId: duplicate.body.id,
      version: kept.body.version,
      duplicateVersion: duplicate.body.version,
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.canSendSmsMarketing).toBe(0);
    expect(merged.body.marketingConsent.sms).toMatchObject({ granted: false, source: 'staff', by: ownerEmail });
  });
});

describe('the marketing export', () => {
  it('lists only the guests whose answer on the channel is yes, never an erased one; outlet staff may not', async () => {
    const yes = await merchant.call('POST', guestPath(), { firstName: 'Yes', lastName: 'Tan', phone: aPhone(), canSendSmsMarketing: 1 });
    const no = await merchant.call('POST', guestPath(), { firstName: 'No', lastName: 'Tan', phone: aPhone(), canSendSmsMarketing: 0 });
    const erased = await merchant.call('POST', guestPath(), {
      firstName: 'Gone',
      lastName: 'Tan',
      phone: aPhone(),
      canSendSmsMarketing: 1,
    });
    const erasing = await merchant.call('POST', `/api/v1/customers/${erased.body.id}/erase`, {
      version: erased.body.version,
      reason: 'Asked us to',
    });
    expect(erasing.status).toBe(200);

    const file = await exportOf('sms');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const lines = linesOf(file.body as string);
    expect(lines[0]).toBe('First name,Last name,Mobile,Language,Agreed at,Recorded by');
    // A phone starts with +: written as text, never run as a formula by a spreadsheet (csvCell).
    const yesLine = lines.find((line) => line.startsWith(`Yes,Tan,'${yes.body.phone},`));
    expect(yesLine?.split(',').slice(-2)).toEqual([expect.stringMatching(NOW), ownerEmail]);
    expect(lines.some((line) => line.startsWith('No,Tan'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Gone,') || line.includes(erased.body.phone))).toBe(false);
    void no;

    // By email: a guest who said yes but left no address cannot be reached there, and is not listed.
    expect(linesOf((await exportOf('email')).body as string).some((line) => line.startsWith('Yes,Tan'))).toBe(false);

    // The same list as JSON, for a marketing tool that reads it.
    const listed = await merchant.call('GET', `/api/v1/brands/${place.brand.id}/marketing-export?channel=sms`);
    expect(listed.body.guests).toContainEqual({
      firstName: 'Yes',
      lastName: 'Tan',
      contact: yes.body.phone,
      language: null,
      agreedAt: expect.stringMatching(NOW),
      recordedBy: ownerEmail,
    });
    expect(listed.body.guests.some((g: { firstName: string }) => g.firstName === 'No' || g.firstName === 'Gone')).toBe(false);

    expect(parseError(await exportOf('sms', place.host), 403).details).toMatchObject({ reason: 'merchantOnly' });
    expect(parseError(await exportOf('fax'), 400).details).toEqual([expect.objectContaining({ field: 'querystring.channel' })]);
  });
});
