import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../state/session';
import { localePath, useLocale } from '../../../i18n/locale';
import { usePublicConfig } from '../../../lib/public-config';
import { V3Notice } from '../components/v3-notice';

/** /v3-prompt: the brand is offered Host v3 but not moved yet (offerHostv3 without routeToHostv3). */
export function V3PromptPage() {
  const { t } = useTranslation();
  const { subPath } = useLocale();
  const session = useSession().data;
  const config = usePublicConfig().data;
  return (
    <V3Notice
      session={session}
      icon={<RocketLaunchOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
      title={t('v3.promptTitle')}
      text={t('v3.promptText', { brand: session?.brand?.brandName ?? '' })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%' }}>
        <Button variant="contained" size="large" component={RouterLink} to={localePath(subPath, '/v3-switch')}>
          {t('v3.switchNow')}
        </Button>
        <Button size="large" href={config?.classicHostUrl ?? '/'} disabled={!config}>
          {t('v3.notNow')}
        </Button>
      </Stack>
    </V3Notice>
  );
}

export default V3PromptPage;
