import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PushSubscriptionPanel } from '../components/push-subscription-panel';

/** /settings/notifications: how Host tells staff and guests; first, push notifications on this device (issue 14). */
export function NotificationsSettingsPage() {
  const { t } = useTranslation('push');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {t('page.sentence')}
        </Typography>
      </Box>
      <PushSubscriptionPanel />
    </Stack>
  );
}

export default NotificationsSettingsPage;
