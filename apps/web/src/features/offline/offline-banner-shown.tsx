import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { localTimeOf } from '@host/domain/time';
import { useTranslation } from 'react-i18next';
import { useQueuedChanges } from './queue-store';

/**
 * The host screen with no connection (issue 17): says so, since when the book shown is (the
 * server's time of its last good read, in the outlet's zone), what waits and what can still be done.
 */
export default function OfflineBannerShown({ asOf, timeZone }: { asOf: string | undefined; timeZone: string | undefined }) {
  const { t } = useTranslation('offline');
  const queued = useQueuedChanges().length;
  const time = asOf && timeZone ? localTimeOf(new Date(asOf), timeZone).slice(0, 5) : null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" data-testid="offline-banner" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{time ? t('banner.title', { time }) : t('banner.titleUnknown')}</AlertTitle>
      {t('banner.body')}
      {queued > 0 && (
        <>
          {' '}
          <strong data-testid="offline-queued">{t('banner.queued', { count: queued })}</strong>
        </>
      )}
    </Alert>
  );
}
