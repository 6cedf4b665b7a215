import { SUB_PATH_LOCALES } from '@host/domain/locales';
import { DIALLING_PREFIX as DOMAIN_PREFIX, OCCASIONS as DOMAIN_OCCASIONS } from '@host/domain/reservations/booking-options';
import { DIETARY_NEEDS as DOMAIN_NEEDS } from '@host/domain/guest-needs';
import { textIn as domainTextIn, TYPE_SHOW_TIMESLOTS } from '@host/domain/booking-page-settings';
import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf, longDate, monthWeeks } from './dates';
import {
  addressIn,
  dateTagOf,
  DIALLING_PREFIX,
  DIETARY_NEEDS,
  OCCASIONS,
  pageLanguage,
  parseAddress,
  SUB_PATHS,
  textIn,
  translator,
  TYPE_SHOW_AVAILABLE_ONLY,
} from './locale';

describe("the booking page's own copies of the domain's tables", () => {
  it('has the sub-paths, prefixes, occasions and needs the domain has', () => {
    expect(
      Object.fromEntries(SUB_PATH_LOCALES.map((l) => [l.subPath, { language: l.language, tag: l.languageTag, country: l.country }])),
    ).toEqual(SUB_PATHS);
    expect(DIALLING_PREFIX).toEqual(DOMAIN_PREFIX);
    expect(OCCASIONS).toEqual(DOMAIN_OCCASIONS);
    expect(DIETARY_NEEDS).toEqual(DOMAIN_NEEDS);
    expect(TYPE_SHOW_AVAILABLE_ONLY).toBe(TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY);
  });

  it.each([
    [{ en: 'Welcome', 'zh-Hans': '欢迎' }, 'zh-Hans'],
    [{ en: 'Welcome', 'zh-Hans': '  ' }, 'zh-Hans'],
    [{ ms: 'Selamat datang' }, 'en'],
    [{}, 'zh-Hant'],
  ] as const)('reads a text per language as the domain does: %j in %s', (text, language) => {
    expect(textIn(text, language)).toBe(domainTextIn(text, language));
  });
});

describe('the address and the language', () => {
  it.each([
    ['/book/jade-garden-orchard', { subPath: null, outlet: 'jade-garden-orchard' }],
    ['/zh_SG/book/jade-garden-orchard/', { subPath: 'zh_SG', outlet: 'jade-garden-orchard' }],
    ['/xx_YY/book/a', null],
    ['/book/a/b', null],
  ])('%s', (path, expected) => expect(parseAddress(path)).toEqual(expected));

  it('takes the sub-path first, then ?lang=, then the browser, then English', () => {
    expect(pageLanguage({ subPath: 'zh_HK', outlet: 'x' }, '?lang=ms', ['en'])).toBe('zh-Hant');
    expect(pageLanguage({ subPath: null, outlet: 'x' }, '?lang=ms', ['en'])).toBe('ms');
    expect(pageLanguage({ subPath: null, outlet: 'x' }, '', ['fr-FR', 'zh-TW', 'en'])).toBe('zh-Hant');
    expect(pageLanguage({ subPath: null, outlet: 'x' }, '', ['zh-CN'])).toBe('zh-Hans');
    expect(pageLanguage({ subPath: null, outlet: 'x' }, '', ['de'])).toBe('en');
  });

  it("writes dates in the outlet's country and moves to its sub-path for a language", () => {
    expect(dateTagOf('zh-Hans', null, 'MY')).toBe('zh-MY');
    expect(dateTagOf('ms', 'en_SG', 'SG')).toBe('ms-MY');
    expect(addressIn('zh-Hant', 'lin-s', 'TW')).toBe('/zh_TW/book/lin-s');
    expect(addressIn('ms', 'jade', 'SG')).toBe('/book/jade?lang=ms');
  });
});

describe('the translator', () => {
  const t = translator({ guests_one: '{{count}} guest', guests_other: '{{count}} guests', a: { b: 'Hi {{name}}' } }, 'en');
  it('nests, fills values, picks the plural and names a missing key', () => {
    expect(t('a.b', { name: 'Mei' })).toBe('Hi Mei');
    expect(t('guests', { count: 1 })).toBe('1 guest');
    expect(t('guests', { count: 4 })).toBe('4 guests');
    expect(t('nothing.here')).toBe('nothing.here');
    expect(translator({ guests_other: '{{count}} 位' }, 'zh-Hans')('guests', { count: 1 })).toBe('1 位');
  });
});

describe("the calendar's days, whatever the machine's zone", () => {
  it('pads weeks from Sunday and crosses years and leap days', () => {
    const weeks = monthWeeks('2026-04-01');
    expect(weeks[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(lastDayOf('2028-02-01')).toBe('2028-02-29');
    expect(longDate('2026-04-02', 'zh-SG')).toBe('4月2日星期四');
  });
});
