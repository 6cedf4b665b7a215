import { FESTIVE_TEMPLATES, festiveDateIn, type HolidaysView } from '@host/domain/availability/festive';
import { holidayName } from '@host/domain/availability/holiday-names';
import { previousDate } from '@host/domain/availability/local-day';
import Holidays from 'date-holidays';

/** date-holidays' languages for Host's: its Chinese names are the country's own script (Traditional in HK and TW). */
const HOLIDAY_LANGUAGE = { en: 'en', 'zh-Hans': 'zh', 'zh-Hant': 'zh', ms: 'ms' } as const;

/**
 * The public holidays of an outlet's country in a year (issue 32: suggested in the special-days calendar), from a maintained
 * calendar of SG, MY, HK and TW (lunar and Islamic dates included), and the day each festive template falls on that year:
 * Chinese New Year's Eve is the eve of the lunar new year's first day. Only public holidays; a state's own are left out.
 */
export function holidaysOf(country: string, year: number, language: keyof typeof HOLIDAY_LANGUAGE): HolidaysView {
  const calendar = new Holidays(country, { languages: [HOLIDAY_LANGUAGE[language], 'en'], types: ['public'] });
  const publicOnes = (lang: string) => (calendar.getHolidays(year, lang) || []).filter((h) => h.type === 'public');
  // Named by Host (holiday-names.ts) from the calendar's English name; the calendar's name in that language otherwise.
  const inLanguage = new Map(publicOnes(HOLIDAY_LANGUAGE[language]).map((h) => [`${h.date} ${h.rule}`, h.name]));
  const seen = new Set<string>();
  const holidays = publicOnes('en')
    .map((h) => ({ date: h.date.slice(0, 10), name: holidayName(h.name, language, inLanguage.get(`${h.date} ${h.rule}`) ?? h.name) }))
    .filter((h) => !seen.has(`${h.date} ${h.name}`) && seen.add(`${h.date} ${h.name}`));
  // The lunar new year is one date in all four; Singapore's calendar lists it every year (Hong Kong's not when it is a Sunday).
  const lunarNewYear = (new Holidays('SG').getHolidays(year, 'en') || []).find((h) => h.rule.startsWith('chinese 01-0-01'));
  const festive = FESTIVE_TEMPLATES.flatMap((template) => {
    const date =
      template === 'CNY_EVE' ? (lunarNewYear ? previousDate(lunarNewYear.date.slice(0, 10)) : null) : festiveDateIn(template, year);
    return date ? [{ template, date }] : [];
  });
  return { country, holidays, festive };
}
