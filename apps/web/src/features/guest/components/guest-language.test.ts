import { describe, expect, it } from 'vitest';
import { countryOfZone, formatGuestDate, guestLanguage, intlTagOf } from './guest-language';

describe("the guest link's language", () => {
  it.each([
    [{ chosen: 'ms' as const, urlLanguage: 'en' as const, bookingLanguage: 'zh-SG' }, 'ms'],
    [{ urlLanguage: 'zh-Hans' as const, bookingLanguage: 'en-SG' }, 'zh-Hans'],
    [{ bookingLanguage: 'zh-Hans', browserLanguages: ['en-GB'] }, 'zh-Hans'],
    [{ bookingLanguage: 'zh-Hant-TW' }, 'zh-Hant'],
    [{ bookingLanguage: null, browserLanguages: ['zh-HK', 'en'] }, 'zh-Hant'],
    [{ browserLanguages: ['fr-FR'] }, 'en'],
  ])('%j reads in %s', (options, language) => {
    expect(guestLanguage(options)).toBe(language);
  });

  it.each([
    ['Asia/Singapore', 'SG'],
    ['Asia/Kuala_Lumpur', 'MY'],
    ['Asia/Taipei', 'TW'],
    ['Europe/London', 'SG'],
  ])('an outlet in %s writes dates as %s does', (zone, country) => {
    expect(countryOfZone(zone)).toBe(country);
  });

  it.each([
    ['en', 'SG', 'Wednesday 1 April'],
    ['zh-Hans', 'SG', '4月1日星期三'],
    ['zh-Hant', 'TW', '4月1日星期三'],
    ['ms', 'MY', 'Rabu, 1 April'],
  ] as const)('1 April 2026 in %s (%s) reads %s, whatever the device zone', (language, country, written) => {
    expect(formatGuestDate('2026-04-01', intlTagOf(language, country)).replace(/,/g, '')).toBe(written.replace(/,/g, ''));
  });
});
