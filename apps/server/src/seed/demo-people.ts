/**
 * Guest names as each market writes them: English, Chinese (simplified in SG/MY, traditional in
 * HK/TW), Malay and Tamil names. [firstName, lastName, language tag]
 */
export const GUESTS: Record<'SG' | 'MY' | 'HK' | 'TW', Array<[string, string, string]>> = {
  SG: [
    ['Wei Ling', 'Tan', 'en-SG'], ['Marcus', 'Lim', 'en-SG'], ['Priya', 'Nair', 'en-SG'], ['Daniel', 'Ong', 'en-SG'],
    ['慧敏', '陈', 'zh-SG'], ['志明', '李', 'zh-SG'], ['美玲', '黄', 'zh-SG'], ['家豪', '吴', 'zh-SG'],
    ['Siti', 'Rahman', 'en-SG'], ['Rachel', 'Goh', 'en-SG'], ['Arjun', 'Pillai', 'en-SG'], ['Benjamin', 'Koh', 'en-SG'],
    ['晓雯', '林', 'zh-SG'], ['俊杰', '郑', 'zh-SG'], ['Nurul', 'Aisyah', 'en-SG'], ['Jonathan', 'Chua', 'en-SG'],
    ['Clara', 'Yeo', 'en-SG'], ['Hafiz', 'Ismail', 'en-SG'], ['丽华', '张', 'zh-SG'], ['建国', '刘', 'zh-SG'],
    ['Samantha', 'Low', 'en-SG'], ['Kumar', 'Subramaniam', 'en-SG'], ['Grace', 'Teo', 'en-SG'], ['Ethan', 'Sim', 'en-SG'],
    ['淑芬', '何', 'zh-SG'], ['伟强', '杨', 'zh-SG'], ['Farah', 'Hassan', 'en-SG'], ['Vanessa', 'Chong', 'en-SG'],
    ['Ryan', 'Quek', 'en-SG'], ['Meera', 'Krishnan', 'en-SG'], ['佳慧', '蔡', 'zh-SG'], ['Joshua', 'Heng', 'en-SG'],
    ['Amanda', 'Seah', 'en-SG'], ['Irfan', 'Yusof', 'en-SG'],
  ],
  MY: [
    ['Ahmad Faizal', 'bin Hashim', 'ms-MY'], ['Nur Aina', 'binti Zulkifli', 'ms-MY'], ['Muhammad Hakim', 'bin Razak', 'ms-MY'],
    ['Siti Nurhaliza', 'binti Omar', 'ms-MY'], ['Wei Jie', 'Lee', 'en-MY'], ['Mei Ying', 'Wong', 'en-MY'],
    ['国荣', '林', 'zh-MY'], ['秀英', '陈', 'zh-MY'], ['Rajesh', 'Kumar', 'en-MY'], ['Kavitha', 'Muthu', 'en-MY'],
    ['Amirul', 'bin Ismail', 'ms-MY'], ['Farah Hanim', 'binti Aziz', 'ms-MY'], ['Chee Keong', 'Tan', 'en-MY'],
    ['玉梅', '黄', 'zh-MY'], ['Hafizah', 'binti Yusof', 'ms-MY'], ['Daniel', 'Chin', 'en-MY'], ['Aisyah', 'binti Karim', 'ms-MY'],
    ['Suresh', 'Raj', 'en-MY'], ['家明', '叶', 'zh-MY'], ['Zulaikha', 'binti Ahmad', 'ms-MY'], ['Jason', 'Teh', 'en-MY'],
    ['Nadia', 'binti Salleh', 'ms-MY'], ['Lakshmi', 'Devi', 'en-MY'], ['志伟', '郭', 'zh-MY'], ['Haziq', 'bin Rosli', 'ms-MY'],
    ['Michelle', 'Lau', 'en-MY'], ['Izzati', 'binti Hamid', 'ms-MY'], ['Ganesh', 'Pillai', 'en-MY'], ['美华', '曾', 'zh-MY'],
    ['Syafiq', 'bin Kamal', 'ms-MY'], ['Evelyn', 'Ng', 'en-MY'], ['Azman', 'bin Said', 'ms-MY'],
  ],
  HK: [
    ['嘉欣', '陳', 'zh-Hant-HK'], ['志偉', '李', 'zh-Hant-HK'], ['詠詩', '黃', 'zh-Hant-HK'], ['家明', '張', 'zh-Hant-HK'],
    ['Ka Yan', 'Chan', 'en-HK'], ['Wing Hong', 'Leung', 'en-HK'], ['Michelle', 'Cheung', 'en-HK'], ['Alan', 'Lau', 'en-HK'],
    ['美玲', '何', 'zh-Hant-HK'], ['俊傑', '梁', 'zh-Hant-HK'], ['Kelvin', 'Ho', 'en-HK'], ['Winnie', 'Ng', 'en-HK'],
    ['曉彤', '林', 'zh-Hant-HK'], ['偉文', '吳', 'zh-Hant-HK'], ['Jacky', 'Tsang', 'en-HK'], ['Cherry', 'Kwok', 'en-HK'],
    ['慧敏', '鄭', 'zh-Hant-HK'], ['國強', '劉', 'zh-Hant-HK'], ['Eric', 'Wong', 'en-HK'], ['Fiona', 'Yip', 'en-HK'],
    ['家豪', '馮', 'zh-Hant-HK'], ['淑儀', '蔡', 'zh-Hant-HK'], ['Tommy', 'Mak', 'en-HK'], ['Joyce', 'Fung', 'en-HK'],
    ['子軒', '羅', 'zh-Hant-HK'], ['綺雯', '麥', 'zh-Hant-HK'], ['Raymond', 'Chow', 'en-HK'], ['Stephanie', 'Lam', 'en-HK'],
    ['卓賢', '蘇', 'zh-Hant-HK'], ['Peter', 'Yuen', 'en-HK'], ['寶儀', '葉', 'zh-Hant-HK'],
  ],
  TW: [
    ['怡君', '陳', 'zh-Hant-TW'], ['家豪', '林', 'zh-Hant-TW'], ['雅婷', '黃', 'zh-Hant-TW'], ['冠宇', '張', 'zh-Hant-TW'],
    ['淑芬', '李', 'zh-Hant-TW'], ['志明', '王', 'zh-Hant-TW'], ['佩珊', '吳', 'zh-Hant-TW'], ['宗翰', '劉', 'zh-Hant-TW'],
    ['Yi-Chun', 'Chen', 'en-TW'], ['Chih-Hao', 'Lin', 'en-TW'], ['Emily', 'Huang', 'en-TW'], ['Kevin', 'Tsai', 'en-TW'],
    ['筱涵', '蔡', 'zh-Hant-TW'], ['承恩', '楊', 'zh-Hant-TW'], ['欣怡', '許', 'zh-Hant-TW'], ['俊宏', '鄭', 'zh-Hant-TW'],
    ['Vivian', 'Hsu', 'en-TW'], ['Jerry', 'Wu', 'en-TW'], ['詩涵', '謝', 'zh-Hant-TW'], ['柏翰', '郭', 'zh-Hant-TW'],
    ['佳穎', '洪', 'zh-Hant-TW'], ['建宏', '曾', 'zh-Hant-TW'], ['Annie', 'Liao', 'en-TW'], ['Sam', 'Chiu', 'en-TW'],
    ['宜蓁', '賴', 'zh-Hant-TW'], ['明哲', '周', 'zh-Hant-TW'], ['Grace', 'Yang', 'en-TW'], ['Leo', 'Kuo', 'en-TW'],
    ['郁婷', '葉', 'zh-Hant-TW'], ['育誠', '簡', 'zh-Hant-TW'], ['Iris', 'Lu', 'en-TW'],
  ],
};

/** A plausible mobile number for the market, from a running index. */
export function phoneFor(country: 'SG' | 'MY' | 'HK' | 'TW', n: number): string {
  const d = (width: number, seed: number) => String(seed % 10 ** width).padStart(width, '0');
  switch (country) {
    case 'SG': return `+65 ${8 + (n % 2)}${d(3, n * 37 + 101)} ${d(4, n * 7919 + 2357)}`;
    case 'MY': return `+60 1${2 + (n % 7)}-${d(3, n * 53 + 211)} ${d(4, n * 6029 + 1223)}`;
    case 'HK': return `+852 ${5 + (n % 5)}${d(3, n * 41 + 307)} ${d(4, n * 7411 + 3119)}`;
    case 'TW': return `+886 9${d(2, n * 13 + 11)} ${d(3, n * 97 + 401)} ${d(3, n * 389 + 617)}`;
  }
}
