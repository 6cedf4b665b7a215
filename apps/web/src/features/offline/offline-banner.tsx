import { lazyPart } from '../../components/lazy-part';
import { useCannotWrite } from '../../lib/connection';

// Fetched ahead while online (preloadOfflineParts): it is needed exactly when nothing can be fetched.
const Shown = lazyPart(() => import('./offline-banner-shown').then((m) => m.default), 'quiet');

/**
 * The host screen with no connection (issue 17): says so, since when the book shown is (the
 * server's time of its last good read, in the outlet's zone), what waits and what can still be
 * done. Its code is fetched after the book, kept by the service worker like the rest, and drawn only offline.
 */
export function OfflineBanner(props: { asOf: string | undefined; timeZone: string | undefined }) {
  return useCannotWrite() ? <Shown {...props} /> : null;
}

export const preloadOfflineBanner = () => Shown.preload();
