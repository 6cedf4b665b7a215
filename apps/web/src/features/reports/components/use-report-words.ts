import { formatMoney } from '@host/domain/locales';
import { countryOfCurrency } from '@host/domain/payments/contract';
import { format as formatDate, parseISO, type Day } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { percentText } from './figures';
import type { ReportWords, Value, ValueKind } from './section-model';

/** A day of a report's range, short enough for a chart's axis, as each language writes it. */
const SHORT_DAY: Record<string, string> = { en: 'EEE d MMM', ms: 'EEE d MMM', 'zh-Hans': 'M月d日EEE', 'zh-Hant': 'M月d日EEE' };

/** The builders' words in the page's language: i18next's reports namespace and the app's date-fns locale. */
export function useReportWords(): ReportWords {
  const { t } = useTranslation('reports');
  const f = useFormat();
  return useMemo(
    () => ({
      t: (key, options) => t(key, options ?? {}) as string,
      day: (date) => formatDate(parseISO(date), SHORT_DAY[f.locale.language] ?? SHORT_DAY.en!, { locale: f.dateLocale }),
      // date-fns counts days from Sunday (0); the report from Monday (1) to Sunday (7).
      weekday: (isoWeekday) => f.dateLocale.localize.day((isoWeekday % 7) as Day, { width: 'abbreviated' }),
    }),
    [t, f],
  );
}

/** A figure as the page writes it: "1,234", "12.5%", "95 min", "S$ 1,234.50"; no figure: an em dash. */
export function useValueText() {
  const { t } = useTranslation('reports');
  const f = useFormat();
  return useMemo(
    () =>
      (kind: ValueKind, value: Value, currency?: string): string => {
        if (value === null) return '—';
        if (kind === 'ratio') return percentText(value, f.locale.languageTag);
        if (kind === 'minutes') return t('minutes', { count: value, value: f.number(value) });
        if (kind === 'money') return formatMoney(value, countryOfCurrency(currency ?? 'SGD'));
        return f.number(value);
      },
    [t, f],
  );
}
