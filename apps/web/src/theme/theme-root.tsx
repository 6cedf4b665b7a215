import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { useSettings } from './settings';
import { createHostTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });
/**
 * Right to left is a display setting none of Host's languages needs: its stylis plugin (and cssjanus, which it carries)
 * load when it is chosen, not with every first page. Until they have, the page is drawn left to right.
 */
let rtlCache: EmotionCache | undefined;
async function loadRtlCache(): Promise<EmotionCache> {
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const theme = useMemo(() => createHostTheme(settings), [settings]);
  const [rtl, setRtl] = useState(rtlCache);
  useEffect(() => {
    // Offline with the plugin not yet kept, the page stays left to right rather than failing.
    if (settings.direction === 'rtl' && !rtl) void loadRtlCache().then(setRtl, () => undefined);
  }, [settings.direction, rtl]);
  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.style.colorScheme = settings.mode;
  }, [settings.direction, settings.mode]);
  return (
    <CacheProvider value={settings.direction === 'rtl' && rtl ? rtl : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
