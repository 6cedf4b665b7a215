/**
 * The Monday summary (issue 31, item 3; docs/rules.md section 11): an email a merchant may ask for,
 * Monday morning in the brand's time zone, with last week's headline figures per outlet against the
 * week before and a link to the reports page for that week. What it says, in four languages, and the
 * pure rules of when it is due; the server sends it (apps/server/src/modules/weekly-summary/).
 */
import { z } from 'zod';
import { countryOfCurrency } from '../payments/contract';
import { formatMoney, TRANSLATION_LANGUAGES, type TranslationLanguage } from '../locales';
import { messageDay } from '../notifications/templates';
import { addLocalDays, localDateOf, localTimeOf } from '../time';
import { isoWeekday, rateOf, type ReportTotals } from './report';

/** The local hour on Monday from which the week just ended is summed up and sent. */
export const WEEKLY_SUMMARY_HOUR = 8;

/** A merchant's own choice, as GET answers it. */
export const weeklySummaryPreferenceSchema = z.object({
  enabled: z.boolean(),
  /** the language the summary is written in */
  language: z.enum(TRANSLATION_LANGUAGES),
  /** the last summary sent to this merchant (any brand): its week and when it went; null before the first */
  lastSent: z.object({ from: z.string(), to: z.string(), sentAt: z.string() }).nullable(),
});
export type WeeklySummaryPreference = z.infer<typeof weeklySummaryPreferenceSchema>;

/** What PUT takes: on or off, and the language to write in (the web sends the one the merchant reads Host in). */
export const weeklySummaryPreferenceInputSchema = z.strictObject({
  enabled: z.boolean(),
  language: z.enum(TRANSLATION_LANGUAGES),
});
export type WeeklySummaryPreferenceInput = z.infer<typeof weeklySummaryPreferenceInputSchema>;

/**
 * The week (Monday..Sunday) a summary is due for at `now` in a brand's zone: the week just ended, from
 * Monday WEEKLY_SUMMARY_HOUR:00 to the end of that Monday (a server down at eight still sends it later
 * that morning); null on any other day or hour. A new opt-in mid-week waits for the next Monday.
 */
export function summaryWeekDue(now: Date, timeZone: string): { from: string; to: string } | null {
  const today = localDateOf(now, timeZone);
  if (isoWeekday(today) !== 1) return null;
  if (Number(localTimeOf(now, timeZone).slice(0, 2)) < WEEKLY_SUMMARY_HOUR) return null;
  return { from: addLocalDays(today, -7), to: addLocalDays(today, -1) };
}

/** The reports page for a range, under the merchant's locale sub-path (the page's own URL parameters). */
export function weeklySummaryLink(publicUrl: string, subPath: string, week: { from: string; to: string }): string {
  // The dates are yyyy-MM-dd (checked by their schema): nothing in them needs escaping.
  return `${publicUrl.replace(/\/$/, '')}/${subPath}/reports?range=custom&from=${week.from}&to=${week.to}`;
}

export interface WeeklySummaryWords {
  subject: string;
  greeting: string;
  intro: string;
  coversSeated: string;
  bookings: string;
  noShowRate: string;
  cancellationRate: string;
  depositsCollected: string;
  /** a figure with its change: {{value}}, {{change}} */
  withChange: string;
  /** a figure whose week before had nothing to compare with */
  nothingBefore: string;
  noChange: string;
  /** a rate's change, in percentage points */
  points: string;
  /** a rate with nothing to divide by (no booking due, none made) */
  noRate: string;
  noDeposits: string;
  open: string;
  why: string;
}

/** Host's words for the summary, per language (in the style of the guest-message templates). */
export const WEEKLY_SUMMARY_WORDS: Record<TranslationLanguage, WeeklySummaryWords> = {
  en: {
    subject: '{{brand}}: your week of {{from}} to {{to}}',
    greeting: 'Hello {{name}},',
    intro: 'here is how last week ({{from}} to {{to}}) went at your outlets, against the week before.',
    coversSeated: 'Covers seated',
    bookings: 'Bookings',
    noShowRate: 'No-show rate',
    cancellationRate: 'Cancellation rate',
    depositsCollected: 'Deposits collected',
    withChange: '{{value}} ({{change}} on the week before)',
    nothingBefore: '{{value}} (nothing the week before)',
    noChange: 'no change',
    points: '{{sign}}{{value}} pts',
    noRate: 'no bookings to count',
    noDeposits: 'none',
    open: 'See the full report',
    why: 'You receive this email because you asked for a summary every Monday. Switch it off in Host under Settings, Notifications.',
  },
  'zh-Hans': {
    subject: '{{brand}}：{{from}}至{{to}}的一周',
    greeting: '{{name}}您好：',
    intro: '以下是上周（{{from}}至{{to}}）各门店的经营情况，并与前一周比较。',
    coversSeated: '入座人数',
    bookings: '预订数',
    noShowRate: '未到率',
    cancellationRate: '取消率',
    depositsCollected: '已收订金',
    withChange: '{{value}}（较前一周{{change}}）',
    nothingBefore: '{{value}}（前一周无数据）',
    noChange: '持平',
    points: '{{sign}}{{value}}个百分点',
    noRate: '无可计算的预订',
    noDeposits: '无',
    open: '查看完整报表',
    why: '您收到此邮件，是因为您订阅了每周一的摘要。可在 Host 的“设置 > 通知”中关闭。',
  },
  'zh-Hant': {
    subject: '{{brand}}：{{from}}至{{to}}的一週',
    greeting: '{{name}}您好：',
    intro: '以下是上週（{{from}}至{{to}}）各分店的營運情況，並與前一週比較。',
    coversSeated: '入座人數',
    bookings: '訂位數',
    noShowRate: '未到率',
    cancellationRate: '取消率',
    depositsCollected: '已收訂金',
    withChange: '{{value}}（較前一週{{change}}）',
    nothingBefore: '{{value}}（前一週無資料）',
    noChange: '持平',
    points: '{{sign}}{{value}}個百分點',
    noRate: '沒有可計算的訂位',
    noDeposits: '無',
    open: '查看完整報表',
    why: '您收到此郵件，是因為您訂閱了每週一的摘要。可在 Host 的「設定 > 通知」中關閉。',
  },
  ms: {
    subject: '{{brand}}: minggu anda dari {{from}} hingga {{to}}',
    greeting: 'Hai {{name}},',
    intro: 'berikut prestasi outlet anda minggu lepas ({{from}} hingga {{to}}), berbanding minggu sebelumnya.',
    coversSeated: 'Tetamu yang duduk',
    bookings: 'Tempahan',
    noShowRate: 'Kadar tidak hadir',
    cancellationRate: 'Kadar pembatalan',
    depositsCollected: 'Deposit yang dikutip',
    withChange: '{{value}} ({{change}} berbanding minggu sebelumnya)',
    nothingBefore: '{{value}} (tiada pada minggu sebelumnya)',
    noChange: 'tiada perubahan',
    points: '{{sign}}{{value}} mata peratusan',
    noRate: 'tiada tempahan untuk dikira',
    noDeposits: 'tiada',
    open: 'Lihat laporan penuh',
    why: 'Anda menerima e-mel ini kerana anda meminta ringkasan setiap hari Isnin. ' + 'Matikannya dalam Host di Tetapan, Pemberitahuan.',
  },
};

