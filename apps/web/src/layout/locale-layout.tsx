import { DEFAULT_LOCALE_PLACEHOLDER, localeOfSubPath } from '@host/domain/locales';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LocaleContext, preferredSubPath, storePreferredSubPath } from '../i18n/locale';
import { PageSkeleton } from './page-skeleton';
import { RouteProgress } from './route-progress';

/**
 * Chinese glyphs shipped from npm (no font download from outside, and a host-stand PC may have no
 * CJK font): loaded only for a Chinese locale, and the browser fetches only the subsets a page uses.
 */
function loadScriptFont(language: string) {
  if (language === 'zh-Hans') return import('@fontsource/noto-sans-sc/400.css');
  if (language === 'zh-Hant') return import('@fontsource/noto-sans-tc/400.css');
  return Promise.resolve();
}

/**
 * Everything under /{sub-path}: the URL carries the locale (docs/rules.md section 2). A DEFAULT_LOCALE
 * placeholder, or a path with no sub-path at all, goes to the stored preferred locale.
 */
export function LocaleLayout() {
  const { locale: segment } = useParams();
  const location = useLocation();
  const locale = localeOfSubPath(segment);
  const { i18n } = useTranslation(undefined, { useSuspense: false });

  useEffect(() => {
    if (!locale) return;
    storePreferredSubPath(locale.subPath);
    document.documentElement.lang = locale.languageTag;
    if (i18n.language !== locale.language) void i18n.changeLanguage(locale.language);
    void loadScriptFont(locale.language);
  }, [locale, i18n]);

  if (!locale) {
    const rest = segment === DEFAULT_LOCALE_PLACEHOLDER ? location.pathname.split('/').slice(2).join('/') : location.pathname.slice(1);
    return <Navigate replace to={`/${preferredSubPath()}/${rest}${location.search}${location.hash}`} />;
  }

  return (
    <LocaleContext.Provider value={locale}>
      <RouteProgress />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </LocaleContext.Provider>
  );
}
