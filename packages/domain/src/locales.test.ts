import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LOCALES, SUB_PATH_LOCALES, formatMoney, localeOfSubPath, type LocaleEntry, subPathFor, translationLanguageOf } from './locales';

/** What every entry must hold beyond its type: a two-letter country, at least one language, a currency sign. */
const localeEntrySchema = z.object({
  countryCode: z.string().length(2),
  languageTags: z.array(z.string().min(1)).min(1),
  subPaths: z.record(z.string(), z.string()),
  currencyPrefix: z.string().min(1),
  thousandSeparator: z.string(),
  decimalSeparator: z.string(),
}) satisfies z.ZodType<LocaleEntry>;

describe('locales (docs/rules.md sections 2, 3 and 9)', () => {
  it.each([
    ['en_SG', 'en-SG', 'SG', 'en'],
    ['zh_SG', 'zh-SG', 'SG', 'zh-Hans'],
    ['en_MY', 'en-MY', 'MY', 'en'],
    ['zh_MY', 'zh-MY', 'MY', 'zh-Hans'],
    ['bm_MY', 'ms-MY', 'MY', 'ms'],
    ['en_HK', 'en-HK', 'HK', 'en'],
    ['zh_HK', 'zh-Hant-HK', 'HK', 'zh-Hant'],
    ['en_TW', 'en-TW', 'TW', 'en'],
    ['zh_TW', 'zh-Hant-TW', 'TW', 'zh-Hant'],
  ])('sub-path %s is %s in %s, translated as %s', (subPath, languageTag, country, language) => {
    expect(localeOfSubPath(subPath)).toEqual({ subPath, languageTag, country, language });
  });

  it('has exactly the nine sub-paths', () => {
    expect(SUB_PATH_LOCALES).toHaveLength(9);
    expect(localeOfSubPath('DEFAULT_LOCALE')).toBeUndefined();
    expect(localeOfSubPath('reservations')).toBeUndefined();
  });

  it.each([
    ['SG', 'S$'],
    ['MY', 'RM'],
    ['HK', 'HK$'],
    ['TW', 'NT$'],
  ] as const)('%s prices carry %s with comma thousands and a full stop for decimals', (country, prefix) => {
    expect(LOCALES[country].currencyPrefix).toBe(prefix);
    expect(formatMoney(123450, country)).toBe(`${prefix} 1,234.50`);
  });

  it('formats small, large and negative amounts', () => {
    expect(formatMoney(5, 'SG')).toBe('S$ 0.05');
    expect(formatMoney(123456789, 'MY')).toBe('RM 1,234,567.89');
    expect(formatMoney(-2500, 'HK')).toBe('-HK$ 25.00');
  });

  it('lists the language tags of each country in order, the first its own language, each with its sub-path', () => {
    expect(LOCALES.SG).toEqual({
      countryCode: 'SG',
      languageTags: ['en-SG', 'zh-SG'],
      subPaths: { 'en-SG': 'en_SG', 'zh-SG': 'zh_SG' },
      currencyPrefix: 'S$',
      thousandSeparator: ',',
      decimalSeparator: '.',
    });
    expect(LOCALES.MY.languageTags).toEqual(['en-MY', 'zh-MY', 'ms-MY']);
    expect(LOCALES.HK.languageTags).toEqual(['en-HK', 'zh-Hant-HK']);
    expect(LOCALES.TW.languageTags).toEqual(['en-TW', 'zh-Hant-TW']);
    for (const country of ['SG', 'MY', 'HK', 'TW'] as const) expect(LOCALES[country].countryCode).toBe(country);
  });

  it('validates locale entries as section 5 says', () => {
    for (const entry of Object.values(LOCALES)) expect(localeEntrySchema.safeParse(entry).success).toBe(true);
    expect(localeEntrySchema.safeParse({ ...LOCALES.SG, countryCode: 'SGP' }).success).toBe(false);
    expect(localeEntrySchema.safeParse({ ...LOCALES.SG, languageTags: [] }).success).toBe(false);
    expect(localeEntrySchema.safeParse({ ...LOCALES.SG, currencyPrefix: '' }).success).toBe(false);
  });

  it.each([
    ['SG', 'zh-Hans', 'zh_SG'],
    ['SG', 'ms', 'en_SG'],
    ['MY', 'ms', 'bm_MY'],
    ['HK', 'zh-Hant', 'zh_HK'],
    ['TW', 'en', 'en_TW'],
  ] as const)('in %s, %s is served at %s (the first language when the country lacks it)', (country, language, subPath) => {
    expect(subPathFor(country, language)).toBe(subPath);
  });

  it('maps language tags to the four translations', () => {
    expect(['en-SG', 'zh-SG', 'zh-Hant-TW', 'ms-MY'].map(translationLanguageOf)).toEqual(['en', 'zh-Hans', 'zh-Hant', 'ms']);
  });
});
