import { formatMoney, type CountryCode, type SubPathLocale } from '@host/domain/locales';
import { localDateOf, localTimeOf } from '@host/domain/time';
import type { Locale } from 'date-fns';
import { format as formatDate, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { ms } from 'date-fns/locale/ms';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhHK } from 'date-fns/locale/zh-HK';
import { zhTW } from 'date-fns/locale/zh-TW';
import { useLocale } from './locale';

// Signed-in pages only: the sign-in page does without date-fns locales and the date pickers.

const DATE_LOCALES: Record<string, Locale> = {
  en: enGB,
  'zh-Hans': zhCN,
  'zh-Hant': zhHK,
  ms,
};

/** The one clock: 24 hours (the service editor's pickers, the book, the floor). */
export const TIME_FORMAT = 'HH:mm';
/** A short day with its weekday, as each language writes it. */
const DAY_FORMAT: Record<string, string> = { en: 'EEE, d MMM', ms: 'EEE, d MMM', 'zh-Hans': 'M月d日EEE', 'zh-Hant': 'M月d日EEE' };
/** A day with its weekday and year, for lists of days that may lie in another year (block-outs, special days). */
const DAY_WITH_YEAR_FORMAT: Record<string, string> = {
  en: 'EEE, d MMM yyyy',
  ms: 'EEE, d MMM yyyy',
  'zh-Hans': 'yyyy年M月d日EEE',
  'zh-Hant': 'yyyy年M月d日EEE',
};

export function dateLocaleOf(locale: SubPathLocale): Locale {
  if (locale.languageTag === 'zh-Hant-TW') return zhTW;
  return DATE_LOCALES[locale.language] ?? enGB;
}

/** Dates, numbers and money in the URL's locale (docs/architecture.md, Web). */
export function useFormat(): Format {
  return formatFor(useLocale());
}

type Format = ReturnType<typeof makeFormat>;

/**
 * One per locale for the page's life: Intl's formatters are slow to make, and a book's 200 rows and a floor's tables each
 * asked for their own (a tenth of a second of the floor's reload in Chromium).
 */
const formats = new Map<string, Format>();
function formatFor(locale: SubPathLocale): Format {
  let made = formats.get(locale.subPath);
  if (!made) formats.set(locale.subPath, (made = makeFormat(locale)));
  return made;
}

function makeFormat(locale: SubPathLocale) {
  const dateLocale = dateLocaleOf(locale);
  const numbers = new Intl.NumberFormat(locale.languageTag);
  const months = new Intl.DateTimeFormat(locale.languageTag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    dateLocale,
    /** e.g. "Sunday, 22 November 2026", "2026年11月22日星期日" */
    longDate: (date: Date) => formatDate(date, 'PPPP', { locale: dateLocale }),
    shortDate: (date: Date) => formatDate(date, 'P', { locale: dateLocale }),
    /** Host is on a 24-hour clock in every language, as the book and the floor are: "19:30". */
    time: (date: Date) => formatDate(date, TIME_FORMAT, { locale: dateLocale }),
    /** A day and time, e.g. "Thu, 2 Apr 19:30", "4月2日周四 19:30" */
    dateTime: (date: Date) =>
      formatDate(date, DAY_FORMAT[locale.language] ?? DAY_FORMAT.en!, { locale: dateLocale }) +
      ' ' +
      formatDate(date, TIME_FORMAT, { locale: dateLocale }),
    /** An instant as the outlet's clock shows it (docs/architecture.md, Time), whatever the device's zone: "Tue, 31 Mar 20:30". */
    dateTimeIn: (instant: Date, timeZone: string) => {
      const wall = parseISO(`${localDateOf(instant, timeZone)}T${localTimeOf(instant, timeZone)}`);
      return (
        formatDate(wall, DAY_FORMAT[locale.language] ?? DAY_FORMAT.en!, { locale: dateLocale }) +
        ' ' +
        formatDate(wall, TIME_FORMAT, { locale: dateLocale })
      );
    },
    /** A stored local date ('2026-04-02') as the language writes it: "Thu, 2 Apr 2026", "2026年4月2日周四". */
    calendarDay: (localDate: string) =>
      formatDate(parseISO(localDate), DAY_WITH_YEAR_FORMAT[locale.language] ?? DAY_WITH_YEAR_FORMAT.en!, { locale: dateLocale }),
    /** A stored local date's month: "March 2026", "2026年3月", "Mac 2026". */
    month: (localDate: string) => months.format(new Date(`${localDate}T00:00:00Z`)),
    number: (value: number) => numbers.format(value),
    /** Amounts are in the outlet's currency (docs/architecture.md, Storage); the URL's locale only formats them. */
    money: (amountMinor: number, currencyCountry: CountryCode = locale.country) => formatMoney(amountMinor, currencyCountry),
  };
}
