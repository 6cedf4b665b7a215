import type { Country } from '../demo-brands';
import { pick, weighted, type Random } from './scale-random';

/**
 * The scale data set's guests (issue 34): names as each market writes them (Chinese, Malay, Indian and
 * English), the language they are written to in, and mobile numbers in E.164 as the app stores them
 * (@host/domain/phone's normalisePhone gives the same: the server test checks a sample).
 */
export interface ScaleGuest {
  firstName: string;
  lastName: string;
  language: string;
  phone: string;
  email: string | null;
}

interface NameGroup {
  given: string[];
  family: string[];
  language: string;
  /** how often this group's guests come, against the market's other groups */
  weight: number;
  /** Malay names: "bin"/"binti" and a father's name instead of a family name */
  patronymic?: boolean;
}

const split = (words: string) => words.split('|');

const CHINESE_GIVEN = split('嘉欣|子豪|欣怡|俊伟|雅婷|志强|丽娟|家伟|晓玲|国华|美玲|伟明|慧玲|丽萍|俊豪|美琪|秀英|建华|淑仪|文杰');
const CHINESE_FAMILY = split('陈|林|黄|李|吴|王|郑|许|张|刘|曾|何|杨|蔡|梁|谢|郭|叶|周|徐');
const TRAD_GIVEN = split('嘉怡|浩然|詩婷|俊熙|凱琳|家樂|曉晴|志豪|穎欣|子健|宜庭|俊傑|佳蓉|冠廷|思妤|彥廷|雅雯|家瑋|柏宇|品妍');
const TRAD_FAMILY = split('陳|李|黃|張|何|梁|鄧|馬|朱|林|王|吳|劉|蔡|楊|許|鄭|謝|郭|葉');
const ENGLISH_GIVEN = split(
  'Alicia|Bryan|Cheryl|Darren|Elaine|Gavin|Ivan|Jasmine|Kenneth|Melvin|Russell|Rachel|Marcus|Grace|Ethan|Amanda|Joshua|Vanessa|Ryan|Clara',
);
const SG_ROMANISED_FAMILY = split('Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chan|Teo|Ang|Tay|Toh|Foo|Neo|Koh|Chua|Yeo|Low|Sim|Heng');
const SG_ROMANISED_GIVEN = split('Wei Ling|Hui Min|Li Ting|Pei Shan|Jia Hui|Kah Wai|Mun Yee|Siew Ling|Boon Kiat|Wai Keong|Xin Yi|Jun Jie');
const HK_ROMANISED_GIVEN = split('Ka Man|Hoi Yan|Chun Wai|Wing Sze|Ho Yin|Ka Yan|Wing Hong|Siu Ming|Tsz Ching|Man Kit');
const HK_ROMANISED_FAMILY = split('Chan|Wong|Lee|Cheung|Tam|Tang|Chu|Leung|Lau|Ho|Ng|Kwok|Yip|Mak|Fung');
const TW_ROMANISED_GIVEN = split('Yu-Ting|Po-Han|Hsin-Yi|Chia-Wei|Yi-Chun|Chih-Hao|Shu-Fen|Kuan-Yu|Pei-Shan|Tsung-Han');
const TW_ROMANISED_FAMILY = split('Chen|Lin|Huang|Chang|Wang|Tsai|Yang|Liu|Wu|Hsu|Cheng|Hsieh|Kuo|Hung|Tseng');
const MALAY_MALE = split('Aiman|Danial|Fikri|Irfan|Nabil|Rizal|Syazwan|Ahmad Faizal|Muhammad Hakim|Amirul|Haziq|Syafiq|Azman|Zulkifli');
const MALAY_FEMALE = split('Balqis|Erna|Hanis|Liyana|Qistina|Wardah|Nur Aina|Siti Nurhaliza|Farah Hanim|Izzati|Nadia|Aisyah|Zulaikha');
const MALAY_FATHERS = split('Abdullah|Yusof|Hassan|Othman|Ahmad|Ismail|Rahman|Sulaiman|Razak|Hashim|Omar|Karim|Salleh|Kamal');
const INDIAN_GIVEN = split('Arun|Devi|Priya|Vijay|Shalini|Ravi|Deepa|Karthik|Anitha|Rajesh|Kavitha|Suresh|Lakshmi|Ganesh|Meera');
const INDIAN_FAMILY = split('Subramaniam|Krishnan|Ramasamy|Nadarajah|Menon|Nair|Pillai|Raj|Kumar|Muthu|Govindasamy|Arumugam');

