import { describe, expect, it } from 'vitest';
import { mailHtml, type MailFrame } from '../src/modules/notifications/mail-html';

const LINK = 'https://host.example/r/abc123';
const frame = (over: Partial<MailFrame> = {}): MailFrame => ({
  language: 'en',
  subject: 'Your booking at Jade Garden',
  text: `Jade Garden: hi Mei Ling, your table for 2 on Wed, 1 Apr at 19:00 is booked. Confirm or cancel: ${LINK}`,
  outletName: 'Jade Garden',
  logoUrl: null,
  booking: { date: 'Wed, 1 Apr', time: '19:00', pax: '2' },
  link: LINK,
  pays: false,
  address: '1 Orchard Road, 238801',
  phone: '+65 6734 8821',
  repliesReach: true,
  ...over,
});

/** The text a reader sees, tags taken out. */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a guest mail in HTML (issue 28)', () => {
  it('ends its message where the link was and puts the link in one button, with the address beneath for a reader without buttons', () => {
    const html = mailHtml(frame());
    expect(visible(html)).toContain('Confirm or cancel: Date Wed, 1 Apr Time 19:00 Guests 2 View or change your booking');
    expect(html.match(new RegExp(`href="${LINK}"`, 'g'))).toHaveLength(2);
    expect(visible(html)).toContain(`copy this address into your browser: ${LINK}`);
    expect(visible(html)).toContain(
      '1 Orchard Road, 238801 +65 6734 8821 Sent by Host for Jade Garden. Reply to this mail to reach the restaurant.',
    );
  });

  it('a pay link says Pay now; without an outlet email the footer does not promise a reply', () => {
    const html = mailHtml(frame({ pays: true, repliesReach: false }));
    expect(visible(html)).toContain('Pay now');
    expect(visible(html)).not.toContain('Reply to this mail');
  });

  it('an outlet wording with the link inside keeps it there as a link, and adds no button', () => {
    const html = mailHtml(frame({ text: `Open ${LINK} to see your table.` }));
    expect(html).toContain(`Open <a href="${LINK}"`);
    expect(visible(html)).not.toContain('View or change your booking');
  });

  it('writes in the guest language, and escapes what the outlet and the guest wrote', () => {
    const html = mailHtml(
      frame({
        language: 'zh-Hant',
        outletName: 'Tom & <Jerry>',
        text: '"<b>hi</b>"',
        link: null,
        booking: { date: '4月1日週三', time: '19:00', pax: '2' },
      }),
    );
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(html).toContain('&quot;&lt;b&gt;hi&lt;/b&gt;&quot;');
    expect(html).not.toContain('<b>');
    expect(visible(html)).toContain('日期 4月1日週三 時間 19:00 人數 2');
    expect(visible(html)).toContain('由 Host 代Tom & <Jerry>發送。'.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'));
  });

  it('shows the logo when the outlet has one', () => {
    expect(mailHtml(frame({ logoUrl: 'https://host.example/media/outlet-images/ab.webp' }))).toContain(
      '<img src="https://host.example/media/outlet-images/ab.webp" alt=""',
    );
    expect(mailHtml(frame())).not.toContain('<img');
  });
});
