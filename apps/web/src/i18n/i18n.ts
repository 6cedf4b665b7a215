import { TRANSLATION_LANGUAGES } from '@host/domain/locales';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** Locale files load as {lng}/{ns}.json from public/locales (docs/rules.md section 7). */
void i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...TRANSLATION_LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    showSupportNotice: false,
  });

export default i18n;
