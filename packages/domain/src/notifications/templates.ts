import { format, parseISO, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { ms } from 'date-fns/locale/ms';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';
import { TRANSLATION_LANGUAGES, translationLanguageOf, type TranslationLanguage } from '../locales';

/**
 * What Host says to a guest (issue 14), in the guest's language: Host's wording unless the outlet
 * wrote its own. Placeholders are {{name}}; an unknown one is left as written, never an error, so a
 * merchant's typo shows in the preview instead of failing a send.
 */

/** booked: the acknowledgement on booking; confirm: the ask to confirm (24 h, 5 h); call: what the automated call says. */
/** queueJoined, tableReady: a party waiting at the door is told it is in the queue, then that its table is ready (issue 30); it has
 * no booking yet, so no date: the link is its place in the queue. */
/** waitlistOffer: a guest on a day's waiting list is offered a freed time, held until {{deadline}}; the link accepts or declines it. */
export const MESSAGE_TEMPLATES = [
  'booked',
  'confirm',
  'reminder',
  'beforeRefund',
  'payLink',
  'call',
  'queueJoined',
  'tableReady',
  'waitlistOffer',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** The values a template may use. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'outlet', 'date', 'time', 'pax', 'link', 'deadline', 'amount'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

/** Longest wording an outlet may keep for one template: two SMS parts in Chinese, a short email. */
export const TEMPLATE_MAX_LENGTH = 600;

export const DEFAULT_TEMPLATES: Record<TranslationLanguage, Record<MessageTemplate, string>> = {
  en: {
    booked: '{{outlet}}: hi {{name}}, your table for {{pax}} on {{date}} at {{time}} is booked. Confirm or cancel: {{link}}',
    confirm:
      '{{outlet}}: hi {{name}}, we look forward to seeing you, {{pax}} guests, on {{date}} at {{time}}. Please confirm or cancel: {{link}}',
    reminder: '{{outlet}}: a reminder of your table for {{pax}} on {{date}} at {{time}}. Change of plans? {{link}}',
    beforeRefund:
      '{{outlet}}: your deposit is refunded in full if you cancel before {{deadline}}. Your booking: {{date}} at {{time}}. {{link}}',
    payLink: '{{outlet}}: hi {{name}}, please pay {{amount}} to hold your table for {{pax}} on {{date}} at {{time}}: {{link}}',
    call:
      'Hello {{name}}, this is {{outlet}} calling about your table for {{pax}} on {{date}} at {{time}}. ' +
      'Press 1 to confirm, or 2 to cancel.',
    queueJoined: '{{outlet}}: hi {{name}}, you are in the queue for a table for {{pax}}. Your place, live: {{link}}',
    tableReady: '{{outlet}}: hi {{name}}, your table is ready. Please come to the host stand now. {{link}}',
    waitlistOffer:
      '{{outlet}}: hi {{name}}, a table for {{pax}} is free on {{date}} at {{time}}. ' + 'It is held for you until {{deadline}}: {{link}}',
  },
  'zh-Hans': {
    booked: '{{outlet}}：{{name}}您好，您已预订{{date}} {{time}}的{{pax}}位座位。确认或取消：{{link}}',
    confirm: '{{outlet}}：{{name}}您好，期待您{{date}} {{time}}光临（{{pax}}位）。请确认或取消：{{link}}',
    reminder: '{{outlet}}：温馨提醒，您预订了{{date}} {{time}}的{{pax}}位座位。计划有变？{{link}}',
    beforeRefund: '{{outlet}}：在{{deadline}}前取消可全额退还订金。您的预订：{{date}} {{time}}。{{link}}',
    payLink: '{{outlet}}：{{name}}您好，请支付{{amount}}以保留{{date}} {{time}}的{{pax}}位座位：{{link}}',
    call: '{{name}}您好，这里是{{outlet}}，关于您{{date}} {{time}}的{{pax}}位预订。确认请按1，取消请按2。',
    queueJoined: '{{outlet}}：{{name}}您好，您已在{{pax}}位餐桌的候位队列中。实时查看您的位置：{{link}}',
    tableReady: '{{outlet}}：{{name}}您好，您的餐桌已备好，请现在到接待台。{{link}}',
    waitlistOffer: '{{outlet}}：{{name}}您好，{{date}} {{time}}有{{pax}}位的空桌，为您保留至{{deadline}}：{{link}}',
  },
  'zh-Hant': {
    booked: '{{outlet}}：{{name}}您好，您已預訂{{date}} {{time}}的{{pax}}位座位。確認或取消：{{link}}',
    confirm: '{{outlet}}：{{name}}您好，期待您{{date}} {{time}}光臨（{{pax}}位）。請確認或取消：{{link}}',
    reminder: '{{outlet}}：溫馨提示，您預訂了{{date}} {{time}}的{{pax}}位座位。計劃有變？{{link}}',
    beforeRefund: '{{outlet}}：在{{deadline}}前取消可全數退還訂金。您的訂位：{{date}} {{time}}。{{link}}',
    payLink: '{{outlet}}：{{name}}您好，請支付{{amount}}以保留{{date}} {{time}}的{{pax}}位座位：{{link}}',
    call: '{{name}}您好，這裡是{{outlet}}，關於您{{date}} {{time}}的{{pax}}位訂位。確認請按1，取消請按2。',
    queueJoined: '{{outlet}}：{{name}}您好，您已在{{pax}}位餐桌的候位隊列中。即時查看您的位置：{{link}}',
    tableReady: '{{outlet}}：{{name}}您好，您的餐桌已準備好，請現在到接待處。{{link}}',
    waitlistOffer: '{{outlet}}：{{name}}您好，{{date}} {{time}}有{{pax}}位的空桌，為您保留至{{deadline}}：{{link}}',
  },
  ms: {
    booked:
      '{{outlet}}: hai {{name}}, meja anda untuk {{pax}} orang pada {{date}} jam {{time}} telah ditempah. Sahkan atau batal: {{link}}',
    confirm:
      '{{outlet}}: hai {{name}}, kami menanti kedatangan anda, {{pax}} orang, pada {{date}} jam {{time}}. Sila sahkan atau batal: {{link}}',
    reminder: '{{outlet}}: peringatan tempahan meja untuk {{pax}} orang pada {{date}} jam {{time}}. Ada perubahan? {{link}}',
    beforeRefund:
      '{{outlet}}: deposit anda dipulangkan sepenuhnya jika dibatalkan sebelum {{deadline}}. ' +
      'Tempahan anda: {{date}} jam {{time}}. {{link}}',
    payLink: '{{outlet}}: hai {{name}}, sila bayar {{amount}} untuk menyimpan meja {{pax}} orang pada {{date}} jam {{time}}: {{link}}',
    call:
      'Helo {{name}}, ini {{outlet}} mengenai tempahan meja untuk {{pax}} orang pada {{date}} jam {{time}}. ' +
      'Tekan 1 untuk sahkan, atau 2 untuk batal.',
    queueJoined: '{{outlet}}: hai {{name}}, anda dalam barisan untuk meja {{pax}} orang. Lihat tempat anda: {{link}}',
    tableReady: '{{outlet}}: hai {{name}}, meja anda sudah sedia. Sila datang ke kaunter penyambut tetamu sekarang. {{link}}',
    waitlistOffer:
      '{{outlet}}: hai {{name}}, meja untuk {{pax}} orang kosong pada {{date}} jam {{time}}. ' +
      'Ia disimpan untuk anda sehingga {{deadline}}: {{link}}',
  },
};

/** The email subject line of each template, per language. */
export const DEFAULT_SUBJECTS: Record<TranslationLanguage, Record<MessageTemplate, string>> = {
  en: {
    booked: 'Your booking at {{outlet}}',
    confirm: 'Please confirm your booking at {{outlet}}',
    reminder: 'See you soon at {{outlet}}',
    beforeRefund: 'Your deposit at {{outlet}}',
    payLink: 'Payment for your booking at {{outlet}}',
    call: '{{outlet}}',
    queueJoined: 'Your place in the queue at {{outlet}}',
    tableReady: 'Your table at {{outlet}} is ready',
    waitlistOffer: 'A table is free at {{outlet}}',
  },
  'zh-Hans': {
    booked: '您在{{outlet}}的预订',
    confirm: '请确认您在{{outlet}}的预订',
    reminder: '{{outlet}}期待您的光临',
    beforeRefund: '您在{{outlet}}的订金',
    payLink: '{{outlet}}预订付款',
    call: '{{outlet}}',
    queueJoined: '您在{{outlet}}的候位',
    tableReady: '您在{{outlet}}的餐桌已备好',
    waitlistOffer: '{{outlet}}有空桌了',
  },
  'zh-Hant': {
    booked: '您在{{outlet}}的訂位',
    confirm: '請確認您在{{outlet}}的訂位',
    reminder: '{{outlet}}期待您的光臨',
    beforeRefund: '您在{{outlet}}的訂金',
    payLink: '{{outlet}}訂位付款',
    call: '{{outlet}}',
    queueJoined: '您在{{outlet}}的候位',
    tableReady: '您在{{outlet}}的餐桌已準備好',
    waitlistOffer: '{{outlet}}有空桌了',
  },
  ms: {
    booked: 'Tempahan anda di {{outlet}}',
    confirm: 'Sila sahkan tempahan anda di {{outlet}}',
    reminder: 'Jumpa anda nanti di {{outlet}}',
    beforeRefund: 'Deposit anda di {{outlet}}',
    payLink: 'Bayaran tempahan anda di {{outlet}}',
    call: '{{outlet}}',
    queueJoined: 'Tempat anda dalam barisan di {{outlet}}',
    tableReady: 'Meja anda di {{outlet}} sudah sedia',
    waitlistOffer: 'Meja kosong di {{outlet}}',
  },
};

/** The language a guest is written to in: the booking's, else the outlet's first, else English. */
export function messageLanguageOf(
  bookingLanguage: string | null | undefined,
  outletLanguage: string | null | undefined,
): TranslationLanguage {
  const tag = bookingLanguage || outletLanguage;
  return tag ? translationLanguageOf(tag) : 'en';
}

/** Outlet wording per language and template, as stored: only known keys with text count. */
export type OutletTemplates = Partial<Record<string, Partial<Record<string, string>>>>;

/** The wording to send: the outlet's for this language and template when it wrote one, else Host's. */
export function templateText(template: MessageTemplate, language: TranslationLanguage, outletTemplates: OutletTemplates = {}): string {
  const own = outletTemplates[language]?.[template]?.trim();
  return own || DEFAULT_TEMPLATES[language][template];
}

/** Fills `{{name}}`-style placeholders; an unknown or missing one stays as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = (values as Record<string, string | undefined>)[key];
    return value === undefined ? whole : value;
  });
}

/** The placeholders a wording uses that Host does not know: shown to the merchant before saving. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).filter((key) => !known.includes(key)))];
}

export interface RenderedMessage {
  subject: string;
  body: string;
}

/** A message ready to send, in the guest's language. */
export function renderMessage(
  template: MessageTemplate,
  language: TranslationLanguage,
  values: TemplateValues,
  outletTemplates: OutletTemplates = {},
): RenderedMessage {
  return {
    subject: fillTemplate(DEFAULT_SUBJECTS[language][template], values),
    body: fillTemplate(templateText(template, language, outletTemplates), values),
  };
}

export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

const DATE_LOCALES: Record<TranslationLanguage, Locale> = { en: enGB, 'zh-Hans': zhCN, 'zh-Hant': zhTW, ms };
const DAY_FORMATS: Record<TranslationLanguage, string> = {
  en: 'EEE, d MMM',
  'zh-Hans': 'M月d日EEE',
  'zh-Hant': 'M月d日EEE',
  ms: 'EEE, d MMM',
};

/** A local date ('2026-04-02') as a message writes it: "Thu, 2 Apr", "4月2日周四", "Kha, 2 Apr". */
export function messageDay(localDate: string, language: TranslationLanguage): string {
  return format(parseISO(localDate), DAY_FORMATS[language], { locale: DATE_LOCALES[language] });
}

/** The words around a mail's own message (issue 28: mails with an HTML part, from the restaurant's name). */
export interface MailWords {
  date: string;
  time: string;
  guests: string;
  /** the button to the guest's page, and to the pay page */
  open: string;
  pay: string;
  /** above the plain address, for a mail reader that shows no button */
  buttonFails: string;
  /** the footer: who sent it on the restaurant's behalf, and (when the outlet has an email) where a reply goes */
  sentFor: string;
  reply: string;
}

export const MAIL_WORDS: Record<TranslationLanguage, MailWords> = {
  en: {
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    open: 'View or change your booking',
    pay: 'Pay now',
    buttonFails: 'If the button does not open, copy this address into your browser:',
    sentFor: 'Sent by Host for {{outlet}}.',
    reply: 'Reply to this mail to reach the restaurant.',
  },
  'zh-Hans': {
    date: '日期',
    time: '时间',
    guests: '人数',
    open: '查看或更改预订',
    pay: '立即付款',
    buttonFails: '如果按钮无法打开，请将以下网址复制到浏览器：',
    sentFor: '由 Host 代{{outlet}}发送。',
    reply: '回复此邮件即可联系餐厅。',
  },
  'zh-Hant': {
    date: '日期',
    time: '時間',
    guests: '人數',
    open: '查看或更改訂位',
    pay: '立即付款',
    buttonFails: '如果按鈕無法開啟，請將以下網址複製到瀏覽器：',
    sentFor: '由 Host 代{{outlet}}發送。',
    reply: '回覆此郵件即可聯絡餐廳。',
  },
  ms: {
    date: 'Tarikh',
    time: 'Masa',
    guests: 'Tetamu',
    open: 'Lihat atau ubah tempahan anda',
    pay: 'Bayar sekarang',
    buttonFails: 'Jika butang tidak terbuka, salin alamat ini ke pelayar anda:',
    sentFor: 'Dihantar oleh Host bagi pihak {{outlet}}.',
    reply: 'Balas e-mel ini untuk menghubungi restoran.',
  },
};
