import { fillTemplate, MAIL_WORDS } from '@host/domain/notifications/templates';
import type { TranslationLanguage } from '@host/domain/locales';

/** What a guest's mail shows besides its message: the restaurant, the booking, where to reply. */
export interface MailFrame {
  language: TranslationLanguage;
  subject: string;
  /** the message as the plain-text part has it (the guest's link inside) */
  text: string;
  outletName: string;
  /** an absolute address of the outlet's logo, or null */
  logoUrl: string | null;
  /** the booking's day and time as the message writes them, and its party; null for a mail about no booking */
  booking: { date: string; time: string; pax: string } | null;
  /** the guest's page or the pay page: the mail's one button */
  link: string | null;
  /** whether the link pays (its button says so) */
  pays: boolean;
  /** the outlet's address and phone for the footer, as people read them */
  address: string | null;
  phone: string | null;
  /** whether a reply reaches the restaurant (the outlet has an email) */
  repliesReach: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BRAND_BLUE = '#1756a9';
/** Inline styles (mail clients drop style sheets), named where a line would otherwise run long. */
const DETAILS_STYLE = 'margin:0 0 20px;border-top:1px solid #e5e8eb;border-bottom:1px solid #e5e8eb;width:100%';
const BUTTON_STYLE =
  'display:inline-block;padding:12px 24px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px';
const LOGO_STYLE = 'display:block;width:56px;height:56px;border-radius:12px;object-fit:cover;margin:0 0 12px';
const CARD_STYLE = 'max-width:560px;background:#ffffff;border-radius:12px';
const FONT = `-apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Noto Sans SC', 'Microsoft YaHei', Arial, sans-serif`;

/**
 * A guest's mail as HTML (issue 28): the restaurant's logo and name, the message, the booking's
 * details, one button, and the plain address beneath it for a reader that shows no button. Tables
 * and inline styles only: mail readers drop style sheets. Every value from the outlet or the guest
 * is escaped; the link is Host's own (the guest's page or the pay page), never input.
 */
export function mailHtml(frame: MailFrame): string {
  const words = MAIL_WORDS[frame.language];
  const { link } = frame;
  // The message ends with the link, as Host's wording has it: the button takes its place. A wording
  // of the outlet's own with the link inside keeps it where it was, as a link.
  let text = frame.text.trim();
  let inline = false;
  if (link && text.endsWith(link)) text = text.slice(0, -link.length).trimEnd();
  else if (link && text.includes(link)) inline = true;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((part) => {
      const escaped = escapeHtml(part).replace(/\n/g, '<br>');
      return inline && link
        ? escaped.split(escapeHtml(link)).join(`<a href="${escapeHtml(link)}" style="color:${BRAND_BLUE}">${escapeHtml(link)}</a>`)
        : escaped;
    })
    .map((part) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1c252e">${part}</p>`)
    .join('');
  const detail = (label: string, value: string) =>
    `<tr>` +
    `<td style="width:30%;padding:6px 16px 6px 0;font-size:14px;color:#637381;white-space:nowrap">${escapeHtml(label)}</td>` +
    `<td style="padding:6px 0;font-size:16px;font-weight:600;color:#1c252e">${escapeHtml(value)}</td>` +
    `</tr>`;
  const details = frame.booking
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="${DETAILS_STYLE}">` +
      `${detail(words.date, frame.booking.date)}${detail(words.time, frame.booking.time)}${detail(words.guests, frame.booking.pax)}</table>`
    : '';
  const button =
    link && !inline
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>` +
        `<td style="border-radius:8px;background:${BRAND_BLUE}">` +
        `<a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(frame.pays ? words.pay : words.open)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 8px;font-size:13px;color:#637381">${escapeHtml(words.buttonFails)}</p>` +
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">` +
        `<a href="${escapeHtml(link)}" style="color:${BRAND_BLUE}">${escapeHtml(link)}</a></p>`
      : '';
  const logo = frame.logoUrl ? `<img src="${escapeHtml(frame.logoUrl)}" alt="" width="56" height="56" style="${LOGO_STYLE}">` : '';
  const footer = [frame.address, frame.phone].filter(Boolean).map((line) => escapeHtml(line!));
  footer.push(
    escapeHtml(fillTemplate(words.sentFor, { outlet: frame.outletName })) + (frame.repliesReach ? ` ${escapeHtml(words.reply)}` : ''),
  );
  return [
    `<!doctype html><html lang="${frame.language}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(frame.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f6f8;font-family:${FONT}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8">` +
      `<tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${CARD_STYLE}">` +
      `<tr><td style="padding:28px 28px 12px">`,
    logo,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#1c252e">${escapeHtml(frame.outletName)}</h1>`,
    paragraphs,
    details,
    button,
    `</td></tr></table>`,
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#637381">${footer.join('<br>')}</p>`,
    `</td></tr></table></body></html>`,
  ].join('');
}
