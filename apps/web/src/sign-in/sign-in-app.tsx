import type { Session } from '@host/domain/auth';
import { useState } from 'react';
import { clearOfflineData } from '../lib/offline-data';
import { PREFERRED_LOCALE_KEY } from '../lib/storage-keys';
import { LANGUAGE_NAMES, LANGUAGES, SUB_PATHS, type Language, type Translate } from '../light/words';
import { EmailForm, ForgotForm, PinForm } from './forms';
import { landingAfterSignIn } from './landing';
import { ICON } from './icons';

type Method = 'pin' | 'email';

/**
 * The sign-in page (issue 34: its own light entry, React and this page only, no MUI, router or i18next): a welcome panel
 * beside the form on a wide screen, the form alone on a narrow one; the PIN or email tab, the forgotten password, the
 * language and the light or dark theme. A sign-in leaves for the app with a page load of its own.
 */
export function SignInApp({ subPath, t, dark, onToggleDark }: { subPath: string; t: Translate; dark: boolean; onToggleDark: () => void }) {
  const [method, setMethod] = useState<Method>('pin');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const continueParam = new URLSearchParams(location.search).get('continue');

  const onSignedIn = (session: Session) => {
    // The previous session's kept reads and queued changes go (lib/offline-data.ts), as the app's own sign-in did.
    clearOfflineData();
    location.replace(landingAfterSignIn(session, subPath, continueParam));
  };

  return (
    <div className="si-page">
      <aside className="si-welcome">
        <Brand />
        <div>
          <p className="si-welcome-title">{t('auth.welcomeTitle')}</p>
          <p className="si-welcome-text">{t('auth.welcomeText')}</p>
        </div>
        <p className="si-markets">{t('auth.markets')}</p>
      </aside>
      <div className="si-side">
        <header className="si-header">
          <Brand narrow />
          <LanguageMenu subPath={subPath} t={t} />
          <button
            type="button"
            className="si-icon-button"
            onClick={onToggleDark}
            aria-label={dark ? t('settings.modeOptions.light') : t('settings.modeOptions.dark')}
            title={dark ? t('settings.modeOptions.light') : t('settings.modeOptions.dark')}
          >
            {dark ? ICON.light : ICON.dark}
          </button>
        </header>
        <main className="si-main">
          <div className="si-card">
            {forgotEmail !== null ? (
              <ForgotForm t={t} email={forgotEmail} onBack={() => setForgotEmail(null)} />
            ) : (
              <>
                <h1 className="si-title">{t('auth.title')}</h1>
                <p className="si-subtitle">{t('auth.subtitle')}</p>
                <div className="si-tabs" role="tablist" aria-label={t('auth.method')}>
                  {(['pin', 'email'] as const).map((tab) => (
                    <button
                      key={tab}
                      type="button"
                      role="tab"
                      id={`tab-${tab}`}
                      aria-selected={method === tab}
                      aria-controls={`panel-${tab}`}
                      className="si-tab"
                      onClick={() => setMethod(tab)}
                    >
                      {t(tab === 'pin' ? 'auth.tabPin' : 'auth.tabEmail')}
                    </button>
                  ))}
                </div>
                <div role="tabpanel" id={`panel-${method}`} aria-labelledby={`tab-${method}`}>
                  {method === 'pin' ? (
                    <PinForm t={t} onSignedIn={onSignedIn} onUseEmail={() => setMethod('email')} />
                  ) : (
                    <EmailForm t={t} onSignedIn={onSignedIn} onForgot={setForgotEmail} />
                  )}
                </div>
              </>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The four languages, each in its own script; the page opens again under the language's sub-path in the same country. */
function LanguageMenu({ subPath, t }: { subPath: string; t: Translate }) {
  const [open, setOpen] = useState(false);
  const current = SUB_PATHS[subPath]!;
  const choose = (language: Language) => {
    const country = current.country;
    const next =
      Object.entries(SUB_PATHS).find(([, l]) => l.country === country && l.language === language)?.[0] ??
      Object.entries(SUB_PATHS).find(([, l]) => l.language === language)![0];
    // The app opens in it next time too (i18n/locale.tsx's preferred sub-path).
    try {
      localStorage.setItem(PREFERRED_LOCALE_KEY, next);
    } catch {
      // no storage: this page's address says the language anyway
    }
    location.assign(`/${next}/login${location.search}`);
  };
  return (
    <div className="si-language">
      <button
        type="button"
        className="si-text-button"
        aria-label={t('language.choose')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {ICON.translate}
        <span className="si-language-name">{LANGUAGE_NAMES[current.language]}</span>
      </button>
      {open && (
        <ul className="si-menu" role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {LANGUAGES.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitem"
                lang={language}
                aria-current={language === current.language || undefined}
                className="si-menu-item"
                onClick={() => choose(language)}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Host's mark and name: in the welcome panel, and in the header where the panel is hidden (a narrow screen). */
function Brand({ narrow = false }: { narrow?: boolean }) {
  return (
    <div className={narrow ? 'si-brand si-brand-narrow' : 'si-brand'}>
      <span className="si-mark" aria-hidden>
        H
      </span>
      <span>Host</span>
    </div>
  );
}
