import { DEFAULT_SUB_PATH, localeOfSubPath, type SubPathLocale } from '@host/domain/locales';
import { createContext, useContext } from 'react';
import { PREFERRED_LOCALE_KEY } from '../lib/storage-keys';

/** The stored preferred locale sub-path (docs/rules.md section 9), or the default SG English. */
export function preferredSubPath(): string {
  const stored = localStorage.getItem(PREFERRED_LOCALE_KEY);
  return stored && localeOfSubPath(stored) ? stored : DEFAULT_SUB_PATH;
}

export function storePreferredSubPath(subPath: string) {
  if (localeOfSubPath(subPath)) localStorage.setItem(PREFERRED_LOCALE_KEY, subPath);
}

export const LocaleContext = createContext<SubPathLocale>(localeOfSubPath(DEFAULT_SUB_PATH)!);

export function useLocale() {
  return useContext(LocaleContext);
}

/** A path under the given sub-path: localePath('en_SG', '/reservations') is '/en_SG/reservations'. */
export function localePath(subPath: string, path: string) {
  return `/${subPath}${path.startsWith('/') ? path : `/${path}`}`;
}
