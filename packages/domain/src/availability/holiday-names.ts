/**
 * Host's own names for the public holidays of Singapore, Malaysia, Hong Kong and Taiwan, in its four languages (issue 32,
 * point 4: holidays suggested "in the user's language"). The calendar package knows the dates well but names them unevenly:
 * several come out in English in Chinese or Malay, and its Chinese mixes Simplified and Traditional characters. Keyed by the
 * calendar's English name; a holiday not listed keeps the calendar's own name (docs/rules.md "Festive evenings").
 */
export type HolidayLanguage = 'en' | 'zh-Hans' | 'zh-Hant' | 'ms';
type Names = Readonly<Record<HolidayLanguage, string>>;

const name = (en: string, hans: string, hant: string, ms: string): Names => ({ en, 'zh-Hans': hans, 'zh-Hant': hant, ms });

const LUNAR_SECOND = name('The second day of Lunar New Year', '农历年初二', '農曆年初二', 'Hari kedua Tahun Baru Cina');
const LUNAR_THIRD = name('The third day of Lunar New Year', '农历年初三', '農曆年初三', 'Hari ketiga Tahun Baru Cina');
const LUNAR_FOURTH = name('The fourth day of Lunar New Year', '农历年初四', '農曆年初四', 'Hari keempat Tahun Baru Cina');
const NATIONAL_DAY = name('National Day', '国庆日', '國慶日', 'Hari Kebangsaan');

export const HOLIDAY_NAMES: Readonly<Record<string, Names>> = {
  // All four countries, or several
  "New Year's Day": name("New Year's Day", '元旦', '元旦', 'Hari Tahun Baru'),
  'Chinese New Year': name('Chinese New Year', '农历新年', '農曆新年', 'Tahun Baru Cina'),
  'Good Friday': name('Good Friday', '耶稣受难节', '耶穌受難節', 'Jumaat Agung'),
  'Labour Day': name('Labour Day', '劳动节', '勞動節', 'Hari Pekerja'),
  'Vesak Day': name('Vesak Day', '卫塞节', '衛塞節', 'Hari Wesak'),
  'National Day': NATIONAL_DAY,
  Deepavali: name('Deepavali', '屠妖节', '屠妖節', 'Deepavali'),
  'Christmas Day': name('Christmas Day', '圣诞节', '聖誕節', 'Hari Krismas'),
  // Singapore
  'Hari Raya Puasa': name('Hari Raya Puasa', '开斋节', '開齋節', 'Hari Raya Puasa'),
  'Hari Raya Haji': name('Hari Raya Haji', '哈芝节', '哈芝節', 'Hari Raya Haji'),
  // Malaysia
  'Day of Nuzul Al-Quran': name('Nuzul Al-Quran', '可兰经降世日', '可蘭經降世日', 'Hari Nuzul Al-Quran'),
  'End of Ramadan (Eid al-Fitr)': name('Hari Raya Aidilfitri', '开斋节', '開齋節', 'Hari Raya Aidilfitri'),
  'Feast of the Sacrifice (Eid al-Adha)': name('Hari Raya Haji', '哈芝节', '哈芝節', 'Hari Raya Aidiladha'),
  "Yang di-Pertuan Agong's Birthday": name("The Agong's Birthday", '最高元首诞辰', '最高元首誕辰', 'Hari Keputeraan Yang di-Pertuan Agong'),
  'Islamic New Year': name('Awal Muharram', '伊斯兰新年', '伊斯蘭新年', 'Awal Muharram'),
  'Birthday of Muhammad (Mawlid)': name("The Prophet Muhammad's Birthday", '先知穆罕默德诞辰', '先知穆罕默德誕辰', 'Maulidur Rasul'),
  'Independence Day': NATIONAL_DAY,
  'Malaysia Day': name('Malaysia Day', '马来西亚日', '馬來西亞日', 'Hari Malaysia'),
  // Hong Kong
  'The first day of January': name('The first day of January', '一月一日', '一月一日', '1 Januari'),
  'Lunar New Year’s Day': name("Lunar New Year's Day", '农历年初一', '農曆年初一', 'Hari pertama Tahun Baru Cina'),
  'The second day of Lunar New Year': LUNAR_SECOND,
  'The third day of Lunar New Year': LUNAR_THIRD,
  'The fourth day of Lunar New Year': LUNAR_FOURTH,
  'Ching Ming Festival': name('Ching Ming Festival', '清明节', '清明節', 'Hari Cheng Beng'),
  'Easter Monday': name('Easter Monday', '复活节星期一', '復活節星期一', 'Isnin Easter'),
  'Birthday of the Buddha': name('Birthday of the Buddha', '佛诞', '佛誕', 'Hari Keputeraan Buddha'),
  'Tuen Ng Festival': name('Tuen Ng Festival', '端午节', '端午節', 'Pesta Perahu Naga'),
  'Hong Kong Special Administrative Region Establishment Day': name(
    'HKSAR Establishment Day',
    '香港特别行政区成立纪念日',
    '香港特別行政區成立紀念日',
    'Hari Penubuhan Wilayah Pentadbiran Khas Hong Kong',
  ),
  'Chinese Mid-Autumn Festival': name('Mid-Autumn Festival', '中秋节', '中秋節', 'Pesta Pertengahan Musim Luruh'),
  'Chung Yeung Festival': name('Chung Yeung Festival', '重阳节', '重陽節', 'Perayaan Chung Yeung'),
  'The first weekday after Christmas Day': name(
    'The first weekday after Christmas Day',
    '圣诞节后第一个工作日',
    '聖誕節後第一個工作日',
    'Hari bekerja pertama selepas Hari Krismas',
  ),
  // Taiwan
  'Founding of the Republic of China': name(
    'Founding of the Republic of China',
    '中华民国开国纪念日',
    '中華民國開國紀念日',
    'Hari Pengasasan Republik China',
  ),
  "Chinese New Year's Eve": name("Chinese New Year's Eve", '农历除夕', '農曆除夕', 'Malam Tahun Baru Cina'),
  'The second day of the Chinese New Year': LUNAR_SECOND,
  'The third day of the Chinese New Year': LUNAR_THIRD,
  // sic: the calendar's own spelling
  'The forth day of the Chinese New Year': LUNAR_FOURTH,
  'Chinese New Year Holiday': name('Chinese New Year holiday', '春节假期', '春節假期', 'Cuti Tahun Baru Cina'),
  'Peace Memorial Day': name('Peace Memorial Day', '和平纪念日', '和平紀念日', 'Hari Peringatan Keamanan'),
  "Children's Day": name("Children's Day", '儿童节', '兒童節', 'Hari Kanak-kanak'),
  'Tomb Sweeping Day': name('Tomb Sweeping Day', '清明节', '清明節', 'Hari Cheng Beng'),
  'Dragon Boat Festival': name('Dragon Boat Festival', '端午节', '端午節', 'Pesta Perahu Naga'),
  'Mid-Autumn Festival': name('Mid-Autumn Festival', '中秋节', '中秋節', 'Pesta Pertengahan Musim Luruh'),
  'National Day / Double Tenth Day': name(
    'National Day (Double Tenth)',
    '国庆日（双十节）',
    '國慶日（雙十節）',
    'Hari Kebangsaan (10 Oktober)',
  ),
};

