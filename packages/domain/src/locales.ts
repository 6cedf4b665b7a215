/** docs/rules.md section 3: a locale entry (what each must hold beyond its type: locales.test.ts). */
export interface LocaleEntry {
  countryCode: string;
  languageTags: string[];
  subPaths: Record<string, string>;
  currencyPrefix: string;
  thousandSeparator: string;
  decimalSeparator: string;
}

export const COUNTRY_CODES = ['SG', 'MY', 'HK', 'TW'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/**
 * A country's locale entry from what sets it apart: its currency and its language tags with their sub-paths, the first the
 * country's own language (messages fall back to it). All four countries write 1,234.50.
 */
const countryLocale = (countryCode: CountryCode, currencyPrefix: string, subPaths: Record<string, string>): LocaleEntry => ({
  countryCode,
  languageTags: Object.keys(subPaths),
  subPaths,
  currencyPrefix,
  thousandSeparator: ',',
  decimalSeparator: '.',
});

/** docs/rules.md section 9: countries, their language tags, sub-paths and currency. */
export const LOCALES: Record<CountryCode, LocaleEntry> = {
  SG: countryLocale('SG', 'S$', { 'en-SG': 'en_SG', 'zh-SG': 'zh_SG' }),
  MY: countryLocale('MY', 'RM', { 'en-MY': 'en_MY', 'zh-MY': 'zh_MY', 'ms-MY': 'bm_MY' }),
  HK: countryLocale('HK', 'HK$', { 'en-HK': 'en_HK', 'zh-Hant-HK': 'zh_HK' }),
  TW: countryLocale('TW', 'NT$', { 'en-TW': 'en_TW', 'zh-Hant-TW': 'zh_TW' }),
};

export const DEFAULT_COUNTRY: CountryCode = 'SG';
export const DEFAULT_SUB_PATH = 'en_SG';
/** The placeholder a link may carry instead of a sub-path; replaced by the stored preferred locale. */
export const DEFAULT_LOCALE_PLACEHOLDER = 'DEFAULT_LOCALE';

/** The four translation languages the app ships (apps/web/public/locales/{lng}). */
export const TRANSLATION_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ms'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export interface SubPathLocale {
  subPath: string;
  languageTag: string;
  country: CountryCode;
  language: TranslationLanguage;
}

/** docs/rules.md section 9: ENGLISH, SIMPLIFIED_CHINESE (SG, MY), TRADITIONAL_CHINESE (HK, TW), MALAY. */
export function translationLanguageOf(languageTag: string): TranslationLanguage {
  if (languageTag.startsWith('zh-Hant')) return 'zh-Hant';
  if (languageTag.startsWith('zh')) return 'zh-Hans';
  if (languageTag.startsWith('ms')) return 'ms';
  return 'en';
}

export const SUB_PATH_LOCALES: readonly SubPathLocale[] = COUNTRY_CODES.flatMap((country) =>
  Object.entries(LOCALES[country].subPaths).map(([languageTag, subPath]) => ({
    subPath,
    languageTag,
    country,
    language: translationLanguageOf(languageTag),
  })),
);

export const SUB_PATHS: readonly string[] = SUB_PATH_LOCALES.map((l) => l.subPath);

export function localeOfSubPath(subPath: string | undefined): SubPathLocale | undefined {
  return SUB_PATH_LOCALES.find((l) => l.subPath === subPath);
}

/** The sub-path for a country in a language, falling back to the country's first language. */
export function subPathFor(country: CountryCode, language: TranslationLanguage): string {
  const ofCountry = SUB_PATH_LOCALES.filter((l) => l.country === country);
  return (ofCountry.find((l) => l.language === language) ?? ofCountry[0]!).subPath;
}

/** Amount in minor units (cents) to the country's display form, e.g. "S$ 1,234.50". */
export function formatMoney(amountMinor: number, country: CountryCode): string {
  const entry = LOCALES[country];
  const negative = amountMinor < 0;
  const abs = Math.abs(Math.round(amountMinor));
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, entry.thousandSeparator);
  return `${negative ? '-' : ''}${entry.currencyPrefix} ${grouped}${entry.decimalSeparator}${cents}`;
}
