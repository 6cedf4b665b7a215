import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useSettings } from './settings';
import { createHostTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const theme = useMemo(() => createHostTheme(settings), [settings]);
  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.style.colorScheme = settings.mode;
  }, [settings.direction, settings.mode]);
  return (
    <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
