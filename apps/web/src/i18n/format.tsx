import { formatMoney, type CountryCode, type SubPathLocale } from '@host/domain/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import type { Locale } from 'date-fns';
import { format as formatDate } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { ms } from 'date-fns/locale/ms';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhHK } from 'date-fns/locale/zh-HK';
import { zhTW } from 'date-fns/locale/zh-TW';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from './locale';

// Signed-in pages only: the sign-in page does without date-fns locales and the date pickers.

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

/** Date pickers in the URL's locale (SPEC.md section 1). */
export function DatePickerLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocaleOf(locale)}>
      {children}
    </LocalizationProvider>
  );
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
      /** Amounts are in the outlet's currency (DESIGN.md, Storage); the URL's locale only formats them. */
      money: (amountMinor: number, currencyCountry: CountryCode = locale.country) => formatMoney(amountMinor, currencyCountry),
    };
  }, [locale]);
}
