import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BASE64,
  IMAGE_MAX_BYTES,
  bookingPageSettingsSchema,
  emptyLocalizedText,
  imageFileProblem,
  imageUploadSchema,
  textIn,
  uploadedDataProblem,
} from './booking-page-settings';

const settings = {
  welcomeText: { en: 'Welcome', 'zh-Hans': '欢迎', 'zh-Hant': '', ms: '' },
  isEnableSpecificRequest: true,
  isEnableOccasions: false,
  isEnableShowChildren: true,
  isEnableCustomQuestionField: false,
  customQuestion: emptyLocalizedText(),
  typeShowTimeslots: 1,
  logoImageId: null,
  coverImageId: null,
};

describe('booking page settings', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['as written', {}, null],
    [
      'a custom question asked in English',
      { isEnableCustomQuestionField: true, customQuestion: { ...emptyLocalizedText(), en: 'Any allergies?' } },
      null,
    ],
    ['a custom question asked with no text', { isEnableCustomQuestionField: true }, 'customQuestion.en'],
    [
      'a custom question asked only in Chinese',
      { isEnableCustomQuestionField: true, customQuestion: { ...emptyLocalizedText(), 'zh-Hans': '有过敏吗？' } },
      null,
    ],
    ['a question written but not asked', { customQuestion: { ...emptyLocalizedText(), en: 'Kept for later' } }, null],
    ['a welcome text too long', { welcomeText: { ...emptyLocalizedText(), ms: 'x'.repeat(1001) } }, 'welcomeText.ms'],
    ['a question on two lines', { customQuestion: { ...emptyLocalizedText(), en: 'a\nb' } }, 'customQuestion.en'],
    ['an unknown way to show slots', { typeShowTimeslots: 3 }, 'typeShowTimeslots'],
    ['a logo that is not an id', { logoImageId: 'logo.png' }, 'logoImageId'],
  ])('%s', (_, change, path) => {
    const parsed = bookingPageSettingsSchema.safeParse({ ...settings, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]!.path.join('.')).toBe(path);
  });

  it('a language left out reads as empty', () => {
    const parsed = bookingPageSettingsSchema.parse({ ...settings, welcomeText: { en: 'Hi' } });
    expect(parsed.welcomeText).toEqual({ en: 'Hi', 'zh-Hans': '', 'zh-Hant': '', ms: '' });
  });
});

describe('a text in the diner language falls back to English, then to any', () => {
  it.each<[Partial<Record<string, string>>, string, string]>([
    [{ en: 'Hi', 'zh-Hans': '你好' }, 'zh-Hans', '你好'],
    [{ en: 'Hi', 'zh-Hans': '' }, 'zh-Hans', 'Hi'],
    [{ en: '', ms: 'Selamat datang' }, 'zh-Hant', 'Selamat datang'],
    [{}, 'en', ''],
  ])('%o in %s is "%s"', (text, language, expected) => {
    expect(textIn(text, language as 'en')).toBe(expected);
  });
});

describe('images', () => {
  it.each<[string, { type: string; size: number }, string | null]>([
    ['a PNG', { type: 'image/png', size: 10_000 }, null],
    ['a JPEG of exactly 5 MB', { type: 'image/jpeg', size: IMAGE_MAX_BYTES }, null],
    ['a WebP just over 5 MB', { type: 'image/webp', size: IMAGE_MAX_BYTES + 1 }, 'imageTooLarge'],
    ['a PDF', { type: 'application/pdf', size: 10_000 }, 'imageNotValid'],
    ['an SVG (scripts inside)', { type: 'image/svg+xml', size: 1_000 }, 'imageNotValid'],
  ])('a file: %s', (_, file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });

  it.each<[string, unknown, string | null]>([
    ['base64', { kind: 'logo', data: 'iVBORw0KGgo=' }, null],
    ['not base64', { kind: 'logo', data: 'not base64!' }, 'imageNotValid'],
    ['padding in the middle', { kind: 'logo', data: 'iVBO=Rw0K' }, 'imageNotValid'],
    ['three padding signs', { kind: 'logo', data: 'iVBORw===' }, 'imageNotValid'],
    ['padding alone', { kind: 'logo', data: '==' }, 'imageNotValid'],
    ['nothing', { kind: 'logo', data: '' }, 'imageNotValid'],
    ['two padding signs', { kind: 'logo', data: 'iVBORw==' }, null],
    ['megabytes of it', { kind: 'logo', data: 'A'.repeat(7 * 1024 * 1024) }, null],
    ['an unknown kind', { kind: 'favicon', data: 'AAAA' }, 'chooseOption'],
  ])('an upload: %s', (_, body, message) => {
    const parsed = imageUploadSchema.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });

  it.each<[string, number, string | null]>([
    ['5 MB exactly', Math.ceil(IMAGE_MAX_BYTES / 3) * 4, null],
    ['one more group of four', IMAGE_MAX_BASE64 + 4, 'imageTooLarge'],
    ['a small picture', 1000, null],
  ])('base64 of %s', (_, length, problem) => {
    expect(uploadedDataProblem('A'.repeat(length))).toBe(problem);
  });
});