/** One outlet's week as the summary needs it: its report's totals, the week before's, and money per currency. */
export interface OutletWeek {
  outletName: string;
  totals: ReportTotals;
  previous: ReportTotals;
  /** charges collected per currency, this week and the week before (whole minor units) */
  collected: Array<{ currency: string; amount: number; previous: number }>;
}

export interface OutletSummaryLine {
  label: string;
  value: string;
}

export interface RenderedWeeklySummary {
  subject: string;
  /** the plain-text part */
  text: string;
  /** each outlet's lines, for the HTML part */
  outlets: Array<{ name: string; lines: OutletSummaryLine[] }>;
  intro: string;
  greeting: string;
  open: string;
  why: string;
  link: string;
}

const MINUS = '−';
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `${MINUS}${-n}` : '0');
const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
/** Fills {{key}} in one pass, so a name holding braces is never read as a placeholder. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The summary's subject, text and lines in a language; the figures come from the reports service. */
export function renderWeeklySummary(input: {
  language: TranslationLanguage;
  brandName: string;
  recipientName: string;
  week: { from: string; to: string };
  outlets: readonly OutletWeek[];
  link: string;
}): RenderedWeeklySummary {
  const w = WEEKLY_SUMMARY_WORDS[input.language];
  const from = messageDay(input.week.from, input.language);
  const to = messageDay(input.week.to, input.language);

  const changeOf = (value: string, change: string) => fill(w.withChange, { value, change });
  const count = (now: number, before: number) => changeOf(String(now), now === before ? w.noChange : signed(now - before));
  const rate = (part: number, of: number, partBefore: number, ofBefore: number) => {
    const nowRate = rateOf(part, of);
    const beforeRate = rateOf(partBefore, ofBefore);
    if (nowRate === null) return w.noRate;
    if (beforeRate === null) return fill(w.nothingBefore, { value: percent(nowRate) });
    const points = Math.round((nowRate - beforeRate) * 1000) / 10;
    if (points === 0) return changeOf(percent(nowRate), w.noChange);
    const sign = points > 0 ? '+' : MINUS;
    return changeOf(percent(nowRate), fill(w.points, { sign, value: Math.abs(points).toFixed(1) }));
  };
  const money = (collected: OutletWeek['collected']) => {
    const shown = collected.filter((c) => c.amount !== 0 || c.previous !== 0);
    if (!shown.length) return w.noDeposits;
    return shown
      .map((c) => {
        const country = countryOfCurrency(c.currency);
        const value = formatMoney(c.amount, country);
        if (c.amount === c.previous) return changeOf(value, w.noChange);
        const delta = formatMoney(Math.abs(c.amount - c.previous), country);
        return changeOf(value, `${c.amount > c.previous ? '+' : MINUS}${delta}`);
      })
      .join('; ');
  };

  const outlets = input.outlets.map((o) => ({
    name: o.outletName,
    lines: [
      { label: w.coversSeated, value: count(o.totals.seatedCovers, o.previous.seatedCovers) },
      { label: w.bookings, value: count(o.totals.bookings, o.previous.bookings) },
      { label: w.noShowRate, value: rate(o.totals.noShows, o.totals.dueBookings, o.previous.noShows, o.previous.dueBookings) },
      {
        label: w.cancellationRate,
        value: rate(o.totals.cancellations, o.totals.madeBookings, o.previous.cancellations, o.previous.madeBookings),
      },
      { label: w.depositsCollected, value: money(o.collected) },
    ],
  }));
  const greeting = fill(w.greeting, { name: input.recipientName });
  const intro = fill(w.intro, { from, to });
  const open = w.open;
  const text = [
    greeting,
    intro,
    '',
    ...outlets.flatMap((o) => [o.name, ...o.lines.map((l) => `- ${l.label}: ${l.value}`), '']),
    `${open}: ${input.link}`,
    '',
    w.why,
  ].join('\n');
  return {
    subject: fill(w.subject, { brand: input.brandName, from, to }),
    text,
    outlets,
    intro,
    greeting,
    open,
    why: w.why,
    link: input.link,
  };
}
