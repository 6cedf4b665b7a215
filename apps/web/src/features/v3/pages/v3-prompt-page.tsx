import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
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

/** /v3-prompt: the brand is offered Host v3 but not moved yet (offerHostv3 without routeToHostv3). */
export function V3PromptPage() {
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
          <RocketLaunchOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h4" component="h1">
            {t('v3.promptTitle')}
          </Typography>
          <Typography color="text.secondary">{t('v3.promptText', { brand: session?.brand?.brandName ?? '' })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%' }}>
            <Button variant="contained" size="large" component={RouterLink} to={localePath(subPath, '/v3-switch')}>
              {t('v3.switchNow')}
            </Button>
            <Button size="large" href={config?.classicHostUrl ?? '/'} disabled={!config}>
              {t('v3.notNow')}
            </Button>
          </Stack>
          <Button component={RouterLink} to={localePath(subPath, '/logout')} color="inherit">
            {t('account.signOut')}
          </Button>
        </Stack>
      </AuthLayout>
    </>
  );
}

export default V3PromptPage;
