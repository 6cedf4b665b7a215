import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../i18n/locale';
import { PageSkeleton } from '../../../layout/page-skeleton';
import { useLogout } from '../api/session-mutations';

/** /logout: ends the session, then shows the sign-in page. */
export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { subPath } = useLocale();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate(undefined, { onSettled: () => void navigate(`/${subPath}/login`, { replace: true }) });
  }, [logout, navigate, subPath]);
  return <PageSkeleton />;
}

export default LogoutPage;
