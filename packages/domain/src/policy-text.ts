import type { TranslationLanguage } from './locales';

/**
 * The booking policies a diner reads (issue 28: the Chinese booking page showed them in English).
 * The outlet writes each policy once as it likes (`reservationPolicy`, `reservationCancellationPolicy`,
 * shown to everyone) and may add its own translation for each of Host's four languages. No runtime
 * imports: the diners' page uses this as it is.
 */
export type PolicyTranslations = Record<'reservation' | 'cancellation', Partial<Record<TranslationLanguage, string>>>;

export interface PolicyText {
  text: string;
  /** the language the text is written in when it is a translation the outlet wrote; null for its own text */
  language: TranslationLanguage | null;
  /** the diner reads a language this text is not in: the page says so rather than pass it off as theirs */
  notInReadersLanguage: boolean;
}

const HAN = /\p{Script=Han}/u;

/**
 * The policy in the diner's language when the outlet wrote one, else the outlet's own text, else a
 * translation in another language. The language of the outlet's own text is not recorded, and only
 * its script can be told: a Chinese reader over text without Chinese characters, or an English or
 * Malay reader over Chinese, is told it is the original. English and Malay look alike, so neither is
 * told about the other: a Malaysian outlet's own Malay is not called untranslated.
 */
export function policyIn(
  own: string | null | undefined,
  translations: Partial<Record<TranslationLanguage, string>> | undefined,
  language: TranslationLanguage,
): PolicyText | null {
  const translated = translations?.[language]?.trim();
  if (translated) return { text: translated, language, notInReadersLanguage: false };
  const text = own?.trim();
  if (!text) {
    // No text of its own: a translation in another language, English first, said to be one.
    const other = (['en', 'zh-Hans', 'zh-Hant', 'ms'] as const).find((l) => translations?.[l]?.trim());
    return other ? { text: translations![other]!.trim(), language: other, notInReadersLanguage: true } : null;
  }
  const readsChinese = language === 'zh-Hans' || language === 'zh-Hant';
  return { text, language: null, notInReadersLanguage: readsChinese !== HAN.test(text) };
}
