import { DEFAULT_SUB_PATH, LOCALES, localeOfSubPath, type SubPathLocale } from '@host/domain/locales';
import { formatMoney } from '@host/domain/locales';
import type { Locale } from 'date-fns';
import { format as formatDate } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { ms } from 'date-fns/locale/ms';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhHK } from 'date-fns/locale/zh-HK';
import { zhTW } from 'date-fns/locale/zh-TW';
import { createContext, useContext, useMemo } from 'react';

const PREFERRED_LOCALE_KEY = 'host.preferredLocale';

/** The stored preferred locale sub-path (SPEC.md section 9), or the default SG English. */
export function preferredSubPath(): string {
  const stored = localStorage.getItem(PREFERRED_LOCALE_KEY);
  return stored && localeOfSubPath(stored) ? stored : DEFAULT_SUB_PATH;
}

export function storePreferredSubPath(subPath: string) {
  if (localeOfSubPath(subPath)) localStorage.setItem(PREFERRED_LOCALE_KEY, subPath);
}

const DATE_LOCALES: Record<string, Locale> = {
  en: enGB,
  'zh-Hans': zhCN,
  'zh-Hant': zhHK,
  ms,
};

export function dateLocaleOf(locale: SubPathLocale): Locale {
  if (locale.languageTag === 'zh-Hant-TW') return zhTW;
  return DATE_LOCALES[locale.language] ?? enGB;
}

export const LocaleContext = createContext<SubPathLocale>(localeOfSubPath(DEFAULT_SUB_PATH)!);

export function useLocale() {
  return useContext(LocaleContext);
}

/** Dates, numbers and money in the URL's locale (DESIGN.md, Web). */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const dateLocale = dateLocaleOf(locale);
    const numbers = new Intl.NumberFormat(locale.languageTag);
    return {
      locale,
      dateLocale,
      /** e.g. "Sunday, 22 November 2026", "2026年11月22日星期日" */
      longDate: (date: Date) => formatDate(date, 'PPPP', { locale: dateLocale }),
      shortDate: (date: Date) => formatDate(date, 'P', { locale: dateLocale }),
      time: (date: Date) => formatDate(date, 'p', { locale: dateLocale }),
      number: (value: number) => numbers.format(value),
      money: (amountMinor: number) => formatMoney(amountMinor, locale.country),
      currencyPrefix: LOCALES[locale.country].currencyPrefix,
    };
  }, [locale]);
}

/** A path under the given sub-path: localePath('en_SG', '/reservations') is '/en_SG/reservations'. */
export function localePath(subPath: string, path: string) {
  return `/${subPath}${path.startsWith('/') ? path : `/${path}`}`;
}
