import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '../i18n/i18n';

/*
 * zod's own messages are the last resort behind the catalogue's (form-schema-messages.test.ts), and still in the user's
 * language: set where forms take their resolver, since the app's shell loads no zod (docs/architecture.md, Web).
 */
describe("forms' validation in the user's language (lib/zod-resolver.ts)", () => {
  const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;

  it('speaks the language the app is in when the forms load, and follows a change of language', async () => {
    // No server here for the catalogues: the languages are given as loaded, so a change of language does not wait on one.
    for (const language of ['en', 'zh-Hans', 'ms']) i18n.addResourceBundle(language, 'common', {});
    await i18n.changeLanguage('zh-Hans');
    await import('./zod-resolver');
    // Loaded with the module (it waits for the language's messages), not some time after.
    expect(tooShort()).toMatch(/^数值过小/);

    await i18n.changeLanguage('ms');
    await vi.waitFor(() => expect(tooShort()).toMatch(/^Terlalu kecil/));
    await i18n.changeLanguage('en');
    await vi.waitFor(() => expect(tooShort()).toMatch(/^Too small/));
  });
});
