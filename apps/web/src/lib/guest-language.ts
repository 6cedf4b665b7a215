import { TRANSLATION_LANGUAGES, translationLanguageOf, type CountryCode, type TranslationLanguage } from '@host/domain/locales';

/**
 * The language of a page a guest opens from a link (the pay page, the confirm-or-cancel page): the
 * one the guest chose on the page, else the locale in the address (/en_SG/pay/..., /zh_SG/r/...),
 * else the booking's, else the browser's. A guest opening a link on their phone reads it in the
 * language they booked in.
 */
export function guestPageLanguage(options: {
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

/** The tag Intl formats dates in: the language as written in the outlet's country. */
export function intlTagOf(language: TranslationLanguage, country: CountryCode): string {
  if (language === 'zh-Hans') return `zh-Hans-${country === 'MY' ? 'MY' : 'SG'}`;
  if (language === 'zh-Hant') return `zh-Hant-${country === 'TW' ? 'TW' : 'HK'}`;
  if (language === 'ms') return 'ms-MY';
  return `en-${country}`;
}

export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
