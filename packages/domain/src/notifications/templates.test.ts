import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../locales';
import {
  DEFAULT_SUBJECTS,
  DEFAULT_TEMPLATES,
  MESSAGE_TEMPLATES,
  fillTemplate,
  messageDay,
  messageLanguageOf,
  renderMessage,
  templateText,
  unknownPlaceholders,
} from './templates';

const values = {
  name: 'Mei Ling',
  outlet: 'Jade Garden Orchard',
  date: 'Thu, 2 Apr',
  time: '19:30',
  pax: '4',
  link: 'https://host.example/r/abc',
  amount: 'S$ 100.00',
  deadline: 'Wed, 1 Apr 19:30',
};

describe("the guest's language", () => {
  it.each([
    ['the booking’s, in Chinese', 'zh-SG', 'en-SG', 'zh-Hans'],
    ['the booking’s, in Traditional Chinese', 'zh-Hant-HK', 'en-HK', 'zh-Hant'],
    ['the booking’s, in Malay', 'ms-MY', 'en-MY', 'ms'],
    ['no language on the booking: the outlet’s', null, 'zh-Hant-TW', 'zh-Hant'],
    ['neither: English', null, null, 'en'],
  ])('%s', (_name, booking, outlet, language) => {
    expect(messageLanguageOf(booking, outlet)).toBe(language);
  });
});

describe('wording', () => {
  it('every template exists in every language, with a subject, and names only known placeholders', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      for (const template of MESSAGE_TEMPLATES) {
        expect(DEFAULT_TEMPLATES[language][template].length).toBeGreaterThan(20);
        expect(DEFAULT_SUBJECTS[language][template]).toContain('{{outlet}}');
        expect(unknownPlaceholders(DEFAULT_TEMPLATES[language][template])).toEqual([]);
      }
    }
  });

  it.each([
    ['Host’s wording when the outlet wrote none', {}, 'en', DEFAULT_TEMPLATES.en.reminder],
    ['the outlet’s own for that language', { en: { reminder: 'See you {{date}}!' } }, 'en', 'See you {{date}}!'],
    ['the outlet’s English does not replace Host’s Malay', { en: { reminder: 'See you {{date}}!' } }, 'ms', DEFAULT_TEMPLATES.ms.reminder],
    ['blank wording counts as none', { en: { reminder: '   ' } }, 'en', DEFAULT_TEMPLATES.en.reminder],
  ] as const)('%s', (_name, outletTemplates, language, text) => {
    expect(templateText('reminder', language, outletTemplates)).toBe(text);
  });

  it.each([
    ['fills every placeholder', 'Hi {{name}}, {{pax}} at {{time}}', 'Hi Mei Ling, 4 at 19:30'],
    ['tolerates spaces inside the braces', 'Hi {{ name }}', 'Hi Mei Ling'],
    ['leaves an unknown placeholder as written', 'Hi {{nmae}}', 'Hi {{nmae}}'],
    ['fills the same placeholder twice', '{{outlet}} / {{outlet}}', 'Jade Garden Orchard / Jade Garden Orchard'],
  ])('%s', (_name, text, filled) => {
    expect(fillTemplate(text, values)).toBe(filled);
  });

  it('names the placeholders Host does not know, once each', () => {
    expect(unknownPlaceholders('{{nmae}} {{time}} {{nmae}} {{table}}')).toEqual(['nmae', 'table']);
  });

  it('renders a whole message in the guest’s language', () => {
    expect(renderMessage('confirm', 'zh-Hans', values)).toEqual({
      subject: '请确认您在Jade Garden Orchard的预订',
      body: 'Jade Garden Orchard：Mei Ling您好，期待您Thu, 2 Apr 19:30光临（4位）。请确认或取消：https://host.example/r/abc',
    });
  });
});

describe('the day, as each language writes it', () => {
  it.each([
    ['en', 'Thu, 2 Apr'],
    ['zh-Hans', '4月2日周四'],
    ['zh-Hant', '4月2日週四'],
    ['ms', 'Kha, 2 Apr'],
  ] as const)('%s', (language, written) => {
    expect(messageDay('2026-04-02', language)).toBe(written);
  });
});
