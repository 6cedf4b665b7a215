import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import i18n from '../i18n/i18n';

/**
 * Form validation in the user's language: zod's own messages, for the fields we give none. Here, where forms take their
 * resolver, not in the app's shell: the host screen's first route draws no form and loads no zod (issue 34). The forms'
 * module waits for the current language's messages before it is used, so a form's first check is already translated.
 */
const ZOD_LOCALES: Record<string, () => Promise<{ default: () => Parameters<typeof z.config>[0] }>> = {
  en: () => import('zod/v4/locales/en.js'),
  'zh-Hans': () => import('zod/v4/locales/zh-CN.js'),
  'zh-Hant': () => import('zod/v4/locales/zh-TW.js'),
  ms: () => import('zod/v4/locales/ms.js'),
};

async function applyZodLocale(language: string | undefined) {
  const load = ZOD_LOCALES[language ?? 'en'] ?? (() => import('zod/v4/locales/en.js'));
  z.config((await load()).default());
}

// A locale that fails or hangs (a network gone mid-shift) leaves zod's English messages, never a form that cannot open:
// the forms' module waits for it at most LOCALE_WAIT_MS.
const LOCALE_WAIT_MS = 3_000;
await Promise.race([applyZodLocale(i18n.language).catch(() => undefined), new Promise((r) => setTimeout(r, LOCALE_WAIT_MS))]);
i18n.on('languageChanged', (language) => void applyZodLocale(language).catch(() => undefined));

export { zodResolver };
