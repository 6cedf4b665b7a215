import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FEATURE } from '@host/domain/entitlements';
import { useFeature } from '../../../state/entitlements';
import { useSession } from '../../../state/session';
import { FeatureOffNotice } from '../../../components/feature-off-notice';
import { PushSubscriptionPanel } from '../../push';
import { DeliveryLedger } from '../components/delivery-ledger';
import { GuestMessageSettings } from '../components/guest-message-settings';
import { WeeklySummaryCard } from '../components/weekly-summary-card';

/**
 * /settings/notifications (issue 14): how Host tells guests about their bookings (channels, timings,
 * quiet hours, wording), what it sent them, push notifications for staff on this device, and a
 * merchant's own Monday summary by email (issue 31).
 */
export function NotificationsSettingsPage() {
  const { t } = useTranslation('notifications');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const push = useFeature(FEATURE.WEB_PUSH);
  // The Monday summary goes to a merchant's own address: outlet staff (a PIN) and support staff have none here.
  const merchant = session?.userInfo?.kind === 'merchant' && !session.userInfo.isImpersonation ? session.userInfo : null;
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
      {merchant && <WeeklySummaryCard email={merchant.email} />}
      {outletId && <GuestMessageSettings outletId={outletId} outletName={session?.outlet?.outletName ?? ''} />}
      {outletId && <DeliveryLedger outletId={outletId} timeZone={session?.brand?.timezone ?? 'Asia/Singapore'} />}
      {/* Issue 15: an outlet whose plan leaves push off is told what the merchant must do. */}
      {push.enabled === false ? (
        <FeatureOffNotice feature={FEATURE.WEB_PUSH} actionsRequired={push.actionsRequired} />
      ) : (
        <PushSubscriptionPanel />
      )}
    </Stack>
  );
}

export default NotificationsSettingsPage;
