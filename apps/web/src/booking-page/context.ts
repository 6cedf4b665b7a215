import { createContext, useContext } from 'react';
import type { Language, Translate } from './locale';

export interface PageLocale {
  language: Language;
  /** the tag dates are written with (zh-SG, en-MY) */
  tag: string;
  t: Translate;
}

export const LocaleContext = createContext<PageLocale>({ language: 'en', tag: 'en-SG', t: (key) => key });
export const useLocale = () => useContext(LocaleContext);
