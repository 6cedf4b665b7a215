import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localePath, useLocale } from '../../../i18n/locale';
import { usePublicConfig } from '../../../lib/public-config';
import { AuthLayout } from '../../auth';
import { useSession } from '../../../app/session';
import { ImpersonationBanner } from '../../support';

/** /v3-switch: the brand's outlets run on another Host app; this page says where to go. */
export function V3SwitchPage() {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  const session = useSession().data;
  const config = usePublicConfig().data;
  return (
    <>
      {/* Support staff who opened a classic-host outlet see whose it is and can end it here too. */}
      {session && <ImpersonationBanner session={session} />}
      <AuthLayout>
        <Stack sx={{ alignItems: 'flex-start' }} spacing={2.5}>
          <SwapHorizIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h4" component="h1">
            {t('v3.switchTitle')}
          </Typography>
          <Typography color="text.secondary">{t('v3.switchText', { outlet: session?.outlet?.outletName ?? '' })}</Typography>
          <Button variant="contained" size="large" href={config?.classicHostUrl ?? '/'} disabled={!config}>
            {t('v3.openHost')}
          </Button>
          <Button component={RouterLink} to={localePath(subPath, '/logout')} color="inherit">
            {t('account.signOut')}
          </Button>
        </Stack>
      </AuthLayout>
    </>
  );
}

export default V3SwitchPage;
