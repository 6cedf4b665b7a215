import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import './book.css';
import { BookApp } from './book-app';
import { fetchPage } from './api';
import { parseAddress, pageLanguage } from './locale';
import { loadMessages, warm } from './preload';

/**
 * The diners' booking page (issue 18): /book/{outlet} and /{subPath}/book/{outlet}, served as its
 * own entry (booking-page.html) so a diner's phone loads React and this page only.
 */
const address = parseAddress(location.pathname) ?? { subPath: null, outlet: '' };
const language = pageLanguage(address, location.search, navigator.languages);
/** Framed by the settings page's preview (issue 28): shows its draft, books nothing. */
const isPreview = new URLSearchParams(location.search).get('preview') === '1' && window.parent !== window;
warm(`page:${address.outlet}`, () => fetchPage(address.outlet));
warm(`messages:${language}`, () => loadMessages(language));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookApp address={address} initialLanguage={language} preview={isPreview} />
  </StrictMode>,
);
