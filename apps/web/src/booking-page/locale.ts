import { LANGUAGES, SUB_PATHS, languageOfTag, type Language } from '../light/words';

/**
 * The booking page's languages without i18next (it must stay small): the URL's sub-path, else the
 * browser's languages, pick one of the four; its strings come from /locales/{lng}/book.json.
 * The tables below mirror @host/domain/locales and reservations/booking-options (imported there
 * with zod, which this page does not load); locale.test.ts keeps them equal.
 */
export { LANGUAGE_NAMES, LANGUAGES, SUB_PATHS, languageOfTag, translator, type Language, type Translate } from '../light/words';
/** The dialling prefix the phone field starts with, by the outlet's country. */
export const DIALLING_PREFIX: Record<string, string> = { SG: '+65', MY: '+60', HK: '+852', TW: '+886' };
/** booking-page-settings.ts's TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY, copied: that module brings zod. */
export const TYPE_SHOW_AVAILABLE_ONLY = 2;

/** The occasions a booking can mark (the host's dialog shows the same). */
export const OCCASIONS = ['birthday', 'anniversary', 'business', 'date'] as const;

/** The needs a diner may tick (guest-needs.ts's DIETARY_NEEDS): kept on their guest record for every visit (issue 32). */
export const DIETARY_NEEDS = ['nuts', 'shellfish', 'gluten', 'dairy', 'otherAllergy', 'halal', 'vegetarian'] as const;

export interface PageAddress {
  /** the sub-path the address had, if any (en_SG) */
  subPath: string | null;
  outlet: string;
}

/** /book/{outlet} or /{subPath}/book/{outlet}; null for any other address. */
export function parseAddress(pathname: string): PageAddress | null {
  const match = /^\/(?:([a-z]{2}_[A-Z]{2})\/)?book\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const subPath = match[1] && SUB_PATHS[match[1]] ? match[1] : null;
  if (match[1] && !subPath) return null;
  return { subPath, outlet: decodeURIComponent(match[2]!) };
}

/** The page's language: the address's sub-path, else ?lang=, else the first of the browser's languages we have. */
export function pageLanguage(address: PageAddress, search: string, browserLanguages: readonly string[]): Language {
  if (address.subPath) return SUB_PATHS[address.subPath]!.language;
  const asked = new URLSearchParams(search).get('lang');
  if (asked && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language;
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

/** The tag dates and numbers are written with: the sub-path's, else the language in the outlet's country. */
export function dateTagOf(language: Language, subPath: string | null, country: string): string {
  if (subPath && SUB_PATHS[subPath]!.language === language) return SUB_PATHS[subPath]!.tag;
  const ofCountry = Object.values(SUB_PATHS).find((l) => l.country === country && l.language === language);
  if (ofCountry) return ofCountry.tag;
  return { en: 'en-SG', 'zh-Hans': 'zh-SG', 'zh-Hant': 'zh-Hant-HK', ms: 'ms-MY' }[language];
}

/** The address of the page in another language: the outlet country's sub-path for it, else ?lang=. */
export function addressIn(language: Language, outlet: string, country: string): string {
  const subPath = Object.entries(SUB_PATHS).find(([, l]) => l.country === country && l.language === language)?.[0];
  return subPath ? `/${subPath}/book/${outlet}` : `/book/${outlet}?lang=${language}`;
}

/** A text given per language (welcome text, custom question): the diner's, else English, else any. */
export function textIn(text: Partial<Record<string, string>>, language: Language): string {
  return text[language]?.trim() || text.en?.trim() || LANGUAGES.map((l) => text[l]?.trim()).find(Boolean) || '';
}
