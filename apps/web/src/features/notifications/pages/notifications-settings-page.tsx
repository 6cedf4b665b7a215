import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { PushSubscriptionPanel } from '../../push';
import { DeliveryLedger } from '../components/delivery-ledger';
import { GuestMessageSettings } from '../components/guest-message-settings';

/**
 * /settings/notifications (issue 14): how Host tells guests about their bookings (channels, timings,
 * quiet hours, wording), what it sent them, and push notifications for staff on this device.
 */
export function NotificationsSettingsPage() {
  const { t } = useTranslation('notifications');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {t('page.subtitle')}
        </Typography>
      </Box>
      {outletId && <GuestMessageSettings outletId={outletId} outletName={session?.outlet?.outletName ?? ''} />}
      {outletId && <DeliveryLedger outletId={outletId} timeZone={session?.brand?.timezone ?? 'Asia/Singapore'} />}
      <PushSubscriptionPanel />
    </Stack>
  );
}

export default NotificationsSettingsPage;
