import { bookingPageSettingsViewSchema, outletImageSchema, type BookingPageSettingsView } from '@host/domain/booking-page-settings';
import { outletProfileSchema } from '@host/domain/outlets';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, startTestServer, type Host, type TestServer } from './helper';

let server: TestServer;
let jade: OutletFixture;
let host: Host;
/** another brand's outlet and host */
let other: OutletFixture;

beforeAll(async () => {
  server = await startTestServer();
  jade = await anOutlet(server, { areas: [], tables: [], services: [] });
  ({ host } = jade);
  other = await anOutlet(server, { areas: [], tables: [], services: [] });
});
afterAll(() => server.close());

const path = (outletId = jade.outlet.id) => `/api/v1/outlets/${outletId}/booking-page`;
const read = async (as: Host = host, outletId = jade.outlet.id) =>
  parseBody(bookingPageSettingsViewSchema, await as.call('GET', path(outletId)));
const settingsOf = (view: BookingPageSettingsView) => ({
  welcomeText: view.welcomeText,
  isEnableSpecificRequest: view.isEnableSpecificRequest,
  isEnableOccasions: view.isEnableOccasions,
  isEnableShowChildren: view.isEnableShowChildren,
  isEnableCustomQuestionField: view.isEnableCustomQuestionField,
  customQuestion: view.customQuestion,
  typeShowTimeslots: view.typeShowTimeslots,
  logoImageId: view.logo?.id ?? null,
  coverImageId: view.cover?.id ?? null,
});
const save = (body: unknown, version: number, as: Host = host, outletId = jade.outlet.id) =>
  as.call('PUT', path(outletId), body, { 'if-match': `"${version}"` });
/** A picture of a size, as a browser would send it (base64). */
const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (await blank.toFormat(format).toBuffer()).toString('base64');
};
const upload = (kind: string, data: string, as: Host = host, outletId = jade.outlet.id) =>
  as.call('POST', `${path(outletId)}/images`, { kind, data });

