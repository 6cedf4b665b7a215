import type { TranslationLanguage } from '@host/domain/locales';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guestPageLanguage, isTranslationLanguage } from './guest-language';

/** Chinese glyphs from npm, loaded only when the page reads in Chinese (as the signed-in pages do). */
function loadScriptFont(language: TranslationLanguage) {
  if (language === 'zh-Hans') void import('@fontsource/noto-sans-sc/400.css');
  if (language === 'zh-Hant') void import('@fontsource/noto-sans-tc/400.css');
}

function storedLanguage(storageKey: string): TranslationLanguage | null {
  const stored = localStorage.getItem(storageKey);
  return stored && isTranslationLanguage(stored) ? stored : null;
}

/**
 * The language of a page a guest opens from a link (the pay page, the confirm-or-cancel page), by
 * guestPageLanguage's order, applied to i18next, the document and its fonts. The guest's own choice
 * is kept on this device under `storageKey`, so a reload keeps it.
 */
export function useGuestPageLanguage(
  storageKey: string,
  from: { urlLanguage?: TranslationLanguage | null; bookingLanguage?: string | null },
) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<TranslationLanguage | null>(() => storedLanguage(storageKey));
  const language = guestPageLanguage({ chosen, ...from, browserLanguages: navigator.languages });
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    loadScriptFont(language);
  }, [language, i18n]);
  const choose = (next: TranslationLanguage) => {
    setChosen(next);
    localStorage.setItem(storageKey, next);
  };
  return { language, choose };
}
