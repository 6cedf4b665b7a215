import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { PageSkeleton } from '../../../layout/page-skeleton';
import { useSession } from '../../../state/session';
import { useSwitchOutlet } from '../api/session-mutations';
import { AuthLayout } from '../components/auth-layout';
import { SUPPORT_PATH, continueQuery } from '../../../state/session-paths';
import { landingPath } from '../landing';

/** /login/switch: a merchant with several outlets picks the outlet to run (support staff go to /support). */
export function SwitchOutletPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const switchOutlet = useSwitchOutlet();
  const [search, setSearch] = useState('');
  const brands = session.data?.userInfo?.brands;

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (brands ?? [])
      .map((b) => ({ ...b, outlets: b.outlets.filter((o) => !needle || `${b.brandName} ${o.outletName}`.toLowerCase().includes(needle)) }))
      .filter((b) => b.outlets.length > 0);
  }, [brands, search]);

  if (session.isPending) return <PageSkeleton />;
  if (!session.data) return <Navigate replace to={localePath(locale.subPath, `/login${continueQuery(location)}`)} />;
  // Support staff do not pick an outlet here: they open one from /support, with a reason (issue 15).
  if (session.data.userInfo?.kind === 'oddler') return <Navigate replace to={localePath(locale.subPath, SUPPORT_PATH)} />;

  if (!session.data.isUserLoggedIn) {
    return (
      <AuthLayout>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('switch.title')}
          </Typography>
          <Alert severity="info">{t('switch.outletSignIn', { outlet: session.data.outlet?.outletName })}</Alert>
          <Button component={RouterLink} to={localePath(locale.subPath, '/logout')} variant="contained">
            {t('account.signOut')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const total = (brands ?? []).reduce((n, b) => n + b.outlets.length, 0);
  const choose = (omsOutletId: string) =>
    switchOutlet.mutate(omsOutletId, {
      onSuccess: (next) => void navigate(landingPath(next, locale, params.get('continue')), { replace: true }),
    });

  return (
    <AuthLayout>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('switch.title')}
          </Typography>
          <Typography color="text.secondary">{t('switch.signedInAs', { email: session.data.userInfo?.email })}</Typography>
        </Box>
        {total > 6 && <SearchField type="text" label={t('switch.search')} value={search} onChange={setSearch} />}
        {total === 0 ? (
          <Alert severity="info">{t('switch.none')}</Alert>
        ) : (
          <List sx={{ maxHeight: 420, overflowY: 'auto', mx: -1 }} aria-label={t('switch.title')}>
            {filtered.map((brand) => (
              <li key={brand.id}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ bgcolor: 'background.paper', fontWeight: 700, lineHeight: '36px' }}>{brand.brandName}</ListSubheader>
                  {brand.outlets.map((outlet) => (
                    <ListItemButton
                      key={outlet.id}
                      onClick={() => choose(outlet.omsOutletId)}
                      disabled={switchOutlet.isPending}
                      selected={session.data?.outlet?.id === outlet.id}
                      sx={{ borderRadius: 1, minHeight: 56 }}
                    >
                      <ListItemIcon>
                        <StorefrontOutlinedIcon />
                      </ListItemIcon>
                      <ListItemText primary={outlet.outletName} secondary={brand.countryCode} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        )}
        <Button component={RouterLink} to={localePath(locale.subPath, '/logout')}>
          {t('account.signOut')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

export default SwitchOutletPage;
