import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/public-sans/800.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import '../i18n/i18n';
import { sessionKey, sessionQueryOptions } from '../state/session';
import { configureHttp } from '../lib/http';
import { clearOfflineData } from '../lib/offline-data';
import { preferredSubPath } from '../i18n/locale';
import { PageSkeleton } from '../layout/page-skeleton';
import { SettingsProvider, useSettings } from '../theme/settings';
import { ThemeRoot } from '../theme/theme-root';
import { queryClient } from '../state/query-client';
import { router } from './router';
import { SNACKBAR_COMPONENTS } from './snackbar-content';

let signingOut = false;
configureHttp({
  getToken: async () => (await queryClient.ensureQueryData(sessionQueryOptions))?.hostV2AuthToken ?? null,
  // docs/rules.md section 7: on a 401, log out once and go to /login with a continue query.
  onUnauthorized: (sentToken) => {
    const session = queryClient.getQueryData(sessionQueryOptions.queryKey);
    // Already signed out, or the call was made with a session that has since been replaced.
    const stale = session === null || (sentToken !== null && session?.hostV2AuthToken !== sentToken);
    if (signingOut || stale) return;
    signingOut = true;
    const here = window.location.pathname + window.location.search + window.location.hash;
    const subPath = window.location.pathname.split('/')[1] ?? preferredSubPath();
    void fetch('/api/auth/logout', { credentials: 'same-origin' }).finally(() => {
      queryClient.clear();
      clearOfflineData();
      queryClient.setQueryData(sessionKey, null);
      void router.navigate(`/${subPath}/login?continue=${encodeURIComponent(here)}`, { replace: true }).finally(() => {
        signingOut = false;
      });
    });
  },
});

const SettingsDrawer = lazy(() => import('../theme/settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/** The settings drawer's code loads when it is first opened, then stays (its closing slide): no page needs it to draw. */
function SettingsDrawerOnceOpened() {
  const { drawerOpen } = useSettings();
  const [opened, setOpened] = useState(false);
  if (drawerOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeRoot>
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={6000}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            Components={SNACKBAR_COMPONENTS}
          >
            <Suspense fallback={<PageSkeleton />}>
              <RouterProvider router={router} />
              <SettingsDrawerOnceOpened />
            </Suspense>
          </SnackbarProvider>
        </ThemeRoot>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
