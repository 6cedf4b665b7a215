import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { SnackbarProvider } from 'notistack';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

// A path, not a URL: under a DOM environment import.meta.url is the page's address.
const LOCALES = join(import.meta.dirname, '../../public/locales');

/** The app's own English catalogue (public/locales/en), every namespace, loaded at once: tests read what a host reads. */
export async function englishI18n(): Promise<i18n> {
  const dir = join(LOCALES, 'en');
  const en = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en },
    ns: Object.keys(en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}

/** A query client as the app's, without retries, holding what a test seeds (nothing goes stale on its own). */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** What every screen of the app is drawn inside: queries, the language, toasts, and a router at `path`. */
export function providers(client: QueryClient, language: i18n, path = '/en_SG/reservations') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={language}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </MemoryRouter>
    );
  };
}
