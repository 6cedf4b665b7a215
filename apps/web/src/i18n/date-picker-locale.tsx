import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from './format';
import { useLocale } from './locale';

// Beside the pickers, not around the whole app: a page with no picker (the book's first load) loads no date adapter.

/** Pickers on the one clock: 24 hours in every language (date-fns' Malay and Chinese locales would say 12). */
class HostDateAdapter extends AdapterDateFns {
  override is12HourCycleInCurrentLocale = () => false;
}

/** A typed date as each language writes it in full (date-fns' Chinese "P" is "yy-MM-dd": "26-11-23"). */
const KEYBOARD_DATE: Record<string, string> = { en: 'dd/MM/yyyy', ms: 'dd/MM/yyyy', 'zh-Hans': 'yyyy/MM/dd', 'zh-Hant': 'yyyy/MM/dd' };

/** The pickers' own words (buttons, placeholders, what a screen reader hears) from common.json, in all four languages. */
function usePickerWords(): Partial<PickersLocaleText> {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      cancelButtonLabel: t('pickers.cancel'),
      okButtonLabel: t('pickers.ok'),
      clearButtonLabel: t('pickers.clear'),
      todayButtonLabel: t('pickers.today'),
      datePickerToolbarTitle: t('pickers.chooseDate'),
      timePickerToolbarTitle: t('pickers.chooseTime'),
      openDatePickerDialogue: (value: string | null) => (value ? t('pickers.chooseDateSelected', { value }) : t('pickers.chooseDate')),
      openTimePickerDialogue: (value: string | null) => (value ? t('pickers.chooseTimeSelected', { value }) : t('pickers.chooseTime')),
      dateTableLabel: t('pickers.chooseDate'),
      timeTableLabel: t('pickers.chooseTime'),
      previousMonth: t('pickers.previousMonth'),
      nextMonth: t('pickers.nextMonth'),
      year: t('pickers.year'),
      month: t('pickers.month'),
      day: t('pickers.day'),
      hours: t('pickers.hours'),
      minutes: t('pickers.minutes'),
      empty: t('pickers.empty'),
      fieldYearPlaceholder: () => t('pickers.yearPlaceholder'),
      fieldMonthPlaceholder: () => t('pickers.monthPlaceholder'),
      fieldDayPlaceholder: () => t('pickers.dayPlaceholder'),
      fieldHoursPlaceholder: () => t('pickers.hoursPlaceholder'),
      fieldMinutesPlaceholder: () => t('pickers.minutesPlaceholder'),
    }),
    [t],
  );
}

/** Date pickers in the URL's locale (docs/rules.md section 1). */
export function DatePickerLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const localeText = usePickerWords();
  return (
    <LocalizationProvider
      dateAdapter={HostDateAdapter}
      adapterLocale={dateLocaleOf(locale)}
      dateFormats={{ keyboardDate: KEYBOARD_DATE[locale.language] ?? KEYBOARD_DATE.en! }}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