/**
 * Days named after another holiday (Hong Kong's day after one that fell on a Sunday, a substitute day): how each says it.
 * English keeps the calendar's "the" where it wrote one ("the day following the Mid-Autumn Festival").
 */
type Say = (holiday: string, language: HolidayLanguage, the: string) => string;
const AFTER: ReadonlyArray<{ pattern: RegExp; say: Say }> = [
  {
    pattern: /^(?<holiday>.+) \(substitute day\)$/,
    say: (holiday, language) =>
      holiday + { en: ' (substitute day)', 'zh-Hans': '（补假）', 'zh-Hant': '（補假）', ms: ' (cuti ganti)' }[language],
  },
  {
    pattern: /^The day following (?<the>the )?(?<holiday>.+)$/,
    say: (holiday, language, the) =>
      ({
        en: `The day following ${the}${holiday}`,
        'zh-Hans': `${holiday}翌日`,
        'zh-Hant': `${holiday}翌日`,
        ms: `Sehari selepas ${holiday}`,
      })[language],
  },
  {
    pattern: /^The second day following (?<the>the )?(?<holiday>.+)$/,
    say: (holiday, language, the) =>
      ({
        en: `The second day following ${the}${holiday}`,
        'zh-Hans': `${holiday}后第二日`,
        'zh-Hant': `${holiday}後第二日`,
        ms: `Hari kedua selepas ${holiday}`,
      })[language],
  },
];

/** Host's name for a holiday the calendar names in English, or null when Host has none. */
function hostsName(englishName: string, language: HolidayLanguage): string | null {
  const names = HOLIDAY_NAMES[englishName];
  if (names) return names[language];
  for (const { pattern, say } of AFTER) {
    const found = pattern.exec(englishName)?.groups;
    const named = found?.holiday ? hostsName(found.holiday, language) : null;
    if (named) return say(named, language, found?.the ?? '');
  }
  return null;
}

/**
 * A holiday's name in the language asked, from the calendar's English name: Host's own when it has one, else what the
 * calendar says in that language.
 */
export function holidayName(englishName: string, language: HolidayLanguage, calendarsName: string): string {
  return hostsName(englishName, language) ?? calendarsName;
}
