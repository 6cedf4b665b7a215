import { useEffect } from 'react';
import { PageSkeleton } from '../../../layout/page-skeleton';
import { SIGN_IN_RELOAD_KEY } from '../../../lib/storage-keys';

/**
 * /{subPath}/login inside the app (a sign-out, a lost session, a link): the sign-in page is its own light entry (issue 34,
 * sign-in.html), so the app loads it from the server. Once per address: were the server to answer with the app again (a
 * build without the entry), the app stops here rather than reload for ever.
 */
export function SignInPageLoad() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SIGN_IN_RELOAD_KEY) === location.href) return;
      sessionStorage.setItem(SIGN_IN_RELOAD_KEY, location.href);
    } catch {
      // no storage: reload once anyway
    }
    location.reload();
  }, []);
  return <PageSkeleton />;
}

export default SignInPageLoad;
