import { Navigate, Outlet, useLocation } from 'react-router';
import { localePath, useLocale } from '../i18n/locale';
import { PageSkeleton } from '../layout/page-skeleton';
import { useSession } from './session';

/** The continue query: where the user was (path, search and hash), to return there after sign-in. */
export function continueQuery(location: { pathname: string; search: string; hash: string }) {
  return `?continue=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** Signed-out users go to /login; a user who has not picked an outlet goes to /login/switch. */
export function RequireSession() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  const { subPath } = useLocale();
  if (isPending) return <PageSkeleton />;
  if (isError || !session) return <Navigate replace to={localePath(subPath, `/login${continueQuery(location)}`)} />;
  if (!session.isOutletLoggedIn) return <Navigate replace to={localePath(subPath, `/login/switch${continueQuery(location)}`)} />;
  return <Outlet />;
}
