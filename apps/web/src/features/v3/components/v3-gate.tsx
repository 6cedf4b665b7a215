import { v3RedirectFor } from '@host/domain/v3-routing';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { useSession } from '../../../state/session';

/** docs/rules.md section 2's routing rule: outlets of brands not on routeToHostv3 are sent away. */
export function V3Gate() {
  const { t } = useTranslation();
  const session = useSession().data;
  const { pathname } = useLocation();
  const { subPath } = useLocale();
  const below = `/${pathname.split('/').slice(2).join('/')}`;
  const target = v3RedirectFor(below, session?.brand ?? null);
  if (!target) return <Outlet />;
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', gap: 2, alignContent: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('v3.redirecting')}</Typography>
      <Navigate replace to={localePath(subPath, target)} />
    </Box>
  );
}
