import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/public-sans/latin-800.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SUB_PATHS, translator, type Translate } from '../light/words';
import { PRESET_COLORS } from '../theme/presets';
import { loadSettings, saveSettings } from '../theme/settings';
import { SIGN_IN_RELOAD_KEY } from '../lib/storage-keys';
import { currentSession } from './api';
import { landingAfterSignIn } from './landing';
import { SignInApp } from './sign-in-app';
import './sign-in.css';
import './sign-in-controls.css';

/**
 * The sign-in page (/{subPath}/login), served as its own entry (sign-in.html, issue 34) so a host stand's first load is
 * React and this page only. A browser already signed in to an outlet goes on to the app at once.
 */
const subPath = location.pathname.split('/')[1] ?? '';
const locale = SUB_PATHS[subPath] ?? SUB_PATHS.en_SG!;
const pageSubPath = SUB_PATHS[subPath] ? subPath : 'en_SG';
document.documentElement.lang = locale.tag;
// Chinese in its own font, as the app does (layout/locale-layout.tsx); the faces wait for it rather than draw empty boxes.
if (locale.language === 'zh-Hans') void import('@fontsource/noto-sans-sc/400.css');
if (locale.language === 'zh-Hant') void import('@fontsource/noto-sans-tc/400.css');

/** The host's theme on this device (theme/settings.tsx): light or dark, and the colour preset. */
function applyTheme(dark: boolean) {
  const settings = loadSettings();
  const preset = PRESET_COLORS[settings.colorPreset] ?? PRESET_COLORS.blue;
  const root = document.documentElement;
  root.dataset.mode = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.setProperty('--si-primary', dark ? preset.light : preset.main);
  root.style.setProperty('--si-primary-dark', dark ? preset.main : preset.dark);
  root.style.setProperty('--si-on-primary', dark ? '#1C252E' : '#FFFFFF');
  root.style.setProperty('--si-welcome-from', preset.dark);
  root.style.setProperty('--si-welcome-to', preset.main);
}

function Page({ t }: { t: Translate }) {
  const [dark, setDark] = useState(() => loadSettings().mode === 'dark');
  const toggle = () => {
    const next = !dark;
    saveSettings({ ...loadSettings(), mode: next ? 'dark' : 'light' });
    applyTheme(next);
    setDark(next);
  };
  return <SignInApp subPath={pageSubPath} t={t} dark={dark} onToggleDark={toggle} />;
}

applyTheme(loadSettings().mode === 'dark');
// Loaded: the app's next way here (a sign-out) loads this page again (features/auth/pages/sign-in-page-load.tsx).
try {
  sessionStorage.removeItem(SIGN_IN_RELOAD_KEY);
} catch {
  // no storage
}
const words = fetch(`/locales/${locale.language}/common.json`)
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));
const [session, messages] = await Promise.all([currentSession(), words]);
if (session?.isOutletLoggedIn) {
  location.replace(landingAfterSignIn(session, pageSubPath, new URLSearchParams(location.search).get('continue')));
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Page t={translator(messages, locale.language)} />
    </StrictMode>,
  );
}