const NAME_GROUPS: Record<Country, NameGroup[]> = {
  SG: [
    { given: CHINESE_GIVEN, family: CHINESE_FAMILY, language: 'zh-SG', weight: 3 },
    { given: [...ENGLISH_GIVEN, ...SG_ROMANISED_GIVEN], family: SG_ROMANISED_FAMILY, language: 'en-SG', weight: 4 },
    { given: [...MALAY_MALE, ...MALAY_FEMALE], family: MALAY_FATHERS, language: 'en-SG', weight: 1.5, patronymic: true },
    { given: INDIAN_GIVEN, family: INDIAN_FAMILY, language: 'en-SG', weight: 1 },
  ],
  MY: [
    { given: [...MALAY_MALE, ...MALAY_FEMALE], family: MALAY_FATHERS, language: 'ms-MY', weight: 4, patronymic: true },
    { given: SG_ROMANISED_GIVEN, family: SG_ROMANISED_FAMILY, language: 'en-MY', weight: 2 },
    { given: CHINESE_GIVEN, family: CHINESE_FAMILY, language: 'zh-MY', weight: 2 },
    { given: INDIAN_GIVEN, family: INDIAN_FAMILY, language: 'en-MY', weight: 1.5 },
  ],
  HK: [
    { given: TRAD_GIVEN, family: TRAD_FAMILY, language: 'zh-Hant-HK', weight: 5 },
    { given: [...HK_ROMANISED_GIVEN, ...ENGLISH_GIVEN], family: HK_ROMANISED_FAMILY, language: 'en-HK', weight: 4 },
  ],
  TW: [
    { given: TRAD_GIVEN, family: TRAD_FAMILY, language: 'zh-Hant-TW', weight: 6 },
    { given: [...TW_ROMANISED_GIVEN, ...ENGLISH_GIVEN], family: TW_ROMANISED_FAMILY, language: 'en-TW', weight: 2 },
  ],
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The brand's `n`th guest's mobile in E.164: an odd multiplier modulo the number's digits is a one-to-one
 * scramble, so numbers look random and no two guests of a brand share one (customers_brand_phone_unique).
 */
export function mobileOf(country: Country, n: number): string {
  switch (country) {
    case 'SG': // 8 digits from 8 or 9
      return `+65${8 + (n % 2)}${pad((Math.floor(n / 2) * 7919 + 2357) % 1e7, 7)}`;
    case 'MY': // 01X-XXX XXXX, X from 2 to 9
      return `+601${2 + (n % 8)}${pad((Math.floor(n / 8) * 6029 + 1223) % 1e7, 7)}`;
    case 'HK': // 8 digits from 5, 6 or 9
      return `+852${[5, 6, 9][n % 3]}${pad((Math.floor(n / 3) * 7411 + 3119) % 1e7, 7)}`;
    case 'TW': // 09XX XXX XXX
      return `+8869${pad((n * 389 + 617) % 1e8, 8)}`;
  }
}

export function guestOf(country: Country, n: number, rand: Random): ScaleGuest {
  const group = weighted(
    rand,
    NAME_GROUPS[country].map((g) => [g, g.weight] as const),
  );
  const firstName = pick(rand, group.given);
  let lastName = pick(rand, group.family);
  if (group.patronymic) {
    const female = MALAY_FEMALE.includes(firstName);
    lastName = `${female ? 'binti' : 'bin'} ${lastName}`;
  }
  const email = rand() < 0.35 ? `guest${n}.${country.toLowerCase()}@example.com` : null;
  return { firstName, lastName, language: group.language, phone: mobileOf(country, n), email };
}
