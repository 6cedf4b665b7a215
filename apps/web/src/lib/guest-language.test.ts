import { describe, expect, it } from 'vitest';
import { browserLanguageOf, guestPageLanguage } from './guest-language';

describe("the pay page's language", () => {
  it.each([
    [{ chosen: 'ms' as const, urlLanguage: 'en' as const, bookingLanguage: 'zh-SG' }, 'ms'],
    [{ urlLanguage: 'zh-Hant' as const, bookingLanguage: 'en-SG' }, 'zh-Hant'],
    [{ bookingLanguage: 'zh-SG', browserLanguages: ['en-GB'] }, 'zh-Hans'],
    [{ bookingLanguage: 'zh-Hant-HK' }, 'zh-Hant'],
    [{ bookingLanguage: null, browserLanguages: ['ms-MY', 'en'] }, 'ms'],
    [{ browserLanguages: [] }, 'en'],
  ])('%j reads in %s', (options, language) => {
    expect(guestPageLanguage(options)).toBe(language);
  });

  it.each([
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK', 'en'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['fr-FR', 'ms'], 'ms'],
    [['fr-FR', 'de'], 'en'],
    [['en-US', 'zh-CN'], 'en'],
  ])('a browser saying %j reads %s', (tags, language) => {
    expect(browserLanguageOf(tags)).toBe(language);
  });
});
