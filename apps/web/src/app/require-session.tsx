import { Navigate, Outlet, useLocation } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';
import { PageSkeleton } from '../layout/page-skeleton';
import { useSession } from '../state/session';
import { SUPPORT_PATH, continueQuery } from '../state/session-paths';

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
