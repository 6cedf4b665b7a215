import { Navigate, Outlet, useLocation } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';
import { PageSkeleton } from '../layout/page-skeleton';
import { useSession } from './session';

/** The continue query: where the user was (path, search and hash), to return there after sign-in. */
export function continueQuery(location: { pathname: string; search: string; hash: string }) {
  return `?continue=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** Where support staff work with no outlet open: they open one from there, with a reason (issue 15). */
export const SUPPORT_PATH = '/support';

/**
 * Signed-out users go to /login; a user who has not picked an outlet goes to /login/switch, except
 * support staff, who open an outlet from /support and may be there with none.
 */
export function RequireSession() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  const { subPath } = useLocale();
  if (isPending) return <PageSkeleton />;
  if (isError || !session) return <Navigate replace to={localePath(subPath, `/login${continueQuery(location)}`)} />;
  if (!session.isOutletLoggedIn && session.userInfo?.kind === 'oddler') {
    const below = `/${location.pathname.split('/').slice(2).join('/')}`;
    return below === SUPPORT_PATH ? <Outlet /> : <Navigate replace to={localePath(subPath, SUPPORT_PATH)} />;
  }
  if (!session.isOutletLoggedIn) return <Navigate replace to={localePath(subPath, `/login/switch${continueQuery(location)}`)} />;
  return <Outlet />;
}
