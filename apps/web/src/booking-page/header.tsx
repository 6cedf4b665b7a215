import type { BookingPageView } from './api';
import { useLocale } from './context';
import { LANGUAGE_NAMES, LANGUAGES, textIn, type Language } from './locale';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The outlet as a diner meets it: cover, logo, name, where it is, and its welcome. */
export function PageHeader({ page, onLanguage }: { page: BookingPageView; onLanguage: (language: Language) => void }) {
  const { t, language } = useLocale();
  const welcome = textIn(page.welcomeText, language);
  return (
    <header className="hero">
      <div className="cover">
        {page.coverUrl ? <img src={page.coverUrl} alt="" /> : <div className="cover-art" aria-hidden="true" />}
        <label className="lang">
          <span className="sr-only">{t('language')}</span>
          <select value={language} onChange={(e) => onLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="identity">
        <div className="logo">
          {page.logoUrl ? <img src={page.logoUrl} alt="" /> : <span aria-hidden="true">{initialsOf(page.name)}</span>}
        </div>
        <p className="eyebrow">{t('bookAt', { brand: page.brandName })}</p>
        <h1>{page.name}</h1>
        {page.address && (
          <p className="meta">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            {page.address}
          </p>
        )}
        {page.phone && (
          <p className="meta">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                fill="currentColor"
                d={
                  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1' +
                  'A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z'
                }
              />
            </svg>
            <a href={`tel:${page.phone.replace(/\s+/g, '')}`}>{page.phone}</a>
          </p>
        )}
        {welcome && <p className="welcome">{welcome}</p>}
      </div>
    </header>
  );
}
