import { describe, expect, it } from 'vitest';
import { policyIn } from './policy-text';

const OWN = 'Tables are held for 15 minutes past the booking time.';
const OWN_ZH = '订位保留15分钟。';

describe('policyIn: the policy a diner reads (issue 28)', () => {
  it.each([
    // own text, translations, reader, expected text, its language, says it is not theirs
    [OWN, { 'zh-Hans': '订位保留15分钟。' }, 'zh-Hans', '订位保留15分钟。', 'zh-Hans', false],
    [OWN, { 'zh-Hans': '订位保留15分钟。' }, 'zh-Hant', OWN, null, true],
    [OWN, {}, 'en', OWN, null, false],
    // English and Malay share a script: an outlet's own Malay is not called untranslated for a Malay reader.
    [OWN, {}, 'ms', OWN, null, false],
    ['Meja ditahan 15 minit.', {}, 'ms', 'Meja ditahan 15 minit.', null, false],
    [OWN_ZH, {}, 'ms', OWN_ZH, null, true],
    [OWN, { ms: 'Meja ditahan 15 minit.' }, 'ms', 'Meja ditahan 15 minit.', 'ms', false],
    [OWN_ZH, {}, 'zh-Hant', OWN_ZH, null, false],
    [OWN_ZH, {}, 'en', OWN_ZH, null, true],
    [OWN, { en: '   ' }, 'en', OWN, null, false],
  ] as const)('%s with %j, read in %s: %s', (own, translations, reader, text, language, notTheirs) => {
    expect(policyIn(own, translations, reader)).toEqual({ text, language, notInReadersLanguage: notTheirs });
  });

  it('without a text of its own, another translation stands in, English first, said to be one; with neither, nothing', () => {
    expect(policyIn(null, { 'zh-Hans': '订位保留15分钟。' }, 'en')).toEqual({
      text: '订位保留15分钟。',
      language: 'zh-Hans',
      notInReadersLanguage: true,
    });
    expect(policyIn('', { ms: 'Meja ditahan.', en: 'Held.' }, 'zh-Hant')).toEqual({
      text: 'Held.',
      language: 'en',
      notInReadersLanguage: true,
    });
    expect(policyIn('  ', undefined, 'ms')).toBeNull();
  });
});