describe('the booking page settings', () => {
  it('reads the defaults, saves texts in each language and the fields asked, and reads them back', async () => {
    const before = await read();
    expect(before).toMatchObject({
      welcomeText: { en: '', 'zh-Hans': '', 'zh-Hant': '', ms: '' },
      typeShowTimeslots: 1,
      logo: null,
      cover: null,
      isEnableCustomQuestionField: false,
    });
    const body = {
      ...settingsOf(before),
      welcomeText: {
        en: 'Welcome to Jade Garden',
        'zh-Hans': '欢迎光临翡翠园',
        'zh-Hant': '歡迎光臨翡翠園',
        ms: 'Selamat datang ke Jade Garden',
      },
      isEnableOccasions: false,
      isEnableCustomQuestionField: true,
      customQuestion: { en: 'Any allergies?', 'zh-Hans': '有什么过敏吗？', 'zh-Hant': '', ms: 'Ada alahan?' },
      typeShowTimeslots: 2,
    };
    const saved = parseBody(bookingPageSettingsViewSchema, await save(body, before.version));
    expect(saved.version).toBe(before.version + 1);
    const after = await read();
    expect(settingsOf(after)).toEqual(body);
    // The outlet profile the host app reads says the same.
    const profile = parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${jade.outlet.id}`));
    expect(profile).toMatchObject({
      isEnableOccasions: false,
      isEnableCustomQuestionField: true,
      typeShowTimeslots: 2,
      version: after.version,
    });
  });

  it('refuses a stale version with 409 and keeps what the other saved', async () => {
    const view = await read();
    parseBody(bookingPageSettingsViewSchema, await save({ ...settingsOf(view), isEnableShowChildren: false }, view.version));
    const stale = parseError(await save({ ...settingsOf(view), isEnableShowChildren: true }, view.version), 409);
    expect(stale.details.reason).toBe('staleSettings');
    expect((await read()).isEnableShowChildren).toBe(false);
    // and no If-Match at all is 428
    expect((await host.call('PUT', path(), settingsOf(view))).status).toBe(428);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a custom question asked with no words',
      { isEnableCustomQuestionField: true, customQuestion: { en: '', 'zh-Hans': '', 'zh-Hant': '', ms: '' } },
      'body.customQuestion.en',
    ],
    ['an unknown way to show the times', { typeShowTimeslots: 9 }, 'body.typeShowTimeslots'],
    ['a welcome text of 1,001 characters', { welcomeText: { en: 'x'.repeat(1001) } }, 'body.welcomeText.en'],
  ])('refuses %s with 400', async (_, change, field) => {
    const view = await read();
    const error = parseError(await save({ ...settingsOf(view), ...change }, view.version), 400);
    expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("is another brand's outlet: 403 to read, to save and to upload to", async () => {
    const view = await read();
    expect((await other.host.call('GET', path())).status).toBe(403);
    expect((await save(settingsOf(view), view.version, other.host)).status).toBe(403);
    expect((await upload('logo', await picture(10, 10), other.host)).status).toBe(403);
    expect((await read()).version).toBe(view.version);
  });
});

describe('logo and cover', () => {
  it('resizes a logo to fit 512 px and a cover to 1600 by 600, stores them, and serves them cached by their hash', async () => {
    const logo = parseBody(outletImageSchema, await upload('logo', await picture(2000, 1000)));
    expect(logo).toMatchObject({ width: 512, height: 256 });
    expect(logo.url).toMatch(/^\/media\/outlet-images\/[0-9a-f]{64}\.webp$/);
    const cover = parseBody(outletImageSchema, await upload('cover', await picture(1200, 1200, 'jpeg')));
    expect(cover).toMatchObject({ width: 1600, height: 600 });
    // A small logo is never enlarged.
    expect(parseBody(outletImageSchema, await upload('logo', await picture(120, 80, 'webp')))).toMatchObject({ width: 120, height: 80 });

    const served = await fetch(server.url + logo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"${logo.url.slice(-69, -5)}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect((await fetch(server.url + logo.url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect((await fetch(`${server.url}/media/outlet-images/${'0'.repeat(64)}.webp`)).status).toBe(404);

    // Named by a save, they are the page's.
    const view = await read();
    const saved = parseBody(
      bookingPageSettingsViewSchema,
      await save({ ...settingsOf(view), logoImageId: logo.id, coverImageId: cover.id }, view.version),
    );
    expect(saved.logo).toEqual(logo);
    expect(saved.cover).toEqual(cover);
    expect((await read()).cover?.url).toBe(cover.url);
  });

  it.each<[string, () => Promise<string>, number, string]>([
    ['a text file', async () => Buffer.from('hello, this is not a picture').toString('base64'), 422, 'imageNotValid'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64'),
      422,
      'imageNotValid',
    ],
    [
      'a GIF',
      async () =>
        (
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer()
        ).toString('base64'),
      422,
      'imageNotValid',
    ],
    ['a PNG cut short', async () => (await picture(300, 300)).slice(0, 200), 422, 'imageNotValid'],
    ['a file over 5 MB', async () => Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64'), 422, 'imageTooLarge'],
  ])('refuses %s with a message to translate', async (_, data, status, reason) => {
    const error = parseError(await upload('logo', await data()), status);
    expect(error.details.reason).toBe(reason);
  });

  it('refuses a body far over the limit with 413', async () => {
    const error = parseError(await upload('cover', 'A'.repeat(15 * 1024 * 1024)), 413);
    expect(error.details.reason).toBe('bodyTooLarge');
  });

  it("refuses another outlet's image, or a logo saved as the cover", async () => {
    const theirs = parseBody(outletImageSchema, await upload('logo', await picture(50, 50), other.host, other.outlet.id));
    const ours = parseBody(outletImageSchema, await upload('logo', await picture(60, 50)));
    const view = await read();
    expect(parseError(await save({ ...settingsOf(view), logoImageId: theirs.id }, view.version), 422).details.reason).toBe('imageNotFound');
    expect(parseError(await save({ ...settingsOf(view), coverImageId: ours.id }, view.version), 422).details.reason).toBe('imageNotFound');
    expect((await read()).version).toBe(view.version);
  });
});
