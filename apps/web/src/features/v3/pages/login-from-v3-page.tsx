import { classicHostHandOff } from '@host/domain/public-config';
import { useEffect } from 'react';
import { PageSkeleton } from '../../../layout/page-skeleton';
import { usePublicConfig } from '../../../lib/public-config';

/** /login-from-v3?token=: back to the classic host app with the token (the server redirects full page loads itself). */
export function LoginFromV3Page() {
  const config = usePublicConfig().data;
  useEffect(() => {
    if (config)
      window.location.replace(classicHostHandOff(config.classicHostUrl, new URLSearchParams(window.location.search).get('token')));
  }, [config]);
  return <PageSkeleton />;
}

export default LoginFromV3Page;
