import { DEFAULT_COUNTRY, TRANSLATION_LANGUAGES, translationLanguageOf, type CountryCode, type TranslationLanguage } from '@host/domain/locales';

/**
 * The guest link's language (issue 14): the one the guest chose on the page, else the locale in
 * the address (/zh_SG/r/...), else the booking's, else the browser's. A guest opening the link in
 * their message reads it in the language they were written to.
 */
export function guestLanguage(options: {
  chosen?: TranslationLanguage | null;
  urlLanguage?: TranslationLanguage | null;
  bookingLanguage?: string | null;
  browserLanguages?: readonly string[];
}): TranslationLanguage {
  if (options.chosen) return options.chosen;
  if (options.urlLanguage) return options.urlLanguage;
  if (options.bookingLanguage) return translationLanguageOf(options.bookingLanguage);
  return browserLanguageOf(options.browserLanguages ?? []);
}

/** The first browser language Host speaks; Chinese of Taiwan, Hong Kong and Macau is Traditional. */
export function browserLanguageOf(tags: readonly string[]): TranslationLanguage {
  for (const tag of tags) {
    if (/^zh-(Hant|TW|HK|MO)\b/i.test(tag)) return 'zh-Hant';
    const language = translationLanguageOf(tag);
    if (language !== 'en' || /^en\b/i.test(tag)) return language;
  }
  return 'en';
}

/** The outlet's country from its time zone (the view names no country): how its dates are written. */
const COUNTRY_OF_ZONE: Record<string, CountryCode> = {
  'Asia/Singapore': 'SG',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Kuching': 'MY',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
};
export const countryOfZone = (timeZone: string, fallback: CountryCode = DEFAULT_COUNTRY): CountryCode => COUNTRY_OF_ZONE[timeZone] ?? fallback;

/** The tag Intl formats dates in: the language as written in the outlet's country. */
export function intlTagOf(language: TranslationLanguage, country: CountryCode): string {
  if (language === 'zh-Hans') return `zh-Hans-${country === 'MY' ? 'MY' : 'SG'}`;
  if (language === 'zh-Hant') return `zh-Hant-${country === 'TW' ? 'TW' : 'HK'}`;
  if (language === 'ms') return 'ms-MY';
  return `en-${country}`;
}

/** The booking's day as the guest reads it: "Wednesday, 1 April", "4月1日星期三". */
export function formatGuestDate(reservationDate: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${reservationDate}T00:00:00Z`));
}

export const isTranslationLanguage = (value: string): value is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
