import { useEffect, useRef, useState } from 'react';
import { BookApiError, fetchPage, type BookingPageView } from './api';
import type { Language } from './locale';
import { loadMessages, take } from './preload';

/**
 * The page's words in the diner's language and the outlet's booking page, asked for at once (the
 * preloader may have them already). A missing outlet is told apart from any other failure, so the
 * diner reads "no such page" rather than "try again".
 */
export function usePageAndWords(outlet: string, language: Language, onPage: (page: BookingPageView) => void) {
  const [messages, setMessages] = useState<Record<string, unknown> | null>(null);
  const [fetched, setFetched] = useState<BookingPageView | null>(null);
  const [pageError, setPageError] = useState<'notFound' | 'general' | null>(null);
  const whenLoaded = useRef(onPage);
  whenLoaded.current = onPage;

  useEffect(() => {
    let live = true;
    document.documentElement.lang = language;
    // Chinese glyphs from npm, split by unicode-range and last in the font stack: a phone with its
    // own Chinese font downloads none of them; one without gets only the few files its text needs.
    if (language === 'zh-Hans') void import('@fontsource/noto-sans-sc/400.css');
    if (language === 'zh-Hant') void import('@fontsource/noto-sans-tc/400.css');
    take(`messages:${language}`, () => loadMessages(language))
      .then((m) => live && setMessages(m))
      .catch(() => live && setMessages({}));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    take(`page:${outlet}`, () => fetchPage(outlet))
      .then((p) => {
        whenLoaded.current(p);
        setFetched(p);
      })
      .catch((error: unknown) => setPageError(error instanceof BookApiError && error.status === 404 ? 'notFound' : 'general'));
  }, [outlet]);

  return { messages, fetched, pageError };
}
