/**
 * What the light entries (the diners' booking page, the sign-in page: no MUI, router or i18next, issues 18 and 34) share
 * for their words: the four languages, the URL's sub-paths, and a translator of i18next's JSON files. These mirror
 * @host/domain/locales, which brings zod; booking-page/locale.test.ts keeps them equal.
 */
export type Language = 'en' | 'zh-Hans' | 'zh-Hant' | 'ms';
export const LANGUAGES: readonly Language[] = ['en', 'zh-Hans', 'zh-Hant', 'ms'];

/** docs/rules.md section 9's sub-paths: the language and the tag dates are written in. */
export const SUB_PATHS: Record<string, { language: Language; tag: string; country: string }> = {
  en_SG: { language: 'en', tag: 'en-SG', country: 'SG' },
  zh_SG: { language: 'zh-Hans', tag: 'zh-SG', country: 'SG' },
  en_MY: { language: 'en', tag: 'en-MY', country: 'MY' },
  zh_MY: { language: 'zh-Hans', tag: 'zh-MY', country: 'MY' },
  bm_MY: { language: 'ms', tag: 'ms-MY', country: 'MY' },
  en_HK: { language: 'en', tag: 'en-HK', country: 'HK' },
  zh_HK: { language: 'zh-Hant', tag: 'zh-Hant-HK', country: 'HK' },
  en_TW: { language: 'en', tag: 'en-TW', country: 'TW' },
  zh_TW: { language: 'zh-Hant', tag: 'zh-Hant-TW', country: 'TW' },
};

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ms: 'Bahasa Melayu',
};

/** A browser language tag as one of the four: zh-TW, zh-HK and zh-Hant-* read Traditional Chinese. */
export function languageOfTag(tag: string): Language | null {
  const t = tag.toLowerCase();
  if (t.startsWith('zh-hant') || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo') return 'zh-Hant';
  if (t.startsWith('zh')) return 'zh-Hans';
  if (t.startsWith('ms')) return 'ms';
  if (t.startsWith('en')) return 'en';
  return null;
}

type Messages = { [key: string]: string | Messages };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * i18next's format, the little of it this page uses: nested keys by dots, {{name}} values, and
 * `_one`/`_other` by `count` (Chinese and Malay keep `_other` only).
 */
export function translator(messages: Messages, language: Language): Translate {
  const plural = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values) => {
    let text = lookup(key);
    if (text === undefined && values && typeof values.count === 'number')
      text = lookup(`${key}_${plural.select(values.count)}`) ?? lookup(`${key}_other`);
    if (text === undefined) return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
