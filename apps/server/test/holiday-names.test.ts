import { holidayName, HOLIDAY_NAMES } from '@host/domain/availability/holiday-names';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { holidaysOf } from '../src/modules/schedules/holidays';

// Issue 32, point 4: the public holidays suggested in the special-days calendar are named in the host's language. The
// calendar package names several in English in Chinese and Malay, and mixes Simplified and Traditional characters: Host
// names every one of the four countries' public holidays itself.
const COUNTRIES = ['SG', 'MY', 'HK', 'TW'] as const;
const YEARS = [2026, 2027, 2028, 2029, 2030];

describe("the four countries' public holidays", () => {
  it('are each named by Host, in every language, for this year and the next four', () => {
    for (const country of COUNTRIES)
      for (const year of YEARS) {
        const english = holidaysOf(country, year, 'en').holidays;
        expect(english.length, `${country} ${year}`).toBeGreaterThan(8);
        for (const language of ['zh-Hans', 'zh-Hant', 'ms'] as const) {
          const named = holidaysOf(country, year, language).holidays;
          expect(named.map((h) => h.date)).toEqual(english.map((h) => h.date));
          const kept = named.filter((h, i) => h.name === english[i]!.name && !sameInBothLanguages(h.name));
          expect(kept, `${country} ${year} ${language} left in English`).toEqual([]);
        }
      }
  });

  it("have Host's own name for every name the calendar gives them, not the calendar's fallback", () => {
    const unnamed = new Set<string>();
    for (const country of COUNTRIES)
      for (const year of YEARS)
        for (const holiday of new Holidays(country, { types: ['public'] }).getHolidays(year, 'en'))
          for (const language of ['en', 'zh-Hans', 'zh-Hant', 'ms'] as const)
            if (holidayName(holiday.name, language, 'none') === 'none') unnamed.add(`${country} ${holiday.name}`);
    expect([...unnamed]).toEqual([]);
  });

  it('are in the script asked for: Simplified for zh-Hans, Traditional for zh-Hant, and substitute days say so', () => {
    const sg = (language: 'zh-Hans' | 'zh-Hant' | 'ms') => holidaysOf('SG', 2027, language).holidays;
    expect(sg('zh-Hans').find((h) => h.date === '2027-02-06')?.name).toBe('农历新年');
    expect(sg('zh-Hant').find((h) => h.date === '2027-02-06')?.name).toBe('農曆新年');
    expect(sg('ms').find((h) => h.date === '2027-02-06')?.name).toBe('Tahun Baru Cina');
    expect(sg('zh-Hans').find((h) => h.date === '2027-12-25')?.name).toBe('圣诞节');
    expect(sg('zh-Hans').find((h) => h.date === '2027-05-01')?.name).toBe('劳动节');
    expect(sg('zh-Hant').find((h) => h.date === '2027-05-01')?.name).toBe('勞動節');
    // 2027's second day of the lunar new year is a Sunday: the Monday after is its substitute.
    expect(sg('zh-Hans').find((h) => h.date === '2027-02-08')?.name).toBe('农历新年（补假）');
    expect(sg('ms').find((h) => h.date === '2027-02-08')?.name).toBe('Tahun Baru Cina (cuti ganti)');
    expect(holidaysOf('MY', 2027, 'ms').holidays.find((h) => h.date === '2027-08-31')?.name).toBe('Hari Kebangsaan');
    expect(holidaysOf('TW', 2027, 'zh-Hans').holidays.find((h) => h.date === '2027-10-11')?.name).toBe('国庆日（双十节）（补假）');
    // Hong Kong: Traditional characters as Hong Kong and Taiwan read them (not 周日, a Sunday to most readers), and English
    // as the calendar wrote it.
    const hk = (language: 'en' | 'zh-Hant') => holidaysOf('HK', 2026, language).holidays;
    expect(hk('zh-Hant').find((h) => h.date === '2026-12-26')?.name).toBe('聖誕節後第一個工作日');
    expect(hk('zh-Hant').find((h) => h.date === '2026-09-26')?.name).toBe('中秋節翌日');
    expect(hk('en').find((h) => h.date === '2026-09-26')?.name).toBe('The day following the Mid-Autumn Festival');
  });

  it('are in one script each: no Traditional-only character in Simplified, none Simplified-only in Traditional', () => {
    // Characters that differ between the scripts in the names Host uses; a name of one script holds none of the other's.
    const TRADITIONAL_ONLY = /[農曆節國慶勞動聖誕復紀開華陽兒蘭團圓飯訂預時後誕衛齋來亞區別與門會議灣]/;
    const SIMPLIFIED_ONLY = /[农历节国庆劳动圣诞复纪开华阳儿兰团圆饭订预时后诞卫斋来亚区别与门会议湾]/;
    for (const country of COUNTRIES)
      for (const year of YEARS) {
        for (const h of holidaysOf(country, year, 'zh-Hans').holidays) expect(h.name, `${country} ${h.date}`).not.toMatch(TRADITIONAL_ONLY);
        for (const h of holidaysOf(country, year, 'zh-Hant').holidays) expect(h.name, `${country} ${h.date}`).not.toMatch(SIMPLIFIED_ONLY);
      }
  });
});

/** Names that read the same in English and that language (Deepavali, Hari Raya Haji). */
const sameInBothLanguages = (name: string) =>
  Object.values(HOLIDAY_NAMES).some((names) => names.en === name && (names.ms === name || names['zh-Hans'] === name));
