import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { usePublicConfig } from '../../../lib/public-config';
import { V3Notice } from '../components/v3-notice';

/** /v3-switch: the brand's outlets run on another Host app; this page says where to go. */
export function V3SwitchPage() {
  const { t } = useTranslation();
  const session = useSession().data;
  const config = usePublicConfig().data;
  return (
    <V3Notice
      session={session}
      icon={<SwapHorizIcon color="primary" sx={{ fontSize: 48 }} />}
      title={t('v3.switchTitle')}
      text={t('v3.switchText', { outlet: session?.outlet?.outletName ?? '' })}
    >
      <Button variant="contained" size="large" href={config?.classicHostUrl ?? '/'} disabled={!config}>
        {t('v3.openHost')}
      </Button>
    </V3Notice>
  );
}

export default V3SwitchPage;
