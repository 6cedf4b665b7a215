import { lazy, Suspense } from 'react';
import { useCannotWrite } from '../../lib/connection';

const Shown = lazy(() => import('./offline-banner-shown'));

/**
 * The host screen with no connection (issue 17): says so, since when the book shown is (the
 * server's time of its last good read, in the outlet's zone), what waits and what can still be
 * done. Its code is kept by the service worker like the rest and loads only when offline.
 */
export function OfflineBanner(props: { asOf: string | undefined; timeZone: string | undefined }) {
  return useCannotWrite() ? (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  ) : null;
}
